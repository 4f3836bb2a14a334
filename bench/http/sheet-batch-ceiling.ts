import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Pool, PoolClient } from 'pg';
import { amountPaisa, fromPaisa, moneyNumber, rupees, toPaisa } from '../../api/src/platform/domain/money';
import { readBody, sendBody } from './ceiling-io';

/**
 * The sheet-batch ceiling: a day's sheet of entries saved as a developer would write the batch by
 * hand (node http + pg, one transaction), writing every row the API's save writes, into copies of
 * the same tables in schema `ceiling_sheet` (same columns and indexes; the events' copy keeps the
 * hash chain, with a trigger doing what the log's does):
 *
 *   the events (the API's payload and metadata, chained), the entry rows, the ledger lines, the
 *   collected lines and the day's collections, the customers' balances and cans, the containers
 *   they hold, the day's delivery and product totals, the customers' charge days and open debits
 *   with the plant's sums of them, the plant's marks row, the Idempotency-Key with its answer.
 *
 * One statement per table, the sums grouped in node, the open debits walked as the reports need
 * them. What it leaves out, the API does on top: the customers' states read whole and decided on
 * (their pauses, limits, products, the plant's calendar), the streams' advisory locks, the answer
 * read back after the commit.
 */

/** What LIKE does not copy: the customers' room for updates in place (migration 800), which keeps them off the name indexes. */
export const CUSTOMERS_STORAGE = 'WITH (fillfactor = 80)';

/** Copies of every table the save writes, made once after the seed (the bench's own schema). */
export const SHEET_CEILING_TABLES_SQL = [
  `CREATE SCHEMA IF NOT EXISTS ceiling_sheet`,
  ...['events', 'daily_entries', 'customer_ledger_lines', 'collection_lines', 'idempotency_keys'].map(
    (table) => `CREATE TABLE IF NOT EXISTS ceiling_sheet.${table} (LIKE public.${table} INCLUDING ALL)`,
  ),
  ...[
    'customers',
    'daily_collection_totals',
    'daily_delivery_totals',
    'daily_product_totals',
    'customer_containers',
    'customer_debit_days',
    'customer_open_debits',
    'plant_open_debits',
    'customer_plant_marks',
  ].flatMap((table) => [
    `CREATE TABLE IF NOT EXISTS ceiling_sheet.${table} (LIKE public.${table} INCLUDING ALL) ${table === 'customers' ? CUSTOMERS_STORAGE : ''}`,
    `INSERT INTO ceiling_sheet.${table} SELECT * FROM public.${table} ON CONFLICT DO NOTHING`,
  ]),
  // Each customer's newest event, the chain's tip the next one links to.
  `INSERT INTO ceiling_sheet.events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata,
                                     tenant_id, recorded_at, previous_hash, hash)
   SELECT DISTINCT ON (stream_id) event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata,
          tenant_id, recorded_at, previous_hash, hash
     FROM public.events WHERE stream_type = 'customer' ORDER BY stream_id, stream_version DESC
   ON CONFLICT DO NOTHING`,
  `CREATE OR REPLACE FUNCTION ceiling_sheet.events_chain() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan TO off AS $$
   DECLARE previous text;
   BEGIN
     IF NEW.stream_version > 1 THEN
       SELECT hash INTO previous FROM ceiling_sheet.events WHERE stream_id = NEW.stream_id AND stream_version = NEW.stream_version - 1;
       IF NOT FOUND THEN RAISE EXCEPTION 'stream % has no version %', NEW.stream_id, NEW.stream_version - 1; END IF;
     END IF;
     NEW.previous_hash := previous;
     -- The log's own hash input (migration 001), given this copy's row as a row of events: the same columns.
     NEW.hash := encode(sha256(convert_to(public.events_hash_input(previous, ROW(NEW.*)::public.events), 'UTF8')), 'hex');
     RETURN NEW;
   END $$`,
  `CREATE OR REPLACE TRIGGER events_chain BEFORE INSERT ON ceiling_sheet.events FOR EACH ROW EXECUTE FUNCTION ceiling_sheet.events_chain()`,
  // Planned on their statistics, as the live tables are after the seed.
  `ANALYZE ceiling_sheet.customers, ceiling_sheet.customer_debit_days, ceiling_sheet.customer_open_debits, ceiling_sheet.plant_open_debits,
           ceiling_sheet.customer_containers, ceiling_sheet.events`,
];

