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
exports.CurrencyPreviewDto = exports.UpdateSystemSettingsDto = exports.CurrencySettingsDto = exports.AppSettingsDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
/** What clients send for a switch: a boolean, 1/0 or '1'/'0'. */
const SWITCH_VALUES = [true, false, 1, 0, '1', '0', 'true', 'false'];
class AppSettingsDto {
    onboarding_enabled;
}
exports.AppSettingsDto = AppSettingsDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'true, 1 or "1" turn it on' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(SWITCH_VALUES, { message: 'The onboarding enabled field must be true or false.' }),
    __metadata("design:type", Object)
], AppSettingsDto.prototype, "onboarding_enabled", void 0);
class CurrencySettingsDto {
    currency_symbol;
    currency_name;
    currency_position;
    currency_decimal_places;
    currency_thousands_separator;
    currency_decimal_separator;
    currency_format_template;
    currency_display_format;
    auto_update_rates;
    rate_update_frequency;
    base_currency;
}
exports.CurrencySettingsDto = CurrencySettingsDto;
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'The currency symbol must be a text.' }),
    (0, class_validator_1.MinLength)(1, { message: 'The currency symbol is required.' }),
    (0, class_validator_1.MaxLength)(10, { message: 'The currency symbol may not be greater than 10 characters.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_symbol", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'The currency name must be a text.' }),
    (0, class_validator_1.MinLength)(1, { message: 'The currency name is required.' }),
    (0, class_validator_1.MaxLength)(100, { message: 'The currency name may not be greater than 100 characters.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_name", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['before', 'after'], { message: 'The currency position must be before or after.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_position", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsInt)({ message: 'The decimal places must be a whole number.' }),
    (0, class_validator_1.Min)(0, { message: 'The decimal places must be between 0 and 4.' }),
    (0, class_validator_1.Max)(4, { message: 'The decimal places must be between 0 and 4.' }),
    __metadata("design:type", Number)
], CurrencySettingsDto.prototype, "currency_decimal_places", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)([',', '.', ' ', "'", ''], { message: 'The thousands separator must be one of , . space apostrophe or nothing.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_thousands_separator", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['.', ','], { message: 'The decimal separator must be . or ,.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_decimal_separator", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'The format template must be a text.' }),
    (0, class_validator_1.MaxLength)(50, { message: 'The format template may not be greater than 50 characters.' }),
    (0, class_validator_1.Matches)(/\{amount\}/, { message: 'The format template must contain {amount}.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_format_template", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['symbol_only', 'symbol_amount', 'amount_symbol', 'code_amount'], {
        message: 'The display format must be one of symbol_only, symbol_amount, amount_symbol, code_amount.',
    }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "currency_display_format", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(SWITCH_VALUES, { message: 'The auto update rates field must be true or false.' }),
    __metadata("design:type", Object)
], CurrencySettingsDto.prototype, "auto_update_rates", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['hourly', 'daily', 'weekly'], { message: 'The rate update frequency must be hourly, daily or weekly.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "rate_update_frequency", void 0);
__decorate([
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['PKR'], { message: 'The base currency is PKR.' }),
    __metadata("design:type", String)
], CurrencySettingsDto.prototype, "base_currency", void 0);
class UpdateSystemSettingsDto {
    app;
    currency;
}
exports.UpdateSystemSettingsDto = UpdateSystemSettingsDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: AppSettingsDto }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)({ message: 'The app settings must be an object.' }),
    (0, class_validator_1.ValidateNested)(),
    (0, class_transformer_1.Type)(() => AppSettingsDto),
    __metadata("design:type", AppSettingsDto)
], UpdateSystemSettingsDto.prototype, "app", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: CurrencySettingsDto }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsObject)({ message: 'The currency settings must be an object.' }),
    (0, class_validator_1.ValidateNested)(),
    (0, class_transformer_1.Type)(() => CurrencySettingsDto),
    __metadata("design:type", CurrencySettingsDto)
], UpdateSystemSettingsDto.prototype, "currency", void 0);
class CurrencyPreviewDto extends CurrencySettingsDto {
    amount;
}
exports.CurrencyPreviewDto = CurrencyPreviewDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 1234.56 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'The amount must be a number.' }),
    (0, class_validator_1.Min)(-1e12, { message: 'The amount is too small.' }),
    (0, class_validator_1.Max)(1e12, { message: 'The amount is too large.' }),
    __metadata("design:type", Number)
], CurrencyPreviewDto.prototype, "amount", void 0);
//# sourceMappingURL=settings.dto.js.map