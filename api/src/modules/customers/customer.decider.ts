import type { Coordinates } from '@paani/contracts';
import { coordinatesOf } from '../../platform/domain/location';
import { DomainError } from '../../platform/domain/domain-error';
import { addMoney, amountPaisa, fromPaisa, toPaisa } from '../../platform/domain/money';
import { Decider } from '../../platform/event-store/decider';
import {
  CustomerEvent,
  CustomerPlacement,
  CustomerProfile,
  CustomerRef,
  isLedgerEvent,
  LedgerMovement,
  LocationProposalFacts,
  wholeProfile,
} from './customer.events';
import { firstProductCans, legacyItems, LineItem, mirroredItems } from './ledger-items';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { daysInMonth, monthDays, prorate } from '../../platform/domain/calendar-month';
import { daysBetween } from '../../platform/domain/plant-day';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const LEDGER_LINE_NOT_FOUND = 'Ledger line not found.';

export interface PauseSpan {
  pause_id: number;
  from: string;
  /** null = until removed. */
  until: string | null;
}

/**
 * What a decision needs to know of a customer, and no more: it is rebuilt from the customers
 * row with its stream version (customer-state.ts), so a customer with years of ledger lines is
 * never folded from the start. `evolve` and that loader must agree (tested end to end).
 */
export interface CustomerState {
  status: 'none' | 'registered' | 'deleted';
  ref: CustomerRef | null;
  profile: CustomerProfile | null;
  placement: CustomerPlacement | null;
  isActive: boolean;
  pauses: PauseSpan[];
  balance: string;
  cansOut: number;
  depositCans: number;
  depositAmount: string;
  /** Lines in the ledger, reversals included: any movement at all keeps the customer from being deleted. */
  ledgerLines: number;
  /** The plant day the opening figures stand at: nothing may be dated before it (null: registered before it was kept). */
  openingDate: string | null;
  /** The place a rider saved at the door, waiting for the owner's yes or no. */
  locationProposal: Coordinates | null;
  /** What they rent by the month, each with the last month charged. */
  rentals: Rental[];
}

export interface Rental {
  product_id: number;
  quantity: number;
  from: string;
  until: string | null;
  charged_through: string | null;
}

/** A returnable product of the plant as a command about the customer's containers needs it: what they hold, and what a deposit of theirs covers. */
export interface HeldProduct {
  productId: number;
  name: string;
  held: number;
  deposited: number;
}

/** A line of the ledger as a reversal needs it (read from the ledger read model by the handler). */
export type LedgerLineToReverse = LedgerMovement & { customer_id: number; reversed_by: number | null };

/**
 * What a customer owes and holds on joining: `cans` are product 1's containers, `containers` those
 * of the plant's other returnable products (checked returnable by the handler), each product once.
 */
type Opening = { balance: string; cans: number; containers?: { product_id: number; quantity: number }[] };
type Deposit = { cans: number; amount: string };

export type CustomerCommand =
  | {
      type: 'RegisterCustomer';
      customerId: number;
      plantId: number;
      ownerId: number;
      profile: CustomerProfile;
      placement: CustomerPlacement;
      opening: Opening;
      deposit: Deposit;
      /** The opening as of: the plant's day the opening and deposit lines are dated, before which nothing may be. */
      date: string;
      /** Ids for the opening and deposit lines, used only when those are recorded. */
      lineIds: [number, number];
    }
  | { type: 'ChangeCustomerDetails'; profile: CustomerProfile }
  | { type: 'MoveCustomer'; placement: CustomerPlacement }
  /** The deposit held as the edit form states it: the difference is recorded as a deposit line. */
  | { type: 'SetSecurityDeposit'; deposit: Deposit; date: string; lineId: number }
  | { type: 'ToggleCustomerStatus' }
  | { type: 'PauseCustomer'; pauseId: number; from: string; until: string | null; reason: string | null }
  | { type: 'RemovePause'; pauseId: number }
  | { type: 'AdjustBalance'; lineId: number; date: string; amount: string; cans: number; reason: string }
  | {
      type: 'RecordDeposit';
      lineId: number;
      date: string;
      kind: 'taken' | 'refunded';
      /** Another returnable product the deposit covers (`cans` count its containers); null: the first product's cans. */
      product: HeldProduct | null;
      cans: number;
      amount: string;
      note: string | null;
    }
  | { type: 'ReverseLedgerLine'; lineId: number; date: string; reason: string; line: LedgerLineToReverse }
  /** Containers of a returnable product the customer lost, charged to them (`held`: what they hold of it now). */
  | {
      type: 'ChargeLostContainers';
      lineId: number;
      date: string;
      product: HeldProduct;
      quantity: number;
      charge: string;
      reason: string | null;
    }
  /** Deleted without ledger movement, deactivated with it. */
  | { type: 'DeleteCustomer' }
  | { type: 'ProposeLocation'; proposal: LocationProposalFacts }
  /** The owner says yes to the place they were shown (a newer one saved since is a 409). */
  | { type: 'ConfirmLocation'; seen: Coordinates }
  | { type: 'DismissLocation'; seen: Coordinates }
  | { type: 'StartRental'; productId: number; productName: string; quantity: number; from: string }
  | { type: 'EndRental'; productId: number; until: string }
  /** The month-end run: each rental of the product that ran in the month and is not charged for it yet, at `rate` a month. */
  | { type: 'ChargeRental'; productId: number; productName: string; month: string; rate: string; date: string; lineIds: number[] };