/** The tables only inserted into, whose new rows the bench counts on both sides. */
export const SHEET_INSERTED_TABLES = ['events', 'daily_entries', 'customer_ledger_lines', 'collection_lines', 'idempotency_keys'];

const LOCK_CUSTOMERS = {
  name: 'sheet-lock-customers',
  text: `SELECT c.id, c.plant_id, c.owner_id, c.area_id, c.employee_id, c.stream_version, coalesce(c.rate, p.default_can_rate, 0)::text AS rate,
                (SELECT r.returnable FROM products r WHERE r.plant_id = c.plant_id AND r.id = 1) AS returnable
           FROM ceiling_sheet.customers c JOIN plants p ON p.id = c.plant_id WHERE c.id = ANY($1::bigint[]) ORDER BY c.id FOR UPDATE OF c`,
};
const LINE_IDS = { name: 'sheet-line-ids', text: `SELECT nextval('ceiling_line_ids') AS id FROM generate_series(1, $1::int)` };
const INSERT_EVENTS = {
  name: 'sheet-events',
  text: `INSERT INTO ceiling_sheet.events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id, hash)
         SELECT gen_random_uuid(), 'customer-' || u.customer_id, 'customer', u.version, 'CustomerDeliveryRecorded', 1, u.data, $4::jsonb, u.owner_id, ''
           FROM unnest($1::bigint[], $2::int[], $3::jsonb[], $5::bigint[]) u(customer_id, version, data, owner_id)`,
};
const INSERT_ENTRIES = {
  name: 'sheet-entries',
  text: `INSERT INTO ceiling_sheet.daily_entries (id, plant_id, owner_id, customer_id, area_id, employee_id, date, status, cans_delivered,
           cans_returned, rate, amount, items, collected, payment_method, note, corrects_line_id, reversed_by, reversal_reason, recorded_at)
         SELECT u.id, $1::bigint, $2::bigint, u.customer_id, u.area_id, u.employee_id, $3::date, 'delivered', u.delivered, u.returned,
                u.rate, u.amount, u.items, u.collected, 'cash', NULL, NULL, NULL, NULL, now()
           FROM unnest($4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::int[], $9::int[], $10::numeric[], $11::numeric[],
                       $12::jsonb[], $13::numeric[]) u(id, customer_id, area_id, employee_id, delivered, returned, rate, amount, items, collected)`,
};
const INSERT_LINES = {
  name: 'sheet-lines',
  text: `INSERT INTO ceiling_sheet.customer_ledger_lines (id, customer_id, plant_id, owner_id, date, kind, description, cans_delivered,
           cans_returned, debit, credit, deposit_cans, deposit_amount, items, reverses_line_id, reversed_by, recorded_at, stream_version)
         SELECT u.id, u.customer_id, $1::bigint, $2::bigint, $3::date, 'delivery', u.description, u.delivered, u.returned, u.amount,
                u.collected, 0, 0, u.items, NULL, NULL, now(), u.version
           FROM unnest($4::bigint[], $5::bigint[], $6::text[], $7::int[], $8::int[], $9::numeric[], $10::numeric[], $11::jsonb[], $12::int[])
                u(id, customer_id, description, delivered, returned, amount, collected, items, version)`,
};
const INSERT_COLLECTED = {
  name: 'sheet-collected',
  text: `INSERT INTO ceiling_sheet.collection_lines (line_id, plant_id, owner_id, date, area_id, employee_id, method, amount)
         SELECT u.id, $1::bigint, $2::bigint, $3::date, u.area_id, u.employee_id, 'cash', u.amount
           FROM unnest($4::bigint[], $5::bigint[], $6::bigint[], $7::numeric[]) u(id, area_id, employee_id, amount)`,
};
const ADD_COLLECTIONS = {
  name: 'sheet-collections',
  text: `INSERT INTO ceiling_sheet.daily_collection_totals AS t (plant_id, owner_id, date, area_id, employee_id, method, payments, amount)
         SELECT $1::bigint, $2::bigint, $3::date, u.area_id, u.employee_id, 'cash', u.payments, u.amount
           FROM unnest($4::bigint[], $5::bigint[], $6::int[], $7::numeric[]) u(area_id, employee_id, payments, amount)
          ORDER BY u.area_id, u.employee_id
         ON CONFLICT (plant_id, date, area_id, (coalesce(employee_id, 0)), method)
         DO UPDATE SET payments = t.payments + EXCLUDED.payments, amount = t.amount + EXCLUDED.amount`,
};
const MOVE_CUSTOMERS = {
  name: 'sheet-customers',
  text: `UPDATE ceiling_sheet.customers c SET balance = c.balance + u.moved, cans_out = c.cans_out + u.cans, ledger_lines = c.ledger_lines + u.lines,
                last_delivery_at = now(), last_payment_at = CASE WHEN u.paid THEN now() ELSE c.last_payment_at END,
                stream_version = u.version, updated_at = now()
           FROM unnest($1::bigint[], $2::numeric[], $3::int[], $4::int[], $5::int[], $6::boolean[]) u(id, moved, cans, lines, version, paid)
          WHERE c.id = u.id`,
};
const MOVE_CONTAINERS = {
  name: 'sheet-containers',
  text: `INSERT INTO ceiling_sheet.customer_containers AS h (customer_id, product_id, plant_id, owner_id, held, lost, deposited)
         SELECT u.id, 1, $1::bigint, $2::bigint, u.cans, 0, 0 FROM unnest($3::bigint[], $4::int[]) u(id, cans)
         ON CONFLICT (customer_id, product_id) DO UPDATE SET held = h.held + EXCLUDED.held`,
};
const ADD_DAY_TOTALS = {
  name: 'sheet-day-totals',
  text: `INSERT INTO ceiling_sheet.daily_delivery_totals AS t (plant_id, date, area_id, employee_id, entries, cans_delivered, cans_returned, amount, collected)
         SELECT $1::bigint, $2::date, u.area_id, u.employee_id, u.entries, u.delivered, u.returned, u.amount, u.collected
           FROM unnest($3::bigint[], $4::bigint[], $5::int[], $6::int[], $7::int[], $8::numeric[], $9::numeric[])
                u(area_id, employee_id, entries, delivered, returned, amount, collected)
          ORDER BY u.area_id, u.employee_id
         ON CONFLICT (plant_id, date, area_id, (coalesce(employee_id, 0))) DO UPDATE SET entries = t.entries + EXCLUDED.entries,
           cans_delivered = t.cans_delivered + EXCLUDED.cans_delivered, cans_returned = t.cans_returned + EXCLUDED.cans_returned,
           amount = t.amount + EXCLUDED.amount, collected = t.collected + EXCLUDED.collected`,
};
const ADD_PRODUCT_TOTALS = {
  name: 'sheet-product-totals',
  text: `INSERT INTO ceiling_sheet.daily_product_totals AS t (plant_id, owner_id, date, area_id, employee_id, product_id, entries, delivered, returned, amount)
         SELECT $1::bigint, $2::bigint, $3::date, u.area_id, u.employee_id, 1, u.entries, u.delivered, u.returned, u.amount
           FROM unnest($4::bigint[], $5::bigint[], $6::int[], $7::int[], $8::int[], $9::numeric[]) u(area_id, employee_id, entries, delivered, returned, amount)
          ORDER BY u.area_id, u.employee_id
         ON CONFLICT (plant_id, date, area_id, (coalesce(employee_id, 0)), product_id) DO UPDATE SET entries = t.entries + EXCLUDED.entries,
           delivered = t.delivered + EXCLUDED.delivered, returned = t.returned + EXCLUDED.returned, amount = t.amount + EXCLUDED.amount`,
};
const ADD_DEBIT_DAYS = {
  name: 'sheet-debit-days',
  text: `INSERT INTO ceiling_sheet.customer_debit_days AS t (customer_id, date, debit)
         SELECT u.id, $1::date, u.debit FROM unnest($2::bigint[], $3::numeric[]) u(id, debit)
         ON CONFLICT (customer_id, date) DO UPDATE SET debit = t.debit + EXCLUDED.debit`,
};

