import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per backup the job took or failed to take (nightly or asked for in the console), for
 * the console's Backups page, its dashboard alert and the backup metrics. An operations record,
 * not business history: not an event stream, and nothing a replay rebuilds. A row is written
 * once the run has ended, so an archive never holds a run still going on.
 */
export class BackupRuns1763700000840 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE backup_runs (
        id          bigserial PRIMARY KEY,
        trigger     text NOT NULL CHECK (trigger IN ('nightly', 'manual')),
        started_at  timestamptz NOT NULL,
        finished_at timestamptz NOT NULL,
        result      text NOT NULL CHECK (result IN ('ok', 'failed')),
        file        text,
        bytes       bigint,
        sha256      text,
        events      bigint,
        removed     integer NOT NULL DEFAULT 0,
        error       text
      )`);
    await db.query(`CREATE INDEX backup_runs_latest ON backup_runs (finished_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE backup_runs`);
  }
}
