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
exports.RiderDayQueryDto = exports.RiderDaysQueryDto = exports.RIDER_DAY_STATUSES = exports.OwnerRiderDayCloseDto = exports.RiderDayCloseDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const DAY = 'The date must be a day written YYYY-MM-DD.';
const MAX_MONEY = 10_000_000;
const MAX_CANS = 100_000;
const cans = (field) => ({
    required: `The ${field} are required.`,
    notNumber: `The ${field} must be a whole number.`,
    integer: true,
    min: [0, `The ${field} may not be negative.`],
    max: [MAX_CANS, `The ${field} may not be more than ${MAX_CANS}.`],
});
const EMPLOYEE_ID = {
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
    max: [Number.MAX_SAFE_INTEGER, 'The employee id must be a positive integer.'],
};
/** The counts of a day close. */
class DayCloseCountsDto {
    cash_handed_over;
    cans_returned_to_plant;
    full_cans_taken;
}
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0, description: 'PKR the rider handed over' }),
    (0, field_rules_1.NumberField)({
        required: 'The cash handed over is required.',
        notNumber: 'The cash handed over must be a number with at most 2 decimals.',
        maxDecimals: 2,
        min: [0, 'The cash handed over may not be negative.'],
        max: [MAX_MONEY, 'The cash handed over is out of range.'],
    }),
    __metadata("design:type", Number)
], DayCloseCountsDto.prototype, "cash_handed_over", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0, description: 'Empty cans the rider brought back to the plant' }),
    (0, field_rules_1.NumberField)(cans('cans returned to plant')),
    __metadata("design:type", Number)
], DayCloseCountsDto.prototype, "cans_returned_to_plant", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0, description: 'Full cans the rider took out that day' }),
    (0, field_rules_1.NumberField)(cans('full cans taken')),
    __metadata("design:type", Number)
], DayCloseCountsDto.prototype, "full_cans_taken", void 0);
/** POST /rider/day-close: the rider's own day (today when no date is sent). */
class RiderDayCloseDto extends DayCloseCountsDto {
    date;
}
exports.RiderDayCloseDto = RiderDayCloseDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], RiderDayCloseDto.prototype, "date", void 0);
/** POST /filter-owner/rider-days: the owner closes a rider's day. */
class OwnerRiderDayCloseDto extends DayCloseCountsDto {
    employee_id;
    date;
}
exports.OwnerRiderDayCloseDto = OwnerRiderDayCloseDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)({ ...EMPLOYEE_ID, required: 'The employee is required.' }),
    __metadata("design:type", Number)
], OwnerRiderDayCloseDto.prototype, "employee_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-24' }),
    (0, field_rules_1.CalendarDate)(DAY, { required: 'The date is required.' }),
    __metadata("design:type", String)
], OwnerRiderDayCloseDto.prototype, "date", void 0);
exports.RIDER_DAY_STATUSES = ['unclosed', 'closed'];
/** GET /filter-owner/rider-days */
class RiderDaysQueryDto extends plant_query_dto_1.PlantQueryDto {
    from;
    to;
    employee_id;
    status;
}
exports.RiderDaysQueryDto = RiderDaysQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'First day; 30 days before `to` when absent' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], RiderDaysQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "Last day; the plant's today when absent" }),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], RiderDaysQueryDto.prototype, "to", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(EMPLOYEE_ID),
    __metadata("design:type", Number)
], RiderDaysQueryDto.prototype, "employee_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.RIDER_DAY_STATUSES, description: 'unclosed: entries and no close; closed: closed (maybe corrected)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.RIDER_DAY_STATUSES, { message: 'The status must be one of unclosed, closed.' }),
    __metadata("design:type", String)
], RiderDaysQueryDto.prototype, "status", void 0);
/** GET /rider/sheet, GET /rider/day-close */
class RiderDayQueryDto {
    date;
}
exports.RiderDayQueryDto = RiderDayQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], RiderDayQueryDto.prototype, "date", void 0);
//# sourceMappingURL=rider-day.dto.js.map