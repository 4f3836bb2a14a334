import type { TodayExpenses } from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { OWNER_PLAN_SQL, PlanRow, toOwnerPlanView } from '../plans/plan.queries';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { OwnedPlant, ResolveOwnedPlantQuery } from '../plants/owned-plant.query';
import { plantToday } from '../../platform/domain/plant-day';
import { expenseTotalsForDay } from '../expenses/expense.queries';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { NO_PLANTS_CREATED } from '../plants/plant.queries';

/** Unlimited plans (max_plants 0) count as 999 plants for derived limits (docs/product.md#rules). */
const UNLIMITED_AS = 999;

/**
 * The filter owner's dashboard for one plant (or none yet), from read models only. Daily entries
 * and invoices are not recorded yet: their numbers are 0 and their lists empty, never sample data.
 * Customers are the plant's (docs/shared-read-models.md); pending_balance is what they owe.
 */
export class OwnerDashboardQuery {
  constructor(
    readonly ownerId: number,
    /** `filter_plant_id` as sent; the default plant when absent. */
    readonly rawPlantId: unknown,
  ) {}
}

/**
 * Everything but the plant check in one statement: the plant's row, the counts and the owner's
 * plan. `$1` the owner, `$2` the plant (null when the owner has none yet).
 */
const DASHBOARD_SQL = `SELECT
    (SELECT row_to_json(p) FROM (SELECT id, name, code, address, phone, default_can_rate, is_active, is_default
                                   FROM plants WHERE id = $2) p) AS plant,
    (SELECT row_to_json(plan) FROM (${OWNER_PLAN_SQL}) plan) AS plan,
    (SELECT count(*)::int FROM areas WHERE plant_id = $2) AS areas,
    (SELECT count(*)::int FROM employees WHERE plant_id = $2) AS employees,
    (SELECT count(*)::int FROM plants WHERE owner_id = $1) AS plants,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1) AS customers,
    (SELECT coalesce(sum(balance), 0) FROM customers WHERE plant_id = $2 AND owner_id = $1 AND balance > 0) AS owed`;

interface DashboardRow {
  plant: {
    id: number;
    name: string;
    code: string;
    address: string;
    phone: string | null;
    default_can_rate: number;
    is_active: boolean;
    is_default: boolean;
  } | null;
  plan: (PlanRow & { chosen_at: string | null }) | null;
  areas: number;
  employees: number;
  plants: number;
  customers: number;
  owed: string;
}

@QueryHandler(OwnerDashboardQuery)
export class OwnerDashboardHandler implements IQueryHandler<OwnerDashboardQuery> {
  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, rawPlantId }: OwnerDashboardQuery) {
    const owned: OwnedPlant | null = await this.queries.execute(new ResolveOwnedPlantQuery(ownerId, rawPlantId)).catch((error: unknown) => {
      // An owner without plants still gets a dashboard: zeros and no plant.
      if (error instanceof DomainError && error.code === NO_PLANTS_CREATED) return null;
      throw error;
    });
    const counts = (await this.sql.one<DashboardRow>(DASHBOARD_SQL, [ownerId, owned?.id ?? null]))!;
    const plan = toOwnerPlanView(counts.plan ?? undefined);
    const plant = counts.plant;
    const maxPlants = plan.max_plants === 0 ? UNLIMITED_AS : plan.max_plants;
    const todayExpenses = owned ? await this.todayExpenses(Number(owned.id)) : null;
    return {
      stats: {
        today_revenue: 0,
        today_deliveries: 0,
        total_customers: counts.customers,
        total_employees: counts.employees,
        total_areas: counts.areas,
        pending_balance: moneyNumber(counts.owed),
        recent_entries: [],
        today_expenses: todayExpenses,
        usage_limits: {
          plants_used: counts.plants,
          max_plants: plan.max_plants,
          percentage_used: Math.min(100, Math.round((counts.plants / maxPlants) * 1000) / 10),
        },
        current_invoice: { status: null },
        subscription_plan: { name: plan.name, monthly_fee: plan.price_per_month, max_plants: plan.max_plants },
      },
      filter_plant: plant
        ? {
            id: Number(plant.id),
            name: plant.name,
            code: plant.code,
            address: plant.address,
            phone: plant.phone,
            default_can_rate: Number(plant.default_can_rate),
            is_active: plant.is_active,
            is_default: plant.is_default,
          }
        : null,
    };
  }

  /** Today's Expenses: the plant's expenses of its today (its own time zone) by category, from the daily aggregate. */
  private async todayExpenses(plantId: number): Promise<TodayExpenses> {
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const date = plantToday((await loadPlantCalendar(query, plantId)).timeZone);
    return { date, ...(await expenseTotalsForDay(query, plantId, date)) };
  }
}

export const OWNER_DASHBOARD_QUERY_HANDLERS = [OwnerDashboardHandler];
