import { MigrationInterface, QueryRunner } from 'typeorm';
import { createVersionRow, dropVersionRow } from './version-row';

/**
 * A version of the invoices read model, moved on by every statement that writes it, as
 * owner_list_version (1763700000525) is for owners and plants: the super admin's platform totals
 * are kept while both versions stand (GetSuperAdminDashboardHandler). Invoices are written by the
 * monthly run and by payments against them, never by deliveries, so the one row is not a point
 * where writers queue.
 */
export class InvoiceListVersion1763700000830 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await createVersionRow(db, 'invoice_list_version', 'invoice_list_changed', ['invoices']);
  }

  async down(db: QueryRunner): Promise<void> {
    await dropVersionRow(db, 'invoice_list_version', 'invoice_list_changed', ['invoices']);
  }
}
