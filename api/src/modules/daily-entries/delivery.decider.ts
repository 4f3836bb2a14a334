import { DomainError } from '../../platform/domain/domain-error';
import { amountPaisa, fromPaisa, toPaisa } from '../../platform/domain/money';
import { Decider } from '../../platform/event-store/decider';
import {
  assertOnOrAfterOpening,
  assertWithinRange,
  CUSTOMER_NOT_FOUND,
  CustomerState,
  evolve,
  initialCustomerState,
  movement,
  plural,
} from '../customers/customer.decider';
import { CustomerEvent, CustomerRef, DeliveryStatus, LedgerMovement, PaymentMethod } from '../customers/customer.events';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { firstProductCans, LineItem } from '../customers/ledger-items';

/**
 * Where a delivery and a payment are decided: a line on the customer's ledger stream, decided on
 * the customer's state (customers/customer.decider.ts keeps the rest of that stream's decisions,
 * and its `evolve` folds both).
 */
export type DeliveryCommand =
  | {
      type: 'RecordDelivery';
      lineId: number;
      date: string;
      status: DeliveryStatus;
      /** What is delivered and returned of each product, as the save resolved it (no item with nothing in it). */
      items: DeliveryItem[];
      /** The first product's price for this customer (decimal string), kept on the entry whatever it holds. */
      rate: string;
      collected: string;
      method: PaymentMethod;
      employeeId: number | null;
      note: string | null;
      correctsLineId: number | null;
    }
  | {
      type: 'RecordPayment';
      lineId: number;
      date: string;
      amount: string;
      method: PaymentMethod;
      reference: string | null;
      receivedAt: string;
      employeeId: number | null;
    };

export type RecordDelivery = Extract<DeliveryCommand, { type: 'RecordDelivery' }>;

/** One product of a delivery: what it is (for the words and the containers), how many, and its price (decimal string). */
export interface DeliveryItem {
  productId: number;
  name: string;
  returnable: boolean;
  delivered: number;
  returned: number;
  rate: string;
}

const STATUS_WORDS: Record<DeliveryStatus, string> = {
  delivered: 'Delivered',
  not_home: 'Not home',
  refused: 'Refused',
  skipped: 'Skipped',
};
const METHOD_WORDS: Record<PaymentMethod, string> = {
  cash: 'cash',
  jazzcash: 'JazzCash',
  easypaisa: 'Easypaisa',
  bank: 'bank',
  other: 'other',
};

/** A delivery of the first product only, as every entry was before products (seeds and tests write them so). */
export function firstProductItems(delivered: number, returned: number, rate: string): DeliveryItem[] {
  if (delivered === 0 && returned === 0) return [];
  return [{ productId: FIRST_PRODUCT_ID, name: '19 L can', returnable: true, delivered, returned, rate }];
}

/** "Delivered 3 cans × PKR 80.00, 2 × 6 L bottle at PKR 120.00" (the first product's words as before products). */
function deliveredWords(command: RecordDelivery): string {
  const first = command.items.find((item) => item.productId === FIRST_PRODUCT_ID);
  const others = command.items.filter((item) => item.productId !== FIRST_PRODUCT_ID && item.delivered > 0);
  const parts = first || others.length === 0 ? [`${plural(first?.delivered ?? 0, 'can')} × PKR ${first?.rate ?? command.rate}`] : [];
  for (const item of others) parts.push(`${item.delivered} × ${item.name} at PKR ${item.rate}`);
  return `Delivered ${parts.join(', ')}`;
}

/** "2 empties back", "1 × 5 L jar back". */
function returnedWords(item: DeliveryItem): string {
  return item.productId === FIRST_PRODUCT_ID
    ? `${item.returned} empt${item.returned === 1 ? 'y' : 'ies'} back`
    : `${item.returned} × ${item.name} back`;
}

/** "Delivered 3 cans × PKR 80.00; 2 empties back; PKR 100.00 cash collected" */
function deliveryDescription(command: RecordDelivery): string {
  const parts = [command.status === 'delivered' ? deliveredWords(command) : STATUS_WORDS[command.status]];
  for (const item of command.items) if (item.returned > 0) parts.push(returnedWords(item));
  if (toPaisa(command.collected) > 0) parts.push(`PKR ${command.collected} ${METHOD_WORDS[command.method]} collected`);
  if (command.correctsLineId !== null) parts.push(`correcting line ${command.correctsLineId}`);
  if (command.note) parts.push(command.note);
  return parts.join('; ');
}

