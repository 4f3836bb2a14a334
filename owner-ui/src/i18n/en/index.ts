import { areas } from './areas';
import { common } from './common';
import { customerImport } from './customerImport';
import { customers } from './customers';
import { dailyEntries } from './dailyEntries';
import { deliverySchedule } from './deliverySchedule';
import { employees } from './employees';
import { expenses } from './expenses';
import { header } from './header';
import { language } from './language';
import { reminders } from './reminders';
import { reports } from './reports';
import { rider } from './rider';
import { riderDays } from './riderDays';
import { riderOffline } from './riderOffline';
import { signIn } from './signIn';
import { statementRuns } from './statementRuns';
import { statements } from './statements';

/** The English resources, one namespace per feature. English is the source: its keys are the contract. */
export const en = {
  common,
  areas,
  employees,
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
  language,
  header,
  signIn,
} as const;
