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
exports.INVOICE_COMMAND_HANDLERS = exports.VoidInvoiceHandler = exports.VoidInvoiceCommand = exports.RecordInvoicePaymentHandler = exports.RecordInvoicePaymentCommand = exports.MarkOverdueInvoicesHandler = exports.MarkOverdueInvoicesCommand = exports.IssueMonthInvoicesHandler = exports.IssueMonthInvoicesCommand = exports.FUTURE_MONTH = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const sql_1 = require("../../platform/database/sql");
const event_store_1 = require("../../platform/event-store/event-store");
const plan_queries_1 = require("../plans/plan.queries");
const billing_month_1 = require("./billing-month");
const invoice_decider_1 = require("./invoice.decider");
const invoice_events_1 = require("./invoice.events");
const invoice_projection_1 = require("./invoice.projection");
/** How often an issue that lost its number to a concurrent one is tried again. */
const NUMBER_ATTEMPTS = 5;
exports.FUTURE_MONTH = 'The month has not started yet: only a past month or the current one can be billed.';
/**
 * Issues the month's invoices (the run job, or a test with its own `now`): one per owner whose
 * plants were active in the month for a non-zero amount, none for an owner who already has a live
 * (not void) invoice for it. Idempotent: the unique (owner, month) index of the read model is
 * checked in each issue's append transaction, so concurrent runs issue nothing twice.
 */
