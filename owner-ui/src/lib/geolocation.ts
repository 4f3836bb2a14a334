// Browser geolocation with the two screens' (plant settings, the wizard) own settings and messages.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type GeolocationOutcome =
  { ok: true; coords: Coordinates } | { ok: false; reason: 'denied' | 'unavailable' | 'timeout' | 'unsupported' | 'other' };

export const WIZARD_GEOLOCATION = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };
export const SETTINGS_GEOLOCATION = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 300_000 };

export const WIZARD_GEOLOCATION_MESSAGES: Record<Exclude<GeolocationOutcome, { ok: true }>['reason'], string> = {
  denied: 'Location permission denied. Please enable location access.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unsupported: 'Geolocation is not supported by this browser.',
  other: 'Could not get your current location. Please enter coordinates manually.',
};

export const SETTINGS_GEOLOCATION_MESSAGES: typeof WIZARD_GEOLOCATION_MESSAGES = {
  denied: 'Location access denied. Please enable location permissions and try again.',
  unavailable: 'Location information unavailable. Please enter coordinates manually.',
  timeout: 'Location request timed out. Please try again or enter manually.',
  unsupported: 'Geolocation is not supported by this browser. Please enter coordinates manually.',
  other: 'Could not get your current location.',
};

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
