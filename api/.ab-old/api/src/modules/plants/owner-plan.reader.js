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
exports.OwnerPlanReader = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const plan_queries_1 = require("../plans/plan.queries");
/** The owner's current package (the Free plan when none was chosen), as plants need it. */
let OwnerPlanReader = class OwnerPlanReader {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async currentPlan(ownerId) {
        const plan = await this.queries.execute(new plan_queries_1.GetOwnerPlanQuery(ownerId));
        return { name: plan.name, price_per_month: Number(plan.price_per_month), max_plants: Number(plan.max_plants) };
    }
};
exports.OwnerPlanReader = OwnerPlanReader;
exports.OwnerPlanReader = OwnerPlanReader = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], OwnerPlanReader);
//# sourceMappingURL=owner-plan.reader.js.map