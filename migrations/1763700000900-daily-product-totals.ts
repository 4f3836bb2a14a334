import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * daily_product_totals: what a plant's entries that stand delivered of each product, per plant day,
 * area and rider (the reports' sales by product, the dashboard's today by product), the read model
 * of the reports' projection product-sales.projection.ts. A row stays (zeros) once all its entries
 * are reversed, as daily_delivery_totals does. The backfill is what a replay writes: a row for every
 * day, area, rider and product that any entry ever had, summed over the entries that stand, from
 * the entries' items (every entry has them since migration 880).
 */
export class DailyProductTotals1763700000900 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE daily_product_totals (
        plant_id    bigint NOT NULL,
        owner_id    bigint NOT NULL,
        date        date NOT NULL,
        area_id     bigint NOT NULL,
        employee_id bigint,
        product_id  integer NOT NULL,
        entries     integer NOT NULL,
        delivered   integer NOT NULL,
        returned    integer NOT NULL,
        amount      numeric(14,2) NOT NULL
      )`);
    // No rider is one bucket of its own: 0 stands for it in the key. The key serves the reads too: a plant's days.
    await db.query(`
      CREATE UNIQUE INDEX daily_product_totals_key
          ON daily_product_totals (plant_id, date, area_id, (coalesce(employee_id, 0)), product_id)`);
    await db.query(`
      INSERT INTO daily_product_totals (plant_id, owner_id, date, area_id, employee_id, product_id, entries, delivered, returned, amount)
      SELECT e.plant_id, e.owner_id, e.date, e.area_id, e.employee_id, (i->>'product_id')::int,
             count(*) FILTER (WHERE e.reversed_by IS NULL)::int,
             coalesce(sum((i->>'delivered')::int) FILTER (WHERE e.reversed_by IS NULL), 0)::int,
             coalesce(sum((i->>'returned')::int) FILTER (WHERE e.reversed_by IS NULL), 0)::int,
             coalesce(sum((i->>'amount')::numeric) FILTER (WHERE e.reversed_by IS NULL), 0)
        FROM daily_entries e CROSS JOIN LATERAL jsonb_array_elements(e.items) i
       GROUP BY e.plant_id, e.owner_id, e.date, e.area_id, e.employee_id, (i->>'product_id')::int`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE daily_product_totals`);
  }
}
