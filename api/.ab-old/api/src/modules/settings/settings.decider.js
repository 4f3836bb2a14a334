"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.settingsDecider = void 0;
const initialState = { values: {} };
function evolve(state, event) {
    return { values: { ...state.values, [event.data.key]: event.data.value } };
}
function decide(command, state) {
    const events = [];
    for (const [key, value] of Object.entries(command.values)) {
        const previous = key in state.values ? state.values[key] : null;
        if (command.type === 'SeedSettings' && previous !== null)
            continue;
        if (previous === value)
            continue;
        events.push({ type: 'SystemSettingChanged', data: { key, value, previous } });
    }
    return events;
}
/** The global settings: a change is recorded per key, only when the value differs. */
exports.settingsDecider = { initialState, evolve, decide };
//# sourceMappingURL=settings.decider.js.map