import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The Urdu font, bundled (regular and bold), Arabic script only: Latin text inside Urdu keeps the system font.
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import { App } from './App';
import './i18n';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
