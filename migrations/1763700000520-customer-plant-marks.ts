import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * customer_plant_totals (1763700000500) goes: a row every customer event of a plant updated is
 * fine one transaction at a time, but a rebuild replays the whole log in one transaction, where
 * each update of the same row leaves a version the next one walks past (n updates cost about n²/2
 * visits: 40,000 of one row took 9 s). The unfiltered list sums its plant's customers instead.
 *
 * In its place customer_plant_marks: one row per plant that has had customers, which the customer
 * projection rewrites at most once per transaction that changes the plant's customers, so its row
 * version (xmin) says whether a kept customer list of the plant still stands (customer.queries.ts).
 * Once per transaction keeps a rebuild linear; the rows are what a rebuild makes (every plant with a
 * customer event), so the backfill reads them from the log.
 */
export class CustomerPlantMarks1763700000520 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_plant_totals`);
    await db.query(`CREATE TABLE customer_plant_marks (plant_id bigint PRIMARY KEY)`);
    await db.query(`
      INSERT INTO customer_plant_marks (plant_id)
      SELECT DISTINCT (data->>'plant_id')::bigint FROM events WHERE stream_type = 'customer' AND data ? 'plant_id'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_plant_marks`);
    await db.query(`
      CREATE TABLE customer_plant_totals (
        plant_id  bigint PRIMARY KEY,
        owner_id  bigint NOT NULL,
        customers integer NOT NULL,
        balance   numeric(16,2) NOT NULL,
        cans_out  bigint NOT NULL
      )`);
    await db.query(`
      INSERT INTO customer_plant_totals (plant_id, owner_id, customers, balance, cans_out)
      SELECT plant_id, owner_id, count(*), sum(balance), sum(cans_out) FROM customers GROUP BY plant_id, owner_id`);
  }
}
