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
exports.PlantsModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const admin_filter_plants_controller_1 = require("./admin-filter-plants.controller");
const owned_plant_query_1 = require("./owned-plant.query");
const owner_plan_reader_1 = require("./owner-plan.reader");
const plant_directory_controller_1 = require("./plant-directory.controller");
const plant_directory_queries_1 = require("./plant-directory.queries");
const plant_commands_1 = require("./plant.commands");
const plant_projection_1 = require("./plant.projection");
const plant_queries_1 = require("./plant.queries");
const plants_controller_1 = require("./plants.controller");
let PlantsModule = class PlantsModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(plant_projection_1.plantProjection);
    }
};
exports.PlantsModule = PlantsModule;
exports.PlantsModule = PlantsModule = __decorate([
    (0, common_1.Module)({
        controllers: [plants_controller_1.PlantsController, plant_directory_controller_1.PlantDirectoryController, plant_directory_controller_1.NearbyPlantsController, admin_filter_plants_controller_1.AdminFilterPlantsController],
        providers: [
            ...plant_commands_1.PLANT_COMMAND_HANDLERS,
            ...plant_queries_1.PLANT_QUERY_HANDLERS,
            ...plant_directory_queries_1.PLANT_DIRECTORY_QUERY_HANDLERS,
            owned_plant_query_1.ResolveOwnedPlantHandler,
            owner_plan_reader_1.OwnerPlanReader,
        ],
        exports: [owner_plan_reader_1.OwnerPlanReader],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], PlantsModule);
//# sourceMappingURL=plants.module.js.map