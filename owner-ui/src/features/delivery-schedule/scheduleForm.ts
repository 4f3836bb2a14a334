import {
  FIRST_PRODUCT_ID,
  type CustomerScheduleInput,
  type Product,
  type RouteCustomer,
  type ScheduleKind,
  type ScheduleLineInput,
  type Weekday,
} from '@paani/contracts';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

export const SCHEDULE_KINDS: readonly ScheduleKind[] = ['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call'];
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** When deliveries come, as the form holds it (text fields kept as typed). */
export interface RuleFormValues {
  days: Weekday[];
  every_n: string;
  start_date: string;
}

/**
 * A line of another product than the first (a carton every Friday): `kind` '' comes on the
 * schedule's own days, any other kind on days of its own.
 */
export interface LineFormValues extends RuleFormValues {
  product_id: number;
  quantity: string;
  kind: ScheduleKind | '';
}

export interface ScheduleFormValues extends RuleFormValues {
  kind: ScheduleKind;
  /** The first product's cans per delivery; 0 (or blank) when the customer takes only the lines' products. */
  quantity: string;
  lines: LineFormValues[];
}

export const SCHEDULE_FIELDS: readonly (keyof ScheduleFormValues)[] = ['kind', 'days', 'every_n', 'start_date', 'quantity'];
const LINE_FIELDS: readonly (keyof LineFormValues)[] = ['product_id', 'quantity', 'kind', 'days', 'every_n', 'start_date'];

const WHOLE = /^\d+$/;
const MAX_QUANTITY = 1000;

/** The messages the server gives for the same rules (CustomerScheduleDto), so the form and the API say the same thing. */
export interface ScheduleMessages {
  daysRequired: string;
  everyNRequired: string;
  everyNRange: string;
  startRequired: string;
  quantityRange: string;
  /** The cans beside other products' lines, where 0 means none. */
  cansRange: string;
}

type Issue = (path: (string | number)[], message: string) => void;

/** Each kind's own fields: weekdays need days; alternate a start; every_n_days a step of 2…365 and a start. */
function ruleIssues(kind: ScheduleKind | '', rule: RuleFormValues, messages: ScheduleMessages, issue: Issue) {
  if (kind === 'weekdays' && rule.days.length === 0) issue(['days'], messages.daysRequired);
  if (kind === 'every_n_days') {
    const n = rule.every_n.trim();
    if (n === '') issue(['every_n'], messages.everyNRequired);
    else if (!WHOLE.test(n) || Number(n) < 2 || Number(n) > 365) issue(['every_n'], messages.everyNRange);
  }
  if ((kind === 'alternate' || kind === 'every_n_days') && rule.start_date === '') issue(['start_date'], messages.startRequired);
}

const wholeIn = (text: string, min: number) => WHOLE.test(text) && Number(text) >= min && Number(text) <= MAX_QUANTITY;

/** The first product's cans as a number: blank is none. */
export const cansOf = (values: Pick<ScheduleFormValues, 'quantity'>): number =>
  values.quantity.trim() === '' ? 0 : Number(values.quantity.trim());

export function scheduleSchema(messages: ScheduleMessages) {
  const kind = z.enum(['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call']);
  const rule = { days: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])), every_n: z.string(), start_date: z.string() };
  const line = z.object({ product_id: z.number(), quantity: z.string(), kind: z.union([kind, z.literal('')]), ...rule });
  return z.object({ kind, quantity: z.string(), lines: z.array(line), ...rule }).superRefine((values, ctx) => {
    const issue =
      (prefix: (string | number)[]): Issue =>
      (path, message) =>
        ctx.addIssue({ code: 'custom', path: [...prefix, ...path], message });
    ruleIssues(values.kind, values, messages, issue([]));
    // Cans may be none only when other products come: a schedule needs a line.
    const cans = values.quantity.trim();
    if (values.lines.length === 0 && !wholeIn(cans, 1)) issue([])(['quantity'], messages.quantityRange);
    if (values.lines.length > 0 && cans !== '' && !wholeIn(cans, 0)) issue([])(['quantity'], messages.cansRange);
    values.lines.forEach((entry, index) => {
      if (!wholeIn(entry.quantity.trim(), 1)) issue(['lines', index])(['quantity'], messages.quantityRange);
      ruleIssues(entry.kind, entry, messages, issue(['lines', index]));
    });
  });
}

