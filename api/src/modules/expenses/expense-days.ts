import { plantToday } from '../../platform/domain/plant-day';
import { firstOpenDay, loadPlantCalendar } from '../plants/plant-calendar';
import { PlantDays } from './expense.decider';

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** The plant's today and its first open day, from its calendar settings (time zone, lock period). */
export async function plantDays(query: Query, plantId: number): Promise<PlantDays> {
  const calendar = await loadPlantCalendar(query, plantId);
  const today = plantToday(calendar.timeZone);
  return { today, lockedBefore: firstOpenDay(today, calendar.lockPeriodDays) };
}
