import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { CustomerEvent } from '../customers/customer.events';

type Handled = Extract<CustomerEvent, { type: 'CustomerDeliveryRecorded' | 'CustomerLedgerLineReversed' }>;

/** Only a row this transaction wrote (inserted, or marked reversed) moves the totals. */
const WRITTEN_HERE = `e.xmin = pg_current_xact_id()::xid`;

/**
 * The days' product totals moved by a transaction, from the entries' rows as the daily-entries
 * projection left them (so it runs before the commit, after every projection's writes): each new
 * entry ($1) adds its items, or makes their rows with nothing in them when it was reversed in the
 * same transaction (a replay of the log makes the same rows, in one transaction); each entry of an
 * earlier transaction reversed in this one ($2) takes its items off. An event applied twice moves
 * nothing the second time: its entry's insert was ignored, or its reversal's mark found one there.
 * Upserted in key order, so two transactions of a plant never wait on each other's rows in a cycle.
 * $3, always positive, tells one transaction's lists from another's (beforeCommit keeps one
 * statement per text and first arguments).
 */
const MOVE_PRODUCT_TOTALS = `
  INSERT INTO daily_product_totals AS t (plant_id, owner_id, date, area_id, employee_id, product_id, entries, delivered, returned, amount)
  SELECT m.plant_id, m.owner_id, m.date, m.area_id, m.employee_id, (i->>'product_id')::int, sum(m.sign)::int,
         sum(m.sign * (i->>'delivered')::int)::int, sum(m.sign * (i->>'returned')::int)::int, sum(m.sign * (i->>'amount')::numeric)
    FROM (SELECT e.plant_id, e.owner_id, e.date, e.area_id, e.employee_id, e.items,
                 CASE WHEN e.reversed_by IS NULL THEN 1 ELSE 0 END AS sign
            FROM daily_entries e WHERE e.id = ANY($1::bigint[]) AND ${WRITTEN_HERE}
          UNION ALL
          SELECT e.plant_id, e.owner_id, e.date, e.area_id, e.employee_id, e.items, -1
            FROM daily_entries e WHERE e.id = ANY($2::bigint[]) AND e.reversed_by IS NOT NULL AND ${WRITTEN_HERE}) m
    CROSS JOIN LATERAL jsonb_array_elements(m.items) i
   WHERE $3::bigint > 0
   GROUP BY m.plant_id, m.owner_id, m.date, m.area_id, m.employee_id, (i->>'product_id')::int
   ORDER BY m.plant_id, m.date, m.area_id, coalesce(m.employee_id, 0), (i->>'product_id')::int
  ON CONFLICT (plant_id, date, area_id, (coalesce(employee_id, 0)), product_id) DO UPDATE SET
    entries = t.entries + EXCLUDED.entries,
    delivered = t.delivered + EXCLUDED.delivered,
    returned = t.returned + EXCLUDED.returned,
    amount = t.amount + EXCLUDED.amount`;

/** What one transaction's events named: its new entries and the entries of earlier transactions it reversed. */
interface Moved {
  entries: number[];
  reversed: number[];
  /** The transaction's new entries, so that reversing one of them takes nothing off (it added nothing). */
  newEntries: Set<number>;
}

const movedBy = new WeakMap<ProjectionTransaction, Moved>();
let registrations = 0;

/** The transaction's lists, registered for its commit on its first run; later runs only add to them. */
function moved(tx: ProjectionTransaction): Moved {
  let found = movedBy.get(tx);
  if (!found) {
    found = { entries: [], reversed: [], newEntries: new Set() };
    movedBy.set(tx, found);
    tx.beforeCommit(MOVE_PRODUCT_TOTALS, [found.entries, found.reversed, ++registrations]);
  }
  return found;
}

/**
 * A run of deliveries and reversals (live, a transaction's; in a rebuild or a bulk load, a chunk of
 * the log's): only noted here, and written once before the commit. A reversal always follows what
 * it reverses, so an entry of this transaction is in `newEntries` before its reversal comes; a
 * reversed payment or other line is no entry and moves nothing.
 */
function applyRun(events: StoredOf<Handled>[], tx: ProjectionTransaction): Promise<void> {
  const lists = moved(tx);
  for (const event of events) {
    if (event.type === 'CustomerDeliveryRecorded') {
      const id = event.data.line.line_id;
      if (lists.newEntries.has(id)) continue;
      lists.newEntries.add(id);
      lists.entries.push(id);
    } else if (!lists.newEntries.has(event.data.reverses_line_id)) lists.reversed.push(event.data.reverses_line_id);
  }
  return Promise.resolve();
}

const HANDLED: Handled['type'][] = ['CustomerDeliveryRecorded', 'CustomerLedgerLineReversed'];

/**
 * What the entries that stand delivered and took back of each product, and what it came to, per
 * plant day, area, rider and product (migration 1763700000900): the sales-by-product report and
 * the dashboard's today by product.
 */
export const productSalesProjection: InlineProjection<Handled> = {
  name: 'product-sales',
  tables: ['daily_product_totals'],
  handles: HANDLED,
  bulk: { handles: HANDLED, apply: applyRun },
};
