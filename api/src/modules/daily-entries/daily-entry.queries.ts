import type { DailyEntry, DailyEntryList, DailyEntryTotals, DailySheet, DeliveryStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AggregateFunctionBuilder, Expression, ExpressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import { Database, DailyEntriesTable } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { dueCustomersFrom, dueItemsOn, DUE_ORDER, firstProductDueOn } from '../schedules/due-customers';
import { heldContainersJson } from '../customers/customer.queries';
import { ENTRY_NOT_FOUND } from './daily-entry.commands';
import { ENTRY_BY_ID, ENTRY_JOINS, ENTRY_JSON, toDailyEntry } from './daily-entry-row';
import { JsonText } from '../../platform/cache/json-text';
import { moneyNumber } from '../../platform/domain/money';
import { overCanLimit, overCreditLimit } from '../customers/over-limits';

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
        'd.items',
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
 * A day's sheet as the JSON sent, in one statement: $1 the owner, $2 the plant, $3 the day, $4 an
 * area, $5 a rider (their customers, and the entries they made), $6 a rider's areas (each null for
 * any). Who is due (the schedules' rule, due-customers.ts) in route order, then whoever else was
 * entered that day by area and name; each with the row's figures and the day's entries that
 * stand; the totals of those entries. The previous balance is the balance less the lines dated on
 * or after the day (few, for a recent day), the customer's opening aside: it is where their history
 * starts, so it is owed before any sheet's entries; the days without delivery count from the newest
 * delivered day before it. Money as numbers of rupees (whole paisa: numeric(14,2) as float8).
 * With the plant's products sold on entries (a column pair each on the sheet) and each row's
 * containers held of each returnable product.
 */
const SHEET = `
  WITH due AS (
    SELECT c.id AS customer_id, ${firstProductDueOn('$3::date')} AS quantity, ${dueItemsOn('$3::date')} AS items, s.route_position,
           row_number() OVER (${DUE_ORDER}) AS position
    ${dueCustomersFrom('$3::date', '$4', '$5')}
      AND ($6::bigint[] IS NULL OR c.area_id = ANY($6::bigint[]))),
  entered AS (
    SELECT d.* FROM daily_entries d
     WHERE d.plant_id = $2 AND d.owner_id = $1 AND d.date = $3::date AND d.reversed_by IS NULL
       AND ($4::bigint IS NULL OR d.area_id = $4::bigint) AND ($6::bigint[] IS NULL OR d.area_id = ANY($6::bigint[]))
       AND ($5::bigint IS NULL OR d.employee_id = $5::bigint OR d.customer_id IN (SELECT customer_id FROM due))),
  entries_of AS (
    SELECT d.customer_id, json_agg(${ENTRY_JSON} ORDER BY d.id) AS entries
      FROM entered d ${ENTRY_JOINS} GROUP BY d.customer_id),
  sheet AS (
    SELECT c.id, c.code, c.name, c.address, c.phone, c.latitude, c.longitude, c.area_id, coalesce(a.name, '') AS area_name, c.employee_id, e.name AS employee_name,
           due.position, due.route_position, due.quantity, due.items, coalesce(c.rate, pl.default_can_rate, 0) AS rate, c.product_rates, c.balance, c.cans_out,
           ${overCreditLimit()} AS over_credit_limit, ${overCanLimit()} AS over_can_limit,
           c.balance - coalesce((SELECT sum(l.debit - l.credit) FROM customer_ledger_lines l
                                  WHERE l.customer_id = c.id AND l.date >= $3::date AND l.kind <> 'opening'), 0)
             AS previous_balance,
           EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= $3::date AND (p.ends_on IS NULL OR p.ends_on >= $3::date))
             AS paused,
           $3::date - (SELECT d.date FROM daily_entries d WHERE d.customer_id = c.id AND d.date < $3::date AND d.cans_delivered > 0 AND d.reversed_by IS NULL
                        ORDER BY d.date DESC LIMIT 1) AS no_delivery_for_days,
           coalesce(entries_of.entries, '[]') AS entries
      FROM (SELECT customer_id FROM due UNION SELECT customer_id FROM entered) here
      JOIN customers c ON c.id = here.customer_id AND c.owner_id = $1
      LEFT JOIN due ON due.customer_id = c.id LEFT JOIN entries_of ON entries_of.customer_id = c.id
      LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN plants pl ON pl.id = c.plant_id)
  SELECT json_build_object(
           'date', $3::text, 'filter_plant_id', $2::bigint,
           'rows', coalesce((SELECT json_agg(json_build_object(
                      'customer_id', id, 'code', code, 'name', name, 'address', address, 'phone', phone, 'area_id', area_id, 'area_name', area_name,
                      'location', CASE WHEN latitude IS NOT NULL AND longitude IS NOT NULL
                                       THEN json_build_object('latitude', latitude::float8, 'longitude', longitude::float8) END,
                      'employee_id', employee_id, 'employee_name', employee_name, 'route_position', route_position, 'scheduled', position IS NOT NULL,
                      'default_quantity', coalesce(quantity, 0), 'default_items', coalesce(items, '[]'), 'rate', rate::float8, 'previous_balance', previous_balance::float8, 'cans_out', cans_out,
                      'balance', balance::float8,
                      'flags', json_build_object('over_credit_limit', over_credit_limit, 'over_can_limit', over_can_limit, 'paused', paused,
                                                 'no_delivery_for_days', no_delivery_for_days),
                      'product_rates', (SELECT coalesce(json_agg(json_build_object('product_id', (x->>'product_id')::int, 'rate', (x->>'rate')::float8)), '[]')
                                          FROM jsonb_array_elements(product_rates) x),
                      'containers', ${heldContainersJson('sheet.id')},
                      'entries', entries) ORDER BY position NULLS LAST, area_name, name, id) FROM sheet), '[]'),
           'products', (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'name_ur', r.name_ur, 'unit', r.unit,
                                                                   'returnable', r.returnable, 'default_rate', r.default_rate::float8,
                                                                   'deposit_per_unit', r.deposit_per_unit::float8)
                                                 ORDER BY r.position, r.id), '[]')
                          FROM products r WHERE r.plant_id = $2 AND r.is_active AND r.billing = 'per_unit'),
           'totals', (SELECT json_build_object('entries', count(*), 'cans_delivered', coalesce(sum(cans_delivered), 0),
                                               'cans_returned', coalesce(sum(cans_returned), 0), 'amount', coalesce(sum(amount), 0)::float8,
                                               'collected', coalesce(sum(collected), 0)::float8) FROM entered))::text AS body`;

/** GET /daily-entries/sheet and the rider's sheet: who is due on the day in route order, then whoever else was entered that day. */
export class DailySheetQuery {
  constructor(readonly criteria: SheetCriteria) {}
}

@QueryHandler(DailySheetQuery)
export class DailySheetHandler implements IQueryHandler<DailySheetQuery, JsonText<DailySheet>> {
  constructor(private readonly sql: Sql) {}

  async execute({ criteria: c }: DailySheetQuery): Promise<JsonText<DailySheet>> {
    const date = c.date ?? plantToday((await loadPlantCalendar((text, values) => this.sql.rows(text, values), c.plantId)).timeZone);
    const row = await this.sql.one<{ body: string }>(SHEET, [
      c.ownerId,
      c.plantId,
      date,
      c.areaId ?? null,
      c.employeeId ?? null,
      c.areaIds ?? null,
    ]);
    return new JsonText<DailySheet>(row!.body);
  }
}

export const DAILY_ENTRY_QUERY_HANDLERS = [GetDailyEntryHandler, ListDailyEntriesHandler, DailySheetHandler];
