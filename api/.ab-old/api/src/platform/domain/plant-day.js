"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PLANT_TIME_ZONE = void 0;
exports.plantDate = plantDate;
exports.plantToday = plantToday;
exports.canonicalTimeZone = canonicalTimeZone;
exports.isCalendarDate = isCalendarDate;
exports.shiftDay = shiftDay;
exports.daysBetween = daysBetween;
/**
 * A plant's day is its local day, whatever the server's zone (docs/architecture.md, "Money, cans
 * and days"). Each plant has a time-zone setting (`plants.time_zone`, default Asia/Karachi); a
 * caller that knows the plant passes its zone, one that does not gets the default.
 */
exports.PLANT_TIME_ZONE = 'Asia/Karachi';
/** One formatter per zone, made on first use (making one costs far more than formatting with it). */
const DAY_FORMATS = new Map();
function dayFormat(timeZone) {
    let format = DAY_FORMATS.get(timeZone);
    if (!format) {
        format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
        DAY_FORMATS.set(timeZone, format);
    }
    return format;
}
/** The plant's day (YYYY-MM-DD) at an instant, in the plant's zone. */
function plantDate(instant, timeZone = exports.PLANT_TIME_ZONE) {
    return dayFormat(timeZone).format(instant);
}
/** The plant's day now (YYYY-MM-DD), in the plant's zone. */
function plantToday(timeZone = exports.PLANT_TIME_ZONE) {
    return plantDate(new Date(), timeZone);
}
/**
 * The IANA name of a time zone as Intl knows it ('asia/karachi' → 'Asia/Karachi'), or null when
 * it is not one. Only names: fixed offsets ('+05:00') are refused, a plant's zone follows its
 * country's rules.
 */
function canonicalTimeZone(value) {
    if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value))
        return null;
    try {
        return new Intl.DateTimeFormat('en-CA', { timeZone: value }).resolvedOptions().timeZone;
    }
    catch {
        return null;
    }
}
/** True for a real calendar day written YYYY-MM-DD, in the years a business day can fall (1900 to 2999). */
function isCalendarDate(value) {
    if (typeof value !== 'string' || !/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value))
        return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
/** The day `days` after a YYYY-MM-DD day (negative: before), by the calendar, not by clock hours. */
function shiftDay(date, days) {
    const instant = new Date(`${date}T00:00:00Z`);
    instant.setUTCDate(instant.getUTCDate() + days);
    return instant.toISOString().slice(0, 10);
}
/** Whole days from `from` to `to` (YYYY-MM-DD). */
function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
//# sourceMappingURL=plant-day.js.map