import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../platform/domain/domain-error';
import { containingPattern } from '../../platform/database/kysely';
import { Sql } from '../../platform/database/sql';
import { StampedAnswers } from '../../platform/cache/stamped-answers';
import { FREE_PLAN_SQL } from '../plans/plan.queries';

export const OWNER_NOT_FOUND = 'Filter owner not found.';

/** A filter owner as the tenant list shows them (counts of plants, billing summary), plus the plan. */
export interface FilterOwnerItem {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  first_login_completed: boolean;
  filter_plants_count: number;
  billing_summary: { total_monthly_fees: number; active_plants: number };
  subscription_plan: { id: number; name: string; price_per_month: number; max_plants: number };
}

export interface PlantBreakdown {
  id: number;
  name: string;
  code: string;
  is_active: boolean;
  areas_count: number;
  employees_count: number;
  monthly_fee: number;
}

export type FilterOwnerDetail = FilterOwnerItem & {
  analytics: { account_created: string; plants_breakdown: PlantBreakdown[]; total_monthly_billing: number };
};

/** Money from numeric columns: a number with at most 2 decimals. */
const money = (value: string | number): number => Math.round(Number(value) * 100) / 100;

/** The fields an owner list sorts on; text ones sort ignoring case. */
export const OWNER_SORTS = { id: 'exact', name: 'folded', email: 'folded', is_active: 'exact', created_at: 'exact' } as const;
type OwnerSort = { field: keyof typeof OWNER_SORTS; order: 'ASC' | 'DESC' };

export interface OwnerListCriteria {
  search?: string | null;
  /** true: active only, false: inactive only, null: both. */
  active?: boolean | null;
  ids?: number[] | null;
  offset: number;
  limit: number;
  sort?: OwnerSort;
}

/** Owner-list statements by their shape (filters given, sort): each text is fixed, prepared once per connection. */
const OWNER_PAGE_TEXTS = new Map<string, string>();

/**
 * The page's owners with their plant counts and billing, and the number of owners matching, in
 * one statement (one round trip): owners from `users`, plants from the plants module's read
 * model, the plan from `owner_packages` (none = the Free plan). An empty page still yields one
 * row, carrying the total.
 *
 * The text depends only on which filters are given and on the sort, both taken from fixed
 * fragments (the sort field from OWNER_SORTS), never on the request's values, which are all
 * parameters: a few dozen texts at most, each parsed and planned once per connection, where
 * building the statement with Kysely cost every request more CPU than PostgreSQL spent on it.
 * Values: $1 limit, $2 offset, then the search pattern, the active flag and the ids, those given.
 */
function ownerPageStatement(criteria: OwnerListCriteria): { text: string; values: unknown[]; key: string } {
  const sort = criteria.sort ?? { field: 'created_at', order: 'DESC' };
  const values: unknown[] = [criteria.limit, criteria.offset];
  if (criteria.search) values.push(containingPattern(criteria.search));
  if (typeof criteria.active === 'boolean') values.push(criteria.active);
  if (criteria.ids) values.push(criteria.ids);
  const shape = `${criteria.search ? 's' : ''}${typeof criteria.active === 'boolean' ? 'a' : ''}${criteria.ids ? 'i' : ''}:${sort.field}:${sort.order}`;
  const text = OWNER_PAGE_TEXTS.get(shape) ?? ownerPageText(criteria, sort, shape);
  return { text, values, key: `${shape} ${JSON.stringify(values)}` };
}

function ownerPageText(criteria: OwnerListCriteria, sort: OwnerSort, shape: string): string {
  if (!Object.hasOwn(OWNER_SORTS, sort.field)) throw new Error(`not an owner sort: ${sort.field}`);
  const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
  const key = (table: string) => (OWNER_SORTS[sort.field] === 'folded' ? `lower(${table}.${sort.field})` : `${table}.${sort.field}`);
  const filters = [`u.role = 'filter_owner'`];
  let next = 3;
  if (criteria.search) filters.push(`(u.name ILIKE $${next} OR u.email ILIKE $${next++})`);
  if (typeof criteria.active === 'boolean') filters.push(`u.is_active = $${next++}::boolean`);
  if (criteria.ids) filters.push(`u.id = any($${next++}::bigint[])`);
  // A text search may have to read every owner: match once (the trigram indexes serve it), then
  // count and page the matches. Otherwise `found` is inlined twice, and the index on
  // (role, created_at) serves the page without reading the rest. The id breaks ties so pages
  // never overlap.
  const text = `
    WITH free AS (${FREE_PLAN_SQL}),
    found AS ${criteria.search ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT u.id, u.name, u.email, u.is_active, u.created_at, u.updated_at, u.first_login_completed
        FROM users u
       WHERE ${filters.join(' AND ')}),
    matching AS (SELECT count(*)::int AS total FROM found),
    page AS (SELECT u.* FROM found u ORDER BY ${key('u')} ${direction}, u.id ${direction} LIMIT $1::bigint OFFSET $2::bigint),
    items AS (
      SELECT page.*, coalesce(p.plants, 0)::int AS plants, coalesce(p.active, 0)::int AS active_plants,
             plan.id AS plan_id, plan.name AS plan_name, plan.price_per_month, plan.max_plants
        FROM page
        LEFT JOIN LATERAL (SELECT count(*) AS plants, count(*) FILTER (WHERE pl.is_active) AS active
                             FROM plants pl WHERE pl.owner_id = page.id) p ON true
        LEFT JOIN owner_packages op ON op.owner_id = page.id
        LEFT JOIN subscription_plans plan ON plan.id = coalesce(op.subscription_plan_id, (SELECT free.id FROM free)))
    SELECT matching.total, items.*
      FROM matching LEFT JOIN items ON true
     ORDER BY ${key('items')} ${direction}, items.id ${direction}`;
  OWNER_PAGE_TEXTS.set(shape, text);
  return text;
}

