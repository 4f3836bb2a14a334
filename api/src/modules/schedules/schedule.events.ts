import { DecidedEvent } from '../../platform/event-store/decider';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { ScheduleSettings } from './schedule-rules';

/**
 * One stream per customer for their delivery schedule (`customer-schedule-{customerId}`), apart
 * from the customer's own stream: a schedule edit or a route reorder never races a delivery or a
 * payment on the ledger, and the stream stays a handful of events long.
 */
export const customerScheduleStreamId = (customerId: number): string => `customer-schedule-${customerId}`;

export type ScheduleRef = { customer_id: number; plant_id: number; owner_id: number };

/** The customer's place in their area's route: 0 first; null = after every placed customer. */
type Route = { route_position: number | null };

export type ScheduleEvent =
  | DecidedEvent<'CustomerScheduleSet', ScheduleRef & ScheduleSettings & Route>
  | DecidedEvent<'CustomerRoutePositionSet', ScheduleRef & Route>;

export const SCHEDULE_EVENT_TYPES: ScheduleEvent['type'][] = ['CustomerScheduleSet', 'CustomerRoutePositionSet'];

/** A schedule set before products (version 1) had the first product's quantity only: no other line. */
export function registerScheduleUpcasters(upcasters: UpcasterRegistry): void {
  upcasters.register('CustomerScheduleSet', 1, (data) => ({ ...data, items: [] }));
}