/** A rule's fields as a kind of its own sends them: only the ones the kind uses, days in calendar order. */
function ruleInput(kind: ScheduleKind, rule: RuleFormValues): Pick<CustomerScheduleInput, 'days' | 'every_n' | 'start_date'> {
  switch (kind) {
    case 'weekdays':
      return { days: WEEKDAYS.filter((day) => rule.days.includes(day)) };
    case 'alternate':
      return { start_date: rule.start_date };
    case 'every_n_days':
      return { every_n: Number(rule.every_n.trim()), start_date: rule.start_date };
    default:
      return {};
  }
}

/** A customer's schedule as the row's form starts; `today` is the start offered when a kind has none. */
export function scheduleFormValues(customer: Pick<RouteCustomer, 'schedule' | 'quantity' | 'items'>, today: string): ScheduleFormValues {
  const ruleValues = (rule: { days: Weekday[]; every_n: number | null; start_date: string | null }): RuleFormValues => ({
    days: [...rule.days],
    every_n: rule.every_n === null ? '' : String(rule.every_n),
    start_date: rule.start_date ?? today,
  });
  return {
    kind: customer.schedule.kind,
    ...ruleValues(customer.schedule),
    quantity: String(customer.quantity),
    lines: customer.items
      .filter((item) => item.product_id !== FIRST_PRODUCT_ID)
      .map((item) => ({ product_id: item.product_id, quantity: String(item.quantity), kind: item.kind ?? '', ...ruleValues(item) })),
  };
}

/** A new line of a product: one a delivery, on the schedule's days. */
export const newLine = (productId: number, today: string): LineFormValues => ({
  product_id: productId,
  quantity: '1',
  kind: '',
  days: [],
  every_n: '',
  start_date: today,
});

function lineInput(line: LineFormValues): ScheduleLineInput {
  const own = { product_id: line.product_id, quantity: Number(line.quantity.trim()) };
  return line.kind === '' ? own : { ...own, kind: line.kind, ...ruleInput(line.kind, line) };
}

/**
 * The form as PUT /customers/{id}/schedule takes it: the fields its kind uses and every line, the
 * first product's first with the cans. No cans: its line is left out (the customer takes none of
 * it), and so is `quantity`, which the server would otherwise take for that line.
 */
export function toScheduleInput(values: ScheduleFormValues): CustomerScheduleInput {
  const rule = { kind: values.kind, ...ruleInput(values.kind, values) };
  const others = values.lines.map(lineInput);
  const quantity = cansOf(values);
  if (quantity === 0) return { ...rule, items: others };
  return { ...rule, quantity, items: [{ product_id: FIRST_PRODUCT_ID, quantity }, ...others] };
}

/** Where a server message shows: a field of the form, or `root.items` for the lines as a whole. */
export type ScheduleErrorPath = FieldPath<ScheduleFormValues> | 'root.items';

/**
 * The field a 422's key names. The schedule's own fields are the form's; `items.<i>.<field>` names
 * the line sent at i, found again by its product (product 1's line is the cans field); `items`
 * alone (a product twice, no line at all) is the lines as a whole. Keys of nothing on the form: null.
 */
export function serverErrorPath(key: string, values: ScheduleFormValues): ScheduleErrorPath | null {
  if ((SCHEDULE_FIELDS as readonly string[]).includes(key)) return key as keyof ScheduleFormValues;
  if (key === 'items') return values.lines.length > 0 ? 'root.items' : 'quantity';
  const match = /^items\.(\d+)(?:\.(\w+))?$/.exec(key);
  if (!match) return null;
  const productId = toScheduleInput(values).items?.[Number(match[1])]?.product_id;
  if (productId === FIRST_PRODUCT_ID) return 'quantity';
  const index = values.lines.findIndex((line) => line.product_id === productId);
  if (index < 0) return 'root.items';
  const field = (LINE_FIELDS as readonly string[]).includes(match[2] ?? '') ? (match[2] as keyof LineFormValues) : 'product_id';
  return `lines.${index}.${field}`;
}

/**
 * The products a schedule's line may be of, in the plant's order: active, sold per unit (a
 * rental is billed by the month, not delivered by schedule), other than the first (its line is
 * the cans field).
 */
export function lineProducts(products: readonly Product[]): Product[] {
  return products
    .filter((product) => product.id !== FIRST_PRODUCT_ID && product.is_active && product.billing === 'per_unit')
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** `ids` with the one at `from` moved to `to`. */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** 'YYYY-MM-DD' `days` after a plant day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
