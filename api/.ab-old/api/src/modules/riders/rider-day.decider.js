"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.riderDayDecider = void 0;
const initialState = { closed: false, latest: null };
function evolve(state, event) {
    const { employee_id: _e, plant_id: _p, owner_id: _o, date: _d, ...count } = event.data;
    return { closed: true, latest: count };
}
const COUNTED = [
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
function decide(command, state) {
    const data = { ...command.ref, ...command.count };
    if (!state.closed)
        return [{ type: 'RiderDayClosed', data }];
    const latest = state.latest;
    if (COUNTED.every((field) => latest[field] === command.count[field]))
        return [];
    return [{ type: 'RiderDayCloseCorrected', data }];
}
exports.riderDayDecider = { initialState, evolve, decide };
//# sourceMappingURL=rider-day.decider.js.map