"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Currencies1763700000102 = void 0;
/**
 * Currencies (PKR is id 1, the base, seeded; new ids start at 2), their rate history, and the
 * currency each user prefers and each owner's business uses.
 */
class Currencies1763700000102 {
    async up(db) {
        await db.query(`CREATE SEQUENCE currency_ids START 2`);
        await db.query(`
      CREATE TABLE currencies (
        id            bigint PRIMARY KEY,
        code          text NOT NULL,
        name          text NOT NULL,
        symbol        text NOT NULL,
        exchange_rate numeric(18,8) NOT NULL CHECK (exchange_rate > 0),
        is_default    boolean NOT NULL DEFAULT false,
        is_active     boolean NOT NULL,
        rate_updated_at timestamptz,
        created_at    timestamptz NOT NULL,
        updated_at    timestamptz NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX currencies_code_unique ON currencies (code)`);
        await db.query(`
      CREATE TABLE currency_rate_history (
        id            bigint PRIMARY KEY,
        currency_id   bigint NOT NULL,
        code          text NOT NULL,
        exchange_rate numeric(18,8) NOT NULL,
        previous_rate numeric(18,8),
        source        text NOT NULL,
        recorded_at   timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX currency_rate_history_by_currency ON currency_rate_history (currency_id, recorded_at DESC)`);
        await db.query(`
      CREATE TABLE user_currency_preferences (
        user_id     bigint PRIMARY KEY,
        currency_id bigint NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
        await db.query(`
      CREATE TABLE business_currencies (
        owner_id    bigint PRIMARY KEY,
        currency_id bigint NOT NULL,
        updated_at  timestamptz NOT NULL
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE business_currencies`);
        await db.query(`DROP TABLE user_currency_preferences`);
        await db.query(`DROP TABLE currency_rate_history`);
        await db.query(`DROP TABLE currencies`);
        await db.query(`DROP SEQUENCE currency_ids`);
    }
}
exports.Currencies1763700000102 = Currencies1763700000102;
//# sourceMappingURL=1763700000102-currencies.js.map