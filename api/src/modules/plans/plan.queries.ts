import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, SqlBool } from 'kysely';
import { anyId } from '../../platform/database/kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { PLAN_NOT_FOUND } from './plan.decider';

/** A row of `subscription_plans` as every reader shares it. */
export interface PlanRow {
  id: string;
  name: string;
  description: string;
  price_per_month: string;
  max_plants: number;
  max_customers: number;
  max_employees: number;
  features: string[];
  is_popular: boolean;
  is_retired: boolean;
  created_at: Date;
  updated_at: Date;
}

/** A plan as the API shows it: money as a number with 2 decimals, 0 limits mean unlimited. */
export function toPlanView(row: PlanRow) {
  const price = Number(row.price_per_month);
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    price_per_month: price,
    formatted_price: `PKR ${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    max_plants: row.max_plants,
    max_customers: row.max_customers,
    max_employees: row.max_employees,
    features: row.features,
    is_popular: row.is_popular,
    is_retired: row.is_retired,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type PlanView = ReturnType<typeof toPlanView>;

/** The owner's plan, with when it was chosen (null: never chosen, the Free plan applies). */
export type OwnerPlanView = PlanView & { selected_at: string | null };

/** SQL picking the Free plan: the cheapest free one, offered ones first. Readers may reuse it. */
export const FREE_PLAN_SQL = `SELECT * FROM subscription_plans WHERE price_per_month = 0 ORDER BY is_retired, id LIMIT 1`;

/** The Free plan (1 plant, 50 customers, 2 employees; docs/product.md, "Rules the screens and the API share"), for the moment before the seed has run. */
export const FREE_PLAN_FALLBACK: PlanRow = {
  id: '0',
  name: 'Free',
  description: 'Get started with one plant',
  price_per_month: '0.00',
  max_plants: 1,
  max_customers: 50,
  max_employees: 2,
  features: ['Basic dashboard', 'Customer management', 'Daily entry tracking'],
  is_popular: false,
  is_retired: false,
  created_at: new Date(0),
  updated_at: new Date(0),
};

/**
 * The current plan of an owner (the Free plan when none was chosen). Exported for other
 * modules: plants (limit on new plants, monthly fee), dashboards, onboarding.
 */
export class GetOwnerPlanQuery {
  constructor(readonly ownerId: number) {}
}

/**
 * The owner's plan in one statement: the chosen one, else the Free plan (`chosen_at` null). The
 * first branch of a UNION ALL under LIMIT 1 stops the second from running when it finds a row.
 * `$1` is the owner; other readers embed it as a subquery.
 */
export const OWNER_PLAN_SQL = `(SELECT p.*, o.selected_at AS chosen_at
     FROM owner_packages o JOIN subscription_plans p ON p.id = o.subscription_plan_id WHERE o.owner_id = $1)
   UNION ALL
   (SELECT free.*, NULL::timestamptz AS chosen_at FROM (${FREE_PLAN_SQL}) free)
   LIMIT 1`;

/** A row of OWNER_PLAN_SQL as the owner's plan (the built-in Free plan before the seed has run). */
export function toOwnerPlanView(row: (PlanRow & { chosen_at: Date | string | null }) | undefined): OwnerPlanView {
  if (!row) return { ...toPlanView(FREE_PLAN_FALLBACK), selected_at: null };
  return { ...toPlanView(row), selected_at: row.chosen_at ? new Date(row.chosen_at).toISOString() : null };
}

@QueryHandler(GetOwnerPlanQuery)
export class GetOwnerPlanHandler implements IQueryHandler<GetOwnerPlanQuery, OwnerPlanView> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: GetOwnerPlanQuery): Promise<OwnerPlanView> {
    return toOwnerPlanView(await this.sql.one(OWNER_PLAN_SQL, [ownerId]));
  }
}

/** Plans in display order (cheapest first); retired ones only when asked. */
export class ListPlansQuery {
  constructor(readonly options: { includeRetired?: boolean; ids?: number[] } = {}) {}
}

@QueryHandler(ListPlansQuery)
export class ListPlansHandler implements IQueryHandler<ListPlansQuery, PlanView[]> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ options }: ListPlansQuery): Promise<PlanView[]> {
    const rows = await this.db
      .selectFrom('subscription_plans')
      .selectAll()
      .where((eb) => {
        const filters: Expression<SqlBool>[] = [];
        if (!options.includeRetired) filters.push(eb.not(eb.ref('is_retired')));
        if (options.ids) filters.push(eb('id', '=', anyId(options.ids)));
        return eb.and(filters);
      })
      .orderBy('price_per_month')
      .orderBy('id')
      .execute();
    return rows.map(toPlanView);
  }
}

export class GetPlanQuery {
  constructor(readonly planId: number) {}
}

@QueryHandler(GetPlanQuery)
export class GetPlanHandler implements IQueryHandler<GetPlanQuery, PlanView> {
  constructor(private readonly sql: Sql) {}

  async execute({ planId }: GetPlanQuery): Promise<PlanView> {
    const row = await this.sql.one<PlanRow>(`SELECT * FROM subscription_plans WHERE id = $1`, [planId]);
    if (!row) throw DomainError.notFound(PLAN_NOT_FOUND);
    return toPlanView(row);
  }
}

export const PLAN_QUERY_HANDLERS = [GetOwnerPlanHandler, ListPlansHandler, GetPlanHandler];
