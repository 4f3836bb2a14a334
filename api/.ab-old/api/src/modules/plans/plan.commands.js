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
exports.PLAN_COMMAND_HANDLERS = exports.ChoosePackageHandler = exports.ChoosePackageCommand = exports.ChangePlanHandler = exports.ChangePlanCommand = exports.CreatePlanHandler = exports.CreatePlanCommand = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const event_store_1 = require("../../platform/event-store/event-store");
const owner_package_decider_1 = require("./owner-package.decider");
const plan_decider_1 = require("./plan.decider");
const plan_events_1 = require("./plan.events");
const plants_count_1 = require("./plants-count");
class CreatePlanCommand {
    terms;
    constructor(terms) {
        this.terms = terms;
    }
}
exports.CreatePlanCommand = CreatePlanCommand;
let CreatePlanHandler = class CreatePlanHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ terms }) {
        const planId = await this.store.nextId('plan_ids');
        await this.store.handle((0, plan_events_1.planStreamId)(planId), plan_decider_1.planDecider, { type: 'CreatePlan', planId, terms });
        return planId;
    }
};
exports.CreatePlanHandler = CreatePlanHandler;
exports.CreatePlanHandler = CreatePlanHandler = __decorate([
    (0, cqrs_1.CommandHandler)(CreatePlanCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], CreatePlanHandler);
/** Edits, retires or reinstates a plan. A retired plan stays on the owners who have it. */
class ChangePlanCommand {
    planId;
    change;
    constructor(planId, change) {
        this.planId = planId;
        this.change = change;
    }
}
exports.ChangePlanCommand = ChangePlanCommand;
let ChangePlanHandler = class ChangePlanHandler {
    store;
    constructor(store) {
        this.store = store;
    }
    async execute({ planId, change }) {
        await this.store.handle((0, plan_events_1.planStreamId)(planId), plan_decider_1.planDecider, change);
    }
};
exports.ChangePlanHandler = ChangePlanHandler;
exports.ChangePlanHandler = ChangePlanHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChangePlanCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore])
], ChangePlanHandler);
/** An owner picks (or switches to) a plan; it must be offered and hold every plant they have. */
class ChoosePackageCommand {
    ownerId;
    planId;
    selectedBy;
    metadata;
    constructor(ownerId, planId, selectedBy, metadata = {}) {
        this.ownerId = ownerId;
        this.planId = planId;
        this.selectedBy = selectedBy;
        this.metadata = metadata;
    }
}
exports.ChoosePackageCommand = ChoosePackageCommand;
let ChoosePackageHandler = class ChoosePackageHandler {
    store;
    dataSource;
    constructor(store, dataSource) {
        this.store = store;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, planId, selectedBy, metadata }) {
        const [plan] = await this.dataSource.query(`SELECT * FROM subscription_plans WHERE id = $1`, [planId]);
        if (!plan)
            throw new domain_error_1.DomainError('validation', plan_decider_1.PLAN_NOT_FOUND, { errors: { subscription_plan_id: [plan_decider_1.PLAN_NOT_FOUND] } });
        const plantsCount = await (0, plants_count_1.countOwnerPlants)(this.dataSource, ownerId);
        await this.store.handle((0, plan_events_1.ownerPackageStreamId)(ownerId), owner_package_decider_1.ownerPackageDecider, {
            type: 'ChoosePackage',
            ownerId,
            plan: {
                id: Number(plan.id),
                name: plan.name,
                pricePerMonth: plan.price_per_month,
                maxPlants: plan.max_plants,
                isRetired: plan.is_retired,
            },
            plantsCount,
            selectedBy,
            selectedAt: new Date().toISOString(),
            metadata,
        }, { tenant_id: ownerId });
    }
};
exports.ChoosePackageHandler = ChoosePackageHandler;
exports.ChoosePackageHandler = ChoosePackageHandler = __decorate([
    (0, cqrs_1.CommandHandler)(ChoosePackageCommand),
    __metadata("design:paramtypes", [event_store_1.EventStore,
        typeorm_1.DataSource])
], ChoosePackageHandler);
exports.PLAN_COMMAND_HANDLERS = [CreatePlanHandler, ChangePlanHandler, ChoosePackageHandler];
//# sourceMappingURL=plan.commands.js.map