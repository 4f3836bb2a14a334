import { money } from '../../platform/domain/money';
import type { Statement } from '../../platform/event-store/store-connection';
import { CustomerState, initialCustomerState, LedgerLineToReverse } from './customer.decider';

type Query = <T = any>(sql: string, parameters?: unknown[]) => Promise<T[]>;

const nullableMoney = (value: string | null) => (value === null ? null : money(value));
const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * A customer's decider state and the stream version it stands for, from the read model: what
 * folding the whole stream would give, without reading it (docs/architecture.md, "Money, cans and
 * days"). Appending with `version` as the expected version makes a concurrent change a 409.
 * Owner-scoped: another owner's customer is simply not there ({ version: 0 }, state 'none').
 */
export async function loadCustomerState(
  query: Query,
  ownerId: number,
  customerId: number,
): Promise<{ state: CustomerState; version: number }> {
  const states = await loadCustomerStates(query, ownerId, [customerId]);
  return states.get(customerId) ?? { state: initialCustomerState, version: 0 };
}

/** loadCustomerState for many customers in one statement; the owner's customers among `customerIds` only. */
export async function loadCustomerStates(
  query: Query,
  ownerId: number,
  customerIds: number[],
): Promise<Map<number, { state: CustomerState; version: number }>> {
  return customerStatesOf(await query(...customerStatesStatement(ownerId, customerIds)));
}

/** The statement of loadCustomerStates, to send with other reads (EventStoreTransaction#queryEach). */
export function customerStatesStatement(ownerId: number, customerIds: number[]): Statement {
  return [
    `SELECT c.*, c.opening_date::text AS opening_day, coalesce((SELECT jsonb_agg(jsonb_build_object('pause_id', p.id::int, 'from', p.starts_on::text, 'until', p.ends_on::text) ORDER BY p.id)
                             FROM customer_pauses p WHERE p.customer_id = c.id), '[]'::jsonb) AS pauses,
            (SELECT jsonb_build_object('latitude', trim_scale(l.latitude), 'longitude', trim_scale(l.longitude))
               FROM customer_location_proposals l WHERE l.customer_id = c.id) AS location_proposal,
            coalesce((SELECT jsonb_agg(jsonb_build_object('product_id', r.product_id, 'quantity', r.quantity, 'from', r.starts_on::text,
                                                          'until', r.ends_on::text, 'charged_through', r.charged_through)
                                       ORDER BY r.product_id, r.starts_on)
                        FROM customer_rentals r WHERE r.customer_id = c.id), '[]'::jsonb) AS rentals
       FROM customers c WHERE c.id = ANY($1::bigint[]) AND c.owner_id = $2`,
    [customerIds, ownerId],
  ];
}

/** The answer of customerStatesStatement, by customer id. */
export function customerStatesOf(rows: any[]): Map<number, { state: CustomerState; version: number }> {
  return new Map(rows.map((row) => [Number(row.id), { state: stateOf(row), version: row.stream_version }]));
}

function stateOf(row: any): CustomerState {
  return {
    status: 'registered',
    ref: { customer_id: Number(row.id), plant_id: Number(row.plant_id), owner_id: Number(row.owner_id) },
    profile: {
      code: row.code,
      name: row.name,
      phone: row.phone,
      whatsapp: row.whatsapp,
      address: row.address,
      latitude: nullableNumber(row.latitude),
      longitude: nullableNumber(row.longitude),
      rate: nullableMoney(row.rate),
      product_rates: row.product_rates,
      credit_limit: nullableMoney(row.credit_limit),
      can_limit: row.can_limit,
      notes: row.notes,
      language: row.language,
    },
    placement: { area_id: Number(row.area_id), employee_id: row.employee_id === null ? null : Number(row.employee_id) },
    isActive: row.is_active,
    pauses: row.pauses,
    balance: money(row.balance),
    cansOut: row.cans_out,
    depositCans: row.security_deposit_cans,
    depositAmount: money(row.security_deposit_amount),
    ledgerLines: row.ledger_lines,
    openingDate: row.opening_day,
    locationProposal: row.location_proposal ?? null,
    rentals: row.rentals,
  };
}

/** One line of an owner's customer's ledger, as a reversal needs it; null when it is not theirs. */
export async function loadLedgerLine(
  query: Query,
  ownerId: number,
  customerId: number,
  lineId: number,
): Promise<LedgerLineToReverse | null> {
  const [row] = await query(
    `SELECT id, customer_id, date::text AS date, kind, description, debit, credit, cans_delivered, cans_returned, deposit_cans, deposit_amount, items, reversed_by
       FROM customer_ledger_lines WHERE id = $1 AND customer_id = $2 AND owner_id = $3`,
    [lineId, customerId, ownerId],
  );
  if (!row) return null;
  return {
    line_id: Number(row.id),
    customer_id: Number(row.customer_id),
    date: row.date,
    kind: row.kind,
    description: row.description,
    debit: money(row.debit),
    credit: money(row.credit),
    cans_delivered: row.cans_delivered,
    cans_returned: row.cans_returned,
    deposit_cans: row.deposit_cans,
    deposit_amount: money(row.deposit_amount),
    items: row.items,
    reversed_by: row.reversed_by === null ? null : Number(row.reversed_by),
  };
}
