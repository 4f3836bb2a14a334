import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Places riders saved at customers' doors, waiting for the owner (one per customer: a newer one
 * replaces it). A read model of the customers' streams: CustomerLocationProposed writes a row,
 * CustomerLocationConfirmed and CustomerLocationProposalDismissed remove it.
 */
export class CustomerLocationProposals1763700000860 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE customer_location_proposals (
        customer_id          bigint PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
        plant_id             bigint NOT NULL,
        owner_id             bigint NOT NULL,
        latitude             numeric(10,7) NOT NULL,
        longitude            numeric(10,7) NOT NULL,
        accuracy_m           integer,
        proposed_by_user_id  bigint NOT NULL,
        employee_id          bigint,
        proposed_by          text NOT NULL,
        proposed_at          timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX customer_location_proposals_plant ON customer_location_proposals (plant_id, proposed_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_location_proposals`);
  }
}
