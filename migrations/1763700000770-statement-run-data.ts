import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The statement a run's PDF was made from, as JSON beside it: a run's merged PDF (GET
 * …/runs/{id}/pdf) lays the run's statements out again into one document, and must show what the
 * run stored, not the ledger as it is by then. Null for runs made before this column.
 */
export class StatementRunData1763700000770 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE statement_run_files ADD COLUMN statement jsonb`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE statement_run_files DROP COLUMN statement`);
  }
}
