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
exports.RIDER_DAY_COMMAND_HANDLERS = exports.CloseRiderDayHandler = exports.CloseRiderDayCommand = exports.FUTURE_DAY = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const event_store_1 = require("../../platform/event-store/event-store");
const plant_calendar_1 = require("../plants/plant-calendar");
const rider_day_decider_1 = require("./rider-day.decider");
const rider_day_events_1 = require("./rider-day.events");
const rider_day_queries_1 = require("./rider-day.queries");
exports.FUTURE_DAY = 'A day after today cannot be closed.';
/**
 * Closes a rider's day (or corrects its close): the expected figures are read from the day's
 * totals at this moment and kept in the event beside the counts. The employee's ownership is
 * checked before dispatch.
 */
class CloseRiderDayCommand {
    ownerId;
    plantId;
    employeeId;
    input;
    closedBy;
    constructor(ownerId, plantId, employeeId, input, closedBy) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.employeeId = employeeId;
        this.input = input;
        this.closedBy = closedBy;
    }
}
exports.CloseRiderDayCommand = CloseRiderDayCommand;
let CloseRiderDayHandler = class CloseRiderDayHandler {
    store;
    sql;
    constructor(store, sql) {
        this.store = store;
        this.sql = sql;
    }
    async execute({ ownerId, plantId, employeeId, input, closedBy }) {
        const query = (text, values) => this.sql.rows(text, values);
        const calendar = await (0, plant_calendar_1.loadPlantCalendar)(query, plantId);
        if (input.date > (0, plant_day_1.plantToday)(calendar.timeZone))
            throw domain_error_1.DomainError.field('date', exports.FUTURE_DAY);
        const figures = await (0, rider_day_queries_1.riderDayFigures)(query, plantId, employeeId, input.date);
        const close = {
            cash_handed_over: (0, money_1.money)(input.cash_handed_over),
            cans_returned_to_plant: input.cans_returned_to_plant,
            full_cans_taken: input.full_cans_taken,
        };
        const reckoned = (0, rider_day_queries_1.reckon)(figures, close);
        await this.store.handle((0, rider_day_events_1.riderDayStreamId)(employeeId, input.date), rider_day_decider_1.riderDayDecider, {
            type: 'CloseRiderDay',
            ref: { employee_id: employeeId, plant_id: plantId, owner_id: ownerId, date: input.date },
            count: {
                ...close,
                expected_cash: (0, rider_day_queries_1.expectedCashText)(figures),
                expected_cans_back: reckoned.expected_cans_back,
                closed_by: closedBy,
            },
        }, { tenant_id: ownerId }, { retryOnConflict: 2 });
        const row = await this.sql.one(`SELECT closed_at, closes FROM rider_day_closes WHERE employee_id = $1 AND date = $2::date`, [employeeId, input.date]);
        return {
            employee_id: employeeId,
            date: input.date,
            ...reckoned,
            closed_at: new Date(row.closed_at).toISOString(),
            closes: row.closes,
        };
    }
};
exports.CloseRiderDayHandler = CloseRiderDayHandler;
exports.CloseRiderDayHandler = CloseRiderDayHandler = __decorate([
    (0, cqrs_1.CommandHandler)(CloseRiderDayCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        sql_1.Sql])
], CloseRiderDayHandler);
exports.RIDER_DAY_COMMAND_HANDLERS = [CloseRiderDayHandler];
//# sourceMappingURL=rider-day.commands.js.map