import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The Urdu font, bundled (regular and bold); the browser fetches a file only for text that uses it.
import '@fontsource/noto-naskh-arabic/400.css';
import '@fontsource/noto-naskh-arabic/700.css';
import { App } from './App';
import './i18n';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
