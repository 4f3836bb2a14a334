import { MigrationInterface, QueryRunner } from 'typeorm';

/** Global settings as key/value pairs (`app.onboarding_enabled`, `currency.*`). */
export class SystemSettings1763700000101 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE system_settings (
        key        text PRIMARY KEY,
        value      jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE system_settings`);
  }
}
