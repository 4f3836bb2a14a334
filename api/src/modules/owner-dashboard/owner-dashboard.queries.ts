import type { DashboardNotification, RecentEntry, StockFigures, TodayExpenses, TodayProductSales, WeeklyDay } from '@paani/contracts';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { OWNER_PLAN_SQL, PlanRow, toOwnerPlanView } from '../plans/plan.queries';
import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';
import { OwnedPlant, ResolveOwnedPlantQuery } from '../plants/owned-plant.query';
import { plantToday, shiftDay } from '../../platform/domain/plant-day';
import { JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { PLANT_NOT_FOUND } from '../plants/plant.decider';
import { PLANT_SOURCES_STAMP } from '../reports/plant-sources';
import { expenseTotalsForDay } from '../expenses/expense.queries';
import { riderDayAlerts } from '../riders/rider-day.queries';
import { NO_PLANTS_CREATED } from '../plants/plant.queries';
import { now as businessNow } from '../../platform/domain/clock';
import { StockFiguresQuery } from '../stock/stock.queries';
import { overCanLimit, overCreditLimit } from '../customers/over-limits';

/** Unlimited plans (max_plants 0) count as 999 plants for derived limits (docs/product.md, "Rules the screens and the API share"). */
const UNLIMITED_AS = 999;

/**
 * The filter owner's dashboard for one plant (or none yet), from read models only: the day's
 * figures and the week from daily_delivery_totals (never by summing entries), the latest entries
 * of the day, today's expenses, and notifications for riders' unclosed days and cash or can
 * differences and for customers over their limits; the day by product from daily_product_totals
 * (the reports' read model). `current_invoice` is the owner's platform
 * invoice that matters now: an overdue one first, else the latest month's (void ones left out);
 * null before the first invoice.
 * "Today" is the plant's day in its own time zone.
 */
export class OwnerDashboardQuery {
  constructor(
    readonly ownerId: number,
    /** `filter_plant_id` as sent; the default plant when absent. */
    readonly rawPlantId: unknown,
  ) {}
}

/** Days a rider's unclosed day or difference is still told on the dashboard. */
export const RIDER_ALERT_DAYS = 7;

/**
 * Everything but the plant check, the expenses and the riders' days in one statement: the plant's
 * row, its today, the counts, the owner's plan, the day's and the week's delivery totals, the day's
 * by product (the plant's active products sold per unit, and any other delivered that day) and the
 * day's latest entries. `$1` the owner, `$2` the plant (null when the owner has none yet), `$3` the
 * business clock's now.
 */
const DASHBOARD_SQL = `WITH day AS (
    SELECT ($3::timestamptz AT TIME ZONE coalesce((SELECT time_zone FROM plants WHERE id = $2), 'Asia/Karachi'))::date AS today)
  SELECT
    (SELECT today::text FROM day) AS today,
    (SELECT row_to_json(p) FROM (SELECT id, name, code, address, phone, default_can_rate, is_active, is_default
                                   FROM plants WHERE id = $2) p) AS plant,
    (SELECT row_to_json(plan) FROM (${OWNER_PLAN_SQL}) plan) AS plan,
    (SELECT count(*)::int FROM areas WHERE plant_id = $2) AS areas,
    (SELECT count(*)::int FROM employees WHERE plant_id = $2) AS employees,
    (SELECT count(*)::int FROM plants WHERE owner_id = $1) AS plants,
    (SELECT row_to_json(i) FROM (SELECT id, number, month, status, amount, paid_amount, to_char(due_at, 'YYYY-MM-DD') AS due_at
       FROM invoices WHERE owner_id = $1 AND status <> 'void' ORDER BY status = 'overdue' DESC, month DESC LIMIT 1) i) AS invoice,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1) AS customers,
    (SELECT coalesce(sum(balance), 0) FROM customers WHERE plant_id = $2 AND owner_id = $1 AND balance > 0) AS owed,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1 AND is_active AND ${overCreditLimit('customers')}) AS over_credit,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1 AND is_active AND ${overCanLimit('customers')}) AS over_cans,
    (SELECT coalesce(json_agg(json_build_object('date', d.day::date::text, 'cans', coalesce(t.cans, 0), 'revenue', coalesce(t.revenue, 0)) ORDER BY d.day), '[]')
       FROM day, generate_series(day.today - 6, day.today, interval '1 day') d(day)
       LEFT JOIN (SELECT date, sum(cans_delivered)::int AS cans, sum(amount) AS revenue FROM daily_delivery_totals, day
                   WHERE plant_id = $2 AND date BETWEEN day.today - 6 AND day.today GROUP BY date) t ON t.date = d.day::date) AS week,
    (SELECT coalesce(json_agg(json_build_object('product_id', p.id, 'name', p.name, 'name_ur', p.name_ur, 'unit', p.unit,
                                                'delivered', coalesce(s.delivered, 0), 'amount', coalesce(s.amount, 0))
                              ORDER BY p.position, p.id), '[]')
       FROM products p
       LEFT JOIN (SELECT product_id, sum(delivered)::int AS delivered, sum(amount) AS amount FROM daily_product_totals, day
                   WHERE plant_id = $2 AND date = day.today GROUP BY product_id) s ON s.product_id = p.id
      WHERE p.plant_id = $2 AND ((p.is_active AND p.billing = 'per_unit') OR s.delivered <> 0 OR s.amount <> 0)) AS by_product,
    (SELECT coalesce(json_agg(r ORDER BY r.id DESC), '[]') FROM (
       SELECT e.id, c.name AS customer_name, coalesce(a.name, '') AS area_name, e.cans_delivered AS bottles_delivered, e.amount, e.status
         FROM daily_entries e JOIN customers c ON c.id = e.customer_id LEFT JOIN areas a ON a.id = e.area_id, day
        WHERE e.plant_id = $2 AND e.owner_id = $1 AND e.date = day.today AND e.reversed_by IS NULL
        ORDER BY e.id DESC LIMIT 4) r) AS recent`;

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
  invoice: { id: number; number: string; month: string; status: string; amount: string; paid_amount: string; due_at: string } | null;
  customers: number;
  owed: string;
  today: string;
  over_credit: number;
  over_cans: number;
  week: { date: string; cans: number; revenue: number | string }[];
  by_product: (Omit<TodayProductSales, 'amount'> & { amount: number | string })[];
  recent: (Omit<RecentEntry, 'amount'> & { amount: number | string })[];
}

