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
exports.AssignEmployeeAreaDto = exports.CreatePlantFromProgressDto = exports.OnboardingPlantDto = exports.SaveProgressDto = exports.MarkStepDto = void 0;
exports.stepName = stepName;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_dto_1 = require("../plants/plant.dto");
const onboarding_events_1 = require("./onboarding.events");
const STEP_VALUES = [...onboarding_events_1.ONBOARDING_STEPS, 0, 1, 2, 3, 4, '0', '1', '2', '3', '4'];
const STEP_MESSAGE = 'The step must be one of plant, areas, employees, assignments, complete (or 0 to 4).';
/** A step by name or by index. */
function stepName(value) {
    return typeof value === 'number' || /^\d$/.test(value) ? onboarding_events_1.ONBOARDING_STEPS[Number(value)] : value;
}
class MarkStepDto {
    step;
}
exports.MarkStepDto = MarkStepDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: STEP_VALUES }),
    (0, class_validator_1.IsDefined)({ message: 'The step field is required.' }),
    (0, class_validator_1.IsIn)(STEP_VALUES, { message: STEP_MESSAGE }),
    __metadata("design:type", Object)
], MarkStepDto.prototype, "step", void 0);
class SaveProgressDto extends MarkStepDto {
    data;
}
exports.SaveProgressDto = SaveProgressDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "The step's draft (any JSON object)" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)({ message: 'The data must be an object.' }),
    __metadata("design:type", Object)
], SaveProgressDto.prototype, "data", void 0);
/** The wizard's plant step (docs/product.md#rules): name, address, phone required, can rate at least 1 (default 25). */
class OnboardingPlantDto {
    name;
    address;
    phone;
    secondary_phone;
    phone_secondary;
    default_can_rate;
    latitude;
    longitude;
}
exports.OnboardingPlantDto = OnboardingPlantDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.TextField)({
        required: 'Plant name is required',
        notText: 'Plant name is required',
        max: 255,
        tooLong: 'The name may not be greater than 255 characters.',
    }),
    __metadata("design:type", String)
], OnboardingPlantDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.TextField)({
        required: 'Address is required',
        notText: 'Address is required',
        max: 1000,
        tooLong: 'The address may not be greater than 1000 characters.',
    }),
    __metadata("design:type", String)
], OnboardingPlantDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.TextField)({
        required: 'Phone number is required',
        notText: 'Phone number is required',
        max: 20,
        tooLong: 'The phone may not be greater than 20 characters.',
    }),
    __metadata("design:type", String)
], OnboardingPlantDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)({
        max: 20,
        notText: 'The secondary phone must be a string.',
        tooLong: 'The secondary phone may not be greater than 20 characters.',
    }),
    __metadata("design:type", Object)
], OnboardingPlantDto.prototype, "secondary_phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)({
        max: 20,
        notText: 'The phone secondary must be a string.',
        tooLong: 'The phone secondary may not be greater than 20 characters.',
    }),
    __metadata("design:type", Object)
], OnboardingPlantDto.prototype, "phone_secondary", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 25 }),
    (0, field_rules_1.NumberField)({
        notNumber: 'Can rate must be at least 1',
        maxDecimals: 2,
        min: [1, 'Can rate must be at least 1'],
        max: [1_000_000, 'The default can rate may not be greater than 1000000.'],
    }),
    __metadata("design:type", Object)
], OnboardingPlantDto.prototype, "default_can_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.NumberField)(plant_dto_1.LATITUDE_RULE),
    __metadata("design:type", Object)
], OnboardingPlantDto.prototype, "latitude", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.NumberField)(plant_dto_1.LONGITUDE_RULE),
    __metadata("design:type", Object)
], OnboardingPlantDto.prototype, "longitude", void 0);
class CreatePlantFromProgressDto {
    plant_data;
}
exports.CreatePlantFromProgressDto = CreatePlantFromProgressDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: OnboardingPlantDto }),
    (0, class_validator_1.IsDefined)({ message: 'The plant data field is required.' }),
    (0, class_validator_1.IsObject)({ message: 'The plant data must be an object.' }),
    (0, class_validator_1.ValidateNested)(),
    (0, class_transformer_1.Type)(() => OnboardingPlantDto),
    __metadata("design:type", OnboardingPlantDto)
], CreatePlantFromProgressDto.prototype, "plant_data", void 0);
class AssignEmployeeAreaDto {
    area_id;
    employee_id;
}
exports.AssignEmployeeAreaDto = AssignEmployeeAreaDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)({
        required: 'The area id field is required.',
        notNumber: 'The area id must be a positive integer.',
        integer: true,
        min: [1, 'The area id must be a positive integer.'],
    }),
    __metadata("design:type", Number)
], AssignEmployeeAreaDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)({
        required: 'The employee id field is required.',
        notNumber: 'The employee id must be a positive integer.',
        integer: true,
        min: [1, 'The employee id must be a positive integer.'],
    }),
    __metadata("design:type", Number)
], AssignEmployeeAreaDto.prototype, "employee_id", void 0);
//# sourceMappingURL=onboarding.dto.js.map