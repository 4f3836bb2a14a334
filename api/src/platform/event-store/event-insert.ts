import { randomUUID } from 'node:crypto';
import { EventMetadata, NewEvent, StoredEvent } from './event.types';
import { UpcasterRegistry } from './upcasters';

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

/**
 * Inserts events (at most ROWS_PER_INSERT) in one statement, all with the same metadata, and
 * returns them as stored. The version is claimed by the insert itself: a taken version violates
 * the (stream_id, stream_version) key, a version past the stream's head is refused by the chain
 * trigger, which also computes each event's hash.
 */
export async function insertEvents(
  runner: Runner,
  upcasters: UpcasterRegistry,
  rows: EventToInsert[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  const values: unknown[] = [JSON.stringify(metadata), metadata.tenant_id ?? null];
  const prepared = rows.map(({ streamId, streamVersion, event }) => {
    const row = {
      eventId: randomUUID(),
      streamId,
      streamType: streamTypeOf(streamId),
      streamVersion,
      type: event.type,
      schemaVersion: event.schemaVersion ?? upcasters.currentVersion(event.type),
      data: event.data,
    };
    const base = values.length;
    values.push(row.eventId, streamId, row.streamType, streamVersion, row.type, row.schemaVersion, JSON.stringify(row.data));
    return { row, tuple: `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $1, $2)` };
  });
  const inserted: { global_position: string; transaction_id: string; recorded_at: Date; previous_hash: string | null; hash: string }[] =
    await runner.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id)
       VALUES ${prepared.map((p) => p.tuple).join(', ')}
       RETURNING global_position, transaction_id::text AS transaction_id, recorded_at, previous_hash, hash`,
      values,
    );
  return prepared.map(({ row }, index) => ({
    globalPosition: String(inserted[index].global_position),
    transactionId: inserted[index].transaction_id,
    eventId: row.eventId,
    streamId: row.streamId,
    streamType: row.streamType,
    streamVersion: row.streamVersion,
    type: row.type,
    schemaVersion: row.schemaVersion,
    data: row.data,
    metadata,
    recordedAt: new Date(inserted[index].recorded_at),
    previousHash: inserted[index].previous_hash,
    hash: inserted[index].hash,
  }));
}

/** The rows of several streams' appends, in order, each event with the version it claims. */
export function rowsOf(appends: { streamId: string; expectedVersion: number; events: NewEvent[] }[]): EventToInsert[] {
  return appends.flatMap((append) =>
    append.events.map((event, index) => ({ streamId: append.streamId, streamVersion: append.expectedVersion + index + 1, event })),
  );
}

/** `rows` in slices of ROWS_PER_INSERT, inserted one slice a statement. */
export async function insertAllEvents(
  runner: Runner,
  upcasters: UpcasterRegistry,
  rows: EventToInsert[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  const stored: StoredEvent[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    stored.push(...(await insertEvents(runner, upcasters, rows.slice(start, start + ROWS_PER_INSERT), metadata)));
  return stored;
}
