"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scheduleDecider = exports.initialScheduleState = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
const schedule_rules_1 = require("./schedule-rules");
exports.initialScheduleState = { schedule: null, routePosition: null };
function evolve(state, event) {
    switch (event.type) {
        case 'CustomerScheduleSet': {
            const { kind, days, every_n, start_date, quantity, route_position } = event.data;
            return { schedule: { kind, days, every_n, start_date, quantity }, routePosition: route_position };
        }
        case 'CustomerRoutePositionSet':
            return { ...state, routePosition: event.data.route_position };
    }
}
function decide(command, state) {
    switch (command.type) {
        case 'SetSchedule': {
            // The DTO checked the input; the decider holds the same rules for any other caller.
            const errors = (0, schedule_rules_1.scheduleProblems)(command.schedule);
            const first = Object.values(errors)[0]?.[0];
            if (first)
                throw domain_error_1.DomainError.validation(first, errors);
            const routePosition = command.routePosition === undefined ? state.routePosition : command.routePosition;
            const current = state.schedule ?? schedule_rules_1.DEFAULT_SCHEDULE;
            // The first schedule is recorded even when it equals the default: the owner chose it.
            if (state.schedule !== null && (0, schedule_rules_1.sameSchedule)(current, command.schedule) && routePosition === state.routePosition)
                return [];
            return [{ type: 'CustomerScheduleSet', data: { ...command.ref, ...command.schedule, route_position: routePosition } }];
        }
        case 'SetRoutePosition':
            if (state.routePosition === command.routePosition)
                return [];
            return [{ type: 'CustomerRoutePositionSet', data: { ...command.ref, route_position: command.routePosition } }];
    }
}
/** One customer's delivery schedule and route position. */
exports.scheduleDecider = {
    initialState: exports.initialScheduleState,
    evolve,
    decide,
};
//# sourceMappingURL=schedule.decider.js.map