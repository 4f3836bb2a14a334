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
exports.SuperAdminSeeder = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const node_crypto_1 = require("node:crypto");
const typeorm_1 = require("typeorm");
const app_config_1 = require("../../platform/config/app-config");
const seed_once_1 = require("../../platform/database/seed-once");
const user_commands_1 = require("./user.commands");
/**
 * On an empty database, creates the super admin from SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD;
 * with no password given, generates one and prints the credentials once.
 */
let SuperAdminSeeder = class SuperAdminSeeder {
    dataSource;
    commands;
    config;
    constructor(dataSource, commands, config) {
        this.dataSource = dataSource;
        this.commands = commands;
        this.config = config;
    }
    async onApplicationBootstrap() {
        await (0, seed_once_1.runSeedOnce)(this.dataSource, this.config, 'super-admin', async (manager) => {
            const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE role = 'super_admin'`);
            if (count > 0)
                return;
            const generated = !this.config.SUPER_ADMIN_PASSWORD;
            const password = this.config.SUPER_ADMIN_PASSWORD ?? (0, node_crypto_1.randomBytes)(12).toString('base64url');
            await this.commands.execute(new user_commands_1.RegisterUserCommand('Super Admin', this.config.SUPER_ADMIN_EMAIL, 'super_admin', password));
            if (generated && this.config.NODE_ENV !== 'test') {
                // Printed once, to the console only: the log stream never sees the password.
                process.stdout.write(`\n  Super admin created. Sign in at /login with:\n    email:    ${this.config.SUPER_ADMIN_EMAIL}\n    password: ${password}\n  (shown only this once; set SUPER_ADMIN_PASSWORD to choose it)\n\n`);
            }
            else {
                new common_1.Logger('Seed').log(`Super admin ${this.config.SUPER_ADMIN_EMAIL} created`);
            }
        });
    }
};
exports.SuperAdminSeeder = SuperAdminSeeder;
exports.SuperAdminSeeder = SuperAdminSeeder = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        cqrs_1.CommandBus,
        app_config_1.AppConfig])
], SuperAdminSeeder);
//# sourceMappingURL=super-admin.seeder.js.map