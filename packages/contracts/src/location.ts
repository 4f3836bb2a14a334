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

/**
 * The map's background: an XYZ tile address ({z}/{x}/{y}, optionally {s}) set by the platform
 * (the console's settings, `app.map_tile_url`); empty draws no tiles (a blank map with the markers
 * only, as the tests run it). OpenStreetMap's by default.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

/** Whether `url` is a tile address the maps can draw: empty, or http(s) with {z}, {x} and {y}. */
export const isTileUrl = (url: string): boolean =>
  url === '' || (/^https?:\/\/[^\s]+$/i.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part)));

/** GET /api/filter-owner/customers/map and GET /api/rider/map: what any map of the app needs besides its points. */
export interface MapSettings {
  /** '' = no tiles. */
  tile_url: string;
  attribution: string;
  /** The plant's place, where a route starts; null when the plant has none set. */
  plant: (Coordinates & { name: string }) | null;
}

/** One customer on the owner's map. */
export interface MapCustomer extends Coordinates {
  id: number;
  code: string;
  name: string;
  address: string | null;
  area_id: number;
  area_name: string;
  /** Rupees (two decimals), as every balance of the API. */
  balance: number;
  cans_out: number;
  /** Owes money (balance above zero). */
  unpaid: boolean;
  /** Over their credit limit or their can limit. */
  over_limit: boolean;
  route_position: number | null;
}

/** GET /api/filter-owner/customers/map?area_id=: the plant's active customers that have a place, and how many have none. */
export interface CustomerMap extends MapSettings {
  customers: MapCustomer[];
  /** Active customers (of the area, when one is asked) without a place. */
  unplaced: number;
}

/** POST /api/rider/customers/{id}/location: where the rider stands at the customer's door. */
export interface LocationProposalInput extends Coordinates {
  /** The phone's accuracy in metres, when it gives one. */
  accuracy_m?: number | null;
}

/** A place a rider saved at a customer's door, waiting for the owner. */
export interface LocationProposal extends Coordinates {
  customer_id: number;
  customer_name: string;
  customer_code: string;
  area_name: string;
  accuracy_m: number | null;
  proposed_by: string;
  proposed_at: string;
  /** The place the customer has now, if any (confirming replaces it). */
  current: Coordinates | null;
}

/** GET /api/filter-owner/delivery-schedule/route-order/suggestion?area_id=: an order to apply with PUT route-order. */
export interface RouteSuggestion {
  area_id: number;
  /** Every active customer of the area: those with a place by nearest neighbour, then those without in the current order. */
  customer_ids: number[];
  /** Where the walk starts: the plant's place, or (none set) the first placed customer in the current order. */
  starts_at: 'plant' | 'first_customer';
  /** Customers without a place, put last. */
  unplaced: number;
  /** The walk's length in metres, straight lines. */
  distance_m: number;
}
