import type { ScheduleKind, Weekday } from '@paani/contracts';
import { FieldErrors } from '../../platform/domain/domain-error';
import { isCalendarDate } from '../../platform/domain/plant-day';

/**
 * What a delivery schedule is and which of its fields each kind takes: one place for the DTO's
 * field messages and the decider's own check, so a schedule sent nested in POST /customers is
 * judged exactly as PUT /customers/{id}/schedule judges it.
 */
export const SCHEDULE_KINDS: readonly ScheduleKind[] = ['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call'];
/** In calendar order from Monday; PostgreSQL's extract(isodow) is this index + 1. */
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const MIN_EVERY_N = 2;
export const MAX_EVERY_N = 365;
export const MAX_QUANTITY = 1000;
export const MAX_ROUTE_POSITION = 1_000_000;

/** A customer's schedule as stored: every field present, the ones its kind does not use empty. */
export interface ScheduleSettings {
  kind: ScheduleKind;
  /** For `weekdays`, in calendar order; empty otherwise. */
  days: Weekday[];
  /** For `every_n_days`; null otherwise. */
  every_n: number | null;
  /** For `alternate` and `every_n_days` (YYYY-MM-DD, the first due day); null otherwise. */
  start_date: string | null;
  /** Default cans per delivery. */
  quantity: number;
}

/** A customer without a schedule of their own: every day, one can. */
export const DEFAULT_SCHEDULE: ScheduleSettings = { kind: 'daily', days: [], every_n: null, start_date: null, quantity: 1 };

/** A schedule as a client sends it (PUT body or POST /customers' `schedule`), before any check. */
export interface ScheduleInput {
  kind?: unknown;
  days?: unknown;
  every_n?: unknown;
  start_date?: unknown;
  quantity?: unknown;
  route_position?: unknown;
}

export type ScheduleField = keyof ScheduleInput;

const absent = (value: unknown) => value === undefined || value === null;
const KIND_LIST = SCHEDULE_KINDS.join(', ');
export const SCHEDULE_MESSAGES = {
  kindRequired: 'The kind is required.',
  kindInvalid: `The kind must be one of ${KIND_LIST}.`,
  daysRequired: 'Choose at least one day for a weekdays schedule.',
  daysInvalid: `The days must be a list of ${WEEKDAYS.join(', ')}.`,
  daysRepeated: 'Each day may be listed once.',
  daysNotApplicable: 'Days apply only to a weekdays schedule.',
  everyNRequired: 'The every n field is required for an every_n_days schedule.',
  everyNInvalid: `The every n must be a whole number between ${MIN_EVERY_N} and ${MAX_EVERY_N}.`,
  everyNNotApplicable: 'Every n applies only to an every_n_days schedule.',
  startRequired: 'The start date is required for alternate and every_n_days schedules.',
  startInvalid: 'The start date must be a day written YYYY-MM-DD.',
  startNotApplicable: 'A start date applies only to alternate and every_n_days schedules.',
  quantityInvalid: `The quantity must be a whole number between 1 and ${MAX_QUANTITY}.`,
  routeInvalid: 'The route position must be a whole number of 0 or more.',
};

const isKind = (value: unknown): value is ScheduleKind => typeof value === 'string' && (SCHEDULE_KINDS as string[]).includes(value);
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The one problem of a field of a schedule, given the whole schedule (its kind decides the rest), or null. */
export function scheduleFieldProblem(field: ScheduleField, input: ScheduleInput): string | null {
  const value = input[field];
  const kind = isKind(input.kind) ? input.kind : null;
  switch (field) {
    case 'kind':
      if (absent(value) || value === '') return SCHEDULE_MESSAGES.kindRequired;
      return isKind(value) ? null : SCHEDULE_MESSAGES.kindInvalid;
    case 'days': {
      const empty = absent(value) || (Array.isArray(value) && value.length === 0);
      if (!empty && (!Array.isArray(value) || value.some((day) => !(WEEKDAYS as unknown[]).includes(day))))
        return SCHEDULE_MESSAGES.daysInvalid;
      if (kind === 'weekdays') {
        if (empty) return SCHEDULE_MESSAGES.daysRequired;
        return new Set(value as string[]).size === (value as string[]).length ? null : SCHEDULE_MESSAGES.daysRepeated;
      }
      return kind !== null && !empty ? SCHEDULE_MESSAGES.daysNotApplicable : null;
    }
    case 'every_n':
      if (!absent(value) && !wholeIn(value, MIN_EVERY_N, MAX_EVERY_N)) return SCHEDULE_MESSAGES.everyNInvalid;
      if (kind === 'every_n_days') return absent(value) ? SCHEDULE_MESSAGES.everyNRequired : null;
      return kind !== null && !absent(value) ? SCHEDULE_MESSAGES.everyNNotApplicable : null;
    case 'start_date': {
      const blank = absent(value) || value === '';
      if (!blank && !isCalendarDate(value)) return SCHEDULE_MESSAGES.startInvalid;
      if (kind === 'alternate' || kind === 'every_n_days') return blank ? SCHEDULE_MESSAGES.startRequired : null;
      return kind !== null && !blank ? SCHEDULE_MESSAGES.startNotApplicable : null;
    }
    case 'quantity':
      return absent(value) || wholeIn(value, 1, MAX_QUANTITY) ? null : SCHEDULE_MESSAGES.quantityInvalid;
    case 'route_position':
      return absent(value) || wholeIn(value, 0, MAX_ROUTE_POSITION) ? null : SCHEDULE_MESSAGES.routeInvalid;
  }
}

const FIELDS: ScheduleField[] = ['kind', 'days', 'every_n', 'start_date', 'quantity', 'route_position'];

/** Every field's problem, keyed by field (with a prefix for a nested schedule); empty when the schedule is sound. */
export function scheduleProblems(input: ScheduleInput, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const problem = scheduleFieldProblem(field, input);
    if (problem) errors[`${prefix}${field}`] = [problem];
  }
  return errors;
}

/**
 * The settings a sound input stands for: the fields its kind does not use emptied, days in
 * calendar order, the quantity `current`'s (or 1) when absent. Check it with scheduleProblems first.
 */
export function scheduleSettingsFrom(input: ScheduleInput, current: ScheduleSettings | null = null): ScheduleSettings {
  const kind = input.kind as ScheduleKind;
  const days = kind === 'weekdays' ? WEEKDAYS.filter((day) => (input.days as string[]).includes(day)) : [];
  return {
    kind,
    days,
    every_n: kind === 'every_n_days' ? (input.every_n as number) : null,
    start_date: kind === 'alternate' || kind === 'every_n_days' ? (input.start_date as string) : null,
    quantity: absent(input.quantity) ? (current?.quantity ?? 1) : (input.quantity as number),
  };
}

export const sameSchedule = (a: ScheduleSettings, b: ScheduleSettings): boolean =>
  a.kind === b.kind &&
  a.days.join() === b.days.join() &&
  a.every_n === b.every_n &&
  a.start_date === b.start_date &&
  a.quantity === b.quantity;
