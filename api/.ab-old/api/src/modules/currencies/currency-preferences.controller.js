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
exports.CurrencyPreferencesController = exports.ActiveCurrenciesController = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const swagger_1 = require("@nestjs/swagger");
const decorators_1 = require("../../platform/http/decorators");
const envelope_1 = require("../../platform/http/envelope");
const currency_commands_1 = require("./currency.commands");
const currency_dto_1 = require("./currency.dto");
const currency_queries_1 = require("./currency.queries");
const preferenceMessage = (choice) => `Currency preference set to ${choice.currency.name} (${choice.currency.code})`;
/** What any signed-in user needs for the currency switcher: the active currencies and the default. */
let ActiveCurrenciesController = class ActiveCurrenciesController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    list() {
        return this.queries.execute(new currency_queries_1.ListCurrenciesQuery({ activeOnly: true }));
    }
};
exports.ActiveCurrenciesController = ActiveCurrenciesController;
__decorate([
    (0, common_1.Get)(),
    (0, decorators_1.ResponseMessage)('Currencies retrieved successfully'),
    (0, swagger_1.ApiOperation)({ summary: 'Active currencies (data is an array), the default first' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], ActiveCurrenciesController.prototype, "list", null);
exports.ActiveCurrenciesController = ActiveCurrenciesController = __decorate([
    (0, swagger_1.ApiTags)('Currencies'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, decorators_1.Roles)(...decorators_1.ALL_ROLES),
    (0, common_1.Controller)('currencies'),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], ActiveCurrenciesController);
/** A user's own currency preference, at the path of their role; the owner's business currency. */
let CurrencyPreferencesController = class CurrencyPreferencesController {
    commands;
    queries;
    constructor(commands, queries) {
        this.commands = commands;
        this.queries = queries;
    }
    superAdminPreference(caller) {
        return this.queries.execute(new currency_queries_1.GetCurrencyChoiceQuery('user', caller.id));
    }
    ownerPreference(caller) {
        return this.queries.execute(new currency_queries_1.GetCurrencyChoiceQuery('user', caller.id));
    }
    setSuperAdminPreference(caller, body) {
        return this.choose(caller, body);
    }
    setOwnerPreference(caller, body) {
        return this.choose(caller, body);
    }
    async choose(caller, body) {
        await this.commands.execute(new currency_commands_1.ChooseCurrencyCommand('user', caller.id, body.currency_id));
        const choice = await this.queries.execute(new currency_queries_1.GetCurrencyChoiceQuery('user', caller.id));
        return (0, envelope_1.withMessage)(choice, preferenceMessage(choice));
    }
    business(caller) {
        return this.queries.execute(new currency_queries_1.GetCurrencyChoiceQuery('business', caller.id));
    }
    async setBusiness(caller, body) {
        await this.commands.execute(new currency_commands_1.ChooseCurrencyCommand('business', caller.id, body.currency_id));
        const choice = await this.queries.execute(new currency_queries_1.GetCurrencyChoiceQuery('business', caller.id));
        return (0, envelope_1.withMessage)(choice, `Business currency set to ${choice.currency.name} (${choice.currency.code})`);
    }
};
exports.CurrencyPreferencesController = CurrencyPreferencesController;
__decorate([
    (0, common_1.Get)('super-admin/profile/currency'),
    (0, decorators_1.Roles)('super_admin', 'auditor'),
    (0, decorators_1.ResponseMessage)('Currency preference retrieved successfully'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "superAdminPreference", null);
__decorate([
    (0, common_1.Get)('filter-owner/profile/currency'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, decorators_1.ResponseMessage)('Currency preference retrieved successfully'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "ownerPreference", null);
__decorate([
    (0, common_1.Put)('super-admin/profile/currency'),
    (0, decorators_1.Roles)('super_admin'),
    (0, swagger_1.ApiOperation)({ summary: 'Body { currency_id }: any active currency' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, currency_dto_1.CurrencyChoiceDto]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "setSuperAdminPreference", null);
__decorate([
    (0, common_1.Put)('filter-owner/profile/currency'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, swagger_1.ApiOperation)({ summary: 'Body { currency_id }: any active currency' }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, currency_dto_1.CurrencyChoiceDto]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "setOwnerPreference", null);
__decorate([
    (0, common_1.Get)('filter-owner/business/currency'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, decorators_1.ResponseMessage)('Business currency retrieved successfully'),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "business", null);
__decorate([
    (0, common_1.Put)('filter-owner/business/currency'),
    (0, decorators_1.Roles)('filter_owner'),
    (0, swagger_1.ApiOperation)({ summary: "Body { currency_id }: the currency of the owner's business" }),
    __param(0, (0, decorators_1.CurrentCaller)()),
    __param(1, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, currency_dto_1.CurrencyChoiceDto]),
    __metadata("design:returntype", Promise)
], CurrencyPreferencesController.prototype, "setBusiness", null);
exports.CurrencyPreferencesController = CurrencyPreferencesController = __decorate([
    (0, swagger_1.ApiTags)('Currencies'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)(),
    __metadata("design:paramtypes", [cqrs_1.CommandBus,
        cqrs_1.QueryBus])
], CurrencyPreferencesController);
//# sourceMappingURL=currency-preferences.controller.js.map