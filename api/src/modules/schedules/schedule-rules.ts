import type { ScheduleKind, ScheduleLine, Weekday } from '@paani/contracts';
import { FieldErrors } from '../../platform/domain/domain-error';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
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
  /** The first product's quantity per delivery; 0 when the customer takes only other products. */
  quantity: number;
  /** The lines of the plant's other products, by product id. */
  items: ScheduleLine[];
}

/** A line of a product other than the first: its quantity, on the schedule's days (kind null) or on its own (the contracts' type). */
export type { ScheduleLine };

/** A customer without a schedule of their own: every day, one can. */
export const DEFAULT_SCHEDULE: ScheduleSettings = { kind: 'daily', days: [], every_n: null, start_date: null, quantity: 1, items: [] };

/** A schedule as a client sends it (PUT body or POST /customers' `schedule`), before any check. */
export interface ScheduleInput {
  kind?: unknown;
  days?: unknown;
  every_n?: unknown;
  start_date?: unknown;
  quantity?: unknown;
  route_position?: unknown;
  /** Every line (ScheduleLineInput), replacing the current ones; absent keeps them. */
  items?: unknown;
}

export type ScheduleField = Exclude<keyof ScheduleInput, 'items'>;

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
  itemsInvalid: 'The items must be a list of lines, each with a product_id and a quantity.',
  itemsEmpty: 'A schedule needs at least one line.',
  itemProductInvalid: 'The product must be a product number (1 or more).',
  itemProductRepeated: 'Each product may have one line.',
  itemFirstOwnDays: "The first product's line is on the schedule's own days: leave its kind empty.",
  itemQuantityDisagrees: "The first product's line must agree with the quantity.",
  itemProductNotSold: "The product must be one of the plant's active products sold per unit.",
  itemRuleWithoutKind: 'Days, every n and a start date apply only to a line with a kind of its own.',
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
  return { ...errors, ...scheduleItemsProblems(input, prefix) };
}

/** A line as sent, before any check. */
export type LineInput = {
  product_id?: unknown;
  quantity?: unknown;
  kind?: unknown;
  days?: unknown;
  every_n?: unknown;
  start_date?: unknown;
};

const isLineList = (value: unknown): value is LineInput[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'object' && line !== null && !Array.isArray(line));

export type ScheduleLineField = keyof LineInput;
const LINE_RULE_FIELDS = ['days', 'every_n', 'start_date'] as const;
const LINE_FIELDS: ScheduleLineField[] = ['product_id', 'quantity', 'kind', ...LINE_RULE_FIELDS];
const ownKind = (line: LineInput) => !absent(line.kind) && line.kind !== '';
const blank = (value: unknown) => absent(value) || value === '' || (Array.isArray(value) && value.length === 0);

/** The one problem of a field of a line, given the whole line (its kind decides the rest), or null. */
export function scheduleLineProblem(field: ScheduleLineField, line: LineInput): string | null {
  switch (field) {
    case 'product_id':
      return wholeIn(line.product_id, 1, MAX_QUANTITY) ? null : SCHEDULE_MESSAGES.itemProductInvalid;
    case 'quantity':
      return wholeIn(line.quantity, 1, MAX_QUANTITY) ? null : SCHEDULE_MESSAGES.quantityInvalid;
    case 'kind':
      return ownKind(line) && line.product_id === FIRST_PRODUCT_ID ? SCHEDULE_MESSAGES.itemFirstOwnDays : null;
    default:
      if (ownKind(line)) return scheduleFieldProblem(field, line);
      return blank(line[field]) ? null : SCHEDULE_MESSAGES.itemRuleWithoutKind;
  }
}

