import type { CustomerLanguage } from './customers';

/**
 * A customer's monthly statement (GET /api/filter-owner/customers/{id}/statement?month=YYYY-MM,
 * and the same through a share link, GET /api/public/statements/{token}): the ledger of the
 * month summed per plant day. opening + every line = closing, exactly as the ledger.
 */
export interface StatementHeader {
  /** payment_details: how customers pay the plant (its setting), the statement's "how to pay" line; null when not set. */
  plant: { name: string; code: string; address: string; phone: string | null; payment_details: string | null };
  /** language: the customer's (what the PDF and the share page default to). */
  customer: { id: number; code: string; name: string; area: string | null; rate: number; language: CustomerLanguage };
}

export interface StatementLine {
  /** YYYY-MM-DD, a plant day of the month that has ledger lines (a reversal counts on the day it is dated). */
  date: string;
  cans_delivered: number;
  cans_returned: number;
  /** The day's debits (what the customer came to owe). */
  debit: number;
  /** The day's credits (payments, credits, reversed charges). */
  credit: number;
  /** The same as `debit`, under the name the screens and the PDF use. */
  amount: number;
  /** The same as `credit`, under the name the screens and the PDF use. */
  paid: number;
  /** Running balance after the day. */
  balance: number;
  /** Running cans at the customer after the day. */
  cans: number;
}

export interface Statement extends StatementHeader {
  /** YYYY-MM. */
  month: string;
  period: { from: string; to: string };
  /** Balance and cans before the month; the customer's opening figures are here, never a line (zero before their first line). */
  opening: { balance: number; cans: number };
  lines: StatementLine[];
  /** The month per product (those moved or held), in the plant's order; the lines' cans are the first product's. */
  products: StatementProduct[];
  /** debit/credit and their aliases amount/paid, as on the lines. */
  totals: { cans_delivered: number; cans_returned: number; debit: number; credit: number; amount: number; paid: number };
  closing: { balance: number; cans: number; security_deposit: { amount: number; cans: number } };
}

/** One product's month on a statement. */
export interface StatementProduct {
  product_id: number;
  name: string;
  name_ur: string | null;
  unit: string;
  returnable: boolean;
  /** Containers held before the month (returnable products; 0 for others). */
  opening_held: number;
  delivered: number;
  returned: number;
  /** Containers lost and charged this month. */
  lost: number;
  closing_held: number;
  /** What its deliveries came to this month, reversals taken off, PKR. */
  amount: number;
}

export type StatementAnswerKind = 'correct' | 'question';

export interface StatementShareLink {
  url: string;
  token: string;
  expires_at: string;
  /** null when the customer has neither a WhatsApp number nor a phone. */
  whatsapp_url: string | null;
}

export interface StatementShareAnswer {
  answer: StatementAnswerKind;
  message: string | null;
  answered_at: string;
}

export type StatementShareStatus = 'active' | 'expired' | 'revoked';

export interface StatementShare {
  id: number;
  month: string;
  status: StatementShareStatus;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  answers: StatementShareAnswer[];
}

/** GET /api/public/statements/{token}: the statement, with the link's expiry and the answers given so far. */
export interface PublicStatement extends Statement {
  share: { expires_at: string; answers: StatementShareAnswer[] };
}

/** A month-end statement run (POST /api/filter-owner/statements/runs, GET …/runs/{id}). */
export interface StatementRun {
  id: number;
  plant_id: number;
  area_id: number | null;
  /** YYYY-MM. */
  month: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** Customers covered (known once the job starts). */
  total: number;
  /** Statements rendered and stored. */
  done: number;
  failed: number;
  /** 0…100. */
  progress: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** One customer's statement in a run (its PDF at …/runs/{id}/statements/{customer_id}). */
export interface StatementRunFile {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  area: string | null;
  closing_balance: number;
  cans: number;
  /** When the month's link to this customer was last marked sent (WhatsApp); null if never. */
  sent_at: string | null;
}

export interface StatementRunDetail extends StatementRun {
  files: StatementRunFile[];
}

/** POST …/statements/runs: the run, and whether an existing run for the same month and area answered (ledger unchanged). */
export interface StatementRunStarted {
  run: StatementRun;
  reused: boolean;
}
