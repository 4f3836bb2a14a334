import { StoredEvent } from './event.types';
import { UpcasterRegistry } from './upcasters';

/**
 * The columns of a stored event. `transaction_id` is selected as text under its own name, so an
 * ORDER BY must name the table's column (`events.transaction_id`): the bare name would sort by
 * the text, where '999' comes after '1000', and no index could serve it.
 */
export const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, event_id, stream_id, stream_type,
  stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash`;

export interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
  previous_hash: string | null;
  hash: string;
}

/** The stored row as written, with no upcasting: what hashes and exports are made of. */
export function rawEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: String(row.global_position),
    transactionId: String(row.transaction_id),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: Number(row.stream_version),
    type: row.event_type,
    schemaVersion: Number(row.schema_version),
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

export function toStoredEvent(row: EventRow, upcasters: UpcasterRegistry): StoredEvent {
  const event = rawEvent(row);
  const { schemaVersion, data } = upcasters.upcast(event.type, event.schemaVersion, event.data);
  return { ...event, schemaVersion, data };
}