/**
 * The customers' open debits made again from their new balances (their charge days newest first,
 * as far as they make up the balance), and the plant's sums moved by the new rows less the old,
 * locked last and in key order.
 */
const MOVE_OPEN_DEBITS = {
  name: 'sheet-open-debits',
  text: `
  WITH RECURSIVE b AS (SELECT id, balance, plant_id, owner_id, area_id, employee_id FROM ceiling_sheet.customers WHERE id = ANY($1::bigint[])),
  walk AS (
    SELECT b.id, b.balance, b.plant_id, b.owner_id, b.area_id, b.employee_id, d.date, d.debit, d.debit::numeric AS upto
      FROM b CROSS JOIN LATERAL (SELECT date, debit FROM ceiling_sheet.customer_debit_days
                                  WHERE customer_id = b.id AND debit > 0 ORDER BY date DESC LIMIT 1) d
     WHERE b.balance > 0
    UNION ALL
    SELECT w.id, w.balance, w.plant_id, w.owner_id, w.area_id, w.employee_id, d.date, d.debit, w.upto + d.debit
      FROM walk w CROSS JOIN LATERAL (SELECT date, debit FROM ceiling_sheet.customer_debit_days
                                       WHERE customer_id = w.id AND debit > 0 AND date < w.date ORDER BY date DESC LIMIT 1) d
     WHERE w.upto < w.balance),
  fresh AS MATERIALIZED (SELECT id AS customer_id, date, plant_id, owner_id, area_id, employee_id,
                                least(debit, balance - (upto - debit)) AS amount FROM walk),
  old AS (SELECT customer_id, date, plant_id, area_id, employee_id, amount FROM ceiling_sheet.customer_open_debits WHERE customer_id = ANY($1::bigint[])),
  gone AS (DELETE FROM ceiling_sheet.customer_open_debits o WHERE o.customer_id = ANY($1::bigint[])
              AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.customer_id = o.customer_id AND f.date = o.date)),
  kept AS (INSERT INTO ceiling_sheet.customer_open_debits AS o (customer_id, date, plant_id, owner_id, area_id, employee_id, amount)
           SELECT customer_id, date, plant_id, owner_id, area_id, employee_id, amount FROM fresh
           ON CONFLICT (customer_id, date) DO UPDATE SET amount = EXCLUDED.amount WHERE o.amount <> EXCLUDED.amount),
  moved AS (SELECT plant_id, date, area_id, coalesce(employee_id, 0) AS employee_id, -amount AS amount,
                   -CASE WHEN date = min(date) OVER (PARTITION BY customer_id) THEN 1 ELSE 0 END AS oldest FROM old
            UNION ALL
            SELECT plant_id, date, area_id, coalesce(employee_id, 0), amount,
                   CASE WHEN date = min(date) OVER (PARTITION BY customer_id) THEN 1 ELSE 0 END FROM fresh)
  INSERT INTO ceiling_sheet.plant_open_debits AS t (plant_id, date, area_id, employee_id, amount, customers)
  SELECT plant_id, date, area_id, employee_id, sum(amount), sum(oldest)::int FROM moved
   GROUP BY plant_id, date, area_id, employee_id HAVING sum(amount) <> 0 OR sum(oldest) <> 0
   ORDER BY plant_id, date, area_id, employee_id
  ON CONFLICT (plant_id, date, area_id, employee_id) DO UPDATE SET amount = t.amount + EXCLUDED.amount, customers = t.customers + EXCLUDED.customers`,
};
const PLANT_ZEROS = {
  name: 'sheet-plant-zeros',
  text: `DELETE FROM ceiling_sheet.plant_open_debits WHERE plant_id = $1 AND amount = 0 AND customers = 0`,
};
const MARK_PLANT = {
  name: 'sheet-mark-plant',
  text: `INSERT INTO ceiling_sheet.customer_plant_marks (plant_id) VALUES ($1) ON CONFLICT (plant_id) DO UPDATE SET plant_id = EXCLUDED.plant_id`,
};
const KEEP_ANSWER = {
  name: 'sheet-keep-answer',
  text: `INSERT INTO ceiling_sheet.idempotency_keys (user_id, key, request_hash, claim, committed_at, completed_at, response_status, response_body)
         VALUES (0, $1, md5($2), gen_random_uuid(), now(), now(), 201, $3) ON CONFLICT DO NOTHING RETURNING 1`,
};

