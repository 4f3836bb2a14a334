import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A plant's calendar settings (issue 15): the IANA time zone its days are counted in, and the
 * lock period after which entries can only be reversed with a reason. Existing plants get the
 * defaults, which is what their events mean (no PlantCalendarSet yet).
 */
export class PlantCalendar1763700000600 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE plants
        ADD COLUMN time_zone        text    NOT NULL DEFAULT 'Asia/Karachi',
        ADD COLUMN lock_period_days integer NOT NULL DEFAULT 35 CHECK (lock_period_days BETWEEN 0 AND 3650)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE plants DROP COLUMN time_zone, DROP COLUMN lock_period_days`);
  }
}
