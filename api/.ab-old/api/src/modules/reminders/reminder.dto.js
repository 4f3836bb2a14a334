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
exports.ReminderTemplateDto = exports.ReminderTemplateQueryDto = exports.ReminderListQueryDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const customer_events_1 = require("../customers/customer.events");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const reminder_decider_1 = require("./reminder.decider");
const AREA_ID = 'The area id must be a positive integer.';
const MIN_DAYS = 'The number of days must be a whole number from 0 to 3650.';
/** GET /reminders: who owes at least `min_balance`, or whose oldest unpaid charge is `min_days` old or more. */
class ReminderListQueryDto extends plant_query_dto_1.PlantQueryDto {
    min_balance;
    min_days;
    area_id;
}
exports.ReminderListQueryDto = ReminderListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 1000, description: 'Customers owing at least this much (PKR)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, field_rules_1.NumberField)({
        notNumber: 'The minimum balance must be a number.',
        min: [0, 'The minimum balance may not be negative.'],
        max: [1_000_000_000, 'The minimum balance is too large.'],
        maxDecimals: 2,
    }),
    __metadata("design:type", Number)
], ReminderListQueryDto.prototype, "min_balance", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 30, description: 'Customers whose oldest unpaid charge is at least this many days old' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: MIN_DAYS }),
    (0, class_validator_1.Min)(0, { message: MIN_DAYS }),
    (0, class_validator_1.Max)(3650, { message: MIN_DAYS }),
    __metadata("design:type", Number)
], ReminderListQueryDto.prototype, "min_days", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Only this area' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: AREA_ID }),
    (0, class_validator_1.Min)(1, { message: AREA_ID }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: AREA_ID }),
    __metadata("design:type", Number)
], ReminderListQueryDto.prototype, "area_id", void 0);
const LANGUAGE = {
    enum: customer_events_1.CUSTOMER_LANGUAGES,
    default: 'en',
    description: "The customers' language the template is for: en (the default) or ur; each customer is sent their language's",
};
const LANGUAGE_MESSAGE = 'The language must be en or ur.';
/** GET /reminders/template: the plant (filter_plant_id) and the language. */
class ReminderTemplateQueryDto extends plant_query_dto_1.PlantQueryDto {
    language;
}
exports.ReminderTemplateQueryDto = ReminderTemplateQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(LANGUAGE),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(customer_events_1.CUSTOMER_LANGUAGES, { message: LANGUAGE_MESSAGE }),
    __metadata("design:type", String)
], ReminderTemplateQueryDto.prototype, "language", void 0);
/** PUT /reminders/template. */
class ReminderTemplateDto {
    language;
    template;
}
exports.ReminderTemplateDto = ReminderTemplateDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(LANGUAGE),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(customer_events_1.CUSTOMER_LANGUAGES, { message: LANGUAGE_MESSAGE }),
    __metadata("design:type", String)
], ReminderTemplateDto.prototype, "language", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({
        maxLength: reminder_decider_1.MAX_TEMPLATE_LENGTH,
        example: 'Dear {name}, {amount} is due since {since} ({days} days). {plant}',
        description: 'The reminder text; placeholders {name}, {code}, {amount}, {days}, {plant}, {since}',
    }),
    (0, field_rules_1.TextField)({
        required: 'The template is required.',
        max: reminder_decider_1.MAX_TEMPLATE_LENGTH,
        tooLong: `The template may not be longer than ${reminder_decider_1.MAX_TEMPLATE_LENGTH} characters.`,
        notText: 'The template must be text.',
    }),
    __metadata("design:type", String)
], ReminderTemplateDto.prototype, "template", void 0);
//# sourceMappingURL=reminder.dto.js.map