import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { DecidedEvent } from '../../platform/event-store/decider';
import { ScheduleEvent, SCHEDULE_EVENT_TYPES } from './schedule.events';

/** A customer deleted (never had ledger movement) takes their schedule row with them. */
type CustomerDeleted = DecidedEvent<'CustomerDeleted', { customer_id: number }>;

async function apply(event: StoredOf<ScheduleEvent | CustomerDeleted>, tx: ProjectionTransaction): Promise<void> {
  switch (event.type) {
    case 'CustomerScheduleSet': {
      const d = event.data;
      await tx.query(
        `INSERT INTO customer_schedules (customer_id, plant_id, owner_id, kind, days, every_n, start_date, quantity, items, route_position, is_default, stream_version, updated_at)
         VALUES ($1, $2, $3, $4, $5::text[], $6, $7::date, $8, $12::jsonb, $9, false, $10, $11)
         ON CONFLICT (customer_id) DO UPDATE
            SET kind = EXCLUDED.kind, days = EXCLUDED.days, every_n = EXCLUDED.every_n, start_date = EXCLUDED.start_date,
                quantity = EXCLUDED.quantity, items = EXCLUDED.items, route_position = EXCLUDED.route_position, is_default = false,
                stream_version = EXCLUDED.stream_version, updated_at = EXCLUDED.updated_at
          WHERE customer_schedules.stream_version < EXCLUDED.stream_version`,
        [
          d.customer_id,
          d.plant_id,
          d.owner_id,
          d.kind,
          d.days,
          d.every_n,
          d.start_date,
          d.quantity,
          d.route_position,
          event.streamVersion,
          event.recordedAt,
          JSON.stringify(d.items),
        ],
      );
      return;
    }
    case 'CustomerRoutePositionSet': {
      const d = event.data;
      // A customer placed in a route before any schedule of their own keeps the default one: daily, one can.
      await tx.query(
        `INSERT INTO customer_schedules (customer_id, plant_id, owner_id, kind, days, every_n, start_date, quantity, route_position, is_default, stream_version, updated_at)
         VALUES ($1, $2, $3, 'daily', '{}', NULL, NULL, 1, $4, true, $5, $6)
         ON CONFLICT (customer_id) DO UPDATE
            SET route_position = EXCLUDED.route_position, stream_version = EXCLUDED.stream_version, updated_at = EXCLUDED.updated_at
          WHERE customer_schedules.stream_version < EXCLUDED.stream_version`,
        [d.customer_id, d.plant_id, d.owner_id, d.route_position, event.streamVersion, event.recordedAt],
      );
      return;
    }
    case 'CustomerDeleted':
      await tx.query(`DELETE FROM customer_schedules WHERE customer_id = $1`, [event.data.customer_id]);
      return;
  }
}

export const scheduleProjection: InlineProjection<ScheduleEvent | CustomerDeleted> = {
  name: 'customer-schedules',
  tables: ['customer_schedules'],
  handles: [...SCHEDULE_EVENT_TYPES, 'CustomerDeleted'],
  apply,
};
