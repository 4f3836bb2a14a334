import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WhatsApp sent by the product: each owner's account (its token and app secret sealed, never
 * plain), the numbers that asked for no automatic messages, and every message with its state as
 * WhatsApp reports it. Read models of the streams `whatsapp-account-{ownerId}` and
 * `whatsapp-message-{id}`.
 */
export class WhatsApp1763700000950 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SEQUENCE whatsapp_message_ids`);
    await db.query(`
      CREATE TABLE whatsapp_accounts (
        owner_id            bigint PRIMARY KEY,
        connected           boolean NOT NULL,
        phone_number_id     text NOT NULL,
        business_account_id text NOT NULL,
        access_token_sealed text NOT NULL,
        app_secret_sealed   text NOT NULL,
        token_hint          text NOT NULL,
        webhook_id          text NOT NULL UNIQUE,
        verify_token        text NOT NULL,
        auto_receipts       boolean NOT NULL DEFAULT false,
        auto_payments       boolean NOT NULL DEFAULT false,
        auto_statements     boolean NOT NULL DEFAULT false,
        automation_since    timestamptz,
        statement_months    jsonb NOT NULL DEFAULT '{}',
        connected_at        timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE whatsapp_opt_outs (
        owner_id     bigint NOT NULL,
        phone        text NOT NULL,
        opted_out_by text NOT NULL,
        opted_out_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, phone)
      )`);
    await db.query(`
      CREATE TABLE whatsapp_messages (
        id           bigint PRIMARY KEY,
        owner_id     bigint NOT NULL,
        plant_id     bigint,
        customer_id  bigint,
        kind         text NOT NULL,
        language     text NOT NULL,
        to_phone     text NOT NULL,
        month        text,
        automatic    boolean NOT NULL,
        source       text,
        details      jsonb,
        state        text NOT NULL,
        wamid        text,
        error        text,
        attempts     integer NOT NULL,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL,
        sent_at      timestamptz,
        delivered_at timestamptz,
        read_at      timestamptz,
        failed_at    timestamptz
      )`);
    await db.query(`CREATE INDEX whatsapp_messages_by_owner ON whatsapp_messages (owner_id, id DESC)`);
    await db.query(`CREATE INDEX whatsapp_messages_by_customer ON whatsapp_messages (customer_id, id DESC)`);
    await db.query(`CREATE UNIQUE INDEX whatsapp_messages_wamid ON whatsapp_messages (wamid)`);
    await db.query(`CREATE UNIQUE INDEX whatsapp_messages_source ON whatsapp_messages (owner_id, source)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE whatsapp_messages`);
    await db.query(`DROP TABLE whatsapp_opt_outs`);
    await db.query(`DROP TABLE whatsapp_accounts`);
    await db.query(`DROP SEQUENCE whatsapp_message_ids`);
  }
}
