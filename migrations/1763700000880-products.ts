import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products: what a plant sells, and what each ledger line and entry moved of each.
 * 1. `products`, the read model of the plants' catalogues (streams `plant-products-{plantId}`).
 * 2. Every plant made before products gets its first product, the 19-litre returnable can at its
 *    can rate, as a ProductAdded event on its catalogue's stream (the log's own way; the chain
 *    trigger hashes it) and as the row the projection would write for it.
 * 3. `items` on ledger lines and entries: what a line moved of each product. Lines recorded before
 *    products moved only cans of the first product, and their events are upcast so when read
 *    (customers/ledger-items.ts); the rows get here what a replay of those upcast events writes.
 * 4. `customer_containers`: the containers each customer holds of each returnable product, the sum
 *    of their lines' items (for the first product, the cans out the customer row already counts),
 *    and those lost while with them (charged to them).
 */
export class Products1763700000880 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE products (
        plant_id          bigint NOT NULL,
        id                integer NOT NULL,
        owner_id          bigint NOT NULL,
        name              text NOT NULL,
        name_ur           text,
        unit              text NOT NULL,
        returnable        boolean NOT NULL,
        default_rate      numeric(12,2) NOT NULL,
        deposit_per_unit  numeric(12,2) NOT NULL,
        billing           text NOT NULL,
        is_active         boolean NOT NULL,
        position          integer NOT NULL,
        created_at        timestamptz NOT NULL,
        updated_at        timestamptz NOT NULL,
        PRIMARY KEY (plant_id, id)
      )`);
    await db.query(`CREATE UNIQUE INDEX products_name_unique_per_plant ON products (plant_id, lower(name))`);

    await db.query(`
      WITH first_products AS (
        SELECT p.id AS plant_id, p.owner_id,
               jsonb_build_object('plant_id', p.id, 'owner_id', p.owner_id, 'product_id', 1, 'name', '19 L can', 'name_ur', '19 لیٹر کین',
                                  'unit', 'can', 'default_rate', p.default_can_rate::text, 'deposit_per_unit', '0.00', 'position', 1,
                                  'returnable', true, 'billing', 'per_unit') AS data
          FROM plants p
         WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.stream_id = 'plant-products-' || p.id)
         ORDER BY p.id
      )
      INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id, recorded_at)
      SELECT gen_random_uuid(), 'plant-products-' || plant_id, 'plant-products', 1, 'ProductAdded', 1, data,
             jsonb_build_object('source', 'migration', 'migration', 'Products1763700000880', 'tenant_id', owner_id), owner_id,
             date_trunc('milliseconds', now()) -- as the API records its events: a JavaScript Date's precision
        FROM first_products ORDER BY plant_id`);
    await db.query(`
      INSERT INTO products (plant_id, id, owner_id, name, name_ur, unit, returnable, default_rate, deposit_per_unit, billing, is_active,
                            position, created_at, updated_at)
      SELECT (data->>'plant_id')::bigint, 1, (data->>'owner_id')::bigint, data->>'name', data->>'name_ur', data->>'unit', true,
             (data->>'default_rate')::numeric, 0, 'per_unit', true, 1, recorded_at, recorded_at
        FROM events WHERE event_type = 'ProductAdded' AND stream_type = 'plant-products'`);

    // A customer's own prices of products other than the first, as their profile events carry them.
    await db.query(`ALTER TABLE customers ADD COLUMN product_rates jsonb NOT NULL DEFAULT '[]'`);
    await db.query(`ALTER TABLE customer_ledger_lines ADD COLUMN items jsonb NOT NULL DEFAULT '[]'`);
    await db.query(`ALTER TABLE daily_entries ADD COLUMN items jsonb NOT NULL DEFAULT '[]'`);
    // The upcast items of the lines recorded before products (customers/ledger-items.ts, legacyItems).
    await db.query(`
      UPDATE customer_ledger_lines l
         SET items = jsonb_build_array(jsonb_build_object('product_id', 1, 'delivered', l.cans_delivered, 'returned', l.cans_returned,
                                                          'returnable', true)
                                       || CASE WHEN l.kind = 'delivery'
                                               THEN jsonb_build_object('rate', (SELECT e.rate::text FROM daily_entries e WHERE e.id = l.id))
                                               ELSE '{}'::jsonb END)
       WHERE l.cans_delivered <> 0 OR l.cans_returned <> 0`);
    // An entry's items as the screens show them (daily-entries/daily-entry.projection.ts, entryItems).
    await db.query(`
      UPDATE daily_entries
         SET items = jsonb_build_array(jsonb_build_object('product_id', 1, 'delivered', cans_delivered, 'returned', cans_returned,
                                                          'rate', rate::float8, 'amount', (rate * cans_delivered)::float8))
       WHERE cans_delivered <> 0 OR cans_returned <> 0`);

    await db.query(`
      CREATE TABLE customer_containers (
        customer_id  bigint NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        product_id   integer NOT NULL,
        plant_id     bigint NOT NULL,
        owner_id     bigint NOT NULL,
        held         integer NOT NULL,
        lost         integer NOT NULL DEFAULT 0,
        PRIMARY KEY (customer_id, product_id)
      )`);
    await db.query(`CREATE INDEX customer_containers_by_plant ON customer_containers (plant_id, product_id)`);
    await db.query(`
      INSERT INTO customer_containers (customer_id, product_id, plant_id, owner_id, held)
      SELECT customer_id, 1, plant_id, owner_id, sum(cans_delivered - cans_returned)::int
        FROM customer_ledger_lines WHERE cans_delivered <> 0 OR cans_returned <> 0
       GROUP BY customer_id, plant_id, owner_id`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE customer_containers`);
    await db.query(`ALTER TABLE daily_entries DROP COLUMN items`);
    await db.query(`ALTER TABLE customer_ledger_lines DROP COLUMN items`);
    await db.query(`ALTER TABLE customers DROP COLUMN product_rates`);
    await db.query(`DROP TABLE products`);
  }
}
