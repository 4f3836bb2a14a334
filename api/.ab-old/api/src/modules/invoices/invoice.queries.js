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
exports.INVOICE_QUERY_HANDLERS = exports.GetInvoiceHandler = exports.GetInvoiceQuery = exports.ListInvoicesHandler = exports.ListInvoicesQuery = exports.INVOICE_COLUMNS = void 0;
exports.toInvoice = toInvoice;
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const sql_1 = require("../../platform/database/sql");
const invoice_decider_1 = require("./invoice.decider");
/** Dates as text (no time-zone shift through Date), the owner's current name. */
exports.INVOICE_COLUMNS = `i.id, i.number, i.owner_id, u.name AS owner_name, i.month, i.items, i.amount, i.paid_amount, i.status, i.payments,
  i.void_reason, i.issued_at, to_char(i.due_at, 'YYYY-MM-DD') AS due_at, to_char(i.paid_at, 'YYYY-MM-DD') AS paid_at`;
function toInvoice(row) {
    return {
        id: Number(row.id),
        number: row.number,
        owner_id: Number(row.owner_id),
        owner_name: row.owner_name ?? '',
        month: row.month,
        items: row.items.map((item) => ({ ...item, amount: (0, money_1.moneyNumber)(item.amount) })),
        amount: (0, money_1.moneyNumber)(row.amount),
        paid_amount: (0, money_1.moneyNumber)(row.paid_amount),
        status: row.status,
        issued_at: new Date(row.issued_at).toISOString(),
        due_at: row.due_at,
        paid_at: row.paid_at,
        payments: row.payments.map((p) => ({ ...p, amount: (0, money_1.moneyNumber)(p.amount) })),
        void_reason: row.void_reason,
    };
}
/** A page of invoices, newest month first (then newest issued), with the number matching. */
class ListInvoicesQuery {
    filters;
    constructor(filters) {
        this.filters = filters;
    }
}
exports.ListInvoicesQuery = ListInvoicesQuery;
let ListInvoicesHandler = class ListInvoicesHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ filters }) {
        const where = `($1::text IS NULL OR i.status = $1) AND ($2::bigint IS NULL OR i.owner_id = $2) AND ($3::text IS NULL OR i.month = $3)`;
        const values = [filters.status ?? null, filters.ownerId ?? null, filters.month ?? null];
        const [count, rows] = await Promise.all([
            this.sql.one(`SELECT count(*)::int AS total FROM invoices i WHERE ${where}`, values),
            this.sql.rows(`SELECT ${exports.INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE ${where}
          ORDER BY i.month DESC, i.id DESC LIMIT $4::bigint OFFSET $5::bigint`, [...values, filters.perPage, (filters.page - 1) * filters.perPage]),
        ]);
        const total = count?.total ?? 0;
        return {
            data: rows.map(toInvoice),
            current_page: filters.page,
            last_page: Math.max(1, Math.ceil(total / filters.perPage)),
            per_page: filters.perPage,
            total,
        };
    }
};
exports.ListInvoicesHandler = ListInvoicesHandler;
exports.ListInvoicesHandler = ListInvoicesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListInvoicesQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListInvoicesHandler);
/** One invoice; with `ownerId`, only that owner's (404 for anyone else's). */
class GetInvoiceQuery {
    invoiceId;
    ownerId;
    constructor(invoiceId, ownerId = null) {
        this.invoiceId = invoiceId;
        this.ownerId = ownerId;
    }
}
exports.GetInvoiceQuery = GetInvoiceQuery;
let GetInvoiceHandler = class GetInvoiceHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ invoiceId, ownerId }) {
        const row = await this.sql.one(`SELECT ${exports.INVOICE_COLUMNS} FROM invoices i LEFT JOIN users u ON u.id = i.owner_id WHERE i.id = $1 AND ($2::bigint IS NULL OR i.owner_id = $2)`, [invoiceId, ownerId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(invoice_decider_1.INVOICE_NOT_FOUND);
        return toInvoice(row);
    }
};
exports.GetInvoiceHandler = GetInvoiceHandler;
exports.GetInvoiceHandler = GetInvoiceHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetInvoiceQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetInvoiceHandler);
exports.INVOICE_QUERY_HANDLERS = [ListInvoicesHandler, GetInvoiceHandler];
//# sourceMappingURL=invoice.queries.js.map