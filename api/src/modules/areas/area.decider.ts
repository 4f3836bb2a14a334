import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { Decider } from '../../platform/event-store/decider';
import { AreaEvent } from './area.events';

export const AREA_NOT_FOUND = 'Area not found.';

export interface AreaState {
  status: 'none' | 'open' | 'deleted';
  ref: { area_id: number; plant_id: number; owner_id: number } | null;
  name: string;
  description: string;
  isActive: boolean;
  employeeIds: Set<number>;
}

export type AreaCommand =
  | { type: 'CreateArea'; areaId: number; plantId: number; ownerId: number; name: string; description: string }
  | { type: 'ChangeArea'; name: string; description: string }
  | { type: 'ToggleAreaStatus' }
  | { type: 'DeleteArea'; customersCount: number; dailyEntriesCount: number }
  | { type: 'AssignEmployee'; employeeId: number };

const initialState: AreaState = { status: 'none', ref: null, name: '', description: '', isActive: false, employeeIds: new Set() };

function evolve(state: AreaState, event: AreaEvent): AreaState {
  switch (event.type) {
    case 'AreaCreated': {
      const { area_id, plant_id, owner_id, name, description } = event.data;
      return { ...state, status: 'open', ref: { area_id, plant_id, owner_id }, name, description, isActive: true };
    }
    case 'AreaChanged':
      return { ...state, name: event.data.name, description: event.data.description };
    case 'AreaActivated':
    case 'AreaDeactivated':
      return { ...state, isActive: event.type === 'AreaActivated' };
    case 'AreaDeleted':
      return { ...state, status: 'deleted' };
    case 'EmployeeAssignedToArea':
      return { ...state, employeeIds: new Set([...state.employeeIds, event.data.employee_id]) };
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function decide(command: AreaCommand, state: AreaState): AreaEvent[] {
  if (command.type === 'CreateArea') {
    if (state.status !== 'none') throw DomainError.conflict('This area already exists.');
    const ref = { area_id: command.areaId, plant_id: command.plantId, owner_id: command.ownerId };
    return [{ type: 'AreaCreated', data: { ...ref, name: command.name, description: command.description } }];
  }
  if (state.status !== 'open' || !state.ref) throw DomainError.notFound(AREA_NOT_FOUND);
  const ref = state.ref;
  switch (command.type) {
    case 'ChangeArea':
      if (command.name === state.name && command.description === state.description) return [];
      return [{ type: 'AreaChanged', data: { ...ref, name: command.name, description: command.description } }];
    case 'ToggleAreaStatus':
      return [{ type: state.isActive ? 'AreaDeactivated' : 'AreaActivated', data: ref }];
    case 'DeleteArea': {
      const { customersCount, dailyEntriesCount } = command;
      if (customersCount > 0 || dailyEntriesCount > 0) {
        throw new DomainError(
          'validation',
          `Cannot delete this area: it has ${plural(customersCount, 'customer')} and ${plural(dailyEntriesCount, 'daily entry').replace('entrys', 'entries')}. ` +
            'Move or remove them first, or deactivate the area instead.',
          { code: ERROR_CODES.areaHasDependencies, data: { customers_count: customersCount, daily_entries_count: dailyEntriesCount } },
        );
      }
      return [{ type: 'AreaDeleted', data: ref }];
    }
    case 'AssignEmployee':
      return state.employeeIds.has(command.employeeId)
        ? []
        : [{ type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: command.employeeId } }];
  }
}

/** One delivery area of one plant: name, activity, deletion, who serves it. */
export const areaDecider: Decider<AreaState, AreaCommand, AreaEvent> = { initialState, evolve, decide };
