"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readLog = readLog;
/** The columns of an exported or verified event, `recorded_at` as the hash trigger formats it. */
const EXPORT_COLUMNS = `global_position::text AS position, transaction_id::text AS transaction_id, event_id, stream_id, stream_type,
  stream_version, event_type, schema_version, data, metadata, tenant_id,
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at, previous_hash, hash`;
/** Streams the log in global order, in batches, within a position range and optionally one owner. */
async function* readLog(dataSource, range = {}, batch = 5000) {
    let after = range.from !== undefined ? range.from - 1 : 0;
    for (;;) {
        const params = [after];
        let where = 'global_position > $1';
        if (range.to !== undefined) {
            params.push(range.to);
            where += ` AND global_position <= $${params.length}`;
        }
        if (range.ownerId !== undefined) {
            params.push(range.ownerId);
            where += ` AND tenant_id = $${params.length}`;
        }
        const rows = await dataSource.query(`SELECT ${EXPORT_COLUMNS} FROM events WHERE ${where} ORDER BY global_position LIMIT ${batch}`, params);
        for (const row of rows)
            yield { ...row, tenant_id: row.tenant_id === null ? null : Number(row.tenant_id) };
        if (rows.length < batch)
            return;
        after = Number(rows[rows.length - 1].position);
    }
}
//# sourceMappingURL=log-reader.js.map