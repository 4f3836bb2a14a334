import { app } from './app';
import { areas } from './areas';
import { common } from './common';
import { customerImport } from './customerImport';
import { customerRequests } from './customerRequests';
import { billing } from './billing';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { dailyEntries } from './dailyEntries';
import { deliverySchedule } from './deliverySchedule';
import { employees } from './employees';
import { expenses } from './expenses';
import { map } from './map';
import { nav } from './nav';
import { notifications } from './notifications';
import { onboarding } from './onboarding';
import { payroll } from './payroll';
import { plants } from './plants';
import { products } from './products';
import { stock } from './stock';
import { header } from './header';
import { language } from './language';
import { reminders } from './reminders';
import { reports } from './reports';
import { rider } from './rider';
import { riderDays } from './riderDays';
import { riderOffline } from './riderOffline';
import { shared } from './shared';
import { profile } from './profile';
import { signIn } from './signIn';
import { statementRuns } from './statementRuns';
import { statements } from './statements';
import { whatsapp } from './whatsapp';

/** The English resources, one namespace per feature. English is the source: its keys are the contract. */
export const en = {
  common,
  areas,
  employees,
  products,
  stock,
  customers,
  customerImport,
  dailyEntries,
  expenses,
  rider,
  riderDays,
  riderOffline,
  deliverySchedule,
  statements,
  statementRuns,
  reports,
  reminders,
  map,
  payroll,
  // The owner app's frame and screens moved to i18n for issue 17.
  nav,
  app,
  plants,
  onboarding,
  billing,
  dashboard,
  shared,
  language,
  header,
  signIn,
  profile,
  notifications,
  whatsapp,
  customerRequests,
} as const;
