import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { ScheduleEvent, ScheduleRef } from './schedule.events';
import { DEFAULT_SCHEDULE, sameSchedule, ScheduleSettings, settingsProblems } from './schedule-rules';

export interface ScheduleState {
  /** Null until the customer's first schedule event: the default schedule applies. */
  schedule: ScheduleSettings | null;
  routePosition: number | null;
}

export type ScheduleCommand =
  /** `routePosition` undefined keeps the current position. */
  | { type: 'SetSchedule'; ref: ScheduleRef; schedule: ScheduleSettings; routePosition?: number | null }
  | { type: 'SetRoutePosition'; ref: ScheduleRef; routePosition: number };

export const initialScheduleState: ScheduleState = { schedule: null, routePosition: null };

function evolve(state: ScheduleState, event: ScheduleEvent): ScheduleState {
  switch (event.type) {
    case 'CustomerScheduleSet': {
      const { kind, days, every_n, start_date, quantity, items, route_position } = event.data;
      return { schedule: { kind, days, every_n, start_date, quantity, items }, routePosition: route_position };
    }
    case 'CustomerRoutePositionSet':
      return { ...state, routePosition: event.data.route_position };
  }
}

function decide(command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] {
  switch (command.type) {
    case 'SetSchedule': {
      // The DTO checked the input; the decider holds the same rules for any other caller.
      const errors = settingsProblems(command.schedule);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw DomainError.validation(first, errors);
      const routePosition = command.routePosition === undefined ? state.routePosition : command.routePosition;
      const current = state.schedule ?? DEFAULT_SCHEDULE;
      // The first schedule is recorded even when it equals the default: the owner chose it.
      if (state.schedule !== null && sameSchedule(current, command.schedule) && routePosition === state.routePosition) return [];
      return [{ type: 'CustomerScheduleSet', data: { ...command.ref, ...command.schedule, route_position: routePosition } }];
    }
    case 'SetRoutePosition':
      if (state.routePosition === command.routePosition) return [];
      return [{ type: 'CustomerRoutePositionSet', data: { ...command.ref, route_position: command.routePosition } }];
  }
}

/** One customer's delivery schedule and route position. */
export const scheduleDecider: Decider<ScheduleState, ScheduleCommand, ScheduleEvent> = {
  initialState: initialScheduleState,
  evolve,
  decide,
};
