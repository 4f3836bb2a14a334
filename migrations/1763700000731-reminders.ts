import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment reminders (api/src/modules/reminders): each plant's WhatsApp template (stream
 * `plant-reminders-{plantId}`) and the reminders sent to each customer (stream
 * `customer-reminders-{customerId}`): the latest send, and how many.
 */
export class Reminders1763700000731 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reminder_templates (
        plant_id       bigint PRIMARY KEY,
        owner_id       bigint NOT NULL,
        template       text NOT NULL,
        stream_version integer NOT NULL,
        updated_at     timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE reminder_sends (
        customer_id    bigint PRIMARY KEY,
        plant_id       bigint NOT NULL,
        owner_id       bigint NOT NULL,
        last_sent_at   timestamptz NOT NULL,
        last_amount    numeric(14,2) NOT NULL,
        sends          integer NOT NULL,
        stream_version integer NOT NULL
      )`);
    await db.query(`CREATE INDEX reminder_sends_by_plant ON reminder_sends (plant_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE reminder_sends`);
    await db.query(`DROP TABLE reminder_templates`);
  }
}
