import type { Customer, CustomerList, CustomerPause, CustomerStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, ExpressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import { anyId, containingPattern } from '../../platform/database/kysely';
import { Database } from '../../platform/database/read-models';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { plantToday } from '../../platform/domain/plant-day';
import { CUSTOMER_NOT_FOUND } from './customer.decider';
import { CustomerLedgerHandler } from './customer-ledger.queries';
import { phoneDigitsForSearch } from './pakistani-phone';

/** The fields a customer list sorts on (text ones ignoring case); the id breaks ties. */
export const CUSTOMER_SORTS = { name: 'folded', code: 'folded', balance: 'exact', cans_out: 'exact', last_delivery_at: 'exact' } as const;
export type CustomerSortField = keyof typeof CUSTOMER_SORTS;

export interface CustomerListCriteria {
  ownerId: number;
  /** null: any plant of the owner (a lookup by id). */
  plantId: number | null;
  ids?: number[];
  areaId?: number;
  employeeId?: number;
  status?: CustomerStatus;
  search?: string;
  balance?: 'owing' | 'advance' | 'over_limit';
  sort?: { field: CustomerSortField; descending: boolean };
  page: number;
  perPage: number;
}

type Found = ExpressionBuilder<Database & { c: Database['customers'] }, 'c'>;

/** A pause covering the plant's day `today`. */
const pausedOn = (today: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= ${today}::date AND (p.ends_on IS NULL OR p.ends_on >= ${today}::date))`;

function filters(eb: Found, criteria: CustomerListCriteria, today: string): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [eb('c.owner_id', '=', String(criteria.ownerId))];
  if (criteria.plantId !== null) all.push(eb('c.plant_id', '=', String(criteria.plantId)));
  if (criteria.ids) all.push(eb('c.id', '=', anyId(criteria.ids)));
  if (criteria.areaId) all.push(eb('c.area_id', '=', String(criteria.areaId)));
  if (criteria.employeeId) all.push(eb('c.employee_id', '=', String(criteria.employeeId)));
  if (criteria.status === 'inactive') all.push(eb.not(eb.ref('c.is_active')));
  if (criteria.status === 'active') all.push(eb.and([eb.ref('c.is_active'), eb.not(pausedOn(today))]));
  if (criteria.status === 'paused') all.push(eb.and([eb.ref('c.is_active'), pausedOn(today)]));
  if (criteria.search) {
    const pattern = containingPattern(criteria.search);
    const matches: Expression<SqlBool>[] = [eb('c.name', 'ilike', pattern), eb('c.code', 'ilike', pattern)];
    // Digits find a phone in any spelling: 0300-1234567 and +92 300 1234567 both find +923001234567.
    const digits = phoneDigitsForSearch(criteria.search);
    matches.push(eb('c.phone', 'ilike', containingPattern(digits ?? criteria.search)));
    all.push(eb.or(matches));
  }
  if (criteria.balance === 'owing') all.push(eb('c.balance', '>', '0'));
  if (criteria.balance === 'advance') all.push(eb('c.balance', '<', '0'));
  if (criteria.balance === 'over_limit')
    all.push(
      eb.or([
        eb.and([eb('c.credit_limit', 'is not', null), eb('c.balance', '>', eb.ref('c.credit_limit'))]),
        eb.and([eb('c.can_limit', 'is not', null), eb('c.cans_out', '>', eb.ref('c.can_limit'))]),
      ]),
    );
  return eb.and(all);
}

function orderKey(criteria: CustomerListCriteria, table: string) {
  const sort = criteria.sort ?? { field: 'name', descending: false };
  const column = sql.ref(`${table}.${sort.field}`);
  const key = CUSTOMER_SORTS[sort.field] === 'folded' ? sql`lower(${column})` : column;
  const direction = sql.raw(sort.descending ? 'desc' : 'asc');
  return [sql`${key} ${direction} nulls last`, sql`${sql.ref(`${table}.id`)} ${direction}`];
}

/**
 * One statement: the matching customers (only their sort keys), their count and totals, then the
 * page joined with its area, rider, plant rate and pauses. An empty page still yields one row,
 * carrying the totals.
 */
function customerPage(db: Kysely<Database>, criteria: CustomerListCriteria) {
  const today = plantToday();
  const [sortKey, tieBreak] = orderKey(criteria, 'c');
  const [outerKey, outerTieBreak] = orderKey(criteria, 'page');
  return db
    .with(
      (cte) => cte('found').materialized(),
      (db) =>
        db
          .selectFrom('customers as c')
          .select(['c.id', 'c.name', 'c.code', 'c.balance', 'c.cans_out', 'c.last_delivery_at'])
          .where((eb) => filters(eb as Found, criteria, today)),
    )
    .with('matching', (db) =>
      db
        .selectFrom('found')
        .select([
          sql<number>`count(*)::int`.as('total'),
          sql<string>`coalesce(sum(balance), 0)`.as('total_balance'),
          sql<string>`coalesce(sum(cans_out), 0)`.as('total_cans_out'),
        ]),
    )
    .with('page', (db) =>
      db
        .selectFrom('found as c')
        .selectAll('c')
        .orderBy(sortKey)
        .orderBy(tieBreak)
        .limit(criteria.perPage)
        .offset((criteria.page - 1) * criteria.perPage),
    )
    .selectFrom('matching')
    .leftJoin('page', (join) => join.onTrue())
    .leftJoin('customers as c', 'c.id', 'page.id')
    .leftJoin('areas as a', 'a.id', 'c.area_id')
    .leftJoin('employees as e', 'e.id', 'c.employee_id')
    .leftJoin('plants as pl', 'pl.id', 'c.plant_id')
    .select(['matching.total', 'matching.total_balance', 'matching.total_cans_out'])
    .selectAll('c')
    .select([
      'a.name as area_name',
      'e.name as employee_name',
      'pl.default_can_rate',
      sql<boolean>`${pausedOn(today)}`.as('paused_today'),
      sql<CustomerPauseRow[] | null>`(SELECT jsonb_agg(jsonb_build_object('id', p.id, 'from', p.starts_on::text, 'until', p.ends_on::text,
                                       'reason', p.reason, 'created_at', p.created_at) ORDER BY p.starts_on, p.id)
                                     FROM customer_pauses p WHERE p.customer_id = c.id)`.as('pauses'),
    ])
    .orderBy(outerKey)
    .orderBy(outerTieBreak);
}

interface CustomerPauseRow {
  id: number;
  from: string;
  until: string | null;
  reason: string | null;
  created_at: string;
}
type PageRow = Awaited<ReturnType<ReturnType<typeof customerPage>['execute']>>[number];

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
const moneyOrNull = (value: string | null) => (value === null ? null : moneyNumber(value));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toCustomer(row: PageRow): Customer {
  const balance = moneyNumber(row.balance!);
  const creditLimit = moneyOrNull(row.credit_limit);
  const status: CustomerStatus = !row.is_active ? 'inactive' : row.paused_today ? 'paused' : 'active';
  const pauses: CustomerPause[] = (row.pauses ?? []).map((p) => ({ ...p, id: Number(p.id), created_at: iso(p.created_at)! }));
  return {
    id: Number(row.id),
    filter_plant_id: Number(row.plant_id),
    code: row.code!,
    name: row.name!,
    phone: row.phone,
    whatsapp: row.whatsapp,
    address: row.address,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    area_id: Number(row.area_id),
    area_name: row.area_name ?? '',
    employee_id: numberOrNull(row.employee_id),
    employee_name: row.employee_name,
    rate: moneyOrNull(row.rate),
    effective_rate: moneyNumber(row.rate ?? row.default_can_rate ?? '0'),
    security_deposit_cans: row.security_deposit_cans!,
    security_deposit_amount: moneyNumber(row.security_deposit_amount!),
    opening_balance: moneyNumber(row.opening_balance!),
    opening_cans: row.opening_cans!,
    credit_limit: creditLimit,
    can_limit: row.can_limit,
    status,
    is_active: row.is_active!,
    pauses,
    notes: row.notes,
    balance,
    cans_out: row.cans_out!,
    over_credit_limit: creditLimit !== null && balance > creditLimit,
    over_can_limit: row.can_limit !== null && row.cans_out! > row.can_limit,
    last_delivery_at: iso(row.last_delivery_at),
    last_payment_at: iso(row.last_payment_at),
    created_at: iso(row.created_at!)!,
  };
}

export class ListCustomersQuery {
  constructor(readonly criteria: CustomerListCriteria) {}
}

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<ListCustomersQuery, CustomerList> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ criteria }: ListCustomersQuery): Promise<CustomerList> {
    const rows = await customerPage(this.db, criteria).execute();
    const total = rows[0]?.total ?? 0;
    return {
      data: rows.filter((row) => row.id !== null).map(toCustomer),
      current_page: criteria.page,
      last_page: Math.max(1, Math.ceil(total / criteria.perPage)),
      per_page: criteria.perPage,
      total,
      totals: { balance: moneyNumber(rows[0]?.total_balance ?? '0'), cans_out: Number(rows[0]?.total_cans_out ?? 0) },
    };
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

@QueryHandler(GetCustomerQuery)
export class GetCustomerHandler implements IQueryHandler<GetCustomerQuery, Customer> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, plantId, customerId }: GetCustomerQuery): Promise<Customer> {
    const [row] = await customerPage(this.db, { ownerId, plantId, ids: [customerId], page: 1, perPage: 1 }).execute();
    if (!row || row.id === null) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
    return toCustomer(row);
  }
}

export const CUSTOMER_QUERY_HANDLERS = [ListCustomersHandler, GetCustomerHandler, CustomerLedgerHandler];
