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
exports.PlansModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const admin_subscription_plans_controller_1 = require("./admin-subscription-plans.controller");
const plan_commands_1 = require("./plan.commands");
const plan_projection_1 = require("./plan.projection");
const plan_queries_1 = require("./plan.queries");
const plans_controller_1 = require("./plans.controller");
const plans_seeder_1 = require("./plans.seeder");
let PlansModule = class PlansModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(plan_projection_1.planProjection);
        this.projections.register(plan_projection_1.ownerPackageProjection);
    }
};
exports.PlansModule = PlansModule;
exports.PlansModule = PlansModule = __decorate([
    (0, common_1.Module)({
        controllers: [plans_controller_1.SuperAdminPlansController, plans_controller_1.OwnerPackagesController, admin_subscription_plans_controller_1.AdminSubscriptionPlansController],
        providers: [...plan_commands_1.PLAN_COMMAND_HANDLERS, ...plan_queries_1.PLAN_QUERY_HANDLERS, plans_seeder_1.PlansSeeder],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], PlansModule);
//# sourceMappingURL=plans.module.js.map