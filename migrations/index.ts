import { EventStore1763700000001 } from './1763700000001-event-store';
import { Users1763700000002 } from './1763700000002-users';
import { SubscriptionPlans1763700000100 } from './1763700000100-subscription-plans';
import { SystemSettings1763700000101 } from './1763700000101-system-settings';
import { Currencies1763700000102 } from './1763700000102-currencies';
import { TenantSearch1763700000103 } from './1763700000103-tenant-search';
import { Plants1763700000200 } from './1763700000200-plants';
import { AreasEmployees1763700000201 } from './1763700000201-areas-employees';
import { Onboarding1763700000202 } from './1763700000202-onboarding';
import { PlantCoarseLocation1763700000310 } from './1763700000310-plant-coarse-location';
import { TokenGeneration1763700000320 } from './1763700000320-token-generation';
import { IdempotencyKeys1763700000300 } from './1763700000300-idempotency-keys';
import { Customers1763700000400 } from './1763700000400-customers';
import { CustomerImports1763700000450 } from './1763700000450-customer-imports';
import { CustomerReadSpeed1763700000500 } from './1763700000500-customer-read-speed';
import { OwnerSearchAndNearbySpeed1763700000510 } from './1763700000510-owner-search-and-nearby-speed';
import { CustomerPlantMarks1763700000520 } from './1763700000520-customer-plant-marks';
import { OwnerListVersion1763700000525 } from './1763700000525-owner-list-version';
import { NearbyCoveringIndex1763700000526 } from './1763700000526-nearby-covering-index';
import { PlantCalendar1763700000600 } from './1763700000600-plant-calendar';
import { DeliverySchedules1763700000601 } from './1763700000601-delivery-schedules';
import { DailyEntries1763700000610 } from './1763700000610-daily-entries';
import { LedgerLineVersions1763700000611 } from './1763700000611-ledger-line-versions';
import { LedgerCoveringIndex1763700000612 } from './1763700000612-ledger-covering-index';
import { ChainLookupByIndex1763700000613 } from './1763700000613-chain-lookup-by-index';
import { Expenses1763700000620 } from './1763700000620-expenses';
import { EmployeeLogins1763700000630 } from './1763700000630-employee-logins';
import { RiderDays1763700000631 } from './1763700000631-rider-days';
import { Invoices1763700000700 } from './1763700000700-invoices';
import { StatementShares1763700000710 } from './1763700000710-statement-shares';
import { StatementRuns1763700000720 } from './1763700000720-statement-runs';
import { PlantPaymentDetails1763700000721 } from './1763700000721-plant-payment-details';
import { ReportAggregates1763700000730 } from './1763700000730-report-aggregates';
import { Reminders1763700000731 } from './1763700000731-reminders';
import { CustomerDebitDays1763700000732 } from './1763700000732-customer-debit-days';
import { PlantOpenDebits1763700000733 } from './1763700000733-plant-open-debits';
import { OwnerApiUsage1763700000740 } from './1763700000740-owner-api-usage';
import { PlatformAnalytics1763700000741 } from './1763700000741-platform-analytics';
import { CustomerLanguage1763700000750 } from './1763700000750-customer-language';
import { ReminderTemplateLanguage1763700000751 } from './1763700000751-reminder-template-language';
import { UserPreferences1763700000760 } from './1763700000760-user-preferences';
import { StatementRunData1763700000770 } from './1763700000770-statement-run-data';
import { ReportPlantMarks1763700000780 } from './1763700000780-report-plant-marks';
import { RefuseFunction1763700000790 } from './1763700000790-refuse-function';
import { StaffPlantMarks1763700000791 } from './1763700000791-staff-plant-marks';
import { LedgerLinesCoveringIndex1763700000792 } from './1763700000792-ledger-lines-covering-index';
import { CustomerHotUpdates1763700000800 } from './1763700000800-customer-hot-updates';
import { LedgerLinesInStreamOrder1763700000810 } from './1763700000810-ledger-lines-in-stream-order';
import { CustomerOpeningDate1763700000820 } from './1763700000820-customer-opening-date';
import { InvoiceListVersion1763700000830 } from './1763700000830-invoice-list-version';
import { BackupRuns1763700000840 } from './1763700000840-backup-runs';
import { StatementRunJobs1763700000850 } from './1763700000850-statement-run-jobs';
import { CustomerLocationProposals1763700000860 } from './1763700000860-customer-location-proposals';
import { Payroll1763700000870 } from './1763700000870-payroll';
import { Products1763700000880 } from './1763700000880-products';
import { Stock1763700000890 } from './1763700000890-stock';
import { DailyProductTotals1763700000900 } from './1763700000900-daily-product-totals';
import { ScheduleLines1763700000910 } from './1763700000910-schedule-lines';
import { ContainerDeposits1763700000920 } from './1763700000920-container-deposits';
import { RiderDayProducts1763700000930 } from './1763700000930-rider-day-products';
import { Notifications1763700000940 } from './1763700000940-notifications';
import { WhatsApp1763700000950 } from './1763700000950-whatsapp';
import { CustomerPage1763700000960 } from './1763700000960-customer-page';
import { WhatsAppDaily1763700000970 } from './1763700000970-whatsapp-daily';
import { WhatsAppReplies1763700000980 } from './1763700000980-whatsapp-replies';

