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
exports.ExpenseListQueryDto = exports.ExpenseShowQueryDto = exports.ReverseExpenseQueryDto = exports.ReverseExpenseDto = exports.CorrectExpenseDto = exports.CreateExpenseDto = exports.ExpenseFields = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
const expense_events_1 = require("./expense.events");
const MAX_AMOUNT = 1_000_000_000;
const CATEGORY_MESSAGE = `The category must be one of ${expense_events_1.EXPENSE_CATEGORIES.join(', ')}.`;
const NOTE = { max: 500, notText: 'The note must be text.', tooLong: 'The note may not be longer than 500 characters.' };
const REASON = {
    required: 'A reason is required.',
    notText: 'A reason is required.',
    max: 500,
    tooLong: 'The reason may not be longer than 500 characters.',
};
const AMOUNT = {
    notNumber: 'The amount must be a number with at most 2 decimals.',
    maxDecimals: 2,
    min: [0.01, 'The amount must be greater than 0.'],
    max: [MAX_AMOUNT, 'The amount is out of range.'],
};
const EMPLOYEE_ID = {
    notNumber: 'The employee id must be a positive integer.',
    integer: true,
    min: [1, 'The employee id must be a positive integer.'],
    max: [Number.MAX_SAFE_INTEGER, 'The employee id must be a positive integer.'],
};
function Category(options = {}) {
    const problem = (value) => {
        if (value === undefined || value === null || value === '')
            return options.required ?? null;
        return expense_events_1.EXPENSE_CATEGORIES.includes(value) ? null : CATEGORY_MESSAGE;
    };
    return (0, class_validator_1.ValidateBy)({
        name: 'expenseCategory',
        validator: {
            validate: (value) => problem(value) === null,
            defaultMessage: (args) => problem(args?.value) ?? '',
        },
    });
}
/** The fields every expense body may carry. */
class ExpenseExtras {
    note;
    employee_id;
}
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500 }),
    (0, field_rules_1.TextField)(NOTE),
    __metadata("design:type", Object)
], ExpenseExtras.prototype, "note", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'An employee of the plant (paid to, or spent by); null for none' }),
    (0, field_rules_1.NumberField)(EMPLOYEE_ID),
    __metadata("design:type", Object)
], ExpenseExtras.prototype, "employee_id", void 0);
/** The fields of an expense as a correction gives them: absent ones keep their value. */
class ExpenseFields extends ExpenseExtras {
    date;
    category;
    amount;
}
exports.ExpenseFields = ExpenseFields;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: "The plant's day of the expense (YYYY-MM-DD): not in the future, not locked" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], ExpenseFields.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: expense_events_1.EXPENSE_CATEGORIES }),
    Category(),
    __metadata("design:type", String)
], ExpenseFields.prototype, "category", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'PKR, greater than 0, at most 2 decimals' }),
    (0, field_rules_1.NumberField)(AMOUNT),
    __metadata("design:type", Number)
], ExpenseFields.prototype, "amount", void 0);
class CreateExpenseDto extends ExpenseExtras {
    date;
    category;
    amount;
}
exports.CreateExpenseDto = CreateExpenseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-24', description: "The plant's day of the expense (YYYY-MM-DD): not in the future, not locked" }),
    (0, field_rules_1.CalendarDate)('The date must be a day written YYYY-MM-DD.', { required: 'The date is required.' }),
    __metadata("design:type", String)
], CreateExpenseDto.prototype, "date", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: expense_events_1.EXPENSE_CATEGORIES }),
    Category({ required: 'The category is required.' }),
    __metadata("design:type", String)
], CreateExpenseDto.prototype, "category", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'PKR, greater than 0, at most 2 decimals' }),
    (0, field_rules_1.NumberField)({ ...AMOUNT, required: 'The amount is required.' }),
    __metadata("design:type", Number)
], CreateExpenseDto.prototype, "amount", void 0);
/** PUT /expenses/{id}: a correction, recorded with the values before and after; absent fields keep theirs. */
class CorrectExpenseDto extends ExpenseFields {
    reason;
}
exports.CorrectExpenseDto = CorrectExpenseDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 500, description: 'Why the expense is corrected' }),
    (0, field_rules_1.TextField)(REASON),
    __metadata("design:type", String)
], CorrectExpenseDto.prototype, "reason", void 0);
/** DELETE /expenses/{id} body: why it is reversed (or `reason` in the query). */
class ReverseExpenseDto {
    reason;
}
exports.ReverseExpenseDto = ReverseExpenseDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500, description: 'Why the expense is reversed (required here or in the query)' }),
    (0, field_rules_1.TextField)({ ...REASON, required: undefined }),
    __metadata("design:type", String)
], ReverseExpenseDto.prototype, "reason", void 0);
class ReverseExpenseQueryDto extends plant_query_dto_1.PlantQueryDto {
    reason;
}
exports.ReverseExpenseQueryDto = ReverseExpenseQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500, description: 'Why the expense is reversed (required here or in the body)' }),
    (0, field_rules_1.TextField)({ ...REASON, required: undefined }),
    __metadata("design:type", String)
], ReverseExpenseQueryDto.prototype, "reason", void 0);
class ExpenseShowQueryDto extends plant_query_dto_1.PlantQueryDto {
}
exports.ExpenseShowQueryDto = ExpenseShowQueryDto;
/** GET /expenses: a month (YYYY-MM) or a range of days, a category, an employee, a page (25 unless asked, at most 100). */
class ExpenseListQueryDto extends plant_query_dto_1.PlantPageQueryDto {
    month;
    from;
    to;
    category;
    employee_id;
}
exports.ExpenseListQueryDto = ExpenseListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: '2026-11',
        description: "A month of the plant's days (YYYY-MM); this month when neither month nor from/to is given",
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.Matches)(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { message: 'The month must be written YYYY-MM.' }),
    __metadata("design:type", String)
], ExpenseListQueryDto.prototype, "month", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'The first day (YYYY-MM-DD)' }),
    (0, field_rules_1.CalendarDate)('The from date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], ExpenseListQueryDto.prototype, "from", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'The last day (YYYY-MM-DD)' }),
    (0, field_rules_1.CalendarDate)('The to date must be a day written YYYY-MM-DD.'),
    __metadata("design:type", String)
], ExpenseListQueryDto.prototype, "to", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: expense_events_1.EXPENSE_CATEGORIES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(expense_events_1.EXPENSE_CATEGORIES, { message: CATEGORY_MESSAGE }),
    __metadata("design:type", String)
], ExpenseListQueryDto.prototype, "category", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The employee id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The employee id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: 'The employee id must be a positive integer.' }),
    __metadata("design:type", Number)
], ExpenseListQueryDto.prototype, "employee_id", void 0);
//# sourceMappingURL=expense.dto.js.map