"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Users1763700000002 = void 0;
/** Users read model (sign-in, profile), revoked tokens, and the id sequence for user streams. */
class Users1763700000002 {
    async up(db) {
        await db.query(`CREATE SEQUENCE user_ids`);
        await db.query(`
      CREATE TABLE users (
        id                    bigint PRIMARY KEY,
        name                  text NOT NULL,
        email                 text NOT NULL,
        role                  text NOT NULL,
        password_hash         text NOT NULL,
        is_active             boolean NOT NULL,
        first_login_completed boolean NOT NULL DEFAULT false,
        tokens_valid_after    timestamptz,
        created_at            timestamptz NOT NULL,
        updated_at            timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX users_email_unique ON users (lower(email))`);
        await db.query(`CREATE INDEX users_by_role ON users (role, created_at DESC)`);
        await db.query(`
      CREATE TABLE revoked_tokens (
        token_id   uuid PRIMARY KEY,
        user_id    bigint NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE revoked_tokens`);
        await db.query(`DROP TABLE users`);
        await db.query(`DROP SEQUENCE user_ids`);
    }
}
exports.Users1763700000002 = Users1763700000002;
//# sourceMappingURL=1763700000002-users.js.map