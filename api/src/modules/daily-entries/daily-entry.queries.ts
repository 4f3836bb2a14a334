import type { DailyEntry, DailyEntryList, DailyEntryTotals, DailySheet, DeliveryStatus, SheetRow } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AggregateFunctionBuilder, Expression, ExpressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import { Database, DailyEntriesTable } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber, rupees, toPaisa } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { findDueCustomers } from '../schedules/due-customers';
import { ENTRY_NOT_FOUND } from './daily-entry.commands';
import { daysBetween } from '../../platform/domain/plant-day';
import { ENTRY_BY_ID, ENTRY_COLUMNS, ENTRY_JOINS, id, toDailyEntry } from './daily-entry-row';

/** The entries `d` of a list (daily_entries as d). */
type Entries = ExpressionBuilder<Database & { d: DailyEntriesTable }, 'd'>;

/** An aggregate over the entries `d` that stand (reversed ones count in none). */
const standing = <O>(aggregate: AggregateFunctionBuilder<Database & { d: DailyEntriesTable }, 'd', O>) =>
  aggregate.filterWhere('d.reversed_by', 'is', null);

/** Sums of the entries `d` that stand. */
const totalColumns = (eb: Entries) => [
  eb.cast<number>(standing(eb.fn.countAll()), 'integer').as('entries'),
  eb.cast<number>(eb.fn.coalesce(standing(eb.fn.sum('d.cans_delivered')), eb.lit(0)), 'integer').as('cans_delivered'),
  eb.cast<number>(eb.fn.coalesce(standing(eb.fn.sum('d.cans_returned')), eb.lit(0)), 'integer').as('cans_returned'),
  eb.fn.coalesce(standing(eb.fn.sum('d.amount')), eb.lit(0)).as('amount'),
  eb.fn.coalesce(standing(eb.fn.sum('d.collected')), eb.lit(0)).as('collected'),
];

function toTotals(row: any): DailyEntryTotals {
  return {
    entries: row?.entries ?? 0,
    cans_delivered: row?.cans_delivered ?? 0,
    cans_returned: row?.cans_returned ?? 0,
    amount: moneyNumber(row?.amount ?? 0),
    collected: moneyNumber(row?.collected ?? 0),
  };
}

export class GetDailyEntryQuery {
  constructor(
    readonly ownerId: number,
    readonly entryId: number,
  ) {}
}

@QueryHandler(GetDailyEntryQuery)
export class GetDailyEntryHandler implements IQueryHandler<GetDailyEntryQuery, DailyEntry> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, entryId }: GetDailyEntryQuery): Promise<DailyEntry> {
    const row = await this.sql.one(ENTRY_BY_ID, [entryId, ownerId]);
    if (!row) throw DomainError.notFound(ENTRY_NOT_FOUND);
    return toDailyEntry(row);
  }
}

export interface DailyEntryCriteria {
  ownerId: number;
  plantId: number;
  date?: string;
  from?: string;
  to?: string;
  areaId?: number;
  employeeId?: number;
  customerId?: number;
  status?: DeliveryStatus | 'reversed';
  page: number;
  perPage: number;
}

/** GET /daily-entries: the plant's entries, newest day first (in the order entered), with totals over every match. */
export class ListDailyEntriesQuery {
  constructor(readonly criteria: DailyEntryCriteria) {}
}

/**
 * Two statements built with Kysely, run on Sql together (pipelined in one write, each prepared once
 * per connection by its text, which depends only on which filters are given): the page, and the
 * count and totals of every match.
 */
@QueryHandler(ListDailyEntriesQuery)
export class ListDailyEntriesHandler implements IQueryHandler<ListDailyEntriesQuery, DailyEntryList> {
  constructor(
    private readonly sql: Sql,
    private readonly db: Kysely<Database>,
  ) {}

