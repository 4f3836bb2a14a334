"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ReportAggregates1763700000730 = void 0;
/**
 * Aggregates the owner's reports read (api/src/modules/reports/report.projection.ts), fed by the
 * customers' ledger events:
 * - `collection_lines`: one row per entry or payment that brought money in (its ledger line's id),
 *   marked when reversed; only there so the totals below move once per event and a rebuild can
 *   sum them.
 * - `daily_collection_totals`: money collected per plant day, area, rider and payment method (the
 *   entries' money taken on the spot and the payments), reversed ones out; a row stays (zeros) once
 *   all its lines are reversed, as daily_delivery_totals does.
 * - `customer_open_debits`: what a customer owes, by the day it was charged: the newest charges
 *   (debits of the ledger lines that stand) that together make up the balance, so the oldest
 *   unpaid amount is the first row (payments settle the oldest charges first). Recomputed for a
 *   customer once per transaction that moves their ledger or placement.
 */
class ReportAggregates1763700000730 {
    async up(db) {
        await db.query(`
      CREATE TABLE collection_lines (
        line_id     bigint PRIMARY KEY,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        date        date NOT NULL,
        area_id     bigint NOT NULL,
        employee_id bigint,
        method      text NOT NULL,
        amount      numeric(14,2) NOT NULL,
        reversed    boolean NOT NULL DEFAULT false
      )`);
        await db.query(`
      CREATE TABLE daily_collection_totals (
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        date        date NOT NULL,
        area_id     bigint NOT NULL,
        employee_id bigint,
        method      text NOT NULL,
        payments    integer NOT NULL,
        amount      numeric(14,2) NOT NULL
      )`);
        await db.query(`CREATE UNIQUE INDEX daily_collection_totals_key ON daily_collection_totals (plant_id, date, area_id, (coalesce(employee_id, 0)), method)`);
        await db.query(`
      CREATE TABLE customer_open_debits (
        customer_id bigint NOT NULL,
        date        date NOT NULL,
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        area_id     bigint NOT NULL,
        employee_id bigint,
        amount      numeric(14,2) NOT NULL,
        PRIMARY KEY (customer_id, date)
      )`);
        // The aging report sums a plant's rows by age; the reminders take each customer's oldest.
        await db.query(`CREATE INDEX customer_open_debits_by_plant ON customer_open_debits (plant_id, date) INCLUDE (customer_id, area_id, employee_id, amount)`);
    }
    async down(db) {
        await db.query(`DROP TABLE customer_open_debits`);
        await db.query(`DROP TABLE daily_collection_totals`);
        await db.query(`DROP TABLE collection_lines`);
    }
}
exports.ReportAggregates1763700000730 = ReportAggregates1763700000730;
//# sourceMappingURL=1763700000730-report-aggregates.js.map