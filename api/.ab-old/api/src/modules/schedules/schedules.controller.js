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
exports.DeliveryScheduleController = exports.CustomerSchedulesController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const schedule_commands_1 = require("./schedule.commands");
const schedule_dto_1 = require("./schedule.dto");
const schedule_queries_1 = require("./schedule.queries");
const CUSTOMER_ID = new positive_id_pipe_1.PositiveIdPipe('The customer id must be a positive integer.');
/** A customer's delivery schedule; within the plant `filter_plant_id` names, when it names one. */
let CustomerSchedulesController = class CustomerSchedulesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    show(caller, id, plant) {
        return this.queries.execute(new schedule_queries_1.GetCustomerScheduleQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    async update(caller, id, body, plant) {
        const plantId = plant ? Number(plant.id) : null;
        await this.commands.execute(new schedule_commands_1.SetCustomerScheduleCommand(caller.id, plantId, id, body));
        return this.queries.execute(new schedule_queries_1.GetCustomerScheduleQuery(caller.id, plantId, id));
    }
};
exports.CustomerSchedulesController = CustomerSchedulesController;
__decorate([
    (0, common_1.Get)(':id/schedule'),
    (0, decorators_1.ResponseMessage)('Schedule retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "A customer's schedule: kind, days, every_n, start_date, quantity, route_position (daily, quantity 1 when they have none)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], CustomerSchedulesController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id/schedule'),
    (0, decorators_1.ResponseMessage)('Schedule saved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Set a customer's schedule: daily; alternate (start_date); weekdays (days mon…sun); every_n_days (every_n ≥ 2, start_date); on_call (never due). Fields the kind does not use are refused (422)",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', CUSTOMER_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, schedule_dto_1.CustomerScheduleDto, Object]),
    __metadata("design:returntype", Promise)
], CustomerSchedulesController.prototype, "update", null);
exports.CustomerSchedulesController = CustomerSchedulesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: delivery schedule'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/customers'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], CustomerSchedulesController);
/** Who is due on a day of the plant (`filter_plant_id`, else the default plant), the week ahead, and route order. */
let DeliveryScheduleController = class DeliveryScheduleController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    show(caller, query, plant) {
        return this.queries.execute(new schedule_queries_1.DeliveryScheduleQuery(caller.id, Number(plant.id), query.date || null, query.area_id, query.employee_id));
    }
    week(caller, query, plant) {
        return this.queries.execute(new schedule_queries_1.DeliveryWeekQuery(caller.id, Number(plant.id), query.start || null, query.area_id));
    }
    routes(caller, query, plant) {
        return this.queries.execute(new schedule_queries_1.DeliveryRoutesQuery(caller.id, Number(plant.id), query.area_id));
    }
    async routeOrder(caller, body, plant) {
        const changed = await this.commands.execute(new schedule_commands_1.ReorderRouteCommand(caller.id, Number(plant.id), body.area_id, body.customer_ids));
        return { area_id: body.area_id, customer_ids: body.customer_ids, changed };
    }
};
exports.DeliveryScheduleController = DeliveryScheduleController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Delivery schedule retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "The customers due on a day (default: the plant's today), by area in route order, with default quantity; nobody on a holiday or inside a pause",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.DeliveryScheduleQueryDto, Object]),
    __metadata("design:returntype", Promise)
], DeliveryScheduleController.prototype, "show", null);
__decorate([
    (0, common_1.Get)('week'),
    (0, decorators_1.ResponseMessage)('Delivery week retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Customers and cans due on each of 7 days from `start` (default: the plant’s today), optionally for one area' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.DeliveryWeekQueryDto, Object]),
    __metadata("design:returntype", Promise)
], DeliveryScheduleController.prototype, "week", null);
__decorate([
    (0, common_1.Get)('routes'),
    (0, decorators_1.ResponseMessage)('Delivery routes retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: "Every area of the plant (or one) with its active customers in route order and each one's schedule and quantity",
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.DeliveryRoutesQueryDto, Object]),
    __metadata("design:returntype", Promise)
], DeliveryScheduleController.prototype, "routes", null);
__decorate([
    (0, common_1.Put)('route-order'),
    (0, decorators_1.ResponseMessage)('Route order saved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Set an area's route order: the listed customers (all of the area) get positions 0…n-1, in one transaction" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, schedule_dto_1.RouteOrderDto, Object]),
    __metadata("design:returntype", Promise)
], DeliveryScheduleController.prototype, "routeOrder", null);
exports.DeliveryScheduleController = DeliveryScheduleController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: delivery schedule'),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/delivery-schedule'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], DeliveryScheduleController);
//# sourceMappingURL=schedules.controller.js.map