import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language a customer's statements and WhatsApp messages are written in (issue 17). Every
 * customer there is reads as English, as do the events recorded before the field existed (the
 * projection writes 'en' for them): no event is rewritten.
 */
export class CustomerLanguage1763700000750 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ur'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customers DROP COLUMN language`);
  }
}
