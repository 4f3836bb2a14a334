import { randomUUID } from 'node:crypto';
import { EventMetadata, NewEvent, StoredEvent } from './event.types';
import { UpcasterRegistry } from './upcasters';
import { now as businessNow } from '../domain/clock';

/** A new event with the stream version it claims. */
export interface EventToInsert {
  streamId: string;
  streamVersion: number;
  event: NewEvent;
}

/** Rows per INSERT: 7 parameters a row stays far inside PostgreSQL's 65,535. */
export const ROWS_PER_INSERT = 1000;

type Runner = { query(sql: string, parameters?: unknown[]): Promise<any[]> };

/** `streamType` of `customer-12` is `customer`. */
export const streamTypeOf = (streamId: string): string =>
  streamId.includes('-') ? streamId.slice(0, streamId.lastIndexOf('-')) : streamId;

/** The column an events INSERT returns first: how a text of several statements finds its answer (StoreConnection#queueReturning). */
export const INSERTED_POSITION = 'inserted_position';

/** What an events INSERT returns for each row, in the order of its VALUES. */
export interface InsertedRow {
  inserted_position: string;
  transaction_id: string;
  previous_hash: string | null;
  hash: string;
}

/** One INSERT of events, and the events as stored once its answer is known (`answered`). */
export interface EventInsert {
  sql: string;
  values: unknown[];
  stored: StoredEvent[];
  answered(rows: InsertedRow[]): void;
}

/**
 * The INSERT of events (at most ROWS_PER_INSERT) as one statement, all with the same metadata and
 * the same `recorded_at`, which the API gives rather than PostgreSQL's `now()`: the projections
 * write it, and a store transaction runs them before the INSERT has answered (EventStore). The
 * version is claimed by the insert itself: a taken version violates the (stream_id,
 * stream_version) key, a version past the stream's head is refused by the chain trigger, which
 * also computes each event's hash. The log position, transaction and hashes of `stored` exist
 * once `answered` has run: reading them before throws, so a projection that needs them says so
 * (InlineProjection#readsLogPosition) instead of writing a wrong value.
 */
export function eventInsert(upcasters: UpcasterRegistry, rows: EventToInsert[], metadata: EventMetadata): EventInsert {
  const recordedAt = businessNow();
  const values: unknown[] = [JSON.stringify(metadata), metadata.tenant_id ?? null, recordedAt];
  const tuples: string[] = [];
  const stored = rows.map(({ streamId, streamVersion, event }) => {
    const base = values.length;
    const known = {
      eventId: randomUUID(),
      streamId,
      streamType: streamTypeOf(streamId),
      streamVersion,
      type: event.type,
      schemaVersion: event.schemaVersion ?? upcasters.currentVersion(event.type),
      data: event.data,
      metadata,
      recordedAt,
    };
    values.push(known.eventId, streamId, known.streamType, streamVersion, known.type, known.schemaVersion, JSON.stringify(known.data));
    tuples.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $1, $2, $3)`);
    return known;
  });
  const answers: InsertedRow[] = [];
  return {
    sql: `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id, recorded_at)
          VALUES ${tuples.join(', ')}
          RETURNING global_position AS ${INSERTED_POSITION}, transaction_id::text AS transaction_id, previous_hash, hash`,
    values,
    stored: stored.map((known, index) => withAnswer(known, () => answers[index])),
    answered: (rows) => answers.push(...rows),
  };
}

/** `known` as a StoredEvent whose log fields are read from its INSERT's answer when there is one. */
function withAnswer(
  known: Omit<StoredEvent, 'globalPosition' | 'transactionId' | 'previousHash' | 'hash'>,
  answer: () => InsertedRow | undefined,
): StoredEvent {
  const fromAnswer = <T>(read: (row: InsertedRow) => T) => ({
    enumerable: true,
    get(): T {
      const row = answer();
      if (!row)
        throw new Error(`${known.type}'s log position is read before its INSERT has answered: see InlineProjection#readsLogPosition`);
      return read(row);
    },
  });
  return Object.defineProperties(known as StoredEvent, {
    globalPosition: fromAnswer((row) => String(row.inserted_position)),
    transactionId: fromAnswer((row) => row.transaction_id),
    previousHash: fromAnswer((row) => row.previous_hash),
    hash: fromAnswer((row) => row.hash),
  });
}

/** The INSERTs of `rows`, ROWS_PER_INSERT rows each (eventInsert). */
export function eventInserts(upcasters: UpcasterRegistry, rows: EventToInsert[], metadata: EventMetadata): EventInsert[] {
  const inserts: EventInsert[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    inserts.push(eventInsert(upcasters, rows.slice(start, start + ROWS_PER_INSERT), metadata));
  return inserts;
}

/** The rows of several streams' appends, in order, each event with the version it claims. */
export function rowsOf(appends: { streamId: string; expectedVersion: number; events: NewEvent[] }[]): EventToInsert[] {
  return appends.flatMap((append) =>
    append.events.map((event, index) => ({ streamId: append.streamId, streamVersion: append.expectedVersion + index + 1, event })),
  );
}

/** Inserts `rows`, one statement per ROWS_PER_INSERT, and returns them as stored. */
export async function insertAllEvents(
  runner: Runner,
  upcasters: UpcasterRegistry,
  rows: EventToInsert[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  const stored: StoredEvent[] = [];
  for (const insert of eventInserts(upcasters, rows, metadata)) {
    insert.answered(await runner.query(insert.sql, insert.values));
    stored.push(...insert.stored);
  }
  return stored;
}
