import { DomainError } from '../../platform/domain/domain-error';
import { plantToday } from '../../platform/domain/plant-day';
import { PlantCalendar } from '../plants/plant-calendar';

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

/**
 * The first day still open for new entries: days before it are locked (only reversals, which are
 * dated today, may touch them). A lock period of 35 days leaves today and the 35 days before open.
 */
export function firstOpenDay(calendar: PlantCalendar, today = plantToday(calendar.timeZone)): string {
  return shiftDay(today, -calendar.lockPeriodDays);
}

/**
 * Refuses a new entry or payment dated after the plant's today or inside its lock period.
 * `field` names the input that carries the day, for the 422.
 */
export function assertOpenDay(date: string, calendar: PlantCalendar, field = 'date'): void {
  const today = plantToday(calendar.timeZone);
  if (date > today) throw DomainError.field(field, `Entries cannot be dated after today (${today}, the plant's day).`);
  const open = firstOpenDay(calendar, today);
  if (date < open)
    throw DomainError.field(
      field,
      `${date} is locked: days more than ${calendar.lockPeriodDays} days back (before ${open}) take no new entries; reverse an entry with a reason instead.`,
    );
}