interface SheetEntry {
  customer_id: number;
  cans_delivered: number;
  cans_returned: number;
  collected?: number;
}

interface LockedCustomer {
  id: string;
  plant_id: string;
  owner_id: string;
  area_id: string;
  employee_id: string | null;
  stream_version: number;
  rate: string;
  returnable: boolean;
}

/** One row of the sheet, decided: its line id, version and amounts in paisa. */
interface Decided {
  entry: SheetEntry;
  customer: LockedCustomer;
  id: number;
  version: number;
  amount: number;
  collected: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function describe(row: Decided): string {
  const parts = [`Delivered ${plural(row.entry.cans_delivered, 'can', 'cans')} × PKR ${row.customer.rate}`];
  if (row.entry.cans_returned > 0) parts.push(`${plural(row.entry.cans_returned, 'empty', 'empties')} back`);
  if (row.collected > 0) parts.push(`PKR ${fromPaisa(row.collected)} cash collected`);
  return parts.join('; ');
}

/** What a group of rows (a customer's, a rider's) adds up to, amounts in paisa. */
interface Sums {
  first: Decided;
  entries: number;
  delivered: number;
  returned: number;
  amount: number;
  collected: number;
  version: number;
}

/** The rows' sums per key, in key order (the order rows are written in, so two saves never wait on each other in a cycle). */
function sumsBy(rows: Decided[], key: (row: Decided) => string): Sums[] {
  const groups = new Map<string, Sums>();
  for (const row of rows) {
    const k = key(row);
    const sums = groups.get(k) ?? { first: row, entries: 0, delivered: 0, returned: 0, amount: 0, collected: 0, version: 0 };
    sums.entries += 1;
    sums.delivered += row.entry.cans_delivered;
    sums.returned += row.entry.cans_returned;
    sums.amount += row.amount;
    sums.collected += row.collected;
    sums.version = Math.max(sums.version, row.version);
    groups.set(k, sums);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sums]) => sums);
}

