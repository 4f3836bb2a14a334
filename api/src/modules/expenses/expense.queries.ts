import type {
  Expense,
  ExpenseAmountsByCategory,
  ExpenseCategory,
  ExpenseDetail,
  ExpenseHistoryEntry,
  ExpenseList,
  ExpenseValues,
} from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ExpressionBuilder, Kysely, sql } from 'kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { monthDays } from '../../platform/domain/calendar-month';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';
import { EXPENSE_NOT_FOUND, PlantDays } from './expense.decider';
import { EXPENSE_CATEGORIES } from './expense.events';
import { plantDays } from './expense-days';

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** Every category at 0. */
export const noExpenses = (): ExpenseAmountsByCategory =>
  Object.fromEntries(EXPENSE_CATEGORIES.map((category) => [category, 0])) as ExpenseAmountsByCategory;

/** Sums `{ category, amount }` rows (amounts as numeric text) exactly, in paisa. */
function byCategory(rows: { category: string; amount: string | null }[]): { total: number; by_category: ExpenseAmountsByCategory } {
  const paisa = new Map<string, number>();
  for (const row of rows) paisa.set(row.category, (paisa.get(row.category) ?? 0) + toPaisa(row.amount ?? '0'));
  const by_category = noExpenses();
  let total = 0;
  for (const [category, amount] of paisa) {
    if (category in by_category) by_category[category as ExpenseCategory] = moneyNumber(fromPaisa(amount));
    total += amount;
  }
  return { total: moneyNumber(fromPaisa(total)), by_category };
}

/**
 * A plant's expenses of one day by category, from the daily_expense_totals aggregate (reversed
 * expenses are out of it): for the owner dashboard's Today's Expenses. Every category is present.
 * Takes any query function (`Sql#rows`, a DataSource's or a transaction's `query`).
 */
export async function expenseTotalsForDay(
  query: Query,
  plantId: number,
  date: string,
): Promise<{ total: number; by_category: ExpenseAmountsByCategory }> {
  const rows: { category: string; amount: string }[] = await query(
    `SELECT category, amount FROM daily_expense_totals WHERE plant_id = $1 AND date = $2::date`,
    [plantId, date],
  );
  return byCategory(rows);
}

interface ExpenseRow {
  id: string;
  plant_id: string;
  date: string;
  category: string;
  amount: string;
  note: string | null;
  employee_id: string | null;
  employee_name: string | null;
  status: 'recorded' | 'reversed';
  reversal_reason: string | null;
  reversed_at: Date | null;
  corrections: number;
  created_at: Date;
  updated_at: Date;
}

function toExpense(row: ExpenseRow, days: PlantDays): Expense {
  return {
    id: Number(row.id),
    filter_plant_id: Number(row.plant_id),
    date: row.date,
    category: row.category as ExpenseCategory,
    amount: moneyNumber(row.amount),
    note: row.note,
    employee_id: row.employee_id === null ? null : Number(row.employee_id),
    employee_name: row.employee_name,
    status: row.status,
    reversal_reason: row.reversal_reason,
    reversed_at: row.reversed_at ? new Date(row.reversed_at).toISOString() : null,
    corrections: row.corrections,
    locked: row.date < days.lockedBefore,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The columns of an expense as the screens read it, with its employee's current name. */
function expenseColumns(db: Kysely<Database>) {
  return db
    .selectFrom('expenses as e')
    .leftJoin('employees as emp', 'emp.id', 'e.employee_id')
    .select([
      'e.id',
      'e.plant_id',
      sql<string>`e.date::text`.as('date'),
      'e.category',
      'e.amount',
      'e.note',
      'e.employee_id',
      'emp.name as employee_name',
      'e.status',
      'e.reversal_reason',
      'e.reversed_at',
      'e.corrections',
      'e.created_at',
      'e.updated_at',
    ]);
}

/** One expense of the owner (and of the plant, when given), with its history: 404 otherwise. */
export class GetExpenseQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly expenseId: number,
  ) {}
}

const values = (v: Record<string, unknown>): ExpenseValues => ({
  date: String(v.date),
  category: v.category as ExpenseCategory,
  amount: moneyNumber(v.amount as string),
  note: (v.note as string | null) ?? null,
  employee_id: v.employee_id === null || v.employee_id === undefined ? null : Number(v.employee_id),
});