export const initialCustomerState: CustomerState = {
  status: 'none',
  ref: null,
  profile: null,
  placement: null,
  isActive: false,
  pauses: [],
  balance: '0.00',
  cansOut: 0,
  depositCans: 0,
  depositAmount: '0.00',
  ledgerLines: 0,
  openingDate: null,
  locationProposal: null,
  rentals: [],
};

export function evolve(state: CustomerState, event: CustomerEvent): CustomerState {
  if (isLedgerEvent(event)) {
    const line = event.data.line;
    const charged = event.type === 'CustomerRentalCharged' ? event.data : null;
    return {
      ...state,
      rentals: charged
        ? state.rentals.map((r) =>
            r.product_id === charged.product_id && r.from === charged.from ? { ...r, charged_through: charged.month } : r,
          )
        : state.rentals,
      balance: fromPaisa(toPaisa(state.balance) + toPaisa(line.debit) - toPaisa(line.credit)),
      cansOut: state.cansOut + line.cans_delivered - line.cans_returned,
      depositCans: state.depositCans + line.deposit_cans,
      depositAmount: addMoney(state.depositAmount, line.deposit_amount),
      ledgerLines: state.ledgerLines + 1,
    };
  }
  switch (event.type) {
    case 'CustomerRegistered': {
      const {
        customer_id,
        plant_id,
        owner_id,
        area_id,
        employee_id,
        opening_balance: _b,
        opening_cans: _c,
        opening_date,
        ...profile
      } = event.data;
      return {
        ...initialCustomerState,
        status: 'registered',
        ref: { customer_id, plant_id, owner_id },
        profile: wholeProfile(profile),
        placement: { area_id, employee_id },
        isActive: true,
        openingDate: opening_date ?? null,
      };
    }
    case 'CustomerDetailsChanged': {
      const { customer_id: _i, plant_id: _p, owner_id: _o, ...profile } = event.data;
      return { ...state, profile: wholeProfile(profile) };
    }
    case 'CustomerMoved':
      return { ...state, placement: { area_id: event.data.area_id, employee_id: event.data.employee_id } };
    case 'CustomerActivated':
    case 'CustomerDeactivated':
      return { ...state, isActive: event.type === 'CustomerActivated' };
    case 'CustomerPaused': {
      const { pause_id, from, until } = event.data;
      return { ...state, pauses: [...state.pauses, { pause_id, from, until }] };
    }
    case 'CustomerPauseRemoved':
      return { ...state, pauses: state.pauses.filter((p) => p.pause_id !== event.data.pause_id) };
    case 'CustomerDeleted':
      return { ...state, status: 'deleted' };
    case 'CustomerLocationProposed':
      return { ...state, locationProposal: { latitude: event.data.latitude, longitude: event.data.longitude } };
    case 'CustomerLocationConfirmed': {
      const place = { latitude: event.data.latitude, longitude: event.data.longitude };
      return { ...state, locationProposal: null, profile: state.profile && { ...state.profile, ...place } };
    }
    case 'CustomerLocationProposalDismissed':
      return { ...state, locationProposal: null };
    case 'CustomerRentalStarted': {
      const { product_id, from, quantity } = event.data;
      return { ...state, rentals: [...state.rentals, { product_id, from, quantity, until: null, charged_through: null }] };
    }
    case 'CustomerRentalEnded': {
      const { product_id, from, until } = event.data;
      return { ...state, rentals: state.rentals.map((r) => (r.product_id === product_id && r.from === from ? { ...r, until } : r)) };
    }
  }
}

