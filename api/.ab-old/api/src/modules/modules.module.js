"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ModulesModule = void 0;
const common_1 = require("@nestjs/common");
const areas_module_1 = require("./areas/areas.module");
const audit_module_1 = require("./audit/audit.module");
const auth_module_1 = require("./auth/auth.module");
const currencies_module_1 = require("./currencies/currencies.module");
const customer_imports_module_1 = require("./customer-imports/customer-imports.module");
const customers_module_1 = require("./customers/customers.module");
const daily_entries_module_1 = require("./daily-entries/daily-entries.module");
const dashboards_module_1 = require("./dashboards/dashboards.module");
const employees_module_1 = require("./employees/employees.module");
const expenses_module_1 = require("./expenses/expenses.module");
const health_module_1 = require("./health/health.module");
const invoices_module_1 = require("./invoices/invoices.module");
const onboarding_module_1 = require("./onboarding/onboarding.module");
const owner_dashboard_module_1 = require("./owner-dashboard/owner-dashboard.module");
const plans_module_1 = require("./plans/plans.module");
const platform_analytics_module_1 = require("./platform-analytics/platform-analytics.module");
const plants_module_1 = require("./plants/plants.module");
const reminders_module_1 = require("./reminders/reminders.module");
const reports_module_1 = require("./reports/reports.module");
const riders_module_1 = require("./riders/riders.module");
const schedules_module_1 = require("./schedules/schedules.module");
const settings_module_1 = require("./settings/settings.module");
const statements_module_1 = require("./statements/statements.module");
const tenants_module_1 = require("./tenants/tenants.module");
const usage_module_1 = require("./usage/usage.module");
/** Every bounded context, registered here and nowhere else. */
let ModulesModule = class ModulesModule {
};
exports.ModulesModule = ModulesModule;
exports.ModulesModule = ModulesModule = __decorate([
    (0, common_1.Module)({
        imports: [
            auth_module_1.AuthModule,
            audit_module_1.AuditModule,
            health_module_1.HealthModule,
            plans_module_1.PlansModule,
            plants_module_1.PlantsModule,
            settings_module_1.SettingsModule,
            areas_module_1.AreasModule,
            employees_module_1.EmployeesModule,
            customers_module_1.CustomersModule,
            daily_entries_module_1.DailyEntriesModule,
            onboarding_module_1.OnboardingModule,
            owner_dashboard_module_1.OwnerDashboardModule,
            tenants_module_1.TenantsModule,
            currencies_module_1.CurrenciesModule,
            dashboards_module_1.DashboardsModule,
            customer_imports_module_1.CustomerImportsModule,
            schedules_module_1.SchedulesModule,
            expenses_module_1.ExpensesModule,
            riders_module_1.RidersModule,
            invoices_module_1.InvoicesModule,
            statements_module_1.StatementsModule,
            usage_module_1.UsageModule,
            platform_analytics_module_1.PlatformAnalyticsModule,
            reports_module_1.ReportsModule,
            reminders_module_1.RemindersModule,
        ],
    })
], ModulesModule);
//# sourceMappingURL=modules.module.js.map