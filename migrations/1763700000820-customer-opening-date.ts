import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plant day a customer's opening figures stand at ("opening as of"): their opening and
 * registration deposit lines are dated on it, and no delivery, payment, adjustment or deposit may
 * be dated before it. Customers registered before the field existed have none (null): their
 * registration events carry no such day, and nothing is refused for them.
 */
export class CustomerOpeningDate1763700000820 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customers ADD COLUMN opening_date date`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE customers DROP COLUMN opening_date`);
  }
}
