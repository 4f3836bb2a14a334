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
exports.PlansSeeder = exports.SEEDED_PLANS = void 0;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const app_config_1 = require("../../platform/config/app-config");
const seed_once_1 = require("../../platform/database/seed-once");
const plan_commands_1 = require("./plan.commands");
/** The plans a new installation starts with (docs/decisions.md#running): Free (1 plant) and three paid ones, the top one unlimited. */
exports.SEEDED_PLANS = [
    {
        name: 'Free',
        description: 'Everything you need to run one plant.',
        price_per_month: '0.00',
        max_plants: 1,
        max_customers: 50,
        max_employees: 2,
        features: ['Basic dashboard', 'Customer management', 'Daily entry tracking'],
        is_popular: false,
    },
    {
        name: 'Basic',
        description: 'For a growing business with a few plants.',
        price_per_month: '99.00',
        max_plants: 3,
        max_customers: 250,
        max_employees: 5,
        features: ['Everything in Free', 'Up to 3 plants', 'Employee management', 'Area assignments'],
        is_popular: false,
    },
    {
        name: 'Standard',
        description: 'For established businesses across several areas.',
        price_per_month: '299.00',
        max_plants: 10,
        max_customers: 1000,
        max_employees: 25,
        features: ['Everything in Basic', 'Up to 10 plants', 'Billing and invoices', 'Priority support'],
        is_popular: true,
    },
    {
        name: 'Premium',
        description: 'No limits, for the largest operators.',
        price_per_month: '499.00',
        max_plants: 0,
        max_customers: 0,
        max_employees: 0,
        features: ['Everything in Standard', 'Unlimited plants', 'Unlimited customers and staff', '24/7 support'],
        is_popular: false,
    },
];
/** Seeds the plans once, as events; safe when the API and the worker start together. */
let PlansSeeder = class PlansSeeder {
    dataSource;
    commands;
    config;
    constructor(dataSource, commands, config) {
        this.dataSource = dataSource;
        this.commands = commands;
        this.config = config;
    }
    async onApplicationBootstrap() {
        await (0, seed_once_1.runSeedOnce)(this.dataSource, this.config, 'plans', async (manager) => {
            const [{ seeded }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM events WHERE stream_type = 'subscription-plan') AS seeded`);
            if (seeded)
                return;
            for (const terms of exports.SEEDED_PLANS)
                await this.commands.execute(new plan_commands_1.CreatePlanCommand(terms));
            new common_1.Logger('Seed').log(`Subscription plans seeded: ${exports.SEEDED_PLANS.map((p) => p.name).join(', ')}`);
        });
    }
};
exports.PlansSeeder = PlansSeeder;
exports.PlansSeeder = PlansSeeder = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        cqrs_1.CommandBus,
        app_config_1.AppConfig])
], PlansSeeder);
//# sourceMappingURL=plans.seeder.js.map