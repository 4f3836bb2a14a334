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
exports.SettingsModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const settings_commands_1 = require("./settings.commands");
const settings_controller_1 = require("./settings.controller");
const settings_projection_1 = require("./settings.projection");
const settings_queries_1 = require("./settings.queries");
const settings_seeder_1 = require("./settings.seeder");
let SettingsModule = class SettingsModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(settings_projection_1.settingsProjection);
    }
};
exports.SettingsModule = SettingsModule;
exports.SettingsModule = SettingsModule = __decorate([
    (0, common_1.Module)({
        controllers: [settings_controller_1.SystemSettingsController],
        providers: [...settings_commands_1.SETTINGS_COMMAND_HANDLERS, ...settings_queries_1.SETTINGS_QUERY_HANDLERS, settings_seeder_1.SettingsSeeder],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], SettingsModule);
//# sourceMappingURL=settings.module.js.map