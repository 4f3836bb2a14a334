import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'pg';
import { readBody, send, sendBody } from './ceiling-io';
import { CUSTOMERS_STORAGE, SHEET_CEILING_TABLES_SQL, sheetBatch } from './sheet-batch-ceiling';

/**
 * The hand-written ceilings: what node http + pg alone reach for the same kind of work as a route,
 * with the app's pool size, answering the same JSON envelope.
 *
 *   node ceiling-server.js by-key <databaseUrl> <port> <poolSize> [processes]
 *     GET /users/:id: one user row by primary key through a prepared statement.
 *   node ceiling-server.js insert-upsert <databaseUrl> <port> <poolSize> [processes]
 *     POST /events: in one transaction, INSERT the JSON body as an event into a trigger-less copy
 *     of `events` and upsert a per-owner read-model row.
 *   node ceiling-server.js delivery-entry <databaseUrl> <port> <poolSize> [processes]
 *     POST /entries: a delivery entry as a developer would write it by hand, in one transaction on
 *     copies of the real tables (same columns, indexes and fill factor; no triggers): lock and read the customer
 *     row with its rate, insert the event, the entry row and the ledger line, update the customer's
 *     balance and cans, upsert the day's totals; answers the entry with the new balance.
 *   node ceiling-server.js area-sheet <databaseUrl> <port> <poolSize> [processes]
 *     GET /sheet/:areaId?date=: an area's sheet as the API answers it (customers with their figures,
 *     flags and the day's entries, in route order, and the day's totals), in one statement.
 *   node ceiling-server.js sheet-batch <databaseUrl> <port> <poolSize> [processes]
 *     POST /sheets: a day's sheet of entries saved as a developer would write the batch by hand, in
 *     one transaction, writing every row the API's save writes into copies of its tables
 *     (sheet-batch-ceiling.ts); answers the saved entries.
 *
 * Run as its own process (several through node's cluster module when `processes` > 1).
 */
export type CeilingKind = 'by-key' | 'insert-upsert' | 'delivery-entry' | 'area-sheet' | 'sheet-batch';
export const CEILING_KINDS: CeilingKind[] = ['by-key', 'insert-upsert', 'delivery-entry', 'area-sheet', 'sheet-batch'];

/** The tables the writing ceilings write; created by the harness after the seed, before anything is measured. */
export const CEILING_TABLES_SQL = [
  `CREATE TABLE IF NOT EXISTS ceiling_events (LIKE events INCLUDING ALL)`,
  `CREATE TABLE IF NOT EXISTS ceiling_owner_tallies (owner_id bigint PRIMARY KEY, employees int NOT NULL, updated_at timestamptz NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS ceiling_customers (LIKE customers INCLUDING ALL) ${CUSTOMERS_STORAGE}`,
  `INSERT INTO ceiling_customers SELECT * FROM customers ON CONFLICT DO NOTHING`,
  `CREATE TABLE IF NOT EXISTS ceiling_daily_entries (LIKE daily_entries INCLUDING ALL)`,
  `CREATE TABLE IF NOT EXISTS ceiling_ledger_lines (LIKE customer_ledger_lines INCLUDING ALL)`,
  `CREATE TABLE IF NOT EXISTS ceiling_day_totals (LIKE daily_delivery_totals INCLUDING ALL)`,
  `CREATE SEQUENCE IF NOT EXISTS ceiling_line_ids START 900000000000`,
  ...SHEET_CEILING_TABLES_SQL,
];

const USER_BY_ID = {
  name: 'ceiling-user-by-id',
  text: `SELECT id, name, email, role, is_active, first_login_completed, created_at, updated_at FROM users WHERE id = $1`,
};
const INSERT_EVENT = `
  INSERT INTO ceiling_events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, tenant_id, hash)
  VALUES ($1, $2, 'employee', 1, 'EmployeeAdded', $3, $4, $5, 'x')`;
const UPSERT_TALLY = `
  INSERT INTO ceiling_owner_tallies (owner_id, employees, updated_at) VALUES ($1, 1, now())
  ON CONFLICT (owner_id) DO UPDATE SET employees = ceiling_owner_tallies.employees + 1, updated_at = EXCLUDED.updated_at`;

