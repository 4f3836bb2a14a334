import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys of POST commands, per caller. Not a read model: no event builds it, replays
 * leave it alone, and rows older than 24 hours are deleted (lazily per key and by a periodic sweep).
 * A row is in flight (neither timestamp set), committed (the command's events are in; the
 * response is not saved yet) or completed (the response is saved and is what a repeat gets).
 */
export class IdempotencyKeys1763700000300 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE idempotency_keys (
        user_id          bigint NOT NULL,
        key              text NOT NULL,
        request_hash     text NOT NULL,
        claim            uuid NOT NULL,
        created_at       timestamptz NOT NULL DEFAULT now(),
        committed_at     timestamptz,
        completed_at     timestamptz,
        response_status  smallint,
        response_headers jsonb,
        response_body    text,
        PRIMARY KEY (user_id, key)
      )`);
    await db.query(`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE idempotency_keys`);
  }
}
