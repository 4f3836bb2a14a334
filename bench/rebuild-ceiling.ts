import { escapeLiteral } from 'pg';
import { DataSource, QueryRunner } from 'typeorm';
import { LEDGER_EVENT_TYPES } from '../api/src/modules/customers/customer.events';

/**
 * The hand-written ceilings of bench:entries' seed and rebuild, in the same run on the same
 * database:
 * - the rebuild's: the delivery path's read models written from the log by SQL alone, in one
 *   transaction into a scratch schema (unlogged tables, as the rebuild's shadow), never read into
 *   node: the ledger lines and their reversals, each customer's running figures and containers, the daily entries
 *   and payments, the collection lines, the day and collection totals and the charge days. Then
 *   every one of those tables is compared with the live one (the ceiling must leave the same rows).
 *   It leaves out what the rebuild also writes (the open debits' walks, every other read model):
 *   a floor for the rebuild, not its equal.
 * - the seed's: the same rows the seed wrote (the events and every read model table), copied as
 *   they stand into fresh tables with their indexes, in one transaction rolled back: what writing
 *   those rows costs with nothing to compute.
 */

const LEDGER = `(${LEDGER_EVENT_TYPES.map(escapeLiteral).join(', ')})`;

/** recorded_at as the projections have it (a JavaScript Date: whole milliseconds). */
const AT = `date_trunc('milliseconds', e.recorded_at)`;

/**
 * A ledger event's items: as recorded from version 2 on; a version 1 line's cans as the first
 * product's item, as the upcaster reads them (customers/ledger-items.ts).
 */
const ITEMS = `CASE WHEN e.schema_version >= 2 THEN e.data->'line'->'items'
                    WHEN (e.data->'line'->>'cans_delivered')::int = 0 AND (e.data->'line'->>'cans_returned')::int = 0 THEN '[]'::jsonb
                    ELSE jsonb_build_array(jsonb_build_object('product_id', 1, 'delivered', (e.data->'line'->>'cans_delivered')::int,
                                                              'returned', (e.data->'line'->>'cans_returned')::int, 'returnable', true)
                                           || CASE WHEN e.event_type = 'CustomerDeliveryRecorded'
                                                   THEN jsonb_build_object('rate', e.data->'entry'->>'rate') ELSE '{}'::jsonb END) END`;

/** A delivery's items as the entry shows them: numbers in rupees, each with what it came to (daily-entry.projection.ts). */
const ENTRY_ITEMS = `(SELECT coalesce(jsonb_agg(jsonb_build_object('product_id', (i->>'product_id')::int, 'delivered', (i->>'delivered')::int,
                                                       'returned', (i->>'returned')::int, 'rate', coalesce((i->>'rate')::numeric, 0)::float8,
                                                       'amount', (coalesce((i->>'rate')::numeric, 0) * (i->>'delivered')::int)::float8)
                                     ORDER BY n), '[]'::jsonb)
                        FROM jsonb_array_elements(${ITEMS}) WITH ORDINALITY AS x(i, n))`;

