import { MigrationInterface, QueryRunner } from 'typeorm';
import { createVersionRow, dropVersionRow } from './version-row';

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
export class OwnerListVersion1763700000525 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await createVersionRow(db, 'owner_list_version', 'owner_list_changed', OWNER_LIST_TABLES);
  }

  async down(db: QueryRunner): Promise<void> {
    await dropVersionRow(db, 'owner_list_version', 'owner_list_changed', OWNER_LIST_TABLES);
  }
}