/**
 * What the dashboard of plant $1 of owner $2 is read from besides the plant's own sources: the
 * plant's container stock, the owner's plants (their count), plan choice, the plans and the owner's invoices.
 */
const DASHBOARD_STAMP = `SELECT pl.time_zone, ${PLANT_SOURCES_STAMP}
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY product_id) FROM plant_stock WHERE plant_id = $1::bigint), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM plants WHERE owner_id = $2::bigint), '')
  || '/' || coalesce((SELECT xmin::text FROM owner_packages WHERE owner_id = $2::bigint), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM subscription_plans), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM invoices WHERE owner_id = $2::bigint), '') AS stamp
  FROM plants pl WHERE pl.id = $1::bigint`;

/** Dashboards kept per process (about 3 kB each), and bytes of their JSON. */
const KEPT_DASHBOARDS = 5000;
const KEPT_DASHBOARD_BYTES = 32_000_000;

/**
 * Four statements and an object built per request otherwise, so each plant's dashboard is kept in
 * process with the stamp of its sources (DASHBOARD_STAMP), read by key before them: an answer is
 * never older than its stamp, and any change after it was read gives the next request a new stamp
 * (see StampedAnswers). Keyed by the plant day, which the figures and alerts count from.
 */
@QueryHandler(OwnerDashboardQuery)
export class OwnerDashboardHandler implements IQueryHandler<OwnerDashboardQuery, JsonText<OwnerDashboard>> {
  private readonly kept = jsonAnswers<OwnerDashboard>(KEPT_DASHBOARDS, KEPT_DASHBOARD_BYTES);

