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
exports.SuperAdminDashboardController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const super_admin_dashboard_queries_1 = require("./super-admin-dashboard.queries");
let SuperAdminDashboardController = class SuperAdminDashboardController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    get() {
        return this.queries.execute(new super_admin_dashboard_queries_1.GetSuperAdminDashboardQuery());
    }
};
exports.SuperAdminDashboardController = SuperAdminDashboardController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Dashboard data retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Platform totals; avg_response_time in seconds over the last 1000 API answers of this process' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SuperAdminDashboardController.prototype, "get", null);
exports.SuperAdminDashboardController = SuperAdminDashboardController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: dashboard'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/dashboard'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], SuperAdminDashboardController);
//# sourceMappingURL=super-admin-dashboard.controller.js.map