export const NO_LOCATION_PROPOSAL = 'No place saved by a rider waits for this customer.';
export const LOCATION_PROPOSAL_CHANGED = 'A rider saved another place for this customer since you looked: look at it again.';

const samePlace = (a: Coordinates, b: Coordinates) => a.latitude === b.latitude && a.longitude === b.longitude;

/** The waiting place, if it is the one the owner was shown. */
function proposalSeen(state: CustomerState, seen: Coordinates): Coordinates {
  if (!state.locationProposal) throw DomainError.notFound(NO_LOCATION_PROPOSAL);
  if (!samePlace(state.locationProposal, seen)) throw DomainError.conflict(LOCATION_PROPOSAL_CHANGED);
  return state.locationProposal;
}

/**
 * Refuses a line dated before the customer's opening: their opening figures are what they owed and
 * held on that day, so anything earlier is already in them (a register typed in late gets an
 * earlier "opening as of" instead).
 */
export function assertOnOrAfterOpening(state: CustomerState, date: string, field = 'date'): void {
  if (state.openingDate !== null && date < state.openingDate)
    throw DomainError.field(
      field,
      `This customer's opening balance and cans stand at ${state.openingDate}: nothing can be dated before it (${date}).`,
    );
}

/** numeric(14,2) and integer columns hold the running figures: a movement may not push them past that. */
const MAX_BALANCE_PAISA = 99_999_999_999_999;
const MAX_CANS = 1_000_000_000;

/** Refuses a movement that would take the balance or the cans past what their columns hold. */
export function assertWithinRange(state: CustomerState, paisa: number, cans: number): void {
  if (Math.abs(toPaisa(state.balance) + paisa) > MAX_BALANCE_PAISA) throw DomainError.field('amount', 'The balance would be out of range.');
  if (Math.abs(state.cansOut + cans) > MAX_CANS) throw DomainError.field('cans', 'The cans would be out of range.');
}

export const plural = (count: number, word: string) => `${count} ${word}${Math.abs(count) === 1 ? '' : 's'}`;

/** A ledger line of `money` paisa (positive: a debit) and `cans` (positive: delivered). */
export function movement(
  lineId: number,
  date: string,
  kind: LedgerMovement['kind'],
  description: string,
  money: number,
  cans: number,
  deposit: { cans: number; paisa: number } = { cans: 0, paisa: 0 },
): LedgerMovement {
  return {
    line_id: lineId,
    date,
    kind,
    description,
    debit: fromPaisa(Math.max(money, 0)),
    credit: fromPaisa(Math.max(-money, 0)),
    cans_delivered: Math.max(cans, 0),
    cans_returned: Math.max(-cans, 0),
    deposit_cans: deposit.cans,
    deposit_amount: fromPaisa(deposit.paisa),
    items: legacyItems(Math.max(cans, 0), Math.max(-cans, 0)),
  };
}

const sameProfile = (a: CustomerProfile, b: CustomerProfile) =>
  (Object.keys(a) as (keyof CustomerProfile)[]).every((key) =>
    key === 'product_rates' ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key],
  );

/** Two pauses share a day: an open-ended pause runs for ever. */
function overlaps(a: { from: string; until: string | null }, b: { from: string; until: string | null }): boolean {
  return (a.until === null || b.from <= a.until) && (b.until === null || a.from <= b.until);
}

/**
 * A deposit taken (positive) or refunded (negative): money held apart from the balance, covering
 * `cans` of the first product, or of `product` (then an item of the line counts them, `deposited`).
 */
