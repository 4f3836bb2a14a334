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
exports.CurrenciesModule = void 0;
const common_1 = require("@nestjs/common");
const projection_registry_1 = require("../../platform/event-store/projection-registry");
const admin_currencies_controller_1 = require("./admin-currencies.controller");
const currencies_controller_1 = require("./currencies.controller");
const currency_preferences_controller_1 = require("./currency-preferences.controller");
const currency_commands_1 = require("./currency.commands");
const currency_projection_1 = require("./currency.projection");
const currency_queries_1 = require("./currency.queries");
const currency_seeder_1 = require("./currency.seeder");
const exchange_rate_job_1 = require("./exchange-rate.job");
let CurrenciesModule = class CurrenciesModule {
    projections;
    constructor(projections) {
        this.projections = projections;
    }
    onModuleInit() {
        this.projections.register(currency_projection_1.currencyProjection);
        this.projections.register(currency_projection_1.currencyChoiceProjection);
    }
};
exports.CurrenciesModule = CurrenciesModule;
exports.CurrenciesModule = CurrenciesModule = __decorate([
    (0, common_1.Module)({
        controllers: [
            currencies_controller_1.CurrenciesController,
            currencies_controller_1.ExchangeRateJobsController,
            currency_preferences_controller_1.ActiveCurrenciesController,
            currency_preferences_controller_1.CurrencyPreferencesController,
            admin_currencies_controller_1.AdminCurrenciesController,
        ],
        providers: [...currency_commands_1.CURRENCY_COMMAND_HANDLERS, ...currency_queries_1.CURRENCY_QUERY_HANDLERS, currency_seeder_1.CurrencySeeder, exchange_rate_job_1.ExchangeRateJob],
        exports: [exchange_rate_job_1.ExchangeRateJob],
    }),
    __metadata("design:paramtypes", [projection_registry_1.ProjectionRegistry])
], CurrenciesModule);
//# sourceMappingURL=currencies.module.js.map