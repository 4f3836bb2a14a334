import type { StockFigures, StockMovements } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { plantToday, shiftDay } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';

/**
 * A plant's containers of each returnable product, each figure from where it is recorded: owned,
 * lost and damaged at the plant (plant_stock), held and lost by customers (customer_containers),
 * not brought back by riders at their day closes (rider_day_closes: expected back − returned at the
 * latest close, the first product's cans and each other product counted), and
 * at the plant, what is left: owned = at plant + with customers + with riders + lost + damaged.
 */
const FIGURES = `
  SELECT p.id AS product_id, p.name, p.name_ur, p.unit, p.is_active,
         coalesce(s.owned, 0)::int AS owned, coalesce(c.held, 0)::int AS with_customers,
         coalesce(r.not_back, 0)::int AS with_riders,
         (coalesce(s.lost, 0) + coalesce(c.lost, 0))::int AS lost, coalesce(c.lost, 0)::int AS lost_at_customers,
         coalesce(s.damaged, 0)::int AS damaged
    FROM products p
    LEFT JOIN plant_stock s ON s.plant_id = p.plant_id AND s.product_id = p.id
    LEFT JOIN (SELECT product_id, sum(held) AS held, sum(lost) AS lost FROM customer_containers WHERE plant_id = $1 GROUP BY product_id) c
           ON c.product_id = p.id
    LEFT JOIN (SELECT ${FIRST_PRODUCT_ID} AS product_id, sum((history->-1->>'expected_cans_back')::int - cans_returned_to_plant) AS not_back
                 FROM rider_day_closes WHERE plant_id = $1
               UNION ALL
               SELECT (x->>'product_id')::int, sum((x->>'expected_back')::int - (x->>'returned_to_plant')::int)
                 FROM rider_day_closes CROSS JOIN LATERAL jsonb_array_elements(products) x WHERE plant_id = $1 GROUP BY 1) r
           ON r.product_id = p.id
   WHERE p.plant_id = $1 AND p.returnable
   ORDER BY p.position, p.id`;

/** What is left at the plant of what it owns: the one figure the stock derives rather than records. */
const atPlantOf = (row: { owned: number; with_customers: number; with_riders: number; lost: number; damaged: number }) =>
  row.owned - row.with_customers - row.with_riders - row.lost - row.damaged;

/** GET /filter-owner/stock. */
export class StockFiguresQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(StockFiguresQuery)
export class StockFiguresHandler implements IQueryHandler<StockFiguresQuery, StockFigures> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: StockFiguresQuery): Promise<StockFigures> {
    const rows = await this.sql.rows<any>(FIGURES, [plantId]);
    return {
      products: rows.map((row) => {
        const atPlant = atPlantOf(row);
        return {
          product_id: row.product_id,
          name: row.name,
          name_ur: row.name_ur,
          unit: row.unit,
          is_active: row.is_active,
          owned: row.owned,
          at_plant: atPlant,
          with_customers: row.with_customers,
          with_riders: row.with_riders,
          lost: row.lost,
          lost_at_customers: row.lost_at_customers,
          damaged: row.damaged,
          out_exceeds_owned: atPlant < 0,
        };
      }),
    };
  }
}

/** The figures of one product, as a write-off or a count decides on them (null: not a returnable product of the plant). */
export async function productStock(
  query: (sql: string, parameters?: unknown[]) => Promise<any[]>,
  plantId: number,
  productId: number,
): Promise<{ name: string; atPlant: number } | null> {
  const rows = await query(FIGURES, [plantId]);
  const row = rows.find((r) => r.product_id === productId);
  return row ? { name: row.name, atPlant: atPlantOf(row) } : null;
}

/**
 * Each day's movements of each returnable product from $2 to $3: out to and back from customers
 * (entries that stand), bought, written off, counted over (+) or under (−) the stock, lost at
 * customers; and the plant's own movements one by one, with their notes.
 */
const DAYS = `
  SELECT m.date::text AS date, m.product_id, sum(m.delivered)::int AS delivered, sum(m.returned)::int AS returned,
         sum(m.purchased)::int AS purchased, sum(m.written_off)::int AS written_off, sum(m.counted)::int AS count_difference,
         sum(m.lost_at_customers)::int AS lost_at_customers
    FROM (SELECT d.date, (i->>'product_id')::int AS product_id, (i->>'delivered')::int AS delivered, (i->>'returned')::int AS returned,
                 0 AS purchased, 0 AS written_off, 0 AS counted, 0 AS lost_at_customers
            FROM daily_entries d CROSS JOIN LATERAL jsonb_array_elements(d.items) i
           WHERE d.plant_id = $1 AND d.date BETWEEN $2::date AND $3::date AND d.reversed_by IS NULL
          UNION ALL
          SELECT date, product_id, 0, 0, CASE WHEN kind = 'purchase' THEN quantity ELSE 0 END,
                 CASE WHEN kind IN ('lost', 'damaged') THEN quantity ELSE 0 END, CASE WHEN kind = 'count' THEN quantity ELSE 0 END, 0
            FROM stock_movements WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date
          UNION ALL
          SELECT l.date, (i->>'product_id')::int, 0, 0, 0, 0, 0, (i->>'lost')::int
            FROM customer_ledger_lines l CROSS JOIN LATERAL jsonb_array_elements(l.items) i
           WHERE l.plant_id = $1 AND l.kind = 'containers_lost' AND l.date BETWEEN $2::date AND $3::date AND l.reversed_by IS NULL) m
    JOIN products p ON p.plant_id = $1 AND p.id = m.product_id AND p.returnable
   GROUP BY m.date, m.product_id
   ORDER BY m.date DESC, m.product_id`;

const RECORDS = `
  SELECT stream_version AS id, date::text AS date, product_id, kind, quantity, counted, cost::float8 AS cost, note
    FROM stock_movements WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date
   ORDER BY date DESC, stream_version DESC`;

/** GET /filter-owner/stock/movements. */
export class StockMovementsQuery {
  constructor(
    readonly plantId: number,
    /** null: 30 days before `to`. */
    readonly from: string | null,
    /** null: the plant's today. */
    readonly to: string | null,
  ) {}
}

@QueryHandler(StockMovementsQuery)
export class StockMovementsHandler implements IQueryHandler<StockMovementsQuery, StockMovements> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId, ...range }: StockMovementsQuery): Promise<StockMovements> {
    const to = range.to ?? plantToday((await loadPlantCalendar((text, values) => this.sql.rows(text, values), plantId)).timeZone);
    const from = range.from ?? shiftDay(to, -30);
    const [days, records] = await Promise.all([
      this.sql.rows<any>(DAYS, [plantId, from, to]),
      this.sql.rows<any>(RECORDS, [plantId, from, to]),
    ]);
    return { from, to, days, records };
  }
}

export const STOCK_QUERY_HANDLERS = [StockFiguresHandler, StockMovementsHandler];