const byCustomer = (row: Decided) => row.customer.id.padStart(12, '0');
const byRider = (row: Decided) => `${row.customer.area_id.padStart(12, '0')}/${(row.customer.employee_id ?? '0').padStart(12, '0')}`;
const areaOf = (sums: Sums[]) => sums.map((g) => g.first.customer.area_id);
const riderOf = (sums: Sums[]) => sums.map((g) => g.first.customer.employee_id);

async function writeSheet(client: PoolClient, date: string, rows: Decided[], requestId: string): Promise<void> {
  const { plant_id: plantId, owner_id: ownerId } = rows[0].customer;
  const column = <T>(pick: (row: Decided) => T) => rows.map(pick);
  const items = column((r) => [
    {
      rate: r.customer.rate,
      returned: r.entry.cans_returned,
      delivered: r.entry.cans_delivered,
      product_id: 1,
      returnable: r.customer.returnable,
    },
  ]);
  const descriptions = column(describe);
  const amounts = column((r) => fromPaisa(r.amount));
  const collected = column((r) => fromPaisa(r.collected));
  const metadata = {
    source: 'http',
    actor_id: 0,
    tenant_id: Number(ownerId),
    actor_role: 'filter_owner',
    request_id: requestId,
    causation_id: null,
    correlation_id: requestId,
  };
  await client.query({
    ...INSERT_EVENTS,
    values: [
      column((r) => r.customer.id),
      column((r) => r.version),
      rows.map((r, i) =>
        JSON.stringify({
          line: {
            date,
            kind: 'delivery',
            debit: amounts[i],
            items: items[i],
            credit: collected[i],
            line_id: r.id,
            description: descriptions[i],
            deposit_cans: 0,
            cans_returned: r.entry.cans_returned,
            cans_delivered: r.entry.cans_delivered,
            deposit_amount: '0.00',
          },
          entry: {
            note: null,
            rate: r.customer.rate,
            amount: amounts[i],
            status: 'delivered',
            area_id: Number(r.customer.area_id),
            collected: collected[i],
            employee_id: r.customer.employee_id === null ? null : Number(r.customer.employee_id),
            payment_method: 'cash',
            corrects_line_id: null,
          },
          owner_id: Number(ownerId),
          plant_id: Number(plantId),
          customer_id: Number(r.customer.id),
        }),
      ),
      JSON.stringify(metadata),
      column((r) => r.customer.owner_id),
    ],
  });
  const entryItems = rows.map((r) =>
    JSON.stringify([
      {
        rate: moneyNumber(r.customer.rate),
        amount: rupees(r.amount),
        returned: r.entry.cans_returned,
        delivered: r.entry.cans_delivered,
        product_id: 1,
      },
    ]),
  );
  // Both rows start with the plant, owner, day, line ids and customers.
  const head = [plantId, ownerId, date, column((r) => r.id), column((r) => r.customer.id)];
  const delivered = column((r) => r.entry.cans_delivered);
  const returned = column((r) => r.entry.cans_returned);
  const area = column((r) => r.customer.area_id);
  const rider = column((r) => r.customer.employee_id);
  const entryValues = [...head, area, rider, delivered, returned, column((r) => r.customer.rate), amounts, entryItems, collected];
  await client.query({ ...INSERT_ENTRIES, values: entryValues });
  const versions = column((r) => r.version);
  const lineItems = items.map((item) => JSON.stringify(item));
  await client.query({ ...INSERT_LINES, values: [...head, descriptions, delivered, returned, amounts, collected, lineItems, versions] });
  const paid = rows.filter((r) => r.collected > 0);
  if (paid.length > 0) {
    await client.query({
      ...INSERT_COLLECTED,
      values: [
        plantId,
        ownerId,
        date,
        paid.map((r) => r.id),
        paid.map((r) => r.customer.area_id),
        paid.map((r) => r.customer.employee_id),
        paid.map((r) => fromPaisa(r.collected)),
      ],
    });
    const collections = sumsBy(paid, byRider);
    const counts = collections.map((g) => g.entries);
    await client.query({
      ...ADD_COLLECTIONS,
      values: [plantId, ownerId, date, areaOf(collections), riderOf(collections), counts, collections.map((g) => fromPaisa(g.collected))],
    });
  }
  const customers = sumsBy(rows, byCustomer);
  const ids = customers.map((g) => g.first.customer.id);
  const cans = customers.map((g) => g.delivered - g.returned);
  await client.query({
    ...MOVE_CUSTOMERS,
    values: [
      ids,
      customers.map((g) => fromPaisa(g.amount - g.collected)),
      cans,
      customers.map((g) => g.entries),
      customers.map((g) => g.version),
      customers.map((g) => g.collected > 0),
    ],
  });
  const returnable = customers.filter((g) => g.first.customer.returnable);
  await client.query({
    ...MOVE_CONTAINERS,
    values: [plantId, ownerId, returnable.map((g) => g.first.customer.id), returnable.map((g) => g.delivered - g.returned)],
  });
  const riders = sumsBy(rows, byRider);
  // Both totals start with the area, the rider, the entries and the cans delivered and returned.
  const perRider = [
    areaOf(riders),
    riderOf(riders),
    riders.map((g) => g.entries),
    riders.map((g) => g.delivered),
    riders.map((g) => g.returned),
  ];
  const riderAmounts = riders.map((g) => fromPaisa(g.amount));
  await client.query({ ...ADD_DAY_TOTALS, values: [plantId, date, ...perRider, riderAmounts, riders.map((g) => fromPaisa(g.collected))] });
  await client.query({ ...ADD_PRODUCT_TOTALS, values: [plantId, ownerId, date, ...perRider, riderAmounts] });
  const charged = customers.filter((g) => g.amount > 0);
  await client.query({
    ...ADD_DEBIT_DAYS,
    values: [date, charged.map((g) => g.first.customer.id), charged.map((g) => fromPaisa(g.amount))],
  });
  await client.query({ ...MOVE_OPEN_DEBITS, values: [ids] });
  await client.query({ ...PLANT_ZEROS, values: [plantId] });
}

