import { isoInstant } from '../../platform/cache/json-text';
import type { DailyEntry } from '@paani/contracts';
import { moneyNumber } from '../../platform/domain/money';

/** The columns of a DailyEntry, from `d` (daily_entries) joined with its customer `c` and rider `e`. */
export const ENTRY_COLUMNS = `d.id, d.plant_id, d.customer_id, c.code AS customer_code, c.name AS customer_name, d.area_id, d.employee_id,
  e.name AS employee_name, d.date::text AS date, d.cans_delivered, d.cans_returned, d.rate, d.amount, d.items, d.collected, d.payment_method,
  d.note, d.status, d.reversed_by, d.reversal_reason, d.recorded_at`;
export const ENTRY_JOINS = `JOIN customers c ON c.id = d.customer_id LEFT JOIN employees e ON e.id = d.employee_id`;

/** An entry `d` (with ENTRY_JOINS) as the JSON object toDailyEntry makes of its row. */
export const ENTRY_JSON = `json_build_object('id', d.id, 'filter_plant_id', d.plant_id, 'customer_id', d.customer_id, 'customer_code', c.code,
  'customer_name', c.name, 'area_id', d.area_id, 'employee_id', d.employee_id, 'employee_name', e.name, 'date', d.date::text,
  'cans_delivered', d.cans_delivered, 'cans_returned', d.cans_returned, 'rate', d.rate::float8, 'amount', d.amount::float8,
  'items', d.items, 'collected', d.collected::float8, 'payment_method', d.payment_method, 'note', d.note, 'status', d.status, 'reversed_by', d.reversed_by,
  'reversal_reason', d.reversal_reason, 'recorded_at', ${isoInstant('d.recorded_at')})`;

/** One entry of an owner by id (`$1` the entry, `$2` the owner): no row for anyone else's. */
export const ENTRY_BY_ID = `SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS} WHERE d.id = $1 AND d.owner_id = $2`;

/** Entries of an owner by id (`$1` the ids, `$2` the owner): no row for anyone else's. */
export const ENTRIES_BY_IDS = `SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS} WHERE d.id = ANY($1::bigint[]) AND d.owner_id = $2`;

/** A nullable id column as a number or null. */
export const id = (value: string | number | null) => (value === null ? null : Number(value));

export function toDailyEntry(row: any): DailyEntry {
  return {
    id: Number(row.id),
    filter_plant_id: Number(row.plant_id),
    customer_id: Number(row.customer_id),
    customer_code: row.customer_code,
    customer_name: row.customer_name,
    area_id: Number(row.area_id),
    employee_id: id(row.employee_id),
    employee_name: row.employee_name ?? null,
    date: row.date,
    cans_delivered: row.cans_delivered,
    cans_returned: row.cans_returned,
    rate: moneyNumber(row.rate),
    amount: moneyNumber(row.amount),
    items: row.items,
    collected: moneyNumber(row.collected),
    payment_method: row.payment_method,
    note: row.note,
    status: row.status,
    reversed_by: id(row.reversed_by),
    reversal_reason: row.reversal_reason,
    recorded_at: new Date(row.recorded_at).toISOString(),
  };
}
