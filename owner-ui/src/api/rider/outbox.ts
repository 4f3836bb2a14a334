import { ERROR_CODES } from '@paani/contracts';
import { ApiError, api } from '../client';
import { newIdempotencyKey } from '../idempotency-key';
import type { RiderDatabase } from './dexie-db';
import { openRiderDb, type OutboxBody, type OutboxItem } from './offline-db';
import { dropPrimed } from './primed';

const RETRY_LATER_CODES = new Set<string>([ERROR_CODES.concurrencyConflict, ERROR_CODES.idempotencyKeyInFlight]);
const ALREADY_APPLIED = ERROR_CODES.idempotencyKeyResponseLost;

/** Records one thing the rider did; it is sent (now, or when the network is back) with this key. */
export async function enqueue(userId: number, item: OutboxBody, label?: string): Promise<void> {
  await (
    await openRiderDb()
  ).outbox.add({
    ...item,
    userId,
    date: item.body.date,
    idempotencyKey: newIdempotencyKey(),
    createdAt: new Date().toISOString(),
    state: 'waiting',
    label,
  } as OutboxItem);
}

/** One rider's items in a state, in the order recorded (only Dexie calls: usable inside a liveQuery). */
export const itemsIn = (db: RiderDatabase, userId: number, state: OutboxItem['state']) =>
  db.outbox.where('[userId+state]').equals([userId, state]).sortBy('seq');
const waitingItems = async (userId: number) => itemsIn(await openRiderDb(), userId, 'waiting');
export const dismissRejected = async (seq: number) => (await openRiderDb()).outbox.delete(seq);

/**
 * A failure worth trying again later, the item staying queued: no network, a server error, a rate
 * limit, or a lost race (the same key still being processed, another writer of the customer).
 * Every other answer is the server's decision on the item.
 */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.code === ERROR_CODES.networkError) return true;
  if (error.status >= 500 || error.status === 429 || error.status === 408 || error.status === 401) return true;
  return error.status === 409 && RETRY_LATER_CODES.has(error.code ?? '');
}

/** The server's reason, with the first field message when the headline is a generic one. */
function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  const field = Object.values(error.errors ?? {})[0]?.[0];
  return field && field !== error.message ? `${error.message} ${field}` : error.message;
}

function post(item: OutboxItem) {
  const options = { idempotencyKey: item.idempotencyKey };
  if (item.kind === 'place') {
    const { date: _date, customer_id, ...place } = item.body;
    return api.post(`/rider/customers/${customer_id}/location`, place, options);
  }
  return api.post(item.kind === 'entries' ? '/rider/entries' : '/rider/day-close', item.body, options);
}

export interface DrainResult {
  sent: number;
  rejected: number;
  /** The dates whose sheet or day changed on the server. */
  dates: string[];
  /** True when items are left waiting (offline, or the server could not take them now). */
  stopped: boolean;
}

/**
 * Sends the rider's waiting items one by one in the order recorded. An accepted item leaves the
 * queue; a refused one is kept as rejected with the server's reason; a retryable failure stops
 * the run and leaves it (and everything after it) waiting, so the order holds.
 */
async function drain(userId: number): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, rejected: 0, dates: [], stopped: false };
  const riderDb = await openRiderDb();
  for (;;) {
    const [next] = await waitingItems(userId);
    if (!next) return result;
    try {
      await post(next);
      await riderDb.outbox.delete(next.seq!);
      result.sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.code === ALREADY_APPLIED) {
        // The server applied this key earlier and lost only its answer: the item is done.
        await riderDb.outbox.delete(next.seq!);
        result.sent += 1;
      } else if (isRetryable(error)) {
        result.stopped = true;
        return result;
      } else {
        await riderDb.outbox.update(next.seq!, { state: 'rejected', reason: reasonOf(error) });
        result.rejected += 1;
      }
    }
    dropPrimed();
    if (!result.dates.includes(next.date)) result.dates.push(next.date);
  }
}

const running = new Map<number, Promise<DrainResult>>();

/** One run at a time per rider in this tab; a second call joins the run under way. */
export function sendWaiting(userId: number): Promise<DrainResult> {
  const current = running.get(userId);
  if (current) return current;
  const run = drain(userId).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}