/** The problem of the list itself (its lines aside): not a list of lines, empty, a product twice, the first product's line against `quantity`. */
export function scheduleItemsListProblem(input: ScheduleInput): string | null {
  if (input.items === undefined) return null;
  if (!isLineList(input.items)) return SCHEDULE_MESSAGES.itemsInvalid;
  if (input.items.length === 0) return SCHEDULE_MESSAGES.itemsEmpty;
  const ids = input.items.map((line) => line.product_id);
  if (new Set(ids).size !== ids.length) return SCHEDULE_MESSAGES.itemProductRepeated;
  const first = input.items.find((line) => line.product_id === FIRST_PRODUCT_ID);
  return first && !absent(input.quantity) && first.quantity !== input.quantity ? SCHEDULE_MESSAGES.itemQuantityDisagrees : null;
}

/** Every problem of a schedule's `items` (none when absent: the current lines stay), keyed `{prefix}items` and `{prefix}items.{i}.{field}`. */
export function scheduleItemsProblems(input: ScheduleInput, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const listProblem = scheduleItemsListProblem(input);
  if (listProblem) errors[`${prefix}items`] = [listProblem];
  if (!isLineList(input.items)) return errors;
  input.items.forEach((line, index) => {
    for (const field of LINE_FIELDS) {
      const problem = scheduleLineProblem(field, line);
      if (problem) errors[`${prefix}items.${index}.${field}`] = [problem];
    }
  });
  return errors;
}

/** The rule fields a sound input stands for: the ones its kind does not use emptied, days in calendar order. */
function ruleFrom(input: LineInput): Pick<ScheduleLine, 'days' | 'every_n' | 'start_date'> & { kind: ScheduleKind } {
  const kind = input.kind as ScheduleKind;
  return {
    kind,
    days: kind === 'weekdays' ? WEEKDAYS.filter((day) => (input.days as string[]).includes(day)) : [],
    every_n: kind === 'every_n_days' ? (input.every_n as number) : null,
    start_date: kind === 'alternate' || kind === 'every_n_days' ? (input.start_date as string) : null,
  };
}

function lineFrom(input: LineInput): ScheduleLine {
  const rule = ownKind(input) ? ruleFrom(input) : { kind: null, days: [], every_n: null, start_date: null };
  return { product_id: input.product_id as number, quantity: input.quantity as number, ...rule };
}

/**
 * The settings a sound input stands for: the fields its kind does not use emptied, days in
 * calendar order. Absent `items` keep `current`'s lines; given, they are every line, and the first
 * product's quantity is its line's, else `quantity`, else 0. Absent both, the quantity is
 * `current`'s (or 1). Check the input with scheduleProblems first.
 */
export function scheduleSettingsFrom(input: ScheduleInput, current: ScheduleSettings | null = null): ScheduleSettings {
  const given = absent(input.quantity) ? null : (input.quantity as number);
  if (!isLineList(input.items)) return { ...ruleFrom(input), quantity: given ?? current?.quantity ?? 1, items: current?.items ?? [] };
  const first = input.items.find((line) => line.product_id === FIRST_PRODUCT_ID);
  const items = input.items
    .filter((line) => line !== first)
    .map(lineFrom)
    .sort((a, b) => a.product_id - b.product_id);
  return { ...ruleFrom(input), quantity: (first?.quantity as number | undefined) ?? given ?? 0, items };
}

export const sameSchedule = (a: ScheduleSettings, b: ScheduleSettings): boolean =>
  a.kind === b.kind &&
  a.days.join() === b.days.join() &&
  a.every_n === b.every_n &&
  a.start_date === b.start_date &&
  a.quantity === b.quantity &&
  JSON.stringify(a.items) === JSON.stringify(b.items);

/** Every line of a schedule as answered: the first product's first (when it takes any), then the others. */
export function scheduleLines({ quantity, items }: Pick<ScheduleSettings, 'quantity' | 'items'>): ScheduleLine[] {
  const first: ScheduleLine = { product_id: FIRST_PRODUCT_ID, quantity, kind: null, days: [], every_n: null, start_date: null };
  return quantity === 0 ? items : [first, ...items];
}

/** The decider's check of settings from any caller: the first product's line and the others, as an input would carry them. */
export function settingsProblems({ quantity, items, ...rule }: ScheduleSettings): FieldErrors {
  return scheduleProblems({ ...rule, items: scheduleLines({ quantity, items }) });
}
