"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HOLIDAY_EVENT_TYPES = exports.plantHolidaysStreamId = void 0;
/** One stream per plant for its holidays (`plant-holidays-{plantId}`): one holiday per day is a rule across them. */
const plantHolidaysStreamId = (plantId) => `plant-holidays-${plantId}`;
exports.plantHolidaysStreamId = plantHolidaysStreamId;
exports.HOLIDAY_EVENT_TYPES = ['PlantHolidayAdded', 'PlantHolidayRemoved'];
//# sourceMappingURL=holiday.events.js.map