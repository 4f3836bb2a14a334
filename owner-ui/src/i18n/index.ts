import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { areas } from './en/areas';
import { common } from './en/common';
import { customerImport } from './en/customerImport';
import { customers } from './en/customers';
import { dailyEntries } from './en/dailyEntries';
import { deliverySchedule } from './en/deliverySchedule';
import { employees } from './en/employees';
import { expenses } from './en/expenses';
import { reminders } from './en/reminders';
import { reports } from './en/reports';
import { rider } from './en/rider';
import { riderDays } from './en/riderDays';
import { statements } from './en/statements';

/**
 * Every string of the newer screens goes through here, one namespace per feature (its own file
 * under `en/`), so a second language is a second set of files, not a second set of screens.
 * English only for now; Urdu (right to left) is filled in by its own issue.
 */
export const resources = {
  en: {
    common,
    areas,
    employees,
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
  },
} as const;

export const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18next;
