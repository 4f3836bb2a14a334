import type { DailySheet, RiderDay } from '@paani/contracts';
import { STORAGE } from '../../lib/storage';
import { api } from '../client';

/**
 * Today's sheet and day figures asked for as early as possible (no date: the server's today): on
 * a 400 ms link every round trip waited for is a second the rider stares at a spinner. The rider
 * screen's own queries take these answers instead of asking again. Kept apart from the IndexedDB
 * code so the app's first script can start them without loading Dexie.
 */
const primed = new Map<string, Promise<{ date: string } | null>>();

export function primeToday(userId: number | 'signed-in'): void {
  const ask = <T extends { date: string }>(kind: 'sheet' | 'day', path: string) => {
    // Already asked for, by the first script or an earlier opening.
    if (primed.has(`${userId}:${kind}`) || primed.has(`signed-in:${kind}`)) return;
    primed.set(
      `${userId}:${kind}`,
      api.get<T>(path).then(
        ({ data }) => data,
        () => null,
      ),
    );
  };
  ask<DailySheet>('sheet', '/rider/sheet');
  ask<RiderDay>('day', '/rider/day-close');
}

/** The primed answer for this date if there is one (taken once), else null. */
export async function takePrimed<T>(userId: number, kind: 'sheet' | 'day', date: string): Promise<T | null> {
  for (const key of [`${userId}:${kind}`, `signed-in:${kind}`]) {
    const pending = primed.get(key);
    if (!pending) continue;
    primed.delete(key);
    const answer = await pending;
    if (answer && answer.date === date) return answer as T;
  }
  return null;
}

/**
 * Run by the app's first script (App.tsx imports this module): a rider opening /rider with a
 * network has their sheet on its way while the rider screen's code still downloads.
 */
function primeOnRiderRoute(): void {
  if (typeof window === 'undefined' || !navigator.onLine) return;
  if (!/^\/rider(\/|$)/.test(window.location.pathname) || !localStorage.getItem(STORAGE.token)) return;
  primeToday('signed-in');
}

primeOnRiderRoute();
