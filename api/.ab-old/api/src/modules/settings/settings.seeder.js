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
exports.SettingsSeeder = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const app_config_1 = require("../../platform/config/app-config");
const seed_once_1 = require("../../platform/database/seed-once");
const settings_commands_1 = require("./settings.commands");
const settings_events_1 = require("./settings.events");
/** Records every setting's default once (onboarding on); later starts add only new keys. */
let SettingsSeeder = class SettingsSeeder {
    dataSource;
    commands;
    config;
    constructor(dataSource, commands, config) {
        this.dataSource = dataSource;
        this.commands = commands;
        this.config = config;
    }
    async onApplicationBootstrap() {
        await (0, seed_once_1.runSeedOnce)(this.dataSource, this.config, 'settings', async () => {
            await this.commands.execute(new settings_commands_1.SeedSettingsCommand(settings_events_1.SETTING_DEFAULTS));
        });
    }
};
exports.SettingsSeeder = SettingsSeeder;
exports.SettingsSeeder = SettingsSeeder = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        cqrs_1.CommandBus,
        app_config_1.AppConfig])
], SettingsSeeder);
//# sourceMappingURL=settings.seeder.js.map