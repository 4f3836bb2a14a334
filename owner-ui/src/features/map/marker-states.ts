import type { MapCustomer } from '@paani/contracts';

/** What a customer's marker says, the most urgent first: over their limit, then owing, else paid up. */
export type MarkerState = 'over-limit' | 'unpaid' | 'fine';

export const MARKER_STATES: readonly MarkerState[] = ['over-limit', 'unpaid', 'fine'];

/** Red, amber, green (Material's error, warning and success hues), the same on the markers and the legend. */
export const MARKER_COLOURS: Record<MarkerState, string> = {
  'over-limit': '#d32f2f',
  unpaid: '#f9a825',
  fine: '#2e7d32',
};

/** The plant's marker (map.css draws it in the same blue) and the white ring round every marker. */
export const PLANT_COLOUR = '#0277bd';
export const MARKER_OUTLINE = '#ffffff';

export const markerStateOf = (customer: Pick<MapCustomer, 'over_limit' | 'unpaid'>): MarkerState =>
  customer.over_limit ? 'over-limit' : customer.unpaid ? 'unpaid' : 'fine';

/** The marker's class: `map-marker-over-limit` and so on (tests and styles find the state by it). */
export const markerClass = (state: MarkerState) => `map-marker map-marker-${state}`;
