import { Module, OnModuleInit } from '@nestjs/common';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry';
import { EXPENSE_COMMAND_HANDLERS } from './expense.commands';
import { expenseProjection } from './expense.projection';
import { EXPENSE_QUERY_HANDLERS } from './expense.queries';
import { ExpensesController } from './expenses.controller';

/**
 * Expenses of a plant. For other modules: `expenseTotalsForDay(query, plantId, date)` from
 * expense.queries.ts (the daily_expense_totals aggregate; docs/shared-read-models.md).
 */
@Module({
  controllers: [ExpensesController],
  providers: [...EXPENSE_COMMAND_HANDLERS, ...EXPENSE_QUERY_HANDLERS],
})
export class ExpensesModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(expenseProjection);
  }
}