function depositLine(
  ref: CustomerRef,
  lineId: number,
  date: string,
  cans: number,
  paisa: number,
  note: string | null,
  product: HeldProduct | null = null,
): CustomerEvent {
  const taken = cans > 0 || (cans === 0 && paisa > 0);
  const units = cans === 0 ? null : product ? `${Math.abs(cans)} × ${product.name}` : plural(Math.abs(cans), 'can');
  const what = [units, paisa !== 0 ? `PKR ${fromPaisa(Math.abs(paisa))}` : null].filter(Boolean).join(', ');
  const description = `Security deposit ${taken ? 'taken' : 'refunded'}: ${what}${note ? ` (${note})` : ''}`;
  const kind = taken ? 'deposit_taken' : 'deposit_refunded';
  const line: LedgerMovement = product
    ? {
        ...movement(lineId, date, kind, description, 0, 0, { cans: 0, paisa }),
        items: cans === 0 ? [] : [{ product_id: product.productId, delivered: 0, returned: 0, returnable: true, deposited: cans }],
      }
    : movement(lineId, date, kind, description, 0, 0, { cans, paisa });
  return taken ? { type: 'CustomerDepositTaken', data: { ...ref, line } } : { type: 'CustomerDepositRefunded', data: { ...ref, line } };
}

function chargeLostContainers(
  state: CustomerState,
  ref: CustomerRef,
  command: Extract<CustomerCommand, { type: 'ChargeLostContainers' }>,
): CustomerEvent {
  const { product, quantity, reason } = command;
  if (quantity <= 0) throw DomainError.field('quantity', 'Give how many containers were lost.');
  if (quantity > product.held)
    throw DomainError.field('quantity', `This customer holds only ${Math.max(product.held, 0)} ${product.name}.`);
  const paisa = toPaisa(command.charge);
  if (paisa < 0) throw DomainError.field('charge', 'The charge may not be negative.');
  assertOnOrAfterOpening(state, command.date);
  const item = { product_id: product.productId, delivered: 0, returned: 0, lost: quantity, returnable: true };
  const cans = firstProductCans([item]);
  assertWithinRange(state, paisa, -cans.returned);
  const description = `Lost ${quantity} × ${product.name}${paisa > 0 ? `, charged PKR ${fromPaisa(paisa)}` : ''}${reason ? ` (${reason})` : ''}`;
  const line: LedgerMovement = {
    ...movement(command.lineId, command.date, 'containers_lost', description, paisa, 0),
    cans_returned: cans.returned,
    items: [item],
  };
  return { type: 'CustomerContainersLost', data: { ...ref, line, product_id: product.productId, quantity, reason } };
}

/** The month's charge of each rental of the product that ran in it and is not charged for it yet. */
function rentalCharges(
  state: CustomerState,
  ref: CustomerRef,
  command: Extract<CustomerCommand, { type: 'ChargeRental' }>,
): CustomerEvent[] {
  const { first, last } = monthDays(command.month);
  const ofDays = daysInMonth(command.month);
  const due = state.rentals.filter(
    (r) =>
      r.product_id === command.productId &&
      r.from <= last &&
      (r.until === null || r.until >= first) &&
      (r.charged_through === null || r.charged_through < command.month),
  );
  return due.map((rental, index) => {
    const days =
      daysBetween(rental.from > first ? rental.from : first, rental.until !== null && rental.until < last ? rental.until : last) + 1;
    const paisa = prorate(amountPaisa(rental.quantity, command.rate), days, ofDays);
    const part = days === ofDays ? '' : ` (${days} of ${ofDays} days)`;
    const description = `${command.productName} rent ${command.month}: ${rental.quantity} × PKR ${command.rate}${part}`;
    const line = movement(command.lineIds[index], command.date, 'rental', description, paisa, 0);
    const data = {
      ...ref,
      line,
      product_id: rental.product_id,
      from: rental.from,
      month: command.month,
      quantity: rental.quantity,
      days,
      of_days: ofDays,
      rate: command.rate,
    };
    return { type: 'CustomerRentalCharged' as const, data };
  });
}

