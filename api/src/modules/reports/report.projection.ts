import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { CustomerEvent, LEDGER_EVENT_TYPES } from '../customers/customer.events';
import { EmployeeEvent } from '../employees/employee.events';

type Handled = CustomerEvent | Extract<EmployeeEvent, { type: 'EmployeeRemoved' }>;

const COLLECTION_KEY = `(plant_id, date, area_id, (coalesce(employee_id, 0)), method)`;

/** Adds the selected movements to their day's collections (taken off: negative). */
const ADD_TO_COLLECTIONS = (moved: string) => `
  INSERT INTO daily_collection_totals AS t (plant_id, owner_id, date, area_id, employee_id, method, payments, amount)
  ${moved}
  ON CONFLICT ${COLLECTION_KEY} DO UPDATE SET payments = t.payments + EXCLUDED.payments, amount = t.amount + EXCLUDED.amount`;

/** Only a row this transaction wrote moves the totals: a second copy of the event, whose insert was ignored, moves nothing. */
const WRITTEN_HERE = `xmin = pg_current_xact_id()::xid`;

const LINE_INSERT = `
  INSERT INTO collection_lines (line_id, plant_id, owner_id, date, area_id, employee_id, method, amount)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (line_id) DO NOTHING`;

const LINE_TOTALS = ADD_TO_COLLECTIONS(`SELECT plant_id, owner_id, date, area_id, employee_id, method, 1, amount
  FROM collection_lines WHERE line_id = $1 AND NOT reversed AND ${WRITTEN_HERE}`);

const LINE_REVERSE = `UPDATE collection_lines SET reversed = true WHERE line_id = $1 AND NOT reversed`;

const REVERSAL_TOTALS = ADD_TO_COLLECTIONS(`SELECT plant_id, owner_id, date, area_id, employee_id, method, -1, -amount
  FROM collection_lines WHERE line_id = $1 AND reversed AND ${WRITTEN_HERE}`);

/** What the updates one by one leave, in one statement (zero rows of days whose every line was reversed included). */
const COLLECTIONS_FROM_LINES = `
  INSERT INTO daily_collection_totals (plant_id, owner_id, date, area_id, employee_id, method, payments, amount)
  SELECT plant_id, min(owner_id), date, area_id, employee_id, method,
         count(*) FILTER (WHERE NOT reversed), coalesce(sum(amount) FILTER (WHERE NOT reversed), 0)
    FROM collection_lines
   GROUP BY plant_id, date, area_id, employee_id, method`;

/**
 * The customers' open debits: for each, the debits of the lines that stand, newest day first, as
 * far as they make up the balance (the part of the oldest of them that is still owed). The balance
 * is the sum over all lines (reversals included), as the customers' running balance is.
 */
const OPEN_DEBITS = (customers: string) => `
  INSERT INTO customer_open_debits (customer_id, date, plant_id, owner_id, area_id, employee_id, amount)
  SELECT c.id, d.date, c.plant_id, c.owner_id, c.area_id, c.employee_id, least(d.debit, b.balance - (d.upto - d.debit))
    FROM customers c
    JOIN (SELECT customer_id, sum(debit - credit) AS balance FROM customer_ledger_lines WHERE ${customers} GROUP BY customer_id) b
      ON b.customer_id = c.id AND b.balance > 0
    JOIN (SELECT customer_id, date, debit, sum(debit) OVER (PARTITION BY customer_id ORDER BY date DESC) AS upto
            FROM (SELECT customer_id, date, sum(debit) AS debit FROM customer_ledger_lines
                   WHERE ${customers} AND reversed_by IS NULL AND kind <> 'reversal' AND debit > 0
                   GROUP BY customer_id, date) days) d
      ON d.customer_id = c.id AND d.upto - d.debit < b.balance`;

const CLEAR_CUSTOMER = `DELETE FROM customer_open_debits WHERE customer_id = $1`;
const REOPEN_CUSTOMER = OPEN_DEBITS('customer_id = $1');

async function apply(event: StoredOf<Handled>, tx: ProjectionTransaction): Promise<void> {
  if (event.type === 'EmployeeRemoved') {
    await tx.query(`UPDATE customer_open_debits SET employee_id = NULL WHERE employee_id = $1`, [event.data.employee_id]);
    return;
  }
  const customerEvent = event as StoredOf<CustomerEvent>;
  const d = customerEvent.data;
  // The open debits follow the ledger and the customer's place: recomputed once per transaction, after every projection's writes.
  if (!tx.replaying) {
    tx.beforeCommit(CLEAR_CUSTOMER, [d.customer_id]);
    tx.beforeCommit(REOPEN_CUSTOMER, [d.customer_id]);
  }
  if (customerEvent.type === 'CustomerDeleted') return;
  if (customerEvent.type === 'CustomerDeliveryRecorded' || customerEvent.type === 'CustomerPaymentRecorded') {
    const facts = customerEvent.type === 'CustomerDeliveryRecorded' ? customerEvent.data.entry : customerEvent.data.payment;
    const method =
      customerEvent.type === 'CustomerDeliveryRecorded' ? customerEvent.data.entry.payment_method : customerEvent.data.payment.method;
    const line = customerEvent.data.line;
    if (Number(line.credit) === 0) return;
    await tx.query(LINE_INSERT, [line.line_id, d.plant_id, d.owner_id, line.date, facts.area_id, facts.employee_id, method, line.credit]);
    if (!tx.replaying) await tx.query(LINE_TOTALS, [line.line_id]);
    return;
  }
  if (customerEvent.type === 'CustomerLedgerLineReversed') {
    await tx.query(LINE_REVERSE, [customerEvent.data.reverses_line_id]);
    if (!tx.replaying) await tx.query(REVERSAL_TOTALS, [customerEvent.data.reverses_line_id]);
  }
}

/**
 * The reports' own aggregates (migration 1763700000730): collections per day, area, rider and
 * method, and the customers' open debits by day for the ages of what is owed. A rebuild fills the
 * totals and the open debits in bulk once the log is through (the lines they come from are
 * replayed event by event, here and in the customers' projection).
 */
export const reportProjection: InlineProjection<Handled> = {
  name: 'reports',
  tables: ['collection_lines', 'daily_collection_totals', 'customer_open_debits'],
  handles: [...LEDGER_EVENT_TYPES, 'CustomerMoved', 'CustomerDeleted', 'EmployeeRemoved'],
  apply,
  afterReplay: async (tx) => {
    await tx.query(`DELETE FROM daily_collection_totals`);
    await tx.query(COLLECTIONS_FROM_LINES);
    await tx.query(`DELETE FROM customer_open_debits`);
    await tx.query(OPEN_DEBITS('true'));
  },
};
