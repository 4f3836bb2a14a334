import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { GetOwnerPlanQuery, OwnerPlanView } from '../plans/plan.queries';
import { DomainError } from '../../platform/domain/domain-error';
import { moneyNumber } from '../../platform/domain/money';
import { NO_PLANTS_CREATED, OwnerPlantContextQuery } from '../plants/plant.queries';
import { PlantRow } from '../plants/plant.view';

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

@QueryHandler(OwnerDashboardQuery)
export class OwnerDashboardHandler implements IQueryHandler<OwnerDashboardQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, rawPlantId }: OwnerDashboardQuery) {
    const [plant, plan]: [PlantRow | null, OwnerPlanView] = await Promise.all([
      this.queries.execute(new OwnerPlantContextQuery(ownerId, rawPlantId)).catch((error: unknown) => {
        // An owner without plants still gets a dashboard: zeros and no plant.
        if (error instanceof DomainError && error.code === NO_PLANTS_CREATED) return null;
        throw error;
      }),
      this.queries.execute(new GetOwnerPlanQuery(ownerId)),
    ]);
    const [counts]: { areas: number; employees: number; plants: number; customers: number; owed: string }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM areas WHERE plant_id = $2) AS areas,
                (SELECT count(*)::int FROM employees WHERE plant_id = $2) AS employees,
                (SELECT count(*)::int FROM plants WHERE owner_id = $1) AS plants,
                (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1) AS customers,
                (SELECT coalesce(sum(balance), 0) FROM customers WHERE plant_id = $2 AND owner_id = $1 AND balance > 0) AS owed`,
      [ownerId, plant ? Number(plant.id) : null],
    );
    const maxPlants = plan.max_plants === 0 ? UNLIMITED_AS : plan.max_plants;
    return {
      stats: {
        today_revenue: 0,
        today_deliveries: 0,
        total_customers: counts.customers,
        total_employees: counts.employees,
        total_areas: counts.areas,
        pending_balance: moneyNumber(counts.owed),
        recent_entries: [],
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
}

export const OWNER_DASHBOARD_QUERY_HANDLERS = [OwnerDashboardHandler];
