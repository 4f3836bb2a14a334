import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { HOLIDAY_TAKEN } from './holiday.decider';
import { HolidayEvent, HOLIDAY_EVENT_TYPES } from './holiday.events';
import { DomainError } from '../../platform/domain/domain-error';

async function apply(event: StoredOf<HolidayEvent>, tx: ProjectionTransaction): Promise<void> {
  if (event.type === 'PlantHolidayAdded') {
    const d = event.data;
    await tx.query(
      `INSERT INTO plant_holidays (id, plant_id, owner_id, date, reason, created_at) VALUES ($1, $2, $3, $4::date, $5, $6)
       ON CONFLICT (id) DO NOTHING`,
      [d.holiday_id, d.plant_id, d.owner_id, d.date, d.reason, event.recordedAt],
    );
  } else {
    await tx.query(`DELETE FROM plant_holidays WHERE id = $1`, [event.data.holiday_id]);
  }
}

export const holidayProjection: InlineProjection<HolidayEvent> = {
  name: 'plant-holidays',
  tables: ['plant_holidays'],
  handles: HOLIDAY_EVENT_TYPES,
  apply,
  constraintErrors: { plant_holidays_one_per_day: () => DomainError.field('date', HOLIDAY_TAKEN) },
};
