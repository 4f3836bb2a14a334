import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * The console's words (react-admin's own: buttons, lists, notifications). The super-admin console
 * stays English (issue 17); a second language is one more entry in MESSAGES and LOCALES, e.g. a
 * messages file spread over `englishMessages` so a missing key falls back to English.
 */
const MESSAGES = { en: englishMessages } as const;
const LOCALES = [{ locale: 'en', name: 'English' }];

export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as keyof typeof MESSAGES] ?? englishMessages,
  'en',
  LOCALES,
  // The console's own screens write their text directly; only react-admin's keys come through here.
  { allowMissing: true },
);
