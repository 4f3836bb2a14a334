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
exports.INVOICE_TOTALS_SQL = exports.GetSuperAdminDashboardHandler = exports.GetSuperAdminDashboardQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const commit_cache_1 = require("../../platform/event-store/commit-cache");
const event_store_1 = require("../../platform/event-store/event-store");
const money_1 = require("../../platform/domain/money");
const invoice_console_queries_1 = require("../invoices/invoice-console.queries");
const response_timings_1 = require("./response-timings");
/**
 * Platform totals from the read models. The money figures come from the invoices read model
 * (platform billing): `total_revenue` is everything invoiced (void invoices left out),
 * `collected_amount` what was paid against it, `overdue_invoices`/`overdue_amount` the invoices
 * marked overdue and what is still owed on them, and `collection_rate` the share collected of the
 * invoices that have come due (status paid or overdue; 100 when none has).
 */
class GetSuperAdminDashboardQuery {
}
exports.GetSuperAdminDashboardQuery = GetSuperAdminDashboardQuery;
/**
 * The totals sum every owner's plants, too much work for each request: they are kept until the
 * next event commits in this process, and at most this long after one in another process.
 */
const TOTALS_TTL_MS = 2000;
let GetSuperAdminDashboardHandler = class GetSuperAdminDashboardHandler {
    dataSource;
    timings;
    totals;
    constructor(dataSource, timings, store) {
        this.dataSource = dataSource;
        this.timings = timings;
        this.totals = new commit_cache_1.CommitCache(store, TOTALS_TTL_MS, () => this.loadTotals());
    }
    async execute() {
        return { ...(await this.totals.get()), avg_response_time: this.timings.averageSeconds() };
    }
    async loadTotals() {
        const [[totals], recent] = await Promise.all([
            this.dataSource.query(`
        SELECT
          (SELECT count(*) FROM users WHERE role = 'filter_owner')::int AS owners,
          (SELECT count(*) FROM users WHERE role = 'filter_owner' AND is_active)::int AS active_owners,
          (SELECT count(*) FROM plants WHERE is_active)::int AS active_plants,
          i.*
          FROM (${exports.INVOICE_TOTALS_SQL}) i`),
            this.dataSource.query(`
        SELECT u.id, u.name, u.created_at,
               (SELECT p.name FROM plants p WHERE p.owner_id = u.id ORDER BY p.is_default DESC, p.id LIMIT 1) AS plant_name
          FROM users u WHERE u.role = 'filter_owner'
         ORDER BY u.created_at DESC, u.id DESC LIMIT 4`),
        ]);
        return {
            total_revenue: (0, money_1.moneyNumber)(totals.invoiced),
            collected_amount: (0, money_1.moneyNumber)(totals.collected),
            active_filter_plants: totals.active_plants,
            total_filter_owners: totals.owners,
            active_filter_owners: totals.active_owners,
            overdue_invoices: totals.overdue_invoices,
            overdue_amount: (0, money_1.moneyNumber)(totals.overdue_amount),
            collection_rate: (0, invoice_console_queries_1.collectionRate)(totals.due_collected, totals.due_billed),
            recent_registrations: recent.map((row) => ({
                id: Number(row.id),
                action: 'New filter owner registered',
                user_name: row.name,
                company_name: row.plant_name ?? row.name,
                created_at: new Date(row.created_at).toISOString(),
            })),
        };
    }
};
exports.GetSuperAdminDashboardHandler = GetSuperAdminDashboardHandler;
exports.GetSuperAdminDashboardHandler = GetSuperAdminDashboardHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetSuperAdminDashboardQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        response_timings_1.ResponseTimings,
        event_store_1.EventStore])
], GetSuperAdminDashboardHandler);
/**
 * The invoices read model summed: invoiced and collected (void left out), the overdue ones, and
 * what the collection rate is taken over (invoices come due: paid or overdue).
 */
exports.INVOICE_TOTALS_SQL = `SELECT
    coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
    coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
    (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
    coalesce(sum(amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_billed,
    coalesce(sum(paid_amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_collected
  FROM invoices`;
//# sourceMappingURL=super-admin-dashboard.queries.js.map