function register(command: Extract<CustomerCommand, { type: 'RegisterCustomer' }>, state: CustomerState): CustomerEvent[] {
  if (state.status !== 'none') throw DomainError.conflict('This customer already exists.');
  const ref = { customer_id: command.customerId, plant_id: command.plantId, owner_id: command.ownerId };
  const { opening, deposit, date, lineIds } = command;
  const events: CustomerEvent[] = [
    {
      type: 'CustomerRegistered',
      data: {
        ...ref,
        ...command.profile,
        ...command.placement,
        opening_balance: opening.balance,
        opening_cans: opening.cans,
        opening_date: date,
      },
    },
  ];
  const openingPaisa = toPaisa(opening.balance);
  // Other products' containers ride on the same opening line as items: the containers read model and a replay take them from there.
  const containers: LineItem[] = (opening.containers ?? []).flatMap(({ product_id, quantity }) => {
    if (product_id === FIRST_PRODUCT_ID) throw DomainError.field('opening_containers', "Product 1's containers are the opening cans.");
    if (!Number.isInteger(quantity) || quantity < 0)
      throw DomainError.field('opening_containers', 'The number of containers must be a whole number, 0 or more.');
    return quantity === 0 ? [] : [{ product_id, delivered: quantity, returned: 0, returnable: true }];
  });
  if (openingPaisa !== 0 || opening.cans !== 0 || containers.length > 0) {
    const description = openingPaisa < 0 ? 'Opening balance (advance)' : 'Opening balance';
    const line = movement(lineIds[0], date, 'opening', description, openingPaisa, opening.cans);
    events.push({
      type: 'CustomerOpeningBalanceRecorded',
      data: { ...ref, line: { ...line, items: [...line.items, ...containers] } },
    });
  }
  const depositPaisa = toPaisa(deposit.amount);
  if (deposit.cans !== 0 || depositPaisa !== 0)
    events.push(depositLine(ref, lineIds[1], date, deposit.cans, depositPaisa, 'at registration'));
  return events;
}

