import type { Coordinates } from '@paani/contracts';
import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';

/** Pakistan, south-west to north-east: what a map with nothing to show is fitted to. */
export const PAKISTAN_BOUNDS: LatLngBoundsLiteral = [
  [23.6, 60.9],
  [37.1, 77.8],
];

/** One place alone (a single customer, or the plant with no customers): close enough to see its streets. */
const ONE_PLACE_ZOOM = 15;

/** Where a map looks: around several places, or at one. */
export type MapFrame = { bounds: LatLngBoundsLiteral } | { center: LatLngTuple; zoom: number };

const tuple = (place: Coordinates): LatLngTuple => [place.latitude, place.longitude];

/**
 * The frame of a map of `places`: all of them (with `start`, the plant, when it is set), else the
 * plant alone, else Pakistan. Two or more places are fitted; one is centred at street level.
 */
export function frameOf(places: readonly Coordinates[], start: Coordinates | null): MapFrame {
  const all = start ? [start, ...places] : [...places];
  if (all.length === 0) return { bounds: PAKISTAN_BOUNDS };
  const distinct = new Set(all.map((place) => `${place.latitude},${place.longitude}`));
  if (distinct.size === 1) return { center: tuple(all[0]), zoom: ONE_PLACE_ZOOM };
  return { bounds: all.map(tuple) as LatLngBoundsLiteral };
}
