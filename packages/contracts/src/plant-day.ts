/**
 * A plant's day is its local day, whatever the server's or the phone's zone (docs/architecture.md,
 * "Money, cans and days"). Each plant has a time-zone setting (`plants.time_zone`, default
 * Asia/Karachi). One rule for the API, the owner app and the rider app.
 */
export const PLANT_TIME_ZONE = 'Asia/Karachi';

/** One formatter per zone, made on first use (making one costs far more than formatting with it). */
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    DAY_FORMATS.set(timeZone, format);
  }
  return format;
}

/** The plant's day (YYYY-MM-DD) at an instant, in the plant's zone. */
export function plantDate(instant: Date, timeZone: string = PLANT_TIME_ZONE): string {
  return dayFormat(timeZone).format(instant);
}

/**
 * The IANA name of a time zone as Intl knows it ('asia/karachi' → 'Asia/Karachi'), or null when
 * it is not one. Only names: fixed offsets ('+05:00') are refused, a plant's zone follows its
 * country's rules.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** True for a real calendar day written YYYY-MM-DD, in the years a business day can fall (1900 to 2999). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after a YYYY-MM-DD day (negative: before), by the calendar, not by clock hours. */
export function shiftDay(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
