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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SystemSettingsController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const domain_error_1 = require("../../platform/domain/domain-error");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const currency_format_1 = require("./currency-format");
const settings_commands_1 = require("./settings.commands");
const settings_dto_1 = require("./settings.dto");
const settings_events_1 = require("./settings.events");
const settings_queries_1 = require("./settings.queries");
const PREVIEW_AMOUNT = 1234.56;
/** The writable currency keys of a DTO (or the defaults), switches normalised to booleans. */
function currencyValues(dto) {
    const values = {};
    for (const key of Object.keys(settings_events_1.CURRENCY_SETTING_DEFAULTS)) {
        const value = dto[key];
        if (value === undefined)
            continue;
        values[`currency.${key}`] = key === 'auto_update_rates' ? (0, settings_queries_1.isOn)(value) : value;
    }
    return values;
}
let SystemSettingsController = class SystemSettingsController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    get() {
        return this.queries.execute(new settings_queries_1.GetSystemSettingsQuery());
    }
    async update(body) {
        const values = {};
        const onboarding = body.app?.onboarding_enabled;
        if (onboarding !== undefined)
            values[settings_events_1.ONBOARDING_ENABLED_KEY] = (0, settings_queries_1.isOn)(onboarding);
        if (body.currency)
            Object.assign(values, currencyValues(body.currency));
        if (Object.keys(values).length === 0)
            throw domain_error_1.DomainError.validation('Failed to update settings: nothing to change was given.', {
                app: ['Give app or currency settings to change.'],
            });
        await this.commands.execute(new settings_commands_1.ChangeSettingsCommand(values));
        const settings = await this.queries.execute(new settings_queries_1.GetSystemSettingsQuery());
        const message = onboarding !== undefined
            ? `Onboarding system ${(0, settings_queries_1.isOn)(onboarding) ? 'enabled' : 'disabled'} successfully`
            : 'Settings updated successfully';
        return (0, envelope_1.withMessage)(settings, message);
    }
    async preview(body) {
        const saved = await this.queries.execute(new settings_queries_1.GetSystemSettingsQuery());
        const { amount = PREVIEW_AMOUNT, ...changes } = body;
        const settings = { ...saved.currency };
        for (const [key, value] of Object.entries(currencyValues(changes)))
            settings[key.slice('currency.'.length)] = value;
        return { amount, formatted: (0, currency_format_1.formatAmount)(amount, settings), settings };
    }
    async reset() {
        await this.commands.execute(new settings_commands_1.ChangeSettingsCommand(currencyValues(settings_events_1.CURRENCY_SETTING_DEFAULTS)));
        return this.queries.execute(new settings_queries_1.GetSystemSettingsQuery());
    }
};
exports.SystemSettingsController = SystemSettingsController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('System settings retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'data.app.onboarding_enabled and the currency settings' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SystemSettingsController.prototype, "get", null);
__decorate([
    (0, common_1.Put)(),
    (0, swagger_1.ApiOperation)({ summary: 'Body { app: { onboarding_enabled }, currency: { ... } }; each part optional' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [settings_dto_1.UpdateSystemSettingsDto]),
    __metadata("design:returntype", Promise)
], SystemSettingsController.prototype, "update", null);
__decorate([
    (0, common_1.Post)('currency/preview'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Currency format preview'),
    (0, swagger_1.ApiOperation)({ summary: 'How an amount looks with these currency settings (unsaved ones over the saved)' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [settings_dto_1.CurrencyPreviewDto]),
    __metadata("design:returntype", Promise)
], SystemSettingsController.prototype, "preview", null);
__decorate([
    (0, common_1.Post)('currency/reset'),
    (0, common_1.HttpCode)(200),
    (0, decorators_1.ResponseMessage)('Currency settings reset to defaults'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SystemSettingsController.prototype, "reset", null);
exports.SystemSettingsController = SystemSettingsController = __decorate([
    (0, swagger_1.ApiTags)('Super admin: system settings'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)('super_admin'),
    (0, decorators_1.ReadOnlyFor)('auditor'),
    (0, common_1.Controller)('super-admin/system-settings'),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], SystemSettingsController);
//# sourceMappingURL=settings.controller.js.map