  async execute({ criteria: c }: ListDailyEntriesQuery): Promise<DailyEntryList> {
    if (c.from && c.to && c.from > c.to) throw DomainError.field('to', 'The to date must be on or after the from date.');
    const matching = this.db.selectFrom('daily_entries as d').where((eb) => {
      const filters: Expression<SqlBool>[] = [eb('d.plant_id', '=', String(c.plantId)), eb('d.owner_id', '=', String(c.ownerId))];
      if (c.date) filters.push(eb('d.date', '=', sql<string>`${c.date}::date`));
      if (c.from) filters.push(eb('d.date', '>=', sql<string>`${c.from}::date`));
      if (c.to) filters.push(eb('d.date', '<=', sql<string>`${c.to}::date`));
      if (c.areaId) filters.push(eb('d.area_id', '=', String(c.areaId)));
      if (c.employeeId) filters.push(eb('d.employee_id', '=', String(c.employeeId)));
      if (c.customerId) filters.push(eb('d.customer_id', '=', String(c.customerId)));
      if (c.status === 'reversed') filters.push(eb('d.reversed_by', 'is not', null));
      else if (c.status) filters.push(eb('d.status', '=', c.status));
      return eb.and(filters);
    });
    const page = matching
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .leftJoin('employees as e', 'e.id', 'd.employee_id')
      // ENTRY_COLUMNS (daily-entry-row.ts), as toDailyEntry reads them.
      .select([
        'd.id',
        'd.plant_id',
        'd.customer_id',
        'c.code as customer_code',
        'c.name as customer_name',
        'd.area_id',
        'd.employee_id',
        'e.name as employee_name',
        sql<string>`d.date::text`.as('date'),
        'd.cans_delivered',
        'd.cans_returned',
        'd.rate',
        'd.amount',
        'd.collected',
        'd.payment_method',
        'd.note',
        'd.status',
        'd.reversed_by',
        'd.reversal_reason',
        'd.recorded_at',
      ])
      .orderBy('d.date', 'desc')
      .orderBy('d.id', 'desc')
      .limit(c.perPage)
      .offset((c.page - 1) * c.perPage)
      .compile();
    const sums = matching.select((eb) => [eb.cast<number>(eb.fn.countAll(), 'integer').as('total'), ...totalColumns(eb)]).compile();
    const [rows, [totals]] = await Promise.all([
      this.sql.rows(page.sql, [...page.parameters]),
      this.sql.rows(sums.sql, [...sums.parameters]),
    ]);
    const total = (totals as { total: number }).total;
    return {
      data: rows.map(toDailyEntry),
      current_page: c.page,
      last_page: Math.max(1, Math.ceil(total / c.perPage)),
      per_page: c.perPage,
      total,
      totals: toTotals(totals),
    };
  }
}

export interface SheetCriteria {
  ownerId: number;
  plantId: number;
  /** null: the plant's today. */
  date: string | null;
  areaId?: number;
  /** Customers assigned to this rider. */
  employeeId?: number;
  /** A rider's sheet: only customers of these areas. */
  areaIds?: number[];
}

/**
 * The customers of a sheet with what a row shows: `$1` their ids, `$2` the owner, `$3` the day.
 * The previous balance is the balance less the lines dated on or after the day (few, for a recent
 * day); the days without delivery count from the newest delivered day before it.
 */
const SHEET_CUSTOMERS = `
  SELECT c.id, c.code, c.name, c.address, c.phone, c.area_id, coalesce(a.name, '') AS area_name, c.employee_id, e.name AS employee_name,
         coalesce(c.rate, pl.default_can_rate, 0) AS rate, c.balance, c.cans_out,
         coalesce(c.balance > c.credit_limit, false) AS over_credit_limit, coalesce(c.cans_out > c.can_limit, false) AS over_can_limit,
         c.balance - coalesce((SELECT sum(l.debit - l.credit) FROM customer_ledger_lines l WHERE l.customer_id = c.id AND l.date >= $3::date), 0)
           AS previous_balance,
         EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= $3::date AND (p.ends_on IS NULL OR p.ends_on >= $3::date))
           AS paused,
         (SELECT d.date::text FROM daily_entries d WHERE d.customer_id = c.id AND d.date < $3::date AND d.cans_delivered > 0 AND d.reversed_by IS NULL
           ORDER BY d.date DESC LIMIT 1) AS last_delivered
    FROM customers c LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN plants pl ON pl.id = c.plant_id
   WHERE c.id = ANY($1::bigint[]) AND c.owner_id = $2`;

/** The day's entries of a plant that stand, in the order they were entered; `$4` narrows them to some areas. */
const ENTERED_IN_PLANT = `SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS}
  WHERE d.plant_id = $1 AND d.owner_id = $2 AND d.date = $3::date AND d.reversed_by IS NULL ORDER BY d.id`;
const ENTERED_IN_AREAS = `SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS}
  WHERE d.plant_id = $1 AND d.owner_id = $2 AND d.date = $3::date AND d.area_id = ANY($4::bigint[]) AND d.reversed_by IS NULL ORDER BY d.id`;

/** The areas a sheet is limited to (an owner's area, a rider's areas, or both), or null for the whole plant. */
function sheetAreas(c: SheetCriteria): number[] | null {
  if (c.areaId !== undefined) return c.areaIds === undefined || c.areaIds.includes(c.areaId) ? [c.areaId] : [];
  return c.areaIds ?? null;
}