function decide(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  if (command.type === 'RegisterCustomer') return register(command, state);
  if (state.status !== 'registered' || !state.ref || !state.profile || !state.placement) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
  const ref = state.ref;
  switch (command.type) {
    case 'ChangeCustomerDetails':
      return sameProfile(state.profile, command.profile) ? [] : [{ type: 'CustomerDetailsChanged', data: { ...ref, ...command.profile } }];
    case 'MoveCustomer': {
      const { area_id, employee_id } = command.placement;
      if (area_id === state.placement.area_id && employee_id === state.placement.employee_id) return [];
      const from = { from_area_id: state.placement.area_id, from_employee_id: state.placement.employee_id };
      return [{ type: 'CustomerMoved', data: { ...ref, area_id, employee_id, ...from } }];
    }
    case 'SetSecurityDeposit': {
      const cans = command.deposit.cans - state.depositCans;
      const paisa = toPaisa(command.deposit.amount) - toPaisa(state.depositAmount);
      return cans === 0 && paisa === 0
        ? []
        : [depositLine(ref, command.lineId, command.date, cans, paisa, "changed on the customer's details")];
    }
    case 'ToggleCustomerStatus':
      return [{ type: state.isActive ? 'CustomerDeactivated' : 'CustomerActivated', data: ref }];
    case 'PauseCustomer': {
      const { pauseId, from, until, reason } = command;
      if (until !== null && until < from) throw DomainError.field('until', 'The last paused day must be on or after the first.');
      const clash = state.pauses.find((p) => overlaps(p, command));
      if (clash)
        throw DomainError.field(
          'from',
          `This pause overlaps another pause (from ${clash.from}${clash.until ? ` until ${clash.until}` : ''}).`,
        );
      return [{ type: 'CustomerPaused', data: { ...ref, pause_id: pauseId, from, until, reason } }];
    }
    case 'RemovePause':
      if (!state.pauses.some((p) => p.pause_id === command.pauseId)) throw DomainError.notFound('Pause not found.');
      return [{ type: 'CustomerPauseRemoved', data: { ...ref, pause_id: command.pauseId } }];
    case 'AdjustBalance': {
      const paisa = toPaisa(command.amount);
      if (paisa === 0 && command.cans === 0) throw DomainError.field('amount', 'Give an amount or a number of cans to adjust by.');
      assertOnOrAfterOpening(state, command.date);
      assertWithinRange(state, paisa, command.cans);
      const line = movement(command.lineId, command.date, 'adjustment', `Adjustment: ${command.reason}`, paisa, command.cans);
      return [{ type: 'CustomerBalanceAdjusted', data: { ...ref, line, reason: command.reason } }];
    }
    case 'RecordDeposit': {
      const sign = command.kind === 'taken' ? 1 : -1;
      const cans = Math.abs(command.cans);
      const paisa = Math.abs(toPaisa(command.amount));
      if (cans === 0 && paisa === 0) throw DomainError.field('amount', 'Give the cans or the amount of the deposit.');
      assertOnOrAfterOpening(state, command.date);
      const covered = command.product?.deposited ?? state.depositCans;
      if (Math.abs(toPaisa(state.depositAmount) + sign * paisa) > MAX_BALANCE_PAISA || Math.abs(covered + sign * cans) > MAX_CANS)
        throw DomainError.field('amount', 'The deposit held would be out of range.');
      if (command.kind === 'refunded') {
        if (cans > covered)
          throw DomainError.field(
            'cans',
            `Only ${command.product ? `${covered} × ${command.product.name}` : plural(covered, 'can')} are held against a deposit.`,
          );
        if (paisa > toPaisa(state.depositAmount))
          throw DomainError.field('amount', `Only PKR ${state.depositAmount} is held as a deposit.`);
      }
      return [depositLine(ref, command.lineId, command.date, sign * cans, sign * paisa, command.note, command.product)];
    }
    case 'ReverseLedgerLine': {
      const original = command.line;
      if (original.customer_id !== ref.customer_id) throw DomainError.notFound(LEDGER_LINE_NOT_FOUND);
      if (original.kind === 'reversal') throw DomainError.field('line_id', 'A reversal cannot itself be reversed.');
      if (original.reversed_by !== null)
        throw DomainError.field('line_id', `This line was already reversed by line ${original.reversed_by}.`);
      // The mirror image of the original: what it charged is credited, cans it delivered are returned.
      const line: LedgerMovement = {
        line_id: command.lineId,
        date: command.date,
        kind: 'reversal',
        description: `Reversal of line ${original.line_id} (${original.description}): ${command.reason}`,
        debit: original.credit,
        credit: original.debit,
        cans_delivered: original.cans_returned,
        cans_returned: original.cans_delivered,
        deposit_cans: 0 - original.deposit_cans || 0,
        deposit_amount: fromPaisa(-toPaisa(original.deposit_amount)),
        items: mirroredItems(original.items),
      };
      return [{ type: 'CustomerLedgerLineReversed', data: { ...ref, line, reverses_line_id: original.line_id, reason: command.reason } }];
    }
    case 'ChargeLostContainers':
      return [chargeLostContainers(state, ref, command)];
    case 'StartRental': {
      if (command.quantity <= 0) throw DomainError.field('quantity', 'Give how many are rented.');
      assertOnOrAfterOpening(state, command.from, 'from');
      const running = state.rentals.find((r) => r.product_id === command.productId && (r.until === null || r.until >= command.from));
      if (running)
        throw DomainError.field(
          'product_id',
          `${command.productName} is already rented to this customer from ${running.from}: end that first.`,
        );
      return [
        { type: 'CustomerRentalStarted', data: { ...ref, product_id: command.productId, from: command.from, quantity: command.quantity } },
      ];
    }
    case 'EndRental': {
      const running = state.rentals.find((r) => r.product_id === command.productId && r.until === null);
      if (!running) throw DomainError.notFound('This customer rents no such product now.');
      if (command.until < running.from) throw DomainError.field('until', `The rental started on ${running.from}: it cannot end before.`);
      return [{ type: 'CustomerRentalEnded', data: { ...ref, product_id: command.productId, from: running.from, until: command.until } }];
    }
    case 'ChargeRental':
      return rentalCharges(state, ref, command);
    case 'DeleteCustomer':
      if (state.ledgerLines === 0) return [{ type: 'CustomerDeleted', data: ref }];
      return state.isActive ? [{ type: 'CustomerDeactivated', data: ref }] : [];
    case 'ProposeLocation':
      // The same place again (a second tap, a retry) is already waiting.
      if (state.locationProposal && samePlace(state.locationProposal, command.proposal)) return [];
      return [{ type: 'CustomerLocationProposed', data: { ...ref, ...command.proposal } }];
    case 'ConfirmLocation': {
      const place = proposalSeen(state, command.seen);
      const previous = coordinatesOf(state.profile);
      return [{ type: 'CustomerLocationConfirmed', data: { ...ref, ...place, previous } }];
    }
    case 'DismissLocation':
      return [{ type: 'CustomerLocationProposalDismissed', data: { ...ref, ...proposalSeen(state, command.seen) } }];
  }
}

/**
 * One customer of one plant: details, where they are served, status, pauses and their ledger's
 * openings, adjustments, deposits and reversals. Deliveries and payments on the same stream are
 * decided in daily-entries (delivery.decider.ts), on this state and with this `evolve`.
 */
export const customerDecider: Decider<CustomerState, CustomerCommand, CustomerEvent> = {
  initialState: initialCustomerState,
  evolve,
  decide,
};
