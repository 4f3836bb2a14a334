import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * expense_plant_marks and rider_day_plant_marks: one row per plant, rewritten once per transaction
 * that changes the plant's expenses or rider day closes (plant-marks.ts), so a report kept in
 * process can check that neither changed (report.queries.ts); ledger movements already mark
 * customer_plant_marks. The rows are what a rebuild makes: every plant with an expense or a close,
 * and those rows are never deleted, so the backfill reads them from the read models.
 */
export class ReportPlantMarks1763700000780 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE expense_plant_marks (plant_id bigint PRIMARY KEY)`);
    await db.query(`INSERT INTO expense_plant_marks (plant_id) SELECT DISTINCT plant_id FROM expenses`);
    await db.query(`CREATE TABLE rider_day_plant_marks (plant_id bigint PRIMARY KEY)`);
    await db.query(`INSERT INTO rider_day_plant_marks (plant_id) SELECT DISTINCT plant_id FROM rider_day_closes`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE rider_day_plant_marks`);
    await db.query(`DROP TABLE expense_plant_marks`);
  }
}
