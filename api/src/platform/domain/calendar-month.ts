/**
 * Calendar months written YYYY-MM, as every monthly run reads them (invoices, statements,
 * expenses' months, payroll), and the one proration rule for "so many of the month's days".
 */

/** Days in a month written YYYY-MM. */
export function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The first and last day of a month (YYYY-MM-DD). */
export function monthDays(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` };
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

/**
 * The last day of `month` counted at `today`: its last day for a past month, today for the
 * current month (the days so far); null for a month that has not started.
 */
export function countedTo(month: string, today: string): string | null {
  const { first, last } = monthDays(month);
  if (today > last) return last;
  if (today < first) return null;
  return today;
}

/** `paisa` a month for `days` of its `ofDays` days, rounded half up to the paisa (exact integer arithmetic). */
export const prorate = (paisa: number, days: number, ofDays: number): number => Math.floor((paisa * days * 2 + ofDays) / (ofDays * 2));

/** One start (true) or end (false) of something that runs by days: a plant's activity, an employee's employment. */
export interface ActivityChange {
  active: boolean;
  at: Date;
}

/**
 * The days of `month` up to `to` on which it was active at some moment: started on day a (the day
 * `dayOf` gives the instant) and ended on day b, it was active on every day from a to b, both
 * counted; one still running counts every day from a. Changes after `to` do not count.
 */
export function activeDays(changes: ActivityChange[], month: string, to: string, dayOf: (at: Date) => string): number {
  const spans: [string, string][] = [];
  let since: string | null = null;
  for (const change of changes) {
    const day = dayOf(change.at);
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
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (day > to) break;
    if (spans.some(([from, until]) => from <= day && day <= until)) days += 1;
  }
  return days;
}
