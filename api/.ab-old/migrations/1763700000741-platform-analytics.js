"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlatformAnalytics1763700000741 = void 0;
/**
 * The super admin's analytics and reports: what every owner did each day, summed from the event
 * log by a checkpointed reader (the `platform-analytics` job), so the platform's figures never
 * scan any owner's raw rows. One row per owner and day (Asia/Karachi for registrations and plant
 * changes, the plant's day for deliveries). `platform_analytics_checkpoints` holds where the
 * reader is in the log, as the gap-safe pair (transaction_id, global_position); the rows and the
 * checkpoint move in one transaction.
 */
class PlatformAnalytics1763700000741 {
    async up(db) {
        await db.query(`
      CREATE TABLE platform_owner_days (
        owner_id            bigint NOT NULL,
        date                date NOT NULL,
        registered          integer NOT NULL DEFAULT 0,
        plants_added        integer NOT NULL DEFAULT 0,
        plants_activated    integer NOT NULL DEFAULT 0,
        plants_deactivated  integer NOT NULL DEFAULT 0,
        customers_added     integer NOT NULL DEFAULT 0,
        customers_removed   integer NOT NULL DEFAULT 0,
        deliveries          integer NOT NULL DEFAULT 0,
        cans                bigint NOT NULL DEFAULT 0,
        sales               numeric(14,2) NOT NULL DEFAULT 0,
        PRIMARY KEY (owner_id, date)
      )`);
        await db.query(`CREATE INDEX platform_owner_days_by_date ON platform_owner_days (date)`);
        // Each owner's running totals (one row per owner), kept by the same reader in the same transaction.
        await db.query(`
      CREATE TABLE platform_owner_totals (
        owner_id      bigint PRIMARY KEY,
        plants        integer NOT NULL DEFAULT 0,
        active_plants integer NOT NULL DEFAULT 0,
        customers     integer NOT NULL DEFAULT 0,
        deliveries    bigint NOT NULL DEFAULT 0,
        last_delivery date
      )`);
        await db.query(`
      CREATE TABLE platform_analytics_checkpoints (
        name            text PRIMARY KEY,
        transaction_id  xid8 NOT NULL,
        global_position bigint NOT NULL,
        updated_at      timestamptz NOT NULL
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE platform_analytics_checkpoints`);
        await db.query(`DROP TABLE platform_owner_totals`);
        await db.query(`DROP TABLE platform_owner_days`);
    }
}
exports.PlatformAnalytics1763700000741 = PlatformAnalytics1763700000741;
//# sourceMappingURL=1763700000741-platform-analytics.js.map