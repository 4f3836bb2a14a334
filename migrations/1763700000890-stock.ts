import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers' monthly rentals (customer_rentals), and the plant's container stock: its own figures per returnable product (plant_stock: owned, lost and
 * damaged at the plant) and its movements (stock_movements: purchases, write-offs, counts), read
 * models of the `plant-stock-{plantId}` streams. What customers hold and lost is in
 * customer_containers, what riders did not bring back in rider_day_closes.
 */
export class Stock1763700000890 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE plant_stock (
        plant_id    bigint NOT NULL,
        product_id  integer NOT NULL,
        owner_id    bigint NOT NULL,
        owned       integer NOT NULL,
        lost        integer NOT NULL,
        damaged     integer NOT NULL,
        PRIMARY KEY (plant_id, product_id)
      )`);
    await db.query(`
      CREATE TABLE stock_movements (
        plant_id        bigint NOT NULL,
        stream_version  integer NOT NULL,
        product_id      integer NOT NULL,
        owner_id        bigint NOT NULL,
        date            date NOT NULL,
        kind            text NOT NULL,
        quantity        integer NOT NULL,
        counted         integer,
        cost            numeric(14,2),
        note            text,
        recorded_at     timestamptz NOT NULL,
        PRIMARY KEY (plant_id, stream_version)
      )`);
    await db.query(`CREATE INDEX stock_movements_by_day ON stock_movements (plant_id, date)`);
    // What customers rent by the month (a dispenser), with the last month charged: customers' streams.
    await db.query(`
      CREATE TABLE customer_rentals (
        customer_id      bigint NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        product_id       integer NOT NULL,
        starts_on        date NOT NULL,
        plant_id         bigint NOT NULL,
        owner_id         bigint NOT NULL,
        quantity         integer NOT NULL,
        ends_on          date,
        charged_through  text,
        PRIMARY KEY (customer_id, product_id, starts_on)
      )`);
    await db.query(`CREATE INDEX customer_rentals_by_plant ON customer_rentals (plant_id)`);
    // The stock's days read a plant's lost containers by day; no delivery writes this index.
    await db.query(
      `CREATE INDEX customer_ledger_lines_containers_lost ON customer_ledger_lines (plant_id, date) WHERE kind = 'containers_lost'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX customer_ledger_lines_containers_lost`);
    await db.query(`DROP TABLE customer_rentals`);
    await db.query(`DROP TABLE stock_movements`);
    await db.query(`DROP TABLE plant_stock`);
  }
}