async function byKey(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const id = Number(/^\/users\/(\d+)$/.exec(request.url ?? '')?.[1]);
  if (!id) return send(response, 404, { success: false, data: null, message: 'Not found' });
  const { rows } = await pool.query({ ...USER_BY_ID, values: [id] });
  if (!rows[0]) return send(response, 404, { success: false, data: null, message: 'User not found' });
  send(response, 200, { success: true, data: rows[0], message: 'User retrieved successfully' });
}

async function insertUpsert(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST' || request.url !== '/events')
    return send(response, 404, { success: false, data: null, message: 'Not found' });
  const event = JSON.parse(await readBody(request)) as { owner_id: number };
  const id = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(INSERT_EVENT, [id, `employee-${id}`, event, { tenant_id: event.owner_id, source: 'ceiling' }, event.owner_id]);
    await client.query(UPSERT_TALLY, [event.owner_id]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  send(response, 201, { success: true, data: { event_id: id, ...event }, message: 'Event recorded' });
}

const LOCK_CUSTOMER = {
  name: 'ceiling-lock-customer',
  text: `SELECT c.id, c.plant_id, c.owner_id, c.area_id, c.employee_id, c.stream_version, coalesce(c.rate, p.default_can_rate, 0) AS rate,
                nextval('ceiling_line_ids') AS line_id
           FROM ceiling_customers c JOIN plants p ON p.id = c.plant_id WHERE c.id = $1 FOR UPDATE OF c`,
};
const INSERT_ENTRY_EVENT = {
  name: 'ceiling-entry-event',
  text: `INSERT INTO ceiling_events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, tenant_id, hash)
         VALUES ($1, $2, 'customer', $3, 'CustomerDeliveryRecorded', $4, $5, $6, 'x')`,
};
const INSERT_ENTRY = {
  name: 'ceiling-entry',
  text: `INSERT INTO ceiling_daily_entries (id, plant_id, owner_id, customer_id, area_id, employee_id, date, status, cans_delivered, cans_returned,
                                        rate, amount, collected, payment_method, note, corrects_line_id, reversed_by, reversal_reason, recorded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'delivered', $8, $9, $10, $11, 0, 'cash', NULL, NULL, NULL, NULL, now())`,
};
const INSERT_LINE = {
  name: 'ceiling-line',
  text: `INSERT INTO ceiling_ledger_lines (id, customer_id, plant_id, owner_id, date, kind, description, cans_delivered, cans_returned,
                                       debit, credit, deposit_cans, deposit_amount, reverses_line_id, reversed_by, recorded_at, stream_version)
         VALUES ($1, $2, $3, $4, $5, 'delivery', 'Delivered', $6, $7, $8, 0, 0, 0, NULL, NULL, now(), $9)`,
};
const UPDATE_CUSTOMER = {
  name: 'ceiling-customer',
  text: `UPDATE ceiling_customers SET balance = balance + $2, cans_out = cans_out + $3, ledger_lines = ledger_lines + 1,
                last_delivery_at = now(), stream_version = $4, updated_at = now()
          WHERE id = $1 RETURNING balance, cans_out`,
};
const UPSERT_DAY = {
  name: 'ceiling-day',
  text: `INSERT INTO ceiling_day_totals AS t (plant_id, date, area_id, employee_id, entries, cans_delivered, cans_returned, amount, collected)
         VALUES ($1, $2, $3, $4, 1, $5, $6, $7, 0)
         ON CONFLICT (plant_id, date, area_id, (coalesce(employee_id, 0))) DO UPDATE SET entries = t.entries + 1,
           cans_delivered = t.cans_delivered + EXCLUDED.cans_delivered, cans_returned = t.cans_returned + EXCLUDED.cans_returned,
           amount = t.amount + EXCLUDED.amount`,
};

async function deliveryEntry(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST' || request.url !== '/entries')
    return send(response, 404, { success: false, data: null, message: 'Not found' });
  const entry = JSON.parse(await readBody(request)) as { customer_id: number; date: string; cans_delivered: number; cans_returned: number };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query({ ...LOCK_CUSTOMER, values: [entry.customer_id] });
    const customer = rows[0];
    if (!customer) {
      await client.query('ROLLBACK');
      return send(response, 404, { success: false, data: null, message: 'Customer not found' });
    }
    const version = Number(customer.stream_version) + 1;
    const amount = (Math.round(Number(customer.rate) * 100) * entry.cans_delivered) / 100;
    const lineId = Number(customer.line_id);
    const moved = [customer.plant_id, entry.date, customer.area_id, customer.employee_id];
    await client.query({
      ...INSERT_ENTRY_EVENT,
      values: [
        randomUUID(),
        `customer-${customer.id}`,
        version,
        { ...entry, line_id: lineId, amount },
        { source: 'ceiling' },
        customer.owner_id,
      ],
    });
    await client.query({
      ...INSERT_ENTRY,
      values: [
        lineId,
        customer.plant_id,
        customer.owner_id,
        customer.id,
        customer.area_id,
        customer.employee_id,
        entry.date,
        entry.cans_delivered,
        entry.cans_returned,
        customer.rate,
        amount,
      ],
    });
    await client.query({
      ...INSERT_LINE,
      values: [
        lineId,
        customer.id,
        customer.plant_id,
        customer.owner_id,
        entry.date,
        entry.cans_delivered,
        entry.cans_returned,
        amount,
        version,
      ],
    });
    const updated = await client.query({
      ...UPDATE_CUSTOMER,
      values: [customer.id, amount, entry.cans_delivered - entry.cans_returned, version],
    });
    await client.query({ ...UPSERT_DAY, values: [...moved, entry.cans_delivered, entry.cans_returned, amount] });
    await client.query('COMMIT');
    const { balance, cans_out } = updated.rows[0];
    send(response, 201, {
      success: true,
      data: { id: lineId, customer_id: customer.id, cans_delivered: entry.cans_delivered, amount, balance: Number(balance), cans_out },
      message: 'Entry recorded',
    });
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The same answer as the API's sheet of one area (the same fields, written by hand): the area's
 * active customers in route order with their figures and flags, each with the day's entries that
 * stand, and the day's totals. Every customer of the benchmark is due daily, so the due rule is
 * left out; pauses and the days since the last delivery are read as the API reads them.
 */
const AREA_SHEET = {
  name: 'ceiling-area-sheet',
  text: `
    WITH day_entries AS (
      SELECT d.customer_id, d.id, d.cans_delivered, d.cans_returned, d.amount, d.collected,
             json_build_object('id', d.id, 'filter_plant_id', d.plant_id, 'customer_id', d.customer_id, 'customer_code', c.code,
               'customer_name', c.name, 'area_id', d.area_id, 'employee_id', d.employee_id, 'employee_name', e.name, 'date', d.date::text,
               'cans_delivered', d.cans_delivered, 'cans_returned', d.cans_returned, 'rate', d.rate::float8, 'amount', d.amount::float8,
               'collected', d.collected::float8, 'payment_method', d.payment_method, 'note', d.note, 'status', d.status,
               'reversed_by', d.reversed_by, 'reversal_reason', d.reversal_reason,
               'recorded_at', to_char(d.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) AS entry
        FROM daily_entries d JOIN customers c ON c.id = d.customer_id LEFT JOIN employees e ON e.id = d.employee_id
       WHERE d.area_id = $1 AND d.date = $2::date AND d.reversed_by IS NULL),
    by_customer AS (SELECT customer_id, json_agg(entry ORDER BY id) AS entries FROM day_entries GROUP BY customer_id)
    SELECT json_build_object(
      'date', $2::text, 'filter_plant_id', (SELECT plant_id FROM areas WHERE id = $1),
      'rows', coalesce((
        SELECT json_agg(json_build_object(
                 'customer_id', c.id, 'code', c.code, 'name', c.name, 'address', c.address, 'phone', c.phone, 'area_id', c.area_id,
                 'area_name', a.name, 'employee_id', c.employee_id, 'employee_name', e.name, 'route_position', s.route_position,
                 'scheduled', true, 'default_quantity', coalesce(s.quantity, 1), 'rate', coalesce(c.rate, p.default_can_rate, 0)::float8,
                 'previous_balance', (c.balance - coalesce((SELECT sum(l.debit - l.credit) FROM customer_ledger_lines l
                                                            WHERE l.customer_id = c.id AND l.date >= $2::date AND l.kind <> 'opening'), 0))::float8,
                 'cans_out', c.cans_out, 'balance', c.balance::float8,
                 'flags', json_build_object(
                   'over_credit_limit', coalesce(c.balance > c.credit_limit, false), 'over_can_limit', coalesce(c.cans_out > c.can_limit, false),
                   'paused', EXISTS (SELECT 1 FROM customer_pauses z WHERE z.customer_id = c.id AND z.starts_on <= $2::date
                                        AND (z.ends_on IS NULL OR z.ends_on >= $2::date)),
                   'no_delivery_for_days', $2::date - (SELECT max(d.date) FROM daily_entries d WHERE d.customer_id = c.id AND d.date < $2::date
                                                         AND d.cans_delivered > 0 AND d.reversed_by IS NULL)),
                 'entries', coalesce(b.entries, '[]'))
               ORDER BY s.route_position NULLS LAST, lower(c.name), c.id)
          FROM customers c JOIN areas a ON a.id = c.area_id JOIN plants p ON p.id = c.plant_id
          LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN customer_schedules s ON s.customer_id = c.id
          LEFT JOIN by_customer b ON b.customer_id = c.id
         WHERE c.area_id = $1 AND c.is_active), '[]'),
      'totals', (SELECT json_build_object('entries', count(*), 'cans_delivered', coalesce(sum(cans_delivered), 0),
                                          'cans_returned', coalesce(sum(cans_returned), 0), 'amount', coalesce(sum(amount), 0)::float8,
                                          'collected', coalesce(sum(collected), 0)::float8) FROM day_entries))::text AS body`,
};

async function areaSheet(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://ceiling');
  const areaId = Number(/^\/sheet\/(\d+)$/.exec(url.pathname)?.[1]);
  const date = url.searchParams.get('date');
  if (!areaId || !date) return send(response, 404, { success: false, data: null, message: 'Not found' });
  const { rows } = await pool.query({ ...AREA_SHEET, values: [areaId, date] });
  sendBody(response, 200, `{"success":true,"data":${rows[0].body},"message":"Sheet retrieved successfully"}`);
}

const HANDLERS: Record<CeilingKind, (pool: Pool, request: IncomingMessage, response: ServerResponse) => Promise<void>> = {
  'by-key': byKey,
  'insert-upsert': insertUpsert,
  'delivery-entry': deliveryEntry,
  'area-sheet': areaSheet,
  'sheet-batch': sheetBatch,
};

function serve(kind: CeilingKind, databaseUrl: string, port: number, poolSize: number): void {
  // Connections idle for a second are closed, so a ceiling waiting for its turn does not hold the
  // server's connection slots while the API (or the other ceiling) is measured.
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    idleTimeoutMillis: 1000,
    application_name: `paani-ceiling-${kind}`,
  });
  const handle = HANDLERS[kind];
  createServer((request, response) => {
    if (request.url === '/ready') return send(response, 200, { success: true, data: null, message: 'ready' });
    handle(pool, request, response).catch((error: Error) => send(response, 500, { success: false, data: null, message: error.message }));
  }).listen(port, '127.0.0.1');
  process.once('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
}

function main(): void {
  const [kind, databaseUrl, port, poolSize, processes = '1'] = process.argv.slice(2) as [CeilingKind, string, string, string, string?];
  if (!CEILING_KINDS.includes(kind as CeilingKind)) throw new Error(`unknown ceiling ${kind}`);
  if (cluster.isPrimary && Number(processes) > 1) {
    for (let i = 0; i < Number(processes); i += 1) cluster.fork();
    process.once('SIGTERM', () => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      let running = workers.length;
      for (const worker of workers) worker.once('exit', () => --running === 0 && process.exit(0)).process.kill('SIGTERM');
    });
    return;
  }
  serve(kind, databaseUrl, Number(port), Number(poolSize));
}

if (require.main === module) main();
