import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
import { anyId, containsText } from '../../platform/database/kysely';
import { Database, Int8 } from '../../platform/database/read-models';
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

const OWNER_COLUMNS = ['u.id', 'u.name', 'u.email', 'u.is_active', 'u.created_at', 'u.updated_at', 'u.first_login_completed'] as const;

function sortKey(table: 'u' | 'items', field: OwnerSort['field']) {
  const column = sql.ref(`${table}.${field}`);
  return OWNER_SORTS[field] === 'folded' ? sql`lower(${column})` : column;
}

/**
 * The page's owners with their plant counts and billing, and the number of owners matching, in
 * one statement (one round trip): owners from `users`, plants from the plants module's read
 * model, the plan from `owner_packages` (none = the Free plan). An empty page still yields one
 * row, carrying the total.
 */
function ownerPage(db: Kysely<Database>, criteria: OwnerListCriteria) {
  const sort = criteria.sort ?? { field: 'created_at', order: 'DESC' };
  const direction = sort.order === 'DESC' ? 'desc' : 'asc';
  return (
    db
      .with('free', () => sql<{ id: Int8 }>`(${sql.raw(FREE_PLAN_SQL)})`)
      // A text search may have to read every owner: match once, then count and page the matches.
      // Otherwise `found` is inlined twice, and the index on (role, created_at) serves the page
      // without reading the rest.
      .with(
        (cte) => (criteria.search ? cte('found').materialized() : cte('found').notMaterialized()),
        (db) =>
          db
            .selectFrom('users as u')
            .select(OWNER_COLUMNS)
            .where((eb) => {
              const filters: Expression<SqlBool>[] = [eb('u.role', '=', sql.lit('filter_owner'))];
              if (criteria.search) filters.push(containsText(eb, ['u.name', 'u.email'], criteria.search));
              if (typeof criteria.active === 'boolean') filters.push(eb('u.is_active', '=', criteria.active));
              if (criteria.ids) filters.push(eb('u.id', '=', anyId(criteria.ids)));
              return eb.and(filters);
            }),
      )
      .with('matching', (db) => db.selectFrom('found').select(sql<number>`count(*)::int`.as('total')))
      // The id breaks ties so pages never overlap.
      .with('page', (db) =>
        db
          .selectFrom('found as u')
          .selectAll('u')
          .orderBy(sortKey('u', sort.field), direction)
          .orderBy('u.id', direction)
          .limit(criteria.limit)
          .offset(criteria.offset),
      )
      .with('items', (db) =>
        db
          .selectFrom('page')
          .leftJoinLateral(
            (eb) =>
              eb
                .selectFrom('plants as pl')
                .select([sql<string>`count(*)`.as('plants'), sql<string>`count(*) FILTER (WHERE pl.is_active)`.as('active')])
                .whereRef('pl.owner_id', '=', 'page.id')
                .as('p'),
            (join) => join.onTrue(),
          )
          .leftJoin('owner_packages as op', 'op.owner_id', 'page.id')
          .leftJoin('subscription_plans as plan', (join) =>
            join.on('plan.id', '=', (eb) => eb.fn.coalesce('op.subscription_plan_id', eb.selectFrom('free').select('free.id'))),
          )
          .selectAll('page')
          .select([
            sql<number>`coalesce(p.plants, 0)::int`.as('plants'),
            sql<number>`coalesce(p.active, 0)::int`.as('active_plants'),
            'plan.id as plan_id',
            'plan.name as plan_name',
            'plan.price_per_month',
            'plan.max_plants',
          ]),
      )
      .selectFrom('matching')
      .leftJoin('items', (join) => join.onTrue())
      .select('matching.total')
      .selectAll('items')
      .orderBy(sortKey('items', sort.field), direction)
      .orderBy('items.id', direction)
  );
}
type OwnerPageRow = Awaited<ReturnType<ReturnType<typeof ownerPage>['execute']>>[number];
/** A row with an owner: everything but the plan (none before the seed has run) is there. */
type OwnerRow = {
  [K in keyof OwnerPageRow]: K extends 'plan_id' | 'plan_name' | 'price_per_month' | 'max_plants'
    ? OwnerPageRow[K]
    : NonNullable<OwnerPageRow[K]>;
};
const isOwnerRow = (row: OwnerPageRow): row is OwnerRow => row.id !== null;

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

@QueryHandler(ListFilterOwnersQuery)
export class ListFilterOwnersHandler implements IQueryHandler<ListFilterOwnersQuery, { items: FilterOwnerItem[]; total: number }> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ criteria }: ListFilterOwnersQuery): Promise<{ items: FilterOwnerItem[]; total: number }> {
    const rows = await ownerPage(this.db, criteria).execute();
    return { items: rows.filter(isOwnerRow).map(toItem), total: rows[0]?.total ?? 0 };
  }
}

export class GetFilterOwnerQuery {
  constructor(readonly ownerId: number) {}
}

@QueryHandler(GetFilterOwnerQuery)
export class GetFilterOwnerHandler implements IQueryHandler<GetFilterOwnerQuery, FilterOwnerDetail> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dataSource: DataSource,
  ) {}

  async execute({ ownerId }: GetFilterOwnerQuery): Promise<FilterOwnerDetail> {
    const [row] = await ownerPage(this.db, { ids: [ownerId], offset: 0, limit: 1 }).execute();
    if (!row || !isOwnerRow(row)) throw DomainError.notFound(OWNER_NOT_FOUND);
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
