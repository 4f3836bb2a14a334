import type { RiderDay, RiderDayProductCount, RiderDayProductReckoning } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { backDifference, expectedBack } from '../../platform/domain/day-close';
import { fromPaisa, moneyNumber, toPaisa } from '../../platform/domain/money';
import { plantToday, shiftDay } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** What one rider did on one day, summed over their areas from daily_delivery_totals (not reversed). */
export interface RiderDayFigures {
  entries: number;
  cans_delivered: number;
  cans_returned: number;
  /** Money collected with entries and payments, as a decimal string. */
  collected: string;
  /** Each product the rider's entries moved that day (daily_product_totals). */
  products: ProductMoved[];
}

type ProductMoved = { product_id: number; delivered: number; returned: number };

/** What rider `employee` delivered and collected empty of each product on `day` of plant $1, as JSON. */
const productsMoved = (employee: string, day: string) => `(SELECT coalesce(json_agg(json_build_object(
      'product_id', t.product_id, 'delivered', t.delivered, 'returned', t.returned) ORDER BY t.product_id), '[]')
    FROM (SELECT product_id, sum(delivered)::int AS delivered, sum(returned)::int AS returned FROM daily_product_totals
           WHERE plant_id = $1 AND employee_id = ${employee} AND date = ${day} GROUP BY product_id) t)`;

export async function riderDayFigures(query: Query, plantId: number, employeeId: number, date: string): Promise<RiderDayFigures> {
  const [row] = await query(
    `SELECT coalesce(sum(entries), 0)::int AS entries, coalesce(sum(cans_delivered), 0)::int AS cans_delivered,
            coalesce(sum(cans_returned), 0)::int AS cans_returned, coalesce(sum(collected), 0)::text AS collected,
            ${productsMoved('$2', '$3::date')} AS products
       FROM daily_delivery_totals WHERE plant_id = $1 AND employee_id = $2 AND date = $3::date`,
    [plantId, employeeId, date],
  );
  return {
    entries: row.entries,
    cans_delivered: row.cans_delivered,
    cans_returned: row.cans_returned,
    collected: row.collected,
    products: row.products,
  };
}

/** A close's counts against the day's figures. */
export interface RiderDayClose {
  cash_handed_over: string;
  cans_returned_to_plant: number;
  full_cans_taken: number;
  products: RiderDayProductCount[];
}

/** Each product counted at a close against what the rider's entries moved of it: expected back and the difference. */
export function reckonProducts(moved: ProductMoved[], counted: RiderDayProductCount[]): RiderDayProductReckoning[] {
  return counted.map(({ product_id, full_taken, returned_to_plant }) => {
    const { delivered = 0, returned = 0 } = moved.find((product) => product.product_id === product_id) ?? {};
    const expected = expectedBack(full_taken, delivered, returned);
    return {
      product_id,
      full_taken,
      returned_to_plant,
      delivered,
      returned,
      expected_back: expected,
      difference: backDifference(returned_to_plant, expected),
    };
  });
}

/** The expected figures and the differences: handed over − expected, returned − expected back. */
export function reckon(figures: RiderDayFigures, close: RiderDayClose | null) {
  const expectedCash = toPaisa(figures.collected);
  const expectedCansBack = close ? expectedBack(close.full_cans_taken, figures.cans_delivered, figures.cans_returned) : null;
  return {
    expected_cash: expectedCash / 100,
    cash_handed_over: close ? moneyNumber(close.cash_handed_over) : null,
    difference: close ? (toPaisa(close.cash_handed_over) - expectedCash) / 100 : null,
    full_cans_taken: close ? close.full_cans_taken : null,
    cans_delivered: figures.cans_delivered,
    cans_returned: figures.cans_returned,
    expected_cans_back: expectedCansBack,
    cans_returned_to_plant: close ? close.cans_returned_to_plant : null,
    cans_difference: close && expectedCansBack !== null ? backDifference(close.cans_returned_to_plant, expectedCansBack) : null,
    products: close ? reckonProducts(figures.products, close.products) : [],
  };
}

/** The expected cash as the events keep it. */
export const expectedCashText = (figures: RiderDayFigures): string => fromPaisa(toPaisa(figures.collected));

/** A rider's day as the owner's list and the rider's day-close form show it (the contract's RiderDay). */
export type RiderDayView = RiderDay;

interface DayRow {
  employee_id: string;
  employee_name: string | null;
  date: string;
  entries: number;
  cans_delivered: number;
  cans_returned: number;
  collected: string;
  cash_handed_over: string | null;
  cans_returned_to_plant: number | null;
  full_cans_taken: number | null;
  closes: number | null;
  closed_at: Date | null;
  history: RiderDayView['history'] | null;
  products: RiderDayProductCount[] | null;
  moved: ProductMoved[];
}

/**
 * Every rider day of a plant in [from, to]: days a rider has entries or payments on (from
 * daily_delivery_totals) and days closed (rider_day_closes). `$1` plant, `$2` from, `$3` to,
 * `$4` one rider or null.
 */
