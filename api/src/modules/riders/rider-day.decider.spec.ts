import { givenDecider } from '../../platform/event-store/decider.testing';
import { riderDayDecider } from './rider-day.decider';
import { RiderDayCount, RiderDayEvent } from './rider-day.events';

const given = givenDecider(riderDayDecider);
const ref = { employee_id: 7, plant_id: 3, owner_id: 2, date: '2026-11-24' };
const count = (over: Partial<RiderDayCount> = {}): RiderDayCount => ({
  cash_handed_over: '1000.00',
  cans_returned_to_plant: 5,
  full_cans_taken: 20,
  expected_cash: '1200.00',
  expected_cans_back: 6,
  products: [],
  closed_by: 'rider',
  ...over,
});
const close = (c: RiderDayCount) => ({ type: 'CloseRiderDay' as const, ref, count: c });
const closed: RiderDayEvent = { type: 'RiderDayClosed', data: { ...ref, ...count() } };

describe('rider day decider', () => {
  it('closes an open day', () => {
    given()
      .when(close(count()))
      .then([{ type: 'RiderDayClosed', data: { ...ref, ...count() } }]);
  });

  it('corrects a closed day with new counts, keeping the first in the log', () => {
    given(closed)
      .when(close(count({ cash_handed_over: '1200.00' })))
      .then([{ type: 'RiderDayCloseCorrected', data: { ...ref, ...count({ cash_handed_over: '1200.00' }) } }]);
  });

  it('changes nothing for the same counts again, whoever sends them', () => {
    given(closed)
      .when(close(count({ closed_by: 'owner' })))
      .thenNothing();
  });

  it('corrects when the expected figures moved (an entry saved after the close)', () => {
    given(closed)
      .when(close(count({ expected_cash: '1300.00' })))
      .then([{ type: 'RiderDayCloseCorrected', data: { ...ref, ...count({ expected_cash: '1300.00' }) } }]);
  });
});
