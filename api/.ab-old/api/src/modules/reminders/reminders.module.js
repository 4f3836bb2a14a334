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
exports.RemindersModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const reminder_commands_1 = require("./reminder.commands");
const reminder_projection_1 = require("./reminder.projection");
const reminder_queries_1 = require("./reminder.queries");
const reminders_controller_1 = require("./reminders.controller");
/**
 * Payment reminders: who owes (customers' balances, the reports' customer_open_debits for the age),
 * each plant's WhatsApp template (`plant-reminders-{plantId}`) and the reminders sent
 * (`customer-reminders-{customerId}`).
 */
let RemindersModule = class RemindersModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(reminder_projection_1.reminderProjection);
    }
};
exports.RemindersModule = RemindersModule;
exports.RemindersModule = RemindersModule = __decorate([
    (0, common_1.Module)({
        controllers: [reminders_controller_1.RemindersController],
        providers: [...reminder_commands_1.REMINDER_COMMAND_HANDLERS, ...reminder_queries_1.REMINDER_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], RemindersModule);
//# sourceMappingURL=reminders.module.js.map