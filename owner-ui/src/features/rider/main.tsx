import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { primeOnRiderRoute } from '../../api/rider/primed';
import { STORAGE } from '../../lib/storage';
import { startRiderI18n } from './i18n';
import { RiderApp } from './RiderApp';
import { storedSession } from '../../auth/stored-session';
import { elsewhere } from './session';
import './rider.css';

/**
 * The rider's entry (rider.html, served for /rider): its own first script with React, i18next and
 * the rider's screens only, none of the owner app's (MUI, the router, TanStack Query), so a phone
 * on slow data downloads a fraction. Anyone but a signed-in rider leaves for the owner app.
 */
const user = storedSession();
const away = elsewhere(user);
if (away !== null || user === null) window.location.replace(away ?? '/login');
else {
  // Light or dark as chosen in the owner app (rider.css), else as the system is.
  const theme = localStorage.getItem(STORAGE.theme);
  const dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  primeOnRiderRoute();
  void startRiderI18n().finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RiderApp initialUser={user} />
      </StrictMode>,
    ),
  );
}
