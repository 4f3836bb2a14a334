/**
 * A plant's day is its local day, whatever the server's zone (docs/architecture.md, "Money, cans
 * and days"). Every plant is in Pakistan for now: a per-plant time zone setting comes later, and
 * then only these two functions learn to take it.
 */
export const PLANT_TIME_ZONE = 'Asia/Karachi';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PLANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The plant's day (YYYY-MM-DD) at an instant. */
export function plantDate(instant: Date): string {
  return DAY.format(instant);
}

/** The plant's day now (YYYY-MM-DD). */
export function plantToday(): string {
  return plantDate(new Date());
}

/** True for a real calendar day written YYYY-MM-DD, in the years a business day can fall (1900 to 2999). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
