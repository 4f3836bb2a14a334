import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Day closes by product: rider_day_closes.products, the latest close's count of each returnable
 * product other than the first (`[{product_id, full_taken, returned_to_plant, expected_back}]`).
 * Every close recorded before counted the first product's cans only: a replay of them (upcast to
 * `products: []`) writes '[]' here and in each of their history's entries, as this does.
 */
/** Each close in a day's history gains `products: []` when it has none (exported for the upgrade's test). */
export const HISTORY_WITH_PRODUCTS = `
  UPDATE rider_day_closes
     SET history = (SELECT jsonb_agg(h || jsonb_build_object('products', coalesce(h->'products', '[]'::jsonb)) ORDER BY n)
                      FROM jsonb_array_elements(history) WITH ORDINALITY AS x(h, n))
   WHERE jsonb_array_length(history) > 0`;

export class RiderDayProducts1763700000930 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rider_day_closes ADD COLUMN products jsonb NOT NULL DEFAULT '[]'`);
    await db.query(HISTORY_WITH_PRODUCTS);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE rider_day_closes DROP COLUMN products`);
  }
}
