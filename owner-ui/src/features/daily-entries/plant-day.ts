import type { Plant } from '@paani/contracts';
import { usePlants } from '../../plants/PlantContext';
import { canonicalTimeZone, PLANT_TIME_ZONE, plantDate, shiftDay } from '@paani/contracts';

/** The plant's today: the API's rule (its time-zone setting, else Asia/Karachi), whatever the phone's zone. */
export function plantToday(plant: Pick<Plant, 'id'> | null | undefined, now = new Date()): string {
  const zone = (plant as { time_zone?: string | null } | null | undefined)?.time_zone;
  return plantDate(now, canonicalTimeZone(zone) ?? PLANT_TIME_ZONE);
}

/** The plant's day `days` before its today (a default range's start: 'the last 30 days' of the plant, not of the browser's zone). */
export function plantDaysAgo(plant: Pick<Plant, 'id'> | null | undefined, days: number, now = new Date()): string {
  return shiftDay(plantToday(plant, now), -days);
}

export const isDay = (value: string | null | undefined): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

export const DAILY_ENTRIES_PATH = '/filter-owner/daily-entries';

/** Quick Entry's address: today's sheet of a plant (the page selects that plant). */
export const dailyEntriesLink = (plant: Pick<Plant, 'id'>) => `${DAILY_ENTRIES_PATH}?date=${plantToday(plant)}&filter_plant_id=${plant.id}`;

/** The selected plant's today, for a form's default day and its latest allowed day. */
export function usePlantToday(): string {
  return plantToday(usePlants().selectedPlant);
}
