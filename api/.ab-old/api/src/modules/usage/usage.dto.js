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
exports.OwnerUsageQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
/** GET /filter-owner/usage. */
class OwnerUsageQueryDto {
    days;
}
exports.OwnerUsageQueryDto = OwnerUsageQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 7, minimum: 1, maximum: 31, description: 'How many billing days, today included' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The days must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The days must be at least 1.' }),
    (0, class_validator_1.Max)(31, { message: 'The days may not be greater than 31.' }),
    __metadata("design:type", Number)
], OwnerUsageQueryDto.prototype, "days", void 0);
//# sourceMappingURL=usage.dto.js.map