  constructor(
    private readonly sql: Sql,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, rawPlantId }: OwnerDashboardQuery): Promise<JsonText<OwnerDashboard>> {
    const owned: OwnedPlant | null = await this.queries.execute(new ResolveOwnedPlantQuery(ownerId, rawPlantId)).catch((error: unknown) => {
      // An owner without plants still gets a dashboard: zeros and no plant.
      if (error instanceof DomainError && error.code === NO_PLANTS_CREATED) return null;
      throw error;
    });
    if (!owned) return new JsonText(JSON.stringify(await this.read(ownerId, null)));
    const plant = await this.sql.one<{ time_zone: string; stamp: string }>(DASHBOARD_STAMP, [owned.id, ownerId]);
    if (!plant) throw DomainError.notFound(PLANT_NOT_FOUND);
    const key = `${owned.id}|${plantToday(plant.time_zone)}`;
    return this.kept.answer(key, plant.stamp, async () => new JsonText<OwnerDashboard>(JSON.stringify(await this.read(ownerId, owned))));
  }

  private async read(ownerId: number, owned: OwnedPlant | null) {
    const counts = (await this.sql.one<DashboardRow>(DASHBOARD_SQL, [ownerId, owned?.id ?? null, businessNow()]))!;
    const plan = toOwnerPlanView(counts.plan ?? undefined);
    const plant = counts.plant;
    const maxPlants = plan.max_plants === 0 ? UNLIMITED_AS : plan.max_plants;
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const [todayExpenses, riders, stock] = owned
      ? await Promise.all([
          expenseTotalsForDay(query, Number(owned.id), counts.today).then((totals): TodayExpenses => ({ date: counts.today, ...totals })),
          riderDayAlerts(query, Number(owned.id), shiftDay(counts.today, -RIDER_ALERT_DAYS), counts.today),
          this.queries.execute<StockFiguresQuery, StockFigures>(new StockFiguresQuery(Number(owned.id))),
        ])
      : [null, { unclosed: [], differences: [] }, { products: [] }];
    const today = counts.week.find((day) => day.date === counts.today);
    return {
      stats: {
        today_revenue: moneyNumber(today?.revenue ?? 0),
        today_deliveries: today?.cans ?? 0,
        today_by_product: counts.by_product.map((sold): TodayProductSales => ({ ...sold, amount: moneyNumber(sold.amount) })),
        containers: stock.products,
        total_customers: counts.customers,
        total_employees: counts.employees,
        total_areas: counts.areas,
        pending_balance: moneyNumber(counts.owed),
        recent_entries: counts.recent.map((entry) => ({ ...entry, amount: moneyNumber(entry.amount) })),
        weekly_performance: counts.week.map((day): WeeklyDay => ({ date: day.date, cans: day.cans, revenue: moneyNumber(day.revenue) })),
        notifications: plantAlerts(counts, riders),
        today_expenses: todayExpenses,
        usage_limits: {
          plants_used: counts.plants,
          max_plants: plan.max_plants,
          percentage_used: Math.min(100, Math.round((counts.plants / maxPlants) * 1000) / 10),
        },
        current_invoice: counts.invoice
          ? {
              id: Number(counts.invoice.id),
              number: counts.invoice.number,
              month: counts.invoice.month,
              status: counts.invoice.status,
              amount: moneyNumber(counts.invoice.amount),
              paid_amount: moneyNumber(counts.invoice.paid_amount),
              due_at: counts.invoice.due_at,
            }
          : { status: null },
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

/**
 * What needs the owner's eye in a plant: riders' days of the last week not closed or not adding
 * up, customers over their limits (the dashboard's notifications, and part of the owner's feed).
 */
export function plantAlerts(
  counts: Pick<DashboardRow, 'over_credit' | 'over_cans'>,
  riders: Awaited<ReturnType<typeof riderDayAlerts>>,
): DashboardNotification[] {
  const rider = (day: { employee_name: string | null; employee_id: number }) => day.employee_name ?? `Rider ${day.employee_id}`;
  const list: DashboardNotification[] = [
    ...riders.unclosed.map((day): DashboardNotification => ({
      kind: 'rider_day_unclosed',
      severity: 'warning',
      text: `${rider(day)} has not closed ${day.date}`,
      employee_id: day.employee_id,
      employee_name: day.employee_name,
      date: day.date,
    })),
    ...riders.differences.map((day): DashboardNotification => {
      const containers = day.products.reduce((sum, product) => sum + product.difference, 0);
      return {
        kind: 'rider_day_difference',
        severity: 'error',
        text: [
          `${rider(day)} on ${day.date}:`,
          day.difference ? `cash ${day.difference > 0 ? 'over' : 'short'} by PKR ${fromPaisa(Math.abs(toPaisa(day.difference)))}` : null,
          day.cans_difference ? `cans ${day.cans_difference > 0 ? 'over' : 'short'} by ${Math.abs(day.cans_difference)}` : null,
          containers ? `other containers ${containers > 0 ? 'over' : 'short'} by ${Math.abs(containers)}` : null,
        ]
          .filter(Boolean)
          .join(' '),
        employee_id: day.employee_id,
        employee_name: day.employee_name,
        date: day.date,
        cash_difference: day.difference ?? 0,
        cans_difference: day.cans_difference ?? 0,
        containers_difference: containers,
      };
    }),
  ];
  if (counts.over_credit > 0)
    list.push({
      kind: 'customers_over_credit_limit',
      severity: 'warning',
      text: `${counts.over_credit} customer(s) over their credit limit`,
      count: counts.over_credit,
    });
  if (counts.over_cans > 0)
    list.push({
      kind: 'customers_over_can_limit',
      severity: 'warning',
      text: `${counts.over_cans} customer(s) holding more cans than their limit`,
      count: counts.over_cans,
    });
  return list;
}

/** The dashboard as built, before it is kept as JSON (test/contracts/api-views.check.ts holds it to the contract). */
export type OwnerDashboard = Awaited<ReturnType<OwnerDashboardHandler['read']>>;

export const OWNER_DASHBOARD_QUERY_HANDLERS = [OwnerDashboardHandler];
