import { DomainError } from '../../platform/domain/domain-error';
import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { markPlant, markPlantsSql } from '../../platform/event-store/plant-marks';
import { EmployeeEvent } from '../employees/employee.events';
import { CUSTOMER_EVENT_TYPES, CustomerEvent, CustomerLedgerEvent, LEDGER_EVENT_TYPES, wholeProfile } from './customer.events';

export const CUSTOMER_CODE_TAKEN = 'This customer code is already used in this plant.';

type Handled = CustomerEvent | Extract<EmployeeEvent, { type: 'EmployeeRemoved' }>;

const PROFILE_COLUMNS = `code, name, phone, whatsapp, address, latitude, longitude, rate, credit_limit, can_limit, notes, language, product_rates`;

/**
 * What a list search matches a name and a code in (migrations/1763700000500): both folded to lower
 * case once, here, rather than by ILIKE on every row of every search; a unit separator between
 * them, which no search term holds (the list falls back to ILIKE for one that does).
 */
const SEARCH_TEXT = (name: string, code: string) => `lower(${name}::text) || chr(31) || lower(${code}::text)`;

/**
 * The plant's customer_plant_marks row (migrations/1763700000520), whose version the customer list
 * checks its kept answers against (customer.queries.ts): rewritten by every customer event, once
 * per transaction (plant-marks.ts).
 */
const MARKS = 'customer_plant_marks';
const MARK_PLANTS_OF_RIDER = markPlantsSql(MARKS, 'SELECT DISTINCT plant_id FROM customers WHERE employee_id = $1::bigint');

/** The profile columns' values; an event recorded before customers had a language is English. */
function profileValues(d: Extract<CustomerEvent, { type: 'CustomerDetailsChanged' }>['data']): unknown[] {
  const { language, product_rates } = wholeProfile(d);
  return [
    d.code,
    d.name,
    d.phone,
    d.whatsapp,
    d.address,
    d.latitude,
    d.longitude,
    d.rate,
    d.credit_limit,
    d.can_limit,
    d.notes,
    language,
    JSON.stringify(product_rates),
  ];
}

const LINE_COLUMNS = `id, customer_id, plant_id, owner_id, date, kind, description, cans_delivered, cans_returned, debit, credit,
  deposit_cans, deposit_amount, items, reverses_line_id, reversed_by, recorded_at, stream_version`;

/** A ledger event's line, with the table's column names (json_populate_recordset matches them by name). */
function lineRow(event: StoredOf<CustomerLedgerEvent>) {
  const d = event.data;
  const l = d.line;
  return {
    id: l.line_id,
    customer_id: d.customer_id,
    plant_id: d.plant_id,
    owner_id: d.owner_id,
    date: l.date,
    kind: l.kind,
    description: l.description,
    cans_delivered: l.cans_delivered,
    cans_returned: l.cans_returned,
    debit: l.debit,
    credit: l.credit,
    deposit_cans: l.deposit_cans,
    deposit_amount: l.deposit_amount,
    items: l.items,
    reverses_line_id: event.type === 'CustomerLedgerLineReversed' ? event.data.reverses_line_id : null,
    reversed_by: null,
    recorded_at: event.recordedAt,
    stream_version: event.streamVersion,
  };
}

/**
 * The customers' running figures moved by the ledger lines a transaction wrote ($1 their ids; $2,
 * always positive, tells one transaction's list from another's): the sums of the lines, the latest
 * delivery and payment (a delivery that left cans stamps last_delivery_at, a payment or money
 * collected with a delivery last_payment_at), the stream version and time of the newest line.
 * Written once per transaction, just before the commit: a live entry's one line, a sheet's
 * hundreds, a rebuild's or a bulk load's whole log. Only lines this transaction inserted count
 * (their xmin), so a second copy of an event, whose insert was ignored, moves nothing.
 */
