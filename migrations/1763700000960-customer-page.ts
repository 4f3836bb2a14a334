import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's own page and what they ask through it, both read models:
 * - customer_page_links, one row per customer (stream `customer-page-{customerId}`): the SHA-256 of
 *   the link's token while it opens (NULL once revoked, so a revoked link is unknown at once), the
 *   token and the PIN sealed for the owner to read again;
 * - customer_requests, one row per request (stream `customer-request-{id}`): confirmations and
 *   disputes of a month's statement, extra deliveries and pauses asked, problems reported, with the
 *   owner's decision. An accepted extra delivery is read by the day's sheet (schedules/due-customers.ts).
 */
export class CustomerPage1763700000960 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer_page_links (
        customer_id    bigint PRIMARY KEY,
        owner_id       bigint NOT NULL,
        plant_id       bigint NOT NULL,
        token_hash     text,
        token_sealed   text,
        pin_sealed     text,
        issued_at      timestamptz,
        revoked_at     timestamptz,
        stream_version integer NOT NULL
      )`);
    await db.query(`CREATE UNIQUE INDEX customer_page_links_token ON customer_page_links (token_hash) WHERE token_hash IS NOT NULL`);
    await db.query(`CREATE SEQUENCE customer_request_ids`);
    await db.query(`
      CREATE TABLE customer_requests (
        id             bigint PRIMARY KEY,
        owner_id       bigint NOT NULL,
        plant_id       bigint NOT NULL,
        customer_id    bigint NOT NULL,
        kind           text NOT NULL,
        status         text NOT NULL,
        month          text,
        date           date,
        product_id     bigint,
        quantity       integer,
        starts_on      date,
        ends_on        date,
        problem        text,
        note           text,
        client_key     text,
        reply          text,
        pause_id       bigint,
        created_at     timestamptz NOT NULL,
        decided_at     timestamptz,
        stream_version integer NOT NULL
      )`);
    await db.query(`CREATE INDEX customer_requests_owner ON customer_requests (owner_id, status, id DESC)`);
    await db.query(`CREATE INDEX customer_requests_customer ON customer_requests (customer_id, id DESC)`);
    // The page's key for one request: sent again after a lost answer, it finds the request made.
    await db.query(
      `CREATE UNIQUE INDEX customer_requests_client_key ON customer_requests (customer_id, client_key) WHERE client_key IS NOT NULL`,
    );
    await db.query(
      `CREATE INDEX customer_requests_extra ON customer_requests (customer_id, date) WHERE kind = 'extra_delivery' AND status = 'accepted'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_requests`);
    await db.query(`DROP SEQUENCE customer_request_ids`);
    await db.query(`DROP TABLE customer_page_links`);
  }
}
