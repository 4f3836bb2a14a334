"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlatformAnalyticsModule = void 0;
const common_1 = require("@nestjs/common");
const usage_module_1 = require("../usage/usage.module");
const owner_day_reader_1 = require("./owner-day-reader");
const platform_analytics_controller_1 = require("./platform-analytics.controller");
const platform_analytics_queries_1 = require("./platform-analytics.queries");
/**
 * The super admin's Analytics and Reports: platform_owner_days and platform_owner_totals, an async
 * projection of the log (OwnerDayReader, the `platform-analytics` job), read with the owners' API
 * usage and the invoices by GET /api/super-admin/analytics.
 */
let PlatformAnalyticsModule = class PlatformAnalyticsModule {
};
exports.PlatformAnalyticsModule = PlatformAnalyticsModule;
exports.PlatformAnalyticsModule = PlatformAnalyticsModule = __decorate([
    (0, common_1.Module)({
        imports: [usage_module_1.UsageModule],
        controllers: [platform_analytics_controller_1.PlatformAnalyticsController],
        providers: [owner_day_reader_1.OwnerDayReader, platform_analytics_queries_1.GetPlatformAnalyticsHandler],
        exports: [owner_day_reader_1.OwnerDayReader],
    })
], PlatformAnalyticsModule);
//# sourceMappingURL=platform-analytics.module.js.map