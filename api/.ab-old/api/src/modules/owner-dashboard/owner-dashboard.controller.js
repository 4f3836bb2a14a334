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
exports.OwnerDashboardController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const plain_query_1 = require("../../platform/http/plain-query");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const owner_dashboard_queries_1 = require("./owner-dashboard.queries");
let OwnerDashboardController = class OwnerDashboardController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async dashboard(caller, query) {
        // Its own fallback when the owner has no plant yet (filter_plant null), so the raw reference.
        const dashboard = await this.queries.execute(new owner_dashboard_queries_1.OwnerDashboardQuery(caller.id, (0, owner_plant_decorator_1.namedPlantId)(query)));
        return dashboard.enveloped('Dashboard data retrieved successfully');
    }
};
exports.OwnerDashboardController = OwnerDashboardController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, swagger_1.ApiOperation)({
        summary: 'data.stats and data.filter_plant for the chosen plant (default plant when absent; filter_plant null with no plants)',
    }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], OwnerDashboardController.prototype, "dashboard", null);
exports.OwnerDashboardController = OwnerDashboardController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: dashboard'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/dashboard'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], OwnerDashboardController);
//# sourceMappingURL=owner-dashboard.controller.js.map