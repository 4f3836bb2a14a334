"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ChainLookupByIndex1763700000613 = void 0;
/**
 * The chain trigger looks up the previous event of the stream by its unique key. PL/pgSQL keeps
 * that lookup's plan for the life of the connection, and a plan made while `events` was small (a
 * new database, a fresh owner's first appends) is a sequential scan: every later append on that
 * connection then read the whole log per event, so a bulk load grew quadratically (a year of one
 * plant's deliveries: ~264 s) and a long-lived pooled connection slowed as the log grew. A single-row
 * probe of a unique key never wants a sequential scan, so the function forbids it.
 */
class ChainLookupByIndex1763700000613 {
    async up(db) {
        await db.query(`ALTER FUNCTION events_chain() SET enable_seqscan = off`);
    }
    async down(db) {
        await db.query(`ALTER FUNCTION events_chain() RESET enable_seqscan`);
    }
}
exports.ChainLookupByIndex1763700000613 = ChainLookupByIndex1763700000613;
//# sourceMappingURL=1763700000613-chain-lookup-by-index.js.map