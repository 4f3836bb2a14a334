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
exports.AreasController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const plain_query_1 = require("../../platform/http/plain-query");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const area_commands_1 = require("./area.commands");
const area_dto_1 = require("./area.dto");
const area_queries_1 = require("./area.queries");
const AREA_ID = new positive_id_pipe_1.PositiveIdPipe('The area id must be a positive integer.');
/** A plant's delivery areas; the plant comes from `filter_plant_id` (the default plant when absent). */
let AreasController = class AreasController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    /** The area, within the named plant when one is given. */
    area(caller, id, plant) {
        return this.queries.execute(new area_queries_1.GetAreaQuery(caller.id, plant ? Number(plant.id) : null, id));
    }
    async list(caller, plant) {
        const list = await this.queries.execute(new area_queries_1.ListAreasQuery(Number(plant.id)));
        return list.enveloped('Areas retrieved successfully');
    }
    async create(caller, body, plant) {
        const id = await this.commands.execute(new area_commands_1.CreateAreaCommand(caller.id, Number(plant.id), body.name.trim(), body.description.trim()));
        return this.queries.execute(new area_queries_1.GetAreaQuery(caller.id, Number(plant.id), id));
    }
    show(caller, id, plant) {
        return this.area(caller, id, plant);
    }
    async update(caller, id, body, plant) {
        const area = await this.area(caller, id, plant);
        const change = {
            type: 'ChangeArea',
            name: body.name?.trim() ?? area.name,
            description: body.description?.trim() ?? area.description,
        };
        await this.commands.execute(new area_commands_1.ChangeAreaCommand(caller.id, area.id, change));
        return this.queries.execute(new area_queries_1.GetAreaQuery(caller.id, null, area.id));
    }
    async remove(caller, id, plant) {
        const area = await this.area(caller, id, plant);
        await this.commands.execute(new area_commands_1.ChangeAreaCommand(caller.id, area.id, { type: 'DeleteArea' }));
        return { id: area.id };
    }
    async toggle(caller, id, plant) {
        const area = await this.area(caller, id, plant);
        await this.commands.execute(new area_commands_1.ChangeAreaCommand(caller.id, area.id, { type: 'ToggleAreaStatus' }));
        const updated = await this.queries.execute(new area_queries_1.GetAreaQuery(caller.id, null, area.id));
        return (0, envelope_1.withMessage)(updated, `Area ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
    }
    async assign(caller, id, body, plant) {
        const area = await this.area(caller, id, plant);
        const added = await this.commands.execute(new area_commands_1.AssignEmployeeToAreaCommand(caller.id, area.filter_plant_id, area.id, body.employee_id));
        const updated = await this.queries.execute(new area_queries_1.GetAreaQuery(caller.id, null, area.id));
        return (0, envelope_1.withMessage)(updated, added ? 'Employee assigned to area successfully' : 'Employee is already assigned to this area');
    }
    async statistics(caller, id, plant) {
        const area = await this.area(caller, id, plant);
        return this.queries.execute(new area_queries_1.AreaStatisticsQuery(caller.id, area.filter_plant_id, area.id));
    }
};
exports.AreasController = AreasController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({ summary: "The plant's areas (data.areas)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "list", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Area created successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Create an area; 422 'Area name already exists in this plant.' for a name taken in any letter case" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, area_dto_1.CreateAreaDto, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "create", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Area retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One area with total_customers_count and its employees' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", void 0)
], AreasController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Area updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: "Change an area's name or description" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, area_dto_1.UpdateAreaDto, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Area deleted successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Delete an area; 422 AREA_HAS_DEPENDENCIES (counts in data) when it has customers or daily entries' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "remove", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    (0, swagger_1.ApiOperation)({ summary: 'Activate or deactivate an area (empty body)' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "toggle", null);
__decorate([
    (0, common_1.Post)(':id/employees'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Assign an employee of the same plant to the area' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, area_dto_1.AssignEmployeeDto, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "assign", null);
__decorate([
    (0, common_1.Get)(':id/statistics'),
    (0, decorators_1.ResponseMessage)('Area statistics retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "An area's numbers (customers and deliveries are 0 until those are recorded)" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('id', AREA_ID)),
    __param(2, (0, owner_plant_decorator_1.NamedOwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Number, Object]),
    __metadata("design:returntype", Promise)
], AreasController.prototype, "statistics", null);
exports.AreasController = AreasController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: areas'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/areas'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AreasController);
//# sourceMappingURL=areas.controller.js.map