@QueryHandler(GetExpenseQuery)
export class GetExpenseHandler implements IQueryHandler<GetExpenseQuery, ExpenseDetail> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: Sql,
  ) {}

  async execute({ ownerId, plantId, expenseId }: GetExpenseQuery): Promise<ExpenseDetail> {
    const row = await expenseColumns(this.db)
      .where((eb) => {
        const filters = [eb('e.id', '=', String(expenseId)), eb('e.owner_id', '=', String(ownerId))];
        if (plantId !== null) filters.push(eb('e.plant_id', '=', String(plantId)));
        return eb.and(filters);
      })
      .executeTakeFirst();
    if (!row) throw DomainError.notFound(EXPENSE_NOT_FOUND);
    const history = await this.sql.rows<{
      version: number;
      kind: ExpenseHistoryEntry['kind'];
      values: Record<string, unknown>;
      before: Record<string, unknown> | null;
      reason: string | null;
      recorded_at: Date;
    }>(
      `SELECT version, kind, "values", before, reason, recorded_at FROM expense_history WHERE expense_id = $1 AND owner_id = $2 ORDER BY version`,
      [expenseId, ownerId],
    );
    const days = await plantDays((text, params) => this.sql.rows(text, params), Number(row.plant_id));
    return {
      ...toExpense(row as ExpenseRow, days),
      history: history.map((h) => ({
        version: h.version,
        kind: h.kind,
        values: values(h.values),
        before: h.before ? values(h.before) : null,
        reason: h.reason,
        recorded_at: new Date(h.recorded_at).toISOString(),
      })),
    };
  }
}

export interface ExpenseCriteria {
  ownerId: number;
  plantId: number;
  /** YYYY-MM; this month of the plant when neither it nor from/to is given. */
  month?: string;
  from?: string;
  to?: string;
  category?: ExpenseCategory;
  employeeId?: number;
  page: number;
  perPage: number;
}

/** A plant's expenses, newest day first, filtered and paged, with totals (reversed ones left out) over every match. */
export class ListExpensesQuery {
  constructor(readonly criteria: ExpenseCriteria) {}
}

@QueryHandler(ListExpensesQuery)
export class ListExpensesHandler implements IQueryHandler<ListExpensesQuery, ExpenseList> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: Sql,
  ) {}

  async execute({ criteria }: ListExpensesQuery): Promise<ExpenseList> {
    const { ownerId, plantId, category, employeeId, page, perPage } = criteria;
    const days = await plantDays((text, params) => this.sql.rows(text, params), plantId);
    const month = criteria.month ?? (criteria.from || criteria.to ? undefined : days.today.slice(0, 7));
    const where = (eb: ExpressionBuilder<Database & { e: Database['expenses'] }, 'e'>) => {
      const filters = [eb('e.owner_id', '=', String(ownerId)), eb('e.plant_id', '=', String(plantId))];
      if (month) {
        const { first, last } = monthDays(month);
        filters.push(eb('e.date', '>=', first), eb('e.date', '<=', last));
      }
      if (criteria.from) filters.push(eb('e.date', '>=', criteria.from));
      if (criteria.to) filters.push(eb('e.date', '<=', criteria.to));
      if (category) filters.push(eb('e.category', '=', category));
      if (employeeId) filters.push(eb('e.employee_id', '=', String(employeeId)));
      return eb.and(filters);
    };
    const groups = await this.db
      .selectFrom('expenses as e')
      .select([
        'e.category',
        sql<number>`count(*)::int`.as('count'),
        sql<string | null>`sum(e.amount) FILTER (WHERE e.status = 'recorded')`.as('amount'),
      ])
      .where(where)
      .groupBy('e.category')
      .execute();
    const total = groups.reduce((sum, group) => sum + group.count, 0);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const rows =
      total === 0
        ? []
        : await expenseColumns(this.db)
            .where(where)
            .orderBy('e.date', 'desc')
            .orderBy('e.id', 'desc')
            .limit(perPage)
            .offset((page - 1) * perPage)
            .execute();
    const totals = byCategory(groups);
    return {
      data: rows.map((row) => toExpense(row as ExpenseRow, days)),
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      total,
      totals: { amount: totals.total, by_category: totals.by_category },
    };
  }
}

export const EXPENSE_QUERY_HANDLERS = [GetExpenseHandler, ListExpensesHandler];