/** The statements, over the live log (public.events), writing the scratch schema's tables. */
const REPLAY_SQL = [
  `INSERT INTO customer_ledger_lines (id, customer_id, plant_id, owner_id, date, kind, description, cans_delivered, cans_returned, debit, credit,
                                     deposit_cans, deposit_amount, items, reverses_line_id, reversed_by, recorded_at, stream_version)
   SELECT (e.data->'line'->>'line_id')::bigint, (e.data->>'customer_id')::bigint, (e.data->>'plant_id')::bigint, (e.data->>'owner_id')::bigint,
          (e.data->'line'->>'date')::date, e.data->'line'->>'kind', e.data->'line'->>'description', (e.data->'line'->>'cans_delivered')::int,
          (e.data->'line'->>'cans_returned')::int, (e.data->'line'->>'debit')::numeric, (e.data->'line'->>'credit')::numeric,
          (e.data->'line'->>'deposit_cans')::int, (e.data->'line'->>'deposit_amount')::numeric, ${ITEMS},
          CASE WHEN e.event_type = 'CustomerLedgerLineReversed' THEN (e.data->>'reverses_line_id')::bigint END, NULL, ${AT}, e.stream_version
     FROM public.events e WHERE e.event_type IN ${LEDGER}`,
  `UPDATE customer_ledger_lines t SET reversed_by = r.by
     FROM (SELECT (e.data->>'reverses_line_id')::bigint AS id, (e.data->'line'->>'line_id')::bigint AS by
             FROM public.events e WHERE e.event_type = 'CustomerLedgerLineReversed') r
    WHERE t.id = r.id`,
  `UPDATE customers c
      SET balance = s.balance, cans_out = s.cans_out, security_deposit_cans = s.deposit_cans, security_deposit_amount = s.deposit_amount,
          ledger_lines = s.lines, last_delivery_at = s.last_delivery_at, last_payment_at = s.last_payment_at
     FROM (SELECT customer_id, sum(debit - credit) AS balance, sum(cans_delivered - cans_returned)::int AS cans_out,
                  sum(deposit_cans)::int AS deposit_cans, sum(deposit_amount) AS deposit_amount, count(*)::int AS lines,
                  max(recorded_at) FILTER (WHERE kind = 'delivery' AND cans_delivered > 0) AS last_delivery_at,
                  max(recorded_at) FILTER (WHERE kind = 'payment' OR (kind = 'delivery' AND credit > 0)) AS last_payment_at
             FROM customer_ledger_lines GROUP BY customer_id) s
    WHERE c.id = s.customer_id`,
  `INSERT INTO customer_containers (customer_id, product_id, plant_id, owner_id, held, lost)
   SELECT l.customer_id, (i->>'product_id')::int, l.plant_id, l.owner_id,
          sum((i->>'delivered')::int - (i->>'returned')::int - coalesce((i->>'lost')::int, 0))::int, sum(coalesce((i->>'lost')::int, 0))::int
     FROM customer_ledger_lines l CROSS JOIN LATERAL jsonb_array_elements(l.items) i
    WHERE (i->>'returnable')::boolean
    GROUP BY l.customer_id, (i->>'product_id')::int, l.plant_id, l.owner_id`,
  `INSERT INTO daily_entries (id, plant_id, owner_id, customer_id, area_id, employee_id, date, status, cans_delivered, cans_returned, rate, amount,
                             items, collected, payment_method, note, corrects_line_id, reversed_by, reversal_reason, recorded_at)
   SELECT (e.data->'line'->>'line_id')::bigint, (e.data->>'plant_id')::bigint, (e.data->>'owner_id')::bigint, (e.data->>'customer_id')::bigint,
          (e.data->'entry'->>'area_id')::bigint, (e.data->'entry'->>'employee_id')::bigint, (e.data->'line'->>'date')::date,
          e.data->'entry'->>'status', (e.data->'line'->>'cans_delivered')::int, (e.data->'line'->>'cans_returned')::int,
          (e.data->'entry'->>'rate')::numeric, (e.data->'entry'->>'amount')::numeric, ${ENTRY_ITEMS}, (e.data->'entry'->>'collected')::numeric,
          e.data->'entry'->>'payment_method', e.data->'entry'->>'note', (e.data->'entry'->>'corrects_line_id')::bigint, NULL, NULL, ${AT}
     FROM public.events e WHERE e.event_type = 'CustomerDeliveryRecorded'`,
  `INSERT INTO customer_payments (id, plant_id, owner_id, customer_id, area_id, employee_id, date, amount, method, reference, received_at,
                                 reversed_by, reversal_reason, recorded_at)
   SELECT (e.data->'line'->>'line_id')::bigint, (e.data->>'plant_id')::bigint, (e.data->>'owner_id')::bigint, (e.data->>'customer_id')::bigint,
          (e.data->'payment'->>'area_id')::bigint, (e.data->'payment'->>'employee_id')::bigint, (e.data->'line'->>'date')::date,
          (e.data->'line'->>'credit')::numeric, e.data->'payment'->>'method', e.data->'payment'->>'reference',
          (e.data->'payment'->>'received_at')::timestamptz, NULL, NULL, ${AT}
     FROM public.events e WHERE e.event_type = 'CustomerPaymentRecorded'`,
  ...['daily_entries', 'customer_payments'].map(
    (table) => `UPDATE ${table} t SET reversed_by = r.by, reversal_reason = r.reason
       FROM (SELECT (e.data->>'reverses_line_id')::bigint AS id, (e.data->'line'->>'line_id')::bigint AS by, e.data->>'reason' AS reason
               FROM public.events e WHERE e.event_type = 'CustomerLedgerLineReversed') r
      WHERE t.id = r.id`,
  ),
  `INSERT INTO daily_delivery_totals (plant_id, date, area_id, employee_id, entries, cans_delivered, cans_returned, amount, collected)
   SELECT plant_id, date, area_id, employee_id, count(*) FILTER (WHERE live AND entry), coalesce(sum(cans_delivered) FILTER (WHERE live), 0),
          coalesce(sum(cans_returned) FILTER (WHERE live), 0), coalesce(sum(amount) FILTER (WHERE live), 0),
          coalesce(sum(collected) FILTER (WHERE live), 0)
     FROM (SELECT plant_id, date, area_id, employee_id, true AS entry, cans_delivered, cans_returned, amount, collected, reversed_by IS NULL AS live
             FROM daily_entries
           UNION ALL
           SELECT plant_id, date, area_id, employee_id, false, 0, 0, 0, amount, reversed_by IS NULL FROM customer_payments) m
    GROUP BY plant_id, date, area_id, employee_id`,
  `INSERT INTO collection_lines (line_id, plant_id, owner_id, date, area_id, employee_id, method, amount, reversed)
   SELECT id, plant_id, owner_id, date, area_id, employee_id, payment_method, collected, reversed_by IS NOT NULL FROM daily_entries WHERE collected <> 0
   UNION ALL
   SELECT id, plant_id, owner_id, date, area_id, employee_id, method, amount, reversed_by IS NOT NULL FROM customer_payments WHERE amount <> 0`,
  `INSERT INTO daily_collection_totals (plant_id, owner_id, date, area_id, employee_id, method, payments, amount)
   SELECT plant_id, min(owner_id), date, area_id, employee_id, method, count(*) FILTER (WHERE NOT reversed),
          coalesce(sum(amount) FILTER (WHERE NOT reversed), 0)
     FROM collection_lines GROUP BY plant_id, date, area_id, employee_id, method`,
  `INSERT INTO customer_debit_days (customer_id, date, debit)
   SELECT customer_id, date, coalesce(sum(debit) FILTER (WHERE reversed_by IS NULL), 0)
     FROM customer_ledger_lines WHERE kind <> 'reversal' AND debit > 0 GROUP BY customer_id, date`,
];

