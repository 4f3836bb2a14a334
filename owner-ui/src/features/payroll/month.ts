import { formatMonth } from '../../lib/format';

/** A month written YYYY-MM. */
export const isMonth = (value: string | null | undefined): value is string => Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));

/** The month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The month before a month: payroll is run once a month has ended. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as 'November 2026' in the app's language. */
export function monthLabel(month: string): string {
  if (!isMonth(month)) return month;
  const [year, number] = month.split('-').map(Number);
  return formatMonth(new Date(year, number - 1, 1));
}
