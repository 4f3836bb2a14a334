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
exports.ReportsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const plain_query_1 = require("../../platform/http/plain-query");
const owner_plant_decorator_1 = require("../plants/owner-plant.decorator");
const report_dto_1 = require("./report.dto");
const report_queries_1 = require("./report.queries");
const report_xlsx_1 = require("./report-xlsx");
/** The report's name in the path: one of REPORT_NAMES, else 404. */
class ReportNamePipe {
    transform(value) {
        if (!report_queries_1.REPORT_NAMES.includes(value))
            throw domain_error_1.DomainError.notFound(`There is no report called ${value.slice(0, 40)}.`);
        return value;
    }
}
const REPORTS_SUMMARY = [
    'One report of the plant (filter_plant_id; the default plant when absent) over plant days from..to (default: the 30 days to today; at most 731):',
    'daily-sales (cans, amount per day, from daily_delivery_totals), collections (money in per day by payment method: cash, jazzcash, easypaisa, bank, other),',
    'outstanding-age (what customers owe now by the age of the charge it comes from: 0–30, 31–60, 61–90, over 90 days, oldest charges paid first),',
    'cans-out (cans at customers per area now, and in `detail` the customers holding more than their can limit),',
    'rider-performance (per rider: cans delivered and collected back, money collected, day closes and their cash and can differences),',
    'expenses (by category) and profit-loss (per month: revenue = amount delivered, collected, expenses, profit = revenue − expenses).',
    'area_id and employee_id narrow the reports that have them (ignored_filters names those that do not). Every report is `table` (columns, rows, totals) plus how to chart it.',
].join(' ');
const criteriaOf = (plant, query) => ({
    plantId: Number(plant.id),
    from: query.from,
    to: query.to,
    areaId: query.area_id,
    employeeId: query.employee_id,
});
/** The owner's reports of a plant; read from aggregate tables only (report.queries.ts). */
let ReportsController = class ReportsController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    async report(_caller, name, query, plant) {
        const report = await this.queries.execute(new report_queries_1.OwnerReportQuery(name, criteriaOf(plant, query)));
        return report.enveloped('Report retrieved successfully');
    }
    async export(name, query, plant, reply) {
        const report = (await this.queries.execute(new report_queries_1.OwnerReportQuery(name, criteriaOf(plant, query)))).parse();
        void reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="${name}-${report.from}-${report.to}.xlsx"`)
            .header('cache-control', 'no-store');
        return (0, report_xlsx_1.reportWorkbook)(report);
    }
};
exports.ReportsController = ReportsController;
__decorate([
    (0, common_1.Get)(':name'),
    (0, decorators_1.RawResponse)(),
    (0, plain_query_1.SendsJsonText)(),
    (0, swagger_1.ApiParam)({ name: 'name', enum: report_queries_1.REPORT_NAMES }),
    (0, swagger_1.ApiOperation)({ summary: REPORTS_SUMMARY }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Param)('name', new ReportNamePipe())),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, owner_plant_decorator_1.OwnerPlant)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, String, report_dto_1.ReportQueryDto, Object]),
    __metadata("design:returntype", Promise)
], ReportsController.prototype, "report", null);
__decorate([
    (0, common_1.Get)(':name/export'),
    (0, decorators_1.RawResponse)(),
    (0, swagger_1.ApiParam)({ name: 'name', enum: report_queries_1.REPORT_NAMES }),
    (0, swagger_1.ApiProduces)('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    (0, swagger_1.ApiOperation)({ summary: 'The same report as an XLSX workbook (format=xlsx): its title, plant days, table with totals and detail table' }),
    __param(0, (0, common_1.Param)('name', new ReportNamePipe())),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, owner_plant_decorator_1.OwnerPlant)()),
    __param(3, (0, common_1.Res)({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, report_dto_1.ReportExportQueryDto, Object, Object]),
    __metadata("design:returntype", Promise)
], ReportsController.prototype, "export", null);
exports.ReportsController = ReportsController = __decorate([
    (0, swagger_1.ApiTags)('Filter owner: reports'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiQuery)({ name: 'filter_plant_id', required: false, type: Number }),
    (0, decorators_1.Roles)('filter_owner'),
    (0, common_1.Controller)('filter-owner/reports'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], ReportsController);
//# sourceMappingURL=reports.controller.js.map