import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { ur } from './ur';

/**
 * Every string of the newer screens goes through here, one namespace per feature (its own file
 * under `en/`), so a second language is a second set of files, not a second set of screens.
 */
export const resources = { en, ur } as const;

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
