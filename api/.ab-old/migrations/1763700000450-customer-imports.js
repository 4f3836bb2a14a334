"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CustomerImports1763700000450 = void 0;
/**
 * The customer-register imports an owner ran: the register's rows as read from the upload (kept
 * until the job is done), the job's progress and counts, and the rows it could not import. Job
 * bookkeeping, not a read model: no event builds it and replays leave it alone; the customers
 * themselves are written through the log.
 */
class CustomerImports1763700000450 {
    async up(db) {
        await db.query(`CREATE SEQUENCE customer_import_ids`);
        await db.query(`
      CREATE TABLE customer_imports (
        id              bigint PRIMARY KEY DEFAULT nextval('customer_import_ids'),
        owner_id        bigint NOT NULL,
        plant_id        bigint NOT NULL,
        state           text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'completed', 'failed')),
        job_id          text,
        file_name       text NOT NULL,
        file_format     text NOT NULL CHECK (file_format IN ('csv', 'xlsx')),
        file_size       integer NOT NULL,
        options         jsonb NOT NULL,
        headers         jsonb NOT NULL DEFAULT '[]',
        rows            jsonb,
        total_rows      integer NOT NULL DEFAULT 0,
        processed_rows  integer NOT NULL DEFAULT 0,
        created_count   integer NOT NULL DEFAULT 0,
        updated_count   integer NOT NULL DEFAULT 0,
        skipped_count   integer NOT NULL DEFAULT 0,
        failed_count    integer NOT NULL DEFAULT 0,
        areas_created   jsonb NOT NULL DEFAULT '[]',
        errors          jsonb NOT NULL DEFAULT '[]',
        error_count     integer NOT NULL DEFAULT 0,
        failed_rows     jsonb NOT NULL DEFAULT '[]',
        failure         text,
        request_id      text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        started_at      timestamptz,
        finished_at     timestamptz,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
        await db.query(`CREATE INDEX customer_imports_by_owner ON customer_imports (owner_id, id DESC)`);
    }
    async down(db) {
        await db.query(`DROP TABLE customer_imports`);
        await db.query(`DROP SEQUENCE customer_import_ids`);
    }
}
exports.CustomerImports1763700000450 = CustomerImports1763700000450;
//# sourceMappingURL=1763700000450-customer-imports.js.map