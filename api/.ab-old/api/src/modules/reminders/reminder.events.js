"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.REMINDER_EVENT_TYPES = exports.customerRemindersStreamId = exports.plantRemindersStreamId = void 0;
/** A plant's reminder settings: `plant-reminders-{plantId}`. */
const plantRemindersStreamId = (plantId) => `plant-reminders-${plantId}`;
exports.plantRemindersStreamId = plantRemindersStreamId;
/** The reminders sent to one customer: `customer-reminders-{customerId}`. */
const customerRemindersStreamId = (customerId) => `customer-reminders-${customerId}`;
exports.customerRemindersStreamId = customerRemindersStreamId;
exports.REMINDER_EVENT_TYPES = ['ReminderTemplateSet', 'PaymentReminderSent'];
//# sourceMappingURL=reminder.events.js.map