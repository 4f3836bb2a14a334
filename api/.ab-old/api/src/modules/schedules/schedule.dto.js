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
exports.HolidayListQueryDto = exports.HolidayDto = exports.RouteOrderDto = exports.MAX_ROUTE_CUSTOMERS = exports.DeliveryRoutesQueryDto = exports.DeliveryWeekQueryDto = exports.DeliveryScheduleQueryDto = exports.CustomerScheduleDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const schedule_rules_1 = require("./schedule-rules");
/** One field of a schedule, judged with the whole schedule (its kind decides which fields it takes). */
function ScheduleRule(field) {
    return (0, class_validator_1.ValidateBy)({
        name: `schedule_${field}`,
        validator: {
            validate: (_, args) => (0, schedule_rules_1.scheduleFieldProblem)(field, (args?.object ?? {})) === null,
            defaultMessage: (args) => (0, schedule_rules_1.scheduleFieldProblem)(field, (args?.object ?? {})) ?? '',
        },
    });
}
/** PUT /customers/{id}/schedule, and the `schedule` of POST /customers. */
class CustomerScheduleDto {
    kind;
    days;
    every_n;
    start_date;
    quantity;
    route_position;
}
exports.CustomerScheduleDto = CustomerScheduleDto;
__decorate([
    (0, swagger_1.ApiProperty)({
        enum: schedule_rules_1.SCHEDULE_KINDS,
        description: 'daily; alternate (every second day from start_date); weekdays (days); every_n_days (every_n, start_date); on_call (never due)',
    }),
    ScheduleRule('kind'),
    __metadata("design:type", String)
], CustomerScheduleDto.prototype, "kind", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: schedule_rules_1.WEEKDAYS, isArray: true, description: 'weekdays only: at least one of mon…sun' }),
    ScheduleRule('days'),
    __metadata("design:type", Object)
], CustomerScheduleDto.prototype, "days", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: schedule_rules_1.MIN_EVERY_N, maximum: schedule_rules_1.MAX_EVERY_N, description: 'every_n_days only' }),
    ScheduleRule('every_n'),
    __metadata("design:type", Object)
], CustomerScheduleDto.prototype, "every_n", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-01', description: 'alternate and every_n_days only: the first due day (YYYY-MM-DD)' }),
    ScheduleRule('start_date'),
    __metadata("design:type", Object)
], CustomerScheduleDto.prototype, "start_date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        minimum: 1,
        maximum: schedule_rules_1.MAX_QUANTITY,
        description: 'Default cans per delivery; absent keeps the current one (1 at first)',
    }),
    ScheduleRule('quantity'),
    __metadata("design:type", Number)
], CustomerScheduleDto.prototype, "quantity", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        minimum: 0,
        nullable: true,
        description: "Place in the area's route, 0 first; absent keeps it; null = after every placed customer",
    }),
    ScheduleRule('route_position'),
    __metadata("design:type", Object)
], CustomerScheduleDto.prototype, "route_position", void 0);
const positiveIdQuery = (field) => {
    const message = `The ${field} must be a positive integer.`;
    return [
        (0, class_validator_1.IsOptional)(),
        (0, class_transformer_1.Type)(() => Number),
        (0, class_validator_1.IsInt)({ message }),
        (0, class_validator_1.Min)(1, { message }),
        (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message }),
    ];
};
const apply = (decorators) => (target, key) => decorators.forEach((d) => d(target, key));
class DeliveryScheduleQueryDto extends plant_query_dto_1.PlantQueryDto {
    date;
    area_id;
    employee_id;
}
exports.DeliveryScheduleQueryDto = DeliveryScheduleQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-01', description: "The plant's day (YYYY-MM-DD); today in the plant's time zone when absent" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], DeliveryScheduleQueryDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    apply(positiveIdQuery('area id')),
    __metadata("design:type", Number)
], DeliveryScheduleQueryDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'A rider: the customers assigned to them and the unassigned ones of the areas they serve' }),
    apply(positiveIdQuery('employee id')),
    __metadata("design:type", Number)
], DeliveryScheduleQueryDto.prototype, "employee_id", void 0);
class DeliveryWeekQueryDto extends plant_query_dto_1.PlantQueryDto {
    start;
    area_id;
}
exports.DeliveryWeekQueryDto = DeliveryWeekQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-01', description: "The first of the 7 days (YYYY-MM-DD); the plant's today when absent" }),
    (0, field_rules_1.CalendarDate)('The start must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], DeliveryWeekQueryDto.prototype, "start", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    apply(positiveIdQuery('area id')),
    __metadata("design:type", Number)
], DeliveryWeekQueryDto.prototype, "area_id", void 0);
class DeliveryRoutesQueryDto extends plant_query_dto_1.PlantQueryDto {
    area_id;
}
exports.DeliveryRoutesQueryDto = DeliveryRoutesQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    apply(positiveIdQuery('area id')),
    __metadata("design:type", Number)
], DeliveryRoutesQueryDto.prototype, "area_id", void 0);
exports.MAX_ROUTE_CUSTOMERS = 5000;
const EACH_ID = 'Each customer id must be a positive integer.';
class RouteOrderDto {
    area_id;
    customer_ids;
}
exports.RouteOrderDto = RouteOrderDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, field_rules_1.NumberField)({
        required: 'The area is required.',
        notNumber: 'The area id must be a positive integer.',
        integer: true,
        min: [1, 'The area id must be a positive integer.'],
        max: [Number.MAX_SAFE_INTEGER, 'The area id must be a positive integer.'],
    }),
    __metadata("design:type", Number)
], RouteOrderDto.prototype, "area_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ type: [Number], description: "The area's customers in route order: they get positions 0…n-1" }),
    (0, class_validator_1.IsArray)({ message: 'The customer ids must be a list.' }),
    (0, class_validator_1.ArrayMinSize)(1, { message: 'List at least one customer.' }),
    (0, class_validator_1.ArrayMaxSize)(exports.MAX_ROUTE_CUSTOMERS, { message: `At most ${exports.MAX_ROUTE_CUSTOMERS} customers can be ordered at once.` }),
    (0, class_validator_1.IsInt)({ each: true, message: EACH_ID }),
    (0, class_validator_1.Min)(1, { each: true, message: EACH_ID }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { each: true, message: EACH_ID }),
    (0, class_validator_1.ValidateBy)({
        name: 'uniqueIds',
        validator: {
            validate: (value) => !Array.isArray(value) || new Set(value).size === value.length,
            defaultMessage: () => 'Each customer may appear once.',
        },
    }),
    __metadata("design:type", Array)
], RouteOrderDto.prototype, "customer_ids", void 0);
class HolidayDto {
    date;
    reason;
}
exports.HolidayDto = HolidayDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-12-25', description: "The plant's day (YYYY-MM-DD) on which nobody is due" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.', { required: 'The date is required.' }),
    __metadata("design:type", String)
], HolidayDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 200 }),
    (0, field_rules_1.TextField)({ max: 200, notText: 'The reason must be text.', tooLong: 'The reason may not be longer than 200 characters.' }),
    __metadata("design:type", Object)
], HolidayDto.prototype, "reason", void 0);
class HolidayListQueryDto extends plant_query_dto_1.PlantQueryDto {
    from;
    to;
}
exports.HolidayListQueryDto = HolidayListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-01' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], HolidayListQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-31' }),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], HolidayListQueryDto.prototype, "to", void 0);
//# sourceMappingURL=schedule.dto.js.map