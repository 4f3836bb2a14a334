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

/**
 * The charge days a transaction moved: its new charge lines ($1, lines of any kind but a reversal
 * with a debit) added to their days, the earlier lines it reversed ($2) taken off theirs. A line
 * both made and reversed in the transaction adds nothing but still has its day's row, as a
 * replay of the log leaves it. Adding, rather than summing each touched day's lines
 * again: a customer delivered to several times a day made that sum grow with every entry (a
 * sheet's 150 customers with 50 lines each that day: 16 ms, of a save's commit of 34 ms).
 */
const DEBIT_DAYS = `
  INSERT INTO customer_debit_days AS t (customer_id, date, debit)
  SELECT customer_id, date, sum(debit)
    FROM (SELECT l.customer_id, l.date, CASE WHEN l.reversed_by IS NULL THEN l.debit ELSE 0 END AS debit
            FROM customer_ledger_lines l WHERE l.id = ANY($1::bigint[])
          UNION ALL
          SELECT l.customer_id, l.date, -l.debit
            FROM customer_ledger_lines l
           WHERE l.id = ANY($2::bigint[]) AND l.kind <> 'reversal' AND l.debit > 0 AND l.id <> ALL($1::bigint[])) moved
   WHERE $3::bigint > 0
   GROUP BY customer_id, date
  ON CONFLICT (customer_id, date) DO UPDATE SET debit = t.debit + EXCLUDED.debit`;

/**
 * The customers' open debits: for each, the charge days newest first, as far as they make up the
 * balance (the part of the oldest of them that is still owed). `balances` gives (id, balance) and
 * the customer's plant_id, owner_id, area_id and employee_id: the customers' running balances. The walk carries those columns along rather
 * than joining `customers` at the end, which a generic plan (StoreConnection#commit) made a hash
 * join over every customer of the platform.
 * The days are walked newest first one index probe at a time and the walk stops once the balance
 * is covered: a customer who pays weekly costs about seven probes, not a window over every charge
 * day they ever had (35 ms against 6 ms for 150 customers with a year of days each).
 */
const OPEN_ROWS = (balances: string) => `
  WITH RECURSIVE b AS (${balances}),
  walk AS (
    SELECT b.id, b.balance, b.plant_id, b.owner_id, b.area_id, b.employee_id, d.date, d.debit, d.debit::numeric AS upto
      FROM b CROSS JOIN LATERAL (SELECT date, debit FROM customer_debit_days
                                  WHERE customer_id = b.id AND debit > 0 ORDER BY date DESC LIMIT 1) d
     WHERE b.balance > 0
    UNION ALL
    SELECT w.id, w.balance, w.plant_id, w.owner_id, w.area_id, w.employee_id, d.date, d.debit, w.upto + d.debit
      FROM walk w CROSS JOIN LATERAL (SELECT date, debit FROM customer_debit_days
                                       WHERE customer_id = w.id AND debit > 0 AND date < w.date ORDER BY date DESC LIMIT 1) d
     WHERE w.upto < w.balance)
  SELECT w.id AS customer_id, w.date, w.plant_id, w.owner_id, w.area_id, w.employee_id, least(w.debit, w.balance - (w.upto - w.debit)) AS amount
    FROM walk w`;

const TOUCHED_BALANCES = `SELECT id, balance, plant_id, owner_id, area_id, employee_id FROM customers WHERE id = ANY($1::bigint[]) AND $2::bigint > 0`;

/** A customer's open rows with `oldest` 1 on the row of their oldest unpaid day. */
const WITH_OLDEST = (rows: string) => `
  SELECT plant_id, date, area_id, coalesce(employee_id, 0) AS employee_id, amount,
         CASE WHEN date = min(date) OVER (PARTITION BY customer_id) THEN 1 ELSE 0 END AS oldest
    FROM (${rows}) r`;

/**
 * The touched customers' open debits made again, and the plant's sums moved by their new rows less
 * their old ones, in ONE statement: the walk runs once, and the plant's rows, which every writer of
 * the plant shares, are locked only once it is done (the sums are grouped from all of it first),
 * in key order (two transactions of a plant never deadlock on them). `old` reads the rows as they
 * were when the statement began (every part of it sees that snapshot); the rows that are no longer
 * open are deleted and the others written over, so the two writes never meet on a key. A row the
 * walk leaves as it was is not written again.
 */
