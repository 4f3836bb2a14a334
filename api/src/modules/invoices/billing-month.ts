import {
  ActivityChange,
  activeDays as activeDaysBy,
  countedTo,
  daysInMonth,
  nextMonth,
  previousMonth,
  prorate,
} from '../../platform/domain/calendar-month';
import { fromPaisa, toPaisa } from '../../platform/domain/money';
import { plantDate } from '../../platform/domain/plant-day';
import { BILLING_TIME_ZONE, InvoiceItemData } from './invoice.events';

export { daysInMonth, nextMonth, previousMonth };
export type { ActivityChange };

/** The billing day (YYYY-MM-DD in BILLING_TIME_ZONE) at an instant. */
export const billingDay = (now: Date): string => plantDate(now, BILLING_TIME_ZONE);

/** Due on the 10th of the month after the billed one. */
export const dueDay = (month: string): string => `${nextMonth(month)}-10`;

/** The last day a run at `today` bills of `month` (null: the month has not started). */
export const billedTo = countedTo;

/** The days of `month` up to `to` a plant was active on, in billing days (BILLING_TIME_ZONE). */
export const activeDays = (changes: ActivityChange[], month: string, to: string): number => activeDaysBy(changes, month, to, billingDay);

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
    const paisa = prorate(price, days, monthDays);
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
