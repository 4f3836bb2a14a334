import Dexie, { liveQuery, type EntityTable } from 'dexie';
import type { OutboxItem, Snapshot } from './offline-db';

/**
 * The rider's phone storage (IndexedDB through Dexie): what was last read, and what waits to be
 * sent. A chunk of its own, loaded through offline-db.ts's `loadRiderDb` once the sheet is drawn
 * (or at once when it must come from the phone), so Dexie's 30 KB are not downloaded before a
 * rider on slow data sees their customers.
 */
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

export { liveQuery };
