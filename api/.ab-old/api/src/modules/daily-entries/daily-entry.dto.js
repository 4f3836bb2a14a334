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
exports.DailyEntryListQueryDto = exports.SheetQueryDto = exports.PaymentDto = exports.CorrectEntryDto = exports.ReverseEntryDto = exports.SingleDailyEntryDto = exports.RiderEntryBatchDto = exports.DailyEntryBatchDto = exports.DailyEntryDto = exports.RiderEntryDto = exports.PAYMENT_METHODS = exports.DELIVERY_STATUSES = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const daily_entry_commands_1 = require("./daily-entry.commands");
exports.DELIVERY_STATUSES = ['delivered', 'not_home', 'refused', 'skipped'];
exports.PAYMENT_METHODS = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];
const MAX_MONEY = 10_000_000;
const MAX_CANS = 1_000;
const positiveId = field_rules_1.idRule;
const cans = (field) => ({ ...(0, field_rules_1.cansRule)(field, MAX_CANS), required: `The ${field} are required.` });
const amount = (field, min = 0) => ({
    ...(0, field_rules_1.amountRule)(field, min, MAX_MONEY),
    ...(min > 0 ? { min: [min, `The ${field} must be more than 0.`] } : {}),
});
const NOTE = { max: 500, notText: 'The note must be text.', tooLong: 'The note may not be longer than 500 characters.' };
const REASON = {
    required: 'A reason is required.',
    notText: 'A reason is required.',
    max: 200,
    tooLong: 'The reason may not be longer than 200 characters.',
};
const DAY = 'The date must be a day written YYYY-MM-DD.';
/** What a rider may send for a customer: no rate and no rider (they are the customer's rate and the rider). */
class RiderEntryDto {
    customer_id;
    cans_delivered;
    cans_returned;
    collected;
    payment_method;
    note;
    status;
}
exports.RiderEntryDto = RiderEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)(positiveId('customer id', 'The customer is required.')),
    __metadata("design:type", Number)
], RiderEntryDto.prototype, "customer_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0, maximum: MAX_CANS }),
    (0, field_rules_1.NumberField)(cans('cans delivered')),
    __metadata("design:type", Number)
], RiderEntryDto.prototype, "cans_delivered", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0, maximum: MAX_CANS, description: 'Empties collected' }),
    (0, field_rules_1.NumberField)(cans('cans returned')),
    __metadata("design:type", Number)
], RiderEntryDto.prototype, "cans_returned", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Money received with the delivery (PKR); 0 when absent' }),
    (0, field_rules_1.NumberField)(amount('collected')),
    __metadata("design:type", Number)
], RiderEntryDto.prototype, "collected", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.PAYMENT_METHODS, default: 'cash' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.PAYMENT_METHODS, { message: `The payment method must be one of ${exports.PAYMENT_METHODS.join(', ')}.` }),
    __metadata("design:type", String)
], RiderEntryDto.prototype, "payment_method", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500 }),
    (0, field_rules_1.TextField)(NOTE),
    __metadata("design:type", Object)
], RiderEntryDto.prototype, "note", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.DELIVERY_STATUSES, default: 'delivered' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.DELIVERY_STATUSES, { message: `The status must be one of ${exports.DELIVERY_STATUSES.join(', ')}.` }),
    __metadata("design:type", String)
], RiderEntryDto.prototype, "status", void 0);
class DailyEntryDto extends RiderEntryDto {
    rate;
    employee_id;
}
exports.DailyEntryDto = DailyEntryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "Price per can (PKR); the customer's effective rate when absent" }),
    (0, field_rules_1.NumberField)({ ...amount('rate'), max: [1_000_000, 'The rate is out of range.'] }),
    __metadata("design:type", Number)
], DailyEntryDto.prototype, "rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "The rider; the customer's assigned rider when absent, null for none" }),
    (0, field_rules_1.NumberField)(positiveId('employee id')),
    __metadata("design:type", Object)
], DailyEntryDto.prototype, "employee_id", void 0);
class DailyEntryBatchDto {
    date;
    entries;
}
exports.DailyEntryBatchDto = DailyEntryBatchDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], DailyEntryBatchDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: [DailyEntryDto], maxItems: daily_entry_commands_1.MAX_ENTRIES_PER_BATCH }),
    (0, class_validator_1.IsDefined)({ message: 'The entries are required.' }),
    (0, class_validator_1.IsArray)({ message: 'The entries must be a list.' }),
    (0, class_validator_1.ArrayMaxSize)(daily_entry_commands_1.MAX_ENTRIES_PER_BATCH, { message: `A batch holds at most ${daily_entry_commands_1.MAX_ENTRIES_PER_BATCH} entries.` }),
    (0, class_validator_1.ValidateNested)({ each: true }),
    (0, class_transformer_1.Type)(() => DailyEntryDto),
    __metadata("design:type", Array)
], DailyEntryBatchDto.prototype, "entries", void 0);
class RiderEntryBatchDto {
    date;
    entries;
}
exports.RiderEntryBatchDto = RiderEntryBatchDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], RiderEntryBatchDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: [RiderEntryDto], maxItems: daily_entry_commands_1.MAX_ENTRIES_PER_BATCH }),
    (0, class_validator_1.IsDefined)({ message: 'The entries are required.' }),
    (0, class_validator_1.IsArray)({ message: 'The entries must be a list.' }),
    (0, class_validator_1.ArrayMaxSize)(daily_entry_commands_1.MAX_ENTRIES_PER_BATCH, { message: `A batch holds at most ${daily_entry_commands_1.MAX_ENTRIES_PER_BATCH} entries.` }),
    (0, class_validator_1.ValidateNested)({ each: true }),
    (0, class_transformer_1.Type)(() => RiderEntryDto),
    __metadata("design:type", Array)
], RiderEntryBatchDto.prototype, "entries", void 0);
/** POST /daily-entries: one entry with its day. */
class SingleDailyEntryDto extends DailyEntryDto {
    date;
}
exports.SingleDailyEntryDto = SingleDailyEntryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], SingleDailyEntryDto.prototype, "date", void 0);
class ReverseEntryDto {
    reason;
}
exports.ReverseEntryDto = ReverseEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 200, description: 'Why the entry is reversed' }),
    (0, field_rules_1.TextField)(REASON),
    __metadata("design:type", String)
], ReverseEntryDto.prototype, "reason", void 0);
/** POST /daily-entries/{id}/correct: the reason and the entry as it should have been. */
class CorrectEntryDto extends DailyEntryDto {
    reason;
}
exports.CorrectEntryDto = CorrectEntryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 200, description: 'Why the entry is corrected' }),
    (0, field_rules_1.TextField)(REASON),
    __metadata("design:type", String)
], CorrectEntryDto.prototype, "reason", void 0);
class PaymentDto {
    amount;
    method;
    reference;
    received_at;
    employee_id;
}
exports.PaymentDto = PaymentDto;
__decorate([
    (0, swagger_1.ApiProperty)({ minimum: 0.01 }),
    (0, field_rules_1.NumberField)({ ...amount('amount', 0.01), required: 'The amount is required.' }),
    __metadata("design:type", Number)
], PaymentDto.prototype, "amount", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.PAYMENT_METHODS }),
    (0, class_validator_1.IsDefined)({ message: 'The method is required.' }),
    (0, class_validator_1.IsIn)(exports.PAYMENT_METHODS, { message: `The method must be one of ${exports.PAYMENT_METHODS.join(', ')}.` }),
    __metadata("design:type", String)
], PaymentDto.prototype, "method", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100, description: 'A transaction id or receipt number' }),
    (0, field_rules_1.TextField)({ max: 100, notText: 'The reference must be text.', tooLong: 'The reference may not be longer than 100 characters.' }),
    __metadata("design:type", Object)
], PaymentDto.prototype, "reference", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'ISO 8601 instant; now when absent' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsISO8601)({ strict: true }, { message: 'The received at must be an ISO 8601 date and time.' }),
    __metadata("design:type", String)
], PaymentDto.prototype, "received_at", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'The rider who took the money (counts in their day close)' }),
    (0, field_rules_1.NumberField)(positiveId('employee id')),
    __metadata("design:type", Object)
], PaymentDto.prototype, "employee_id", void 0);
class SheetQueryDto extends plant_query_dto_1.PlantQueryDto {
    date;
    area_id;
    employee_id;
}
exports.SheetQueryDto = SheetQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "The plant's day; its today when absent" }),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], SheetQueryDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(positiveId('area id')),
    __metadata("design:type", Number)
], SheetQueryDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Customers assigned to this rider' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(positiveId('employee id')),
    __metadata("design:type", Number)
], SheetQueryDto.prototype, "employee_id", void 0);
class DailyEntryListQueryDto extends plant_query_dto_1.PlantPageQueryDto {
    date;
    from;
    to;
    area_id;
    employee_id;
    customer_id;
    status;
}
exports.DailyEntryListQueryDto = DailyEntryListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.CalendarDate)(DAY),
    __metadata("design:type", String)
], DailyEntryListQueryDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], DailyEntryListQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], DailyEntryListQueryDto.prototype, "to", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(positiveId('area id')),
    __metadata("design:type", Number)
], DailyEntryListQueryDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(positiveId('employee id')),
    __metadata("design:type", Number)
], DailyEntryListQueryDto.prototype, "employee_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)(positiveId('customer id')),
    __metadata("design:type", Number)
], DailyEntryListQueryDto.prototype, "customer_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: [...exports.DELIVERY_STATUSES, 'reversed'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)([...exports.DELIVERY_STATUSES, 'reversed'], { message: `The status must be one of ${[...exports.DELIVERY_STATUSES, 'reversed'].join(', ')}.` }),
    __metadata("design:type", String)
], DailyEntryListQueryDto.prototype, "status", void 0);
//# sourceMappingURL=daily-entry.dto.js.map