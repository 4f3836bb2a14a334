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
exports.PlatformAnalyticsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const platform_analytics_dto_1 = require("./platform-analytics.dto");
const platform_analytics_queries_1 = require("./platform-analytics.queries");
let PlatformAnalyticsController = class PlatformAnalyticsController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    get(query) {
        return this.queries.execute(new platform_analytics_queries_1.GetPlatformAnalyticsQuery(query.days ?? 30, query.inactive_days ?? 14));
    }
};
exports.PlatformAnalyticsController = PlatformAnalyticsController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Analytics retrieved successfully'),
    (0, swagger_1.ApiOperation)({
        summary: 'The platform over the last `days` days (default 30): per day owners registered, plants added, customers added, deliveries, cans, sales, API calls and the running totals of owners, active plants and customers; invoiced, collected and collection rate per month (12 months); plan mix; owners at 80 % or more of a limit (plants, customers, API calls today); active owners without an API call or delivery for `inactive_days` (default 14). From platform-level projections (platform_owner_days, platform_owner_totals, owner_api_usage_days, invoices)',
    }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [platform_analytics_dto_1.PlatformAnalyticsQueryDto]),
    __metadata("design:returntype", Promise)
], PlatformAnalyticsController.prototype, "get", null);
exports.PlatformAnalyticsController = PlatformAnalyticsController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: analytics'),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/analytics'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], PlatformAnalyticsController);
//# sourceMappingURL=platform-analytics.controller.js.map