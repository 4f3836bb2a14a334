"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.plantDays = plantDays;
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
/** The plant's today and its first open day, from its calendar settings (time zone, lock period). */
async function plantDays(query, plantId) {
    const calendar = await (0, plant_calendar_1.loadPlantCalendar)(query, plantId);
    const today = (0, plant_day_1.plantToday)(calendar.timeZone);
    return { today, lockedBefore: (0, plant_calendar_1.firstOpenDay)(today, calendar.lockPeriodDays) };
}
//# sourceMappingURL=expense-days.js.map