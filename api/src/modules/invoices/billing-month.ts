import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { plantDate } from '../../platform/domain/plant-day';
import { BILLING_TIME_ZONE, InvoiceItemData } from './invoice.events';

/** Days in a month written YYYY-MM. */
export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The month after YYYY-MM. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before YYYY-MM. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The billing day (YYYY-MM-DD in BILLING_TIME_ZONE) at an instant. */
export const billingDay = (now: Date): string => plantDate(now, BILLING_TIME_ZONE);

/** Due on the 10th of the month after the billed one. */
export const dueDay = (month: string): string => `${nextMonth(month)}-10`;

/**
 * The last day a run at `today` bills of `month`: its last day for a past month, today for the
 * current month (the days so far); null for a month that has not started.
 */
export function billedTo(month: string, today: string): string | null {
  const last = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  if (today > last) return last;
  if (today < `${month}-01`) return null;
  return today;
}

/** One activation (true) or deactivation (false) of a plant, in log order. */
export interface ActivityChange {
  active: boolean;
  at: Date;
}

/**
 * The days of `month` up to `to` on which the plant was active at some moment: a plant activated
 * on day a and deactivated on day b (billing days, BILLING_TIME_ZONE) was active on every day from
 * a to b, both counted; one still active counts every day from a. Changes after `to` do not count.
 */
export function activeDays(changes: ActivityChange[], month: string, to: string): number {
  const first = `${month}-01`;
  const spans: [string, string][] = [];
  let since: string | null = null;
  for (const change of changes) {
    const day = billingDay(change.at);
    if (day > to) break;
    if (change.active && since === null) since = day;
    else if (!change.active && since !== null) {
      spans.push([since, day]);
      since = null;
    }
  }
  if (since !== null) spans.push([since, to]);
  let days = 0;
  for (let d = 1; d <= daysInMonth(month); d += 1) {
    const day = `${first.slice(0, 8)}${String(d).padStart(2, '0')}`;
    if (day > to) break;
    if (spans.some(([from, until]) => from <= day && day <= until)) days += 1;
  }
  return days;
}

/** A plant as the run bills it. */
export interface BilledPlant {
  plant_id: number;
  name: string;
  code: string;
  changes: ActivityChange[];
}

/**
 * The items of an owner's invoice: each plant with active days, at the plan's monthly price × its
 * days ÷ the month's days, rounded half up to the paisa (exact integer arithmetic). A current
 * month's run bills the days so far at the same daily rate. Plants with no active day are left out.
 */
export function invoiceItems(
  plants: BilledPlant[],
  plan: { name: string; price_per_month: string },
  month: string,
  to: string,
): { items: InvoiceItemData[]; amount: string } {
  const price = toPaisa(plan.price_per_month);
  const monthDays = daysInMonth(month);
  const items: InvoiceItemData[] = [];
  let total = 0;
  for (const plant of plants) {
    const days = activeDays(plant.changes, month, to);
    if (days === 0) continue;
    const paisa = Math.floor((price * days * 2 + monthDays) / (monthDays * 2));
    total += paisa;
    items.push({
      description: `${plan.name} plan: ${plant.name} (${plant.code}), ${days} of ${monthDays} days of ${month}`,
      plant_id: plant.plant_id,
      days,
      amount: fromPaisa(paisa),
    });
  }
  return { items, amount: fromPaisa(total) };
}
