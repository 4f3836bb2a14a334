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
exports.INVOICE_CONSOLE_QUERY_HANDLERS = exports.GetBillingSummaryHandler = exports.GetBillingSummaryQuery = exports.ListInvoiceRecordsHandler = exports.ListInvoiceRecordsQuery = exports.INVOICE_SORTS = void 0;
exports.collectionRate = collectionRate;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const money_1 = require("../../platform/domain/money");
const plan_queries_1 = require("../plans/plan.queries");
const invoice_queries_1 = require("./invoice.queries");
/** Fields the console's invoice list may sort on, and the column each one is. */
exports.INVOICE_SORTS = {
    id: 'i.id',
    number: 'i.number',
    month: 'i.month',
    owner_name: 'u.name',
    amount: 'i.amount',
    paid_amount: 'i.paid_amount',
    status: 'i.status',
    issued_at: 'i.issued_at',
    due_at: 'i.due_at',
};
/** The react-admin list of invoices (/api/admin/invoices): any sort of INVOICE_SORTS, an offset, filters. */
class ListInvoiceRecordsQuery {
    filter;
    offset;
    limit;
    sort;
    constructor(filter, offset, limit, sort = { field: 'month', order: 'DESC' }) {
        this.filter = filter;
        this.offset = offset;
        this.limit = limit;
        this.sort = sort;
    }
}
exports.ListInvoiceRecordsQuery = ListInvoiceRecordsQuery;
let ListInvoiceRecordsHandler = class ListInvoiceRecordsHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ filter, offset, limit, sort }) {
        const where = `($1::text IS NULL OR i.status = $1) AND ($2::bigint IS NULL OR i.owner_id = $2) AND ($3::text IS NULL OR i.month = $3)
      AND ($4::text IS NULL OR i.number ILIKE '%' || $4 || '%' OR u.name ILIKE '%' || $4 || '%')
      AND ($5::bigint[] IS NULL OR i.id = ANY($5::bigint[]))`;
        const values = [filter.status, filter.ownerId, filter.month, filter.search?.replace(/[\\%_]/g, '\\$&') ?? null, filter.ids];
        const column = exports.INVOICE_SORTS[sort.field] ?? exports.INVOICE_SORTS.month;
        const order = sort.order === 'ASC' ? 'ASC' : 'DESC';
        const [count, rows] = await Promise.all([
            this.sql.one(`SELECT count(*)::int AS total FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}`, values),
            this.sql.rows(`SELECT ${invoice_queries_1.INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}
          ORDER BY ${column} ${order}, i.id DESC LIMIT $6::bigint OFFSET $7::bigint`, [...values, limit, offset]),
        ]);
        return { items: rows.map(invoice_queries_1.toInvoice), total: count?.total ?? 0 };
    }
};
exports.ListInvoiceRecordsHandler = ListInvoiceRecordsHandler;
exports.ListInvoiceRecordsHandler = ListInvoiceRecordsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListInvoiceRecordsQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListInvoiceRecordsHandler);
/** The Billing screen's figures: the invoices' totals and one row per owner (Tenants tab). */
class GetBillingSummaryQuery {
}
exports.GetBillingSummaryQuery = GetBillingSummaryQuery;
/** Collected ÷ billed in percent to one decimal; 100 when nothing was billed. */
function collectionRate(collected, billed) {
    const billedPaisa = (0, money_1.toPaisa)(billed);
    if (billedPaisa <= 0)
        return 100;
    return Math.round(((0, money_1.toPaisa)(collected) / billedPaisa) * 1000) / 10;
}
const SUMMARY_SQL = `SELECT
    coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
    coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status IN ('pending', 'overdue')), 0) AS outstanding,
    (count(*) FILTER (WHERE status <> 'void'))::int AS invoices,
    (count(*) FILTER (WHERE status = 'pending'))::int AS pending_invoices,
    (count(*) FILTER (WHERE status = 'paid'))::int AS paid_invoices,
    (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
    coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
    coalesce(sum(amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_billed,
    coalesce(sum(paid_amount) FILTER (WHERE status IN ('paid', 'overdue')), 0) AS due_collected
  FROM invoices`;
