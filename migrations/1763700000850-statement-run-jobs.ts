import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job working on each statement run (its queue's job id, written when the run is queued and
 * again when a job takes it up), so a run whose job gave up, or is gone, is known as dead when its
 * month is started again. Runs made before have none, and are answered as before.
 */
export class StatementRunJobs1763700000850 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE statement_runs ADD COLUMN job_id text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE statement_runs DROP COLUMN job_id`);
  }
}
