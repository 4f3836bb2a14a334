import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
import { likePattern } from '../../platform/http/simple-rest';
import { FREE_PLAN_SQL } from '../plans/plan.queries';

export const OWNER_NOT_FOUND = 'Filter owner not found.';

/** A filter owner as the tenant list shows them (CONTRACT.md's list item, plus the plan). */
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

export const OWNER_SORTS = {
  id: 'u.id',
  name: 'lower(u.name)',
  email: 'lower(u.email)',
  is_active: 'u.is_active',
  created_at: 'u.created_at',
} as const;

export interface OwnerListCriteria {
  search?: string | null;
  /** true: active only, false: inactive only, null: both. */
  active?: boolean | null;
  ids?: number[] | null;
  offset: number;
  limit: number;
  sort?: { field: keyof typeof OWNER_SORTS; order: 'ASC' | 'DESC' };
}

/**
 * The page's owners with their plant counts and billing, and the number of owners matching, in
 * one statement (one round trip): owners from `users`, plants from the plants module's read
 * model, the plan from `owner_packages` (none = the Free plan). An empty page still yields one
 * row, carrying the total.
 */
const ITEM_SQL = (where: string, order: string, searching = false) => `
  WITH free AS (${FREE_PLAN_SQL}),
  ${
    searching
      ? // A text search may have to read every owner: match once, then count and page the matches.
        `found AS MATERIALIZED (
           SELECT u.id, u.name, u.email, u.is_active, u.created_at, u.updated_at, u.first_login_completed
             FROM users u WHERE u.role = 'filter_owner' ${where}
         ),
         matching AS (SELECT count(*)::int AS total FROM found),
         page AS (SELECT * FROM found u ORDER BY ${order} LIMIT $1 OFFSET $2),`
      : // Otherwise the index on (role, created_at) serves the page without reading the rest.
        `matching AS (SELECT count(*)::int AS total FROM users u WHERE u.role = 'filter_owner' ${where}),
         page AS (
           SELECT u.id, u.name, u.email, u.is_active, u.created_at, u.updated_at, u.first_login_completed
             FROM users u WHERE u.role = 'filter_owner' ${where}
            ORDER BY ${order}
            LIMIT $1 OFFSET $2
         ),`
  }
  items AS (
    SELECT page.*, coalesce(p.plants, 0)::int AS plants, coalesce(p.active, 0)::int AS active_plants,
           plan.id AS plan_id, plan.name AS plan_name, plan.price_per_month, plan.max_plants
      FROM page
      LEFT JOIN LATERAL (
        SELECT count(*) AS plants, count(*) FILTER (WHERE pl.is_active) AS active FROM plants pl WHERE pl.owner_id = page.id
      ) p ON true
      LEFT JOIN owner_packages op ON op.owner_id = page.id
      LEFT JOIN subscription_plans plan ON plan.id = coalesce(op.subscription_plan_id, (SELECT id FROM free))
  )
  SELECT matching.total, items.* FROM matching LEFT JOIN items ON true
   ORDER BY ${order.replace(/\bu\./g, 'items.')}`;

function toItem(row: Record<string, any>): FilterOwnerItem {
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

/** The filters as SQL, numbering its parameters from `first` on. */
function whereClause(criteria: OwnerListCriteria, first: number): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const next = (value: unknown) => `$${first + params.push(value) - 1}`;
  if (criteria.search) {
    const pattern = next(likePattern(criteria.search));
    parts.push(`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
  }
  if (criteria.active !== undefined && criteria.active !== null) parts.push(`u.is_active = ${next(criteria.active)}`);
  if (criteria.ids) parts.push(`u.id = ANY(${next(criteria.ids)}::bigint[])`);
  return { sql: parts.map((p) => `AND ${p}`).join(' '), params };
}

export class ListFilterOwnersQuery {
  constructor(readonly criteria: OwnerListCriteria) {}
}

@QueryHandler(ListFilterOwnersQuery)
export class ListFilterOwnersHandler implements IQueryHandler<ListFilterOwnersQuery, { items: FilterOwnerItem[]; total: number }> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ criteria }: ListFilterOwnersQuery): Promise<{ items: FilterOwnerItem[]; total: number }> {
    const filters = whereClause(criteria, 3);
    const sort = criteria.sort ?? { field: 'created_at', order: 'DESC' };
    // The id breaks ties so pages never overlap.
    const order = `${OWNER_SORTS[sort.field]} ${sort.order}, u.id ${sort.order}`;
    const rows: Record<string, any>[] = await this.dataSource.query(ITEM_SQL(filters.sql, order, Boolean(criteria.search)), [
      criteria.limit,
      criteria.offset,
      ...filters.params,
    ]);
    return { items: rows.filter((row) => row.id !== null).map(toItem), total: rows[0]?.total ?? 0 };
  }
}

export class GetFilterOwnerQuery {
  constructor(readonly ownerId: number) {}
}

@QueryHandler(GetFilterOwnerQuery)
export class GetFilterOwnerHandler implements IQueryHandler<GetFilterOwnerQuery, FilterOwnerDetail> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ ownerId }: GetFilterOwnerQuery): Promise<FilterOwnerDetail> {
    const [row] = await this.dataSource.query(ITEM_SQL('AND u.id = $3', 'u.id'), [1, 0, ownerId]);
    if (!row?.id) throw DomainError.notFound(OWNER_NOT_FOUND);
    const owner = toItem(row);
    const plants: Record<string, any>[] = await this.dataSource.query(
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
