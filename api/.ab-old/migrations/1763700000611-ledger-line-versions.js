"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LedgerLineVersions1763700000611 = void 0;
/**
 * The customer stream version of each ledger line's event: with it a rebuild can set each
 * customer's running figures (balance, cans, deposit, line count, stream version) once, from the
 * lines, after the replay, instead of updating the customer's row once per line inside the
 * replay's single transaction, where n updates of one row cost about n²/2 row visits (a year of
 * daily deliveries is about 700 lines a customer). See customer.projection.ts, afterReplay.
 */
class LedgerLineVersions1763700000611 {
    async up(db) {
        await db.query(`ALTER TABLE customer_ledger_lines ADD COLUMN stream_version integer`);
        await db.query(`
      UPDATE customer_ledger_lines l SET stream_version = e.stream_version
        FROM events e
       WHERE e.stream_type = 'customer' AND e.data ? 'line' AND (e.data->'line'->>'line_id')::bigint = l.id`);
        await db.query(`ALTER TABLE customer_ledger_lines ALTER COLUMN stream_version SET NOT NULL`);
    }
    async down(db) {
        await db.query(`ALTER TABLE customer_ledger_lines DROP COLUMN stream_version`);
    }
}
exports.LedgerLineVersions1763700000611 = LedgerLineVersions1763700000611;
//# sourceMappingURL=1763700000611-ledger-line-versions.js.map