const FIGURES = `
  UPDATE customers c
     SET balance = c.balance + s.balance, cans_out = c.cans_out + s.cans_out,
         security_deposit_cans = c.security_deposit_cans + s.deposit_cans,
         security_deposit_amount = c.security_deposit_amount + s.deposit_amount,
         ledger_lines = c.ledger_lines + s.lines,
         last_delivery_at = greatest(c.last_delivery_at, s.last_delivery_at),
         last_payment_at = greatest(c.last_payment_at, s.last_payment_at),
         stream_version = greatest(c.stream_version, s.stream_version), updated_at = greatest(c.updated_at, s.recorded_at)
    FROM (SELECT customer_id, sum(debit - credit) AS balance, sum(cans_delivered - cans_returned)::int AS cans_out,
                 sum(deposit_cans)::int AS deposit_cans, sum(deposit_amount) AS deposit_amount, count(*)::int AS lines,
                 max(recorded_at) FILTER (WHERE kind = 'delivery' AND cans_delivered > 0) AS last_delivery_at,
                 max(recorded_at) FILTER (WHERE kind = 'payment' OR (kind = 'delivery' AND credit > 0)) AS last_payment_at,
                 max(stream_version) AS stream_version, max(recorded_at) AS recorded_at
            FROM customer_ledger_lines
           WHERE id = ANY($1::bigint[]) AND xmin = pg_current_xact_id()::xid AND $2::bigint > 0
           GROUP BY customer_id) s
   WHERE c.id = s.customer_id`;

/**
 * The containers each customer holds of each returnable product, moved by the same lines as FIGURES
 * (their items; ledger-items.ts): written with it, once per transaction.
 */
const CONTAINERS = `
  INSERT INTO customer_containers AS h (customer_id, product_id, plant_id, owner_id, held, lost, deposited)
  SELECT l.customer_id, (i->>'product_id')::int, l.plant_id, l.owner_id,
         sum((i->>'delivered')::int - (i->>'returned')::int - coalesce((i->>'lost')::int, 0))::int, sum(coalesce((i->>'lost')::int, 0))::int,
         sum(coalesce((i->>'deposited')::int, 0))::int
    FROM customer_ledger_lines l CROSS JOIN LATERAL jsonb_array_elements(l.items) i
   WHERE l.id = ANY($1::bigint[]) AND l.xmin = pg_current_xact_id()::xid AND $2::bigint > 0 AND (i->>'returnable')::boolean
   GROUP BY l.customer_id, (i->>'product_id')::int, l.plant_id, l.owner_id
  ON CONFLICT (customer_id, product_id) DO UPDATE
     SET held = h.held + excluded.held, lost = h.lost + excluded.lost, deposited = h.deposited + excluded.deposited`;

/** Each transaction's new lines, whose figures FIGURES writes before it commits. */
const linesOf = new WeakMap<ProjectionTransaction, number[]>();
let registrations = 0;

/** The transaction's list of new lines, registered (first among its before-commit writes: the reports read the balances) on its first run. */
function newLines(tx: ProjectionTransaction): number[] {
  let lines = linesOf.get(tx);
  if (!lines) {
    lines = [];
    linesOf.set(tx, lines);
    tx.beforeCommit(FIGURES, [lines, ++registrations], { first: true });
    tx.beforeCommit(CONTAINERS, [lines, registrations]);
  }
  return lines;
}

/**
 * The ledger: a run of ledger events (live, a transaction's; in a rebuild or a bulk load, a chunk of
 * the log's): the lines, the reversed lines' marks, and the lines kept for the customers' figures
 * (FIGURES), which are written once per transaction however many events move them: a rebuild's
 * one transaction updating each customer's row per chunk cost n²/2 row visits.
 */
