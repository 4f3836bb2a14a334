"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DailyEntries1763700000610 = void 0;
/**
 * The day's work of a plant, read models of the customer streams' delivery and payment events:
 * one row per entry and per payment (its id is its ledger line's id; a reversal marks it, never
 * deletes it), and the day's totals per plant, area and rider that the dashboard, the sheet and
 * the rider's day close read instead of summing entries. A totals row counts the entries and
 * payments of its day that are not reversed (money collected with payments included), and stays
 * (with zeros) once every one of them is reversed: a rebuild fills it alike (daily-entry.projection.ts).
 */
class DailyEntries1763700000610 {
    async up(db) {
        await db.query(`
      CREATE TABLE daily_entries (
        id               bigint PRIMARY KEY,
        plant_id         bigint NOT NULL,
        owner_id         bigint NOT NULL,
        customer_id      bigint NOT NULL,
        area_id          bigint NOT NULL,
        employee_id      bigint,
        date             date NOT NULL,
        status           text NOT NULL,
        cans_delivered   integer NOT NULL,
        cans_returned    integer NOT NULL,
        rate             numeric(12,2) NOT NULL,
        amount           numeric(14,2) NOT NULL,
        collected        numeric(14,2) NOT NULL,
        payment_method   text NOT NULL,
        note             text,
        corrects_line_id bigint,
        reversed_by      bigint,
        reversal_reason  text,
        recorded_at      timestamptz NOT NULL
      )`);
        // A plant's day (the sheet, the list newest first, the dashboard's latest entries) and a
        // customer's days (the list by customer, the sheet's newest delivered day before a date).
        // No more: every index is written by every delivery.
        await db.query(`CREATE INDEX daily_entries_by_plant_day ON daily_entries (plant_id, date, id)`);
        await db.query(`CREATE INDEX daily_entries_by_customer_day ON daily_entries (customer_id, date, id)`);
        await db.query(`
      CREATE TABLE customer_payments (
        id              bigint PRIMARY KEY,
        plant_id        bigint NOT NULL,
        owner_id        bigint NOT NULL,
        customer_id     bigint NOT NULL,
        area_id         bigint NOT NULL,
        employee_id     bigint,
        date            date NOT NULL,
        amount          numeric(14,2) NOT NULL,
        method          text NOT NULL,
        reference       text,
        received_at     timestamptz NOT NULL,
        reversed_by     bigint,
        reversal_reason text,
        recorded_at     timestamptz NOT NULL
      )`);
        await db.query(`CREATE INDEX customer_payments_by_customer ON customer_payments (customer_id, date, id)`);
        await db.query(`CREATE INDEX customer_payments_by_plant_day ON customer_payments (plant_id, date)`);
        await db.query(`
      CREATE TABLE daily_delivery_totals (
        plant_id       bigint NOT NULL,
        date           date NOT NULL,
        area_id        bigint NOT NULL,
        employee_id    bigint,
        entries        integer NOT NULL,
        cans_delivered integer NOT NULL,
        cans_returned  integer NOT NULL,
        amount         numeric(14,2) NOT NULL,
        collected      numeric(14,2) NOT NULL
      )`);
        // No rider is one bucket of its own: 0 stands for it in the key.
        await db.query(`CREATE UNIQUE INDEX daily_delivery_totals_key ON daily_delivery_totals (plant_id, date, area_id, (coalesce(employee_id, 0)))`);
        await db.query(`CREATE INDEX daily_delivery_totals_by_rider ON daily_delivery_totals (employee_id, date) WHERE employee_id IS NOT NULL`);
    }
    async down(db) {
        await db.query(`DROP TABLE daily_delivery_totals`);
        await db.query(`DROP TABLE customer_payments`);
        await db.query(`DROP TABLE daily_entries`);
    }
}
exports.DailyEntries1763700000610 = DailyEntries1763700000610;
//# sourceMappingURL=1763700000610-daily-entries.js.map