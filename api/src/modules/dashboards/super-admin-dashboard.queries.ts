import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { StampedAnswers } from '../../platform/cache/stamped-answers';
import { Sql } from '../../platform/database/sql';
import { moneyNumber } from '../../platform/domain/money';
import { collectionRate } from '../invoices/invoice-console.queries';
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
  collected_amount: number;
  recent_registrations: RecentRegistration[];
}

/**
 * Platform totals from the read models. The money figures come from the invoices read model
 * (platform billing): `total_revenue` is everything invoiced (void invoices left out),
 * `collected_amount` what was paid against it, `overdue_invoices`/`overdue_amount` the invoices
 * marked overdue and what is still owed on them, and `collection_rate` the share collected of the
 * invoices that have come due (status paid or overdue; 100 when none has).
 */
export class GetSuperAdminDashboardQuery {}

/**
 * The totals sum every owner's plants, too much work for each request: they are kept with the
 * versions of what they sum, read first on each request and moved by triggers with every write to
 * users and plants (owner_list_version, migration 1763700000525) or invoices (invoice_list_version, 1763700000830).
 */
const TOTALS_STAMP = `SELECT (SELECT version FROM owner_list_version) || '/' || (SELECT version FROM invoice_list_version) AS stamp`;

type Totals = Omit<SuperAdminDashboard, 'avg_response_time'>;

/** The one row of the totals' statement: counts as int, money as numeric (text). */
interface TotalsRow {
  owners: number;
  active_owners: number;
  active_plants: number;
  invoiced: string;
  collected: string;
  overdue_invoices: number;
  overdue_amount: string;
  due_billed: string;
  due_collected: string;
}

@QueryHandler(GetSuperAdminDashboardQuery)
export class GetSuperAdminDashboardHandler implements IQueryHandler<GetSuperAdminDashboardQuery, SuperAdminDashboard> {
  /** One answer, the platform's; its size is not counted. */
  private readonly totals = new StampedAnswers<Totals>(1, Infinity, () => 0);

  constructor(
    private readonly sql: Sql,
    private readonly timings: ResponseTimings,
  ) {}

  async execute(): Promise<SuperAdminDashboard> {
    const [current] = await this.sql.rows<{ stamp: string }>(TOTALS_STAMP);
    const totals = await this.totals.answer('platform', current!.stamp, () => this.loadTotals());
    return { ...totals, avg_response_time: this.timings.averageSeconds() };
  }

  private async loadTotals(): Promise<Totals> {
    const [[totals], recent] = await Promise.all([
      this.sql.rows<TotalsRow>(`
        SELECT
          (SELECT count(*) FROM users WHERE role = 'filter_owner')::int AS owners,
          (SELECT count(*) FROM users WHERE role = 'filter_owner' AND is_active)::int AS active_owners,
          (SELECT count(*) FROM plants WHERE is_active)::int AS active_plants,
          i.*
          FROM (${INVOICE_TOTALS_SQL}) i`),
      this.sql.rows<{ id: string; name: string; created_at: Date; plant_name: string | null }>(`
        SELECT u.id, u.name, u.created_at,
               (SELECT p.name FROM plants p WHERE p.owner_id = u.id ORDER BY p.is_default DESC, p.id LIMIT 1) AS plant_name
          FROM users u WHERE u.role = 'filter_owner'
         ORDER BY u.created_at DESC, u.id DESC LIMIT 4`),
    ]);
    return {
      total_revenue: moneyNumber(totals.invoiced),
      collected_amount: moneyNumber(totals.collected),
      active_filter_plants: totals.active_plants,
      total_filter_owners: totals.owners,
      active_filter_owners: totals.active_owners,
      overdue_invoices: totals.overdue_invoices,
      overdue_amount: moneyNumber(totals.overdue_amount),
      collection_rate: collectionRate(totals.due_collected, totals.due_billed),
      recent_registrations: recent.map((row) => ({
        id: Number(row.id),
        action: 'New filter owner registered',
        user_name: row.name,
        company_name: row.plant_name ?? row.name,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  }
}

/**
 * The invoices read model summed: invoiced and collected (void left out), the overdue ones, and
 * what the collection rate is taken over (invoices come due: paid or overdue).
 */
export const INVOICE_TOTALS_SQL = `SELECT
    coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
    coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
    (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
    coalesce(sum(amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_billed,
    coalesce(sum(paid_amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_collected
  FROM invoices`;
