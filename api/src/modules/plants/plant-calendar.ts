import { DomainError } from '../../platform/domain/domain-error';
import { isCalendarDate, plantToday, shiftDay } from '../../platform/domain/plant-day';
import { PLANT_NOT_FOUND } from './plant.decider';

/** A plant's calendar settings, as code that counts its days needs them. */
export interface PlantCalendar {
  /** IANA zone of the plant's days (plantDate / plantToday take it). */
  timeZone: string;
  /** Entries older than this many days can only be reversed with a reason. */
  lockPeriodDays: number;
}

/**
 * The calendar of one plant, from the `plants` read model (one statement by key). Takes any
 * query function (`Sql#rows`, a DataSource's or a transaction's `query`), so a command can read
 * it in its own transaction. 404 for a plant that does not exist; the caller checks ownership.
 */
export async function loadPlantCalendar(
  query: (sql: string, params?: unknown[]) => Promise<any[]>,
  plantId: number,
): Promise<PlantCalendar> {
  const [row] = await query(`SELECT time_zone, lock_period_days FROM plants WHERE id = $1`, [plantId]);
  if (!row) throw DomainError.notFound(PLANT_NOT_FOUND);
  return { timeZone: row.time_zone, lockPeriodDays: Number(row.lock_period_days) };
}

/**
 * The first day still open for new entries and expenses: days before it are locked (only
 * reversals, dated today, may touch them). A lock period of 35 days leaves today and the 35 days before open.
 */
export function firstOpenDay(today: string, lockPeriodDays: number): string {
  return shiftDay(today, -lockPeriodDays);
}

/** The plant's open days: today and the lock period's days before it (firstOpenDay). */
function openDays(calendar: PlantCalendar): { today: string; open: string } {
  const today = plantToday(calendar.timeZone);
  return { today, open: firstOpenDay(today, calendar.lockPeriodDays) };
}

/**
 * Refuses a new entry, payment, adjustment or deposit dated after the plant's today or inside its lock period.
 * `field` names the input that carries the day, for the 422.
 */
export function assertOpenDay(date: string, calendar: PlantCalendar, field = 'date'): void {
  const { today, open } = openDays(calendar);
  if (date > today) throw DomainError.field(field, `Entries cannot be dated after today (${today}, the plant's day).`);
  if (date < open)
    throw DomainError.field(
      field,
      `${date} is locked: days more than ${calendar.lockPeriodDays} days back (before ${open}) take no new entries; reverse an entry with a reason instead.`,
    );
}

/**
 * Refuses a customer's "opening as of" day after the plant's today or inside its lock period: the
 * opening stands at a day that may still take entries, since nothing may be dated before it.
 */
export function assertOpeningDay(date: string, calendar: PlantCalendar): void {
  if (!isCalendarDate(date)) throw DomainError.field('opening_date', 'The opening date must be a day written YYYY-MM-DD.');
  const { today, open } = openDays(calendar);
  if (date > today) throw DomainError.field('opening_date', `The opening date cannot be after today (${today}, the plant's day).`);
  if (date < open)
    throw DomainError.field(
      'opening_date',
      `The opening date cannot be before ${open}: days more than ${calendar.lockPeriodDays} days back are locked (the plant's lock period).`,
    );
}