const failure = (message: string) => JSON.stringify({ success: false, data: null, message });

/** POST /sheets {date, entries}: the sheet saved in one transaction; its Idempotency-Key kept with the answer. */
export async function sheetBatch(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST' || request.url !== '/sheets') return sendBody(response, 404, failure('Not found'));
  const text = await readBody(request);
  const sheet = JSON.parse(text) as { date: string; entries: SheetEntry[] };
  const key = String(request.headers['idempotency-key'] ?? randomUUID());
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: locked } = await client.query<LockedCustomer>({ ...LOCK_CUSTOMERS, values: [sheet.entries.map((e) => e.customer_id)] });
    const byId = new Map(locked.map((customer) => [Number(customer.id), customer]));
    if (byId.size !== new Set(sheet.entries.map((e) => e.customer_id)).size) {
      await client.query('ROLLBACK');
      return sendBody(response, 404, failure('Customer not found'));
    }
    const { rows: ids } = await client.query({ ...LINE_IDS, values: [sheet.entries.length] });
    const versions = new Map<number, number>();
    const rows: Decided[] = sheet.entries.map((entry, index) => {
      const customer = byId.get(entry.customer_id)!;
      const version = (versions.get(entry.customer_id) ?? Number(customer.stream_version)) + 1;
      versions.set(entry.customer_id, version);
      const amount = amountPaisa(entry.cans_delivered, customer.rate);
      return { entry, customer, version, amount, collected: toPaisa(entry.collected ?? 0), id: Number(ids[index].id) };
    });
    await writeSheet(client, sheet.date, rows, randomUUID());
    const entries = rows.map((r) => ({
      id: r.id,
      customer_id: Number(r.customer.id),
      cans_delivered: r.entry.cans_delivered,
      amount: rupees(r.amount),
    }));
    const body = JSON.stringify({ success: true, data: { date: sheet.date, entries }, message: 'Sheet saved' });
    const kept = await client.query({ ...KEEP_ANSWER, values: [key, text, body] });
    if (kept.rowCount === 0) {
      await client.query('ROLLBACK');
      return sendBody(response, 409, failure('This Idempotency-Key was already used'));
    }
    // The row every save of the plant writes: last, so its lock is held for the COMMIT only.
    await client.query({ ...MARK_PLANT, values: [rows[0].customer.plant_id] });
    await client.query('COMMIT');
    sendBody(response, 201, body);
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
