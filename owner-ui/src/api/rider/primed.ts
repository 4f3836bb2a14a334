import type { DailySheet, RiderDay } from '@paani/contracts';
import { STORAGE } from '../../lib/storage';
import { api } from '../client';

/**
 * Today's sheet and day figures asked for as early as possible (no date: the server's today): on
 * a 400 ms link every round trip waited for is a second the rider stares at a spinner. The rider
 * screen's own reads take these answers instead of asking again.
 */
const primed = new Map<string, { at: number; answer: Promise<{ date: string } | null> }>();
// An answer not taken within this time is old news: the date's query reads afresh.
const FRESH_MS = 60_000;

const primedOnce = new Set<number | 'signed-in'>();

/** Once per page load: later reads of the rider (a refetch) must not download sheets nobody reads. */
export function primeToday(userId: number | 'signed-in'): void {
  if (primedOnce.has(userId) || primedOnce.has('signed-in')) return;
  primedOnce.add(userId);
  const ask = <T extends { date: string }>(kind: 'sheet' | 'day', path: string) => {
    // Already asked for (by the first script) and not yet taken.
    if (primed.has(`${userId}:${kind}`) || primed.has(`signed-in:${kind}`)) return;
    primed.set(`${userId}:${kind}`, {
      at: Date.now(),
      answer: api.get<T>(path).then(
        ({ data }) => data,
        () => null,
      ),
    });
  };
  ask<DailySheet>('sheet', '/rider/sheet');
  ask<RiderDay>('day', '/rider/day-close');
}

/** Forgets the answers asked for early: once the rider's records reach the server they are out of date. */
export function dropPrimed(): void {
  primed.clear();
}

/** The primed answer for this date if there is a fresh one (taken once: a later read asks the server), else null. */
export async function takePrimed<T>(userId: number, kind: 'sheet' | 'day', date: string): Promise<T | null> {
  for (const key of [`${userId}:${kind}`, `signed-in:${kind}`]) {
    const pending = primed.get(key);
    if (!pending) continue;
    if (Date.now() - pending.at > FRESH_MS) {
      primed.delete(key);
      continue;
    }
    const answer = await pending.answer;
    // Another day's read (tomorrow's, kept after 6 pm) leaves today's answer for today's query.
    if (answer?.date !== date) continue;
    if (primed.get(key) === pending) primed.delete(key);
    return answer as T;
  }
  return null;
}

/**
 * Run by the rider's entry before its first render: a rider opening /rider with a network has
 * their sheet and day on their way at once, not after the rider's own read has come back.
 */
export function primeOnRiderRoute(): void {
  if (typeof window === 'undefined' || !navigator.onLine || !localStorage.getItem(STORAGE.token)) return;
  primeToday('signed-in');
}
