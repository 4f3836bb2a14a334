"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cansRule = exports.amountRule = exports.idRule = void 0;
exports.TextField = TextField;
exports.NumberField = NumberField;
exports.CalendarDate = CalendarDate;
const class_validator_1 = require("class-validator");
const plant_day_1 = require("../../platform/domain/plant-day");
/**
 * Field rules that answer with one message per field: the first rule broken, in the order a
 * person fixes them (missing, wrong kind, out of range). Stacked class-validator decorators
 * would report "required" and "too long" together for a missing name.
 */
const isBlank = (value) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
function textProblem(value, rule) {
    if (isBlank(value))
        return rule.required ?? null;
    if (typeof value !== 'string')
        return rule.notText ?? rule.required ?? 'This field must be text.';
    if (rule.min && value.trim().length < rule.min[0])
        return rule.min[1];
    if (value.length > rule.max)
        return rule.tooLong;
    if (rule.pattern && !rule.pattern[0].test(value))
        return rule.pattern[1];
    return null;
}
function TextField(rule) {
    return (0, class_validator_1.ValidateBy)({
        name: 'textField',
        validator: {
            validate: (value) => textProblem(value, rule) === null,
            defaultMessage: (args) => textProblem(args?.value, rule) ?? '',
        },
    });
}
function numberProblem(value, rule) {
    if (value === undefined || value === null || value === '')
        return rule.required ?? null;
    if (typeof value !== 'number' || !Number.isFinite(value))
        return rule.notNumber;
    if (rule.integer && !Number.isInteger(value))
        return rule.notNumber;
    if (rule.maxDecimals !== undefined && Math.round(value * 10 ** rule.maxDecimals) / 10 ** rule.maxDecimals !== value)
        return rule.notNumber;
    if (rule.min && value < rule.min[0])
        return rule.min[1];
    if (rule.max && value > rule.max[0])
        return rule.max[1];
    return null;
}
function NumberField(rule) {
    return (0, class_validator_1.ValidateBy)({
        name: 'numberField',
        validator: {
            validate: (value) => numberProblem(value, rule) === null,
            defaultMessage: (args) => numberProblem(args?.value, rule) ?? '',
        },
    });
}
/** A plant day written YYYY-MM-DD. */
function CalendarDate(message, options = {}) {
    const problem = (value) => {
        if (value === undefined || value === null || value === '')
            return options.required ?? null;
        return (0, plant_day_1.isCalendarDate)(value) ? null : message;
    };
    return (0, class_validator_1.ValidateBy)({
        name: 'calendarDate',
        validator: {
            validate: (value) => problem(value) === null,
            defaultMessage: (args) => problem(args?.value) ?? '',
        },
    });
}
/** A positive integer id (`required`: its message when missing; absent: optional). */
const idRule = (field, required) => ({
    required,
    notNumber: `The ${field} must be a positive integer.`,
    integer: true,
    min: [1, `The ${field} must be a positive integer.`],
    max: [Number.MAX_SAFE_INTEGER, `The ${field} must be a positive integer.`],
});
exports.idRule = idRule;
/** Money with at most 2 decimals, from `min` (0: not negative) to `max`. */
const amountRule = (field, min, max) => ({
    notNumber: `The ${field} must be a number with at most 2 decimals.`,
    maxDecimals: 2,
    min: [min, min === 0 ? `The ${field} may not be negative.` : `The ${field} is out of range.`],
    max: [max, `The ${field} is out of range.`],
});
exports.amountRule = amountRule;
/** A whole number of cans from `min` (0: not negative) to `max`. */
const cansRule = (field, max, min = 0) => ({
    notNumber: `The ${field} must be a whole number.`,
    integer: true,
    min: [min, min === 0 ? `The ${field} may not be negative.` : `The ${field} is out of range.`],
    max: [max, `The ${field} is out of range.`],
});
exports.cansRule = cansRule;
//# sourceMappingURL=field-rules.js.map