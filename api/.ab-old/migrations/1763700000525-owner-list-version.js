"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OwnerListVersion1763700000525 = void 0;
/** Every read model the super admin's owner list reads. */
const OWNER_LIST_TABLES = ['users', 'plants', 'owner_packages', 'subscription_plans'];
/**
 * A version of what the owner list reads, moved on by every statement that writes one of its
 * tables, in that statement's transaction: a process that reads the same version as when it kept
 * a page knows that nothing the page shows has committed since, whichever process or tool wrote
 * (see ListFilterOwnersHandler). Owners, plants, packages and plans are written rarely, so the
 * one row is never a point where writers queue for long; deliveries, customers and the rest
 * leave it alone. A rebuild moves it on too (it rewrites the tables).
 */
class OwnerListVersion1763700000525 {
    async up(db) {
        await db.query(`
      CREATE TABLE owner_list_version (
        one     boolean PRIMARY KEY DEFAULT true CHECK (one),
        version bigint  NOT NULL
      )`);
        await db.query(`INSERT INTO owner_list_version (version) VALUES (1)`);
        await db.query(`
      CREATE FUNCTION owner_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public.owner_list_version SET version = version + 1;
        RETURN NULL;
      END
      $$`);
        for (const table of OWNER_LIST_TABLES) {
            await db.query(`
        CREATE TRIGGER ${table}_owner_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION owner_list_changed()`);
        }
    }
    async down(db) {
        for (const table of OWNER_LIST_TABLES)
            await db.query(`DROP TRIGGER ${table}_owner_list_changed ON ${table}`);
        await db.query(`DROP FUNCTION owner_list_changed()`);
        await db.query(`DROP TABLE owner_list_version`);
    }
}
exports.OwnerListVersion1763700000525 = OwnerListVersion1763700000525;
//# sourceMappingURL=1763700000525-owner-list-version.js.map