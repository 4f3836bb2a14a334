import type { InactiveOwner, OwnerNearLimit, PlanMixRow, PlatformAnalytics, PlatformDay, PlatformRevenueMonth } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { moneyNumber, rupees, toPaisa } from '../../platform/domain/money';
import { daysBetween, shiftDay } from '../../platform/domain/plant-day';
import { collectionRate } from '../invoices/invoice-console.queries';
import { FREE_PLAN_SQL } from '../plans/plan.queries';
import { UsageCounter } from '../usage/usage-counter';
import { apiCallLimitPerDay, usageDay } from '../usage/usage-day';
import { OwnerDayReader } from './owner-day-reader';

/** How long a read spends catching the reader up before it answers (the job does the rest). */
const READ_BUDGET_MS = 2000;
/** An owner is near a limit from this share of it. */
const NEAR = 0.8;
/** Calls older than this are not looked at for an owner's last activity. */
const ACTIVITY_WINDOW_DAYS = 90;

export class GetPlatformAnalyticsQuery {
  constructor(
    readonly days: number,
    readonly inactiveDays: number,
  ) {}
}

const DAYS_SQL = `SELECT d::date::text AS date,
    coalesce(sum(p.registered), 0)::int AS registered, coalesce(sum(p.plants_added), 0)::int AS plants_added,
    coalesce(sum(p.plants_activated - p.plants_deactivated), 0)::int AS plants_net,
    coalesce(sum(p.customers_added), 0)::int AS customers_added,
    coalesce(sum(p.customers_added - p.customers_removed), 0)::int AS customers_net,
    coalesce(sum(p.deliveries), 0)::int AS deliveries, coalesce(sum(p.cans), 0)::bigint AS cans, coalesce(sum(p.sales), 0) AS sales,
    (SELECT coalesce(sum(api_calls), 0) FROM owner_api_usage_days a WHERE a.date = d::date)::bigint AS api_calls
  FROM generate_series($1::date, $2::date, interval '1 day') d
  LEFT JOIN platform_owner_days p ON p.date = d::date
  GROUP BY d ORDER BY d`;

const BEFORE_SQL = `SELECT coalesce(sum(registered), 0)::int AS owners, coalesce(sum(plants_activated - plants_deactivated), 0)::int AS plants,
    coalesce(sum(customers_added - customers_removed), 0)::int AS customers
  FROM platform_owner_days WHERE date < $1::date`;

const REVENUE_SQL = `SELECT month, (count(*) FILTER (WHERE status <> 'void'))::int AS invoices,
    coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
    coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected
  FROM invoices WHERE month >= $1 GROUP BY month ORDER BY month`;

/** Every plan (retired ones only while someone is on them) with its owners; an owner who never chose one is on the Free plan. */
const PLAN_MIX_SQL = `WITH free AS (${FREE_PLAN_SQL}),
  owners AS (
    SELECT coalesce(op.subscription_plan_id, (SELECT id FROM free)) AS plan_id, count(*)::int AS owners
      FROM users u LEFT JOIN owner_packages op ON op.owner_id = u.id
     WHERE u.role = 'filter_owner' GROUP BY 1)
  SELECT sp.id, sp.name, sp.price_per_month, coalesce(o.owners, 0) AS owners
    FROM subscription_plans sp LEFT JOIN owners o ON o.plan_id = sp.id
   WHERE NOT sp.is_retired OR o.owners > 0
   ORDER BY sp.price_per_month, sp.id`;

/** Every owner with their plan and their totals (owner rows only: one per owner). $1 the first day of the activity window. */
const OWNERS_SQL = `WITH free AS (${FREE_PLAN_SQL}),
  calls AS (SELECT owner_id, max(date) AS last_call FROM owner_api_usage_days WHERE date >= $1::date AND api_calls > 0 GROUP BY owner_id)
  SELECT u.id, u.name, u.email, u.is_active, to_char(u.created_at AT TIME ZONE 'Asia/Karachi', 'YYYY-MM-DD') AS registered_at,
         sp.name AS plan, sp.price_per_month, sp.max_plants, sp.max_customers,
         coalesce(t.plants, 0) AS plants, coalesce(t.customers, 0) AS customers,
         to_char(greatest(t.last_delivery, c.last_call), 'YYYY-MM-DD') AS last_active
    FROM users u
    LEFT JOIN owner_packages op ON op.owner_id = u.id
    JOIN subscription_plans sp ON sp.id = coalesce(op.subscription_plan_id, (SELECT id FROM free))
    LEFT JOIN platform_owner_totals t ON t.owner_id = u.id
    LEFT JOIN calls c ON c.owner_id = u.id
   WHERE u.role = 'filter_owner'
   ORDER BY u.id`;

interface OwnerRow {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
  registered_at: string;
  plan: string;
  price_per_month: string;
  max_plants: number;
  max_customers: number;
  plants: number;
  customers: number;
  last_active: string | null;
}

const pct = (used: number, limit: number) => (limit > 0 ? Math.round((used / limit) * 1000) / 10 : 0);

/**
 * The platform over the last `days` days from platform_owner_days (the log summed per owner and
 * day), owner_api_usage_days and the invoices; the owners' limits and inactivity from
 * platform_owner_totals (a row per owner). The reader catches up first (for up to 2 s), so the
 * figures include everything committed before the request unless a large backlog is still being read.
 */
