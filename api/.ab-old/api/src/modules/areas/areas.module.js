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
exports.AreasModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const area_commands_1 = require("./area.commands");
const area_projection_1 = require("./area.projection");
const area_queries_1 = require("./area.queries");
const areas_controller_1 = require("./areas.controller");
let AreasModule = class AreasModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(area_projection_1.areaProjection);
    }
};
exports.AreasModule = AreasModule;
exports.AreasModule = AreasModule = __decorate([
    (0, common_1.Module)({
        controllers: [areas_controller_1.AreasController],
        providers: [...area_commands_1.AREA_COMMAND_HANDLERS, ...area_queries_1.AREA_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], AreasModule);
//# sourceMappingURL=areas.module.js.map