/** A row of the owner page; every column but `total` is null on the one row of an empty page. */
interface OwnerPageRow {
  total: number;
  id: string | null;
  name: string | null;
  email: string | null;
  is_active: boolean | null;
  created_at: Date | null;
  updated_at: Date | null;
  first_login_completed: boolean | null;
  plants: number | null;
  active_plants: number | null;
  /** The plan's columns are null too before the seed has run. */
  plan_id: string | null;
  plan_name: string | null;
  price_per_month: string | null;
  max_plants: number | null;
}
/** A row with an owner: everything but the plan (none before the seed has run) is there. */
type OwnerRow = {
  [K in keyof OwnerPageRow]: K extends 'plan_id' | 'plan_name' | 'price_per_month' | 'max_plants'
    ? OwnerPageRow[K]
    : NonNullable<OwnerPageRow[K]>;
};
const isOwnerRow = (row: OwnerPageRow): row is OwnerRow => row.id !== null;

function ownerPage(sql: Sql, criteria: OwnerListCriteria): Promise<OwnerPageRow[]> {
  const { text, values } = ownerPageStatement(criteria);
  return sql.rows<OwnerPageRow>(text, values);
}

function toItem(row: OwnerRow): FilterOwnerItem {
  const price = money(row.price_per_month ?? 0);
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    is_active: row.is_active,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    first_login_completed: row.first_login_completed,
    filter_plants_count: row.plants,
    billing_summary: { total_monthly_fees: money(price * row.active_plants), active_plants: row.active_plants },
    subscription_plan: { id: Number(row.plan_id), name: row.plan_name ?? 'Free', price_per_month: price, max_plants: row.max_plants ?? 1 },
  };
}

export class ListFilterOwnersQuery {
  constructor(readonly criteria: OwnerListCriteria) {}
}

/** A page of owners and how many match; kept pages are shared by requests, so nothing in them changes. */
export class OwnerPage {
  private json: string | undefined;

  constructor(
    readonly items: readonly FilterOwnerItem[],
    readonly total: number,
  ) {
    Object.freeze(items);
  }

  /** The items as JSON, written once for a page however many requests send it. */
  get itemsJson(): string {
    return (this.json ??= JSON.stringify(this.items));
  }
}

/** Owner pages kept while the owner list's version stands; beyond this many, the least recently used goes. */
const KEPT_OWNER_PAGES = 500;
/** Moved on by every write to users, plants, owner_packages or subscription_plans (migration 1763700000525). */
const OWNER_LIST_VERSION_SQL = `SELECT version FROM owner_list_version`;

/**
 * The super admin's owner list. A search reads every matching owner to count and sort them
 * (about a millisecond of PostgreSQL's time for a common name among 5,000 owners), while the
 * same few searches and pages are asked again and again between changes to owners, plants and
 * plans: pages are kept under the version those commits move (StampedAnswers), which costs a kept page
 * one read of one row by key.
 */
@QueryHandler(ListFilterOwnersQuery)
export class ListFilterOwnersHandler implements IQueryHandler<ListFilterOwnersQuery, OwnerPage> {
  /** Counted by number only: a page is at most a hundred owners. */
  private readonly pages = new StampedAnswers<OwnerPage>(KEPT_OWNER_PAGES, Infinity, () => 0);

  constructor(private readonly sql: Sql) {}

  async execute({ criteria }: ListFilterOwnersQuery): Promise<OwnerPage> {
    const { text, values, key } = ownerPageStatement(criteria);
    // The version moves in the transaction of every write the pages read (triggers), whoever writes.
    const row = await this.sql.one<{ version: string }>(OWNER_LIST_VERSION_SQL);
    return this.pages.answer(key, String(row?.version), async () => {
      const rows = await this.sql.rows<OwnerPageRow>(text, values);
      return new OwnerPage(rows.filter(isOwnerRow).map(toItem), rows[0]?.total ?? 0);
    });
  }
}

export class GetFilterOwnerQuery {
  constructor(readonly ownerId: number) {}
}

@QueryHandler(GetFilterOwnerQuery)
export class GetFilterOwnerHandler implements IQueryHandler<GetFilterOwnerQuery, FilterOwnerDetail> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: GetFilterOwnerQuery): Promise<FilterOwnerDetail> {
    const [row] = await ownerPage(this.sql, { ids: [ownerId], offset: 0, limit: 1 });
    if (!row || !isOwnerRow(row)) throw DomainError.notFound(OWNER_NOT_FOUND);
    const owner = toItem(row);
    const plants = await this.sql.rows<Record<string, any>>(
      `SELECT pl.id, pl.name, pl.code, pl.is_active,
              (SELECT count(*) FROM areas a WHERE a.plant_id = pl.id)::int AS areas_count,
              (SELECT count(*) FROM employees e WHERE e.plant_id = pl.id)::int AS employees_count
         FROM plants pl WHERE pl.owner_id = $1 ORDER BY pl.id`,
      [ownerId],
    );
    const fee = owner.subscription_plan.price_per_month;
    const breakdown = plants.map((p) => ({
      id: Number(p.id),
      name: p.name,
      code: p.code,
      is_active: p.is_active,
      areas_count: p.areas_count,
      employees_count: p.employees_count,
      monthly_fee: fee,
    }));
    return {
      ...owner,
      analytics: {
        account_created: owner.created_at,
        plants_breakdown: breakdown,
        total_monthly_billing: owner.billing_summary.total_monthly_fees,
      },
    };
  }
}

export const TENANT_QUERY_HANDLERS = [ListFilterOwnersHandler, GetFilterOwnerHandler];
