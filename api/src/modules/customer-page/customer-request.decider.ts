// The limits the customer's page checks too (imported by path: the API runs compiled JavaScript, see platform/domain/error-codes.ts).
import {
  CUSTOMER_NOTE_MAX,
  EXTRA_DELIVERY_MAX,
  PAUSE_MAX_DAYS,
  REQUEST_AHEAD_DAYS,
} from '../../../../packages/contracts/src/customer-page';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { daysBetween, shiftDay } from '../../platform/domain/plant-day';
import { Decider } from '../../platform/event-store/decider';
import { CustomerRequestEvent, CustomerRequestFacts, CustomerRequestRef } from './customer-request.events';

export const REQUEST_NOT_FOUND = 'Request not found.';
/** A statement older than this many months is no longer answered through the page. */
export const STATEMENT_ANSWER_MONTHS = 12;

export interface CustomerRequestState {
  status: 'none' | 'pending' | 'accepted' | 'declined';
  ref: CustomerRequestRef | null;
  facts: CustomerRequestFacts | null;
}

/** `today`: the plant's day when the command is decided. */
export type CustomerRequestCommand =
  | { type: 'MakeRequest'; ref: CustomerRequestRef; facts: CustomerRequestFacts; today: string }
  | { type: 'AcceptRequest'; reply: string | null; pauseId: number | null; today: string }
  | { type: 'DeclineRequest'; reply: string | null };

const initialState: CustomerRequestState = { status: 'none', ref: null, facts: null };

function evolve(state: CustomerRequestState, event: CustomerRequestEvent): CustomerRequestState {
  switch (event.type) {
    case 'CustomerRequestMade': {
      const { request_id, owner_id, plant_id, customer_id, ...facts } = event.data;
      return { status: 'pending', ref: { request_id, owner_id, plant_id, customer_id }, facts };
    }
    case 'CustomerRequestAccepted':
      return { ...state, status: 'accepted' };
    case 'CustomerRequestDeclined':
      return { ...state, status: 'declined' };
  }
}

/** The month before `month` (YYYY-MM), `count` times. */
export function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Refuses what a customer may not ask, by the plant's `today`; each refusal names its field. */
export function assertAskable(facts: CustomerRequestFacts, today: string): void {
  const tomorrow = shiftDay(today, 1);
  const latest = shiftDay(today, REQUEST_AHEAD_DAYS);
  if (facts.note !== null && facts.note.length > CUSTOMER_NOTE_MAX)
    throw DomainError.field('note', `Please keep the note under ${CUSTOMER_NOTE_MAX} characters.`);
  switch (facts.kind) {
    case 'statement_confirm':
    case 'statement_dispute': {
      const thisMonth = today.slice(0, 7);
      if (!facts.month || facts.month >= thisMonth) throw DomainError.field('month', 'Only a finished month’s statement can be answered.');
      if (facts.month < monthsBefore(thisMonth, STATEMENT_ANSWER_MONTHS))
        throw DomainError.field('month', 'This statement is too old to answer here. Please call the plant.');
      if (facts.kind === 'statement_dispute' && !facts.note) throw DomainError.field('note', 'Please say what is wrong in the statement.');
      return;
    }
    case 'extra_delivery':
      if (!facts.date || facts.date < tomorrow || facts.date > latest)
        throw DomainError.field('date', `Choose a day from tomorrow up to ${REQUEST_AHEAD_DAYS} days ahead.`);
      if (!facts.quantity || facts.quantity < 1 || facts.quantity > EXTRA_DELIVERY_MAX)
        throw DomainError.field('quantity', `Ask for 1 to ${EXTRA_DELIVERY_MAX}.`);
      return;
    case 'pause':
      if (!facts.from || facts.from < tomorrow || facts.from > latest)
        throw DomainError.field('from', `Choose a first day from tomorrow up to ${REQUEST_AHEAD_DAYS} days ahead.`);
      if (!facts.until || facts.until < facts.from) throw DomainError.field('until', 'The last day must be on or after the first.');
      if (daysBetween(facts.from, facts.until) + 1 > PAUSE_MAX_DAYS)
        throw DomainError.field('until', `A pause asked here is at most ${PAUSE_MAX_DAYS} days. Please call the plant for a longer one.`);
      return;
    case 'problem':
      if (!facts.problem) throw DomainError.field('problem', 'Choose what went wrong.');
      if (facts.problem === 'other' && !facts.note) throw DomainError.field('note', 'Please say what went wrong.');
      return;
  }
}

/** Refuses accepting what can no longer happen: an extra delivery on a past day, a pause that has ended. */
function assertStillPossible(facts: CustomerRequestFacts, today: string): void {
  if (facts.kind === 'extra_delivery' && facts.date! < today)
    throw DomainError.field('date', `The day asked for (${facts.date}) has passed. Decline the request instead.`);
  if (facts.kind === 'pause' && facts.until! < today)
    throw DomainError.field('until', `The pause asked for ended on ${facts.until}. Decline the request instead.`);
}

function decide(command: CustomerRequestCommand, state: CustomerRequestState): CustomerRequestEvent[] {
  if (command.type === 'MakeRequest') {
    if (state.status !== 'none') throw DomainError.conflict('This request already exists.');
    assertAskable(command.facts, command.today);
    return [{ type: 'CustomerRequestMade', data: { ...command.ref, ...command.facts } }];
  }
  if (state.status === 'none' || !state.ref || !state.facts) throw DomainError.notFound(REQUEST_NOT_FOUND);
  if (state.status !== 'pending')
    throw DomainError.conflict(`This request was already ${state.status}.`, ERROR_CODES.customerRequestDecided);
  if (command.type === 'DeclineRequest') return [{ type: 'CustomerRequestDeclined', data: { ...state.ref, reply: command.reply } }];
  assertStillPossible(state.facts, command.today);
  if (state.facts.kind === 'pause' && command.pauseId === null) throw new Error('An accepted pause names the pause it made');
  return [{ type: 'CustomerRequestAccepted', data: { ...state.ref, reply: command.reply, pause_id: command.pauseId } }];
}

/** One customer request: made (if it may be asked on that day), then accepted or declined once. */
export const customerRequestDecider: Decider<CustomerRequestState, CustomerRequestCommand, CustomerRequestEvent> = {
  initialState,
  evolve,
  decide,
};
