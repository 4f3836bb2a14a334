import { Decider } from '../../platform/event-store/decider';
import { RiderDayCount, RiderDayEvent, RiderDayRef } from './rider-day.events';

export interface RiderDayState {
  closed: boolean;
  latest: RiderDayCount | null;
}

export type RiderDayCommand = { type: 'CloseRiderDay'; ref: RiderDayRef; count: RiderDayCount };

const initialState: RiderDayState = { closed: false, latest: null };

function evolve(state: RiderDayState, event: RiderDayEvent): RiderDayState {
  const { employee_id: _e, plant_id: _p, owner_id: _o, date: _d, ...count } = event.data;
  return { closed: true, latest: count };
}

const COUNTED: (keyof RiderDayCount)[] = [
  'cash_handed_over',
  'cans_returned_to_plant',
  'full_cans_taken',
  'expected_cash',
  'expected_cans_back',
];

/**
 * A rider's day close. The first is `RiderDayClosed`; any later one is a correction that keeps
 * the history (the latest counts stand). The same counts again (a retried form) change nothing.
 */
function decide(command: RiderDayCommand, state: RiderDayState): RiderDayEvent[] {
  const data = { ...command.ref, ...command.count };
  if (!state.closed) return [{ type: 'RiderDayClosed', data }];
  const latest = state.latest!;
  const sameProducts = JSON.stringify(latest.products) === JSON.stringify(command.count.products);
  if (sameProducts && COUNTED.every((field) => latest[field] === command.count[field])) return [];
  return [{ type: 'RiderDayCloseCorrected', data }];
}

export const riderDayDecider: Decider<RiderDayState, RiderDayCommand, RiderDayEvent> = { initialState, evolve, decide };
