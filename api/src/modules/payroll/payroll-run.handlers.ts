import type { PayrollMonth, PayrollRun } from '@paani/contracts';
import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { toPaisa } from '../../platform/domain/money';
import { loadShortfalls } from './pay-facts';
import { PayrollRuns } from './payroll-run';
import { loadSlips } from './payroll.queries';

/** POST /payroll/runs: queues the month's run (or answers the one under way). */
export class StartPayrollRunCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly month: string,
  ) {}
}

@CommandHandler(StartPayrollRunCommand)
export class StartPayrollRunHandler implements ICommandHandler<StartPayrollRunCommand, PayrollRun> {
  constructor(private readonly runs: PayrollRuns) {}

  execute({ ownerId, plantId, month }: StartPayrollRunCommand): Promise<PayrollRun> {
    return this.runs.start(ownerId, plantId, month);
  }
}

/** GET /payroll/runs/{id} */
export class GetPayrollRunQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly runId: number,
  ) {}
}

@QueryHandler(GetPayrollRunQuery)
export class GetPayrollRunHandler implements IQueryHandler<GetPayrollRunQuery, PayrollRun> {
  constructor(private readonly runs: PayrollRuns) {}

  execute({ ownerId, plantId, runId }: GetPayrollRunQuery): Promise<PayrollRun> {
    return this.runs.get(ownerId, plantId, runId);
  }
}

/** GET /payroll/months/{month}: the latest run, the slips with their totals, and the month's shortfalls still proposed. */
export class PayrollMonthQuery {
  constructor(
    readonly plantId: number,
    readonly month: string,
  ) {}
}

@QueryHandler(PayrollMonthQuery)
export class PayrollMonthHandler implements IQueryHandler<PayrollMonthQuery, PayrollMonth> {
  constructor(
    private readonly runs: PayrollRuns,
    private readonly sql: Sql,
  ) {}

  async execute({ plantId, month }: PayrollMonthQuery): Promise<PayrollMonth> {
    const query = <T = any>(text: string, values?: unknown[]) => this.sql.rows<T>(text, values);
    const [run, slips, shortfalls] = await Promise.all([
      this.runs.latest(plantId, month),
      loadSlips(query, plantId, month),
      loadShortfalls(query, plantId, { month }),
    ]);
    const sum = (pick: (slip: (typeof slips)[number]) => number) => slips.reduce((total, slip) => total + toPaisa(pick(slip)), 0) / 100;
    return {
      month,
      run,
      slips,
      totals: {
        earned: sum((slip) => slip.earned),
        payments: sum((slip) => slip.payments),
        owed: sum((slip) => Math.max(slip.closing_balance, 0)),
      },
      shortfalls: shortfalls.filter((shortfall) => shortfall.status === 'proposed'),
    };
  }
}

export const PAYROLL_RUN_HANDLERS = [StartPayrollRunHandler, GetPayrollRunHandler, PayrollMonthHandler];
