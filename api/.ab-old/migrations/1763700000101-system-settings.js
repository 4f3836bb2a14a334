"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SystemSettings1763700000101 = void 0;
/** Global settings as key/value pairs (`app.onboarding_enabled`, `currency.*`). */
class SystemSettings1763700000101 {
    async up(db) {
        await db.query(`
      CREATE TABLE system_settings (
        key        text PRIMARY KEY,
        value      jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    }
    async down(db) {
        await db.query(`DROP TABLE system_settings`);
    }
}
exports.SystemSettings1763700000101 = SystemSettings1763700000101;
//# sourceMappingURL=1763700000101-system-settings.js.map