/** GET /daily-entries/sheet and the rider's sheet: who is due on the day in route order, then whoever else was entered that day. */
export class DailySheetQuery {
  constructor(readonly criteria: SheetCriteria) {}
}

@QueryHandler(DailySheetQuery)
export class DailySheetHandler implements IQueryHandler<DailySheetQuery, DailySheet> {
  constructor(private readonly sql: Sql) {}

  async execute({ criteria: c }: DailySheetQuery): Promise<DailySheet> {
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const date = c.date ?? plantToday((await loadPlantCalendar(query, c.plantId)).timeZone);
    // Who is due and what was entered that day, together (independent reads, one write on the pipe).
    const areas = sheetAreas(c);
    const [dueRows, enteredRows] = await Promise.all([
      findDueCustomers(query, { ownerId: c.ownerId, plantId: c.plantId, date, areaId: c.areaId, employeeId: c.employeeId }),
      areas
        ? this.sql.rows(ENTERED_IN_AREAS, [c.plantId, c.ownerId, date, areas])
        : this.sql.rows(ENTERED_IN_PLANT, [c.plantId, c.ownerId, date]),
    ]);
    const due = dueRows.filter((d) => c.areaIds === undefined || c.areaIds.includes(d.area_id));
    const dueIds = new Set(due.map((d) => d.customer_id));
    // Entered that day: on a rider's sheet, their customers' entries and their own (the areas are already the sheet's).
    const inScope = (row: any) => c.employeeId === undefined || id(row.employee_id) === c.employeeId || dueIds.has(Number(row.customer_id));
    const entered = enteredRows.filter(inScope);
    const order = new Map(due.map((d, index) => [d.customer_id, index]));
    const ids = [...new Set([...due.map((d) => d.customer_id), ...entered.map((row: any) => Number(row.customer_id))])];
    const customers = ids.length ? await this.sql.rows<any>(SHEET_CUSTOMERS, [ids, c.ownerId, date]) : [];
    const entriesOf = new Map<number, DailyEntry[]>();
    for (const row of entered) {
      const entry = toDailyEntry(row);
      entriesOf.set(entry.customer_id, [...(entriesOf.get(entry.customer_id) ?? []), entry]);
    }
    const dueOf = new Map(due.map((d) => [d.customer_id, d]));
    const rows: SheetRow[] = customers.map((row) => {
      const customerId = Number(row.id);
      const scheduled = dueOf.get(customerId);
      return {
        customer_id: customerId,
        code: row.code,
        name: row.name,
        address: row.address,
        phone: row.phone,
        area_id: Number(row.area_id),
        area_name: row.area_name,
        employee_id: id(row.employee_id),
        employee_name: row.employee_name ?? null,
        route_position: scheduled?.route_position ?? null,
        scheduled: scheduled !== undefined,
        default_quantity: scheduled?.quantity ?? 0,
        rate: moneyNumber(row.rate),
        previous_balance: moneyNumber(row.previous_balance),
        cans_out: row.cans_out,
        balance: moneyNumber(row.balance),
        flags: {
          over_credit_limit: row.over_credit_limit,
          over_can_limit: row.over_can_limit,
          paused: row.paused,
          no_delivery_for_days: row.last_delivered ? daysBetween(row.last_delivered, date) : null,
        },
        entries: entriesOf.get(customerId) ?? [],
      };
    });
    // Due customers in route order first, then the others entered that day by area and name.
    rows.sort((a, b) => {
      const oa = order.get(a.customer_id) ?? Number.MAX_SAFE_INTEGER;
      const ob = order.get(b.customer_id) ?? Number.MAX_SAFE_INTEGER;
      return oa - ob || a.area_name.localeCompare(b.area_name) || a.name.localeCompare(b.name) || a.customer_id - b.customer_id;
    });
    // Money summed in whole paisa (the shared rule), then given as rupees.
    const paisa = entered.reduce<{ amount: number; collected: number }>(
      (sum, row: any) => ({ amount: sum.amount + toPaisa(row.amount), collected: sum.collected + toPaisa(row.collected) }),
      { amount: 0, collected: 0 },
    );
    const totals: DailyEntryTotals = {
      entries: entered.length,
      cans_delivered: entered.reduce((sum, row: any) => sum + row.cans_delivered, 0),
      cans_returned: entered.reduce((sum, row: any) => sum + row.cans_returned, 0),
      amount: rupees(paisa.amount),
      collected: rupees(paisa.collected),
    };
    return { date, filter_plant_id: c.plantId, rows, totals };
  }
}

export const DAILY_ENTRY_QUERY_HANDLERS = [GetDailyEntryHandler, ListDailyEntriesHandler, DailySheetHandler];
