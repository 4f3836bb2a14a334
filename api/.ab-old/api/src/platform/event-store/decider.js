"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.fold = fold;
exports.asNewEvents = asNewEvents;
exports.decideAll = decideAll;
function fold(decider, events, from) {
    return events.reduce((state, event) => decider.evolve(state, event), from ?? decider.initialState);
}
function asNewEvents(events) {
    return events.map(({ type, data }) => ({ type, data }));
}
/** Decides commands one after another on the evolving state; the events of all of them, in order. */
function decideAll(decider, state, commands) {
    const events = [];
    let current = state;
    for (const command of commands) {
        const decided = decider.decide(command, current);
        current = fold(decider, decided, current);
        events.push(...decided);
    }
    return { state: current, events };
}
//# sourceMappingURL=decider.js.map