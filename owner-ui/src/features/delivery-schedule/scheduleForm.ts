import type { CustomerScheduleInput, RouteCustomer, ScheduleKind, Weekday } from '@paani/contracts';
import { z } from 'zod';

export const SCHEDULE_KINDS: readonly ScheduleKind[] = ['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call'];
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export interface ScheduleFormValues {
  kind: ScheduleKind;
  days: Weekday[];
  every_n: string;
  start_date: string;
  quantity: string;
}

export const SCHEDULE_FIELDS: readonly (keyof ScheduleFormValues)[] = ['kind', 'days', 'every_n', 'start_date', 'quantity'];

const WHOLE = /^\d+$/;

/** The messages the server gives for the same rules (CustomerScheduleDto), so the form and the API say the same thing. */
export interface ScheduleMessages {
  daysRequired: string;
  everyNRequired: string;
  everyNRange: string;
  startRequired: string;
  quantityRange: string;
}

/** Each kind's own fields: weekdays need days; alternate a start; every_n_days a step of 2…365 and a start. */
export function scheduleSchema(messages: ScheduleMessages) {
  return z
    .object({
      kind: z.enum(['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call']),
      days: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])),
      every_n: z.string(),
      start_date: z.string(),
      quantity: z
        .string()
        .trim()
        .refine((value) => WHOLE.test(value) && Number(value) >= 1 && Number(value) <= 1000, messages.quantityRange),
    })
    .superRefine((values, ctx) => {
      if (values.kind === 'weekdays' && values.days.length === 0)
        ctx.addIssue({ code: 'custom', path: ['days'], message: messages.daysRequired });
      if (values.kind === 'every_n_days') {
        const n = values.every_n.trim();
        if (n === '') ctx.addIssue({ code: 'custom', path: ['every_n'], message: messages.everyNRequired });
        else if (!WHOLE.test(n) || Number(n) < 2 || Number(n) > 365)
          ctx.addIssue({ code: 'custom', path: ['every_n'], message: messages.everyNRange });
      }
      if ((values.kind === 'alternate' || values.kind === 'every_n_days') && values.start_date === '')
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: messages.startRequired });
    });
}

/** A customer's schedule as the row's form starts; `today` is the start offered when the current kind has none. */
export function scheduleFormValues(customer: Pick<RouteCustomer, 'schedule' | 'quantity'>, today: string): ScheduleFormValues {
  return {
    kind: customer.schedule.kind,
    days: [...customer.schedule.days],
    every_n: customer.schedule.every_n === null ? '' : String(customer.schedule.every_n),
    start_date: customer.schedule.start_date ?? today,
    quantity: String(customer.quantity),
  };
}

/** The form as PUT /customers/{id}/schedule takes it: only the fields its kind uses. */
export function toScheduleInput(values: ScheduleFormValues): CustomerScheduleInput {
  const quantity = Number(values.quantity.trim());
  switch (values.kind) {
    case 'weekdays':
      return { kind: 'weekdays', days: WEEKDAYS.filter((day) => values.days.includes(day)), quantity };
    case 'alternate':
      return { kind: 'alternate', start_date: values.start_date, quantity };
    case 'every_n_days':
      return { kind: 'every_n_days', every_n: Number(values.every_n.trim()), start_date: values.start_date, quantity };
    default:
      return { kind: values.kind, quantity };
  }
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
