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
exports.NearbyPlantsController = exports.PlantDirectoryController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const plain_query_1 = require("../../platform/http/plain-query");
const plant_commands_1 = require("./plant.commands");
const plant_directory_dto_1 = require("./plant-directory.dto");
const plant_directory_queries_1 = require("./plant-directory.queries");
const plant_queries_1 = require("./plant.queries");
const PLANT_ID = new positive_id_pipe_1.PositiveIdPipe(plant_queries_1.INVALID_PLANT_ID);
/** The super admin's view of every plant, and the activation of new ones. */
let PlantDirectoryController = class PlantDirectoryController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(query) {
        const perPage = query.per_page ?? 15;
        const page = query.page ?? 1;
        const { items, total } = await this.queries.execute(new plant_directory_queries_1.ListPlantDirectoryQuery({ search: query.search?.trim() || null, status: query.status ?? null }, (page - 1) * perPage, perPage));
        return { data: items, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
    }
    show(plantId) {
        return this.queries.execute(new plant_queries_1.GetPlantViewQuery(plantId));
    }
    async toggle(plantId) {
        const plant = await this.queries.execute(new plant_queries_1.GetPlantViewQuery(plantId));
        const change = plant.is_active ? { type: 'DeactivatePlant' } : { type: 'ActivatePlant' };
        await this.commands.execute(new plant_commands_1.ChangePlantCommand(plant.filter_owner_id, plantId, change));
        const updated = await this.queries.execute(new plant_queries_1.GetPlantViewQuery(plantId));
        return (0, envelope_1.withMessage)(updated, `Filter plant ${updated.is_active ? 'activated' : 'deactivated'} successfully.`);
    }
};
exports.PlantDirectoryController = PlantDirectoryController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Filter plants retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: "All plants across owners, 'Awaiting Activation' first, with owner name; paginated like filter-owners" }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plant_directory_dto_1.PlantDirectoryQueryDto]),
    __metadata("design:returntype", Promise)
], PlantDirectoryController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Filter plant retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'One plant of any owner' }),
    __param(0, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], PlantDirectoryController.prototype, "show", null);
__decorate([
    (0, common_1.Put)(':id/toggle-status'),
    (0, swagger_1.ApiOperation)({ summary: "Activate a plant (PlantActivated; the owner's first active plant becomes default) or deactivate it" }),
    __param(0, (0, common_1.Param)('id', PLANT_ID)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], PlantDirectoryController.prototype, "toggle", null);
exports.PlantDirectoryController = PlantDirectoryController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: filter plants'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/filter-plants'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], PlantDirectoryController);
/**
 * The nearby answer is JSON text written by PostgreSQL, sent in the envelope as text: marked
 * @RawResponse() (the envelope hooks leave it alone) with the content type an object would get.
 */
const NEARBY_MESSAGE = JSON.stringify('Nearby plants retrieved successfully');
/** For the customers' mobile app: no sign-in. */
let NearbyPlantsController = class NearbyPlantsController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async nearby(query) {
        const radiusKm = query.radius_km ?? 10;
        const plants = await this.queries.execute(new plant_directory_queries_1.NearbyPlantsQuery(query.lat, query.lng, radiusKm, query.limit ?? 20));
        // { plants, radius_km, center: { lat, lng } } in the envelope, the plants as PostgreSQL wrote them.
        const rest = JSON.stringify({ radius_km: radiusKm, center: { lat: query.lat, lng: query.lng } });
        return `{"success":true,"data":{"plants":${plants},${rest.slice(1)},"message":${NEARBY_MESSAGE}}`;
    }
};
exports.NearbyPlantsController = NearbyPlantsController;
__decorate([
    (0, common_1.Get)('nearby'),
    (0, decorators_1.Public)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiOperation)({
        summary: "Active plants with a verified location within radius_km (default 10), nearest first. Coordinates, distances, the radius and the order all use each plant's public point (its location moved 0.6-1 km by a fixed, unknown offset, 3 decimals), never the exact spot",
    }),
    (0, swagger_1.ApiQuery)({ type: plant_directory_dto_1.NearbyQueryDto }),
    __param(0, (0, plain_query_1.PlainQuery)(plant_directory_dto_1.NearbyQueryDto, plant_directory_dto_1.plainNearbyQuery)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plant_directory_dto_1.NearbyQueryDto]),
    __metadata("design:returntype", Promise)
], NearbyPlantsController.prototype, "nearby", null);
exports.NearbyPlantsController = NearbyPlantsController = __decorate([
    (0, swagger_1.ApiTags)('Public'),
    (0, decorators_1.Public)(),
    (0, common_1.Controller)('public/plants'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], NearbyPlantsController);
//# sourceMappingURL=plant-directory.controller.js.map