const MOVE_OPEN_DEBITS = `
  WITH old AS (SELECT customer_id, date, plant_id, area_id, employee_id, amount FROM customer_open_debits
                WHERE customer_id = ANY($1::bigint[]) AND $2::bigint > 0),
       fresh AS MATERIALIZED (${OPEN_ROWS(TOUCHED_BALANCES)}),
       gone AS (DELETE FROM customer_open_debits o
                 WHERE o.customer_id = ANY($1::bigint[]) AND $2::bigint > 0
                   AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.customer_id = o.customer_id AND f.date = o.date)),
       reopened AS (INSERT INTO customer_open_debits AS o (customer_id, date, plant_id, owner_id, area_id, employee_id, amount)
                    SELECT customer_id, date, plant_id, owner_id, area_id, employee_id, amount FROM fresh
                    ON CONFLICT (customer_id, date) DO UPDATE
                       SET plant_id = EXCLUDED.plant_id, owner_id = EXCLUDED.owner_id, area_id = EXCLUDED.area_id,
                           employee_id = EXCLUDED.employee_id, amount = EXCLUDED.amount
                     WHERE (o.plant_id, o.owner_id, o.area_id, o.employee_id, o.amount)
                           IS DISTINCT FROM (EXCLUDED.plant_id, EXCLUDED.owner_id, EXCLUDED.area_id, EXCLUDED.employee_id, EXCLUDED.amount))
  INSERT INTO plant_open_debits AS t (plant_id, date, area_id, employee_id, amount, customers)
  SELECT plant_id, date, area_id, employee_id, sum(amount), sum(oldest)::int
    FROM (SELECT plant_id, date, area_id, employee_id, -amount AS amount, -oldest AS oldest FROM (${WITH_OLDEST('SELECT * FROM old')}) was
          UNION ALL
          ${WITH_OLDEST('SELECT * FROM fresh')}) moved
   GROUP BY plant_id, date, area_id, employee_id
  HAVING sum(amount) <> 0 OR sum(oldest) <> 0
   ORDER BY plant_id, date, area_id, employee_id
  ON CONFLICT (plant_id, date, area_id, employee_id) DO UPDATE SET amount = t.amount + EXCLUDED.amount, customers = t.customers + EXCLUDED.customers`;

/** No row stays at zero (a rebuild makes none). */
const PLANT_ZEROS = `
  DELETE FROM plant_open_debits
   WHERE amount = 0 AND customers = 0 AND plant_id IN (SELECT plant_id FROM customers WHERE id = ANY($1::bigint[])) AND $2::bigint > 0`;

/** A removed rider's sums join those of no rider. */
const PLANT_RIDER_REMOVED = `
  INSERT INTO plant_open_debits AS t (plant_id, date, area_id, employee_id, amount, customers)
  SELECT plant_id, date, area_id, 0, amount, customers FROM plant_open_debits WHERE employee_id = $1 ORDER BY plant_id, date, area_id
  ON CONFLICT (plant_id, date, area_id, employee_id) DO UPDATE SET amount = t.amount + EXCLUDED.amount, customers = t.customers + EXCLUDED.customers`;

/** What one transaction changed, gathered as its events are applied and written once, just before it commits. */
interface Touched {
  customers: number[];
  /** New lines with a debit (not reversals). */
  chargeLines: number[];
  reversedLines: number[];
  /** What the lists hold, to add each once (a rebuild's lists hold the whole log's). */
  seen: Set<string>;
}

const touchedBy = new WeakMap<ProjectionTransaction, Touched>();

/**
 * Numbers each registration (the statements' last, always-true parameter): beforeCommit keeps one
 * statement per text and arguments as first given, and two transactions' lists both start empty.
 */
let registrations = 0;

/**
 * The transaction's list, registered on its first event: the charge days, then the customers' open
 * debits made again with the plant's sums, after every projection's writes. Later events only add to the
 * lists the statements were given.
 */
function touched(tx: ProjectionTransaction): Touched {
  let found = touchedBy.get(tx);
  if (!found) {
    found = { customers: [], chargeLines: [], reversedLines: [], seen: new Set() };
    touchedBy.set(tx, found);
    const registration = ++registrations;
    tx.beforeCommit(DEBIT_DAYS, [found.chargeLines, found.reversedLines, registration]);
    tx.beforeCommit(MOVE_OPEN_DEBITS, [found.customers, registration]);
    tx.beforeCommit(PLANT_ZEROS, [found.customers, registration]);
  }
  return found;
}