const RIDER_DAYS = `
  WITH worked AS (
    SELECT employee_id, date, sum(entries)::int AS entries, sum(cans_delivered)::int AS cans_delivered,
           sum(cans_returned)::int AS cans_returned, sum(collected) AS collected
      FROM daily_delivery_totals
     WHERE plant_id = $1 AND employee_id IS NOT NULL AND date BETWEEN $2::date AND $3::date AND ($4::bigint IS NULL OR employee_id = $4::bigint)
     GROUP BY employee_id, date
  ), closed AS (
    SELECT * FROM rider_day_closes
     WHERE plant_id = $1 AND date BETWEEN $2::date AND $3::date AND ($4::bigint IS NULL OR employee_id = $4::bigint)
  )
  SELECT coalesce(w.employee_id, c.employee_id) AS employee_id, e.name AS employee_name, coalesce(w.date, c.date)::text AS date,
         coalesce(w.entries, 0) AS entries, coalesce(w.cans_delivered, 0) AS cans_delivered, coalesce(w.cans_returned, 0) AS cans_returned,
         coalesce(w.collected, 0)::text AS collected, c.cash_handed_over::text AS cash_handed_over, c.cans_returned_to_plant,
         c.full_cans_taken, c.closes, c.closed_at, c.history, c.products,
         ${productsMoved('coalesce(w.employee_id, c.employee_id)', 'coalesce(w.date, c.date)')} AS moved
    FROM worked w
    FULL JOIN closed c ON c.employee_id = w.employee_id AND c.date = w.date
    LEFT JOIN employees e ON e.id = coalesce(w.employee_id, c.employee_id)
   WHERE c.employee_id IS NOT NULL OR w.entries > 0
   ORDER BY 3 DESC, 1`;

function toRiderDayView(row: DayRow): RiderDayView {
  const figures = {
    entries: row.entries,
    cans_delivered: row.cans_delivered,
    cans_returned: row.cans_returned,
    collected: row.collected,
    products: row.moved,
  };
  const close =
    row.cash_handed_over === null
      ? null
      : {
          cash_handed_over: row.cash_handed_over,
          cans_returned_to_plant: row.cans_returned_to_plant!,
          full_cans_taken: row.full_cans_taken!,
          products: row.products ?? [],
        };
  return {
    employee_id: Number(row.employee_id),
    employee_name: row.employee_name,
    date: row.date,
    entries: row.entries,
    closed: close !== null,
    closed_at: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    closes: row.closes ?? 0,
    history: row.history ?? [],
    ...reckon(figures, close),
  };
}

export type RiderDayStatus = 'closed' | 'unclosed';

/** Rider days of a plant, newest first; `status` keeps only closed or only unclosed ones (entries and no close). */
export async function listRiderDays(
  query: Query,
  criteria: { plantId: number; from: string; to: string; employeeId?: number; status?: RiderDayStatus },
): Promise<RiderDayView[]> {
  const rows: DayRow[] = await query(RIDER_DAYS, [criteria.plantId, criteria.from, criteria.to, criteria.employeeId ?? null]);
  const days = rows.map(toRiderDayView);
  if (criteria.status === 'closed') return days.filter((day) => day.closed);
  if (criteria.status === 'unclosed') return days.filter((day) => !day.closed);
  return days;
}

/** GET /filter-owner/rider-days: `to` defaults to the plant's today, `from` to 30 days before `to`. */
export class ListRiderDaysQuery {
  constructor(readonly criteria: { plantId: number; from?: string; to?: string; employeeId?: number; status?: RiderDayStatus }) {}
}

@QueryHandler(ListRiderDaysQuery)
export class ListRiderDaysHandler implements IQueryHandler<ListRiderDaysQuery, { from: string; to: string; days: RiderDayView[] }> {
  constructor(private readonly sql: Sql) {}

  async execute({ criteria }: ListRiderDaysQuery): Promise<{ from: string; to: string; days: RiderDayView[] }> {
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const to = criteria.to ?? plantToday((await loadPlantCalendar(query, criteria.plantId)).timeZone);
    const from = criteria.from ?? shiftDay(to, -30);
    if (from > to) throw DomainError.field('from', 'The from date may not be after the to date.');
    return { from, to, days: await listRiderDays(query, { ...criteria, from, to }) };
  }
}

/** One rider's day: figures, and the close when there is one. */
export class GetRiderDayQuery {
  constructor(
    readonly plantId: number,
    readonly employeeId: number,
    readonly date: string,
  ) {}
}

@QueryHandler(GetRiderDayQuery)
export class GetRiderDayHandler implements IQueryHandler<GetRiderDayQuery, RiderDayView> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId, employeeId, date }: GetRiderDayQuery): Promise<RiderDayView> {
    const query = (text: string, values?: unknown[]) => this.sql.rows(text, values);
    const [day] = await listRiderDays(query, { plantId, from: date, to: date, employeeId });
    if (day) return day;
    const [employee] = await this.sql.rows<{ name: string }>(`SELECT name FROM employees WHERE id = $1`, [employeeId]);
    const figures = await riderDayFigures(query, plantId, employeeId, date);
    return {
      employee_id: employeeId,
      employee_name: employee?.name ?? null,
      date,
      entries: figures.entries,
      closed: false,
      closed_at: null,
      closes: 0,
      history: [],
      ...reckon(figures, null),
    };
  }
}

/**
 * For the owner's dashboard notifications: since `sinceDate` (and up to `untilDate` when given,
 * e.g. yesterday, so today's day still under way is not flagged), the rider days with entries and
 * no close, and the closed days whose cash or cans do not add up.
 */
export async function riderDayAlerts(
  query: Query,
  plantId: number,
  sinceDate: string,
  untilDate = '2999-12-31',
): Promise<{ unclosed: RiderDayView[]; differences: RiderDayView[] }> {
  const days = await listRiderDays(query, { plantId, from: sinceDate, to: untilDate });
  return {
    unclosed: days.filter((day) => !day.closed),
    differences: days.filter(
      (day) =>
        day.closed && (day.difference !== 0 || day.cans_difference !== 0 || day.products.some((product) => product.difference !== 0)),
    ),
  };
}

export const RIDER_DAY_QUERY_HANDLERS = [ListRiderDaysHandler, GetRiderDayHandler];
