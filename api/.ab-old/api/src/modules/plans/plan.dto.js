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
exports.SelectPackageDto = exports.PlanDto = void 0;
exports.toPlanTerms = toPlanTerms;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
class PlanDto {
    name;
    description;
    price_per_month;
    max_plants;
    max_customers;
    max_employees;
    features;
    is_popular;
}
exports.PlanDto = PlanDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Standard' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The name field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The name must be a string.' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The name may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], PlanDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'The description must be a string.' }),
    (0, class_validator_1.MaxLength)(1000, { message: 'The description may not be greater than 1000 characters.' }),
    __metadata("design:type", String)
], PlanDto.prototype, "description", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 299 }),
    (0, class_validator_1.IsNumber)({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'The price per month must be a number with at most 2 decimals.' }),
    (0, class_validator_1.Min)(0, { message: 'The price per month must be at least 0.' }),
    (0, class_validator_1.Max)(9_999_999_999.99, { message: 'The price per month is too large.' }),
    __metadata("design:type", Number)
], PlanDto.prototype, "price_per_month", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: '0 = unlimited' }),
    (0, class_validator_1.IsInt)({ message: 'The max plants must be a whole number.' }),
    (0, class_validator_1.Min)(0, { message: 'The max plants must be at least 0.' }),
    (0, class_validator_1.Max)(100_000, { message: 'The max plants may not be greater than 100000.' }),
    __metadata("design:type", Number)
], PlanDto.prototype, "max_plants", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '0 = unlimited' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsInt)({ message: 'The max customers must be a whole number.' }),
    (0, class_validator_1.Min)(0, { message: 'The max customers must be at least 0.' }),
    (0, class_validator_1.Max)(10_000_000, { message: 'The max customers may not be greater than 10000000.' }),
    __metadata("design:type", Number)
], PlanDto.prototype, "max_customers", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '0 = unlimited' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsInt)({ message: 'The max employees must be a whole number.' }),
    (0, class_validator_1.Min)(0, { message: 'The max employees must be at least 0.' }),
    (0, class_validator_1.Max)(1_000_000, { message: 'The max employees may not be greater than 1000000.' }),
    __metadata("design:type", Number)
], PlanDto.prototype, "max_employees", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: [String] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsArray)({ message: 'The features must be a list of texts.' }),
    (0, class_validator_1.ArrayMaxSize)(50, { message: 'A plan may list at most 50 features.' }),
    (0, class_validator_1.IsString)({ each: true, message: 'Each feature must be a text.' }),
    (0, class_validator_1.MaxLength)(255, { each: true, message: 'A feature may not be greater than 255 characters.' }),
    __metadata("design:type", Array)
], PlanDto.prototype, "features", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'The is popular field must be true or false.' }),
    __metadata("design:type", Boolean)
], PlanDto.prototype, "is_popular", void 0);
/** Limits left out: a paid plan gets 250 customers and 5 employees, a free one 50 and 2 (docs/product.md#rules). */
function toPlanTerms(dto) {
    const paid = dto.price_per_month > 0;
    return {
        name: dto.name.trim(),
        description: dto.description?.trim() ?? '',
        price_per_month: dto.price_per_month.toFixed(2),
        max_plants: dto.max_plants,
        max_customers: dto.max_customers ?? (paid ? 250 : 50),
        max_employees: dto.max_employees ?? (paid ? 5 : 2),
        features: (dto.features ?? []).map((f) => f.trim()).filter((f) => f !== ''),
        is_popular: dto.is_popular ?? false,
    };
}
class SelectPackageDto {
    subscription_plan_id;
    metadata;
}
exports.SelectPackageDto = SelectPackageDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The subscription plan id field is required.' }),
    (0, class_validator_1.IsInt)({ message: 'The subscription plan id must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The selected subscription plan id is invalid.' }),
    __metadata("design:type", Number)
], SelectPackageDto.prototype, "subscription_plan_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '{ selected_at, selected_by, package_name }, kept with the choice' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)({ message: 'The metadata must be an object.' }),
    __metadata("design:type", Object)
], SelectPackageDto.prototype, "metadata", void 0);
//# sourceMappingURL=plan.dto.js.map