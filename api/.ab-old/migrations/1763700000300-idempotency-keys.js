"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.IdempotencyKeys1763700000300 = void 0;
/**
 * Idempotency keys of POST commands, per caller. Not a read model: no event builds it, replays
 * leave it alone, and rows older than 24 hours are deleted (lazily per key and by a periodic sweep).
 * A row is in flight (neither timestamp set), committed (the command's events are in; the
 * response is not saved yet) or completed (the response is saved and is what a repeat gets).
 */
class IdempotencyKeys1763700000300 {
    async up(db) {
        await db.query(`
      CREATE TABLE idempotency_keys (
        user_id          bigint NOT NULL,
        key              text NOT NULL,
        request_hash     text NOT NULL,
        claim            uuid NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now(),
        committed_at     timestamptz,
        completed_at     timestamptz,
        response_status  smallint,
        response_headers jsonb,
        response_body    text,
        PRIMARY KEY (user_id, key)
      )`);
        await db.query(`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`);
    }
    async down(db) {
        await db.query(`DROP TABLE idempotency_keys`);
    }
}
exports.IdempotencyKeys1763700000300 = IdempotencyKeys1763700000300;
//# sourceMappingURL=1763700000300-idempotency-keys.js.map