/** Every owner with their plan, active plants and their invoices summed (a platform read: owners × months rows). */
const OWNERS_SQL = `WITH free AS (${plan_queries_1.FREE_PLAN_SQL}),
  inv AS (
    SELECT owner_id,
      coalesce(sum(amount) FILTER (WHERE status <> 'void'), 0) AS invoiced,
      coalesce(sum(paid_amount) FILTER (WHERE status <> 'void'), 0) AS collected,
      coalesce(sum(amount - paid_amount) FILTER (WHERE status IN ('pending', 'overdue')), 0) AS outstanding,
      coalesce(sum(amount - paid_amount) FILTER (WHERE status = 'overdue'), 0) AS overdue_amount,
      (count(*) FILTER (WHERE status <> 'void'))::int AS invoices,
      (count(*) FILTER (WHERE status = 'overdue'))::int AS overdue_invoices,
      max(paid_at) AS last_payment_at,
      (array_agg(status ORDER BY month DESC, id DESC) FILTER (WHERE status <> 'void'))[1] AS latest_status
    FROM invoices GROUP BY owner_id),
  counts AS (SELECT owner_id, count(*)::int AS n, (count(*) FILTER (WHERE is_active))::int AS active FROM plants GROUP BY owner_id)
  SELECT u.id AS owner_id, u.name, u.email, u.is_active, sp.name AS plan_name, sp.price_per_month AS plan_price, sp.max_plants AS plan_max_plants,
         coalesce(a.n, 0) AS plants, coalesce(a.active, 0) AS active_plants, coalesce(inv.invoiced, 0) AS invoiced, coalesce(inv.collected, 0) AS collected,
         coalesce(inv.outstanding, 0) AS outstanding, coalesce(inv.overdue_amount, 0) AS overdue_amount,
         coalesce(inv.invoices, 0) AS invoices, coalesce(inv.overdue_invoices, 0) AS overdue_invoices,
         to_char(inv.last_payment_at, 'YYYY-MM-DD') AS last_payment_at, inv.latest_status
    FROM users u
    LEFT JOIN owner_packages op ON op.owner_id = u.id
    LEFT JOIN subscription_plans sp ON sp.id = coalesce(op.subscription_plan_id, (SELECT id FROM free))
    LEFT JOIN inv ON inv.owner_id = u.id
    LEFT JOIN counts a ON a.owner_id = u.id
   WHERE u.role = 'filter_owner'
   ORDER BY coalesce(inv.outstanding, 0) DESC, u.name, u.id`;
let GetBillingSummaryHandler = class GetBillingSummaryHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute() {
        const [totals, owners] = await Promise.all([this.sql.one(SUMMARY_SQL), this.sql.rows(OWNERS_SQL)]);
        const t = totals;
        return {
            invoiced: (0, money_1.moneyNumber)(t.invoiced),
            collected: (0, money_1.moneyNumber)(t.collected),
            outstanding: (0, money_1.moneyNumber)(t.outstanding),
            invoices: t.invoices,
            pending_invoices: t.pending_invoices,
            paid_invoices: t.paid_invoices,
            overdue_invoices: t.overdue_invoices,
            overdue_amount: (0, money_1.moneyNumber)(t.overdue_amount),
            collection_rate: collectionRate(t.due_collected, t.due_billed),
            owners: owners.map((row) => ({
                owner_id: Number(row.owner_id),
                name: row.name,
                email: row.email,
                is_active: row.is_active,
                plan_name: row.plan_name ?? 'Free',
                plan_price: (0, money_1.moneyNumber)(row.plan_price ?? 0),
                plan_max_plants: row.plan_max_plants ?? 1,
                plants: row.plants,
                active_plants: row.active_plants,
                invoiced: (0, money_1.moneyNumber)(row.invoiced),
                collected: (0, money_1.moneyNumber)(row.collected),
                outstanding: (0, money_1.moneyNumber)(row.outstanding),
                overdue_amount: (0, money_1.moneyNumber)(row.overdue_amount),
                invoices: row.invoices,
                overdue_invoices: row.overdue_invoices,
                last_payment_at: row.last_payment_at,
                latest_status: row.latest_status,
            })),
        };
    }
};
exports.GetBillingSummaryHandler = GetBillingSummaryHandler;
exports.GetBillingSummaryHandler = GetBillingSummaryHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetBillingSummaryQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetBillingSummaryHandler);
exports.INVOICE_CONSOLE_QUERY_HANDLERS = [ListInvoiceRecordsHandler, GetBillingSummaryHandler];
//# sourceMappingURL=invoice-console.queries.js.map