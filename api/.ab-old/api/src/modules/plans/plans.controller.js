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
exports.OwnerPackagesController = exports.SuperAdminPlansController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const plan_commands_1 = require("./plan.commands");
const plan_dto_1 = require("./plan.dto");
const plan_queries_1 = require("./plan.queries");
let SuperAdminPlansController = class SuperAdminPlansController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    list(includeRetired) {
        return this.queries.execute(new plan_queries_1.ListPlansQuery({ includeRetired: includeRetired === 'true' || includeRetired === '1' }));
    }
    get(id) {
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async create(body) {
        const id = await this.commands.execute(new plan_commands_1.CreatePlanCommand((0, plan_dto_1.toPlanTerms)(body)));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async update(id, body) {
        await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: 'ChangePlan', terms: (0, plan_dto_1.toPlanTerms)(body) }));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async retire(id) {
        await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: 'RetirePlan' }));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async reinstate(id) {
        await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: 'ReinstatePlan' }));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
};
exports.SuperAdminPlansController = SuperAdminPlansController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Subscription plans retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Every plan; retired ones with include_retired=true' }),
    __param(0, (0, common_1.Query)('include_retired')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, decorators_1.ResponseMessage)('Subscription plan retrieved successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "get", null);
__decorate([
    (0, common_1.Post)(),
    (0, decorators_1.ResponseMessage)('Subscription plan created successfully'),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plan_dto_1.PlanDto]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, decorators_1.ResponseMessage)('Subscription plan updated successfully'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, plan_dto_1.PlanDto]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, decorators_1.ResponseMessage)('Subscription plan retired successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Retire: no longer offered, kept by the owners who have it' }),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "retire", null);
__decorate([
    (0, common_1.Put)(':id/reinstate'),
    (0, decorators_1.ResponseMessage)('Subscription plan offered again'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], SuperAdminPlansController.prototype, "reinstate", null);
exports.SuperAdminPlansController = SuperAdminPlansController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: subscription plans'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/subscription-plans'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], SuperAdminPlansController);
let OwnerPackagesController = class OwnerPackagesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    available() {
        return this.queries.execute(new plan_queries_1.ListPlansQuery());
    }
    async current(caller) {
        const plan = await this.queries.execute(new plan_queries_1.GetOwnerPlanQuery(caller.id));
        return { subscription_plan: plan, selected_at: plan.selected_at };
    }
    select(caller, body) {
        return this.choose(caller, body);
    }
    update(caller, body) {
        return this.choose(caller, body);
    }
    async choose(caller, body) {
        await this.commands.execute(new plan_commands_1.ChoosePackageCommand(caller.id, body.subscription_plan_id, caller.id, body.metadata ?? {}));
        return this.current(caller);
    }
};
exports.OwnerPackagesController = OwnerPackagesController;
__decorate([
    (0, common_1.Get)('available'),
    (0, decorators_1.ResponseMessage)('Packages retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Plans on offer, cheapest first (data is an array)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], OwnerPackagesController.prototype, "available", null);
__decorate([
    (0, common_1.Get)('current'),
    (0, decorators_1.ResponseMessage)('Current package retrieved successfully'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], OwnerPackagesController.prototype, "current", null);
__decorate([
    (0, common_1.Post)('select'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Package selected successfully'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, plan_dto_1.SelectPackageDto]),
    __metadata("design:returntype", void 0)
], OwnerPackagesController.prototype, "select", null);
__decorate([
    (0, common_1.Put)('update'),
    (0, decorators_1.ResponseMessage)('Package updated successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Switch plan; refused when the plan holds fewer plants than the owner has' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, plan_dto_1.SelectPackageDto]),
    __metadata("design:returntype", void 0)
], OwnerPackagesController.prototype, "update", null);
exports.OwnerPackagesController = OwnerPackagesController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: packages'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/packages'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], OwnerPackagesController);
//# sourceMappingURL=plans.controller.js.map