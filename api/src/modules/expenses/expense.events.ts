import type { ExpenseCategory } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

export const expenseStreamId = (expenseId: number): string => `expense-${expenseId}`;

export const EXPENSE_CATEGORIES: readonly ExpenseCategory[] = [
  'fuel',
  'maintenance',
  'staff_wages',
  'electricity',
  'filters_and_consumables',
  'rent',
  'other',
];

export type ExpenseRef = { expense_id: number; plant_id: number; owner_id: number };

/** What an expense says; money as a decimal string ("1500.00"). */
export interface ExpenseDetails {
  /** The plant's day (YYYY-MM-DD) the money was spent. */
  date: string;
  category: ExpenseCategory;
  amount: string;
  note: string | null;
  /** The employee it was paid to or spent by, an employee of the same plant. */
  employee_id: number | null;
}

/**
 * The events of one expense's stream (`expense-{id}`). A correction carries the values before and
 * after it and a reversal the values it takes out, so the projections (the expense row, its history
 * and the plant's daily totals) need nothing but the event.
 */
export type ExpenseEvent =
  | DecidedEvent<'ExpenseRecorded', ExpenseRef & ExpenseDetails>
  | DecidedEvent<'ExpenseCorrected', ExpenseRef & { before: ExpenseDetails; after: ExpenseDetails; reason: string }>
  | DecidedEvent<'ExpenseReversed', ExpenseRef & ExpenseDetails & { reason: string }>;

export const EXPENSE_EVENT_TYPES: ExpenseEvent['type'][] = ['ExpenseRecorded', 'ExpenseCorrected', 'ExpenseReversed'];
