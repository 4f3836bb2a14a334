"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerReadSpeed1763700000500 = void 0;
/**
 * What the customer list needs to answer a plant of thousands quickly (issue 14):
 *
 * - `customers.search_text`: lower(name) and lower(code) joined by a unit separator (chr(31)),
 *   written by the customer projection, so a search is one LIKE per row on text folded once,
 *   not three ILIKEs folding every row on every request. Not a generated column: a rebuild copies
 *   its shadow tables with INSERT … SELECT *, which a generated column refuses.
 * - Extended statistics: a customer's owner follows from its plant, which the planner cannot
 *   know; without them it guesses a plant's customers at a fiftieth of their number and sorts
 *   instead of reading an index in order.
 * - Indexes to page by cans_out and last_delivery_at in order, as name and balance already do.
 */
class CustomerReadSpeed1763700000500 {
    async up(db) {
        await db.query(`ALTER TABLE customers ADD COLUMN search_text text NOT NULL DEFAULT ''`);
        await db.query(`UPDATE customers SET search_text = lower(name) || chr(31) || lower(code)`);
        await db.query(`ALTER TABLE customers ALTER COLUMN search_text DROP DEFAULT`);
        await db.query(`CREATE STATISTICS customers_plant_owner (dependencies) ON plant_id, owner_id FROM customers`);
        await db.query(`CREATE INDEX customers_by_plant_cans_out ON customers (plant_id, cans_out, id)`);
        await db.query(`CREATE INDEX customers_by_plant_last_delivery ON customers (plant_id, last_delivery_at, id)`);
        await db.query(`ANALYZE customers`);
    }
    async down(db) {
        await db.query(`DROP INDEX customers_by_plant_last_delivery`);
        await db.query(`DROP INDEX customers_by_plant_cans_out`);
        await db.query(`DROP STATISTICS customers_plant_owner`);
        await db.query(`ALTER TABLE customers DROP COLUMN search_text`);
    }
}
exports.CustomerReadSpeed1763700000500 = CustomerReadSpeed1763700000500;
//# sourceMappingURL=1763700000500-customer-read-speed.js.map