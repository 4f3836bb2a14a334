import type { Coordinates, CustomerLanguage, LedgerLineKind } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';
import type { LineItem } from './ledger-items';

export const customerStreamId = (customerId: number): string => `customer-${customerId}`;

export type CustomerRef = { customer_id: number; plant_id: number; owner_id: number };

/** The languages a customer's statements and WhatsApp messages can be written in. */
export const CUSTOMER_LANGUAGES: readonly CustomerLanguage[] = ['en', 'ur'];

/** What the owner edits on a customer; money as decimal strings, cans as integers. */
export interface CustomerProfile {
  code: string;
  name: string;
  /** E.164. */
  phone: string | null;
  whatsapp: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Price per can; null = the plant's default_can_rate. */
  rate: string | null;
  /** Their own prices of the plant's other products, by product number (decimal strings, in product order). */
  product_rates: { product_id: number; rate: string }[];
  credit_limit: string | null;
  can_limit: number | null;
  notes: string | null;
  /**
   * Statements and WhatsApp messages to the customer are written in it. Absent from the events
   * recorded before it existed: read as 'en' (wholeProfile) wherever a profile is read from one.
   */
  language: CustomerLanguage;
}

/** The profile as an event carries it: events recorded before customers had a language, or product rates, have none. */
export type RecordedProfile = Omit<CustomerProfile, 'language' | 'product_rates'> &
  Partial<Pick<CustomerProfile, 'language' | 'product_rates'>>;

/** A recorded profile whole: English and no product rates when the event has none (events are never rewritten). */
export const wholeProfile = <P extends RecordedProfile>(profile: P): P & Pick<CustomerProfile, 'language' | 'product_rates'> => ({
  ...profile,
  language: profile.language ?? 'en',
  product_rates: profile.product_rates ?? [],
});

/** Where a customer is served: an area of their plant and, optionally, a rider of that area. */
export interface CustomerPlacement {
  area_id: number;
  employee_id: number | null;
}

/**
 * One line of a customer's ledger, carried whole by every ledger event, so the ledger projection
 * needs nothing else and a later event type (a delivery, a payment, a return) is one more line
 * kind. `debit` is money the customer comes to owe, `credit` money paid or credited (decimal
 * strings; both only on a delivery that was paid for on the spot); cans delivered raise the cans at the customer, returned lower
 * them. A security deposit moves the deposit held (signed: refunds negative), not the balance.
 */
export interface LedgerMovement {
  line_id: number;
  /** The plant's day (YYYY-MM-DD) the line belongs to. */
  date: string;
  kind: LedgerLineKind;
  description: string;
  debit: string;
  credit: string;
  /** The first product's containers (items' product 1), as every line recorded before products counted them. */
  cans_delivered: number;
  cans_returned: number;
  deposit_cans: number;
  deposit_amount: string;
  /** What the line moved of each product (ledger-items.ts); lines recorded before products are upcast to the first product's. */
  items: LineItem[];
}

type Ledger = { line: LedgerMovement };

/** A rental is named by its product and the day it started. */
export type RentalRef = { product_id: number; from: string };

export type DeliveryStatus = 'delivered' | 'not_home' | 'refused' | 'skipped';
export type PaymentMethod = 'cash' | 'jazzcash' | 'easypaisa' | 'bank' | 'other';

/**
 * A day's entry for a customer as the owner or the rider made it: the ledger line carries what it
 * moves (debit the amount, credit the money collected, cans out and back); this carries what the
 * daily-entries read models need besides. `area_id` is the customer's area when it was made.
 */
export interface DeliveryFacts {
  area_id: number;
  employee_id: number | null;
  status: DeliveryStatus;
  rate: string;
  amount: string;
  collected: string;
  payment_method: PaymentMethod;
  note: string | null;
  /** The entry this one replaces (reversed in the same transaction), when it is a correction. */
  corrects_line_id: number | null;
}

export interface PaymentFacts {
  area_id: number;
  employee_id: number | null;
  method: PaymentMethod;
  reference: string | null;
  /** ISO instant the money was received; the line's date is its plant day. */
  received_at: string;
}

/**
 * A place a rider saved at the customer's door (the phone's position), waiting for the owner: it
 * becomes the customer's place only when the owner confirms it. A newer one replaces it.
 */
export interface LocationProposalFacts {
  latitude: number;
  longitude: number;
  /** The phone's accuracy in metres, when it gave one. */
  accuracy_m: number | null;
  /** The rider's user and employee, and their name as the owner will read it. */
  proposed_by_user_id: number;
  employee_id: number | null;
  proposed_by: string;
}

