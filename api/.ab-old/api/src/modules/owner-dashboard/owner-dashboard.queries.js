"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.OWNER_DASHBOARD_QUERY_HANDLERS = exports.OwnerDashboardHandler = exports.OwnerDashboardQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const plan_queries_1 = require("../plans/plan.queries");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const owned_plant_query_1 = require("../plants/owned-plant.query");
const plant_day_1 = require("../../platform/domain/plant-day");
const json_text_1 = require("../customers/json-text");
const kept_answers_1 = require("../customers/kept-answers");
const plant_decider_1 = require("../plants/plant.decider");
const plant_sources_1 = require("../reports/plant-sources");
const expense_queries_1 = require("../expenses/expense.queries");
const rider_day_queries_1 = require("../riders/rider-day.queries");
const plant_queries_1 = require("../plants/plant.queries");
/** Unlimited plans (max_plants 0) count as 999 plants for derived limits (docs/product.md#rules). */
const UNLIMITED_AS = 999;
/**
 * The filter owner's dashboard for one plant (or none yet), from read models only: the day's
 * figures and the week from daily_delivery_totals (never by summing entries), the latest entries
 * of the day, today's expenses, and notifications for riders' unclosed days and cash or can
 * differences and for customers over their limits. `current_invoice` is the owner's platform
 * invoice that matters now: an overdue one first, else the latest month's (void ones left out);
 * null before the first invoice.
 * "Today" is the plant's day in its own time zone.
 */
class OwnerDashboardQuery {
    ownerId;
    rawPlantId;
    constructor(ownerId, 
    /** `filter_plant_id` as sent; the default plant when absent. */
    rawPlantId) {
        this.ownerId = ownerId;
        this.rawPlantId = rawPlantId;
    }
}
exports.OwnerDashboardQuery = OwnerDashboardQuery;
/** Days a rider's unclosed day or difference is still told on the dashboard. */
const RIDER_ALERT_DAYS = 7;
/**
 * Everything but the plant check, the expenses and the riders' days in one statement: the plant's
 * row, its today, the counts, the owner's plan, the day's and the week's delivery totals and the
 * day's latest entries. `$1` the owner, `$2` the plant (null when the owner has none yet).
 */
const DASHBOARD_SQL = `WITH day AS (
    SELECT (now() AT TIME ZONE coalesce((SELECT time_zone FROM plants WHERE id = $2), 'Asia/Karachi'))::date AS today)
  SELECT
    (SELECT today::text FROM day) AS today,
    (SELECT row_to_json(p) FROM (SELECT id, name, code, address, phone, default_can_rate, is_active, is_default
                                   FROM plants WHERE id = $2) p) AS plant,
    (SELECT row_to_json(plan) FROM (${plan_queries_1.OWNER_PLAN_SQL}) plan) AS plan,
    (SELECT count(*)::int FROM areas WHERE plant_id = $2) AS areas,
    (SELECT count(*)::int FROM employees WHERE plant_id = $2) AS employees,
    (SELECT count(*)::int FROM plants WHERE owner_id = $1) AS plants,
    (SELECT row_to_json(i) FROM (SELECT id, number, month, status, amount, paid_amount, to_char(due_at, 'YYYY-MM-DD') AS due_at
       FROM invoices WHERE owner_id = $1 AND status <> 'void' ORDER BY status = 'overdue' DESC, month DESC LIMIT 1) i) AS invoice,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1) AS customers,
    (SELECT coalesce(sum(balance), 0) FROM customers WHERE plant_id = $2 AND owner_id = $1 AND balance > 0) AS owed,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1 AND is_active AND balance > credit_limit) AS over_credit,
    (SELECT count(*)::int FROM customers WHERE plant_id = $2 AND owner_id = $1 AND is_active AND cans_out > can_limit) AS over_cans,
    (SELECT coalesce(json_agg(json_build_object('date', d.day::date::text, 'cans', coalesce(t.cans, 0), 'revenue', coalesce(t.revenue, 0)) ORDER BY d.day), '[]')
       FROM day, generate_series(day.today - 6, day.today, interval '1 day') d(day)
       LEFT JOIN (SELECT date, sum(cans_delivered)::int AS cans, sum(amount) AS revenue FROM daily_delivery_totals, day
                   WHERE plant_id = $2 AND date BETWEEN day.today - 6 AND day.today GROUP BY date) t ON t.date = d.day::date) AS week,
    (SELECT coalesce(json_agg(r ORDER BY r.id DESC), '[]') FROM (
       SELECT e.id, c.name AS customer_name, coalesce(a.name, '') AS area_name, e.cans_delivered AS bottles_delivered, e.amount, e.status
         FROM daily_entries e JOIN customers c ON c.id = e.customer_id LEFT JOIN areas a ON a.id = e.area_id, day
        WHERE e.plant_id = $2 AND e.owner_id = $1 AND e.date = day.today AND e.reversed_by IS NULL
        ORDER BY e.id DESC LIMIT 4) r) AS recent`;
/**
 * What the dashboard of plant $1 of owner $2 is read from besides the plant's own sources: the
 * owner's plants (their count), plan choice, the plans and the owner's invoices.
 */
const DASHBOARD_STAMP = `SELECT pl.time_zone, ${plant_sources_1.PLANT_SOURCES_STAMP}
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM plants WHERE owner_id = $2::bigint), '')
  || '/' || coalesce((SELECT xmin::text FROM owner_packages WHERE owner_id = $2::bigint), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM subscription_plans), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM invoices WHERE owner_id = $2::bigint), '') AS stamp
  FROM plants pl WHERE pl.id = $1::bigint`;
