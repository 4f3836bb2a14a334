"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsageModule = void 0;
const common_1 = require("@nestjs/common");
const usage_counter_1 = require("./usage-counter");
const usage_rollup_job_1 = require("./usage-rollup.job");
const usage_controller_1 = require("./usage.controller");
const usage_queries_1 = require("./usage.queries");
/**
 * Owners' API usage: counted per owner and day on the request path (UsageCounter's onResponse
 * hook), rolled up into owner_api_usage_days by the `usage` job, read by Billing & Usage. For other
 * modules: the owner_api_usage_days table (platform analytics).
 */
let UsageModule = class UsageModule {
};
exports.UsageModule = UsageModule;
exports.UsageModule = UsageModule = __decorate([
    (0, common_1.Module)({
        controllers: [usage_controller_1.OwnerUsageController],
        providers: [usage_counter_1.UsageCounter, usage_rollup_job_1.UsageRollupJob, usage_queries_1.GetOwnerUsageHandler],
        exports: [usage_counter_1.UsageCounter],
    })
], UsageModule);
//# sourceMappingURL=usage.module.js.map