import { EventStore1763700000001 } from './1763700000001-event-store';
import { Users1763700000002 } from './1763700000002-users';

/** Every migration, in order. A new one is added at the end, never edited once landed. */
export const migrations = [EventStore1763700000001, Users1763700000002];
