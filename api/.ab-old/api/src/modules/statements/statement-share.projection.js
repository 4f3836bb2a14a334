"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statementShareProjection = void 0;
const statement_share_events_1 = require("./statement-share.events");
/**
 * statement_shares (one row per link, by the hash of its token) and statement_share_answers (one
 * row per answer, keyed by the answer event's stream version), from the share streams. The row's
 * stream version keeps the answer count idempotent; the answer's key keeps its insert so.
 */
async function apply(event, tx) {
    const at = event.recordedAt;
    const version = event.streamVersion;
    const d = event.data;
    switch (event.type) {
        case 'StatementShared':
            await tx.query(`INSERT INTO statement_shares (id, owner_id, plant_id, customer_id, month, token_hash, expires_at, revoked_at, answers, stream_version, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, 0, $8, $9) ON CONFLICT (id) DO NOTHING`, [d.share_id, d.owner_id, d.plant_id, d.customer_id, event.data.month, event.data.token_hash, event.data.expires_at, version, at]);
            return;
        case 'StatementShareRevoked':
            await tx.query(`UPDATE statement_shares SET revoked_at = $2, stream_version = $3 WHERE id = $1 AND stream_version < $3`, [
                d.share_id,
                at,
                version,
            ]);
            return;
        case 'StatementShareAnswered':
            await tx.query(`INSERT INTO statement_share_answers (share_id, version, owner_id, customer_id, answer, message, answered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (share_id, version) DO NOTHING`, [d.share_id, version, d.owner_id, d.customer_id, event.data.answer, event.data.message, at]);
            await tx.query(`UPDATE statement_shares SET answers = answers + 1, stream_version = $2 WHERE id = $1 AND stream_version < $2`, [
                d.share_id,
                version,
            ]);
            return;
        case 'StatementShareSent':
            await tx.query(`UPDATE statement_shares SET sent_at = $2, stream_version = $3 WHERE id = $1 AND stream_version < $3`, [
                d.share_id,
                at,
                version,
            ]);
            return;
    }
}
exports.statementShareProjection = {
    name: 'statement-shares',
    tables: ['statement_shares', 'statement_share_answers'],
    handles: statement_share_events_1.STATEMENT_SHARE_EVENT_TYPES,
    apply,
};
//# sourceMappingURL=statement-share.projection.js.map