import { MigrationInterface, QueryRunner } from 'typeorm';

/** How customers pay a plant (PlantPaymentDetailsSet): free text printed as a statement's "how to pay" line. */
export class PlantPaymentDetails1763700000721 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE plants ADD COLUMN payment_details text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE plants DROP COLUMN payment_details`);
  }
}
