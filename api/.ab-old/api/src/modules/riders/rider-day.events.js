"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RIDER_DAY_EVENT_TYPES = exports.riderDayStreamId = void 0;
/**
 * One rider's day (`rider-day-{employeeId}_{YYYYMMDD}`): the date is written without hyphens so
 * the store's stream type (the id up to its last hyphen) is `rider-day` for every such stream.
 */
const riderDayStreamId = (employeeId, date) => `rider-day-${employeeId}_${date.replace(/-/g, '')}`;
exports.riderDayStreamId = riderDayStreamId;
exports.RIDER_DAY_EVENT_TYPES = ['RiderDayClosed', 'RiderDayCloseCorrected'];
//# sourceMappingURL=rider-day.events.js.map