async function applyLedgerLines(events: StoredOf<CustomerLedgerEvent>[], tx: ProjectionTransaction): Promise<void> {
  for (const plantId of new Set(events.map((event) => event.data.plant_id))) markPlant(tx, MARKS, plantId);
  await tx.query(
    `INSERT INTO customer_ledger_lines (${LINE_COLUMNS})
     SELECT ${LINE_COLUMNS} FROM json_populate_recordset(NULL::customer_ledger_lines, $1::json)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(events.map(lineRow))],
  );
  const reversals = events.filter((event) => event.type === 'CustomerLedgerLineReversed');
  if (reversals.length > 0)
    await tx.query(
      `UPDATE customer_ledger_lines l SET reversed_by = r.by FROM unnest($1::bigint[], $2::bigint[]) r(id, by) WHERE l.id = r.id`,
      [reversals.map((event) => event.data.reverses_line_id), reversals.map((event) => event.data.line.line_id)],
    );
  const charges = events.filter((event) => event.type === 'CustomerRentalCharged');
  if (charges.length > 0)
    await tx.query(
      `UPDATE customer_rentals r SET charged_through = greatest(r.charged_through, c.month)
         FROM json_to_recordset($1::json) AS c(customer_id bigint, product_id int, starts_on date, month text)
        WHERE r.customer_id = c.customer_id AND r.product_id = c.product_id AND r.starts_on = c.starts_on`,
      [
        JSON.stringify(
          charges.map((event) => {
            const d = event.data as Extract<CustomerEvent, { type: 'CustomerRentalCharged' }>['data'];
            return { customer_id: d.customer_id, product_id: d.product_id, starts_on: d.from, month: d.month };
          }),
        ),
      ],
    );
  const lines = newLines(tx);
  for (const event of events) lines.push(event.data.line.line_id);
}

async function apply(event: StoredOf<Handled>, tx: ProjectionTransaction): Promise<void> {
  const at = event.recordedAt;
  if (event.type === 'EmployeeRemoved') {
    // A removed employee rides for nobody: their customers keep their area, without a rider.
    await tx.query(MARK_PLANTS_OF_RIDER, [event.data.employee_id]);
    await tx.query(`UPDATE customers SET employee_id = NULL WHERE employee_id = $1`, [event.data.employee_id]);
    return;
  }
  const d = event.data;
  markPlant(tx, MARKS, d.plant_id);
  const version = event.streamVersion;
  switch (event.type) {
    case 'CustomerRegistered': {
      const r = event.data;
      await tx.query(
        `INSERT INTO customers (id, plant_id, owner_id, area_id, employee_id, ${PROFILE_COLUMNS}, search_text, opening_balance, opening_cans,
                                opening_date, is_active, stream_version, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, ${SEARCH_TEXT('$7', '$6')}, $19, $20, $21, true, $22, $23, $23)
         ON CONFLICT (id) DO NOTHING`,
        [
          r.customer_id,
          r.plant_id,
          r.owner_id,
          r.area_id,
          r.employee_id,
          ...profileValues(r),
          r.opening_balance,
          r.opening_cans,
          r.opening_date ?? null,
          version,
          at,
        ],
      );
      return;
    }
    case 'CustomerDetailsChanged':
      await tx.query(
        `UPDATE customers SET (${PROFILE_COLUMNS}) = ($2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14), search_text = ${SEARCH_TEXT('$3', '$2')},
                stream_version = $15, updated_at = $16
          WHERE id = $1 AND stream_version < $15`,
        [event.data.customer_id, ...profileValues(event.data), version, at],
      );
      return;
    case 'CustomerMoved':
      await tx.query(
        `UPDATE customers SET area_id = $2, employee_id = $3, stream_version = $4, updated_at = $5 WHERE id = $1 AND stream_version < $4`,
        [event.data.customer_id, event.data.area_id, event.data.employee_id, version, at],
      );
      return;
    case 'CustomerActivated':
    case 'CustomerDeactivated':
      await tx.query(`UPDATE customers SET is_active = $2, stream_version = $3, updated_at = $4 WHERE id = $1 AND stream_version < $3`, [
        d.customer_id,
        event.type === 'CustomerActivated',
        version,
        at,
      ]);
      return;
    case 'CustomerPaused':
      await tx.query(
        `INSERT INTO customer_pauses (id, customer_id, plant_id, owner_id, starts_on, ends_on, reason, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [event.data.pause_id, d.customer_id, d.plant_id, d.owner_id, event.data.from, event.data.until, event.data.reason, at],
      );
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    case 'CustomerPauseRemoved':
      await tx.query(`DELETE FROM customer_pauses WHERE id = $1`, [event.data.pause_id]);
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    case 'CustomerLocationProposed': {
      const p = event.data;
      await tx.query(
        `INSERT INTO customer_location_proposals (customer_id, plant_id, owner_id, latitude, longitude, accuracy_m, proposed_by_user_id,
                                                  employee_id, proposed_by, proposed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (customer_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude, accuracy_m = excluded.accuracy_m,
           proposed_by_user_id = excluded.proposed_by_user_id, employee_id = excluded.employee_id, proposed_by = excluded.proposed_by,
           proposed_at = excluded.proposed_at`,
        [
          p.customer_id,
          p.plant_id,
          p.owner_id,
          p.latitude,
          p.longitude,
          p.accuracy_m,
          p.proposed_by_user_id,
          p.employee_id,
          p.proposed_by,
          at,
        ],
      );
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    }
    case 'CustomerLocationConfirmed':
      await tx.query(`DELETE FROM customer_location_proposals WHERE customer_id = $1`, [d.customer_id]);
      await tx.query(
        `UPDATE customers SET latitude = $2, longitude = $3, stream_version = $4, updated_at = $5 WHERE id = $1 AND stream_version < $4`,
        [d.customer_id, event.data.latitude, event.data.longitude, version, at],
      );
      return;
    case 'CustomerLocationProposalDismissed':
      await tx.query(`DELETE FROM customer_location_proposals WHERE customer_id = $1`, [d.customer_id]);
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    case 'CustomerRentalStarted': {
      const r = event.data;
      await tx.query(
        `INSERT INTO customer_rentals (customer_id, product_id, starts_on, plant_id, owner_id, quantity) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING`,
        [r.customer_id, r.product_id, r.from, r.plant_id, r.owner_id, r.quantity],
      );
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    }
    case 'CustomerRentalEnded':
      await tx.query(`UPDATE customer_rentals SET ends_on = $4 WHERE customer_id = $1 AND product_id = $2 AND starts_on = $3`, [
        d.customer_id,
        event.data.product_id,
        event.data.from,
        event.data.until,
      ]);
      await bumpVersion(tx, d.customer_id, version, at);
      return;
    case 'CustomerDeleted':
      await tx.query(`DELETE FROM customer_location_proposals WHERE customer_id = $1`, [d.customer_id]);
      await tx.query(`DELETE FROM customer_pauses WHERE customer_id = $1`, [d.customer_id]);
      await tx.query(`DELETE FROM customers WHERE id = $1`, [d.customer_id]);
      return;
  }
}

function bumpVersion(tx: ProjectionTransaction, customerId: number, version: number, at: Date) {
  return tx.query(`UPDATE customers SET stream_version = $2, updated_at = $3 WHERE id = $1 AND stream_version < $2`, [
    customerId,
    version,
    at,
  ]);
}

export const customerProjection: InlineProjection<Handled> = {
  name: 'customers',
  tables: [
    'customers',
    'customer_pauses',
    'customer_location_proposals',
    'customer_ledger_lines',
    'customer_containers',
    'customer_rentals',
    'customer_plant_marks',
  ],
  handles: [...CUSTOMER_EVENT_TYPES, 'EmployeeRemoved'],
  apply,
  constraintErrors: { customers_code_unique_per_plant: () => DomainError.field('code', CUSTOMER_CODE_TAKEN) },
  bulk: { handles: LEDGER_EVENT_TYPES, apply: applyLedgerLines },
};
