import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp receipts once a day and payment reminders by rule: the account's timing and rule, and
 * each plant's last day whose morning pass was made (whatsapp_accounts is a read model).
 */
export class WhatsAppDaily1763700000970 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE whatsapp_accounts
        ADD COLUMN receipt_timing text NOT NULL DEFAULT 'each',
        ADD COLUMN auto_reminders boolean NOT NULL DEFAULT false,
        ADD COLUMN reminder_min_balance numeric(14,2) NOT NULL DEFAULT 500,
        ADD COLUMN reminder_every_days integer NOT NULL DEFAULT 7,
        ADD COLUMN daily_passes jsonb NOT NULL DEFAULT '{}'`);
    await db.query(`CREATE INDEX whatsapp_messages_reminders ON whatsapp_messages (customer_id) WHERE kind = 'reminder'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX whatsapp_messages_reminders`);
    await db.query(`
      ALTER TABLE whatsapp_accounts DROP COLUMN receipt_timing, DROP COLUMN auto_reminders, DROP COLUMN reminder_min_balance,
        DROP COLUMN reminder_every_days, DROP COLUMN daily_passes`);
  }
}
