import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { DailySheet, RiderDay, RiderProfile } from '@paani/contracts';
import { api } from '../client';
import { cachedRead, hasSnapshot } from './cached-read';
import { riderKeys } from './keys';
import { primeToday, takePrimed } from './primed';

const snapshotKey = {
  me: (userId: number) => `${userId}:me`,
  sheet: (userId: number, date: string) => `${userId}:sheet:${date}`,
  day: (userId: number, date: string) => `${userId}:day:${date}`,
};

/** YYYY-MM-DD of the phone's own calendar (the plant's today is the server's; this is for offline only). */
export function localDate(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const readSheet = (userId: number, date: string) =>
  cachedRead(
    snapshotKey.sheet(userId, date),
    async () =>
      (await takePrimed<DailySheet>(userId, 'sheet', date)) ?? (await api.get<DailySheet>('/rider/sheet', { query: { date } })).data,
  );
const readDay = (userId: number, date: string) =>
  cachedRead(
    snapshotKey.day(userId, date),
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
  const rider = await cachedRead(snapshotKey.me(userId), async () => (await api.get<RiderProfile>('/rider/me')).data);
  if (rider.savedAt === null) return rider;
  const phoneToday = localDate();
  if (phoneToday > rider.data.today && (await hasSnapshot(snapshotKey.sheet(userId, phoneToday))))
    return { ...rider, data: { ...rider.data, today: phoneToday } };
  return rider;
}

// networkMode 'always': with no network the reads still run, and answer the phone's copy.
export const useRider = (userId: number) =>
  useQuery({ queryKey: riderKeys.me(userId), queryFn: () => readRider(userId), staleTime: 60_000, networkMode: 'always' });

export const useRiderSheet = (userId: number, date: string | undefined) =>
  useQuery({
    queryKey: riderKeys.sheet(userId, date ?? ''),
    queryFn: () => readSheet(userId, date!),
    enabled: Boolean(date),
    networkMode: 'always',
  });

export const useRiderDay = (userId: number, date: string | undefined) =>
  useQuery({
    queryKey: riderKeys.day(userId, date ?? ''),
    queryFn: () => readDay(userId, date!),
    enabled: Boolean(date),
    networkMode: 'always',
  });

/** After 6 pm the next day's sheet and figures are fetched too, so tomorrow's round starts even without a network. */
export async function keepTomorrow(queryClient: QueryClient, userId: number, today: string, now = new Date()): Promise<void> {
  if (now.getHours() < 18) return;
  const tomorrow = nextDay(today);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: riderKeys.sheet(userId, tomorrow),
      queryFn: () => readSheet(userId, tomorrow),
      networkMode: 'always',
    }),
    queryClient.prefetchQuery({
      queryKey: riderKeys.day(userId, tomorrow),
      queryFn: () => readDay(userId, tomorrow),
      networkMode: 'always',
    }),
  ]);
}
