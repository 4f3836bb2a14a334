import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { EMPLOYEE_COMMAND_HANDLERS } from './employee.commands';
import { employeeProjection } from './employee.projection';
import { EMPLOYEE_QUERY_HANDLERS } from './employee.queries';
import { EmployeesController } from './employees.controller';

@Module({
  controllers: [EmployeesController],
  providers: [...EMPLOYEE_COMMAND_HANDLERS, ...EMPLOYEE_QUERY_HANDLERS],
})
export class EmployeesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(employeeProjection);
  }
}
