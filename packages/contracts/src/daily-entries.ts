// Daily delivery entries, payments and the day's sheet: /api/filter-owner/daily-entries…,
// /api/filter-owner/customers/{id}/payments and (for riders) /api/rider/…. Every entry and payment
// is a line of the customer's ledger (an event on the customer's stream); a correction is a
// reversal with a reason, never an edit. Money is a JSON number with at most 2 decimals.

import type { Coordinates } from './location';
import type { EntryItem, EntryItemInput, HeldContainers } from './products';
import type { DueItem } from './schedules';

export type DeliveryStatus = 'delivered' | 'not_home' | 'refused' | 'skipped';
export type PaymentMethod = 'cash' | 'jazzcash' | 'easypaisa' | 'bank' | 'other';

/** One row of a batch (POST /daily-entries/batch, POST /api/rider/entries) or the body of POST /daily-entries (with `date`). */
export interface DailyEntryInput {
  customer_id: number;
  /** The first product's cans delivered; with `items`, absent or the first product's item's. */
  cans_delivered?: number;
  /** Empties of the first product collected. */
  cans_returned?: number;
  /** Price of the first product; absent = the customer's effective rate. */
  rate?: number;
  /** What is delivered and returned of each product; absent = the first product's cans above. */
  items?: EntryItemInput[];
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
  /** The first product's cans. */
  cans_delivered: number;
  cans_returned: number;
  /** The first product's rate. */
  rate: number;
  /** Σ delivered × rate over the items. */
  amount: number;
  /** Each product the entry moved; empty when it moved nothing (money only, not home). */
  items: EntryItem[];
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
  /** The schedule's cans of the first product that day (the prefill). */
  default_quantity: number;
  /** What the schedule's lines bring that day, per product, the first product's included (the prefill). */
  default_items: DueItem[];
  /** The customer's effective rate on the day. */
  rate: number;
  /** Balance before the day's saved entries. */
  previous_balance: number;
  /** Cans at the customer now. */
  cans_out: number;
  balance: number;
  flags: SheetFlags;
  /** Their own prices of the plant's other products; a product not here sells at its default_rate. */
  product_rates: { product_id: number; rate: number }[];
  /** Containers held of each returnable product (the first product's is also cans_out), and what a deposit covers of them. */
  containers: HeldContainers[];
  /** Entries already saved for the customer that day (not reversed). */
  entries: DailyEntry[];
}

/** A product the sheet offers: the plant's active products sold on entries, in their order. */
export interface SheetProduct {
  id: number;
  name: string;
  name_ur: string | null;
  unit: string;
  returnable: boolean;
  /** PKR; the first product's price for a row is the row's `rate` (the customer's own or the plant's). */
  default_rate: number;
  /** PKR a container asks as deposit; above 0, holding more than the deposit covers is flagged. */
  deposit_per_unit: number;
}

/** GET /daily-entries/sheet, GET /api/rider/sheet */
export interface DailySheet {
  date: string;
  filter_plant_id: number;
  rows: SheetRow[];
  /** What the plant sells on entries, in order: one product looks as the sheet always did, more get a column pair each. */
  products: SheetProduct[];
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
