import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { ExpenseDetails, ExpenseEvent, ExpenseRef } from './expense.events';

export const EXPENSE_NOT_FOUND = 'Expense not found.';

export interface ExpenseState {
  status: 'none' | 'recorded' | 'reversed';
  ref: ExpenseRef | null;
  details: ExpenseDetails | null;
}

/**
 * The plant's days a decision needs: `today`, and `lockedBefore`, the first day still open
 * (today minus the plant's lock period): an expense dated before it can only be reversed.
 */
export interface PlantDays {
  today: string;
  lockedBefore: string;
}

export type ExpenseCommand =
  | ({ type: 'RecordExpense'; expenseId: number; plantId: number; ownerId: number; details: ExpenseDetails } & PlantDays)
  | ({ type: 'CorrectExpense'; details: ExpenseDetails; reason: string } & PlantDays)
  | { type: 'ReverseExpense'; reason: string };

const initialState: ExpenseState = { status: 'none', ref: null, details: null };

function evolve(state: ExpenseState, event: ExpenseEvent): ExpenseState {
  switch (event.type) {
    case 'ExpenseRecorded': {
      const { expense_id, plant_id, owner_id, ...details } = event.data;
      return { status: 'recorded', ref: { expense_id, plant_id, owner_id }, details };
    }
    case 'ExpenseCorrected':
      return { ...state, details: event.data.after };
    case 'ExpenseReversed':
      return { ...state, status: 'reversed' };
  }
}

const lockedMessage = (date: string, days: PlantDays) =>
  `This expense is dated ${date}, before ${days.lockedBefore}: days older than the plant's lock period are closed. ` +
  'It can only be reversed (with a reason), not corrected.';

/** A day the plant's books accept: not in the future, not before the lock period. */
function assertOpenDay(date: string, days: PlantDays): void {
  if (date > days.today) throw DomainError.field('date', 'The date may not be in the future.');
  if (date < days.lockedBefore)
    throw DomainError.field('date', `The date is before ${days.lockedBefore}: days older than the plant's lock period are closed.`);
}

const sameDetails = (a: ExpenseDetails, b: ExpenseDetails) =>
  (Object.keys(a) as (keyof ExpenseDetails)[]).every((key) => a[key] === b[key]);

function decide(command: ExpenseCommand, state: ExpenseState): ExpenseEvent[] {
  if (command.type === 'RecordExpense') {
    if (state.status !== 'none') throw DomainError.conflict('This expense already exists.');
    assertOpenDay(command.details.date, command);
    const ref = { expense_id: command.expenseId, plant_id: command.plantId, owner_id: command.ownerId };
    return [{ type: 'ExpenseRecorded', data: { ...ref, ...command.details } }];
  }
  if (state.status === 'none' || !state.ref || !state.details) throw DomainError.notFound(EXPENSE_NOT_FOUND);
  const { ref, details } = state;
  switch (command.type) {
    case 'CorrectExpense': {
      if (state.status === 'reversed')
        throw new DomainError('validation', 'This expense was reversed: it can no longer be corrected. Record a new expense instead.', {
          code: ERROR_CODES.expenseReversed,
        });
      if (details.date < command.lockedBefore)
        throw new DomainError('validation', lockedMessage(details.date, command), { code: ERROR_CODES.expenseLocked });
      if (sameDetails(details, command.details)) return [];
      if (command.details.date !== details.date) assertOpenDay(command.details.date, command);
      return [{ type: 'ExpenseCorrected', data: { ...ref, before: details, after: command.details, reason: command.reason } }];
    }
    case 'ReverseExpense':
      if (state.status === 'reversed')
        throw new DomainError('validation', 'This expense was already reversed.', { code: ERROR_CODES.expenseReversed });
      return [{ type: 'ExpenseReversed', data: { ...ref, ...details, reason: command.reason } }];
  }
}

/** One expense of one plant: recorded, corrected (never while its day is locked), reversed. */
export const expenseDecider: Decider<ExpenseState, ExpenseCommand, ExpenseEvent> = { initialState, evolve, decide };
