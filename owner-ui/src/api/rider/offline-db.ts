import Dexie, { type EntityTable } from 'dexie';
import type { RiderDayCloseInput, RiderEntryInput } from '@paani/contracts';

/** A server answer kept on the phone (the rider, a day's sheet, a day's figures), keyed `{user}:{what}`. */
export interface Snapshot {
  key: string;
  data: unknown;
  savedAt: string;
}

export type OutboxBody =
  { kind: 'entries'; body: { date: string; entries: RiderEntryInput[] } } | { kind: 'close'; body: RiderDayCloseInput & { date: string } };

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

/** The rider's phone storage (IndexedDB through Dexie): what was last read, and what waits to be sent. */
export class RiderDatabase extends Dexie {
  snapshots!: EntityTable<Snapshot, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;

  constructor() {
    super('paani-rider');
    // [userId+state] lists one rider's waiting items in the order they were recorded (seq).
    this.version(1).stores({ snapshots: 'key', outbox: '++seq, [userId+state]' });
  }
}

export const riderDb = new RiderDatabase();
