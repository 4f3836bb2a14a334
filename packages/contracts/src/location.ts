/**
 * A place on the map as people hand it over: "31.5204, 74.3587" typed or pasted, or a Google Maps
 * link holding the coordinates (…/@31.5204,74.3587,17z or …?q=31.5204,74.3587). The owner app's
 * customer form reads it; the rider's card and the customer's page link to it.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const PAIR = /(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)/;

/** The coordinates written in `text` (7 decimals kept, as the database does), or null when none or out of range. */
export function parseCoordinates(text: string): Coordinates | null {
  const match = PAIR.exec(text.trim());
  if (!match) return null;
  const latitude = Number(Number(match[1]).toFixed(7));
  const longitude = Number(Number(match[2]).toFixed(7));
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A record's place as its nullable columns hold it: null unless both are set. */
export const coordinatesOf = ({ latitude, longitude }: { latitude: number | null; longitude: number | null }): Coordinates | null =>
  latitude === null || longitude === null ? null : { latitude, longitude };

/** How coordinates are written back: "31.5204, 74.3587" (empty for none). */
export const formatCoordinates = (place: Coordinates | null): string => (place ? `${place.latitude}, ${place.longitude}` : '');

/** A link that opens the place in the phone's maps app (Google Maps on Android), or in a browser. */
export const mapsUrl = ({ latitude, longitude }: Coordinates): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
