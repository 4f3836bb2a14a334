"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TokenGeneration1763700000320 = void 0;
/**
 * Token validity by generation instead of by time: a password change or a deactivation bumps the
 * user's generation, and only tokens carrying the current generation are accepted. A timestamp
 * compare could not be exact (a token's `iat` has whole seconds) and a reactivation would have
 * revived tokens issued before the deactivation.
 */
class TokenGeneration1763700000320 {
    async up(db) {
        await db.query(`ALTER TABLE users ADD COLUMN token_generation integer NOT NULL DEFAULT 0`);
        // Rebuild the column from the log's facts so a replay and this migration agree.
        await db.query(`
      UPDATE users u SET token_generation = counted.n
        FROM (SELECT (data->>'user_id')::bigint AS user_id, count(*)::int AS n
                FROM events
               WHERE event_type IN ('UserPasswordChanged', 'UserDeactivated')
               GROUP BY 1) counted
       WHERE counted.user_id = u.id`);
        await db.query(`ALTER TABLE users DROP COLUMN tokens_valid_after`);
    }
    async down(db) {
        await db.query(`ALTER TABLE users ADD COLUMN tokens_valid_after timestamptz`);
        await db.query(`ALTER TABLE users DROP COLUMN token_generation`);
    }
}
exports.TokenGeneration1763700000320 = TokenGeneration1763700000320;
//# sourceMappingURL=1763700000320-token-generation.js.map