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
exports.ReportExportQueryDto = exports.EXPORT_FORMATS = exports.ReportQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const AREA_ID = 'The area id must be a positive integer.';
const EMPLOYEE_ID = 'The employee id must be a positive integer.';
/** GET /reports/{name}: the plant (filter_plant_id), a range of plant days, an area, a rider. */
class ReportQueryDto extends plant_query_dto_1.PlantQueryDto {
    from;
    to;
    area_id;
    employee_id;
}
exports.ReportQueryDto = ReportQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-01-01', description: 'The first plant day (YYYY-MM-DD); 29 days before `to` when absent' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], ReportQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-31', description: "The last plant day (YYYY-MM-DD); the plant's today when absent" }),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], ReportQueryDto.prototype, "to", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Only this area of the plant' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: AREA_ID }),
    (0, class_validator_1.Min)(1, { message: AREA_ID }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: AREA_ID }),
    __metadata("design:type", Number)
], ReportQueryDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Only this rider (employee) of the plant' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: EMPLOYEE_ID }),
    (0, class_validator_1.Min)(1, { message: EMPLOYEE_ID }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: EMPLOYEE_ID }),
    __metadata("design:type", Number)
], ReportQueryDto.prototype, "employee_id", void 0);
exports.EXPORT_FORMATS = ['xlsx'];
/** GET /reports/{name}/export: the same filters and the file's format. */
class ReportExportQueryDto extends ReportQueryDto {
    format;
}
exports.ReportExportQueryDto = ReportExportQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.EXPORT_FORMATS, default: 'xlsx' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.EXPORT_FORMATS, { message: 'The format must be xlsx.' }),
    __metadata("design:type", String)
], ReportExportQueryDto.prototype, "format", void 0);
//# sourceMappingURL=report.dto.js.map