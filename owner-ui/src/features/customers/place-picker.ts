import type { Coordinates } from '@paani/contracts';
import type { MapFrame } from '../map/map-frame';

/** Where the picker opens when neither the customer nor the plant has a place: Lahore. */
export const LAHORE: Coordinates = { latitude: 31.5204, longitude: 74.3587 };

/** Lahore alone says little about the customer: the whole city, to zoom in from. */
const CITY_ZOOM = 12;
/** A known place (the customer's or the plant's): close enough to click the right house. */
const STREET_ZOOM = 16;

/** The picker's first view: the field's place, else the plant's, else Lahore. */
export function startFrame(current: Coordinates | null, plant: Coordinates | null): Extract<MapFrame, { zoom: number }> {
  const known = current ?? plant;
  if (known) return { center: [known.latitude, known.longitude], zoom: STREET_ZOOM };
  return { center: [LAHORE.latitude, LAHORE.longitude], zoom: CITY_ZOOM };
}

/**
 * A point of the map as the customer's place: 7 decimals (what the database keeps, about a
 * centimetre), the longitude brought back into -180..180 after panning round the world.
 */
export function placeOf(point: { lat: number; lng: number }): Coordinates {
  const longitude = ((((point.lng + 180) % 360) + 360) % 360) - 180;
  return { latitude: Number(point.lat.toFixed(7)), longitude: Number(longitude.toFixed(7)) };
}
