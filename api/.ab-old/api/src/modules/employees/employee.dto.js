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
exports.EmployeeLoginDto = exports.UpdateEmployeeDto = exports.CreateEmployeeDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const auth_dto_1 = require("../auth/auth.dto");
const pakistani_phone_1 = require("../customers/pakistani-phone");
const field_rules_1 = require("../plants/field-rules");
const PHONE_SHORT = 'Phone number is required and must be at least 10 digits';
const TYPE_REQUIRED = 'Employee type is required - choose Commission or Salary';
const NAME = { required: 'Employee name is required', notText: 'Employee name is required', max: 100, tooLong: 'Name too long' };
const PHONE = {
    required: PHONE_SHORT,
    notText: PHONE_SHORT,
    min: [10, PHONE_SHORT],
    max: 20,
    tooLong: 'Phone number cannot exceed 20 characters',
    pattern: [/^[0-9+\-\s()]+$/, 'Phone number contains invalid characters'],
};
const ADDRESS = { max: 500, notText: 'The address must be a string.', tooLong: 'The address may not be greater than 500 characters.' };
const COMMISSION = {
    notNumber: 'The commission rate must be a number.',
    maxDecimals: 2,
    min: [1, 'Commission rate must be at least 1%'],
    max: [100, 'Commission rate cannot exceed 100%'],
};
const SALARY = {
    notNumber: 'The monthly salary must be a number.',
    maxDecimals: 2,
    min: [1000, 'Monthly salary must be at least PKR 1,000'],
    max: [1_000_000, 'Monthly salary seems too high'],
};
/** The wizard's employee rules, applied by the server too (docs/product.md#rules, docs/decisions.md#areas-and-staff). */
class CreateEmployeeDto {
    name;
    phone;
    address;
    type;
    commission_rate;
    monthly_salary;
}
exports.CreateEmployeeDto = CreateEmployeeDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 100 }),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], CreateEmployeeDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '0300-1234567', description: '10 to 20 digits, plus, hyphen, space, parentheses' }),
    (0, field_rules_1.TextField)(PHONE),
    __metadata("design:type", String)
], CreateEmployeeDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)(ADDRESS),
    __metadata("design:type", Object)
], CreateEmployeeDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['commission', 'salary'] }),
    (0, class_validator_1.IsIn)(['commission', 'salary'], { message: TYPE_REQUIRED }),
    __metadata("design:type", String)
], CreateEmployeeDto.prototype, "type", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Percent, 1 to 100; default 15 for commission employees when absent' }),
    (0, field_rules_1.NumberField)(COMMISSION),
    __metadata("design:type", Object)
], CreateEmployeeDto.prototype, "commission_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'PKR, 1,000 to 1,000,000; default 30,000 for salaried employees when absent' }),
    (0, field_rules_1.NumberField)(SALARY),
    __metadata("design:type", Object)
], CreateEmployeeDto.prototype, "monthly_salary", void 0);
/** Same rules; absent fields keep their value. */
class UpdateEmployeeDto {
    name;
    phone;
    address;
    type;
    commission_rate;
    monthly_salary;
}
exports.UpdateEmployeeDto = UpdateEmployeeDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100 }),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], UpdateEmployeeDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(PHONE),
    __metadata("design:type", String)
], UpdateEmployeeDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)(ADDRESS),
    __metadata("design:type", Object)
], UpdateEmployeeDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['commission', 'salary'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['commission', 'salary'], { message: TYPE_REQUIRED }),
    __metadata("design:type", String)
], UpdateEmployeeDto.prototype, "type", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.NumberField)(COMMISSION),
    __metadata("design:type", Object)
], UpdateEmployeeDto.prototype, "commission_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.NumberField)(SALARY),
    __metadata("design:type", Object)
], UpdateEmployeeDto.prototype, "monthly_salary", void 0);
const LOGIN_NAME_REQUIRED = 'Enter a phone or an email for the sign-in.';
const LOGIN_PASSWORD = 'The password must be at least 8 characters.';
/**
 * A rider's sign-in (POST /filter-owner/employees/{id}/login): a Pakistani mobile number and/or
 * an email to sign in with, and a password of at least 8 characters.
 */
class EmployeeLoginDto {
    phone;
    email;
    password;
}
exports.EmployeeLoginDto = EmployeeLoginDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '0300-1234567', description: 'Any usual spelling of a Pakistani mobile; kept in E.164' }),
    (0, class_validator_1.ValidateIf)((body) => body.phone !== undefined || body.email === undefined),
    (0, class_validator_1.IsNotEmpty)({ message: LOGIN_NAME_REQUIRED }),
    (0, class_validator_1.IsString)({ message: pakistani_phone_1.PHONE_INVALID }),
    (0, class_validator_1.ValidateBy)({ name: 'pakistaniMobile', validator: { validate: auth_dto_1.isMobile, defaultMessage: () => pakistani_phone_1.PHONE_INVALID } }),
    __metadata("design:type", String)
], EmployeeLoginDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'rider@example.com' }),
    (0, class_validator_1.ValidateIf)((body) => body.email !== undefined),
    (0, class_validator_1.IsEmail)({}, { message: 'Please enter a valid email address' }),
    (0, class_validator_1.MaxLength)(255, { message: 'The email may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], EmployeeLoginDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: 8 }),
    (0, class_validator_1.IsString)({ message: LOGIN_PASSWORD }),
    (0, class_validator_1.MinLength)(8, { message: LOGIN_PASSWORD }),
    (0, class_validator_1.MaxLength)(255, { message: 'The password may not be greater than 255 characters.' }),
    __metadata("design:type", String)
], EmployeeLoginDto.prototype, "password", void 0);
//# sourceMappingURL=employee.dto.js.map