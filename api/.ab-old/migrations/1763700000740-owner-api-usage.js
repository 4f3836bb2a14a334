"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OwnerApiUsage1763700000740 = void 0;
/**
 * Owners' API calls per day (Billing & Usage, Usage Analytics). Counted in Redis on the request
 * path (one hash per day, a field per owner) and rolled up here by the `usage` BullMQ job; without
 * Redis each process adds its counts here directly. A meter, not money: not an event stream, and
 * nothing a replay rebuilds. `date` is the billing day (Asia/Karachi).
 */
class OwnerApiUsage1763700000740 {
    async up(db) {
        await db.query(`
      CREATE TABLE owner_api_usage_days (
        owner_id   bigint NOT NULL,
        date       date NOT NULL,
        api_calls  bigint NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, date)
      )`);
        await db.query(`CREATE INDEX owner_api_usage_days_by_date ON owner_api_usage_days (date)`);
    }
    async down(db) {
        await db.query(`DROP TABLE owner_api_usage_days`);
    }
}
exports.OwnerApiUsage1763700000740 = OwnerApiUsage1763700000740;
//# sourceMappingURL=1763700000740-owner-api-usage.js.map