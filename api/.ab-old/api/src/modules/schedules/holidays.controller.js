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
exports.HolidaysController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const holiday_commands_1 = require("./holiday.commands");
const schedule_dto_1 = require("./schedule.dto");
const holiday_queries_1 = require("./holiday.queries");
const HOLIDAY_ID = new positive_id_pipe_1.PositiveIdPipe('The holiday id must be a positive integer.');
/** A plant's holidays: days on which no customer is due. The plant from `filter_plant_id` (else the default plant). */
let HolidaysController = class HolidaysController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async add(caller, body, plant) {
        const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim() : null;
        const id = await this.commands.execute(new holiday_commands_1.AddHolidayCommand(caller.id, Number(plant.id), body.date, reason));
        return this.queries.execute(new holiday_queries_1.GetHolidayQuery(caller.id, id));
    }
    list(caller, query, plant) {
        return this.queries.execute(new holiday_queries_1.ListHolidaysQuery(caller.id, Number(plant.id), query.from || null, query.to || null));
    }
    async remove(caller, id) {
        const removed = await this.commands.execute(new holiday_commands_1.RemoveHolidayCommand(caller.id, id));
        return { id, filter_plant_id: removed.plantId, date: removed.date, deleted: true };
    }
};
exports.HolidaysController = HolidaysController;
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Holiday added successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Make a day a plant holiday (nobody is due); 422 when it already is one' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.HolidayDto, Object]),
    __metadata("design:returntype", Promise)
], HolidaysController.prototype, "add", null);
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Holidays retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The plant's holidays between `from` and `to` (either open), by day" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.HolidayListQueryDto, Object]),
    __metadata("design:returntype", Promise)
], HolidaysController.prototype, "list", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Holiday removed successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Remove a holiday of one of your plants' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', HOLIDAY_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number]),
    __metadata("design:returntype", Promise)
], HolidaysController.prototype, "remove", null);
exports.HolidaysController = HolidaysController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: delivery schedule'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/holidays'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], HolidaysController);
//# sourceMappingURL=holidays.controller.js.map