import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { DocumentsModule } from '../documents/documents.module';
import { PAY_COMMAND_HANDLERS } from './pay.commands';
import { payProjection, payrollSettingsProjection } from './pay.projection';
import { PayrollRuns } from './payroll-run';
import { PAYROLL_RUN_HANDLERS } from './payroll-run.handlers';
import { EmployeePayController, PayrollController, RiderEarningsController } from './payroll.controller';
import { PAYROLL_QUERY_HANDLERS } from './payroll.queries';

/**
 * Staff pay: each employee's pay ledger (`employee-pay-{id}`), the plant's commission basis, the
 * month's pay run (a job) and its payslips, day-close shortfalls as deductions, the rider's own
 * earnings. Money paid out (advances, payments) is a staff-wages expense in the same transaction.
 */
@Module({
  imports: [DocumentsModule],
  controllers: [PayrollController, EmployeePayController, RiderEarningsController],
  providers: [PayrollRuns, ...PAY_COMMAND_HANDLERS, ...PAYROLL_QUERY_HANDLERS, ...PAYROLL_RUN_HANDLERS],
})
export class PayrollModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(payProjection);
    this.projections.register(payrollSettingsProjection);
  }
}
