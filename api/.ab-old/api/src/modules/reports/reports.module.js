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
exports.ReportsModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const report_projection_1 = require("./report.projection");
const report_queries_1 = require("./report.queries");
const reports_controller_1 = require("./reports.controller");
/**
 * The owner's reports, read from aggregates: the daily-entries', expenses' and riders' tables
 * (docs/shared-read-models.md) and this module's own (report.projection.ts): collections per day
 * and method, and the customers' open debits by day (for the ages of what is owed; the reminders
 * module reads them too).
 */
let ReportsModule = class ReportsModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(report_projection_1.reportProjection);
    }
};
exports.ReportsModule = ReportsModule;
exports.ReportsModule = ReportsModule = __decorate([
    (0, common_1.Module)({
        controllers: [reports_controller_1.ReportsController],
        providers: [...report_queries_1.REPORT_QUERY_HANDLERS],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], ReportsModule);
//# sourceMappingURL=reports.module.js.map