import type { Plant } from '@paani/contracts';

export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

/** 'YYYY-MM-DD' of `now` in a time zone (the plant's day, whatever the browser's zone). */
export function dayIn(timeZone: string, now = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return dayIn(DEFAULT_TIME_ZONE, now);
  }
}

/** The plant's today: its time-zone setting when the API sends one, else Asia/Karachi (the default). */
export function plantToday(plant: Pick<Plant, 'id'> | null | undefined, now = new Date()): string {
  const zone = (plant as { time_zone?: string | null } | null | undefined)?.time_zone;
  return dayIn(zone || DEFAULT_TIME_ZONE, now);
}

/** The plant's day `days` before its today (a default range's start: 'the last 30 days' of the plant, not of the browser's zone). */
export function plantDaysAgo(plant: Pick<Plant, 'id'> | null | undefined, days: number, now = new Date()): string {
  const day = new Date(`${plantToday(plant, now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

export const isDay = (value: string | null | undefined): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));

export const DAILY_ENTRIES_PATH = '/filter-owner/daily-entries';

/** Quick Entry's address: today's sheet of a plant (the page selects that plant). */
export const dailyEntriesLink = (plant: Pick<Plant, 'id'>) => `${DAILY_ENTRIES_PATH}?date=${plantToday(plant)}&filter_plant_id=${plant.id}`;
