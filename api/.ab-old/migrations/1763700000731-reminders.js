"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Reminders1763700000731 = void 0;
/**
 * Payment reminders (api/src/modules/reminders): each plant's WhatsApp template (stream
 * `plant-reminders-{plantId}`) and the reminders sent to each customer (stream
 * `customer-reminders-{customerId}`): the latest send, and how many.
 */
class Reminders1763700000731 {
    async up(db) {
        await db.query(`
      CREATE TABLE reminder_templates (
        plant_id       bigint PRIMARY KEY,
        owner_id       bigint NOT NULL,
        template       text NOT NULL,
        stream_version integer NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
        await db.query(`
      CREATE TABLE reminder_sends (
        customer_id    bigint PRIMARY KEY,
        plant_id       bigint NOT NULL,
        owner_id       bigint NOT NULL,
        last_sent_at   timestamptz NOT NULL,
        last_amount    numeric(14,2) NOT NULL,
        sends          integer NOT NULL,
        stream_version integer NOT NULL
      )`);
        await db.query(`CREATE INDEX reminder_sends_by_plant ON reminder_sends (plant_id)`);
    }
    async down(db) {
        await db.query(`DROP TABLE reminder_sends`);
        await db.query(`DROP TABLE reminder_templates`);
    }
}
exports.Reminders1763700000731 = Reminders1763700000731;
//# sourceMappingURL=1763700000731-reminders.js.map