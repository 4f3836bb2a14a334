"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.migrations = void 0;
const _1763700000001_event_store_1 = require("./1763700000001-event-store");
const _1763700000002_users_1 = require("./1763700000002-users");
const _1763700000100_subscription_plans_1 = require("./1763700000100-subscription-plans");
const _1763700000101_system_settings_1 = require("./1763700000101-system-settings");
const _1763700000102_currencies_1 = require("./1763700000102-currencies");
const _1763700000103_tenant_search_1 = require("./1763700000103-tenant-search");
const _1763700000200_plants_1 = require("./1763700000200-plants");
const _1763700000201_areas_employees_1 = require("./1763700000201-areas-employees");
const _1763700000202_onboarding_1 = require("./1763700000202-onboarding");
const _1763700000310_plant_coarse_location_1 = require("./1763700000310-plant-coarse-location");
const _1763700000320_token_generation_1 = require("./1763700000320-token-generation");
const _1763700000300_idempotency_keys_1 = require("./1763700000300-idempotency-keys");
const _1763700000400_customers_1 = require("./1763700000400-customers");
const _1763700000450_customer_imports_1 = require("./1763700000450-customer-imports");
const _1763700000500_customer_read_speed_1 = require("./1763700000500-customer-read-speed");
const _1763700000510_owner_search_and_nearby_speed_1 = require("./1763700000510-owner-search-and-nearby-speed");
const _1763700000520_customer_plant_marks_1 = require("./1763700000520-customer-plant-marks");
const _1763700000525_owner_list_version_1 = require("./1763700000525-owner-list-version");
const _1763700000526_nearby_covering_index_1 = require("./1763700000526-nearby-covering-index");
const _1763700000600_plant_calendar_1 = require("./1763700000600-plant-calendar");
const _1763700000601_delivery_schedules_1 = require("./1763700000601-delivery-schedules");
const _1763700000610_daily_entries_1 = require("./1763700000610-daily-entries");
const _1763700000611_ledger_line_versions_1 = require("./1763700000611-ledger-line-versions");
const _1763700000612_ledger_covering_index_1 = require("./1763700000612-ledger-covering-index");
const _1763700000613_chain_lookup_by_index_1 = require("./1763700000613-chain-lookup-by-index");
const _1763700000620_expenses_1 = require("./1763700000620-expenses");
const _1763700000630_employee_logins_1 = require("./1763700000630-employee-logins");
const _1763700000631_rider_days_1 = require("./1763700000631-rider-days");
const _1763700000700_invoices_1 = require("./1763700000700-invoices");
const _1763700000710_statement_shares_1 = require("./1763700000710-statement-shares");
const _1763700000720_statement_runs_1 = require("./1763700000720-statement-runs");
const _1763700000721_plant_payment_details_1 = require("./1763700000721-plant-payment-details");
const _1763700000730_report_aggregates_1 = require("./1763700000730-report-aggregates");
const _1763700000731_reminders_1 = require("./1763700000731-reminders");
const _1763700000732_customer_debit_days_1 = require("./1763700000732-customer-debit-days");
const _1763700000733_plant_open_debits_1 = require("./1763700000733-plant-open-debits");
const _1763700000740_owner_api_usage_1 = require("./1763700000740-owner-api-usage");
const _1763700000741_platform_analytics_1 = require("./1763700000741-platform-analytics");
const _1763700000750_customer_language_1 = require("./1763700000750-customer-language");
const _1763700000751_reminder_template_language_1 = require("./1763700000751-reminder-template-language");
const _1763700000760_user_preferences_1 = require("./1763700000760-user-preferences");
const _1763700000770_statement_run_data_1 = require("./1763700000770-statement-run-data");
const _1763700000780_report_plant_marks_1 = require("./1763700000780-report-plant-marks");
const _1763700000790_refuse_function_1 = require("./1763700000790-refuse-function");
const _1763700000791_staff_plant_marks_1 = require("./1763700000791-staff-plant-marks");
const _1763700000792_ledger_lines_covering_index_1 = require("./1763700000792-ledger-lines-covering-index");
const _1763700000800_customer_hot_updates_1 = require("./1763700000800-customer-hot-updates");
/** Every migration, in order. A new one is added at the end, never edited once landed. */
exports.migrations = [
    _1763700000001_event_store_1.EventStore1763700000001,
    _1763700000002_users_1.Users1763700000002,
    _1763700000100_subscription_plans_1.SubscriptionPlans1763700000100,
    _1763700000101_system_settings_1.SystemSettings1763700000101,
    _1763700000102_currencies_1.Currencies1763700000102,
    _1763700000103_tenant_search_1.TenantSearch1763700000103,
    _1763700000200_plants_1.Plants1763700000200,
    _1763700000201_areas_employees_1.AreasEmployees1763700000201,
    _1763700000202_onboarding_1.Onboarding1763700000202,
    _1763700000320_token_generation_1.TokenGeneration1763700000320,
    _1763700000310_plant_coarse_location_1.PlantCoarseLocation1763700000310,
    _1763700000300_idempotency_keys_1.IdempotencyKeys1763700000300,
    _1763700000400_customers_1.Customers1763700000400,
    _1763700000450_customer_imports_1.CustomerImports1763700000450,
    _1763700000500_customer_read_speed_1.CustomerReadSpeed1763700000500,
    _1763700000510_owner_search_and_nearby_speed_1.OwnerSearchAndNearbySpeed1763700000510,
    _1763700000520_customer_plant_marks_1.CustomerPlantMarks1763700000520,
    _1763700000525_owner_list_version_1.OwnerListVersion1763700000525,
    _1763700000526_nearby_covering_index_1.NearbyCoveringIndex1763700000526,
    _1763700000600_plant_calendar_1.PlantCalendar1763700000600,
    _1763700000601_delivery_schedules_1.DeliverySchedules1763700000601,
    _1763700000610_daily_entries_1.DailyEntries1763700000610,
    _1763700000611_ledger_line_versions_1.LedgerLineVersions1763700000611,
    _1763700000612_ledger_covering_index_1.LedgerCoveringIndex1763700000612,
    _1763700000613_chain_lookup_by_index_1.ChainLookupByIndex1763700000613,
    _1763700000620_expenses_1.Expenses1763700000620,
    _1763700000630_employee_logins_1.EmployeeLogins1763700000630,
    _1763700000631_rider_days_1.RiderDays1763700000631,
    _1763700000700_invoices_1.Invoices1763700000700,
    _1763700000710_statement_shares_1.StatementShares1763700000710,
    _1763700000720_statement_runs_1.StatementRuns1763700000720,
    _1763700000721_plant_payment_details_1.PlantPaymentDetails1763700000721,
    _1763700000730_report_aggregates_1.ReportAggregates1763700000730,
    _1763700000731_reminders_1.Reminders1763700000731,
    _1763700000732_customer_debit_days_1.CustomerDebitDays1763700000732,
    _1763700000733_plant_open_debits_1.PlantOpenDebits1763700000733,
    _1763700000740_owner_api_usage_1.OwnerApiUsage1763700000740,
    _1763700000741_platform_analytics_1.PlatformAnalytics1763700000741,
    _1763700000750_customer_language_1.CustomerLanguage1763700000750,
    _1763700000751_reminder_template_language_1.ReminderTemplateLanguage1763700000751,
    _1763700000760_user_preferences_1.UserPreferences1763700000760,
    _1763700000770_statement_run_data_1.StatementRunData1763700000770,
    _1763700000780_report_plant_marks_1.ReportPlantMarks1763700000780,
    _1763700000790_refuse_function_1.RefuseFunction1763700000790,
    _1763700000791_staff_plant_marks_1.StaffPlantMarks1763700000791,
    _1763700000792_ledger_lines_covering_index_1.LedgerLinesCoveringIndex1763700000792,
    _1763700000800_customer_hot_updates_1.CustomerHotUpdates1763700000800,
];
//# sourceMappingURL=index.js.map