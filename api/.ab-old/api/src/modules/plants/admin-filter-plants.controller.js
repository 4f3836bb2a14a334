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
exports.AdminFilterPlantsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const plant_commands_1 = require("./plant.commands");
const plant_dto_1 = require("./plant.dto");
const plant_decider_1 = require("./plant.decider");
const plant_directory_queries_1 = require("./plant-directory.queries");
const plant_queries_1 = require("./plant.queries");
const RESOURCE = 'filter-plants';
const PLANT_ID = new positive_id_pipe_1.PositiveIdPipe(plant_queries_1.INVALID_PLANT_ID);
/**
 * The react-admin door (ra-data-simple-rest) onto plant activation: list (awaiting activation
 * first by default), getOne, and update of `is_active` only.
 */
let AdminFilterPlantsController = class AdminFilterPlantsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: plant_directory_queries_1.PLANT_DIRECTORY_SORTS,
            defaultSort: { field: 'is_active', order: 'ASC' },
            filters: { is_active: 'boolean', owner_id: 'id' },
        });
        const { is_active: isActive, owner_id: ownerId } = list.filter;
        const filter = {
            search: list.q,
            status: typeof isActive === 'boolean' ? (isActive ? 'active' : 'inactive') : null,
            ownerId: typeof ownerId === 'number' ? ownerId : null,
            ids: list.ids,
        };
        const { items, total } = await this.queries.execute(new plant_directory_queries_1.ListPlantDirectoryQuery(filter, list.offset, list.limit, list.sort));
        (0, simple_rest_1.sendListHeaders)(reply, RESOURCE, list, items.length, total);
        return items;
    }
    show(plantId) {
        return this.record(plantId);
    }
    async update(plantId, body) {
        const plant = await this.record(plantId);
        const dto = await (0, simple_rest_1.writableFields)(plant_dto_1.PlantActivationDto, body, ['is_active']);
        if (dto.is_active === undefined)
            throw domain_error_1.DomainError.field('is_active', 'The is active field is required.');
        if (dto.is_active !== plant.is_active) {
            await this.commands.execute(new plant_commands_1.ChangePlantCommand(plant.filter_owner_id, plant.id, { type: dto.is_active ? 'ActivatePlant' : 'DeactivatePlant' }));
        }
        return this.record(plant.id);
    }
    async record(plantId) {
        const { items } = await this.queries.execute(new plant_directory_queries_1.ListPlantDirectoryQuery({ ids: [plantId] }, 0, 1));
        if (!items[0])
            throw domain_error_1.DomainError.notFound(plant_decider_1.PLANT_NOT_FOUND);
        return items[0];
    }
};
exports.AdminFilterPlantsController = AdminFilterPlantsController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'sort, range, filter {q, is_active, owner_id, id}; Content-Range header' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminFilterPlantsController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminFilterPlantsController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, swagger_1.ApiOperation)({ summary: 'Only is_active is applied (activation / deactivation); the rest of the record is ignored' }),
    __param(0, (0, common_1.Param)('id', PLANT_ID)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, Object]),
    __metadata("design:returntype", Promise)
], AdminFilterPlantsController.prototype, "update", null);
exports.AdminFilterPlantsController = AdminFilterPlantsController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)(RESOURCE),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AdminFilterPlantsController);
//# sourceMappingURL=admin-filter-plants.controller.js.map