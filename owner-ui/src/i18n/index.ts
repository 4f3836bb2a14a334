import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { FORMAT_CHANGED, startPreferences } from './preferences';

/**
 * Every string of the owner app goes through here, one namespace per feature (its own file under
 * `en/`), so a second language is a second set of files, not a second set of screens. Urdu is
 * added when it is first chosen (load-language.ts).
 */
export const resources = { en } as const;

const NAMESPACES = Object.keys(resources.en) as (keyof typeof resources.en)[];

void i18next.use(initReactI18next).init({
  // The device's last language (local storage) until the signed-in user's own arrives from the server.
  lng: startPreferences().language,
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Translated components re-render on a language change and on a digits change alike.
  react: { bindI18n: `languageChanged ${FORMAT_CHANGED}` },
});

export default i18next;