function touch(tx: ProjectionTransaction, event: StoredOf<CustomerEvent>): void {
  const changed = touched(tx);
  const add = (list: number[], kind: string, id: number) => {
    const key = `${kind}${id}`;
    if (changed.seen.has(key)) return;
    changed.seen.add(key);
    list.push(id);
  };
  add(changed.customers, 'c', event.data.customer_id);
  if (event.type === 'CustomerLedgerLineReversed') add(changed.reversedLines, 'r', event.data.reverses_line_id);
  else if ('line' in event.data && Number(event.data.line.debit) > 0) add(changed.chargeLines, 'l', event.data.line.line_id);
}

/** A removed rider's open debits, and a customer moved or deleted (their open debits made again at the end). */
async function apply(event: StoredOf<Handled>, tx: ProjectionTransaction): Promise<void> {
  if (event.type === 'EmployeeRemoved') {
    await tx.query(`UPDATE customer_open_debits SET employee_id = NULL WHERE employee_id = $1`, [event.data.employee_id]);
    await tx.query(PLANT_RIDER_REMOVED, [event.data.employee_id]);
    await tx.query(`DELETE FROM plant_open_debits WHERE employee_id = $1`, [event.data.employee_id]);
    return;
  }
  touch(tx, event as StoredOf<CustomerEvent>);
}

const LINE_COLUMNS = `line_id, plant_id, owner_id, date, area_id, employee_id, method, amount`;

/** The collected lines: `rows` as JSON, matched to the columns by name. */
const LINES_INSERT = `
  INSERT INTO collection_lines (${LINE_COLUMNS})
  SELECT ${LINE_COLUMNS} FROM json_populate_recordset(NULL::collection_lines, $1::json) ON CONFLICT (line_id) DO NOTHING`;

/** The lines ($2) added to their days' collections ($1 = 1), or taken off when reversed ($1 = -1), one upsert per totals row. */
const LINES_TOTALS = ADD_TO_COLLECTIONS(`
  SELECT plant_id, owner_id, date, area_id, employee_id, method, count(*)::int * $1::int, sum(amount) * $1::int
    FROM collection_lines WHERE line_id = ANY($2::bigint[]) AND reversed = ($1::int < 0) AND ${WRITTEN_HERE}
   GROUP BY plant_id, owner_id, date, area_id, employee_id, method`);

/**
 * A run of ledger events (live, a transaction's; in a rebuild or a bulk load, a chunk of the log's):
 * the collected lines inserted and added, then the reversed ones marked and taken off; the same
 * rows as one by one, since a reversal follows what it reverses. The charge days and open debits
 * they move are written once, at the transaction's end (touched).
 */
async function applyLedgerRun(events: StoredOf<CustomerEvent>[], tx: ProjectionTransaction): Promise<void> {
  const lines: Record<string, unknown>[] = [];
  const reversed: number[] = [];
  for (const event of events) {
    touch(tx, event);
    if (event.type === 'CustomerDeliveryRecorded' || event.type === 'CustomerPaymentRecorded') {
      const facts = event.type === 'CustomerDeliveryRecorded' ? event.data.entry : event.data.payment;
      const method = event.type === 'CustomerDeliveryRecorded' ? event.data.entry.payment_method : event.data.payment.method;
      const line = event.data.line;
      if (Number(line.credit) === 0) continue;
      lines.push({
        line_id: line.line_id,
        plant_id: event.data.plant_id,
        owner_id: event.data.owner_id,
        date: line.date,
        area_id: facts.area_id,
        employee_id: facts.employee_id,
        method,
        amount: line.credit,
      });
    } else if (event.type === 'CustomerLedgerLineReversed') reversed.push(event.data.reverses_line_id);
  }
  if (lines.length > 0) {
    await tx.query(LINES_INSERT, [JSON.stringify(lines)]);
    await tx.query(LINES_TOTALS, [1, lines.map((line) => line.line_id)]);
  }
  if (reversed.length > 0) {
    await tx.query(`UPDATE collection_lines SET reversed = true WHERE line_id = ANY($1::bigint[]) AND NOT reversed`, [reversed]);
    await tx.query(LINES_TOTALS, [-1, reversed]);
  }
}

/**
 * The reports' own aggregates (migration 1763700000730): collections per day, area, rider and
 * method, and the customers' open debits by day for the ages of what is owed.
 */
export const reportProjection: InlineProjection<Handled> = {
  name: 'reports',
  tables: ['collection_lines', 'daily_collection_totals', 'customer_debit_days', 'customer_open_debits', 'plant_open_debits'],
  handles: [...LEDGER_EVENT_TYPES, 'CustomerMoved', 'CustomerDeleted', 'EmployeeRemoved'],
  apply,
  bulk: { handles: LEDGER_EVENT_TYPES, apply: (events, tx) => applyLedgerRun(events as StoredOf<CustomerEvent>[], tx) },
};
