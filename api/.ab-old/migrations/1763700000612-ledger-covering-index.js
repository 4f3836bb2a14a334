"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LedgerCoveringIndex1763700000612 = void 0;
/**
 * A ledger's opening figures sum every line of the customer before the first day shown: a year of
 * daily deliveries is ~700 lines, each on a heap page of its own (lines of many customers arrive
 * interleaved). With the sums' columns in the index the opening is an index-only scan (measured on
 * that layout: 4.6 ms → 0.8 ms for 274 lines). Replaces the plain (customer_id, date, id) index.
 */
class LedgerCoveringIndex1763700000612 {
    async up(db) {
        await db.query(`CREATE INDEX customer_ledger_lines_by_customer_sums ON customer_ledger_lines (customer_id, date, id)
         INCLUDE (debit, credit, cans_delivered, cans_returned)`);
        await db.query(`DROP INDEX customer_ledger_lines_by_customer`);
    }
    async down(db) {
        await db.query(`CREATE INDEX customer_ledger_lines_by_customer ON customer_ledger_lines (customer_id, date, id)`);
        await db.query(`DROP INDEX customer_ledger_lines_by_customer_sums`);
    }
}
exports.LedgerCoveringIndex1763700000612 = LedgerCoveringIndex1763700000612;
//# sourceMappingURL=1763700000612-ledger-covering-index.js.map