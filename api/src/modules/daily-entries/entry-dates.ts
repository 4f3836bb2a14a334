import { DomainError } from '../../platform/domain/domain-error';
import { plantToday } from '../../platform/domain/plant-day';
import { firstOpenDay, PlantCalendar } from '../plants/plant-calendar';

/**
 * Refuses a new entry or payment dated after the plant's today or inside its lock period.
 * `field` names the input that carries the day, for the 422.
 */
export function assertOpenDay(date: string, calendar: PlantCalendar, field = 'date'): void {
  const today = plantToday(calendar.timeZone);
  if (date > today) throw DomainError.field(field, `Entries cannot be dated after today (${today}, the plant's day).`);
  const open = firstOpenDay(today, calendar.lockPeriodDays);
  if (date < open)
    throw DomainError.field(
      field,
      `${date} is locked: days more than ${calendar.lockPeriodDays} days back (before ${open}) take no new entries; reverse an entry with a reason instead.`,
    );
}
