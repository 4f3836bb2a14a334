import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { CustomerEvent } from '../customers/customer.events';

type Handled = Extract<CustomerEvent, { type: 'CustomerDeliveryRecorded' | 'CustomerPaymentRecorded' | 'CustomerLedgerLineReversed' }>;

const TOTALS_KEY = `(plant_id, date, area_id, (coalesce(employee_id, 0)))`;

/**
 * Adds movements to their days' totals rows (taken off: negative). `moved` selects them from the
 * entry's or the payment's own row, and only when THIS transaction wrote that row (its xmin): so a
 * second copy of the event, whose insert was ignored, moves nothing. Plain statements without
 * RETURNING or a CTE, so a sheet's or a replay's writes go in batches (batching-transaction.ts).
 */
const ADD_TO_TOTALS = (moved: string) => `
  INSERT INTO daily_delivery_totals AS t (plant_id, date, area_id, employee_id, entries, cans_delivered, cans_returned, amount, collected)
  ${moved}
  ON CONFLICT ${TOTALS_KEY} DO UPDATE SET
    entries = t.entries + EXCLUDED.entries,
    cans_delivered = t.cans_delivered + EXCLUDED.cans_delivered,
    cans_returned = t.cans_returned + EXCLUDED.cans_returned,
    amount = t.amount + EXCLUDED.amount,
    collected = t.collected + EXCLUDED.collected`;

const WRITTEN_HERE = `xmin = pg_current_xact_id()::xid`;

const ENTRY_INSERT = `INSERT INTO daily_entries (id, plant_id, owner_id, customer_id, area_id, employee_id, date, status, cans_delivered, cans_returned,
                                     rate, amount, collected, payment_method, note, corrects_line_id, reversed_by, reversal_reason, recorded_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, NULL, NULL, $17)
  ON CONFLICT (id) DO NOTHING`;

const ENTRY_TOTALS = ADD_TO_TOTALS(`SELECT plant_id, date, area_id, employee_id, 1, cans_delivered, cans_returned, amount, collected
  FROM daily_entries WHERE id = $1 AND reversed_by IS NULL AND ${WRITTEN_HERE}`);

const PAYMENT_INSERT = `INSERT INTO customer_payments (id, plant_id, owner_id, customer_id, area_id, employee_id, date, amount, method, reference,
                                       received_at, reversed_by, reversal_reason, recorded_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, NULL, NULL, $12)
  ON CONFLICT (id) DO NOTHING`;

const PAYMENT_TOTALS = ADD_TO_TOTALS(`SELECT plant_id, date, area_id, employee_id, 0, 0, 0, 0, amount
  FROM customer_payments WHERE id = $1 AND reversed_by IS NULL AND ${WRITTEN_HERE}`);

/** Marks the reversed entry or payment ($1) with its reversal ($2) and reason ($3); one of the two finds its row. */
const REVERSE_ENTRY = `UPDATE daily_entries SET reversed_by = $2, reversal_reason = $3 WHERE id = $1 AND reversed_by IS NULL`;
const REVERSE_PAYMENT = `UPDATE customer_payments SET reversed_by = $2, reversal_reason = $3 WHERE id = $1 AND reversed_by IS NULL`;

/** The totals lose what the reversed row ($1, reversed by $2 in this transaction) had added. */
const REVERSAL_TOTALS = ADD_TO_TOTALS(`
  SELECT plant_id, date, area_id, employee_id, -1, -cans_delivered, -cans_returned, -amount, -collected
    FROM daily_entries WHERE id = $1 AND reversed_by = $2 AND ${WRITTEN_HERE}
  UNION ALL
  SELECT plant_id, date, area_id, employee_id, 0, 0, 0, 0, -amount
    FROM customer_payments WHERE id = $1 AND reversed_by = $2 AND ${WRITTEN_HERE}`);

/**
 * The totals a replay leaves, in one statement: what the updates one by one would have left,
 * including the zero rows of days whose every entry was reversed.
 */
const TOTALS_FROM_ROWS = `
  INSERT INTO daily_delivery_totals (plant_id, date, area_id, employee_id, entries, cans_delivered, cans_returned, amount, collected)
  SELECT plant_id, date, area_id, employee_id,
         coalesce(sum(entries) FILTER (WHERE live), 0), coalesce(sum(cans_delivered) FILTER (WHERE live), 0),
         coalesce(sum(cans_returned) FILTER (WHERE live), 0), coalesce(sum(amount) FILTER (WHERE live), 0),
         coalesce(sum(collected) FILTER (WHERE live), 0)
    FROM (SELECT plant_id, date, area_id, employee_id, 1 AS entries, cans_delivered, cans_returned, amount, collected, reversed_by IS NULL AS live
            FROM daily_entries
          UNION ALL
          SELECT plant_id, date, area_id, employee_id, 0, 0, 0, 0, amount, reversed_by IS NULL FROM customer_payments) movements
   GROUP BY plant_id, date, area_id, employee_id`;

async function apply(event: StoredOf<Handled>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  const line = d.line;
  if (event.type === 'CustomerDeliveryRecorded') {
    const e = event.data.entry;
    await tx.query(ENTRY_INSERT, [
      line.line_id,
      d.plant_id,
      d.owner_id,
      d.customer_id,
      e.area_id,
      e.employee_id,
      line.date,
      e.status,
      line.cans_delivered,
      line.cans_returned,
      e.rate,
      e.amount,
      e.collected,
      e.payment_method,
      e.note,
      e.corrects_line_id,
      event.recordedAt,
    ]);
    if (!tx.replaying) await tx.query(ENTRY_TOTALS, [line.line_id]);
    return;
  }
  if (event.type === 'CustomerPaymentRecorded') {
    const p = event.data.payment;
    await tx.query(PAYMENT_INSERT, [
      line.line_id,
      d.plant_id,
      d.owner_id,
      d.customer_id,
      p.area_id,
      p.employee_id,
      line.date,
      line.credit,
      p.method,
      p.reference,
      p.received_at,
      event.recordedAt,
    ]);
    if (!tx.replaying) await tx.query(PAYMENT_TOTALS, [line.line_id]);
    return;
  }
  // Any ledger line may be reversed; only an entry's or a payment's reversal finds a row here.
  const reversal = [event.data.reverses_line_id, line.line_id, event.data.reason];
  await tx.query(REVERSE_ENTRY, reversal);
  await tx.query(REVERSE_PAYMENT, reversal);
  if (!tx.replaying) await tx.query(REVERSAL_TOTALS, reversal.slice(0, 2));
}

/** The day's entries, payments and their totals per plant, area and rider. */
export const dailyEntryProjection: InlineProjection<Handled> = {
  name: 'daily-entries',
  tables: ['daily_entries', 'customer_payments', 'daily_delivery_totals'],
  handles: ['CustomerDeliveryRecorded', 'CustomerPaymentRecorded', 'CustomerLedgerLineReversed'],
  apply,
  afterReplay: async (tx) => {
    await tx.query(`DELETE FROM daily_delivery_totals`);
    await tx.query(TOTALS_FROM_ROWS);
  },
};
