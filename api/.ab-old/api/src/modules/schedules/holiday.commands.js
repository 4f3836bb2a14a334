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
exports.HOLIDAY_COMMAND_HANDLERS = exports.RemoveHolidayHandler = exports.RemoveHolidayCommand = exports.AddHolidayHandler = exports.AddHolidayCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const event_store_1 = require("../../platform/event-store/event-store");
const holiday_decider_1 = require("./holiday.decider");
const holiday_events_1 = require("./holiday.events");
/** POST /holidays: a day of the plant on which nobody is due. Returns the holiday's id. */
class AddHolidayCommand {
    ownerId;
    plantId;
    date;
    reason;
    constructor(ownerId, plantId, date, reason) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.date = date;
        this.reason = reason;
    }
}
exports.AddHolidayCommand = AddHolidayCommand;
let AddHolidayHandler = class AddHolidayHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ ownerId, plantId, date, reason }) {
        const holidayId = await this.store.nextId('plant_holiday_ids');
        await this.store.handle((0, holiday_events_1.plantHolidaysStreamId)(plantId), holiday_decider_1.holidayDecider, { type: 'AddHoliday', plantId, ownerId, holidayId, date, reason }, { tenant_id: ownerId }, { retryOnConflict: 5 });
        return holidayId;
    }
};
exports.AddHolidayHandler = AddHolidayHandler;
exports.AddHolidayHandler = AddHolidayHandler = __decorate([
    (0, cqrs_1.CommandHandler)(AddHolidayCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], AddHolidayHandler);
/** DELETE /holidays/{id}: one of the owner's plants' holidays (404 for anyone else's). */
class RemoveHolidayCommand {
    ownerId;
    holidayId;
    constructor(ownerId, holidayId) {
        this.ownerId = ownerId;
        this.holidayId = holidayId;
    }
}
exports.RemoveHolidayCommand = RemoveHolidayCommand;
let RemoveHolidayHandler = class RemoveHolidayHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, holidayId }) {
        const row = await this.sql.one(`SELECT plant_id, date::text AS date FROM plant_holidays WHERE id = $1 AND owner_id = $2`, [holidayId, ownerId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(holiday_decider_1.HOLIDAY_NOT_FOUND);
        const plantId = Number(row.plant_id);
        await this.store.handle((0, holiday_events_1.plantHolidaysStreamId)(plantId), holiday_decider_1.holidayDecider, { type: 'RemoveHoliday', plantId, ownerId, holidayId }, { tenant_id: ownerId }, { retryOnConflict: 5 });
        return { plantId, date: row.date };
    }
};
exports.RemoveHolidayHandler = RemoveHolidayHandler;
exports.RemoveHolidayHandler = RemoveHolidayHandler = __decorate([
    (0, cqrs_1.CommandHandler)(RemoveHolidayCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], RemoveHolidayHandler);
exports.HOLIDAY_COMMAND_HANDLERS = [AddHolidayHandler, RemoveHolidayHandler];
//# sourceMappingURL=holiday.commands.js.map