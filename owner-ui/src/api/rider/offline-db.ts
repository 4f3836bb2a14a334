import type { LocationProposalInput, RiderDayCloseInput, RiderEntryInput } from '@paani/contracts';

/** A server answer kept on the phone (the rider, a day's sheet, a day's figures), keyed `{user}:{what}`. */
export interface Snapshot {
  key: string;
  data: unknown;
  savedAt: string;
}

export type OutboxBody =
  | { kind: 'entries'; body: { date: string; entries: RiderEntryInput[] } }
  | { kind: 'close'; body: RiderDayCloseInput & { date: string } }
  /** A customer's place saved at the door, for the owner to confirm (sent without the date and the id, which are the queue's). */
  | { kind: 'place'; body: LocationProposalInput & { date: string; customer_id: number } };

/**
 * One thing the rider recorded, waiting to reach the server. Its Idempotency-Key is chosen when it
 * is recorded and sent with every attempt, so a send whose answer was lost, or a second tab
 * sending the same item, is applied once. `rejected`: the server refused it (its reason kept)
 * and it stays until the rider dismisses it.
 */
export type OutboxItem = OutboxBody & {
  seq?: number;
  userId: number;
  date: string;
  idempotencyKey: string;
  createdAt: string;
  state: 'waiting' | 'rejected';
  /** The customer's name for an entry, so a refusal names whom it was for. */
  label?: string;
  reason?: string;
};

let loading: Promise<typeof import('./dexie-db')> | null = null;

/** The rider's phone storage (IndexedDB through Dexie, dexie-db.ts), loaded the first time it is needed. */
export function loadRiderDb(): Promise<typeof import('./dexie-db')> {
  loading ??= import('./dexie-db').catch((error: unknown) => {
    // A failed download (offline, no service worker yet) is tried again next time.
    loading = null;
    throw error;
  });
  return loading;
}

export const openRiderDb = async () => (await loadRiderDb()).riderDb;
