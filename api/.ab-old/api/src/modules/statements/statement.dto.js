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
exports.StartStatementRunDto = exports.StatementAnswerDto = exports.ShareStatementDto = exports.StatementQueryDto = exports.StatementFormatDto = exports.STATEMENT_ANSWERS = exports.STATEMENT_LANGUAGE_CODES = exports.STATEMENT_FORMATS = exports.MONTH_MESSAGE = exports.MONTH_PATTERN = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const field_rules_1 = require("../plants/field-rules");
const plant_query_dto_1 = require("../plants/plant-query.dto");
exports.MONTH_PATTERN = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
exports.MONTH_MESSAGE = 'The month must be written YYYY-MM.';
exports.STATEMENT_FORMATS = ['json', 'pdf'];
exports.STATEMENT_LANGUAGE_CODES = ['en', 'ur'];
exports.STATEMENT_ANSWERS = ['correct', 'question'];
/** `format` and `lang` of a statement read (the owner's and the public one). */
class StatementFormatDto {
    format;
    lang;
}
exports.StatementFormatDto = StatementFormatDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.STATEMENT_FORMATS, { message: 'The format must be json or pdf.' }),
    __metadata("design:type", String)
], StatementFormatDto.prototype, "format", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        enum: exports.STATEMENT_LANGUAGE_CODES,
        description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' }),
    __metadata("design:type", Object)
], StatementFormatDto.prototype, "lang", void 0);
/** GET …/statement: the month, the format (json or pdf) and the PDF's language. */
class StatementQueryDto extends plant_query_dto_1.PlantQueryDto {
    month;
    format;
    lang;
}
exports.StatementQueryDto = StatementQueryDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11', description: "A month of the plant's days (YYYY-MM), not after its current month" }),
    (0, class_validator_1.Matches)(exports.MONTH_PATTERN, { message: exports.MONTH_MESSAGE }),
    __metadata("design:type", String)
], StatementQueryDto.prototype, "month", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.STATEMENT_FORMATS, default: 'json', description: 'json (the default) or pdf (application/pdf)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.STATEMENT_FORMATS, { message: 'The format must be json or pdf.' }),
    __metadata("design:type", String)
], StatementQueryDto.prototype, "format", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        enum: exports.STATEMENT_LANGUAGE_CODES,
        description: "The PDF's language: en or ur (Urdu, right to left); absent: the customer's language (customer.language)",
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.STATEMENT_LANGUAGE_CODES, { message: 'The language must be en or ur.' }),
    __metadata("design:type", Object)
], StatementQueryDto.prototype, "lang", void 0);
/** POST …/statement/share. */
class ShareStatementDto {
    month;
}
exports.ShareStatementDto = ShareStatementDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11', description: 'The month of the statement the link shows (YYYY-MM)' }),
    (0, class_validator_1.Matches)(exports.MONTH_PATTERN, { message: exports.MONTH_MESSAGE }),
    __metadata("design:type", String)
], ShareStatementDto.prototype, "month", void 0);
/** POST /public/statements/{token}/response: the customer's answer. */
class StatementAnswerDto {
    answer;
    message;
}
exports.StatementAnswerDto = StatementAnswerDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.STATEMENT_ANSWERS }),
    (0, class_validator_1.IsIn)(exports.STATEMENT_ANSWERS, { message: 'The answer must be correct or question.' }),
    __metadata("design:type", String)
], StatementAnswerDto.prototype, "answer", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 500, description: 'What the customer wants to ask or say' }),
    (0, field_rules_1.TextField)({ max: 500, tooLong: 'The message may not be longer than 500 characters.', notText: 'The message must be text.' }),
    __metadata("design:type", Object)
], StatementAnswerDto.prototype, "message", void 0);
/** POST /statements/runs: the month and, optionally, one area of the plant (`filter_plant_id` names the plant). */
class StartStatementRunDto {
    month;
    area_id;
}
exports.StartStatementRunDto = StartStatementRunDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11', description: "The month (YYYY-MM), not after the plant's current month" }),
    (0, class_validator_1.Matches)(exports.MONTH_PATTERN, { message: exports.MONTH_MESSAGE }),
    __metadata("design:type", String)
], StartStatementRunDto.prototype, "month", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "One of the plant's areas; absent or null: every customer of the plant" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The area id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The area id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: 'The area id must be a positive integer.' }),
    __metadata("design:type", Object)
], StartStatementRunDto.prototype, "area_id", void 0);
//# sourceMappingURL=statement.dto.js.map