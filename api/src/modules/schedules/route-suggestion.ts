import type { Coordinates } from '@paani/contracts';

/** A customer of an area as the suggestion sees them, in the area's current route order. */
export interface RouteStop {
  customerId: number;
  place: Coordinates | null;
}

export interface SuggestedRoute {
  customerIds: number[];
  startsAt: 'plant' | 'first_customer';
  unplaced: number;
  /** Straight lines from the start through every placed stop, in metres. */
  distanceM: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in metres (haversine). */
export function metresBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A street order for an area: from the plant (or, when the plant has no place, from the first
 * placed customer of the current order) always to the nearest customer not yet visited. Two
 * customers at the same distance keep the owner's current order, so the answer is the same every
 * time for the same customers. Customers without a place follow, in the current order.
 * Nearest-neighbour, not the shortest tour: an area's route is tens of houses, where it is within
 * a few percent of the best and cheap to recompute; the owner can still drag any stop.
 */
export function suggestRoute(plant: Coordinates | null, stops: RouteStop[]): SuggestedRoute {
  const pending = stops.filter((stop): stop is { customerId: number; place: Coordinates } => stop.place !== null);
  const unplaced = stops.filter((stop) => stop.place === null).map((stop) => stop.customerId);
  const ordered: number[] = [];
  let distanceM = 0;
  let here = plant ?? pending[0]?.place ?? null;
  while (here && pending.length > 0) {
    let best = 0;
    let bestDistance = metresBetween(here, pending[0].place);
    for (let i = 1; i < pending.length; i++) {
      const distance = metresBetween(here, pending[i].place);
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    }
    const [next] = pending.splice(best, 1);
    ordered.push(next.customerId);
    distanceM += bestDistance;
    here = next.place;
  }
  return {
    customerIds: [...ordered, ...unplaced],
    startsAt: plant ? 'plant' : 'first_customer',
    unplaced: unplaced.length,
    distanceM: Math.round(distanceM),
  };
}
