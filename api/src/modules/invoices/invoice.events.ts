import { DecidedEvent } from '../../platform/event-store/decider';

export const invoiceStreamId = (invoiceId: number): string => `invoice-${invoiceId}`;

/** The zone the platform's billing days are counted in (months, due dates, overdue). */
export const BILLING_TIME_ZONE = 'Asia/Karachi';

/** One plant's line; money as a decimal string ("1500.00"). */
export interface InvoiceItemData {
  description: string;
  plant_id: number;
  days: number;
  amount: string;
}

export type InvoiceRef = { invoice_id: number; owner_id: number };

export interface InvoiceIssuedData extends InvoiceRef {
  /** INV-YYYY-NNN. */
  number: string;
  /** YYYY-MM. */
  month: string;
  items: InvoiceItemData[];
  amount: string;
  /** YYYY-MM-DD, the 10th of the following month. */
  due_at: string;
  /** The plan the items were priced with. */
  plan: { id: number | null; name: string; price_per_month: string };
  /** The last day billed (the month's last, or the run's day for the current month). */
  billed_to: string;
}

/**
 * The events of one invoice's stream (`invoice-{id}`). A payment carries the total paid after it
 * and whether that settles the invoice, so the projection needs nothing but the event.
 */
export type InvoiceEvent =
  | DecidedEvent<'InvoiceIssued', InvoiceIssuedData>
  | DecidedEvent<
      'InvoicePaymentRecorded',
      InvoiceRef & { amount: string; method: string; reference: string | null; paid_at: string; paid_amount: string; paid_in_full: boolean }
    >
  | DecidedEvent<'InvoiceMarkedOverdue', InvoiceRef & { as_of: string }>
  | DecidedEvent<'InvoiceVoided', InvoiceRef & { reason: string }>;

export const INVOICE_EVENT_TYPES: InvoiceEvent['type'][] = [
  'InvoiceIssued',
  'InvoicePaymentRecorded',
  'InvoiceMarkedOverdue',
  'InvoiceVoided',
];
