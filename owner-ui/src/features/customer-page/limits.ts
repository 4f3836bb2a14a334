import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_PROBLEM_KINDS,
  EXTRA_DELIVERY_MAX,
  PAUSE_MAX_DAYS,
  REQUEST_AHEAD_DAYS,
  daysBetween,
  isCalendarDate,
  shiftDay,
  type CustomerProblemKind,
  type CustomerRequestInput,
} from '@paani/contracts';
import { asciiDigits } from './dom';
import type { Say } from './locale';

/**
 * The asks' rules on the phone, with the API's limits (the contract's constants), so a customer
 * hears at once what the plant would refuse. The API checks again and its 422 is shown the same way.
 */

/** A message: the server's words as they came, or ours, said in the language chosen when shown. */
export type Msg = string | ((say: Say) => string);
export type Values = Record<string, string>;
export type Errors = Record<string, Msg>;

/** The days a customer may ask for (an extra delivery, a pause's first day): the plant's tomorrow to REQUEST_AHEAD_DAYS ahead. */
export function askWindow(today: string): { first: string; last: string } {
  return { first: shiftDay(today, 1), last: shiftDay(today, REQUEST_AHEAD_DAYS) };
}

/** A pause's last day at the latest (both days count). */
export function pauseLastDay(from: string): string {
  return shiftDay(from, PAUSE_MAX_DAYS - 1);
}

function dayError(value: string, first: string, last: string): Msg | null {
  if (!value) return (say) => say.t('chooseDay');
  if (!isCalendarDate(value) || value < first || value > last) {
    return (say) => say.t('dayRange', { from: say.day(first), to: say.day(last) });
  }
  return null;
}

function noteError(note: string, required: boolean): Msg | null {
  const text = note.trim();
  if (required && text === '') return (say) => say.t('noteNeeded');
  if (text.length > CUSTOMER_NOTE_MAX) return (say) => say.t('noteTooLong', { max: say.count(CUSTOMER_NOTE_MAX) });
  return null;
}

function withNote<T extends CustomerRequestInput>(input: T, note: string): T {
  const text = note.trim();
  return text ? { ...input, note: text } : input;
}

/** Errors by field (none: the input to send). */
export type Checked = { errors: Errors; input: null } | { errors: null; input: CustomerRequestInput };

function checked(errors: Record<string, Msg | null>, input: () => CustomerRequestInput): Checked {
  const found: Errors = {};
  for (const [field, error] of Object.entries(errors)) if (error) found[field] = error;
  return Object.keys(found).length > 0 ? { errors: found, input: null } : { errors: null, input: input() };
}

export function checkExtra(values: Values, today: string, productIds: number[]): Checked {
  const { first, last } = askWindow(today);
  const quantityText = asciiDigits(values.quantity ?? '').trim();
  const quantity = /^\d+$/.test(quantityText) ? Number(quantityText) : NaN;
  const productId = Number(values.product_id);
  const hasProducts = productIds.length > 0;
  return checked(
    {
      date: dayError(values.date ?? '', first, last),
      product_id: hasProducts && !productIds.includes(productId) ? (say) => say.t('chooseProduct') : null,
      quantity:
        quantity >= 1 && quantity <= EXTRA_DELIVERY_MAX ? null : (say) => say.t('quantityRange', { max: say.count(EXTRA_DELIVERY_MAX) }),
      note: noteError(values.note ?? '', false),
    },
    () =>
      withNote(
        { kind: 'extra_delivery', date: values.date, ...(hasProducts ? { product_id: productId } : {}), quantity },
        values.note ?? '',
      ),
  );
}

export function checkPause(values: Values, today: string): Checked {
  const { first, last } = askWindow(today);
  const from = values.from ?? '';
  const until = values.until ?? '';
  const fromError = dayError(from, first, last);
  let untilError: Msg | null = null;
  if (!until || !isCalendarDate(until)) untilError = (say) => say.t('chooseDay');
  else if (!fromError && until < from) untilError = (say) => say.t('untilBeforeFrom');
  else if (!fromError && daysBetween(from, until) + 1 > PAUSE_MAX_DAYS)
    untilError = (say) => say.t('pauseTooLong', { days: say.count(PAUSE_MAX_DAYS) });
  return checked({ from: fromError, until: untilError, note: noteError(values.note ?? '', false) }, () =>
    withNote({ kind: 'pause', from, until }, values.note ?? ''),
  );
}

export function checkProblem(values: Values): Checked {
  const problem = values.problem as CustomerProblemKind;
  const known = CUSTOMER_PROBLEM_KINDS.includes(problem);
  return checked({ problem: known ? null : (say) => say.t('chooseProblem'), note: noteError(values.note ?? '', problem === 'other') }, () =>
    withNote({ kind: 'problem', problem }, values.note ?? ''),
  );
}

export function checkDispute(values: Values, month: string): Checked {
  return checked({ note: noteError(values.note ?? '', true) }, () => withNote({ kind: 'statement_dispute', month }, values.note ?? ''));
}

/** A PIN as typed (Urdu digits too): its 4 ASCII digits, or null. */
export function readPin(value: string): string | null {
  const pin = asciiDigits(value).replace(/\s/g, '');
  return /^\d{4}$/.test(pin) ? pin : null;
}
