import { DecidedEvent } from '../../platform/event-store/decider';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';

/**
 * One rider's day (`rider-day-{employeeId}_{YYYYMMDD}`): the date is written without hyphens so
 * the store's stream type (the id up to its last hyphen) is `rider-day` for every such stream.
 */
export const riderDayStreamId = (employeeId: number, date: string): string => `rider-day-${employeeId}_${date.replace(/-/g, '')}`;

export interface RiderDayRef {
  employee_id: number;
  plant_id: number;
  owner_id: number;
  /** The plant's day, YYYY-MM-DD. */
  date: string;
}

/** What the rider handed over and took out, and what the day's entries said they should hand over at that moment. */
export interface RiderDayCount {
  /** PKR as a decimal string. */
  cash_handed_over: string;
  cans_returned_to_plant: number;
  full_cans_taken: number;
  /** The money the rider collected that day (entries and payments, not reversed) when the close was made. */
  expected_cash: string;
  /** full_cans_taken − cans delivered + empties collected, when the close was made. */
  expected_cans_back: number;
  /** The plant's other returnable products counted, each with what was expected back of it then. */
  products: RiderDayProductCount[];
  closed_by: 'owner' | 'rider';
}

export interface RiderDayProductCount {
  product_id: number;
  full_taken: number;
  returned_to_plant: number;
  /** full_taken − the rider's deliveries of it + empties of it collected, when the close was made. */
  expected_back: number;
}

/** The first close of the day, then corrections: each keeps the ones before it in the log and in the read model's history. */
export type RiderDayEvent =
  DecidedEvent<'RiderDayClosed', RiderDayRef & RiderDayCount> | DecidedEvent<'RiderDayCloseCorrected', RiderDayRef & RiderDayCount>;

export const RIDER_DAY_EVENT_TYPES: RiderDayEvent['type'][] = ['RiderDayClosed', 'RiderDayCloseCorrected'];

/** A close recorded before products (version 1) counted the first product's cans only. */
export function registerRiderDayUpcasters(upcasters: UpcasterRegistry): void {
  for (const type of RIDER_DAY_EVENT_TYPES) upcasters.register(type, 1, (data) => ({ ...data, products: [] }));
}
