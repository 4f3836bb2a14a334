import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deposits by product: customer_containers.deposited, the containers of a product a customer's
 * security deposit covers, summed from their ledger lines' items (`deposited`). No line recorded
 * before carries it (the first product's deposit stays customers.security_deposit_cans), so 0 is
 * what a replay writes for every row there is.
 */
export class ContainerDeposits1763700000920 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_containers ADD COLUMN deposited integer NOT NULL DEFAULT 0`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customer_containers DROP COLUMN deposited`);
  }
}
