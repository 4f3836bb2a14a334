import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { Decider } from '../../platform/event-store/decider';
import { InvoiceEvent, InvoiceIssuedData, InvoiceRef } from './invoice.events';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

export type InvoiceStatus = 'none' | 'pending' | 'paid' | 'overdue' | 'void';

export interface InvoiceState {
  status: InvoiceStatus;
  ref: InvoiceRef | null;
  /** Paisa. */
  amount: number;
  paid: number;
  dueAt: string | null;
}

export type InvoiceCommand =
  | { type: 'IssueInvoice'; invoice: InvoiceIssuedData }
  | { type: 'RecordPayment'; amount: string; method: string; reference: string | null; paidAt: string }
  /** `today` is the billing day (YYYY-MM-DD, BILLING_TIME_ZONE) the check is made on. */
  | { type: 'MarkOverdue'; today: string }
  | { type: 'VoidInvoice'; reason: string };

const initialState: InvoiceState = { status: 'none', ref: null, amount: 0, paid: 0, dueAt: null };

function evolve(state: InvoiceState, event: InvoiceEvent): InvoiceState {
  switch (event.type) {
    case 'InvoiceIssued': {
      const { invoice_id, owner_id, amount, due_at } = event.data;
      return { status: 'pending', ref: { invoice_id, owner_id }, amount: toPaisa(amount), paid: 0, dueAt: due_at };
    }
    case 'InvoicePaymentRecorded':
      return { ...state, paid: toPaisa(event.data.paid_amount), status: event.data.paid_in_full ? 'paid' : state.status };
    case 'InvoiceMarkedOverdue':
      return { ...state, status: 'overdue' };
    case 'InvoiceVoided':
      return { ...state, status: 'void' };
  }
}

const refused = (message: string, code: string) => new DomainError('validation', message, { code });

function decide(command: InvoiceCommand, state: InvoiceState): InvoiceEvent[] {
  if (command.type === 'IssueInvoice') {
    if (state.status !== 'none') throw DomainError.conflict('This invoice already exists.');
    if (toPaisa(command.invoice.amount) <= 0) throw DomainError.validation('An invoice is issued for an amount greater than 0.');
    return [{ type: 'InvoiceIssued', data: command.invoice }];
  }
  if (state.status === 'none' || !state.ref || !state.dueAt) throw DomainError.notFound(INVOICE_NOT_FOUND);
  const ref = state.ref;
  switch (command.type) {
    case 'RecordPayment': {
      if (state.status === 'void') throw refused('This invoice was voided: it takes no payments.', ERROR_CODES.invoiceVoid);
      if (state.status === 'paid') throw refused('This invoice is already paid in full.', ERROR_CODES.invoicePaid);
      const amount = toPaisa(command.amount);
      if (amount <= 0) throw DomainError.field('amount', 'The amount must be greater than 0.');
      const outstanding = state.amount - state.paid;
      if (amount > outstanding)
        throw new DomainError('validation', `The amount is more than the ${fromPaisa(outstanding)} still due on this invoice.`, {
          code: ERROR_CODES.invoiceOverpaid,
          errors: { amount: [`The amount may not be more than ${fromPaisa(outstanding)}, the amount still due.`] },
        });
      const paid = state.paid + amount;
      return [
        {
          type: 'InvoicePaymentRecorded',
          data: {
            ...ref,
            amount: fromPaisa(amount),
            method: command.method,
            reference: command.reference,
            paid_at: command.paidAt,
            paid_amount: fromPaisa(paid),
            paid_in_full: paid === state.amount,
          },
        },
      ];
    }
    case 'MarkOverdue':
      // Only a pending invoice whose due day has passed; anything else is already settled (idempotent).
      if (state.status !== 'pending' || command.today <= state.dueAt) return [];
      return [{ type: 'InvoiceMarkedOverdue', data: { ...ref, as_of: command.today } }];
    case 'VoidInvoice':
      if (state.status === 'void') throw refused('This invoice was already voided.', ERROR_CODES.invoiceVoid);
      if (state.paid > 0)
        throw refused('This invoice has payments recorded: an invoice with payments cannot be voided.', ERROR_CODES.invoiceHasPayments);
      return [{ type: 'InvoiceVoided', data: { ...ref, reason: command.reason } }];
  }
}

/**
 * One invoice to an owner: issued, paid in one or more payments (paid when the payments reach the
 * amount), marked overdue after its due day while unpaid, voided with a reason (only without payments).
 */
export const invoiceDecider: Decider<InvoiceState, InvoiceCommand, InvoiceEvent> = { initialState, evolve, decide };
