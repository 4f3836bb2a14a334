import type { Customer, CustomerList, CustomerStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { containingPattern } from '../../platform/database/kysely';
import { Parameters } from '../../platform/database/parameters';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { now as businessNow } from '../../platform/domain/clock';
import { plantMarkVersion } from '../../platform/event-store/plant-marks';
import { CUSTOMER_NOT_FOUND } from './customer.decider';
import { CustomerLedgerHandler } from './customer-ledger.queries';
import { isoInstant, JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { phoneDigitsForSearch } from '../../platform/domain/phone';

/** The fields a customer list sorts on (text ones ignoring case); the id breaks ties. */
export const CUSTOMER_SORTS = { name: 'folded', code: 'folded', balance: 'exact', cans_out: 'exact', last_delivery_at: 'exact' } as const;
export type CustomerSortField = keyof typeof CUSTOMER_SORTS;

export interface CustomerListCriteria {
  ownerId: number;
  plantId: number;
  areaId?: number;
  employeeId?: number;
  status?: CustomerStatus;
  search?: string;
  balance?: 'owing' | 'advance' | 'over_limit';
  sort?: { field: CustomerSortField; descending: boolean };
  page: number;
  perPage: number;
}

/** The plant's day at an instant (both SQL expressions): the instant in the plant's own zone. */
const plantDayAt = (instant: string, plantId: string) =>
  `(${instant}::timestamptz AT TIME ZONE (SELECT time_zone FROM plants WHERE id = ${plantId}))`;

/**
 * Kept lists are keyed by the quarter hour of the instant they were read at: every zone's midnight
 * falls on a quarter hour, so no plant's day changes within one.
 */
const QUARTER_HOUR_MS = 15 * 60_000;

/** A pause of customer `c` covering the plant's day `today` (an SQL expression of a date). */
const pausedOn = (today: string) =>
  `EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= ${today}::date AND (p.ends_on IS NULL OR p.ends_on >= ${today}::date))`;

/**
 * The customer `c` (joined with its area `a`, rider `e` and plant `pl`) as the columns of the
 * API's object, in its order, for row_to_json, which writes JSON without spaces (json_build_object
 * and json_agg add them). Money and coordinates are numeric, written as JSON numbers without
 * trailing zeros (trim_scale), as JavaScript writes the same amounts; instants as toISOString does:
 * the text is what JSON.stringify made of the objects this route used to build.
 */
const customerColumns = (today: string) => `
  c.id, c.plant_id AS filter_plant_id, c.code, c.name, c.phone, c.whatsapp, c.address, trim_scale(c.latitude) AS latitude, trim_scale(c.longitude) AS longitude, c.area_id,
  coalesce(a.name, '') AS area_name, c.employee_id, e.name AS employee_name, trim_scale(c.rate) AS rate,
  trim_scale(coalesce(c.rate, pl.default_can_rate, 0)) AS effective_rate,
  c.security_deposit_cans, trim_scale(c.security_deposit_amount) AS security_deposit_amount,
  trim_scale(c.opening_balance) AS opening_balance, c.opening_cans, trim_scale(c.credit_limit) AS credit_limit, c.can_limit,
  CASE WHEN NOT c.is_active THEN 'inactive' WHEN ${pausedOn(today)} THEN 'paused' ELSE 'active' END AS status,
  c.is_active,
  coalesce((SELECT '[' || string_agg(row_to_json(pp)::text, ',' ORDER BY pp."from", pp.id) || ']'
              FROM (SELECT p.id, p.starts_on::text AS "from", p.ends_on::text AS until, p.reason, ${isoInstant('p.created_at')} AS created_at
                      FROM customer_pauses p WHERE p.customer_id = c.id) pp), '[]')::json AS pauses,
  c.notes, c.language, trim_scale(c.balance) AS balance, c.cans_out,
  coalesce(c.balance > c.credit_limit, false) AS over_credit_limit, coalesce(c.cans_out > c.can_limit, false) AS over_can_limit,
  ${isoInstant('c.last_delivery_at')} AS last_delivery_at, ${isoInstant('c.last_payment_at')} AS last_payment_at,
  ${isoInstant('c.created_at')} AS created_at`;

/**
 * What a plant's customer list is read from, as of the statement's snapshot ($1 the plant): the
 * row version (xmin) of its customer_plant_marks row, which every transaction changing its
 * customers writes anew (customer.projection.ts), those of its area and employee marks (their
 * projections write them the same way) and that of its plant: the list shows their names and rate. Equal stamps, equal lists (for the same query on the same plant
 * day): a new row version carries the xid of the transaction that wrote it, never seen before.
 */
export const PLANT_STAMP = `${plantMarkVersion('customer_plant_marks')}
  || '/' || ${plantMarkVersion('area_plant_marks')} || '/' || ${plantMarkVersion('employee_plant_marks')}
  || '/' || coalesce((SELECT xmin::text FROM plants WHERE id = $1::bigint), '')`;
const STAMP_OF_PLANT = `SELECT ${PLANT_STAMP} AS stamp`;

const CUSTOMER_JOINS = `LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN plants pl ON pl.id = c.plant_id`;

/** The sort key of customer `c`, its direction, and ORDER BY over `keyed` (a relation with `k` and `id`). */
function ordering(criteria: CustomerListCriteria) {
  const { field, descending } = criteria.sort ?? { field: 'name' as const, descending: false };
  const key = CUSTOMER_SORTS[field] === 'folded' ? `lower(c.${field})` : `c.${field}`;
  const direction = descending ? 'DESC' : 'ASC';
  // Only last_delivery_at can be null (the others are NOT NULL): naming NULLS LAST only there keeps
  // the other orders those of their (plant_id, key, id) indexes, read forwards or backwards.
  const nulls = field === 'last_delivery_at' ? ' NULLS LAST' : '';
  return {
    key,
    by: (keyed: string) => `${keyed}.k ${direction}${nulls}, ${keyed}.id ${direction}`,
    direct: `${key} ${direction}${nulls}, c.id ${direction}`,
  };
}

/** Filters beyond the plant: none means the page can be read from an index in order. */
const filtered = (criteria: CustomerListCriteria) =>
  Boolean(criteria.areaId || criteria.employeeId || criteria.status || criteria.search || criteria.balance);

function conditions(criteria: CustomerListCriteria, params: Parameters, today: string): string[] {
  const all = [`c.plant_id = $1`, `c.owner_id = $2`];
  if (criteria.areaId) all.push(`c.area_id = ${params.add(criteria.areaId)}`);
  if (criteria.employeeId) all.push(`c.employee_id = ${params.add(criteria.employeeId)}`);
  if (criteria.status === 'inactive') all.push(`NOT c.is_active`);
  if (criteria.status === 'active') all.push(`c.is_active AND NOT ${pausedOn(today)}`);
  if (criteria.status === 'paused') all.push(`c.is_active AND ${pausedOn(today)}`);
  if (criteria.search) {
    const pattern = containingPattern(criteria.search);
    // Digits find a phone in any spelling: 0300-1234567 and +92 300 1234567 both find +923001234567.
    const phonePattern = containingPattern(phoneDigitsForSearch(criteria.search) ?? criteria.search);
    if (criteria.search.includes('\u001f')) {
      // The separator of search_text in the term: each column on its own, which search_text stands for.
      const p = params.add(pattern);
      all.push(`(c.name ILIKE ${p} OR c.code ILIKE ${p} OR c.phone ILIKE ${params.add(phonePattern)})`);
    } else {
      // search_text is lower(name) ␟ lower(code) (the projection writes it), and ILIKE is LIKE on
      // both sides lowered, so this is name ILIKE p OR code ILIKE p. A phone is E.164 (digits and
      // a plus: no letter case to ignore), so LIKE is its ILIKE.
      all.push(`(c.search_text LIKE lower(${params.add(pattern)}) OR c.phone LIKE ${params.add(phonePattern)})`);
    }
  }
  if (criteria.balance === 'owing') all.push(`c.balance > 0`);
  if (criteria.balance === 'advance') all.push(`c.balance < 0`);
  if (criteria.balance === 'over_limit') all.push(`(c.balance > c.credit_limit OR c.cans_out > c.can_limit)`);
  return all;
}

/**
 * The page as the API's `data`, as JSON text built by PostgreSQL, in one prepared statement (one
 * per combination of filters and order, each planned once per connection). $1 plant, $2 owner,
 * $3 per page, $4 offset, $5 page, $6 the instant of the plant's day, then the filters' values.
 *
 * Unfiltered, the page comes from the (plant_id, key, id) index in order where there is one (name,
 * code), else from a top-N sort of the plant's customers (balance, cans out and last delivery are
 * in no index, so that a ledger line's update of the row is HOT: migration 800), and the count and
 * totals from one pass over the plant's customers. Filtered, the matches (their keys only) are found once,
 * then counted and totalled, and the page sorted out of them.
 */
function customerPage(criteria: CustomerListCriteria, at: Date): { text: string; values: unknown[] } {
  const params = new Parameters();
  params.add(criteria.plantId);
  params.add(criteria.ownerId);
  params.add(criteria.perPage);
  params.add((criteria.page - 1) * criteria.perPage);
  params.add(criteria.page);
  params.add(at);
  const order = ordering(criteria);
  const today = plantDayAt('$6', '$1::bigint');
  const where = conditions(criteria, params, today).join(' AND ');
  const page = (totals: string) => `
    SELECT '{"data":[' || coalesce((SELECT string_agg(row_to_json(r)::text, ',' ORDER BY ${order.by('page')})
                                      FROM page JOIN customers c ON c.id = page.id ${CUSTOMER_JOINS}
                                     CROSS JOIN LATERAL (SELECT ${customerColumns(today)}) r), '')
           || '],"current_page":' || $5::int || ',"last_page":' || greatest(1, ceil(t.total / $3::numeric))::int
           || ',"per_page":' || $3::int || ',"total":' || t.total
           || ',"totals":{"balance":' || trim_scale(t.balance) || ',"cans_out":' || t.cans_out || '}}' AS body,
           ${PLANT_STAMP} AS stamp
      FROM (${totals}) t`;
  if (!filtered(criteria)) {
    return {
      text: `WITH page AS (SELECT c.id, ${order.key} AS k FROM customers c WHERE ${where} ORDER BY ${order.direct} LIMIT $3 OFFSET $4)
             ${page(`SELECT count(*)::int AS total, coalesce(sum(c.balance), 0) AS balance, coalesce(sum(c.cans_out), 0) AS cans_out
                       FROM customers c WHERE ${where}`)}`,
      values: params.values,
    };
  }
  return {
    text: `WITH matching AS MATERIALIZED (SELECT c.id, c.balance, c.cans_out, ${order.key} AS k FROM customers c WHERE ${where}),
                page AS (SELECT m.id, m.k FROM matching m ORDER BY ${order.by('m')} LIMIT $3 OFFSET $4)
           ${page(`SELECT count(*)::int AS total, coalesce(sum(balance), 0) AS balance, coalesce(sum(cans_out), 0) AS cans_out FROM matching`)}`,
    values: params.values,
  };
}

/** The plant's customers, as the JSON text of a CustomerList (a @RawResponse route passes it through). */
export class ListCustomersQuery {
  constructor(readonly criteria: CustomerListCriteria) {}
}

/** Lists kept per process: at most this many, and this many bytes of JSON. */
const KEPT_LISTS = 2000;
const KEPT_LIST_BYTES = 16_000_000;

/**
 * A list is kept in process with the stamp of its plant (PLANT_STAMP) read in the same statement;
 * a request for the same list on the same plant day asks for the current stamp first (a few rows
 * by key) and is answered from memory while it is unchanged (see StampedAnswers).
 */
@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, JsonText<CustomerList>> {
  private readonly kept = jsonAnswers<CustomerList>(KEPT_LISTS, KEPT_LIST_BYTES);

  constructor(private readonly sql: Sql) {}

  async execute({ criteria }: ListCustomersQuery): Promise<JsonText<CustomerList>> {
    const at = businessNow();
    const key = `${Math.floor(at.getTime() / QUARTER_HOUR_MS)}|${JSON.stringify(criteria)}`;
    if (this.kept.has(key)) {
      const current = await this.sql.one<{ stamp: string }>(STAMP_OF_PLANT, [criteria.plantId]);
      const kept = this.kept.get(key, current!.stamp);
      if (kept) return kept;
    }
    const { text, values } = customerPage(criteria, at);
    const row = await this.sql.one<{ body: string; stamp: string }>(text, values);
    const list = new JsonText<CustomerList>(row!.body);
    this.kept.keep(key, row!.stamp, list);
    return list;
  }
}

/** One customer of the owner (and of the plant, when given): 404 otherwise. */
export class GetCustomerQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly customerId: number,
  ) {}
}

const CUSTOMER_BY_ID = `SELECT row_to_json(r)::text AS body
                          FROM customers c ${CUSTOMER_JOINS} CROSS JOIN LATERAL (SELECT ${customerColumns(plantDayAt('$4', 'c.plant_id'))}) r
                         WHERE c.id = $1 AND c.owner_id = $2 AND ($3::bigint IS NULL OR c.plant_id = $3::bigint)`;

@QueryHandler(GetCustomerQuery)
export class GetCustomerHandler implements IQueryHandler<GetCustomerQuery, Customer> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, customerId }: GetCustomerQuery): Promise<Customer> {
    const row = await this.sql.one<{ body: string }>(CUSTOMER_BY_ID, [customerId, ownerId, plantId, businessNow()]);
    if (!row) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
    return JSON.parse(row.body) as Customer;
  }
}

export const CUSTOMER_QUERY_HANDLERS = [ListCustomersHandler, GetCustomerHandler, CustomerLedgerHandler];
