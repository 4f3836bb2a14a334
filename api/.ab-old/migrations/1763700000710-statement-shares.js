"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StatementShares1763700000710 = void 0;
/**
 * Share links of customers' monthly statements (read models of the `statement_share-{id}`
 * streams): one row per link, found by the SHA-256 of its token (the token itself is never
 * stored), and the customer's answers to it ("correct" or a question), one row per answer event.
 */
class StatementShares1763700000710 {
    async up(db) {
        await db.query(`CREATE SEQUENCE statement_share_ids`);
        await db.query(`
      CREATE TABLE statement_shares (
        id             bigint PRIMARY KEY,
        owner_id       bigint NOT NULL,
        plant_id       bigint NOT NULL,
        customer_id    bigint NOT NULL,
        month          text NOT NULL,
        token_hash     text NOT NULL,
        expires_at     timestamptz NOT NULL,
        revoked_at     timestamptz,
        answers        integer NOT NULL DEFAULT 0,
        stream_version integer NOT NULL,
        created_at     timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX statement_shares_by_token ON statement_shares (token_hash)`);
        await db.query(`CREATE INDEX statement_shares_by_customer ON statement_shares (owner_id, customer_id, id DESC)`);
        await db.query(`
      CREATE TABLE statement_share_answers (
        share_id    bigint NOT NULL,
        version     integer NOT NULL,
        owner_id    bigint NOT NULL,
        customer_id bigint NOT NULL,
        answer      text NOT NULL,
        message     text,
        answered_at timestamptz NOT NULL,
        PRIMARY KEY (share_id, version)
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE statement_share_answers`);
        await db.query(`DROP TABLE statement_shares`);
        await db.query(`DROP SEQUENCE statement_share_ids`);
    }
}
exports.StatementShares1763700000710 = StatementShares1763700000710;
//# sourceMappingURL=1763700000710-statement-shares.js.map