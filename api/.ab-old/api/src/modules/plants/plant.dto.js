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
exports.PlantActivationDto = exports.blankToNull = exports.PlantLocationDto = exports.UpdatePlantDto = exports.LOCK_PERIOD_INVALID = exports.TIME_ZONE_INVALID = exports.CreatePlantDto = exports.LONGITUDE_RULE = exports.LATITUDE_RULE = exports.LONGITUDE_RANGE = exports.LATITUDE_RANGE = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const plant_day_1 = require("../../platform/domain/plant-day");
const field_rules_1 = require("./field-rules");
exports.LATITUDE_RANGE = 'The latitude must be between -90 and 90.';
exports.LONGITUDE_RANGE = 'The longitude must be between -180 and 180.';
const PHONE = { max: 20, notText: 'The phone must be a string.', tooLong: 'The phone may not be greater than 20 characters.' };
const SECONDARY_PHONE = {
    max: 20,
    notText: 'The secondary phone must be a string.',
    tooLong: 'The secondary phone may not be greater than 20 characters.',
};
const NAME = { required: 'The name field is required.', max: 255, tooLong: 'The name may not be greater than 255 characters.' };
const ADDRESS = { required: 'The address field is required.', max: 1000, tooLong: 'The address may not be greater than 1000 characters.' };
const CAN_RATE_MAX = [1_000_000, 'The default can rate may not be greater than 1000000.'];
const CAN_RATE_NOT_NUMBER = 'The default can rate must be a number with at most 2 decimals.';
exports.LATITUDE_RULE = {
    notNumber: 'The latitude must be a number.',
    min: [-90, exports.LATITUDE_RANGE],
    max: [90, exports.LATITUDE_RANGE],
};
exports.LONGITUDE_RULE = {
    notNumber: 'The longitude must be a number.',
    min: [-180, exports.LONGITUDE_RANGE],
    max: [180, exports.LONGITUDE_RANGE],
};
class CreatePlantDto {
    name;
    address;
    phone;
    phone_secondary;
    secondary_phone;
    default_can_rate;
    latitude;
    longitude;
}
exports.CreatePlantDto = CreatePlantDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Main Plant' }),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], CreatePlantDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Block 5, Gulshan-e-Iqbal, Karachi' }),
    (0, field_rules_1.TextField)(ADDRESS),
    __metadata("design:type", String)
], CreatePlantDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)(PHONE),
    __metadata("design:type", Object)
], CreatePlantDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)({
        ...SECONDARY_PHONE,
        notText: 'The phone secondary must be a string.',
        tooLong: 'The phone secondary may not be greater than 20 characters.',
    }),
    __metadata("design:type", Object)
], CreatePlantDto.prototype, "phone_secondary", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Same as phone_secondary (the onboarding payload name)' }),
    (0, field_rules_1.TextField)(SECONDARY_PHONE),
    __metadata("design:type", Object)
], CreatePlantDto.prototype, "secondary_phone", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 50 }),
    (0, field_rules_1.NumberField)({
        required: 'The default can rate field is required.',
        notNumber: CAN_RATE_NOT_NUMBER,
        maxDecimals: 2,
        min: [0.01, 'The default can rate must be greater than 0.'],
        max: CAN_RATE_MAX,
    }),
    __metadata("design:type", Number)
], CreatePlantDto.prototype, "default_can_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: -90, maximum: 90 }),
    (0, field_rules_1.NumberField)(exports.LATITUDE_RULE),
    __metadata("design:type", Object)
], CreatePlantDto.prototype, "latitude", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: -180, maximum: 180 }),
    (0, field_rules_1.NumberField)(exports.LONGITUDE_RULE),
    __metadata("design:type", Object)
], CreatePlantDto.prototype, "longitude", void 0);
exports.TIME_ZONE_INVALID = 'The time zone must be a valid IANA time zone name, such as Asia/Karachi.';
exports.LOCK_PERIOD_INVALID = 'The lock period days must be a whole number between 0 and 3650.';
/** An IANA time-zone name that Intl knows (absent is accepted: the field then keeps its value). */
const TimeZoneField = () => (0, class_validator_1.ValidateBy)({
    name: 'timeZone',
    validator: {
        validate: (value) => value === undefined || (0, plant_day_1.canonicalTimeZone)(value) !== null,
        defaultMessage: () => exports.TIME_ZONE_INVALID,
    },
});
/** The settings save: every field optional, absent fields keep their value. */
class UpdatePlantDto {
    name;
    address;
    phone;
    phone_secondary;
    secondary_phone;
    default_can_rate;
    time_zone;
    lock_period_days;
    payment_details;
}
exports.UpdatePlantDto = UpdatePlantDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], UpdatePlantDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(ADDRESS),
    __metadata("design:type", String)
], UpdatePlantDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)(PHONE),
    __metadata("design:type", Object)
], UpdatePlantDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)({
        ...SECONDARY_PHONE,
        notText: 'The phone secondary must be a string.',
        tooLong: 'The phone secondary may not be greater than 20 characters.',
    }),
    __metadata("design:type", Object)
], UpdatePlantDto.prototype, "phone_secondary", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.TextField)(SECONDARY_PHONE),
    __metadata("design:type", Object)
], UpdatePlantDto.prototype, "secondary_phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.NumberField)({ notNumber: CAN_RATE_NOT_NUMBER, maxDecimals: 2, min: [0, 'The default can rate must be at least 0.'], max: CAN_RATE_MAX }),
    __metadata("design:type", Number)
], UpdatePlantDto.prototype, "default_can_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: 'Asia/Karachi',
        description: "The plant's time zone (IANA name): its days, today and weeks are counted in it",
    }),
    TimeZoneField(),
    __metadata("design:type", String)
], UpdatePlantDto.prototype, "time_zone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: 35,
        minimum: 0,
        maximum: 3650,
        description: 'Entries older than this many days can only be reversed with a reason',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.NumberField)({ notNumber: exports.LOCK_PERIOD_INVALID, integer: true, min: [0, exports.LOCK_PERIOD_INVALID], max: [3650, exports.LOCK_PERIOD_INVALID] }),
    __metadata("design:type", Number)
], UpdatePlantDto.prototype, "lock_period_days", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: 'JazzCash 0300-1234567 (Ali Raza); Meezan Bank PK36MEZN0001234567890123',
        maxLength: 300,
        nullable: true,
        description: "How customers pay: JazzCash/Easypaisa number, bank account; printed as the statement's 'how to pay' line. Empty or null clears it",
    }),
    (0, field_rules_1.TextField)({
        max: 300,
        tooLong: 'The payment details may not be longer than 300 characters.',
        notText: 'The payment details must be text.',
    }),
    __metadata("design:type", Object)
], UpdatePlantDto.prototype, "payment_details", void 0);
class PlantLocationDto {
    latitude;
    longitude;
    address_confirmation;
}
exports.PlantLocationDto = PlantLocationDto;
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: -90, maximum: 90 }),
    (0, field_rules_1.NumberField)({ ...exports.LATITUDE_RULE, required: 'The latitude field is required.' }),
    __metadata("design:type", Number)
], PlantLocationDto.prototype, "latitude", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: -180, maximum: 180 }),
    (0, field_rules_1.NumberField)({ ...exports.LONGITUDE_RULE, required: 'The longitude field is required.' }),
    __metadata("design:type", Number)
], PlantLocationDto.prototype, "longitude", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "The plant's address, as the owner confirmed it" }),
    (0, field_rules_1.TextField)({
        max: 1000,
        notText: 'The address confirmation must be a string.',
        tooLong: 'The address confirmation may not be greater than 1000 characters.',
    }),
    __metadata("design:type", Object)
], PlantLocationDto.prototype, "address_confirmation", void 0);
/** Empty text and null both mean "no value". */
const blankToNull = (value) => value === undefined || value === null || value.trim() === '' ? null : value.trim();
exports.blankToNull = blankToNull;
/** The console's activation switch of a plant (`PUT /api/admin/filter-plants/{id}`); the rest of the record is ignored. */
class PlantActivationDto {
    is_active;
}
exports.PlantActivationDto = PlantActivationDto;
__decorate([
    (0, class_validator_1.IsDefined)({ message: 'The is active field is required.' }),
    (0, class_validator_1.IsBoolean)({ message: 'The is active field must be true or false.' }),
    __metadata("design:type", Boolean)
], PlantActivationDto.prototype, "is_active", void 0);
//# sourceMappingURL=plant.dto.js.map