import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { app } from '../../i18n/en/app';
import { language } from '../../i18n/en/language';
import { rider } from '../../i18n/en/rider';
import { riderOffline } from '../../i18n/en/riderOffline';
import { loadLanguage, setUrduWords } from '../../i18n/load-language';
import { FORMAT_CHANGED, startPreferences } from '../../i18n/preferences';

/**
 * The rider's entry has its own i18next set-up with only the namespaces its screens use: the
 * rider's, the language menu's, and `app` for the API client's messages. The owner app's other
 * screens' words never reach a rider's phone. Urdu comes as a chunk of its own (ur-words.ts) when
 * it is chosen, with the Urdu font.
 */
const riderResources = { rider, riderOffline, language, app } as const;

setUrduWords(async () => (await import('./ur-words')).riderUrdu);

/** Starts i18next in the device's stored language; an Urdu reader's words are fetched before the first render. */
export async function startRiderI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: startPreferences().language,
    fallbackLng: 'en',
    ns: Object.keys(riderResources),
    defaultNS: 'rider',
    resources: { en: riderResources },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { bindI18n: `languageChanged ${FORMAT_CHANGED}` },
  });
  if (i18next.language !== 'ur') return;
  // No Urdu words at hand (offline before the worker kept them): English until they come.
  await loadLanguage('ur').catch(() => undefined);
  await i18next.changeLanguage('ur');
}