/** The tables REPLAY_SQL writes; `customers` starts as the live copy (the figures are then written over). */
const REPLAYED = [
  'customer_ledger_lines',
  'customers',
  'customer_containers',
  'daily_entries',
  'customer_payments',
  'daily_delivery_totals',
  'collection_lines',
  'daily_collection_totals',
  'customer_debit_days',
];

const fingerprint = (table: string) =>
  `SELECT count(*)::int AS rows, sum(hashtextextended(t::text, 0))::text || '/' || sum(hashtextextended(t::text, 1))::text AS print FROM ${table} t`;

/** `work` in a transaction with a scratch schema of its own, rolled back afterwards (nothing it writes stays). */
async function inScratchSchema<T>(
  dataSource: DataSource,
  name: string,
  work: (runner: QueryRunner, schema: string) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const schema = `${name}_${process.pid}`;
  try {
    await runner.query('BEGIN');
    await runner.query('SET LOCAL statement_timeout = 0');
    await runner.query(`CREATE SCHEMA ${schema}`);
    return await work(runner, schema);
  } finally {
    await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}

/** The rebuild's ceiling: seconds, and the tables whose rows differ from the live ones (none expected). */
export function handWrittenReplay(dataSource: DataSource): Promise<{ seconds: number; different: string[] }> {
  return inScratchSchema(dataSource, 'ceiling_replay', async (runner, schema) => {
    for (const table of REPLAYED) {
      // Unique indexes only, as the rebuild's shadow tables hold during its replay.
      await runner.query(`CREATE UNLOGGED TABLE ${schema}.${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
    }
    await runner.query(`INSERT INTO ${schema}.customers SELECT * FROM public.customers`);
    await runner.query(`SET LOCAL search_path TO ${schema}, public`);
    const started = process.hrtime.bigint();
    for (const statement of REPLAY_SQL) await runner.query(statement);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const different: string[] = [];
    for (const table of REPLAYED) {
      const [[mine], [live]] = await Promise.all([
        runner.query(fingerprint(`${schema}.${table}`)),
        dataSource.query(fingerprint(`public.${table}`)),
      ]);
      if (mine.rows !== live.rows || mine.print !== live.print) different.push(table);
    }
    return { seconds, different };
  });
}

/** The seed's ceiling: seconds to write the rows `tables` hold, as they stand, into fresh copies with their indexes. */
export function handWrittenCopy(dataSource: DataSource, tables: string[]): Promise<number> {
  return inScratchSchema(dataSource, 'ceiling_copy', async (runner, schema) => {
    for (const table of tables) await runner.query(`CREATE TABLE ${schema}.${table} (LIKE public.${table} INCLUDING ALL)`);
    const started = process.hrtime.bigint();
    for (const table of tables) await runner.query(`INSERT INTO ${schema}.${table} OVERRIDING SYSTEM VALUE SELECT * FROM public.${table}`);
    return Number(process.hrtime.bigint() - started) / 1e9;
  });
}
