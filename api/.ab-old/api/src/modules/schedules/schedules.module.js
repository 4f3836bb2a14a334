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
exports.SchedulesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const holiday_commands_1 = require("./holiday.commands");
const holiday_projection_1 = require("./holiday.projection");
const holiday_queries_1 = require("./holiday.queries");
const holidays_controller_1 = require("./holidays.controller");
const schedule_commands_1 = require("./schedule.commands");
const schedule_projection_1 = require("./schedule.projection");
const schedule_queries_1 = require("./schedule.queries");
const schedules_controller_1 = require("./schedules.controller");
/**
 * Delivery schedules, route order and plant holidays. For other modules: `findDueCustomers`
 * (due-customers.ts) for who is due on a day; `appendNewCustomerSchedule` (schedule.commands.ts)
 * for a customer registered with a schedule; the read models customer_schedules and plant_holidays
 * (docs/shared-read-models.md).
 */
let SchedulesModule = class SchedulesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(schedule_projection_1.scheduleProjection);
        this.projections.register(holiday_projection_1.holidayProjection);
    }
};
exports.SchedulesModule = SchedulesModule;
exports.SchedulesModule = SchedulesModule = __decorate([
    (0, common_1.Module)({
        controllers: [schedules_controller_1.CustomerSchedulesController, schedules_controller_1.DeliveryScheduleController, holidays_controller_1.HolidaysController],
        providers: [...schedule_commands_1.SCHEDULE_COMMAND_HANDLERS, ...schedule_queries_1.SCHEDULE_QUERY_HANDLERS, ...holiday_commands_1.HOLIDAY_COMMAND_HANDLERS, ...holiday_queries_1.HOLIDAY_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], SchedulesModule);
//# sourceMappingURL=schedules.module.js.map