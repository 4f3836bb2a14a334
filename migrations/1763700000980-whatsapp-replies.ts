import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' replies to an owner's WhatsApp number (a read model of the streams
 * `whatsapp-reply-{ownerId}-{hash of WhatsApp's message id}`, one event each, so a webhook call
 * Meta sends again records nothing twice).
 */
export class WhatsAppReplies1763700000980 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE whatsapp_reply_ids`);
    await db.query(`
      CREATE TABLE whatsapp_replies (
        id          bigint PRIMARY KEY,
        owner_id    bigint NOT NULL,
        customer_id bigint,
        plant_id    bigint,
        from_phone  text NOT NULL,
        text        text NOT NULL,
        wamid       text NOT NULL,
        received_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX whatsapp_replies_owner ON whatsapp_replies (owner_id, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE whatsapp_replies`);
    await db.query(`DROP SEQUENCE whatsapp_reply_ids`);
  }
}
