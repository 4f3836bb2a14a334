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
exports.DailyEntriesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const daily_entries_controller_1 = require("./daily-entries.controller");
const daily_entry_commands_1 = require("./daily-entry.commands");
const daily_entry_projection_1 = require("./daily-entry.projection");
const daily_entry_queries_1 = require("./daily-entry.queries");
/**
 * The day's deliveries and payments: ledger lines on the customers' streams (customers module),
 * their own read models and the day's totals. For other modules (the rider's routes, the
 * dashboard): SaveDailyEntriesCommand on the CommandBus, DailySheetQuery on the QueryBus, and the
 * table daily_delivery_totals (docs/shared-read-models.md).
 */
let DailyEntriesModule = class DailyEntriesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(daily_entry_projection_1.dailyEntryProjection);
    }
};
exports.DailyEntriesModule = DailyEntriesModule;
exports.DailyEntriesModule = DailyEntriesModule = __decorate([
    (0, common_1.Module)({
        controllers: [daily_entries_controller_1.DailyEntriesController, daily_entries_controller_1.CustomerPaymentsController],
        providers: [...daily_entry_commands_1.DAILY_ENTRY_COMMAND_HANDLERS, ...daily_entry_queries_1.DAILY_ENTRY_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], DailyEntriesModule);
//# sourceMappingURL=daily-entries.module.js.map