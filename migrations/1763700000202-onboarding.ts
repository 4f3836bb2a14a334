import { MigrationInterface, QueryRunner } from 'typeorm';

/** An owner's saved onboarding wizard progress, so it survives signing out. */
export class Onboarding1763700000202 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE onboarding_progress (
        owner_id        bigint PRIMARY KEY,
        current_step    text NOT NULL DEFAULT 'plant',
        data            jsonb NOT NULL DEFAULT '{}'::jsonb,
        completed_steps jsonb NOT NULL DEFAULT '[]'::jsonb,
        plant_id        bigint,
        is_completed    boolean NOT NULL DEFAULT false,
        completed_at    timestamptz,
        updated_at      timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE onboarding_progress`);
  }
}
