import type { CommissionBasis, CommissionBasisDetail, SalaryBasis } from '@paani/contracts';
import { ActivityChange, activeDays, daysInMonth, prorate } from '../../platform/domain/calendar-month';
import { rupees, toPaisa } from '../../platform/domain/money';

/** An employee as their pay is worked out: their terms now and when they were employed. */
export interface PayTerms {
  /** Paisa a month; null: no salary. */
  monthlySalary: number | null;
  /** Percent as a decimal string ("15.00"); null: no commission. */
  commissionRate: string | null;
  /** Added and activated (true), deactivated and removed (false), in log order. */
  employment: ActivityChange[];
}

/** What the employee's entries of a month add up to (not reversed), in paisa. */
export interface MonthWork {
  deliveries: number;
  cans: number;
  delivered: number;
  collected: number;
}

export const NO_WORK: MonthWork = { deliveries: 0, cans: 0, delivered: 0, collected: 0 };

/**
 * The salary earned in `month` up to `to` (its last day for a past month, today for the current
 * one): the monthly salary × days employed ÷ the month's days, half up to the paisa; the whole
 * salary for a whole month. The terms are the employee's current ones (a raise counts for the
 * months run after it). `dayOf` reads an instant as the plant's day.
 */
export function salaryFor(terms: PayTerms, month: string, to: string, dayOf: (at: Date) => string): SalaryBasis | null {
  if (terms.monthlySalary === null || terms.monthlySalary <= 0) return null;
  const days = activeDays(terms.employment, month, to, dayOf);
  const ofDays = daysInMonth(month);
  return {
    monthly_salary: rupees(terms.monthlySalary),
    days_employed: days,
    days_in_month: ofDays,
    amount: rupees(prorate(terms.monthlySalary, days, ofDays)),
  };
}

/** The commission of a month's work: the rate's percent of the amount delivered or of the cash collected, half up to the paisa. */
export function commissionFor(terms: PayTerms, basis: CommissionBasis, work: MonthWork): CommissionBasisDetail | null {
  if (terms.commissionRate === null) return null;
  const hundredthsOfPercent = toPaisa(terms.commissionRate);
  if (hundredthsOfPercent <= 0) return null;
  const base = basis === 'delivered' ? work.delivered : work.collected;
  const paisa = Math.floor((base * hundredthsOfPercent * 2 + 10_000) / 20_000);
  return {
    basis,
    rate_percent: rupees(hundredthsOfPercent),
    deliveries: work.deliveries,
    cans: work.cans,
    base_amount: rupees(base),
    amount: rupees(paisa),
  };
}

/** Paisa of an explanation's amount, or null when there is none. */
export const paisaOf = (basis: { amount: number } | null): number | null => (basis ? toPaisa(basis.amount) : null);
