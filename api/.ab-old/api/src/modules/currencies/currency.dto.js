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
exports.RateHistoryDto = exports.CurrencyChoiceDto = exports.ConvertDto = exports.BulkUpdateRatesDto = exports.RateUpdateDto = exports.ExchangeRateDto = exports.UpdateCurrencyDto = exports.CreateCurrencyDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const CODE_RULE = 'The code must be exactly three uppercase letters (A-Z).';
const RATE_NUMBER = 'The exchange rate must be a number with at most 8 decimals.';
const RATE_POSITIVE = 'The exchange rate must be greater than 0.';
const RATE_BELOW_MAX = 'The exchange rate must be less than 1,000,000.';
/** Rates lie strictly between 0 and 1,000,000 (docs/product.md#rules). */
const RATE_MIN = 0.00000001;
const RATE_MAX = 999_999.99999999;
class CreateCurrencyDto {
    code;
    name;
    symbol;
    exchange_rate;
    is_active;
}
exports.CreateCurrencyDto = CreateCurrencyDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'USD' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The code field is required.' }),
    (0, class_validator_1.IsString)({ message: CODE_RULE }),
    (0, class_validator_1.Matches)(/^[A-Z]{3}$/, { message: CODE_RULE }),
    __metadata("design:type", String)
], CreateCurrencyDto.prototype, "code", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'US Dollar' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The name field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The name must be a string.' }),
    (0, class_validator_1.MaxLength)(100, { message: 'The name may not be greater than 100 characters.' }),
    __metadata("design:type", String)
], CreateCurrencyDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '$' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The symbol field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The symbol must be a string.' }),
    (0, class_validator_1.MaxLength)(10, { message: 'The symbol may not be greater than 10 characters.' }),
    __metadata("design:type", String)
], CreateCurrencyDto.prototype, "symbol", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 0.0036, description: 'Units of this currency per 1 PKR' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The exchange rate field is required.' }),
    (0, class_validator_1.IsNumber)({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER }),
    (0, class_validator_1.Min)(RATE_MIN, { message: RATE_POSITIVE }),
    (0, class_validator_1.Max)(RATE_MAX, { message: RATE_BELOW_MAX }),
    __metadata("design:type", Number)
], CreateCurrencyDto.prototype, "exchange_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'The is active field must be true or false.' }),
    __metadata("design:type", Boolean)
], CreateCurrencyDto.prototype, "is_active", void 0);
class UpdateCurrencyDto {
    code;
    name;
    symbol;
    exchange_rate;
    is_active;
}
exports.UpdateCurrencyDto = UpdateCurrencyDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: CODE_RULE }),
    (0, class_validator_1.Matches)(/^[A-Z]{3}$/, { message: CODE_RULE }),
    __metadata("design:type", String)
], UpdateCurrencyDto.prototype, "code", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The name field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The name must be a string.' }),
    (0, class_validator_1.MaxLength)(100, { message: 'The name may not be greater than 100 characters.' }),
    __metadata("design:type", String)
], UpdateCurrencyDto.prototype, "name", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The symbol field is required.' }),
    (0, class_validator_1.IsString)({ message: 'The symbol must be a string.' }),
    (0, class_validator_1.MaxLength)(10, { message: 'The symbol may not be greater than 10 characters.' }),
    __metadata("design:type", String)
], UpdateCurrencyDto.prototype, "symbol", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNumber)({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER }),
    (0, class_validator_1.Min)(RATE_MIN, { message: RATE_POSITIVE }),
    (0, class_validator_1.Max)(RATE_MAX, { message: RATE_BELOW_MAX }),
    __metadata("design:type", Number)
], UpdateCurrencyDto.prototype, "exchange_rate", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'The is active field must be true or false.' }),
    __metadata("design:type", Boolean)
], UpdateCurrencyDto.prototype, "is_active", void 0);
class ExchangeRateDto {
    exchange_rate;
}
exports.ExchangeRateDto = ExchangeRateDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 0.0036 }),
    (0, class_validator_1.IsNotEmpty)({ message: 'The exchange rate field is required.' }),
    (0, class_validator_1.IsNumber)({ maxDecimalPlaces: 8, allowNaN: false, allowInfinity: false }, { message: RATE_NUMBER }),
    (0, class_validator_1.Min)(RATE_MIN, { message: RATE_POSITIVE }),
    (0, class_validator_1.Max)(RATE_MAX, { message: RATE_BELOW_MAX }),
    __metadata("design:type", Number)
], ExchangeRateDto.prototype, "exchange_rate", void 0);
class RateUpdateDto extends ExchangeRateDto {
    currency_id;
}
exports.RateUpdateDto = RateUpdateDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsInt)({ message: 'The currency id must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The selected currency is invalid.' }),
    __metadata("design:type", Number)
], RateUpdateDto.prototype, "currency_id", void 0);
class BulkUpdateRatesDto {
    updates;
}
exports.BulkUpdateRatesDto = BulkUpdateRatesDto;
__decorate([
    (0, swagger_1.ApiProperty)({ type: [RateUpdateDto] }),
    (0, class_validator_1.IsArray)({ message: 'The updates must be a list.' }),
    (0, class_validator_1.ArrayMinSize)(1, { message: 'Give at least one rate to update.' }),
    (0, class_validator_1.ArrayMaxSize)(200, { message: 'At most 200 rates at once.' }),
    (0, class_validator_1.ValidateNested)({ each: true }),
    (0, class_transformer_1.Type)(() => RateUpdateDto),
    __metadata("design:type", Array)
], BulkUpdateRatesDto.prototype, "updates", void 0);
class ConvertDto {
    amount;
    from_currency_id;
    to_currency_id;
}
exports.ConvertDto = ConvertDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The amount field is required.' }),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'The amount must be a number.' }),
    (0, class_validator_1.Min)(0, { message: 'The amount must be at least 0.' }),
    (0, class_validator_1.Max)(1e12, { message: 'The amount is too large.' }),
    __metadata("design:type", Number)
], ConvertDto.prototype, "amount", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The from currency id field is required.' }),
    (0, class_validator_1.IsInt)({ message: 'The from currency id must be a whole number.' }),
    __metadata("design:type", Number)
], ConvertDto.prototype, "from_currency_id", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The to currency id field is required.' }),
    (0, class_validator_1.IsInt)({ message: 'The to currency id must be a whole number.' }),
    __metadata("design:type", Number)
], ConvertDto.prototype, "to_currency_id", void 0);
class CurrencyChoiceDto {
    currency_id;
}
exports.CurrencyChoiceDto = CurrencyChoiceDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsNotEmpty)({ message: 'The currency id field is required.' }),
    (0, class_validator_1.IsInt)({ message: 'The selected currency is invalid.' }),
    (0, class_validator_1.Min)(1, { message: 'The selected currency is invalid.' }),
    __metadata("design:type", Number)
], CurrencyChoiceDto.prototype, "currency_id", void 0);
class RateHistoryDto {
    days;
}
exports.RateHistoryDto = RateHistoryDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ default: 30 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'The days must be a whole number.' }),
    (0, class_validator_1.Min)(1, { message: 'The days must be at least 1.' }),
    (0, class_validator_1.Max)(3650, { message: 'The days may not be greater than 3650.' }),
    __metadata("design:type", Number)
], RateHistoryDto.prototype, "days", void 0);
//# sourceMappingURL=currency.dto.js.map