import { Module } from '@nestjs/common';
import { AreasModule } from './areas/areas.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BackupsModule } from './backups/backups.module';
import { CurrenciesModule } from './currencies/currencies.module';
import { CustomerImportsModule } from './customer-imports/customer-imports.module';
import { CustomersModule } from './customers/customers.module';
import { DailyEntriesModule } from './daily-entries/daily-entries.module';
import { DashboardsModule } from './dashboards/dashboards.module';
import { EmployeesModule } from './employees/employees.module';
import { ExpensesModule } from './expenses/expenses.module';
import { HealthModule } from './health/health.module';
import { InvoicesModule } from './invoices/invoices.module';
import { MapsModule } from './maps/maps.module';
import { NotificationsModule } from './notifications/notifications.module';
import { WhatsAppModule } from './whatsapp/whatsapp.module';
import { CustomerPageModule } from './customer-page/customer-page.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { PayrollModule } from './payroll/payroll.module';
import { OwnerDashboardModule } from './owner-dashboard/owner-dashboard.module';
import { PlansModule } from './plans/plans.module';
import { PlatformAnalyticsModule } from './platform-analytics/platform-analytics.module';
import { PlantsModule } from './plants/plants.module';
import { ProductsModule } from './products/products.module';
import { StockModule } from './stock/stock.module';
import { RemindersModule } from './reminders/reminders.module';
import { ReportsModule } from './reports/reports.module';
import { RidersModule } from './riders/riders.module';
import { SchedulesModule } from './schedules/schedules.module';
import { SettingsModule } from './settings/settings.module';
import { StatementsModule } from './statements/statements.module';
import { TenantsModule } from './tenants/tenants.module';
import { UsageModule } from './usage/usage.module';

/** Every bounded context, registered here and nowhere else. */
@Module({
  imports: [
    AuthModule,
    AuditModule,
    HealthModule,
    PlansModule,
    PlantsModule,
    ProductsModule,
    StockModule,
    SettingsModule,
    AreasModule,
    EmployeesModule,
    CustomersModule,
    DailyEntriesModule,
    OnboardingModule,
    OwnerDashboardModule,
    TenantsModule,
    CurrenciesModule,
    DashboardsModule,
    CustomerImportsModule,
    SchedulesModule,
    ExpensesModule,
    RidersModule,
    PayrollModule,
    InvoicesModule,
    StatementsModule,
    UsageModule,
    PlatformAnalyticsModule,
    ReportsModule,
    RemindersModule,
    BackupsModule,
    MapsModule,
    NotificationsModule,
    WhatsAppModule,
    CustomerPageModule,
  ],
})
export class ModulesModule {}
