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
exports.RidersModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const rider_day_commands_1 = require("./rider-day.commands");
const rider_day_projection_1 = require("./rider-day.projection");
const rider_day_queries_1 = require("./rider-day.queries");
const rider_queries_1 = require("./rider.queries");
const rider_controller_1 = require("./rider.controller");
const rider_days_controller_1 = require("./rider-days.controller");
/**
 * The rider (an employee with a sign-in, role `employee`): their own routes under /api/rider/, and
 * the riders' day closes (the owner's under /api/filter-owner/rider-days). The sheet and the
 * entries are the daily-entries module's query and command, scoped to the rider's areas.
 * For the dashboard: riderDayAlerts (rider-day.queries.ts).
 */
let RidersModule = class RidersModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(rider_day_projection_1.riderDayProjection);
    }
};
exports.RidersModule = RidersModule;
exports.RidersModule = RidersModule = __decorate([
    (0, common_1.Module)({
        controllers: [rider_controller_1.RiderController, rider_days_controller_1.RiderDaysController],
        providers: [...rider_day_commands_1.RIDER_DAY_COMMAND_HANDLERS, ...rider_day_queries_1.RIDER_DAY_QUERY_HANDLERS, ...rider_queries_1.RIDER_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], RidersModule);
//# sourceMappingURL=riders.module.js.map