/**
 * Installs the rider app's service worker (built by vite-plugin-pwa, see vite.config.ts) with
 * scope /rider: the rider's screen then opens with no network, and the owner's screens, outside
 * the scope, are never served by it. A new version takes over the next time the app is opened
 * (no forced reload while a rider is typing a delivery).
 */
export function installRiderApp(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // Its own small chunk, fetched once the sheet shows (RiderApp), not before.
  import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/rider' }).register()).catch(() => undefined);
}
