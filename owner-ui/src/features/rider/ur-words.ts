// The Urdu font (regular and bold, Arabic script only), loaded with Urdu's words: an English reader never downloads it.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import { app } from '../../i18n/ur/app';
import { language } from '../../i18n/ur/language';
import { rider } from '../../i18n/ur/rider';
import { riderOffline } from '../../i18n/ur/riderOffline';

/** The rider's screens' Urdu words: a chunk of their own, fetched when Urdu is chosen (and kept by the rider's service worker). */
export const riderUrdu = { rider, riderOffline, language, app };
