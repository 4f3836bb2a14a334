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
exports.AdminSubscriptionPlansController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const decorators_1 = require("../../platform/http/decorators");
const positive_id_pipe_1 = require("../../platform/http/positive-id.pipe");
const simple_rest_1 = require("../../platform/http/simple-rest");
const plan_commands_1 = require("./plan.commands");
const plan_dto_1 = require("./plan.dto");
const plan_queries_1 = require("./plan.queries");
const RESOURCE = 'subscription-plans';
const WRITABLE = [
    'name',
    'description',
    'price_per_month',
    'max_plants',
    'max_customers',
    'max_employees',
    'features',
    'is_popular',
];
const SORTABLE = ['id', 'name', 'price_per_month', 'max_plants', 'is_popular', 'is_retired', 'created_at'];
function compare(a, b, field) {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'string' && typeof y === 'string')
        return x.localeCompare(y);
    return Number(x) - Number(y);
}
/** The react-admin door (ra-data-simple-rest) onto the plan commands; retired plans included. */
let AdminSubscriptionPlansController = class AdminSubscriptionPlansController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    async list(query, reply) {
        const list = (0, simple_rest_1.parseSimpleRestList)(query, {
            sortable: SORTABLE,
            defaultSort: { field: 'price_per_month', order: 'ASC' },
            filters: { is_retired: 'boolean' },
        });
        const plans = await this.queries.execute(new plan_queries_1.ListPlansQuery({ includeRetired: true, ids: list.ids ?? undefined }));
        const q = list.q?.toLowerCase();
        const retired = list.filter.is_retired;
        // A handful of rows: filtered and sorted here rather than in SQL.
        const matching = plans
            .filter((p) => !q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
            .filter((p) => typeof retired !== 'boolean' || p.is_retired === retired)
            .sort((a, b) => compare(a, b, list.sort.field) * (list.sort.order === 'DESC' ? -1 : 1) || a.id - b.id);
        const page = matching.slice(list.offset, list.offset + list.limit);
        (0, simple_rest_1.sendListHeaders)(reply, RESOURCE, list, page.length, matching.length);
        return page;
    }
    show(id) {
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async create(body) {
        const dto = await (0, simple_rest_1.writableFields)(plan_dto_1.PlanDto, body, WRITABLE);
        const id = await this.commands.execute(new plan_commands_1.CreatePlanCommand((0, plan_dto_1.toPlanTerms)(dto)));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    /** The whole record comes back; its terms are applied, and `is_retired` retires or reinstates. */
    async update(id, body) {
        const dto = await (0, simple_rest_1.writableFields)(plan_dto_1.PlanDto, body, WRITABLE);
        await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: 'ChangePlan', terms: (0, plan_dto_1.toPlanTerms)(dto) }));
        if (typeof body.is_retired === 'boolean') {
            await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: body.is_retired ? 'RetirePlan' : 'ReinstatePlan' }));
        }
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
    async retire(id) {
        await this.commands.execute(new plan_commands_1.ChangePlanCommand(id, { type: 'RetirePlan' }));
        return this.queries.execute(new plan_queries_1.GetPlanQuery(id));
    }
};
exports.AdminSubscriptionPlansController = AdminSubscriptionPlansController;
__decorate([
    (0, common_1.Get)(),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], AdminSubscriptionPlansController.prototype, "list", null);
__decorate([
    (0, common_1.Get)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminSubscriptionPlansController.prototype, "show", null);
__decorate([
    (0, common_1.Post)(),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], AdminSubscriptionPlansController.prototype, "create", null);
__decorate([
    (0, common_1.Put)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number, Object]),
    __metadata("design:returntype", Promise)
], AdminSubscriptionPlansController.prototype, "update", null);
__decorate([
    (0, common_1.Delete)(':id'),
    __param(0, (0, common_1.Param)('id', positive_id_pipe_1.PositiveIdPipe)),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Number]),
    __metadata("design:returntype", Promise)
], AdminSubscriptionPlansController.prototype, "retire", null);
exports.AdminSubscriptionPlansController = AdminSubscriptionPlansController = __decorate([
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, decorators_1.AdminResource)(RESOURCE),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], AdminSubscriptionPlansController);
//# sourceMappingURL=admin-subscription-plans.controller.js.map