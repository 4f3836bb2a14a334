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
exports.AssignEmployeeDto = exports.UpdateAreaDto = exports.CreateAreaDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const NAME = { required: 'Area name is required', notText: 'Area name is required', max: 100, tooLong: 'Area name too long' };
const DESCRIPTION = { required: 'Description is required', notText: 'Description is required', max: 500, tooLong: 'Description too long' };
class CreateAreaDto {
    name;
    description;
}
exports.CreateAreaDto = CreateAreaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 100 }),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], CreateAreaDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 500 }),
    (0, field_rules_1.TextField)(DESCRIPTION),
    __metadata("design:type", String)
], CreateAreaDto.prototype, "description", void 0);
/** Same fields; absent ones keep their value. */
class UpdateAreaDto {
    name;
    description;
}
exports.UpdateAreaDto = UpdateAreaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100 }),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], UpdateAreaDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500 }),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(DESCRIPTION),
    __metadata("design:type", String)
], UpdateAreaDto.prototype, "description", void 0);
class AssignEmployeeDto {
    employee_id;
}
exports.AssignEmployeeDto = AssignEmployeeDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)({
        required: 'The employee id field is required.',
        notNumber: 'The employee id must be a positive integer.',
        integer: true,
        min: [1, 'The employee id must be a positive integer.'],
    }),
    __metadata("design:type", Number)
], AssignEmployeeDto.prototype, "employee_id", void 0);
//# sourceMappingURL=area.dto.js.map