// Delivery schedules, route order and plant holidays: /api/filter-owner/customers/{id}/schedule,
// /api/filter-owner/delivery-schedule… and /api/filter-owner/holidays. Days are the plant's days
// (YYYY-MM-DD, in the plant's time zone).

export type ScheduleKind = 'daily' | 'alternate' | 'weekdays' | 'every_n_days' | 'on_call';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/**
 * When a customer is due: `daily` every day; `alternate` every second day from `start_date`;
 * `weekdays` on the listed `days`; `every_n_days` every `every_n` days from `start_date`;
 * `on_call` never by schedule (entered when they call). Not due before `start_date`, on a day
 * inside one of their pauses, or on a plant holiday.
 */
export interface ScheduleRule {
  kind: ScheduleKind;
  /** `weekdays` only (in calendar order); [] otherwise. */
  days: Weekday[];
  /** `every_n_days` only (2…365); null otherwise. */
  every_n: number | null;
  /** `alternate` and `every_n_days` only; null otherwise. */
  start_date: string | null;
}

/**
 * One line of a schedule: how many of a product come on each delivery, on the schedule's own days
 * (`kind` null) or on days of its own (a carton every Friday beside two cans daily). The first
 * product's line is always on the schedule's days: its quantity is the schedule's `quantity`.
 */
export interface ScheduleLine {
  product_id: number;
  /** 1…1000 */
  quantity: number;
  kind: ScheduleKind | null;
  days: Weekday[];
  every_n: number | null;
  start_date: string | null;
}

/** A line as sent: the rule's fields only with a `kind` of its own. */
export interface ScheduleLineInput {
  product_id: number;
  quantity: number;
  kind?: ScheduleKind | null;
  days?: Weekday[] | null;
  every_n?: number | null;
  start_date?: string | null;
}

/** What is due of one product on a day (a sheet's prefill). */
export interface DueItem {
  product_id: number;
  quantity: number;
}

/** PUT /customers/{id}/schedule, and the optional `schedule` of POST /customers. Fields the kind does not use must be absent, null or empty. */
export interface CustomerScheduleInput {
  kind: ScheduleKind;
  days?: Weekday[] | null;
  every_n?: number | null;
  start_date?: string | null;
  /** The first product's quantity per delivery, 1…1000; absent keeps the current one (1 for a new schedule). */
  quantity?: number;
  /**
   * Every line of the schedule (absent keeps them): the plant's active products sold per unit, each
   * once. Without a line of the first product the customer takes none of it (then `quantity` is 0).
   */
  items?: ScheduleLineInput[];
  /** Place in the area's route, 0 first; absent keeps it, null puts the customer after every placed one. */
  route_position?: number | null;
}

/** GET/PUT /customers/{id}/schedule. */
export interface CustomerSchedule extends ScheduleRule {
  customer_id: number;
  /** The first product's quantity per delivery (0: the customer takes only other products). */
  quantity: number;
  /** Every line, the first product's first (when its quantity is above 0). */
  items: ScheduleLine[];
  route_position: number | null;
  /** True when the customer has no schedule of their own: daily, quantity 1. */
  is_default: boolean;
}

/** PUT /delivery-schedule/route-order: the area's customers in route order; they get positions 0…n-1. */
export interface RouteOrderInput {
  area_id: number;
  customer_ids: number[];
}

export interface RouteOrderResult {
  area_id: number;
  customer_ids: number[];
  /** How many positions changed. */
  changed: number;
}

export interface PlantHoliday {
  id: number;
  filter_plant_id: number;
  date: string;
  reason: string | null;
  created_at: string;
}

/** POST /holidays (plant from `filter_plant_id`). */
export interface PlantHolidayInput {
  date: string;
  reason?: string | null;
}

/** One customer due on a day (GET /delivery-schedule). */
export interface DueCustomerRow {
  customer_id: number;
  code: string;
  name: string;
  address: string | null;
  area_id: number;
  area_name: string;
  employee_id: number | null;
  employee_name: string | null;
  route_position: number | null;
  /** Default cans (the first product) for the delivery. */
  quantity: number;
  /** What is due that day of each product, by the schedule's lines. */
  items: DueItem[];
  schedule: ScheduleRule;
}

/** GET /delivery-schedule?date=&area_id=&employee_id=: who is due, by area, in route order (route_position NULLS LAST, then name). */
export interface DeliverySchedule {
  date: string;
  /** The plant's holiday on that day, when it is one (then nobody is due). */
  holiday: PlantHoliday | null;
  customers: DueCustomerRow[];
  totals: { customers: number; cans: number };
}

/** GET /delivery-schedule/week?start=&area_id=: 7 days from `start`. */
export interface DeliveryWeek {
  start: string;
  days: { date: string; weekday: Weekday; is_holiday: boolean; customers: number; cans: number }[];
  totals: { customers: number; cans: number };
}

/** One active customer of an area's route, with their schedule (GET /delivery-schedule/routes). */
export interface RouteCustomer {
  customer_id: number;
  code: string;
  name: string;
  address: string | null;
  employee_id: number | null;
  employee_name: string | null;
  route_position: number | null;
  quantity: number;
  /** The schedule's lines, the first product's first. */
  items: ScheduleLine[];
  schedule: ScheduleRule;
  /** No schedule of their own: daily, quantity 1. */
  is_default: boolean;
}

/** GET /delivery-schedule/routes?area_id=: every area of the plant (by name) with its active customers in route order. */
export interface DeliveryRoutes {
  areas: { area_id: number; area_name: string; customers: RouteCustomer[] }[];
}
