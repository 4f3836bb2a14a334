import type { ScheduleKind, Weekday } from '@paani/contracts';
import { DomainError, FieldErrors } from '../../platform/domain/domain-error';
import { initialScheduleState, ScheduleState } from './schedule.decider';
import { ScheduleRef } from './schedule.events';
import { SCHEDULE_MESSAGES, ScheduleInput, ScheduleLine } from './schedule-rules';

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

/** The owner's customer (within the plant, when one is named) a schedule belongs to; 404 for anyone else's. */
export async function scheduleRefOf(query: Query, ownerId: number, plantId: number | null, customerId: number): Promise<ScheduleRef> {
  const [row] = await query(
    `SELECT id, plant_id, owner_id FROM customers WHERE id = $1 AND owner_id = $2 AND ($3::bigint IS NULL OR plant_id = $3::bigint)`,
    [customerId, ownerId, plantId],
  );
  if (!row) throw DomainError.notFound(CUSTOMER_NOT_FOUND);
  return { customer_id: Number(row.id), plant_id: Number(row.plant_id), owner_id: Number(row.owner_id) };
}

export interface ScheduleRow {
  customer_id: string;
  kind: ScheduleKind;
  days: Weekday[];
  every_n: number | null;
  start_date: string | null;
  quantity: number;
  items: ScheduleLine[];
  route_position: number | null;
  is_default: boolean;
  stream_version: number;
}

export const SCHEDULE_COLUMNS = `customer_id, kind, days, every_n, start_date::text AS start_date, quantity, items, route_position, is_default, stream_version`;

export function stateOf(row: ScheduleRow | undefined): { state: ScheduleState; version: number } {
  if (!row) return { state: initialScheduleState, version: 0 };
  const schedule = row.is_default
    ? null
    : { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date, quantity: row.quantity, items: row.items };
  return { state: { schedule, routePosition: row.route_position }, version: row.stream_version };
}

/**
 * Schedule states of customers from their read-model rows, with the stream version each reflects
 * (the expected version of the next append): no row = no schedule event yet, version 0.
 */
export async function loadScheduleStates(
  query: Query,
  customerIds: number[],
): Promise<Map<number, { state: ScheduleState; version: number }>> {
  const rows: ScheduleRow[] = await query(`SELECT ${SCHEDULE_COLUMNS} FROM customer_schedules WHERE customer_id = ANY($1::bigint[])`, [
    customerIds,
  ]);
  const byId = new Map(rows.map((row) => [Number(row.customer_id), row]));
  return new Map(customerIds.map((id) => [id, stateOf(byId.get(id))]));
}

/**
 * Refuses a given line of a product the plant does not sell on entries (unknown, inactive, or
 * billed monthly): 422 on the line's product. Lines kept as they were (no `items` sent) stand.
 */
export async function assertScheduleProducts(query: Query, plantId: number, input: ScheduleInput, prefix = ''): Promise<void> {
  if (!Array.isArray(input.items)) return;
  const rows: { id: number }[] = await query(`SELECT id FROM products WHERE plant_id = $1 AND is_active AND billing = 'per_unit'`, [
    plantId,
  ]);
  const sold = new Set(rows.map((row) => Number(row.id)));
  const errors: FieldErrors = {};
  input.items.forEach((line: { product_id?: unknown }, index) => {
    if (!sold.has(line.product_id as number)) errors[`${prefix}items.${index}.product_id`] = [SCHEDULE_MESSAGES.itemProductNotSold];
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw DomainError.validation(first, errors);
}
