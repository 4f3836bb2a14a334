import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { HolidayEvent } from './holiday.events';

export const HOLIDAY_NOT_FOUND = 'Holiday not found.';
export const HOLIDAY_TAKEN = 'This day is already a holiday of the plant.';

export interface HolidaysState {
  /** holiday id → its day */
  holidays: Map<number, string>;
}

export type HolidayCommand =
  | { type: 'AddHoliday'; plantId: number; ownerId: number; holidayId: number; date: string; reason: string | null }
  | { type: 'RemoveHoliday'; plantId: number; ownerId: number; holidayId: number };

function evolve(state: HolidaysState, event: HolidayEvent): HolidaysState {
  const holidays = new Map(state.holidays);
  if (event.type === 'PlantHolidayAdded') holidays.set(event.data.holiday_id, event.data.date);
  else holidays.delete(event.data.holiday_id);
  return { holidays };
}

function decide(command: HolidayCommand, state: HolidaysState): HolidayEvent[] {
  const ref = { plant_id: command.plantId, owner_id: command.ownerId, holiday_id: command.holidayId };
  switch (command.type) {
    case 'AddHoliday':
      if ([...state.holidays.values()].includes(command.date)) throw DomainError.field('date', HOLIDAY_TAKEN);
      return [{ type: 'PlantHolidayAdded', data: { ...ref, date: command.date, reason: command.reason } }];
    case 'RemoveHoliday': {
      const date = state.holidays.get(command.holidayId);
      if (date === undefined) throw DomainError.notFound(HOLIDAY_NOT_FOUND);
      return [{ type: 'PlantHolidayRemoved', data: { ...ref, date } }];
    }
  }
}

/** A plant's holidays: days on which nobody is due. */
export const holidayDecider: Decider<HolidaysState, HolidayCommand, HolidayEvent> = {
  initialState: { holidays: new Map() },
  evolve,
  decide,
};
