"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OwnerSearchAndNearbySpeed1763700000510 = void 0;
const OWNER_SEARCH_INDEXES = ['users_owner_name_trgm', 'users_owner_email_trgm'];
/**
 * The owner search's trigram indexes (1763700000103) write straight into the index instead of
 * into GIN's pending list. With the pending list on, every new or rebuilt owner waited there
 * until a vacuum, and every search read the whole list: after `projections:rebuild` (which
 * re-inserts every owner) the planner found the indexes dearer than reading every owner, and a
 * search of 5,000 owners took 10 to 30 ms instead of about 1. Owners are written rarely, so the
 * direct write costs nothing that matters. What is already pending is merged now.
 */
class OwnerSearchAndNearbySpeed1763700000510 {
    async up(db) {
        for (const index of OWNER_SEARCH_INDEXES) {
            await db.query(`ALTER INDEX ${index} SET (fastupdate = off)`);
            await db.query(`SELECT gin_clean_pending_list($1::regclass)`, [index]);
        }
    }
    async down(db) {
        for (const index of OWNER_SEARCH_INDEXES)
            await db.query(`ALTER INDEX ${index} RESET (fastupdate)`);
    }
}
exports.OwnerSearchAndNearbySpeed1763700000510 = OwnerSearchAndNearbySpeed1763700000510;
//# sourceMappingURL=1763700000510-owner-search-and-nearby-speed.js.map