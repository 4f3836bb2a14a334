import type { en } from '../en';
import type { Messages } from '../messages';
import { app } from './app';
import { areas } from './areas';
import { billing } from './billing';
import { common } from './common';
import { customerImport } from './customerImport';
import { customerRequests } from './customerRequests';
import { customers } from './customers';
import { dailyEntries } from './dailyEntries';
import { dashboard } from './dashboard';
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
import { shared } from './shared';
import { header } from './header';
import { language } from './language';
import { reminders } from './reminders';
import { reports } from './reports';
import { rider } from './rider';
import { riderDays } from './riderDays';
import { riderOffline } from './riderOffline';
import { profile } from './profile';
import { signIn } from './signIn';
import { statementRuns } from './statementRuns';
import { statements } from './statements';
import { whatsapp } from './whatsapp';

/**
 * The Urdu resources. Each namespace file is typed `Messages<typeof en.x>`, so it cannot miss a
 * key, and every English namespace must be here (completeness.test.ts checks the rest).
 */
export const ur: { readonly [N in keyof typeof en]: Messages<(typeof en)[N]> } = {
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
  deliverySchedule,
  statements,
  reports,
  reminders,
  map,
  payroll,
  language,
  header,
  signIn,
  profile,
  statementRuns,
  riderOffline,
  nav,
  app,
  plants,
  onboarding,
  billing,
  dashboard,
  shared,
  notifications,
  whatsapp,
  customerRequests,
};
