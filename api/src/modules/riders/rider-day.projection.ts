import { StoredOf } from '../../platform/event-store/event.types';
import { markPlant } from '../../platform/event-store/plant-marks';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { RiderDayEvent, RIDER_DAY_EVENT_TYPES } from './rider-day.events';

/** One close as the history lists it. */
function historyEntry(event: StoredOf<RiderDayEvent>): string {
  const d = event.data;
  return JSON.stringify({
    cash_handed_over: d.cash_handed_over,
    cans_returned_to_plant: d.cans_returned_to_plant,
    full_cans_taken: d.full_cans_taken,
    expected_cash: d.expected_cash,
    expected_cans_back: d.expected_cans_back,
    products: d.products,
    closed_by: d.closed_by,
    closed_at: event.recordedAt.toISOString(),
  });
}

/** `rider_day_closes`: the latest close of each rider's day, with every close of it in `history`. */
async function apply(event: StoredOf<RiderDayEvent>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  // The reports kept in process check this mark (report.queries.ts).
  markPlant(tx, 'rider_day_plant_marks', d.plant_id);
  const values = [
    d.employee_id,
    d.date,
    d.plant_id,
    d.owner_id,
    d.cash_handed_over,
    d.cans_returned_to_plant,
    d.full_cans_taken,
    event.recordedAt,
    historyEntry(event),
    JSON.stringify(d.products),
  ];
  if (event.type === 'RiderDayClosed') {
    await tx.query(
      `INSERT INTO rider_day_closes (employee_id, date, plant_id, owner_id, cash_handed_over, cans_returned_to_plant, full_cans_taken, products, closes, history, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $10::jsonb, 1, jsonb_build_array($9::jsonb), $8)
       ON CONFLICT (employee_id, date) DO NOTHING`,
      values,
    );
    return;
  }
  await tx.query(
    `UPDATE rider_day_closes
        SET cash_handed_over = $5, cans_returned_to_plant = $6, full_cans_taken = $7, products = $10::jsonb, closes = closes + 1,
            history = history || jsonb_build_array($9::jsonb), closed_at = $8
      WHERE employee_id = $1 AND date = $2 AND plant_id = $3 AND owner_id = $4`,
    values,
  );
}

export const riderDayProjection: InlineProjection<RiderDayEvent> = {
  name: 'rider-days',
  tables: ['rider_day_closes', 'rider_day_plant_marks'],
  handles: RIDER_DAY_EVENT_TYPES,
  apply,
};
