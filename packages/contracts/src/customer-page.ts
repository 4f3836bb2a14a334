import type { CustomerLanguage } from './customers';

/**
 * A customer's own page, `/c/{token}`: no app, no password; the link is the key (128 random bits),
 * revoked or rotated by the owner, optionally with a 4-digit PIN. Everything the customer asks
 * arrives to the owner as a request to accept or decline.
 */

/** What a customer can ask: confirm or dispute a month's statement, an extra delivery, a pause, a problem. */
export type CustomerRequestKind = 'statement_confirm' | 'statement_dispute' | 'extra_delivery' | 'pause' | 'problem';
export const CUSTOMER_REQUEST_KINDS: readonly CustomerRequestKind[] = [
  'statement_confirm',
  'statement_dispute',
  'extra_delivery',
  'pause',
  'problem',
];

/** A reported problem's kind. */
export type CustomerProblemKind = 'late' | 'leaking_can' | 'wrong_count' | 'other';
export const CUSTOMER_PROBLEM_KINDS: readonly CustomerProblemKind[] = ['late', 'leaking_can', 'wrong_count', 'other'];

export const CUSTOMER_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type CustomerRequestStatus = (typeof CUSTOMER_REQUEST_STATUSES)[number];

/** The longest note a customer or owner may write on a request. */
export const CUSTOMER_NOTE_MAX = 500;
/** An extra delivery asks for at most this many of a product. */
export const EXTRA_DELIVERY_MAX = 20;
/** A pause is at most this many days (the owner can set a longer one on the customer's page). */
export const PAUSE_MAX_DAYS = 90;
/** How far ahead a customer may ask for a date (extra delivery, pause start). */
export const REQUEST_AHEAD_DAYS = 60;

/** POST /api/public/customer-page/{token}/requests: what the customer asks (fields by kind). */
export interface CustomerRequestInput {
  kind: CustomerRequestKind;
  /** statement_confirm / statement_dispute: YYYY-MM, a month with a statement. */
  month?: string;
  /** extra_delivery: YYYY-MM-DD, from the plant's tomorrow up to REQUEST_AHEAD_DAYS ahead. */
  date?: string;
  /** extra_delivery: the product (the plant's first when absent) and how many (1..EXTRA_DELIVERY_MAX). */
  product_id?: number;
  quantity?: number;
  /** pause: YYYY-MM-DD, first and last day without deliveries (from tomorrow, at most PAUSE_MAX_DAYS). */
  from?: string;
  until?: string;
  /** problem: which kind. */
  problem?: CustomerProblemKind;
  /** The customer's words (required for a dispute and a problem of kind 'other'). */
  note?: string;
  /**
   * A random key (8–64 letters, digits, - or _) the page makes for one request and sends again
   * with it when the answer was lost: the same key of the same customer answers the request
   * already made instead of making another.
   */
  client_key?: string;
}

/** A request as the customer and the owner see it. */
export interface CustomerRequest {
  id: number;
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  month: string | null;
  date: string | null;
  product_id: number | null;
  product_name: string | null;
  quantity: number | null;
  from: string | null;
  until: string | null;
  problem: CustomerProblemKind | null;
  note: string | null;
  created_at: string;
  decided_at: string | null;
  /** The owner's words on accepting or declining (shown to the customer). */
  reply: string | null;
}

/** The owner's list (GET /api/filter-owner/customer-requests): each request with its customer and plant. */
export interface OwnerCustomerRequest extends CustomerRequest {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  plant_id: number;
  plant_name: string;
  area_name: string | null;
}

/** POST /api/filter-owner/customer-requests/{id}/accept and …/decline. */
export interface CustomerRequestDecision {
  reply?: string;
}

/** GET /api/public/customer-page/{token}: one customer's page (with X-Customer-Pin when the link has a PIN). */
export interface CustomerPage {
  customer: { code: string; name: string; address: string | null; language: CustomerLanguage };
  plant: { name: string; phone: string | null; payment_details: string | null; today: string };
  /** What the customer owes now (negative: paid ahead), PKR. */
  balance: number;
  /** Containers held now, by returnable product. */
  containers: { product_id: number; name: string; name_ur: string | null; held: number }[];
  /** Products the customer may ask an extra delivery of (the plant's active per-unit products). */
  products: { id: number; name: string; name_ur: string | null }[];
  /** The last three months of deliveries and payments, newest first (plant days). */
  lines: CustomerPageLine[];
  /** Months with a statement to download, newest first, with the customer's answer if any. */
  statements: { month: string; answer: 'statement_confirm' | 'statement_dispute' | null }[];
  /** The customer's requests of the last 90 days, newest first. */
  requests: CustomerRequest[];
}

export interface CustomerPageLine {
  date: string;
  kind: string;
  description: string;
  /** What the line added to the balance (delivery) and took off (payment), PKR. */
  debit: number;
  credit: number;
  cans_delivered: number;
  cans_returned: number;
}

/** The owner's view of a customer's link (GET/POST /api/filter-owner/customers/{id}/page-link). */
export interface CustomerPageLink {
  customer_id: number;
  status: 'none' | 'active' | 'revoked';
  /** The page's address while active; null otherwise. */
  url: string | null;
  /** The 4 digits asked before the page opens; null when the link has no PIN. */
  pin: string | null;
  issued_at: string | null;
  /** https://wa.me/… with the link, when the customer has a number. */
  whatsapp_url: string | null;
}

/** POST …/page-link: issue (or rotate: the old address stops at once), with or without a PIN. */
export interface CustomerPageLinkInput {
  /** true: a new random 4-digit PIN; false: none; absent: keep the current setting. */
  pin?: boolean;
}

/** GET /api/filter-owner/customer-requests?status=&kind=&filter_plant_id=&customer_id=&page=&per_page= (newest first). */
export interface CustomerRequestList {
  data: OwnerCustomerRequest[];
  total: number;
  page: number;
  per_page: number;
  /** The owner's pending requests in all (the header's envelope). */
  pending: number;
}
