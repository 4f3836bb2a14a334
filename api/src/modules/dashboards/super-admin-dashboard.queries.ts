import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommitCache } from '../../platform/event-store/commit-cache';
import { EventStore } from '../../platform/event-store/event-store';
import { FREE_PLAN_SQL } from '../plans/plan.queries';
import { ResponseTimings } from './response-timings';

export interface RecentRegistration {
  id: number;
  action: string;
  user_name: string;
  company_name: string;
  created_at: string;
}

export interface SuperAdminDashboard {
  total_revenue: number;
  active_filter_plants: number;
  total_filter_owners: number;
  active_filter_owners: number;
  avg_response_time: number;
  overdue_invoices: number;
  overdue_amount: number;
  collection_rate: number;
  recent_registrations: RecentRegistration[];
}

/**
 * Platform totals from the read models. Revenue is the monthly billing of every owner (their
 * plan's price per active plant, docs/decisions.md#limits); no invoice is issued yet, so nothing is overdue
 * and everything billed counts as collected.
 */
export class GetSuperAdminDashboardQuery {}

/**
 * The totals sum every owner's plants, too much work for each request: they are kept until the
 * next event commits in this process, and at most this long after one in another process.
 */
const TOTALS_TTL_MS = 2000;

type Totals = Omit<SuperAdminDashboard, 'avg_response_time'>;

@QueryHandler(GetSuperAdminDashboardQuery)
export class GetSuperAdminDashboardHandler implements IQueryHandler<GetSuperAdminDashboardQuery, SuperAdminDashboard> {
  private readonly totals: CommitCache<Totals>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly timings: ResponseTimings,
    store: EventStore,
  ) {
    this.totals = new CommitCache(store, TOTALS_TTL_MS, () => this.loadTotals());
  }

  async execute(): Promise<SuperAdminDashboard> {
    return { ...(await this.totals.get()), avg_response_time: this.timings.averageSeconds() };
  }

  private async loadTotals(): Promise<Totals> {
    const [[totals], recent] = await Promise.all([
      this.dataSource.query(`
        WITH free AS (${FREE_PLAN_SQL}),
        active_plants AS (SELECT owner_id, count(*) AS n FROM plants WHERE is_active GROUP BY owner_id)
        SELECT
          (SELECT count(*) FROM users WHERE role = 'filter_owner')::int AS owners,
          (SELECT count(*) FROM users WHERE role = 'filter_owner' AND is_active)::int AS active_owners,
          (SELECT coalesce(sum(n), 0) FROM active_plants)::int AS active_plants,
          (SELECT coalesce(sum(ap.n * sp.price_per_month), 0)
             FROM active_plants ap
             JOIN users u ON u.id = ap.owner_id AND u.is_active
             LEFT JOIN owner_packages op ON op.owner_id = ap.owner_id
             JOIN subscription_plans sp ON sp.id = coalesce(op.subscription_plan_id, (SELECT id FROM free))) AS revenue`),
      this.dataSource.query(`
        SELECT u.id, u.name, u.created_at,
               (SELECT p.name FROM plants p WHERE p.owner_id = u.id ORDER BY p.is_default DESC, p.id LIMIT 1) AS plant_name
          FROM users u WHERE u.role = 'filter_owner'
         ORDER BY u.created_at DESC, u.id DESC LIMIT 4`),
    ]);
    const revenue = Math.round(Number(totals.revenue) * 100) / 100;
    return {
      total_revenue: revenue,
      active_filter_plants: totals.active_plants,
      total_filter_owners: totals.owners,
      active_filter_owners: totals.active_owners,
      overdue_invoices: 0,
      overdue_amount: 0,
      collection_rate: 100,
      recent_registrations: recent.map((row: { id: string; name: string; created_at: Date; plant_name: string | null }) => ({
        id: Number(row.id),
        action: 'New filter owner registered',
        user_name: row.name,
        company_name: row.plant_name ?? row.name,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }
}
