import { plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { PlantDays } from './expense.decider';

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** The day `days` days before a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The first day not locked: an expense dated before it is older than the lock period. */
export const firstOpenDay = (today: string, lockPeriodDays: number) => daysBefore(today, lockPeriodDays);

/** The plant's today and its first open day, from its calendar settings (time zone, lock period). */
export async function plantDays(query: Query, plantId: number): Promise<PlantDays> {
  const calendar = await loadPlantCalendar(query, plantId);
  const today = plantToday(calendar.timeZone);
  return { today, lockedBefore: firstOpenDay(today, calendar.lockPeriodDays) };
}
