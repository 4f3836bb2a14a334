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
exports.OnboardingModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const onboarding_enabled_guard_1 = require("./onboarding-enabled.guard");
const onboarding_commands_1 = require("./onboarding.commands");
const onboarding_controller_1 = require("./onboarding.controller");
const onboarding_projection_1 = require("./onboarding.projection");
const onboarding_queries_1 = require("./onboarding.queries");
let OnboardingModule = class OnboardingModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(onboarding_projection_1.onboardingProjection);
    }
};
exports.OnboardingModule = OnboardingModule;
exports.OnboardingModule = OnboardingModule = __decorate([
    (0, common_1.Module)({
        controllers: [onboarding_controller_1.OnboardingController],
        providers: [...onboarding_commands_1.ONBOARDING_COMMAND_HANDLERS, ...onboarding_queries_1.ONBOARDING_QUERY_HANDLERS, onboarding_enabled_guard_1.OnboardingEnabledGuard],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], OnboardingModule);
//# sourceMappingURL=onboarding.module.js.map