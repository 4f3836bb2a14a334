import type { DailySheet, RiderDay, RiderProfile } from '@paani/contracts';
import { api } from '../client';
import { cachedRead, hasSnapshot } from './cached-read';
import { primeToday, takePrimed } from './primed';
import { prefetchRead, useRead } from './read-store';

/** One key per read, the same for the screens' store and the phone's copy (IndexedDB). */
export const riderKeys = {
  me: (userId: number) => `${userId}:me`,
  sheet: (userId: number, date: string) => `${userId}:sheet:${date}`,
  day: (userId: number, date: string) => `${userId}:day:${date}`,
};

/** YYYY-MM-DD of the phone's own calendar (the plant's today is the server's; this is for offline only). */
function localDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const readSheet = (userId: number, date: string) =>
  cachedRead(
    riderKeys.sheet(userId, date),
    async () =>
      (await takePrimed<DailySheet>(userId, 'sheet', date)) ?? (await api.get<DailySheet>('/rider/sheet', { query: { date } })).data,
  );
const readDay = (userId: number, date: string) =>
  cachedRead(
    riderKeys.day(userId, date),
    async () =>
      (await takePrimed<RiderDay>(userId, 'day', date)) ?? (await api.get<RiderDay>('/rider/day-close', { query: { date } })).data,
  );

/**
 * The signed-in rider (plant, areas, the plant's today). Offline, the copy from the last opening;
 * if the phone's calendar has moved on to a day whose sheet is on the phone (tomorrow's, kept
 * after 6 pm), that day is today.
 */
async function readRider(userId: number) {
  if (navigator.onLine) primeToday(userId);
  const rider = await cachedRead(riderKeys.me(userId), async () => (await api.get<RiderProfile>('/rider/me')).data);
  if (rider.savedAt === null) return rider;
  const phoneToday = localDate();
  if (phoneToday > rider.data.today && (await hasSnapshot(riderKeys.sheet(userId, phoneToday))))
    return { ...rider, data: { ...rider.data, today: phoneToday } };
  return rider;
}

// With no network the reads still run, and answer the phone's copy (cachedRead).
export const useRider = (userId: number) => useRead(riderKeys.me(userId), () => readRider(userId), 60_000);

/** `freshMs`: read again when shown this long after the last read (Infinity: a screen that only looks at the sheet another one keeps fresh). */
export const useRiderSheet = (userId: number, date: string | undefined, freshMs?: number) =>
  useRead(date ? riderKeys.sheet(userId, date) : null, () => readSheet(userId, date!), freshMs);

export const useRiderDay = (userId: number, date: string | undefined) =>
  useRead(date ? riderKeys.day(userId, date) : null, () => readDay(userId, date!));

/** After 6 pm the next day's sheet and figures are fetched too, so tomorrow's round starts even without a network. */
export async function keepTomorrow(userId: number, today: string, now = new Date()): Promise<void> {
  if (now.getHours() < 18) return;
  const tomorrow = nextDay(today);
  await Promise.all([
    prefetchRead(riderKeys.sheet(userId, tomorrow), () => readSheet(userId, tomorrow)),
    prefetchRead(riderKeys.day(userId, tomorrow), () => readDay(userId, tomorrow)),
  ]);
}
