import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import type { Customer, CustomerList, CustomerStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  createQueryId,
  Expression,
  ExpressionBuilder,
  Kysely,
  OrderByDirection,
  OrderByModifiers,
  PostgresQueryCompiler,
  RawBuilder,
  sql,
  SqlBool,
} from 'kysely';
import { containingPattern } from '../../platform/database/kysely';
import { CustomersTable, Database, Int8, Numeric } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { now as businessNow } from '../../platform/domain/clock';
import { CUSTOMER_NOT_FOUND } from './customer.decider';
import { CustomerLedgerHandler } from './customer-ledger.queries';
import { isoInstant, JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { phoneDigitsForSearch } from '../../platform/domain/phone';
import { overCanLimit, overCreditLimit } from './over-limits';

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

/**
 * The text of a fixed statement for `Sql` (or a part of one), written from the same fragments as
 * the list's: it binds no value, its parameters are written in as `$1`, `$2`…
 */
function fixedText(fragment: RawBuilder<unknown>): string {
  const { sql: text, parameters } = new PostgresQueryCompiler().compileQuery(fragment.toOperationNode(), createQueryId());
  if (parameters.length > 0) throw new Error(`A fixed statement binds no value: ${text}`);
  return text;
}

/** The plant's day at an instant (both SQL expressions): the instant in the plant's own zone. */
const plantDayAt = (instant: Expression<unknown>, plantId: Expression<unknown>) =>
  sql<string>`(${instant}::timestamptz AT TIME ZONE (SELECT time_zone FROM plants WHERE id = ${plantId}))`;

/**
 * Kept lists are keyed by the quarter hour of the instant they were read at: every zone's midnight
 * falls on a quarter hour, so no plant's day changes within one.
 */
const QUARTER_HOUR_MS = 15 * 60_000;

/** A pause of customer `c` covering the plant's day `today` (an SQL expression of a date). */
const pausedOn = (today: Expression<string>) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= ${today}::date AND (p.ends_on IS NULL OR p.ends_on >= ${today}::date))`;

/** An instant column as toISOString writes it (a fixed SQL expression). */
const iso = (column: string) => sql.raw<string>(isoInstant(column));

/**
 * The customer `c` (joined with its area `a`, rider `e` and plant `pl`) as the columns of the
 * API's object, in its order, for row_to_json, which writes JSON without spaces (json_build_object
 * and json_agg add them). Money and coordinates are numeric, written as JSON numbers without
 * trailing zeros (trim_scale), as JavaScript writes the same amounts; instants as toISOString does:
 * the text is what JSON.stringify made of the objects this route used to build.
 */
const customerColumns = (today: Expression<string>) => sql`
  c.id, c.plant_id AS filter_plant_id, c.code, c.name, c.phone, c.whatsapp, c.address, trim_scale(c.latitude) AS latitude, trim_scale(c.longitude) AS longitude, c.area_id,
  coalesce(a.name, '') AS area_name, c.employee_id, e.name AS employee_name, trim_scale(c.rate) AS rate,
  coalesce((SELECT '[' || string_agg(row_to_json(pr)::text, ',' ORDER BY pr.product_id) || ']'
              FROM (SELECT (x->>'product_id')::int AS product_id, trim_scale((x->>'rate')::numeric) AS rate
                      FROM jsonb_array_elements(c.product_rates) x) pr), '[]')::json AS product_rates,
  trim_scale(coalesce(c.rate, pl.default_can_rate, 0)) AS effective_rate,
  c.security_deposit_cans, trim_scale(c.security_deposit_amount) AS security_deposit_amount,
  trim_scale(c.opening_balance) AS opening_balance, c.opening_cans, c.opening_date::text AS opening_date, trim_scale(c.credit_limit) AS credit_limit, c.can_limit,
  CASE WHEN NOT c.is_active THEN 'inactive' WHEN ${pausedOn(today)} THEN 'paused' ELSE 'active' END AS status,
  c.is_active,
  coalesce((SELECT '[' || string_agg(row_to_json(pp)::text, ',' ORDER BY pp."from", pp.id) || ']'
              FROM (SELECT p.id, p.starts_on::text AS "from", p.ends_on::text AS until, p.reason, ${iso('p.created_at')} AS created_at
                      FROM customer_pauses p WHERE p.customer_id = c.id) pp), '[]')::json AS pauses,
  c.notes, c.language, trim_scale(c.balance) AS balance, c.cans_out,
  ${sql.raw(overCreditLimit())} AS over_credit_limit, ${sql.raw(overCanLimit())} AS over_can_limit,
  ${iso('c.last_delivery_at')} AS last_delivery_at, ${iso('c.last_payment_at')} AS last_payment_at,
  ${iso('c.created_at')} AS created_at`;

/** The row version (xmin) of plant `plantId`'s row in a plant marks table ('' before its first mark). */
const markVersion = (table: string, plantId: Expression<unknown>) =>
  sql<string>`coalesce((SELECT xmin::text FROM ${sql.table(table)} WHERE plant_id = ${plantId}), '')`;

/**
 * What a plant's customer list is read from, as of the statement's snapshot: the row version
 * (xmin) of its customer_plant_marks row, which every transaction changing its customers writes
 * anew (customer.projection.ts), those of its area and employee marks (their projections write
 * them the same way) and that of its plant: the list shows their names and rate. Equal stamps,
 * equal lists (for the same query on the same plant day): a new row version carries the xid of the
 * transaction that wrote it, never seen before.
 */
const plantStamp = (plantId: Expression<unknown>) =>
  sql<string>`${markVersion('customer_plant_marks', plantId)} || '/' || ${markVersion('area_plant_marks', plantId)}
  || '/' || ${markVersion('employee_plant_marks', plantId)} || '/' || coalesce((SELECT xmin::text FROM plants WHERE id = ${plantId}), '')`;

/** The plant's stamp (see plantStamp) as an SQL expression of `$1`, the plant, for other statements. */
export const PLANT_STAMP = fixedText(plantStamp(sql.raw('$1::bigint')));
const STAMP_OF_PLANT = `SELECT ${PLANT_STAMP} AS stamp`;

const CUSTOMER_JOINS = `LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN plants pl ON pl.id = c.plant_id`;

/** A condition on customer `c` of the list (customers as c). */
type CustomerConditions = ExpressionBuilder<Database & { c: CustomersTable }, 'c'>;

/**
 * The sort key of customer `c` (the column of a CUSTOMER_SORTS field, lowered for a folded one),
 * the key's direction and the id's, which breaks ties in the same direction.
 */
function ordering(criteria: CustomerListCriteria) {
  const { field, descending } = criteria.sort ?? { field: 'name' as const, descending: false };
  if (!Object.hasOwn(CUSTOMER_SORTS, field)) throw new Error(`No customer sort on ${field}`);
  const column = sql.ref(`c.${field}`);
  const key: RawBuilder<unknown> = CUSTOMER_SORTS[field] === 'folded' ? sql`lower(${column})` : column;
  const id: OrderByDirection = descending ? 'desc' : 'asc';
  // Only last_delivery_at can be null (the others are NOT NULL): naming NULLS LAST only there keeps
  // the other orders those of their (plant_id, key, id) indexes, read forwards or backwards.
  const direction: OrderByModifiers = field === 'last_delivery_at' ? (order) => (descending ? order.desc() : order.asc()).nullsLast() : id;
  return { key, direction, id };
}

/** Filters beyond the plant: none means the page can be read from an index in order. */
const filtered = (criteria: CustomerListCriteria) =>
  Boolean(criteria.areaId || criteria.employeeId || criteria.status || criteria.search || criteria.balance);

/** Zero written in, not a parameter: a generic plan estimates `balance > 0` from the statistics. */
const ZERO = sql<Numeric>`0`;

function conditions(eb: CustomerConditions, criteria: CustomerListCriteria, today: Expression<string>): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [eb('c.plant_id', '=', String(criteria.plantId)), eb('c.owner_id', '=', String(criteria.ownerId))];
  if (criteria.areaId) all.push(eb('c.area_id', '=', String(criteria.areaId)));
  if (criteria.employeeId) all.push(eb('c.employee_id', '=', String(criteria.employeeId)));
  if (criteria.status === 'inactive') all.push(eb.not(eb.ref('c.is_active')));
  if (criteria.status === 'active') all.push(eb.and([eb.ref('c.is_active'), eb.not(pausedOn(today))]));
  if (criteria.status === 'paused') all.push(eb.and([eb.ref('c.is_active'), pausedOn(today)]));
  if (criteria.search) {
    const pattern = containingPattern(criteria.search);
    // Digits find a phone in any spelling: 0300-1234567 and +92 300 1234567 both find +923001234567.
    const phonePattern = containingPattern(phoneDigitsForSearch(criteria.search) ?? criteria.search);
    if (criteria.search.includes('\u001f')) {
      // The separator of search_text in the term: each column on its own, which search_text stands for.
      all.push(eb.or([eb('c.name', 'ilike', pattern), eb('c.code', 'ilike', pattern), eb('c.phone', 'ilike', phonePattern)]));
    } else {
      // search_text is lower(name) ␟ lower(code) (the projection writes it), and ILIKE is LIKE on
      // both sides lowered, so this is name ILIKE p OR code ILIKE p. A phone is E.164 (digits and
      // a plus: no letter case to ignore), so LIKE is its ILIKE.
      all.push(eb.or([eb('c.search_text', 'like', eb.fn<string>('lower', [eb.val(pattern)])), eb('c.phone', 'like', phonePattern)]));
    }
  }
  if (criteria.balance === 'owing') all.push(eb('c.balance', '>', ZERO));
  if (criteria.balance === 'advance') all.push(eb('c.balance', '<', ZERO));
  if (criteria.balance === 'over_limit') all.push(sql<boolean>`${sql.raw(overCreditLimit())} OR ${sql.raw(overCanLimit())}`);
  return all;
}

/**
 * The statement's answer from its `page` (the page's ids and sort keys, a CTE) and its totals `t`
 * (total, balance, cans_out): the page as the API's `data`, as JSON text built by PostgreSQL, and
 * the plant's stamp.
 */
function pageColumns(
  db: Kysely<Database>,
  criteria: CustomerListCriteria,
  { direction, id }: ReturnType<typeof ordering>,
  today: Expression<string>,
  plantId: Expression<unknown>,
) {
  const rows = db
    .withTables<{ page: { id: Int8; k: unknown } }>()
    .selectFrom('page')
    .innerJoin('customers as c', 'c.id', 'page.id')
    .leftJoin('areas as a', 'a.id', 'c.area_id')
    .leftJoin('employees as e', 'e.id', 'c.employee_id')
    .leftJoin('plants as pl', 'pl.id', 'c.plant_id')
    .crossJoinLateral(sql`(SELECT ${customerColumns(today)})`.as('r'))
    .select((eb) =>
      eb.fn
        .agg<string>('string_agg', [sql`row_to_json(r)::text`, sql.lit(',')])
        .orderBy('page.k', direction)
        .orderBy('page.id', id)
        .as('data'),
    );
  return [
    sql<string>`'{"data":[' || coalesce(${rows}, '')
           || '],"current_page":' || ${criteria.page}::int || ',"last_page":' || greatest(1, ceil(t.total / ${criteria.perPage}::numeric))::int
           || ',"per_page":' || ${criteria.perPage}::int || ',"total":' || t.total
           || ',"totals":{"balance":' || trim_scale(t.balance) || ',"cans_out":' || t.cans_out || '}}'`.as('body'),
    plantStamp(plantId).as('stamp'),
  ];
}

/** The count of the list's customers and the sums of their balances and cans out (`t` of the page statement). */
function totals(eb: ExpressionBuilder<any, any>, balance: string, cansOut: string) {
  return [
    eb.cast<number>(eb.fn.countAll(), 'integer').as('total'),
    eb.fn.coalesce(eb.fn.sum(balance), eb.lit(0)).as('balance'),
    eb.fn.coalesce(eb.fn.sum(cansOut), eb.lit(0)).as('cans_out'),
  ];
}

/**
 * The page as the API's `data`, as JSON text built by PostgreSQL, in one statement whose text
 * depends only on which filters are given and on the order (the values are its parameters), so
 * `Sql` prepares each once per connection and its plan is reused.
 *
 * Unfiltered, the page comes from the (plant_id, key, id) index in order where there is one (name,
 * code), else from a top-N sort of the plant's customers (balance, cans out and last delivery are
 * in no index, so that a ledger line's update of the row is HOT: migration 800), and the count and
 * totals from one pass over the plant's customers. Filtered, the matches (their keys only) are found once,
 * then counted and totalled, and the page sorted out of them.
 */
function customerPage(db: Kysely<Database>, criteria: CustomerListCriteria, at: Date) {
  const plantId = sql`${criteria.plantId}::bigint`;
  const today = plantDayAt(sql.val(at), plantId);
  const order = ordering(criteria);
  const { key, direction, id } = order;
  const offset = (criteria.page - 1) * criteria.perPage;
  const answer = pageColumns(db, criteria, order, today, plantId);
  const customers = db.selectFrom('customers as c').where((eb) => eb.and(conditions(eb, criteria, today)));
  if (!filtered(criteria)) {
    return db
      .with('page', () =>
        customers
          .select(['c.id', key.as('k')])
          .orderBy(key, direction)
          .orderBy('c.id', id)
          .limit(criteria.perPage)
          .offset(offset),
      )
      .selectFrom(customers.select((eb) => totals(eb, 'c.balance', 'c.cans_out')).as('t'))
      .select(answer);
  }
  return db
    .with(
      (cte) => cte('matching').materialized(),
      () => customers.select(['c.id', 'c.balance', 'c.cans_out', key.as('k')]),
    )
    .with('page', (db) =>
      db
        .selectFrom('matching as m')
        .select(['m.id', 'm.k'])
        .orderBy('m.k', direction)
        .orderBy('m.id', id)
        .limit(criteria.perPage)
        .offset(offset),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('matching')
        .select((eb) => totals(eb, 'balance', 'cans_out'))
        .as('t'),
    )
    .select(answer);
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

  constructor(
    private readonly sql: Sql,
    private readonly db: Kysely<Database>,
  ) {}

  async execute({ criteria }: ListCustomersQuery): Promise<JsonText<CustomerList>> {
    const at = businessNow();
    const key = `${Math.floor(at.getTime() / QUARTER_HOUR_MS)}|${JSON.stringify(criteria)}`;
    if (this.kept.has(key)) {
      const current = await this.sql.one<{ stamp: string }>(STAMP_OF_PLANT, [criteria.plantId]);
      const kept = this.kept.get(key, current!.stamp);
      if (kept) return kept;
    }
    // Built with Kysely, run on Sql: prepared once per connection (by its text) and pipelined.
    const { sql: text, parameters } = customerPage(this.db, criteria, at).compile();
    const row = await this.sql.one<{ body: string; stamp: string }>(text, [...parameters]);
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

/**
 * What the customer with id `customer` holds of each returnable product, in the products' order, as
 * JSON: held, covered by their deposit, and over it (a product asking a deposit held beyond what
 * the deposit covers; the first product's rule is over_can_limit). `named` adds the product's name.
 * The customer page and the day sheets read it.
 */
export const heldContainersJson = (customer: string, named = false): string => `(SELECT coalesce(json_agg(json_build_object(
      'product_id', h.product_id, ${named ? `'product_name', p.name, ` : ''}'held', h.held, 'deposited', h.deposited,
      'over_deposit', h.product_id <> ${FIRST_PRODUCT_ID} AND p.deposit_per_unit > 0 AND h.held > h.deposited)
    ORDER BY p.position, p.id), '[]')
    FROM customer_containers h JOIN products p ON p.plant_id = h.plant_id AND p.id = h.product_id
   WHERE h.customer_id = ${customer})`;

const CONTAINERS_HELD = heldContainersJson('c.id', true);

/** What the customer `c` rents by the month, with their monthly price of one. */
const RENTALS = `(SELECT coalesce(json_agg(json_build_object('product_id', r.product_id, 'product_name', p.name, 'quantity', r.quantity,
                                                'from', r.starts_on::text, 'until', r.ends_on::text, 'charged_through', r.charged_through,
                                                'rate', coalesce((SELECT (x->>'rate')::float8 FROM jsonb_array_elements(c.product_rates) x
                                                                   WHERE (x->>'product_id')::int = r.product_id), p.default_rate::float8))
                                          ORDER BY r.starts_on DESC, r.product_id), '[]')
    FROM customer_rentals r JOIN products p ON p.plant_id = r.plant_id AND p.id = r.product_id
   WHERE r.customer_id = c.id)`;

/** A read by key, a fixed statement: $1 the customer, $2 the owner, $3 the plant or null, $4 the instant of the plant's day. */
const CUSTOMER_BY_ID = fixedText(sql`SELECT row_to_json(r)::text AS body
  FROM customers c ${sql.raw(CUSTOMER_JOINS)}
 CROSS JOIN LATERAL (SELECT ${customerColumns(plantDayAt(sql.raw('$4'), sql.raw('c.plant_id')))}, ${sql.raw(RENTALS)} AS rentals,
                            ${sql.raw(CONTAINERS_HELD)} AS containers) r
 WHERE c.id = $1 AND c.owner_id = $2 AND ($3::bigint IS NULL OR c.plant_id = $3::bigint)`);

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
