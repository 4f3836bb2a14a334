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
exports.STATEMENT_QUERY_HANDLERS = exports.ListStatementSharesHandler = exports.ListStatementSharesQuery = exports.shareStatus = exports.SharedStatementHandler = exports.SharedStatementQuery = exports.CustomerStatementHandler = exports.CustomerStatementQuery = exports.MONTH_IN_FUTURE = void 0;
exports.monthDays = monthDays;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const CUSTOMER_NOT_FOUND = 'Customer not found.';
const plant_calendar_1 = require("../plants/plant-calendar");
const share_token_1 = require("./share-token");
const statement_share_decider_1 = require("./statement-share.decider");
/** The first and last plant day of a month (YYYY-MM). */
function monthDays(month) {
    const [year, mon] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
    return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
exports.MONTH_IN_FUTURE = "The month may not be after the plant's current month.";
/** The customer's row with what the header needs: none when it is not the owner's. */
const HEADER = `
  SELECT c.id, c.code, c.name, c.plant_id, c.phone, c.whatsapp, c.language, coalesce(c.rate, p.default_can_rate) AS rate, a.name AS area,
         p.name AS plant_name, p.code AS plant_code, p.address AS plant_address, p.phone AS plant_phone,
         p.payment_details AS plant_payment_details
    FROM customers c
    JOIN plants p ON p.id = c.plant_id
    LEFT JOIN areas a ON a.id = c.area_id
   WHERE c.id = $1::bigint AND c.owner_id = $2::bigint`;
/** Balance and cans before the month, and the deposit held at its end. $1 customer, $2 owner, $3 from, $4 to. */
const OPENING = `
  SELECT coalesce(sum(debit - credit) FILTER (WHERE date < $3::date), 0) AS balance,
         coalesce(sum(cans_delivered - cans_returned) FILTER (WHERE date < $3::date), 0)::int AS cans,
         coalesce(sum(deposit_amount), 0) AS deposit_amount, coalesce(sum(deposit_cans), 0)::int AS deposit_cans
    FROM customer_ledger_lines
   WHERE customer_id = $1::bigint AND owner_id = $2::bigint AND date <= $4::date`;
/** The month's lines summed per plant day. */
const DAYS = `
  SELECT date::text AS date, sum(cans_delivered)::int AS cans_delivered, sum(cans_returned)::int AS cans_returned,
         sum(debit) AS debit, sum(credit) AS credit
    FROM customer_ledger_lines
   WHERE customer_id = $1::bigint AND owner_id = $2::bigint AND date BETWEEN $3::date AND $4::date
   GROUP BY date ORDER BY date`;
/**
 * A customer's month (GET …/statement): the ledger read model summed per plant day, with running
 * figures in integer paisa, so opening + lines = closing to the paisa, as the ledger. 404 when the
 * customer is not the owner's; 422 for a month after the plant's current one (its time zone).
 */
class CustomerStatementQuery {
    ownerId;
    customerId;
    month;
    constructor(ownerId, customerId, month) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.month = month;
    }
}
exports.CustomerStatementQuery = CustomerStatementQuery;
let CustomerStatementHandler = class CustomerStatementHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, customerId, month }) {
        const header = await this.sql.one(HEADER, [customerId, ownerId]);
        if (!header)
            throw domain_error_1.DomainError.notFound(CUSTOMER_NOT_FOUND);
        const plantId = Number(header.plant_id);
        const calendar = await (0, plant_calendar_1.loadPlantCalendar)((text, values) => this.sql.rows(text, values), plantId);
        if (month > (0, plant_day_1.plantToday)(calendar.timeZone).slice(0, 7))
            throw domain_error_1.DomainError.field('month', exports.MONTH_IN_FUTURE);
        const period = monthDays(month);
        const params = [customerId, ownerId, period.from, period.to];
        const [opening, days] = await Promise.all([
            this.sql.one(OPENING, params),
            this.sql.rows(DAYS, params),
        ]);
        let balance = (0, money_1.toPaisa)(opening.balance);
        let cans = opening.cans;
        const totals = { cans_delivered: 0, cans_returned: 0, amount: 0, paid: 0 };
        const lines = days.map((day) => {
            const debit = (0, money_1.toPaisa)(day.debit);
            const credit = (0, money_1.toPaisa)(day.credit);
            balance += debit - credit;
            cans += day.cans_delivered - day.cans_returned;
            totals.cans_delivered += day.cans_delivered;
            totals.cans_returned += day.cans_returned;
            totals.amount += debit;
            totals.paid += credit;
            return {
                date: day.date,
                cans_delivered: day.cans_delivered,
                cans_returned: day.cans_returned,
                amount: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(debit)),
                paid: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(credit)),
                balance: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(balance)),
                cans,
            };
        });
        const statement = {
            month,
            period,
            plant: {
                name: header.plant_name,
                code: header.plant_code,
                address: header.plant_address,
                phone: header.plant_phone,
                payment_details: header.plant_payment_details,
            },
            customer: {
                id: Number(header.id),
                code: header.code,
                name: header.name,
                area: header.area,
                rate: (0, money_1.moneyNumber)(header.rate),
                language: header.language,
            },
            opening: { balance: (0, money_1.moneyNumber)(opening.balance), cans: opening.cans },
            lines,
            totals: {
                ...totals,
                amount: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(totals.amount)),
                paid: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(totals.paid)),
            },
            closing: {
                balance: (0, money_1.moneyNumber)((0, money_1.fromPaisa)(balance)),
                cans,
                security_deposit: { amount: (0, money_1.moneyNumber)(opening.deposit_amount), cans: opening.deposit_cans },
            },
        };
        return { statement, plantId, phone: header.phone, whatsapp: header.whatsapp };
    }
};
exports.CustomerStatementHandler = CustomerStatementHandler;
exports.CustomerStatementHandler = CustomerStatementHandler = __decorate([
    (0, cqrs_1.QueryHandler)(CustomerStatementQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], CustomerStatementHandler);
/**
 * GET /public/statements/{token}: the statement a link names, with the link's expiry and answers;
 * 404 with a code for a link unknown, revoked or expired at `now`.
 */
class SharedStatementQuery {
    token;
    now;
    constructor(token, now = new Date()) {
        this.token = token;
        this.now = now;
    }
}
exports.SharedStatementQuery = SharedStatementQuery;
let SharedStatementHandler = class SharedStatementHandler {
    sql;
    queries;
    constructor(sql, queries) {
        this.sql = sql;
        this.queries = queries;
    }
    async execute({ token, now }) {
        const row = await (0, share_token_1.findShare)(this.sql, token, null);
        (0, statement_share_decider_1.assertOpen)(row.revoked_at ? 'revoked' : 'active', row.expires_at.toISOString(), now);
        const [found, answers] = await Promise.all([
            this.queries.execute(new CustomerStatementQuery(Number(row.owner_id), Number(row.customer_id), row.month)),
            this.sql.rows(`SELECT answer, message, answered_at FROM statement_share_answers WHERE share_id = $1 ORDER BY version`, [row.id]),
        ]);
        return {
            ...found.statement,
            share: {
                expires_at: row.expires_at.toISOString(),
                answers: answers.map((a) => ({ answer: a.answer, message: a.message, answered_at: a.answered_at.toISOString() })),
            },
        };
    }
};
exports.SharedStatementHandler = SharedStatementHandler;
exports.SharedStatementHandler = SharedStatementHandler = __decorate([
    (0, cqrs_1.QueryHandler)(SharedStatementQuery),
    __metadata("design:paramtypes", [sql_1.Sql,
        cqrs_1.QueryBus])
], SharedStatementHandler);
const shareStatus = (row, now) => row.revoked_at ? 'revoked' : now.getTime() >= row.expires_at.getTime() ? 'expired' : 'active';
exports.shareStatus = shareStatus;
/** The customer's share links, newest first, each with its answers in order. */
const SHARES = `
  SELECT s.id, s.month, s.created_at, s.expires_at, s.revoked_at,
         coalesce((SELECT json_agg(json_build_object('answer', a.answer, 'message', a.message, 'answered_at', a.answered_at) ORDER BY a.version)
                     FROM statement_share_answers a WHERE a.share_id = s.id), '[]') AS answers
    FROM statement_shares s
   WHERE s.owner_id = $1::bigint AND s.customer_id = $2::bigint
   ORDER BY s.id DESC`;
class ListStatementSharesQuery {
    ownerId;
    customerId;
    now;
    constructor(ownerId, customerId, now = new Date()) {
        this.ownerId = ownerId;
        this.customerId = customerId;
        this.now = now;
    }
}
exports.ListStatementSharesQuery = ListStatementSharesQuery;
let ListStatementSharesHandler = class ListStatementSharesHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, customerId, now }) {
        const customer = await this.sql.one(`SELECT 1 FROM customers WHERE id = $1::bigint AND owner_id = $2::bigint`, [customerId, ownerId]);
        if (!customer)
            throw domain_error_1.DomainError.notFound(CUSTOMER_NOT_FOUND);
        const rows = await this.sql.rows(SHARES, [ownerId, customerId]);
        return rows.map((row) => ({
            id: Number(row.id),
            month: row.month,
            status: (0, exports.shareStatus)(row, now),
            created_at: row.created_at.toISOString(),
            expires_at: row.expires_at.toISOString(),
            revoked_at: row.revoked_at?.toISOString() ?? null,
            answers: row.answers.map((a) => ({ ...a, answered_at: new Date(a.answered_at).toISOString() })),
        }));
    }
};
exports.ListStatementSharesHandler = ListStatementSharesHandler;
exports.ListStatementSharesHandler = ListStatementSharesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListStatementSharesQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListStatementSharesHandler);
exports.STATEMENT_QUERY_HANDLERS = [CustomerStatementHandler, SharedStatementHandler, ListStatementSharesHandler];
//# sourceMappingURL=statement.queries.js.map