"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EVENT_COLUMNS = void 0;
exports.rawEvent = rawEvent;
exports.toStoredEvent = toStoredEvent;
/**
 * The columns of a stored event. `transaction_id` is selected as text under its own name, so an
 * ORDER BY must name the table's column (`events.transaction_id`): the bare name would sort by
 * the text, where '999' comes after '1000', and no index could serve it.
 */
exports.EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, event_id, stream_id, stream_type,
  stream_version, event_type, schema_version, data, metadata, recorded_at, previous_hash, hash`;
/** The stored row as written, with no upcasting: what hashes and exports are made of. */
function rawEvent(row) {
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
function toStoredEvent(row, upcasters) {
    const event = rawEvent(row);
    const { schemaVersion, data } = upcasters.upcast(event.type, event.schemaVersion, event.data);
    return { ...event, schemaVersion, data };
}
//# sourceMappingURL=event-row.js.map