/** Dashboards kept per process (about 3 kB each). */
const KEPT_DASHBOARDS = 5000;
const KEPT_DASHBOARD_CHARS = 32_000_000;
/**
 * Four statements and an object built per request otherwise, so each plant's dashboard is kept in
 * process with the stamp of its sources (DASHBOARD_STAMP), read by key before them: an answer is
 * never older than its stamp, and any change after it was read gives the next request a new stamp
 * (see KeptAnswers). Keyed by the plant day, which the figures and alerts count from.
 */
let OwnerDashboardHandler = class OwnerDashboardHandler {
    sql;
    queries;
    kept = new kept_answers_1.KeptAnswers(KEPT_DASHBOARDS, KEPT_DASHBOARD_CHARS);
    constructor(sql, queries) {
        this.sql = sql;
        this.queries = queries;
    }
    async execute({ ownerId, rawPlantId }) {
        const owned = await this.queries.execute(new owned_plant_query_1.ResolveOwnedPlantQuery(ownerId, rawPlantId)).catch((error) => {
            // An owner without plants still gets a dashboard: zeros and no plant.
            if (error instanceof domain_error_1.DomainError && error.code === plant_queries_1.NO_PLANTS_CREATED)
                return null;
            throw error;
        });
        if (!owned)
            return new json_text_1.JsonText(JSON.stringify(await this.read(ownerId, null)));
        const plant = await this.sql.one(DASHBOARD_STAMP, [owned.id, ownerId]);
        if (!plant)
            throw domain_error_1.DomainError.notFound(plant_decider_1.PLANT_NOT_FOUND);
        const key = `${owned.id}|${(0, plant_day_1.plantToday)(plant.time_zone)}`;
        return this.kept.answer(key, plant.stamp, async () => new json_text_1.JsonText(JSON.stringify(await this.read(ownerId, owned))));
    }
    async read(ownerId, owned) {
        const counts = (await this.sql.one(DASHBOARD_SQL, [ownerId, owned?.id ?? null]));
        const plan = (0, plan_queries_1.toOwnerPlanView)(counts.plan ?? undefined);
        const plant = counts.plant;
        const maxPlants = plan.max_plants === 0 ? UNLIMITED_AS : plan.max_plants;
        const query = (text, values) => this.sql.rows(text, values);
        const [todayExpenses, riders] = owned
            ? await Promise.all([
                (0, expense_queries_1.expenseTotalsForDay)(query, Number(owned.id), counts.today).then((totals) => ({ date: counts.today, ...totals })),
                (0, rider_day_queries_1.riderDayAlerts)(query, Number(owned.id), (0, plant_day_1.shiftDay)(counts.today, -RIDER_ALERT_DAYS), counts.today),
            ])
            : [null, { unclosed: [], differences: [] }];
        const today = counts.week.find((day) => day.date === counts.today);
        return {
            stats: {
                today_revenue: (0, money_1.moneyNumber)(today?.revenue ?? 0),
                today_deliveries: today?.cans ?? 0,
                total_customers: counts.customers,
                total_employees: counts.employees,
                total_areas: counts.areas,
                pending_balance: (0, money_1.moneyNumber)(counts.owed),
                recent_entries: counts.recent.map((entry) => ({ ...entry, amount: (0, money_1.moneyNumber)(entry.amount) })),
                weekly_performance: counts.week.map((day) => ({ date: day.date, cans: day.cans, revenue: (0, money_1.moneyNumber)(day.revenue) })),
                notifications: notifications(counts, riders),
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
                        amount: (0, money_1.moneyNumber)(counts.invoice.amount),
                        paid_amount: (0, money_1.moneyNumber)(counts.invoice.paid_amount),
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
};
exports.OwnerDashboardHandler = OwnerDashboardHandler;
exports.OwnerDashboardHandler = OwnerDashboardHandler = __decorate([
    (0, cqrs_1.QueryHandler)(OwnerDashboardQuery),
    __metadata("design:paramtypes", [sql_1.Sql,
        cqrs_1.QueryBus])
], OwnerDashboardHandler);
/** What needs the owner's eye: riders' days of the last week not closed or not adding up, customers over their limits. */
function notifications(counts, riders) {
    const rider = (day) => day.employee_name ?? `Rider ${day.employee_id}`;
    const list = [
        ...riders.unclosed.map((day) => ({
            kind: 'rider_day_unclosed',
            severity: 'warning',
            text: `${rider(day)} has not closed ${day.date}`,
            employee_id: day.employee_id,
            employee_name: day.employee_name,
            date: day.date,
        })),
        ...riders.differences.map((day) => ({
            kind: 'rider_day_difference',
            severity: 'error',
            text: [
                `${rider(day)} on ${day.date}:`,
                day.difference ? `cash ${day.difference > 0 ? 'over' : 'short'} by PKR ${(0, money_1.fromPaisa)(Math.abs((0, money_1.toPaisa)(day.difference)))}` : null,
                day.cans_difference ? `cans ${day.cans_difference > 0 ? 'over' : 'short'} by ${Math.abs(day.cans_difference)}` : null,
            ]
                .filter(Boolean)
                .join(' '),
            employee_id: day.employee_id,
            employee_name: day.employee_name,
            date: day.date,
            cash_difference: day.difference ?? 0,
            cans_difference: day.cans_difference ?? 0,
        })),
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
exports.OWNER_DASHBOARD_QUERY_HANDLERS = [OwnerDashboardHandler];
//# sourceMappingURL=owner-dashboard.queries.js.map