"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeliverySchedules1763700000601 = void 0;
/**
 * Delivery schedules (issue 15): a customer's schedule and route position (read model of the
 * `customer-schedule-{id}` streams; no row = daily, one can, no position) and a plant's holidays
 * (read model of the `plant-holidays-{plantId}` streams). `stream_version` is the schedule
 * stream's version the row reflects: commands load their state from the row and append with it.
 */
class DeliverySchedules1763700000601 {
    async up(db) {
        await db.query(`
      CREATE TABLE customer_schedules (
        customer_id    bigint PRIMARY KEY,
        plant_id       bigint NOT NULL,
        owner_id       bigint NOT NULL,
        kind           text NOT NULL CHECK (kind IN ('daily', 'alternate', 'weekdays', 'every_n_days', 'on_call')),
        days           text[] NOT NULL DEFAULT '{}',
        every_n        integer CHECK (every_n >= 2),
        start_date     date,
        quantity       integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000),
        route_position integer CHECK (route_position >= 0),
        -- True while the row only places the customer in the route (no schedule of their own yet).
        is_default     boolean NOT NULL,
        stream_version integer NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX customer_schedules_by_plant ON customer_schedules (plant_id)`);
        await db.query(`CREATE SEQUENCE plant_holiday_ids`);
        await db.query(`
      CREATE TABLE plant_holidays (
        id         bigint PRIMARY KEY,
        plant_id   bigint NOT NULL,
        owner_id   bigint NOT NULL,
        date       date NOT NULL,
        reason     text,
        created_at timestamptz NOT NULL
      )`);
        // One holiday per plant and day; the due-customers statement probes it by (plant, day).
        await db.query(`CREATE UNIQUE INDEX plant_holidays_one_per_day ON plant_holidays (plant_id, date)`);
    }
    async down(db) {
        await db.query(`DROP TABLE plant_holidays`);
        await db.query(`DROP SEQUENCE plant_holiday_ids`);
        await db.query(`DROP TABLE customer_schedules`);
    }
}
exports.DeliverySchedules1763700000601 = DeliverySchedules1763700000601;
//# sourceMappingURL=1763700000601-delivery-schedules.js.map