class IssueMonthInvoicesCommand {
    month;
    now;
    progress;
    constructor(month, now = new Date(), progress = async () => undefined) {
        this.month = month;
        this.now = now;
        this.progress = progress;
    }
}
exports.IssueMonthInvoicesCommand = IssueMonthInvoicesCommand;
let IssueMonthInvoicesHandler = class IssueMonthInvoicesHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ month, now, progress }) {
        const to = (0, billing_month_1.billedTo)(month, (0, billing_month_1.billingDay)(now));
        if (!to)
            throw domain_error_1.DomainError.field('month', exports.FUTURE_MONTH);
        // Owners without a live invoice for the month, with every activity change of their plants up to
        // two days past `to` (the exact cut is by billing day, in activeDays).
        const rows = await this.sql.rows(`SELECT c.plant_id, c.owner_id, p.name, p.code, c.active, c.at
         FROM plant_activity_changes c JOIN plants p ON p.id = c.plant_id
        WHERE c.at < ($2::date + 2)::timestamptz
          AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.owner_id = c.owner_id AND i.month = $1 AND i.status <> 'void')
        ORDER BY c.owner_id, c.plant_id, c.global_position`, [month, to]);
        const owners = new Map();
        for (const row of rows) {
            const ownerId = Number(row.owner_id);
            const plants = owners.get(ownerId) ?? new Map();
            owners.set(ownerId, plants);
            const plantId = Number(row.plant_id);
            const plant = plants.get(plantId) ?? { plant_id: plantId, name: row.name, code: row.code, changes: [] };
            plants.set(plantId, plant);
            plant.changes.push({ active: row.active, at: new Date(row.at) });
        }
        const result = { month, issued: 0, already_issued: 0, invoice_ids: [] };
        let done = 0;
        for (const [ownerId, plants] of owners) {
            const id = await this.issue(ownerId, [...plants.values()], month, to);
            if (id === 'exists')
                result.already_issued += 1;
            else if (id !== null) {
                result.issued += 1;
                result.invoice_ids.push(id);
            }
            done += 1;
            await progress(Math.round((done / owners.size) * 100));
        }
        return result;
    }
    /** One owner's invoice: its id, null when nothing is due, 'exists' when a live one was issued meanwhile. */
    async issue(ownerId, plants, month, to) {
        const plan = await this.sql.one(plan_queries_1.OWNER_PLAN_SQL, [ownerId]);
        const planView = {
            id: plan ? Number(plan.id) : null,
            name: plan?.name ?? 'Free',
            price_per_month: (0, money_1.money)(plan?.price_per_month ?? '0'),
        };
        const { items, amount } = (0, billing_month_1.invoiceItems)(plants, planView, month, to);
        if (items.length === 0 || amount === '0.00')
            return null;
        const year = Number(month.slice(0, 4));
        const invoiceId = await this.store.nextId('invoice_ids');
        for (let attempt = 1;; attempt += 1) {
            const next = await this.sql.one(`SELECT coalesce(max(sequence), 0)::int + 1 AS sequence FROM invoices WHERE year = $1`, [year]);
            const number = `INV-${year}-${String(next.sequence).padStart(3, '0')}`;
            try {
                await this.store.handle((0, invoice_events_1.invoiceStreamId)(invoiceId), invoice_decider_1.invoiceDecider, {
                    type: 'IssueInvoice',
                    invoice: {
                        invoice_id: invoiceId,
                        owner_id: ownerId,
                        number,
                        month,
                        items,
                        amount,
                        due_at: (0, billing_month_1.dueDay)(month),
                        plan: planView,
                        billed_to: to,
                    },
                }, { tenant_id: ownerId });
                return invoiceId;
            }
            catch (error) {
                if (error instanceof domain_error_1.DomainError && error.code === invoice_projection_1.INVOICE_EXISTS)
                    return 'exists';
                if (error instanceof domain_error_1.DomainError && error.code === invoice_projection_1.INVOICE_NUMBER_TAKEN && attempt < NUMBER_ATTEMPTS)
                    continue;
                throw error;
            }
        }
    }
};
exports.IssueMonthInvoicesHandler = IssueMonthInvoicesHandler;
exports.IssueMonthInvoicesHandler = IssueMonthInvoicesHandler = __decorate([
    (0, cqrs_1.CommandHandler)(IssueMonthInvoicesCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], IssueMonthInvoicesHandler);
/** Marks every pending invoice whose due day has passed at `now` (BILLING_TIME_ZONE) as overdue; idempotent. */
class MarkOverdueInvoicesCommand {
    now;
    constructor(now = new Date()) {
        this.now = now;
    }
}
exports.MarkOverdueInvoicesCommand = MarkOverdueInvoicesCommand;
let MarkOverdueInvoicesHandler = class MarkOverdueInvoicesHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ now }) {
        const today = (0, billing_month_1.billingDay)(now);
        const due = await this.sql.rows(`SELECT id, owner_id FROM invoices WHERE status = 'pending' AND due_at < $1::date ORDER BY id`, [today]);
        const ids = [];
        for (const row of due) {
            const { events } = await this.store.handle((0, invoice_events_1.invoiceStreamId)(Number(row.id)), invoice_decider_1.invoiceDecider, { type: 'MarkOverdue', today }, { tenant_id: Number(row.owner_id) }, { retryOnConflict: 3 });
            if (events.length > 0)
                ids.push(Number(row.id));
        }
        return { marked: ids.length, invoice_ids: ids };
    }
};
exports.MarkOverdueInvoicesHandler = MarkOverdueInvoicesHandler;
exports.MarkOverdueInvoicesHandler = MarkOverdueInvoicesHandler = __decorate([
    (0, cqrs_1.CommandHandler)(MarkOverdueInvoicesCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], MarkOverdueInvoicesHandler);
/** A payment to an invoice (partial ones allowed; paid when they reach the amount). */
class RecordInvoicePaymentCommand {
    invoiceId;
    input;
    constructor(invoiceId, input) {
        this.invoiceId = invoiceId;
        this.input = input;
    }
}
exports.RecordInvoicePaymentCommand = RecordInvoicePaymentCommand;
let RecordInvoicePaymentHandler = class RecordInvoicePaymentHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ invoiceId, input }) {
        const reference = input.reference?.trim() || null;
        await this.store.handle((0, invoice_events_1.invoiceStreamId)(invoiceId), invoice_decider_1.invoiceDecider, { type: 'RecordPayment', amount: (0, money_1.money)(input.amount), method: input.method.trim(), reference, paidAt: input.paid_at }, (state) => ({ tenant_id: state.ref?.owner_id ?? null }));
    }
};
exports.RecordInvoicePaymentHandler = RecordInvoicePaymentHandler;
exports.RecordInvoicePaymentHandler = RecordInvoicePaymentHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RecordInvoicePaymentCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], RecordInvoicePaymentHandler);
/** Voids an invoice (without payments) with a reason. */
class VoidInvoiceCommand {
    invoiceId;
    reason;
    constructor(invoiceId, reason) {
        this.invoiceId = invoiceId;
        this.reason = reason;
    }
}
exports.VoidInvoiceCommand = VoidInvoiceCommand;
let VoidInvoiceHandler = class VoidInvoiceHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ invoiceId, reason }) {
        await this.store.handle((0, invoice_events_1.invoiceStreamId)(invoiceId), invoice_decider_1.invoiceDecider, { type: 'VoidInvoice', reason: reason.trim() }, (state) => ({
            tenant_id: state.ref?.owner_id ?? null,
        }));
    }
};
exports.VoidInvoiceHandler = VoidInvoiceHandler;
exports.VoidInvoiceHandler = VoidInvoiceHandler = __decorate([
    (0, cqrs_1.CommandHandler)(VoidInvoiceCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], VoidInvoiceHandler);
exports.INVOICE_COMMAND_HANDLERS = [
    IssueMonthInvoicesHandler,
    MarkOverdueInvoicesHandler,
    RecordInvoicePaymentHandler,
    VoidInvoiceHandler,
];
//# sourceMappingURL=invoice.commands.js.map