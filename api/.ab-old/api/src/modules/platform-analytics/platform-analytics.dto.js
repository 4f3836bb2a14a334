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
exports.PlatformAnalyticsQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
/** GET /super-admin/analytics. */
class PlatformAnalyticsQueryDto {
    days;
    inactive_days;
}
exports.PlatformAnalyticsQueryDto = PlatformAnalyticsQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 30, minimum: 1, maximum: 366, description: 'Days of the series, today included' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The days must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The days must be at least 1.' }),
    (0, class_validator_1.Max)(366, { message: 'The days may not be greater than 366.' }),
    __metadata("design:type", Number)
], PlatformAnalyticsQueryDto.prototype, "days", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        default: 14,
        minimum: 0,
        maximum: 365,
        description: 'Days without an API call or a delivery that make an owner inactive',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The inactive days must be a whole number.' }),
    (0, class_validator_1.Min)(0, { message: 'The inactive days must be at least 0.' }),
    (0, class_validator_1.Max)(365, { message: 'The inactive days may not be greater than 365.' }),
    __metadata("design:type", Number)
], PlatformAnalyticsQueryDto.prototype, "inactive_days", void 0);
//# sourceMappingURL=platform-analytics.dto.js.map