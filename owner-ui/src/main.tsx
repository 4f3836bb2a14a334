import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The Urdu font, bundled (regular and bold), Arabic script only: Latin text inside Urdu keeps the system font.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import { App } from './App';
import i18next from './i18n';
import { loadLanguage } from './i18n/load-language';

// An Urdu reader's words arrive before the first paint (no flash of English); English is at hand.
void loadLanguage(i18next.language === 'ur' ? 'ur' : 'en')
  .catch(() => undefined)
  .then(() => i18next.changeLanguage(i18next.language))
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
