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
exports.OwnerInvoiceListQueryDto = exports.InvoiceListQueryDto = exports.VoidInvoiceDto = exports.InvoicePaymentDto = exports.RunInvoicesDto = exports.INVOICE_STATUSES = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const page_query_dto_1 = require("../../platform/http/page-query.dto");
const field_rules_1 = require("../plants/field-rules");
exports.INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'void'];
const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'The month must be written YYYY-MM.';
/** POST /super-admin/invoices/run. */
class RunInvoicesDto {
    month;
}
exports.RunInvoicesDto = RunInvoicesDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-10', description: 'The month to bill (YYYY-MM): a past month, or the current one for the days so far' }),
    (0, field_rules_1.TextField)({
        required: 'The month is required.',
        notText: MONTH_MESSAGE,
        max: 7,
        tooLong: MONTH_MESSAGE,
        pattern: [MONTH, MONTH_MESSAGE],
    }),
    __metadata("design:type", String)
], RunInvoicesDto.prototype, "month", void 0);
/** POST /super-admin/invoices/{id}/payments. */
class InvoicePaymentDto {
    amount;
    method;
    reference;
    paid_at;
}
exports.InvoicePaymentDto = InvoicePaymentDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'PKR, greater than 0, at most 2 decimals, at most the amount still due' }),
    (0, field_rules_1.NumberField)({
        required: 'The amount is required.',
        notNumber: 'The amount must be a number with at most 2 decimals.',
        maxDecimals: 2,
        min: [0.01, 'The amount must be greater than 0.'],
        max: [1_000_000_000, 'The amount is out of range.'],
    }),
    __metadata("design:type", Number)
], InvoicePaymentDto.prototype, "amount", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'bank_transfer', maxLength: 50, description: 'How it was paid (bank_transfer, cash, cheque, …)' }),
    (0, field_rules_1.TextField)({ required: 'The payment method is required.', max: 50, tooLong: 'The payment method may not be longer than 50 characters.' }),
    __metadata("design:type", String)
], InvoicePaymentDto.prototype, "method", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ maxLength: 100, description: "The bank's or the payer's reference" }),
    (0, field_rules_1.TextField)({ max: 100, tooLong: 'The reference may not be longer than 100 characters.', notText: 'The reference must be text.' }),
    __metadata("design:type", Object)
], InvoicePaymentDto.prototype, "reference", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-05', description: 'The day it was paid (YYYY-MM-DD)' }),
    (0, field_rules_1.CalendarDate)('The paid date must be a day written YYYY-MM-DD.', { required: 'The paid date is required.' }),
    __metadata("design:type", String)
], InvoicePaymentDto.prototype, "paid_at", void 0);
/** POST /super-admin/invoices/{id}/void. */
class VoidInvoiceDto {
    reason;
}
exports.VoidInvoiceDto = VoidInvoiceDto;
__decorate([
    (0, swagger_1.ApiProperty)({ maxLength: 500, description: 'Why the invoice is voided' }),
    (0, field_rules_1.TextField)({
        required: 'A reason is required.',
        notText: 'A reason is required.',
        max: 500,
        tooLong: 'The reason may not be longer than 500 characters.',
    }),
    __metadata("design:type", String)
], VoidInvoiceDto.prototype, "reason", void 0);
/** GET /super-admin/invoices. */
class InvoiceListQueryDto extends page_query_dto_1.PageQueryDto {
    status;
    owner_id;
    month;
}
exports.InvoiceListQueryDto = InvoiceListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.INVOICE_STATUSES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.INVOICE_STATUSES, { message: `The status must be one of ${exports.INVOICE_STATUSES.join(', ')}.` }),
    __metadata("design:type", String)
], InvoiceListQueryDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The owner id must be a positive integer.' }),
    (0, class_validator_1.Min)(1, { message: 'The owner id must be a positive integer.' }),
    (0, class_validator_1.Max)(Number.MAX_SAFE_INTEGER, { message: 'The owner id must be a positive integer.' }),
    __metadata("design:type", Number)
], InvoiceListQueryDto.prototype, "owner_id", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-10' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.Matches)(MONTH, { message: MONTH_MESSAGE }),
    __metadata("design:type", String)
], InvoiceListQueryDto.prototype, "month", void 0);
/** GET /filter-owner/invoices: the owner's own, by status and month. */
class OwnerInvoiceListQueryDto extends page_query_dto_1.PageQueryDto {
    status;
    month;
}
exports.OwnerInvoiceListQueryDto = OwnerInvoiceListQueryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.INVOICE_STATUSES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.INVOICE_STATUSES, { message: `The status must be one of ${exports.INVOICE_STATUSES.join(', ')}.` }),
    __metadata("design:type", String)
], OwnerInvoiceListQueryDto.prototype, "status", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-10' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.Matches)(MONTH, { message: MONTH_MESSAGE }),
    __metadata("design:type", String)
], OwnerInvoiceListQueryDto.prototype, "month", void 0);
//# sourceMappingURL=invoice.dto.js.map