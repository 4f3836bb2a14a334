"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DashboardsModule = void 0;
const common_1 = require("@nestjs/common");
const response_timings_1 = require("./response-timings");
const super_admin_dashboard_controller_1 = require("./super-admin-dashboard.controller");
const super_admin_dashboard_queries_1 = require("./super-admin-dashboard.queries");
/** The super admin's dashboard (the owner's lives in owner-dashboard). */
let DashboardsModule = class DashboardsModule {
};
exports.DashboardsModule = DashboardsModule;
exports.DashboardsModule = DashboardsModule = __decorate([
    (0, common_1.Module)({
        controllers: [super_admin_dashboard_controller_1.SuperAdminDashboardController],
        providers: [response_timings_1.ResponseTimings, super_admin_dashboard_queries_1.GetSuperAdminDashboardHandler],
    })
], DashboardsModule);
//# sourceMappingURL=dashboards.module.js.map