/** Every migration, in order. A new one is added at the end, never edited once landed. */
export const migrations = [
  EventStore1763700000001,
  Users1763700000002,
  SubscriptionPlans1763700000100,
  SystemSettings1763700000101,
  Currencies1763700000102,
  TenantSearch1763700000103,
  Plants1763700000200,
  AreasEmployees1763700000201,
  Onboarding1763700000202,
  TokenGeneration1763700000320,
  PlantCoarseLocation1763700000310,
  IdempotencyKeys1763700000300,
  Customers1763700000400,
  CustomerImports1763700000450,
  CustomerReadSpeed1763700000500,
  OwnerSearchAndNearbySpeed1763700000510,
  CustomerPlantMarks1763700000520,
  OwnerListVersion1763700000525,
  NearbyCoveringIndex1763700000526,
  PlantCalendar1763700000600,
  DeliverySchedules1763700000601,
  DailyEntries1763700000610,
  LedgerLineVersions1763700000611,
  LedgerCoveringIndex1763700000612,
  ChainLookupByIndex1763700000613,
  Expenses1763700000620,
  EmployeeLogins1763700000630,
  RiderDays1763700000631,
  Invoices1763700000700,
  StatementShares1763700000710,
  StatementRuns1763700000720,
  PlantPaymentDetails1763700000721,
  ReportAggregates1763700000730,
  Reminders1763700000731,
  CustomerDebitDays1763700000732,
  PlantOpenDebits1763700000733,
  OwnerApiUsage1763700000740,
  PlatformAnalytics1763700000741,
  CustomerLanguage1763700000750,
  ReminderTemplateLanguage1763700000751,
  UserPreferences1763700000760,
  StatementRunData1763700000770,
  ReportPlantMarks1763700000780,
  RefuseFunction1763700000790,
  StaffPlantMarks1763700000791,
  LedgerLinesCoveringIndex1763700000792,
  CustomerHotUpdates1763700000800,
  LedgerLinesInStreamOrder1763700000810,
  CustomerOpeningDate1763700000820,
  InvoiceListVersion1763700000830,
  BackupRuns1763700000840,
  StatementRunJobs1763700000850,
  CustomerLocationProposals1763700000860,
  Payroll1763700000870,
  Products1763700000880,
  Stock1763700000890,
  DailyProductTotals1763700000900,
  ScheduleLines1763700000910,
  ContainerDeposits1763700000920,
  RiderDayProducts1763700000930,
  Notifications1763700000940,
  WhatsApp1763700000950,
  CustomerPage1763700000960,
  WhatsAppDaily1763700000970,
  WhatsAppReplies1763700000980,
];
