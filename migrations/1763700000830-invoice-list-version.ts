import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version of the invoices read model, moved on by every statement that writes it, in that
 * statement's transaction, as owner_list_version (1763700000525) is for owners and plants: the
 * super admin's platform totals are kept while both versions stand (GetSuperAdminDashboardHandler),
 * whichever process or tool wrote. Invoices are written by the monthly run and by payments
 * against them, never by deliveries, so the one row is not a point where writers queue.
 */
export class InvoiceListVersion1763700000830 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE invoice_list_version (
        one     boolean PRIMARY KEY DEFAULT true CHECK (one),
        version bigint  NOT NULL
      )`);
    await db.query(`INSERT INTO invoice_list_version (version) VALUES (1)`);
    await db.query(`
      CREATE FUNCTION invoice_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public.invoice_list_version SET version = version + 1;
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER invoices_invoice_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices
        FOR EACH STATEMENT EXECUTE FUNCTION invoice_list_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER invoices_invoice_list_changed ON invoices`);
    await db.query(`DROP FUNCTION invoice_list_changed()`);
    await db.query(`DROP TABLE invoice_list_version`);
  }
}
