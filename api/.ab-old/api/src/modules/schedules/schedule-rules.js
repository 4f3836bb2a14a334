"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sameSchedule = exports.SCHEDULE_MESSAGES = exports.DEFAULT_SCHEDULE = exports.MAX_ROUTE_POSITION = exports.MAX_QUANTITY = exports.MAX_EVERY_N = exports.MIN_EVERY_N = exports.WEEKDAYS = exports.SCHEDULE_KINDS = void 0;
exports.scheduleFieldProblem = scheduleFieldProblem;
exports.scheduleProblems = scheduleProblems;
exports.scheduleSettingsFrom = scheduleSettingsFrom;
const plant_day_1 = require("../../platform/domain/plant-day");
/**
 * What a delivery schedule is and which of its fields each kind takes: one place for the DTO's
 * field messages and the decider's own check, so a schedule sent nested in POST /customers is
 * judged exactly as PUT /customers/{id}/schedule judges it.
 */
exports.SCHEDULE_KINDS = ['daily', 'alternate', 'weekdays', 'every_n_days', 'on_call'];
/** In calendar order from Monday; PostgreSQL's extract(isodow) is this index + 1. */
exports.WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
exports.MIN_EVERY_N = 2;
exports.MAX_EVERY_N = 365;
exports.MAX_QUANTITY = 1000;
exports.MAX_ROUTE_POSITION = 1_000_000;
/** A customer without a schedule of their own: every day, one can. */
exports.DEFAULT_SCHEDULE = { kind: 'daily', days: [], every_n: null, start_date: null, quantity: 1 };
const absent = (value) => value === undefined || value === null;
const KIND_LIST = exports.SCHEDULE_KINDS.join(', ');
exports.SCHEDULE_MESSAGES = {
    kindRequired: 'The kind is required.',
    kindInvalid: `The kind must be one of ${KIND_LIST}.`,
    daysRequired: 'Choose at least one day for a weekdays schedule.',
    daysInvalid: `The days must be a list of ${exports.WEEKDAYS.join(', ')}.`,
    daysRepeated: 'Each day may be listed once.',
    daysNotApplicable: 'Days apply only to a weekdays schedule.',
    everyNRequired: 'The every n field is required for an every_n_days schedule.',
    everyNInvalid: `The every n must be a whole number between ${exports.MIN_EVERY_N} and ${exports.MAX_EVERY_N}.`,
    everyNNotApplicable: 'Every n applies only to an every_n_days schedule.',
    startRequired: 'The start date is required for alternate and every_n_days schedules.',
    startInvalid: 'The start date must be a day written YYYY-MM-DD.',
    startNotApplicable: 'A start date applies only to alternate and every_n_days schedules.',
    quantityInvalid: `The quantity must be a whole number between 1 and ${exports.MAX_QUANTITY}.`,
    routeInvalid: 'The route position must be a whole number of 0 or more.',
};
const isKind = (value) => typeof value === 'string' && exports.SCHEDULE_KINDS.includes(value);
const wholeIn = (value, min, max) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
/** The one problem of a field of a schedule, given the whole schedule (its kind decides the rest), or null. */
function scheduleFieldProblem(field, input) {
    const value = input[field];
    const kind = isKind(input.kind) ? input.kind : null;
    switch (field) {
        case 'kind':
            if (absent(value) || value === '')
                return exports.SCHEDULE_MESSAGES.kindRequired;
            return isKind(value) ? null : exports.SCHEDULE_MESSAGES.kindInvalid;
        case 'days': {
            const empty = absent(value) || (Array.isArray(value) && value.length === 0);
            if (!empty && (!Array.isArray(value) || value.some((day) => !exports.WEEKDAYS.includes(day))))
                return exports.SCHEDULE_MESSAGES.daysInvalid;
            if (kind === 'weekdays') {
                if (empty)
                    return exports.SCHEDULE_MESSAGES.daysRequired;
                return new Set(value).size === value.length ? null : exports.SCHEDULE_MESSAGES.daysRepeated;
            }
            return kind !== null && !empty ? exports.SCHEDULE_MESSAGES.daysNotApplicable : null;
        }
        case 'every_n':
            if (!absent(value) && !wholeIn(value, exports.MIN_EVERY_N, exports.MAX_EVERY_N))
                return exports.SCHEDULE_MESSAGES.everyNInvalid;
            if (kind === 'every_n_days')
                return absent(value) ? exports.SCHEDULE_MESSAGES.everyNRequired : null;
            return kind !== null && !absent(value) ? exports.SCHEDULE_MESSAGES.everyNNotApplicable : null;
        case 'start_date': {
            const blank = absent(value) || value === '';
            if (!blank && !(0, plant_day_1.isCalendarDate)(value))
                return exports.SCHEDULE_MESSAGES.startInvalid;
            if (kind === 'alternate' || kind === 'every_n_days')
                return blank ? exports.SCHEDULE_MESSAGES.startRequired : null;
            return kind !== null && !blank ? exports.SCHEDULE_MESSAGES.startNotApplicable : null;
        }
        case 'quantity':
            return absent(value) || wholeIn(value, 1, exports.MAX_QUANTITY) ? null : exports.SCHEDULE_MESSAGES.quantityInvalid;
        case 'route_position':
            return absent(value) || wholeIn(value, 0, exports.MAX_ROUTE_POSITION) ? null : exports.SCHEDULE_MESSAGES.routeInvalid;
    }
}
const FIELDS = ['kind', 'days', 'every_n', 'start_date', 'quantity', 'route_position'];
/** Every field's problem, keyed by field (with a prefix for a nested schedule); empty when the schedule is sound. */
function scheduleProblems(input, prefix = '') {
    const errors = {};
    for (const field of FIELDS) {
        const problem = scheduleFieldProblem(field, input);
        if (problem)
            errors[`${prefix}${field}`] = [problem];
    }
    return errors;
}
/**
 * The settings a sound input stands for: the fields its kind does not use emptied, days in
 * calendar order, the quantity `current`'s (or 1) when absent. Check it with scheduleProblems first.
 */
function scheduleSettingsFrom(input, current = null) {
    const kind = input.kind;
    const days = kind === 'weekdays' ? exports.WEEKDAYS.filter((day) => input.days.includes(day)) : [];
    return {
        kind,
        days,
        every_n: kind === 'every_n_days' ? input.every_n : null,
        start_date: kind === 'alternate' || kind === 'every_n_days' ? input.start_date : null,
        quantity: absent(input.quantity) ? (current?.quantity ?? 1) : input.quantity,
    };
}
const sameSchedule = (a, b) => a.kind === b.kind &&
    a.days.join() === b.days.join() &&
    a.every_n === b.every_n &&
    a.start_date === b.start_date &&
    a.quantity === b.quantity;
exports.sameSchedule = sameSchedule;
//# sourceMappingURL=schedule-rules.js.map