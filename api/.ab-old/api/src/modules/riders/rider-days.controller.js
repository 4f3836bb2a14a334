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
exports.RiderDaysController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const employee_queries_1 = require("../employees/employee.queries");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const rider_day_commands_1 = require("./rider-day.commands");
const rider_day_dto_1 = require("./rider-day.dto");
const rider_day_queries_1 = require("./rider-day.queries");
/** The owner's side of the riders' days: close (or correct) a rider's day, list days with their differences. */
let RiderDaysController = class RiderDaysController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async close(caller, body, plant) {
        const employee = await this.queries.execute(new employee_queries_1.GetEmployeeQuery(caller.id, plant ? Number(plant.id) : null, body.employee_id));
        const { employee_id: _, ...input } = body;
        return this.commands.execute(new rider_day_commands_1.CloseRiderDayCommand(caller.id, employee.filter_plant_id, employee.id, input, 'owner'));
    }
    list(query, plant) {
        return this.queries.execute(new rider_day_queries_1.ListRiderDaysQuery({
            plantId: Number(plant.id),
            from: query.from || undefined,
            to: query.to || undefined,
            employeeId: query.employee_id,
            status: query.status,
        }));
    }
};
exports.RiderDaysController = RiderDaysController;
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Rider day closed successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Close a rider's day: cash handed over, empty cans returned to the plant, full cans taken out",
        description: 'expected_cash = money the rider collected that day (entries and payments with the rider, not reversed); difference = cash_handed_over − expected_cash. ' +
            'expected_cans_back = full_cans_taken − cans delivered + empties collected by the rider that day; cans_difference = cans_returned_to_plant − expected_cans_back. ' +
            "A second close of the same day is a correction (an event; the history is kept, the latest counts stand). 404 for an employee not the caller's; 422 for a day after today.",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, rider_day_dto_1.OwnerRiderDayCloseDto, Object]),
    __metadata("design:returntype", Promise)
], RiderDaysController.prototype, "close", null);
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Rider days retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The plant's rider days, newest first: per rider per day the figures, closed or not, and the differences",
        description: 'A day is listed when the rider has entries or payments on it, or it is closed. status=unclosed: entries and no close; status=closed. ' +
            'Differences are worked out against the current figures (an entry saved after the close moves them); `history` lists every close of the day.',
    }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [rider_day_dto_1.RiderDaysQueryDto, Object]),
    __metadata("design:returntype", Promise)
], RiderDaysController.prototype, "list", null);
exports.RiderDaysController = RiderDaysController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: rider days'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/rider-days'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], RiderDaysController);
//# sourceMappingURL=rider-days.controller.js.map