@QueryHandler(GetPlatformAnalyticsQuery)
export class GetPlatformAnalyticsHandler implements IQueryHandler<GetPlatformAnalyticsQuery, PlatformAnalytics> {
  constructor(
    private readonly sql: Sql,
    private readonly reader: OwnerDayReader,
    private readonly usage: UsageCounter,
  ) {}

  async execute({ days, inactiveDays }: GetPlatformAnalyticsQuery): Promise<PlatformAnalytics> {
    await this.reader.catchUp(READ_BUDGET_MS);
    await this.usage.flush();
    const to = usageDay();
    const from = shiftDay(to, -(days - 1));
    const firstMonth = shiftDay(to, -365).slice(0, 7);
    const [dayRows, [before], revenue, mix, owners, live] = await Promise.all([
      this.sql.rows<Record<string, string | number>>(DAYS_SQL, [from, to]),
      this.sql.rows<{ owners: number; plants: number; customers: number }>(BEFORE_SQL, [from]),
      this.sql.rows<{ month: string; invoices: number; invoiced: string; collected: string }>(REVENUE_SQL, [firstMonth]),
      this.sql.rows<{ id: string; name: string; price_per_month: string; owners: number }>(PLAN_MIX_SQL),
      this.sql.rows<OwnerRow>(OWNERS_SQL, [shiftDay(to, -ACTIVITY_WINDOW_DAYS)]),
      // Today's calls are in Redis until the hourly roll-up.
      this.usage.dayCounts(to).catch(() => null),
    ]);
    const liveToday = live ? [...live.values()].reduce((sum, n) => sum + n, 0) : 0;

    let totalOwners = before.owners;
    let activePlants = before.plants;
    let totalCustomers = before.customers;
    const series: PlatformDay[] = dayRows.map((row) => {
      totalOwners += Number(row.registered);
      activePlants += Number(row.plants_net);
      totalCustomers += Number(row.customers_net);
      const apiCalls = row.date === to ? Math.max(Number(row.api_calls), liveToday) : Number(row.api_calls);
      return {
        date: String(row.date),
        owners_registered: Number(row.registered),
        plants_added: Number(row.plants_added),
        customers_added: Number(row.customers_added),
        deliveries: Number(row.deliveries),
        cans: Number(row.cans),
        sales: moneyNumber(row.sales),
        api_calls: apiCalls,
        total_owners: totalOwners,
        active_plants: activePlants,
        total_customers: totalCustomers,
      };
    });

    const allOwners = mix.reduce((sum, row) => sum + row.owners, 0);
    const nearLimits: OwnerNearLimit[] = [];
    const inactive: InactiveOwner[] = [];
    for (const row of owners) {
      const ownerId = Number(row.id);
      const price = moneyNumber(row.price_per_month);
      const apiLimit = apiCallLimitPerDay(price);
      const callsToday = live?.get(ownerId) ?? 0;
      const shares = [
        { limit: 'plants' as const, share: row.max_plants > 0 ? row.plants / row.max_plants : 0 },
        { limit: 'customers' as const, share: row.max_customers > 0 ? row.customers / row.max_customers : 0 },
        { limit: 'api_calls' as const, share: callsToday / apiLimit },
      ].sort((a, b) => b.share - a.share);
      if (shares[0].share >= NEAR)
        nearLimits.push({
          owner_id: ownerId,
          name: row.name,
          email: row.email,
          plan: row.plan,
          plants: row.plants,
          max_plants: row.max_plants,
          customers: row.customers,
          max_customers: row.max_customers,
          api_calls_today: callsToday,
          api_limit: apiLimit,
          highest_percent: Math.round(shares[0].share * 1000) / 10,
          limit: shares[0].limit,
        });
      const lastActive = callsToday > 0 ? to : row.last_active;
      const since = lastActive ?? row.registered_at;
      const idle = daysBetween(since, to);
      if (row.is_active && idle >= inactiveDays && (lastActive === null || lastActive < to))
        inactive.push({
          owner_id: ownerId,
          name: row.name,
          email: row.email,
          plan: row.plan,
          registered_at: row.registered_at,
          last_active: lastActive,
          days_inactive: idle,
        });
    }
    nearLimits.sort((a, b) => b.highest_percent - a.highest_percent || a.owner_id - b.owner_id);
    inactive.sort((a, b) => b.days_inactive - a.days_inactive || a.owner_id - b.owner_id);

    return {
      from,
      to,
      days: series,
      revenue_by_month: revenue.map((row): PlatformRevenueMonth => ({
        month: row.month,
        invoices: row.invoices,
        invoiced: moneyNumber(row.invoiced),
        collected: moneyNumber(row.collected),
        collection_rate: collectionRate(row.collected, row.invoiced),
      })),
      plan_mix: mix.map((row): PlanMixRow => ({
        plan_id: Number(row.id),
        plan: row.name,
        price_per_month: moneyNumber(row.price_per_month),
        owners: row.owners,
        share: pct(row.owners, allOwners),
      })),
      near_limits: nearLimits,
      inactive_owners: inactive,
      totals: {
        owners: totalOwners,
        active_plants: activePlants,
        customers: totalCustomers,
        deliveries: series.reduce((sum, day) => sum + day.deliveries, 0),
        sales: rupees(series.reduce((sum, day) => sum + toPaisa(day.sales), 0)),
        api_calls: series.reduce((sum, day) => sum + day.api_calls, 0),
      },
    };
  }
}
