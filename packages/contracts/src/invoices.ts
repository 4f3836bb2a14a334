// Platform billing: invoices to owners. /api/super-admin/invoices… and /api/filter-owner/invoices.
// Money is a JSON number with at most 2 decimals (stored exactly as numeric; decimal strings in the
// events). Nothing is edited in place: issue, payments, overdue and void are events of the invoice.

export type InvoiceStatus = 'pending' | 'paid' | 'overdue' | 'void';

/** One plant's line: the plan's monthly price pro-rated by the days the plant was active in the month. */
export interface InvoiceItem {
  description: string;
  plant_id: number;
  days: number;
  amount: number;
}

export interface InvoicePayment {
  amount: number;
  method: string;
  reference: string | null;
  /** YYYY-MM-DD. */
  paid_at: string;
  recorded_at: string;
}

export interface Invoice {
  id: number;
  /** INV-YYYY-NNN, YYYY the billed month's year, NNN counted per year. */
  number: string;
  owner_id: number;
  owner_name: string;
  /** YYYY-MM, the month billed. */
  month: string;
  items: InvoiceItem[];
  amount: number;
  paid_amount: number;
  status: InvoiceStatus;
  issued_at: string;
  /** YYYY-MM-DD: the 10th of the month after the billed one. */
  due_at: string;
  /** YYYY-MM-DD of the payment that paid it in full; null until then. */
  paid_at: string | null;
  payments: InvoicePayment[];
  void_reason: string | null;
}

export interface InvoicePage {
  data: Invoice[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** POST /api/super-admin/invoices/run: the job that issues the month's invoices (GET /api/super-admin/jobs/{job_id}). */
export interface InvoiceRunQueued {
  job_id: string;
  queue: 'redis' | 'in-process';
  month: string;
}

/** The run job's result. */
export interface InvoiceRunResult {
  month: string;
  issued: number;
  already_issued: number;
  invoice_ids: number[];
}

export interface InvoicePaymentInput {
  amount: number;
  method: string;
  reference?: string | null;
  paid_at: string;
}

/** One owner on the Billing screen's Tenants tab: their plan and their invoices summed. */
export interface BillingOwnerRow {
  owner_id: number;
  name: string;
  email: string;
  is_active: boolean;
  plan_name: string;
  plan_price: number;
  /** 0 = unlimited. */
  plan_max_plants: number;
  plants: number;
  active_plants: number;
  /** Everything invoiced to them, void invoices left out. */
  invoiced: number;
  collected: number;
  /** Still owed on pending and overdue invoices. */
  outstanding: number;
  overdue_amount: number;
  invoices: number;
  overdue_invoices: number;
  /** YYYY-MM-DD of the last invoice paid in full; null before any. */
  last_payment_at: string | null;
  /** The status of their latest (non-void) invoice. */
  latest_status: InvoiceStatus | null;
}

/** GET /api/super-admin/invoices/summary: the Billing screen's cards and Tenants tab. */
export interface BillingSummary {
  invoiced: number;
  collected: number;
  outstanding: number;
  invoices: number;
  pending_invoices: number;
  paid_invoices: number;
  overdue_invoices: number;
  overdue_amount: number;
  /** Collected ÷ billed of the invoices come due (paid or overdue), percent to one decimal; 100 when none. */
  collection_rate: number;
  owners: BillingOwnerRow[];
}
