import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Schedules with several lines: `items` holds the lines of products other than the first (each
 * `{product_id, quantity, kind, days, every_n, start_date}`, kind null = on the schedule's own days);
 * the first product's line stays `quantity`, which may now be 0 for a customer who takes other
 * products only. Every schedule recorded before holds no other line: '[]' is what a replay writes.
 */
export class ScheduleLines1763700000910 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_schedules ADD COLUMN items jsonb NOT NULL DEFAULT '[]'`);
    await db.query(`ALTER TABLE customer_schedules DROP CONSTRAINT customer_schedules_quantity_check`);
    await db.query(`ALTER TABLE customer_schedules ADD CONSTRAINT customer_schedules_quantity_check CHECK (quantity BETWEEN 0 AND 1000)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_schedules DROP CONSTRAINT customer_schedules_quantity_check`);
    await db.query(`ALTER TABLE customer_schedules ADD CONSTRAINT customer_schedules_quantity_check CHECK (quantity BETWEEN 1 AND 1000)`);
    await db.query(`ALTER TABLE customer_schedules DROP COLUMN items`);
  }
}
