import { riderDayDecider } from './rider-day.decider';
import { RiderDayCount, RiderDayEvent } from './rider-day.events';

const ref = { employee_id: 7, plant_id: 3, owner_id: 2, date: '2026-11-24' };
const count = (over: Partial<RiderDayCount> = {}): RiderDayCount => ({
  cash_handed_over: '1000.00',
  cans_returned_to_plant: 5,
  full_cans_taken: 20,
  expected_cash: '1200.00',
  expected_cans_back: 6,
  closed_by: 'rider',
  ...over,
});
const close = (c: RiderDayCount) => ({ type: 'CloseRiderDay' as const, ref, count: c });
const given = (events: RiderDayEvent[]) => events.reduce(riderDayDecider.evolve, riderDayDecider.initialState);

describe('rider day decider', () => {
  it('closes an open day', () => {
    expect(riderDayDecider.decide(close(count()), riderDayDecider.initialState)).toEqual([
      { type: 'RiderDayClosed', data: { ...ref, ...count() } },
    ]);
  });

  it('corrects a closed day with new counts, keeping the first in the log', () => {
    const state = given([{ type: 'RiderDayClosed', data: { ...ref, ...count() } }]);
    expect(riderDayDecider.decide(close(count({ cash_handed_over: '1200.00' })), state)).toEqual([
      { type: 'RiderDayCloseCorrected', data: { ...ref, ...count({ cash_handed_over: '1200.00' }) } },
    ]);
  });

  it('changes nothing for the same counts again, whoever sends them', () => {
    const state = given([{ type: 'RiderDayClosed', data: { ...ref, ...count() } }]);
    expect(riderDayDecider.decide(close(count({ closed_by: 'owner' })), state)).toEqual([]);
  });

  it('corrects when the expected figures moved (an entry saved after the close)', () => {
    const state = given([{ type: 'RiderDayClosed', data: { ...ref, ...count() } }]);
    expect(riderDayDecider.decide(close(count({ expected_cash: '1300.00' })), state)).toHaveLength(1);
  });
});
