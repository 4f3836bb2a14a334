"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.REMINDER_COMMAND_HANDLERS = exports.MarkReminderSentHandler = exports.MarkReminderSentCommand = exports.SetReminderTemplateHandler = exports.SetReminderTemplateCommand = exports.REMINDER_CUSTOMER_NOT_FOUND = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
const event_store_1 = require("../../platform/event-store/event-store");
const reminder_decider_1 = require("./reminder.decider");
const reminder_events_1 = require("./reminder.events");
exports.REMINDER_CUSTOMER_NOT_FOUND = 'Customer not found.';
/** PUT /reminders/template: the plant's reminder text (the plant is the caller's, checked by the route). */
class SetReminderTemplateCommand {
    ownerId;
    plantId;
    template;
    language;
    constructor(ownerId, plantId, template, language) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.template = template;
        this.language = language;
    }
}
exports.SetReminderTemplateCommand = SetReminderTemplateCommand;
let SetReminderTemplateHandler = class SetReminderTemplateHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, template, language }) {
        await this.store.handle((0, reminder_events_1.plantRemindersStreamId)(plantId), reminder_decider_1.plantReminderDecider, { type: 'SetTemplate', plantId, ownerId, template, language }, { tenant_id: ownerId }, { retryOnConflict: 3 });
    }
};
exports.SetReminderTemplateHandler = SetReminderTemplateHandler;
exports.SetReminderTemplateHandler = SetReminderTemplateHandler = __decorate([
    (0, cqrs_1.CommandHandler)(SetReminderTemplateCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], SetReminderTemplateHandler);
/** POST /reminders/{customerId}/sent: the owner opened WhatsApp with the reminder; recorded with what was owed and its age. */
class MarkReminderSentCommand {
    ownerId;
    plantId;
    customerId;
    constructor(ownerId, plantId, customerId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.customerId = customerId;
    }
}
exports.MarkReminderSentCommand = MarkReminderSentCommand;
let MarkReminderSentHandler = class MarkReminderSentHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, plantId, customerId }) {
        const customer = await this.sql.one(`SELECT c.balance::text AS balance, p.time_zone,
              (SELECT min(date)::text FROM customer_open_debits o WHERE o.customer_id = c.id) AS oldest
         FROM customers c JOIN plants p ON p.id = c.plant_id
        WHERE c.id = $1 AND c.owner_id = $2 AND c.plant_id = $3`, [customerId, ownerId, plantId]);
        if (!customer)
            throw domain_error_1.DomainError.notFound(exports.REMINDER_CUSTOMER_NOT_FOUND);
        const today = (0, plant_day_1.plantToday)(customer.time_zone);
        const ageDays = customer.oldest ? (0, plant_day_1.daysBetween)(customer.oldest, today) : null;
        const { state, events } = await this.store.handle((0, reminder_events_1.customerRemindersStreamId)(customerId), reminder_decider_1.customerReminderDecider, { type: 'MarkSent', customerId, plantId, ownerId, amount: customer.balance, ageDays }, { tenant_id: ownerId }, { retryOnConflict: 3 });
        return { customer_id: customerId, sent_at: events[events.length - 1].recordedAt.toISOString(), sends: state.sends };
    }
};
exports.MarkReminderSentHandler = MarkReminderSentHandler;
exports.MarkReminderSentHandler = MarkReminderSentHandler = __decorate([
    (0, cqrs_1.CommandHandler)(MarkReminderSentCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], MarkReminderSentHandler);
exports.REMINDER_COMMAND_HANDLERS = [SetReminderTemplateHandler, MarkReminderSentHandler];
//# sourceMappingURL=reminder.commands.js.map