"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.streamTypeOf = exports.ROWS_PER_INSERT = void 0;
exports.insertEvents = insertEvents;
exports.rowsOf = rowsOf;
exports.insertAllEvents = insertAllEvents;
const node_crypto_1 = require("node:crypto");
/** Rows per INSERT: 7 parameters a row stays far inside PostgreSQL's 65,535. */
exports.ROWS_PER_INSERT = 1000;
/** `streamType` of `customer-12` is `customer`. */
const streamTypeOf = (streamId) => streamId.includes('-') ? streamId.slice(0, streamId.lastIndexOf('-')) : streamId;
exports.streamTypeOf = streamTypeOf;
/**
 * Inserts events (at most ROWS_PER_INSERT) in one statement, all with the same metadata, and
 * returns them as stored. The version is claimed by the insert itself: a taken version violates
 * the (stream_id, stream_version) key, a version past the stream's head is refused by the chain
 * trigger, which also computes each event's hash.
 */
async function insertEvents(runner, upcasters, rows, metadata) {
    const values = [JSON.stringify(metadata), metadata.tenant_id ?? null];
    const prepared = rows.map(({ streamId, streamVersion, event }) => {
        const row = {
            eventId: (0, node_crypto_1.randomUUID)(),
            streamId,
            streamType: (0, exports.streamTypeOf)(streamId),
            streamVersion,
            type: event.type,
            schemaVersion: event.schemaVersion ?? upcasters.currentVersion(event.type),
            data: event.data,
        };
        const base = values.length;
        values.push(row.eventId, streamId, row.streamType, streamVersion, row.type, row.schemaVersion, JSON.stringify(row.data));
        return { row, tuple: `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $1, $2)` };
    });
    const inserted = await runner.query(`INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id)
       VALUES ${prepared.map((p) => p.tuple).join(', ')}
       RETURNING global_position, transaction_id::text AS transaction_id, recorded_at, previous_hash, hash`, values);
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
function rowsOf(appends) {
    return appends.flatMap((append) => append.events.map((event, index) => ({ streamId: append.streamId, streamVersion: append.expectedVersion + index + 1, event })));
}
/** `rows` in slices of ROWS_PER_INSERT, inserted one slice a statement. */
async function insertAllEvents(runner, upcasters, rows, metadata) {
    const stored = [];
    for (let start = 0; start < rows.length; start += exports.ROWS_PER_INSERT)
        stored.push(...(await insertEvents(runner, upcasters, rows.slice(start, start + exports.ROWS_PER_INSERT), metadata)));
    return stored;
}
//# sourceMappingURL=event-insert.js.map