// Customers and their ledger: /api/filter-owner/customers… Money is a JSON number with at most
// 2 decimals (stored exactly as numeric); cans are integers.

import type { ContainerHolding, ProductRate } from './products';
import type { CustomerScheduleInput } from './schedules';

export type CustomerStatus = 'active' | 'paused' | 'inactive';

/** The language the customer's statements, share page and WhatsApp messages are written in. */
export type CustomerLanguage = 'en' | 'ur';

export interface CustomerPause {
  id: number;
  /** YYYY-MM-DD, the first paused day. */
  from: string;
  /** YYYY-MM-DD, the last paused day; null = until resumed by hand. */
  until: string | null;
  reason: string | null;
  created_at: string;
}

export interface Customer {
  id: number;
  filter_plant_id: number;
  code: string;
  name: string;
  /** E.164, e.g. +923001234567. */
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  area_id: number;
  area_name: string;
  employee_id: number | null;
  employee_name: string | null;
  /** The customer's own rate; null = the plant's default_can_rate. */
  rate: number | null;
  effective_rate: number;
  security_deposit_cans: number;
  security_deposit_amount: number;
  opening_balance: number;
  opening_cans: number;
  /** YYYY-MM-DD: the plant's day the opening figures stand at (nothing is dated before it); null for customers registered before it was kept. */
  opening_date: string | null;
  credit_limit: number | null;
  can_limit: number | null;
  /** `paused` when today (the plant's day) falls inside one of the pauses. */
  status: CustomerStatus;
  is_active: boolean;
  pauses: CustomerPause[];
  notes: string | null;
  /** Statements and WhatsApp messages to the customer are in it; 'en' for customers made before it existed. */
  language: CustomerLanguage;
  /** Money owed now; negative = advance. */
  balance: number;
  /** Cans at the customer now. */
  cans_out: number;
  over_credit_limit: boolean;
  over_can_limit: boolean;
  last_delivery_at: string | null;
  last_payment_at: string | null;
  created_at: string;
  /** Their own prices of products other than the first (whose price is `rate`). */
  product_rates: ProductRate[];
  /** Products they rent by the month (one customer's answer only). */
  rentals?: CustomerRental[];
  /** The containers held of each returnable product (one customer's answer only, not the list's). */
  containers?: ContainerHolding[];
}

/** GET /filter-owner/customers */
export interface CustomerListQuery {
  filter_plant_id?: number;
  area_id?: number;
  employee_id?: number;
  status?: CustomerStatus;
  search?: string;
  balance?: 'owing' | 'advance' | 'over_limit';
  /** name, code, balance, cans_out, last_delivery_at; a leading '-' sorts descending. */
  sort?: string;
  page?: number;
  per_page?: number;
}

export interface CustomerList {
  data: Customer[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  /** Over every customer matching the filters, not only this page. */
  totals: { balance: number; cans_out: number };
}

/** Containers of one returnable product at a customer when they join (POST /filter-owner/customers). */
export interface OpeningContainer {
  product_id: number;
  /** A whole number, 0 or more. */
  quantity: number;
}

/** POST /filter-owner/customers (PUT /{id} takes the same fields, all optional, without the opening ones). */
export interface CustomerInput {
  code?: string;
  name: string;
  phone?: string | null;
  whatsapp?: string | null;
  address?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  area_id: number;
  employee_id?: number | null;
  rate?: number | null;
  /** The customer's own price of the plant's other products (the first product's is `rate`); a product left out sells at its own rate. Replaces the whole list when given. */
  product_rates?: ProductRate[];
  security_deposit_cans?: number;
  security_deposit_amount?: number;
  opening_balance?: number;
  opening_cans?: number;
  /**
   * POST only: containers of the plant's returnable products at the customer on joining, each
   * product once (product 1's are `opening_cans`; both may name it when they agree).
   */
  opening_containers?: OpeningContainer[];
  /** POST only: "opening as of", YYYY-MM-DD; today (the plant's day) when absent. */
  opening_date?: string;
  credit_limit?: number | null;
  can_limit?: number | null;
  notes?: string | null;
  /** 'en' (the default) or 'ur'. */
  language?: CustomerLanguage;
  /** POST only: the delivery schedule from the start (absent = daily, 1 can); later changes through PUT …/{id}/schedule. */
  schedule?: CustomerScheduleInput;
}

/** POST /filter-owner/customers/{id}/pauses */
export interface CustomerPauseInput {
  from: string;
  until?: string | null;
  reason?: string | null;
}

/** POST /filter-owner/customers/{id}/adjustments: amount and/or cans (either may be negative), with a reason. */
export interface CustomerAdjustmentInput {
  amount?: number;
  cans?: number;
  reason: string;
  /** YYYY-MM-DD; today (the plant's day) when absent. */
  date?: string;
}

/** POST /filter-owner/customers/{id}/deposits */
export interface CustomerDepositInput {
  kind: 'taken' | 'refunded';
  /** The returnable product the deposit covers; the first product's cans when absent. */
  product_id?: number;
  /** Containers the deposit covers. */
  cans?: number;
  amount?: number;
  date?: string;
  note?: string;
}

/** POST /filter-owner/customers/move */
export interface CustomerMoveInput {
  customer_ids: number[];
  area_id: number;
  employee_id?: number | null;
}

export type LedgerLineKind =
  'opening' | 'adjustment' | 'deposit_taken' | 'deposit_refunded' | 'reversal' | 'delivery' | 'payment' | 'containers_lost' | 'rental';

export interface LedgerLine {
  id: number;
  /** YYYY-MM-DD, the plant's day. */
  date: string;
  kind: LedgerLineKind;
  description: string;
  cans_delivered: number;
  cans_returned: number;
  /** Money the customer comes to owe by this line. */
  debit: number;
  /** Money the customer paid or was credited by this line. */
  credit: number;
  /** Cans newly covered by a security deposit (negative: refunded); deposits move neither balance nor cans_out. */
  deposit_cans: number;
  /** Deposit money taken (negative: refunded) by this line. */
  deposit_amount: number;
  /** Running balance after this line. */
  balance: number;
  /** Running cans at the customer after this line. */
  cans_balance: number;
  /** The id of the line that reverses this one, if any. */
  reversed_by: number | null;
  recorded_at: string;
}

/**
 * GET /filter-owner/customers/{id}/ledger?from=&to= . The customer's opening figures are in
 * `opening`, never a line: the opening is where the customer's history starts.
 */
export interface CustomerLedger {
  opening: { balance: number; cans: number };
  lines: LedgerLine[];
  closing: { balance: number; cans: number };
}

/** POST /filter-owner/customers/{id}/containers/lost: containers the customer lost or kept, charged to them. */
export interface ContainersLostInput {
  product_id: number;
  quantity: number;
  /** PKR charged on their ledger; 0 for none. */
  charge: number;
  reason?: string | null;
  /** YYYY-MM-DD; today (the plant's day) when absent. */
  date?: string;
}

/** A product the customer rents by the month (a dispenser), billed by the month-end statement run. */
export interface CustomerRental {
  product_id: number;
  product_name: string;
  quantity: number;
  /** The first day rented. */
  from: string;
  /** The last day rented; null while it runs. */
  until: string | null;
  /** The last month charged, YYYY-MM; null before the first charge. */
  charged_through: string | null;
  /** Their monthly price of one, PKR (their own rate of the product, else the product's). */
  rate: number;
}

/** POST /filter-owner/customers/{id}/rentals. */
export interface CustomerRentalInput {
  product_id: number;
  quantity: number;
  /** YYYY-MM-DD; today (the plant's day) when absent. */
  from?: string;
}
