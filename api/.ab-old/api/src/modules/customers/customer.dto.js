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
exports.CustomerLedgerQueryDto = exports.CustomerListQueryDto = exports.MoveCustomersDto = exports.ReverseLedgerLineDto = exports.CustomerDepositDto = exports.CustomerAdjustmentDto = exports.CustomerPauseDto = exports.CreateCustomerDto = exports.UpdateCustomerDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const schedule_dto_1 = require("../schedules/schedule.dto");
const customer_events_1 = require("./customer.events");
const pakistani_phone_1 = require("./pakistani-phone");
const MAX_MONEY = 1_000_000_000;
const MAX_CANS = 100_000;
/** A Pakistani mobile number in any usual spelling, or nothing (null or empty). */
function PakistaniMobile() {
    const ok = (value) => value === undefined ||
        value === null ||
        value === '' ||
        (typeof value === 'string' && value.length <= 30 && (0, pakistani_phone_1.normalisePakistaniMobile)(value) !== null);
    return (0, class_validator_1.ValidateBy)({ name: 'pakistaniMobile', validator: { validate: ok, defaultMessage: () => pakistani_phone_1.PHONE_INVALID } });
}
const NAME = { required: 'Customer name is required', notText: 'Customer name is required', max: 100, tooLong: 'Customer name too long' };
const CODE = {
    max: 20,
    notText: 'The code must be text.',
    tooLong: 'The code may not be longer than 20 characters.',
    pattern: [/^\s*[A-Za-z0-9][A-Za-z0-9\-_/.]*\s*$/, 'The code may hold letters, digits, hyphens, slashes, dots and underscores only.'],
};
const ADDRESS = { max: 500, notText: 'The address must be text.', tooLong: 'The address may not be longer than 500 characters.' };
const NOTES = { max: 2000, notText: 'The notes must be text.', tooLong: 'The notes may not be longer than 2000 characters.' };
const REASON = {
    required: 'A reason is required.',
    notText: 'A reason is required.',
    max: 200,
    tooLong: 'The reason may not be longer than 200 characters.',
};
const id = field_rules_1.idRule;
const amount = (field, min) => (0, field_rules_1.amountRule)(field, min, MAX_MONEY);
const cans = (field, min = 0) => (0, field_rules_1.cansRule)(field, MAX_CANS, min);
/** The fields create and update share (all optional; on update absent ones keep their value, null clears one). */
class CustomerFieldsDto {
    code;
    phone;
    whatsapp;
    address;
    latitude;
    longitude;
    employee_id;
    rate;
    security_deposit_cans;
    security_deposit_amount;
    credit_limit;
    can_limit;
    notes;
    language;
}
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Unique per plant; generated C-0001, C-0002… when absent on create', maxLength: 20 }),
    (0, field_rules_1.TextField)(CODE),
    __metadata("design:type", String)
], CustomerFieldsDto.prototype, "code", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: '0300-1234567',
        description: 'A Pakistani mobile number (03xx-xxxxxxx or +92 3xx xxxxxxx); stored as E.164',
    }),
    PakistaniMobile(),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "phone", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'A Pakistani mobile number; the phone when absent' }),
    PakistaniMobile(),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "whatsapp", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500 }),
    (0, field_rules_1.TextField)(ADDRESS),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "address", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: -90, maximum: 90 }),
    (0, field_rules_1.NumberField)({
        notNumber: 'The latitude must be a number.',
        maxDecimals: 7,
        min: [-90, 'The latitude must be between -90 and 90.'],
        max: [90, 'The latitude must be between -90 and 90.'],
    }),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "latitude", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: -180, maximum: 180 }),
    (0, field_rules_1.NumberField)({
        notNumber: 'The longitude must be a number.',
        maxDecimals: 7,
        min: [-180, 'The longitude must be between -180 and 180.'],
        max: [180, 'The longitude must be between -180 and 180.'],
    }),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "longitude", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'A rider (employee of the plant assigned to the area); null for none' }),
    (0, field_rules_1.NumberField)(id('employee id')),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "employee_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "Price per can in PKR; null = the plant's default_can_rate" }),
    (0, field_rules_1.NumberField)({ ...amount('rate', 0), max: [1_000_000, 'The rate is out of range.'] }),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Cans lent against a deposit (a change is recorded as a deposit line)' }),
    (0, field_rules_1.NumberField)(cans('security deposit cans')),
    __metadata("design:type", Number)
], CustomerFieldsDto.prototype, "security_deposit_cans", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Deposit money held, PKR (a change is recorded as a deposit line)' }),
    (0, field_rules_1.NumberField)(amount('security deposit amount', 0)),
    __metadata("design:type", Number)
], CustomerFieldsDto.prototype, "security_deposit_amount", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'PKR; crossing it is flagged, never blocked' }),
    (0, field_rules_1.NumberField)(amount('credit limit', 0)),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "credit_limit", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Cans; crossing it is flagged, never blocked' }),
    (0, field_rules_1.NumberField)(cans('can limit')),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "can_limit", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 2000 }),
    (0, field_rules_1.TextField)(NOTES),
    __metadata("design:type", Object)
], CustomerFieldsDto.prototype, "notes", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        enum: customer_events_1.CUSTOMER_LANGUAGES,
        default: 'en',
        description: "The customer's statements (PDF and share page), statement WhatsApp message and payment reminder are written in it: en (English, the default) or ur (Urdu)",
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(customer_events_1.CUSTOMER_LANGUAGES, { message: 'The language must be en or ur.' }),
    __metadata("design:type", String)
], CustomerFieldsDto.prototype, "language", void 0);
/** PUT /customers/{id}: the shared fields, name and area included, all optional; no opening figures. */
class UpdateCustomerDto extends CustomerFieldsDto {
    name;
    area_id;
}
exports.UpdateCustomerDto = UpdateCustomerDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100 }),
    (0, class_validator_1.IsOptional)(),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], UpdateCustomerDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'An area of the plant (a new area without employee_id clears the rider)' }),
    (0, field_rules_1.NumberField)(id('area id')),
    __metadata("design:type", Number)
], UpdateCustomerDto.prototype, "area_id", void 0);
class CreateCustomerDto extends CustomerFieldsDto {
    name;
    area_id;
    opening_balance;
    opening_cans;
    schedule;
}
exports.CreateCustomerDto = CreateCustomerDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 100 }),
    (0, field_rules_1.TextField)(NAME),
    __metadata("design:type", String)
], CreateCustomerDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'An area of the plant' }),
    (0, field_rules_1.NumberField)(id('area id', 'The area is required.')),
    __metadata("design:type", Number)
], CreateCustomerDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Money owed on joining, PKR; negative = an advance. Recorded as the opening ledger line.' }),
    (0, field_rules_1.NumberField)(amount('opening balance', -MAX_MONEY)),
    __metadata("design:type", Number)
], CreateCustomerDto.prototype, "opening_balance", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Cans already at the customer on joining' }),
    (0, field_rules_1.NumberField)(cans('opening cans')),
    __metadata("design:type", Number)
], CreateCustomerDto.prototype, "opening_cans", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: () => schedule_dto_1.CustomerScheduleDto, description: 'Their delivery schedule at once; absent = daily, quantity 1' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)({ message: 'The schedule must be an object.' }),
    (0, class_validator_1.ValidateNested)(),
    (0, class_transformer_1.Type)(() => schedule_dto_1.CustomerScheduleDto),
    __metadata("design:type", schedule_dto_1.CustomerScheduleDto)
], CreateCustomerDto.prototype, "schedule", void 0);
class CustomerPauseDto {
    from;
    until;
    reason;
}
exports.CustomerPauseDto = CustomerPauseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-12-01', description: 'The first paused day (YYYY-MM-DD)' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.', { required: 'The from date is required.' }),
    __metadata("design:type", String)
], CustomerPauseDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-15', description: 'The last paused day; absent or null = until removed' }),
    (0, field_rules_1.CalendarDate)('The until date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", Object)
], CustomerPauseDto.prototype, "until", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 200 }),
    (0, field_rules_1.TextField)({ ...REASON, required: undefined }),
    __metadata("design:type", Object)
], CustomerPauseDto.prototype, "reason", void 0);
class CustomerAdjustmentDto {
    amount;
    cans;
    reason;
    date;
}
exports.CustomerAdjustmentDto = CustomerAdjustmentDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'PKR; positive: the customer owes more, negative: owes less' }),
    (0, field_rules_1.NumberField)(amount('amount', -MAX_MONEY)),
    __metadata("design:type", Number)
], CustomerAdjustmentDto.prototype, "amount", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Cans; positive: more cans at the customer, negative: fewer' }),
    (0, field_rules_1.NumberField)(cans('cans', -MAX_CANS)),
    __metadata("design:type", Number)
], CustomerAdjustmentDto.prototype, "cans", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 200 }),
    (0, field_rules_1.TextField)(REASON),
    __metadata("design:type", String)
], CustomerAdjustmentDto.prototype, "reason", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "The plant's day of the line (YYYY-MM-DD); today when absent; never in the future" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], CustomerAdjustmentDto.prototype, "date", void 0);
class CustomerDepositDto {
    kind;
    cans;
    amount;
    date;
    note;
}
exports.CustomerDepositDto = CustomerDepositDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: ['taken', 'refunded'] }),
    (0, class_validator_1.IsIn)(['taken', 'refunded'], { message: 'The kind must be taken or refunded.' }),
    __metadata("design:type", String)
], CustomerDepositDto.prototype, "kind", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, field_rules_1.NumberField)(cans('cans')),
    __metadata("design:type", Number)
], CustomerDepositDto.prototype, "cans", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'PKR' }),
    (0, field_rules_1.NumberField)(amount('amount', 0)),
    __metadata("design:type", Number)
], CustomerDepositDto.prototype, "amount", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "YYYY-MM-DD; today (the plant's day) when absent" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], CustomerDepositDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 200 }),
    (0, field_rules_1.TextField)({ max: 200, notText: 'The note must be text.', tooLong: 'The note may not be longer than 200 characters.' }),
    __metadata("design:type", String)
], CustomerDepositDto.prototype, "note", void 0);
class ReverseLedgerLineDto {
    reason;
}
exports.ReverseLedgerLineDto = ReverseLedgerLineDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 200, description: 'Why the line is reversed' }),
    (0, field_rules_1.TextField)(REASON),
    __metadata("design:type", String)
], ReverseLedgerLineDto.prototype, "reason", void 0);
class MoveCustomersDto {
    customer_ids;
    area_id;
    employee_id;
}
exports.MoveCustomersDto = MoveCustomersDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [Number], maxItems: 500 }),
    (0, class_validator_1.IsArray)({ message: 'The customer ids must be a list.' }),
    (0, class_validator_1.ArrayMinSize)(1, { message: 'Choose at least one customer.' }),
    (0, class_validator_1.ArrayMaxSize)(500, { message: 'At most 500 customers can be moved at once.' }),
    (0, class_validator_1.IsInt)({ each: true, message: 'Each customer id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { each: true, message: 'Each customer id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { each: true, message: 'Each customer id must be a positive integer.' }),
    __metadata("design:type", Array)
], MoveCustomersDto.prototype, "customer_ids", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)(id('area id', 'The area is required.')),
    __metadata("design:type", Number)
], MoveCustomersDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'A rider assigned to the area; absent or null for none' }),
    (0, field_rules_1.NumberField)(id('employee id')),
    __metadata("design:type", Object)
], MoveCustomersDto.prototype, "employee_id", void 0);
const SORTS = ['name', 'code', 'balance', 'cans_out', 'last_delivery_at'];
/** GET /customers: filters, sort and page (25 a page unless asked, at most 100). */
class CustomerListQueryDto extends plant_query_dto_1.PlantPageQueryDto {
    area_id;
    employee_id;
    status;
    search;
    balance;
    sort;
}
exports.CustomerListQueryDto = CustomerListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The area id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The area id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: 'The area id must be a positive integer.' }),
    __metadata("design:type", Number)
], CustomerListQueryDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The employee id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The employee id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: 'The employee id must be a positive integer.' }),
    __metadata("design:type", Number)
], CustomerListQueryDto.prototype, "employee_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['active', 'paused', 'inactive'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['active', 'paused', 'inactive'], { message: 'The status must be active, paused or inactive.' }),
    __metadata("design:type", String)
], CustomerListQueryDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Part of a name, code or phone (digits match a phone in any spelling)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.MaxLength)(100, { message: 'The search may not be longer than 100 characters.' }),
    __metadata("design:type", String)
], CustomerListQueryDto.prototype, "search", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['owing', 'advance', 'over_limit'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['owing', 'advance', 'over_limit'], { message: 'The balance filter must be owing, advance or over_limit.' }),
    __metadata("design:type", String)
], CustomerListQueryDto.prototype, "balance", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: [...SORTS, ...SORTS.map((s) => `-${s}`)], description: "A leading '-' sorts descending" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)([...SORTS, ...SORTS.map((s) => `-${s}`)], { message: `The sort must be one of ${SORTS.join(', ')} (with - for descending).` }),
    __metadata("design:type", String)
], CustomerListQueryDto.prototype, "sort", void 0);
class CustomerLedgerQueryDto extends plant_query_dto_1.PlantQueryDto {
    from;
    to;
}
exports.CustomerLedgerQueryDto = CustomerLedgerQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'The first day (YYYY-MM-DD); the opening figures are the balance and cans before it' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], CustomerLedgerQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'The last day (YYYY-MM-DD)' }),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], CustomerLedgerQueryDto.prototype, "to", void 0);
//# sourceMappingURL=customer.dto.js.map