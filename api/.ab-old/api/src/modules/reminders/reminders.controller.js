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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RemindersController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const reminder_commands_1 = require("./reminder.commands");
const reminder_dto_1 = require("./reminder.dto");
const reminder_queries_1 = require("./reminder.queries");
const CUSTOMER_ID = new positive_id_pipe_1.PositiveIdPipe('The customer id must be a positive integer.');
/** Payment reminders over WhatsApp for a plant's customers who owe (the plant from `filter_plant_id`). */
let RemindersController = class RemindersController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(query, plant) {
        return this.queries.execute(new reminder_queries_1.ListRemindersQuery({ plantId: Number(plant.id), minBalance: query.min_balance, minDays: query.min_days, areaId: query.area_id }));
    }
    template(query, plant) {
        return this.queries.execute(new reminder_queries_1.ReminderTemplateQuery(Number(plant.id), query.language ?? 'en'));
    }
    async setTemplate(caller, _query, body, plant) {
        const language = body.language ?? 'en';
        await this.commands.execute(new reminder_commands_1.SetReminderTemplateCommand(caller.id, Number(plant.id), body.template, language));
        return this.queries.execute(new reminder_queries_1.ReminderTemplateQuery(Number(plant.id), language));
    }
    markSent(caller, customerId, _query, plant) {
        return this.commands.execute(new reminder_commands_1.MarkReminderSentCommand(caller.id, Number(plant.id), customerId));
    }
};
exports.RemindersController = RemindersController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Reminders retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Customers of the plant who owe (balance > 0) at least min_balance, or whose oldest unpaid charge (payments settle the oldest first) is at least min_days old (either, when both are given; everyone who owes when neither), largest balance first: amount, age in plant days, the plant's template in the customer's language (customer.language) filled in for each, its https://wa.me link, and when a reminder was last sent",
    }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [reminder_dto_1.ReminderListQueryDto, Object]),
    __metadata("design:returntype", Promise)
], RemindersController.prototype, "list", null);
__decorate([
    (0, common_1.Get)('template'),
    (0, decorators_1.ResponseMessage)('Reminder template retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The plant's reminder template for the customers of one language (language=en, the default, or ur; that language's default text until the owner sets one) and its placeholders",
    }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [reminder_dto_1.ReminderTemplateQueryDto, Object]),
    __metadata("design:returntype", Promise)
], RemindersController.prototype, "template", null);
__decorate([
    (0, common_1.Put)('template'),
    (0, decorators_1.ResponseMessage)('Reminder template saved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Sets the plant's reminder template for one language (language en, the default, or ur; an event on plant-reminders-{plantId}); placeholders {name}, {code}, {amount}, {days}, {plant}, {since}",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, plant_query_dto_1.PlantQueryDto,
        reminder_dto_1.ReminderTemplateDto, Object]),
    __metadata("design:returntype", Promise)
], RemindersController.prototype, "setTemplate", null);
__decorate([
    (0, common_1.Post)(':customerId/sent'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Reminder marked as sent'),
    (0, swagger_1.ApiOperation)({
        summary: "Records that a reminder went to the customer (of the plant; 404 otherwise), with the amount owed and its age: the list then shows 'sent on <date>'",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('customerId', CUSTOMER_ID)),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, plant_query_dto_1.PlantQueryDto, Object]),
    __metadata("design:returntype", Promise)
], RemindersController.prototype, "markSent", null);
exports.RemindersController = RemindersController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: reminders'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/reminders'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], RemindersController);
//# sourceMappingURL=reminders.controller.js.map