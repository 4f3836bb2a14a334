import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { EventStore } from '../../platform/event-store/event-store';
import { ExpenseCommand, expenseDecider } from './expense.decider';
import { ExpenseDetails, expenseStreamId } from './expense.events';
import { plantDays } from './expense-days';
import { CreateExpenseDto, ExpenseFields } from './expense.dto';

export const EMPLOYEE_NOT_IN_PLANT = 'The selected employee does not belong to this plant.';

const text = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : value.trim());

/** 422 on employee_id unless it is an employee of the owner's plant. */
async function assertEmployeeOfPlant(sql: Sql, ownerId: number, plantId: number, employeeId: number | null): Promise<void> {
  if (employeeId === null) return;
  const employee = await sql.one(`SELECT 1 FROM employees WHERE id = $1 AND owner_id = $2 AND plant_id = $3`, [
    employeeId,
    ownerId,
    plantId,
  ]);
  if (!employee) throw DomainError.field('employee_id', EMPLOYEE_NOT_IN_PLANT);
}

/** POST /expenses: a new expense of the plant; its id. */
export class RecordExpenseCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly input: CreateExpenseDto,
  ) {}
}

@CommandHandler(RecordExpenseCommand)
export class RecordExpenseHandler implements ICommandHandler<RecordExpenseCommand, number> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, input }: RecordExpenseCommand): Promise<number> {
    const query = (statement: string, params?: unknown[]) => this.sql.rows(statement, params);
    const details: ExpenseDetails = {
      date: input.date,
      category: input.category,
      amount: money(input.amount),
      note: text(input.note),
      employee_id: input.employee_id ?? null,
    };
    await assertEmployeeOfPlant(this.sql, ownerId, plantId, details.employee_id);
    const days = await plantDays(query, plantId);
    const expenseId = await this.store.nextId('expense_ids');
    await this.store.handle(
      expenseStreamId(expenseId),
      expenseDecider,
      { type: 'RecordExpense', expenseId, plantId, ownerId, details, ...days },
      { tenant_id: ownerId },
    );
    return expenseId;
  }
}

/** What the single-expense routes ask for: a correction (given fields over the current ones) or a reversal. */
export type ExpenseChange = { type: 'CorrectExpense'; input: ExpenseFields; reason: string } | { type: 'ReverseExpense'; reason: string };

/** A change to an expense of the owner (the controller found it first: 404 for anyone else's). */
export class ChangeExpenseCommand {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly expenseId: number,
    readonly change: ExpenseChange,
  ) {}
}

@CommandHandler(ChangeExpenseCommand)
export class ChangeExpenseHandler implements ICommandHandler<ChangeExpenseCommand, { changed: boolean }> {
  constructor(
    private readonly store: EventStore,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, expenseId, change }: ChangeExpenseCommand): Promise<{ changed: boolean }> {
    const query = (statement: string, params?: unknown[]) => this.sql.rows(statement, params);
    if (change.type === 'ReverseExpense') {
      const { events } = await this.store.handle(expenseStreamId(expenseId), expenseDecider, change, { tenant_id: ownerId });
      return { changed: events.length > 0 };
    }
    const { input, reason } = change;
    const days = await plantDays(query, plantId);
    const { events } = await this.store.handle(
      expenseStreamId(expenseId),
      expenseDecider,
      async (state): Promise<ExpenseCommand[]> => {
        const current = state.details;
        // Only a new employee is checked: one already on the expense may have left the plant since.
        if (input.employee_id !== undefined && input.employee_id !== (current?.employee_id ?? null))
          await assertEmployeeOfPlant(this.sql, ownerId, plantId, input.employee_id ?? null);
        if (!current) return [{ type: 'CorrectExpense', details: {} as ExpenseDetails, reason, ...days }];
        const details: ExpenseDetails = {
          date: input.date ?? current.date,
          category: input.category ?? current.category,
          amount: input.amount !== undefined ? money(input.amount) : current.amount,
          note: input.note !== undefined ? text(input.note) : current.note,
          employee_id: input.employee_id !== undefined ? (input.employee_id ?? null) : current.employee_id,
        };
        return [{ type: 'CorrectExpense', details, reason, ...days }];
      },
      { tenant_id: ownerId },
    );
    return { changed: events.length > 0 };
  }
}

export const EXPENSE_COMMAND_HANDLERS = [RecordExpenseHandler, ChangeExpenseHandler];
