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
exports.CurrencySeeder = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const app_config_1 = require("../../platform/config/app-config");
const seed_once_1 = require("../../platform/database/seed-once");
const currency_commands_1 = require("./currency.commands");
const currency_events_1 = require("./currency.events");
/** PKR: id 1, rate 1, active, the default. Once, as events; safe when two processes start together. */
let CurrencySeeder = class CurrencySeeder {
    dataSource;
    commands;
    config;
    constructor(dataSource, commands, config) {
        this.dataSource = dataSource;
        this.commands = commands;
        this.config = config;
    }
    async onApplicationBootstrap() {
        await (0, seed_once_1.runSeedOnce)(this.dataSource, this.config, 'currencies', async (manager) => {
            // Each step on its own, so a start interrupted between them is completed by the next one.
            const [{ added, defaulted }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM events WHERE stream_id = $1) AS added, EXISTS (SELECT 1 FROM events WHERE stream_id = $2) AS defaulted`, [(0, currency_events_1.currencyStreamId)(currency_events_1.BASE_CURRENCY_ID), currency_events_1.DEFAULT_CURRENCY_STREAM_ID]);
            if (!added) {
                await this.commands.execute(new currency_commands_1.AddCurrencyCommand({ code: currency_events_1.BASE_CURRENCY_CODE, name: 'Pakistani Rupee', symbol: 'Rs' }, 1, true, currency_events_1.BASE_CURRENCY_ID));
            }
            if (!defaulted)
                await this.commands.execute(new currency_commands_1.SetDefaultCurrencyCommand(currency_events_1.BASE_CURRENCY_ID));
        });
    }
};
exports.CurrencySeeder = CurrencySeeder;
exports.CurrencySeeder = CurrencySeeder = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        cqrs_1.CommandBus,
        app_config_1.AppConfig])
], CurrencySeeder);
//# sourceMappingURL=currency.seeder.js.map