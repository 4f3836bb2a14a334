"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertOpenDay = assertOpenDay;
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
/**
 * Refuses a new entry or payment dated after the plant's today or inside its lock period.
 * `field` names the input that carries the day, for the 422.
 */
function assertOpenDay(date, calendar, field = 'date') {
    const today = (0, plant_day_1.plantToday)(calendar.timeZone);
    if (date > today)
        throw domain_error_1.DomainError.field(field, `Entries cannot be dated after today (${today}, the plant's day).`);
    const open = (0, plant_calendar_1.firstOpenDay)(today, calendar.lockPeriodDays);
    if (date < open)
        throw domain_error_1.DomainError.field(field, `${date} is locked: days more than ${calendar.lockPeriodDays} days back (before ${open}) take no new entries; reverse an entry with a reason instead.`);
}
//# sourceMappingURL=entry-dates.js.map