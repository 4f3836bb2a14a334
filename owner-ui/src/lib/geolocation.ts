// Browser geolocation with the two screens' (plant settings, the wizard) own settings; their messages are in i18n.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type GeolocationOutcome =
  { ok: true; coords: Coordinates } | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'other' };

export const WIZARD_GEOLOCATION = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
export const SETTINGS_GEOLOCATION = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 300_000 };

/** Why no position came; the words for each are `plants:geolocation.wizard.<reason>` and `.settings.<reason>`. */
export type GeolocationFailure = Exclude<GeolocationOutcome, { ok: true }>['reason'];

export function currentPosition(options: PositionOptions): Promise<GeolocationOutcome> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, coords: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      (error) => {
        const reason = error.code === 1 ? 'denied' : error.code === 2 ? 'unavailable' : error.code === 3 ? 'timeout' : 'other';
        resolve({ ok: false, reason });
      },
      options,
    );
  });
}
