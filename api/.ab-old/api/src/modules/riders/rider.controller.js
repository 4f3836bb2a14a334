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
exports.RiderController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const daily_entry_commands_1 = require("../daily-entries/daily-entry.commands");
const daily_entry_dto_1 = require("../daily-entries/daily-entry.dto");
const daily_entry_queries_1 = require("../daily-entries/daily-entry.queries");
const rider_day_commands_1 = require("./rider-day.commands");
const rider_day_dto_1 = require("./rider-day.dto");
const rider_day_queries_1 = require("./rider-day.queries");
const rider_queries_1 = require("./rider.queries");
const IDEMPOTENCY = {
    name: 'Idempotency-Key',
    required: false,
    description: 'A fresh key per save; a retry with the same key and body gets the first answer and saves nothing twice',
};
/**
 * The rider's app (role `employee`): their areas' sheet, their entries, their day close. Who the
 * rider is, and which areas are theirs, comes from their sign-in and the area assignments, never
 * from the request: a customer outside their areas is refused, prices are the customers' own.
 */
let RiderController = class RiderController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    rider(caller) {
        return this.queries.execute(new rider_queries_1.RiderContextQuery(caller.id));
    }
    async me(caller) {
        const rider = await this.rider(caller);
        return {
            employee_id: rider.employeeId,
            name: rider.employeeName,
            filter_plant_id: rider.plantId,
            plant_name: rider.plantName,
            areas: rider.areas,
            today: rider.today,
        };
    }
    async sheet(caller, query) {
        const rider = await this.rider(caller);
        return this.queries.execute(new daily_entry_queries_1.DailySheetQuery({ ownerId: rider.ownerId, plantId: rider.plantId, date: query.date || rider.today, areaIds: rider.areaIds }));
    }
    async entries(caller, body) {
        const rider = await this.rider(caller);
        return this.commands.execute(new daily_entry_commands_1.SaveDailyEntriesCommand(rider.ownerId, rider.plantId, body.date || rider.today, body.entries, {
            employeeId: rider.employeeId,
            areaIds: rider.areaIds,
        }));
    }
    async day(caller, query) {
        const rider = await this.rider(caller);
        return this.queries.execute(new rider_day_queries_1.GetRiderDayQuery(rider.plantId, rider.employeeId, query.date || rider.today));
    }
    async closeDay(caller, body) {
        const rider = await this.rider(caller);
        return this.commands.execute(new rider_day_commands_1.CloseRiderDayCommand(rider.ownerId, rider.plantId, rider.employeeId, { ...body, date: body.date || rider.today }, 'rider'));
    }
};
exports.RiderController = RiderController;
__decorate([
    (0, common_1.Get)('me'),
    (0, decorators_1.ResponseMessage)('Rider retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The signed-in rider: their employee, plant, assigned areas and the plant's today" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], RiderController.prototype, "me", null);
__decorate([
    (0, common_1.Get)('sheet'),
    (0, decorators_1.ResponseMessage)('Sheet retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The day's sheet of the rider's areas only (the plant's today when no date): customers due in route order, then the others entered that day",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, rider_day_dto_1.RiderDayQueryDto]),
    __metadata("design:returntype", Promise)
], RiderController.prototype, "sheet", null);
__decorate([
    (0, common_1.Post)('entries'),
    (0, decorators_1.ResponseMessage)('Entries saved successfully'),
    (0, swagger_1.ApiHeader)(IDEMPOTENCY),
    (0, swagger_1.ApiOperation)({
        summary: "Save the rider's entries (one customer or many) in one transaction: all or none",
        description: "No rate and no employee_id (refused 422 as unknown fields): the rate is the customer's, the rider is the caller. A customer outside the rider's areas refuses the whole batch, naming the row; nothing is saved.",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, daily_entry_dto_1.RiderEntryBatchDto]),
    __metadata("design:returntype", Promise)
], RiderController.prototype, "entries", null);
__decorate([
    (0, common_1.Get)('day-close'),
    (0, decorators_1.ResponseMessage)('Rider day retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "The rider's own day (today when no date): expected cash and cans, and the close when there is one" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, rider_day_dto_1.RiderDayQueryDto]),
    __metadata("design:returntype", Promise)
], RiderController.prototype, "day", null);
__decorate([
    (0, common_1.Post)('day-close'),
    (0, decorators_1.ResponseMessage)('Rider day closed successfully'),
    (0, swagger_1.ApiHeader)(IDEMPOTENCY),
    (0, swagger_1.ApiOperation)({
        summary: "Close the rider's own day (today when no date): cash handed over, empty cans returned, full cans taken; the same arithmetic as POST /filter-owner/rider-days",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, rider_day_dto_1.RiderDayCloseDto]),
    __metadata("design:returntype", Promise)
], RiderController.prototype, "closeDay", null);
exports.RiderController = RiderController = __decorate([
    (0, swagger_1.ApiTags)('Rider'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('employee'),
    (0, common_1.Controller)('rider'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], RiderController);
//# sourceMappingURL=rider.controller.js.map