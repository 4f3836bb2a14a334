// The rider (an employee the owner gave a sign-in, role `employee`): /api/rider/… and the riders'
// day closes, /api/filter-owner/rider-days. Money is a JSON number with at most 2 decimals.
import type { DailyEntryInput } from './daily-entries';

/** GET /api/rider/me */
export interface RiderProfile {
  employee_id: number;
  name: string;
  filter_plant_id: number;
  plant_name: string;
  /** The areas assigned to the rider: their sheet holds these areas' customers only. */
  areas: { id: number; name: string }[];
  /** The plant's day now (YYYY-MM-DD). */
  today: string;
}

/** A row of POST /api/rider/entries: no rate (the customer's) and no employee_id (the rider). */
export type RiderEntryInput = Omit<DailyEntryInput, 'rate' | 'employee_id'>;

/** A returnable product other than the first at a day close: full taken out, empties brought back to the plant. */
export interface RiderDayProductCount {
  product_id: number;
  full_taken: number;
  returned_to_plant: number;
}

/** A product's count against the rider's entries of it that day. */
export interface RiderDayProductReckoning extends RiderDayProductCount {
  delivered: number;
  /** Empties collected from customers. */
  returned: number;
  /** full_taken − delivered + returned. */
  expected_back: number;
  /** returned_to_plant − expected_back (negative: not brought back). */
  difference: number;
}

/** POST /api/rider/day-close (date absent = today), POST /api/filter-owner/rider-days (with employee_id and date). */
export interface RiderDayCloseInput {
  date?: string;
  cash_handed_over: number;
  /** The first product's (the 19 L can's) empties and full cans. */
  cans_returned_to_plant: number;
  full_cans_taken: number;
  /** The plant's other returnable products, each once (absent: none counted). */
  products?: RiderDayProductCount[];
}

/** The day's expected figures against the close; the close's fields are null while the day is not closed. */
export interface RiderDayReckoning {
  /** Money the rider collected that day: entries' collected and payments taken by the rider, not reversed. */
  expected_cash: number;
  cash_handed_over: number | null;
  /** cash_handed_over − expected_cash (negative: short). */
  difference: number | null;
  full_cans_taken: number | null;
  cans_delivered: number;
  /** Empties collected from customers. */
  cans_returned: number;
  /** full_cans_taken − cans_delivered + cans_returned. */
  expected_cans_back: number | null;
  cans_returned_to_plant: number | null;
  /** cans_returned_to_plant − expected_cans_back. */
  cans_difference: number | null;
  /** The other returnable products counted at the close (none while the day is not closed). */
  products: RiderDayProductReckoning[];
}

/** The answer of a close. */
export interface RiderDayCloseResult extends RiderDayReckoning {
  employee_id: number;
  date: string;
  closed_at: string;
  /** How many closes the day has had (more than 1: corrected). */
  closes: number;
}

/** GET /api/rider/day-close, a row of GET /api/filter-owner/rider-days. */
export interface RiderDay extends RiderDayReckoning {
  employee_id: number;
  employee_name: string | null;
  date: string;
  entries: number;
  closed: boolean;
  closed_at: string | null;
  closes: number;
  /** Every close of the day, first to latest. */
  history: {
    cash_handed_over: string;
    cans_returned_to_plant: number;
    full_cans_taken: number;
    expected_cash: string;
    expected_cans_back: number;
    /** The other products counted, with what was expected back of each. */
    products: (RiderDayProductCount & { expected_back: number })[];
    closed_by: 'owner' | 'rider';
    closed_at: string;
  }[];
}

/** GET /api/filter-owner/rider-days?from=&to=&employee_id=&status=unclosed|closed */
export interface RiderDayList {
  from: string;
  to: string;
  days: RiderDay[];
}
