"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SCHEDULE_EVENT_TYPES = exports.customerScheduleStreamId = void 0;
/**
 * One stream per customer for their delivery schedule (`customer-schedule-{customerId}`), apart
 * from the customer's own stream: a schedule edit or a route reorder never races a delivery or a
 * payment on the ledger, and the stream stays a handful of events long.
 */
const customerScheduleStreamId = (customerId) => `customer-schedule-${customerId}`;
exports.customerScheduleStreamId = customerScheduleStreamId;
exports.SCHEDULE_EVENT_TYPES = ['CustomerScheduleSet', 'CustomerRoutePositionSet'];
//# sourceMappingURL=schedule.events.js.map