/** The line's items: each product with the rate it was sold at. */
const lineItems = (items: DeliveryItem[]): LineItem[] =>
  items.map((item) => ({
    product_id: item.productId,
    delivered: item.delivered,
    returned: item.returned,
    returnable: item.returnable,
    rate: item.rate,
  }));

/**
 * The amount is each product's rate in paisa times how many were delivered; what was collected is
 * credited on the same line. Only a returnable product's empties come back.
 */
function recordDelivery(state: CustomerState, ref: CustomerRef, command: RecordDelivery): CustomerEvent[] {
  if (!state.isActive) throw DomainError.field('customer_id', 'This customer is inactive: activate them before entering deliveries.');
  const delivered = command.items.reduce((sum, item) => sum + item.delivered, 0);
  if (command.status !== 'delivered' && delivered > 0)
    throw DomainError.field('cans_delivered', `A "${STATUS_WORDS[command.status].toLowerCase()}" entry delivers no cans.`);
  const kept = command.items.find((item) => !item.returnable && item.returned > 0);
  if (kept) throw DomainError.field('items', `${kept.name} does not come back: no empties of it can be returned.`);
  assertOnOrAfterOpening(state, command.date);
  const chargedPaisa = command.items.reduce((sum, item) => sum + amountPaisa(item.delivered, item.rate), 0);
  const collectedPaisa = toPaisa(command.collected);
  const moved = command.items.some((item) => item.delivered > 0 || item.returned > 0);
  if (command.status === 'delivered' && !moved && collectedPaisa === 0)
    throw DomainError.field('cans_delivered', 'Enter the cans delivered, the empties returned or the money collected.');
  const items = lineItems(command.items);
  const cans = firstProductCans(items);
  assertWithinRange(state, chargedPaisa - collectedPaisa, cans.delivered - cans.returned);
  const line: LedgerMovement = {
    line_id: command.lineId,
    date: command.date,
    kind: 'delivery',
    description: deliveryDescription(command),
    debit: fromPaisa(chargedPaisa),
    credit: fromPaisa(collectedPaisa),
    cans_delivered: cans.delivered,
    cans_returned: cans.returned,
    deposit_cans: 0,
    deposit_amount: '0.00',
    items,
  };
  const entry = {
    area_id: state.placement!.area_id,
    employee_id: command.employeeId,
    status: command.status,
    rate: command.rate,
    amount: fromPaisa(chargedPaisa),
    collected: fromPaisa(collectedPaisa),
    payment_method: command.method,
    note: command.note,
    corrects_line_id: command.correctsLineId,
  };
  return [{ type: 'CustomerDeliveryRecorded', data: { ...ref, line, entry } }];
}

function recordPayment(
  state: CustomerState,
  ref: CustomerRef,
  command: Extract<DeliveryCommand, { type: 'RecordPayment' }>,
): CustomerEvent[] {
  const paisa = toPaisa(command.amount);
  if (paisa <= 0) throw DomainError.field('amount', 'The amount must be more than 0.');
  assertOnOrAfterOpening(state, command.date, 'received_at');
  assertWithinRange(state, -paisa, 0);
  const description = [
    `Payment PKR ${command.amount} by ${METHOD_WORDS[command.method]}`,
    command.reference ? `ref ${command.reference}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const line = movement(command.lineId, command.date, 'payment', description, -paisa, 0);
  const payment = {
    area_id: state.placement!.area_id,
    employee_id: command.employeeId,
    method: command.method,
    reference: command.reference,
    received_at: command.receivedAt,
  };
  return [{ type: 'CustomerPaymentRecorded', data: { ...ref, line, payment } }];
}

function decide(command: DeliveryCommand, state: CustomerState): CustomerEvent[] {
  if (state.status !== 'registered' || !state.ref || !state.placement) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
  return command.type === 'RecordDelivery' ? recordDelivery(state, state.ref, command) : recordPayment(state, state.ref, command);
}

/** Deliveries and payments of one customer, on the customer's stream. */
export const deliveryDecider: Decider<CustomerState, DeliveryCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve,
  decide,
};