/** The events of one customer's stream (`customer-{id}`): details, placement, status, pauses, ledger. */
export type CustomerEvent =
  | DecidedEvent<
      'CustomerRegistered',
      CustomerRef &
        RecordedProfile &
        CustomerPlacement & {
          opening_balance: string;
          opening_cans: number;
          /** The plant day the opening figures stand at; absent in events recorded before it was kept. */
          opening_date?: string;
        }
    >
  | DecidedEvent<'CustomerDetailsChanged', CustomerRef & RecordedProfile>
  | DecidedEvent<'CustomerMoved', CustomerRef & CustomerPlacement & { from_area_id: number; from_employee_id: number | null }>
  | DecidedEvent<'CustomerActivated', CustomerRef>
  | DecidedEvent<'CustomerDeactivated', CustomerRef>
  | DecidedEvent<'CustomerPaused', CustomerRef & { pause_id: number; from: string; until: string | null; reason: string | null }>
  | DecidedEvent<'CustomerPauseRemoved', CustomerRef & { pause_id: number }>
  | DecidedEvent<'CustomerDeleted', CustomerRef>
  | DecidedEvent<'CustomerLocationProposed', CustomerRef & LocationProposalFacts>
  | DecidedEvent<'CustomerLocationConfirmed', CustomerRef & { latitude: number; longitude: number; previous: Coordinates | null }>
  | DecidedEvent<'CustomerLocationProposalDismissed', CustomerRef & { latitude: number; longitude: number }>
  | DecidedEvent<'CustomerOpeningBalanceRecorded', CustomerRef & Ledger>
  | DecidedEvent<'CustomerBalanceAdjusted', CustomerRef & Ledger & { reason: string }>
  | DecidedEvent<'CustomerDepositTaken', CustomerRef & Ledger>
  | DecidedEvent<'CustomerDepositRefunded', CustomerRef & Ledger>
  | DecidedEvent<'CustomerLedgerLineReversed', CustomerRef & Ledger & { reverses_line_id: number; reason: string }>
  | DecidedEvent<'CustomerDeliveryRecorded', CustomerRef & Ledger & { entry: DeliveryFacts }>
  | DecidedEvent<'CustomerPaymentRecorded', CustomerRef & Ledger & { payment: PaymentFacts }>
  /** A product rented by the month (a dispenser) from a day; `quantity` of it. */
  | DecidedEvent<'CustomerRentalStarted', CustomerRef & RentalRef & { quantity: number }>
  | DecidedEvent<'CustomerRentalEnded', CustomerRef & RentalRef & { until: string }>
  /** A month of a rental charged by the month-end run: the days it ran that month of the month's days, at the customer's rate. */
  | DecidedEvent<
      'CustomerRentalCharged',
      CustomerRef & Ledger & RentalRef & { month: string; quantity: number; days: number; of_days: number; rate: string }
    >
  /** Containers the customer lost (or kept), charged to them: the line's item counts them lost, its debit the charge. */
  | DecidedEvent<'CustomerContainersLost', CustomerRef & Ledger & { product_id: number; quantity: number; reason: string | null }>;

export type CustomerLedgerEvent = Extract<CustomerEvent, { data: Ledger }>;

/** The ledger events recorded before products, whose version 1 moved cans of the first product only (ledger-items.ts upcasts them). */
export const LEDGER_EVENT_TYPES_BEFORE_PRODUCTS: CustomerLedgerEvent['type'][] = [
  'CustomerOpeningBalanceRecorded',
  'CustomerBalanceAdjusted',
  'CustomerDepositTaken',
  'CustomerDepositRefunded',
  'CustomerLedgerLineReversed',
  'CustomerDeliveryRecorded',
  'CustomerPaymentRecorded',
];

/** Every event that adds a line to the ledger, each on the customer's own stream (its version keeps the totals idempotent). */
export const LEDGER_EVENT_TYPES: CustomerLedgerEvent['type'][] = [
  ...LEDGER_EVENT_TYPES_BEFORE_PRODUCTS,
  'CustomerContainersLost',
  'CustomerRentalCharged',
];

export const CUSTOMER_EVENT_TYPES: CustomerEvent['type'][] = [
  'CustomerRegistered',
  'CustomerDetailsChanged',
  'CustomerMoved',
  'CustomerActivated',
  'CustomerDeactivated',
  'CustomerPaused',
  'CustomerPauseRemoved',
  'CustomerDeleted',
  'CustomerLocationProposed',
  'CustomerLocationConfirmed',
  'CustomerLocationProposalDismissed',
  'CustomerRentalStarted',
  'CustomerRentalEnded',
  ...LEDGER_EVENT_TYPES,
];

export const isLedgerEvent = (event: CustomerEvent): event is CustomerLedgerEvent => (LEDGER_EVENT_TYPES as string[]).includes(event.type);
