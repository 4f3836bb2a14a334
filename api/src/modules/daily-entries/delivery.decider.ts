import { DomainError } from '../../platform/domain/domain-error';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
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
      cansDelivered: number;
      cansReturned: number;
      /** Price per can, decimal string. */
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

/** "Delivered 3 cans × PKR 80.00; 2 empties back; PKR 100.00 cash collected" */
function deliveryDescription(command: RecordDelivery): string {
  const parts = [
    command.status === 'delivered'
      ? `Delivered ${plural(command.cansDelivered, 'can')} × PKR ${command.rate}`
      : STATUS_WORDS[command.status],
  ];
  if (command.cansReturned > 0) parts.push(`${command.cansReturned} empt${command.cansReturned === 1 ? 'y' : 'ies'} back`);
  if (toPaisa(command.collected) > 0) parts.push(`PKR ${command.collected} ${METHOD_WORDS[command.method]} collected`);
  if (command.correctsLineId !== null) parts.push(`correcting line ${command.correctsLineId}`);
  if (command.note) parts.push(command.note);
  return parts.join('; ');
}

/** The amount is the rate in paisa times the cans delivered; what was collected is credited on the same line. */
function recordDelivery(state: CustomerState, ref: CustomerRef, command: RecordDelivery): CustomerEvent[] {
  if (!state.isActive) throw DomainError.field('customer_id', 'This customer is inactive: activate them before entering deliveries.');
  if (command.status !== 'delivered' && command.cansDelivered > 0)
    throw DomainError.field('cans_delivered', `A "${STATUS_WORDS[command.status].toLowerCase()}" entry delivers no cans.`);
  assertOnOrAfterOpening(state, command.date);
  const amountPaisa = toPaisa(command.rate) * command.cansDelivered;
  const collectedPaisa = toPaisa(command.collected);
  if (command.status === 'delivered' && command.cansDelivered === 0 && command.cansReturned === 0 && collectedPaisa === 0)
    throw DomainError.field('cans_delivered', 'Enter the cans delivered, the empties returned or the money collected.');
  assertWithinRange(state, amountPaisa - collectedPaisa, command.cansDelivered - command.cansReturned);
  const line: LedgerMovement = {
    line_id: command.lineId,
    date: command.date,
    kind: 'delivery',
    description: deliveryDescription(command),
    debit: fromPaisa(amountPaisa),
    credit: fromPaisa(collectedPaisa),
    cans_delivered: command.cansDelivered,
    cans_returned: command.cansReturned,
    deposit_cans: 0,
    deposit_amount: '0.00',
  };
  const entry = {
    area_id: state.placement!.area_id,
    employee_id: command.employeeId,
    status: command.status,
    rate: command.rate,
    amount: fromPaisa(amountPaisa),
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
