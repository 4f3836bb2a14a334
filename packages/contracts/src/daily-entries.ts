// Daily delivery entries, payments and the day's sheet: /api/filter-owner/daily-entries…,
// /api/filter-owner/customers/{id}/payments and (for riders) /api/rider/…. Every entry and payment
// is a line of the customer's ledger (an event on the customer's stream); a correction is a
// reversal with a reason, never an edit. Money is a JSON number with at most 2 decimals.

import type { Coordinates } from './location';

export type DeliveryStatus = 'delivered' | 'not_home' | 'refused' | 'skipped';
export type PaymentMethod = 'cash' | 'jazzcash' | 'easypaisa' | 'bank' | 'other';

/** One row of a batch (POST /daily-entries/batch, POST /api/rider/entries) or the body of POST /daily-entries (with `date`). */
export interface DailyEntryInput {
  customer_id: number;
  cans_delivered: number;
  /** Empties collected. */
  cans_returned: number;
  /** Price per can; absent = the customer's effective rate. */
  rate?: number;
  /** Money received with the delivery; absent = 0. */
  collected?: number;
  /** Absent = cash. */
  payment_method?: PaymentMethod;
  /** The rider; absent = the customer's assigned rider (a rider's own batch: always the rider). */
  employee_id?: number | null;
  note?: string | null;
  /** Absent = delivered. Any other status delivers no cans. */
  status?: DeliveryStatus;
}

export interface DailyEntry {
  /** The entry's id, which is also its ledger line's id. */
  id: number;
  filter_plant_id: number;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  area_id: number;
  employee_id: number | null;
  employee_name: string | null;
  /** YYYY-MM-DD, the plant's day. */
  date: string;
  cans_delivered: number;
  cans_returned: number;
  rate: number;
  /** cans_delivered × rate. */
  amount: number;
  collected: number;
  payment_method: PaymentMethod;
  note: string | null;
  status: DeliveryStatus;
  /** The reversing line's id once reversed; a reversed entry counts in no total. */
  reversed_by: number | null;
  reversal_reason: string | null;
  recorded_at: string;
}

export interface DailyEntryTotals {
  entries: number;
  cans_delivered: number;
  cans_returned: number;
  amount: number;
  collected: number;
}

/** GET /daily-entries: paged like the customer list, with totals over every match (reversed entries left out of the totals). */
export interface DailyEntryList {
  data: DailyEntry[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  totals: DailyEntryTotals;
}

export interface SheetFlags {
  over_credit_limit: boolean;
  over_can_limit: boolean;
  /** Paused on the sheet's day (shown when entered anyway). */
  paused: boolean;
  /** Whole days since the last delivered cans before the sheet's day; null = never delivered. */
  no_delivery_for_days: number | null;
}

/** One customer on the day's sheet: due by their schedule, or already entered that day. */
export interface SheetRow {
  customer_id: number;
  code: string;
  name: string;
  address: string | null;
  phone: string | null;
  /** The customer's place on the map, when the owner has set it. */
  location: Coordinates | null;
  area_id: number;
  area_name: string;
  employee_id: number | null;
  employee_name: string | null;
  route_position: number | null;
  /** Due that day by their schedule. */
  scheduled: boolean;
  /** The schedule's cans (the prefill). */
  default_quantity: number;
  /** The customer's effective rate on the day. */
  rate: number;
  /** Balance before the day's saved entries. */
  previous_balance: number;
  /** Cans at the customer now. */
  cans_out: number;
  balance: number;
  flags: SheetFlags;
  /** Entries already saved for the customer that day (not reversed). */
  entries: DailyEntry[];
}

/** GET /daily-entries/sheet, GET /api/rider/sheet */
export interface DailySheet {
  date: string;
  filter_plant_id: number;
  rows: SheetRow[];
  /** Of the saved entries of the day on this sheet. */
  totals: DailyEntryTotals;
}

/** POST /daily-entries/batch, POST /api/rider/entries */
export interface DailyEntryBatchResult {
  date: string;
  entries: { id: number; customer_id: number; amount: number }[];
  balances: { customer_id: number; balance: number; cans_out: number }[];
}

/** POST /customers/{id}/payments */
export interface PaymentInput {
  amount: number;
  method: PaymentMethod;
  reference?: string | null;
  /** ISO timestamp; absent = now. Its plant day is the ledger line's date. */
  received_at?: string;
  employee_id?: number | null;
}

export interface Payment {
  /** Also the ledger line's id: reversed with POST /customers/{id}/ledger/{line}/reverse. */
  id: number;
  customer_id: number;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  received_at: string;
  date: string;
  employee_id: number | null;
  /** The customer's balance after it (negative = advance). */
  balance: number;
}
