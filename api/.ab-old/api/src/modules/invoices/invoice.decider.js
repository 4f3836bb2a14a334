"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.invoiceDecider = exports.INVOICE_HAS_PAYMENTS = exports.INVOICE_OVERPAID = exports.INVOICE_PAID = exports.INVOICE_VOID = exports.INVOICE_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
exports.INVOICE_NOT_FOUND = 'Invoice not found.';
exports.INVOICE_VOID = 'INVOICE_VOID';
exports.INVOICE_PAID = 'INVOICE_PAID';
exports.INVOICE_OVERPAID = 'INVOICE_OVERPAID';
exports.INVOICE_HAS_PAYMENTS = 'INVOICE_HAS_PAYMENTS';
const initialState = { status: 'none', ref: null, amount: 0, paid: 0, dueAt: null };
function evolve(state, event) {
    switch (event.type) {
        case 'InvoiceIssued': {
            const { invoice_id, owner_id, amount, due_at } = event.data;
            return { status: 'pending', ref: { invoice_id, owner_id }, amount: (0, money_1.toPaisa)(amount), paid: 0, dueAt: due_at };
        }
        case 'InvoicePaymentRecorded':
            return { ...state, paid: (0, money_1.toPaisa)(event.data.paid_amount), status: event.data.paid_in_full ? 'paid' : state.status };
        case 'InvoiceMarkedOverdue':
            return { ...state, status: 'overdue' };
        case 'InvoiceVoided':
            return { ...state, status: 'void' };
    }
}
const refused = (message, code) => new domain_error_1.DomainError('validation', message, { code });
function decide(command, state) {
    if (command.type === 'IssueInvoice') {
        if (state.status !== 'none')
            throw domain_error_1.DomainError.conflict('This invoice already exists.');
        if ((0, money_1.toPaisa)(command.invoice.amount) <= 0)
            throw domain_error_1.DomainError.validation('An invoice is issued for an amount greater than 0.');
        return [{ type: 'InvoiceIssued', data: command.invoice }];
    }
    if (state.status === 'none' || !state.ref || !state.dueAt)
        throw domain_error_1.DomainError.notFound(exports.INVOICE_NOT_FOUND);
    const ref = state.ref;
    switch (command.type) {
        case 'RecordPayment': {
            if (state.status === 'void')
                throw refused('This invoice was voided: it takes no payments.', exports.INVOICE_VOID);
            if (state.status === 'paid')
                throw refused('This invoice is already paid in full.', exports.INVOICE_PAID);
            const amount = (0, money_1.toPaisa)(command.amount);
            if (amount <= 0)
                throw domain_error_1.DomainError.field('amount', 'The amount must be greater than 0.');
            const outstanding = state.amount - state.paid;
            if (amount > outstanding)
                throw new domain_error_1.DomainError('validation', `The amount is more than the ${(0, money_1.fromPaisa)(outstanding)} still due on this invoice.`, {
                    code: exports.INVOICE_OVERPAID,
                    errors: { amount: [`The amount may not be more than ${(0, money_1.fromPaisa)(outstanding)}, the amount still due.`] },
                });
            const paid = state.paid + amount;
            return [
                {
                    type: 'InvoicePaymentRecorded',
                    data: {
                        ...ref,
                        amount: (0, money_1.fromPaisa)(amount),
                        method: command.method,
                        reference: command.reference,
                        paid_at: command.paidAt,
                        paid_amount: (0, money_1.fromPaisa)(paid),
                        paid_in_full: paid === state.amount,
                    },
                },
            ];
        }
        case 'MarkOverdue':
            // Only a pending invoice whose due day has passed; anything else is already settled (idempotent).
            if (state.status !== 'pending' || command.today <= state.dueAt)
                return [];
            return [{ type: 'InvoiceMarkedOverdue', data: { ...ref, as_of: command.today } }];
        case 'VoidInvoice':
            if (state.status === 'void')
                throw refused('This invoice was already voided.', exports.INVOICE_VOID);
            if (state.paid > 0)
                throw refused('This invoice has payments recorded: an invoice with payments cannot be voided.', exports.INVOICE_HAS_PAYMENTS);
            return [{ type: 'InvoiceVoided', data: { ...ref, reason: command.reason } }];
    }
}
/**
 * One invoice to an owner: issued, paid in one or more payments (paid when the payments reach the
 * amount), marked overdue after its due day while unpaid, voided with a reason (only without payments).
 */
exports.invoiceDecider = { initialState, evolve, decide };
//# sourceMappingURL=invoice.decider.js.map