import type {
  CustomerSchedule,
  DeliveryRoutes,
  DeliverySchedule,
  DeliveryWeek,
  DueCustomerRow,
  PlantHoliday,
  RouteCustomer,
  RouteSuggestion,
  Weekday,
} from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Kysely, sql } from 'kysely';
import { Database } from '../../platform/database/read-models';
import { DomainError } from '../../platform/domain/domain-error';
import { AREA_NOT_FOUND } from '../areas/area.decider';
import { suggestRoute } from './route-suggestion';
import { Sql } from '../../platform/database/sql';
import { plantToday } from '../../platform/domain/plant-day';
import { loadPlantCalendar } from '../plants/plant-calendar';
import { DUE_ORDER, dueCustomersFrom, dueItemsOn, firstProductDueOn } from './due-customers';
import { holidayView, HOLIDAY_COLUMNS, HolidayRow } from './holiday.queries';
import { DEFAULT_SCHEDULE, scheduleLines, WEEKDAYS } from './schedule-rules';
import { SCHEDULE_COLUMNS, scheduleRefOf, ScheduleRow } from './schedule-state';

/** GET /customers/{id}/schedule: the owner's customer's schedule (the default one when they have none). */
export class GetCustomerScheduleQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number | null,
    readonly customerId: number,
  ) {}
}

@QueryHandler(GetCustomerScheduleQuery)
export class GetCustomerScheduleHandler implements IQueryHandler<GetCustomerScheduleQuery, CustomerSchedule> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, customerId }: GetCustomerScheduleQuery): Promise<CustomerSchedule> {
    const query = (text: string, params?: unknown[]) => this.sql.rows(text, params);
    await scheduleRefOf(query, ownerId, plantId, customerId);
    const row = await this.sql.one<ScheduleRow>(`SELECT ${SCHEDULE_COLUMNS} FROM customer_schedules WHERE customer_id = $1`, [customerId]);
    const schedule = row && !row.is_default ? row : DEFAULT_SCHEDULE;
    return {
      customer_id: customerId,
      kind: schedule.kind,
      days: schedule.days,
      every_n: schedule.every_n,
      start_date: schedule.start_date,
      quantity: schedule.quantity,
      items: scheduleLines(schedule),
      route_position: row?.route_position ?? null,
      is_default: !row || row.is_default,
    };
  }
}

/** The day asked for, or the plant's today in its own zone. */
async function dayOrToday(sql: Sql, plantId: number, day: string | null): Promise<string> {
  if (day) return day;
  const calendar = await loadPlantCalendar((text, params) => sql.rows(text, params), plantId);
  return plantToday(calendar.timeZone);
}

/** GET /delivery-schedule: who is due on a day of the plant, by area in route order. The plant is the caller's (checked). */
export class DeliveryScheduleQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly date: string | null,
    readonly areaId?: number,
    readonly employeeId?: number,
  ) {}
}

const DELIVERY_SCHEDULE_SQL = `
  SELECT c.id AS customer_id, c.code, c.name, c.address, c.area_id, a.name AS area_name, c.employee_id, e.name AS employee_name,
         s.route_position, ${firstProductDueOn('$3::date')} AS quantity, ${dueItemsOn('$3::date')} AS items,
         coalesce(s.kind, 'daily') AS kind, coalesce(s.days, '{}') AS days, s.every_n, s.start_date::text AS start_date
  ${dueCustomersFrom('$3::date', '$4', '$5', 'LEFT JOIN employees e ON e.id = c.employee_id')}
  ${DUE_ORDER}`;

@QueryHandler(DeliveryScheduleQuery)
export class DeliveryScheduleHandler implements IQueryHandler<DeliveryScheduleQuery, DeliverySchedule> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, date, areaId, employeeId }: DeliveryScheduleQuery): Promise<DeliverySchedule> {
    const day = await dayOrToday(this.sql, plantId, date);
    const [rows, holidays] = await Promise.all([
      this.sql.rows<Record<string, any>>(DELIVERY_SCHEDULE_SQL, [ownerId, plantId, day, areaId ?? null, employeeId ?? null]),
      this.sql.rows<HolidayRow>(`SELECT ${HOLIDAY_COLUMNS} FROM plant_holidays WHERE plant_id = $1 AND date = $2::date`, [plantId, day]),
    ]);
    const customers: DueCustomerRow[] = rows.map((row) => ({
      customer_id: Number(row.customer_id),
      code: row.code,
      name: row.name,
      address: row.address,
      area_id: Number(row.area_id),
      area_name: row.area_name,
      employee_id: row.employee_id === null ? null : Number(row.employee_id),
      employee_name: row.employee_name,
      route_position: row.route_position,
      quantity: row.quantity,
      items: row.items,
      schedule: { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date },
    }));
    return {
      date: day,
      holiday: holidays[0] ? holidayView(holidays[0]) : null,
      customers,
      totals: { customers: customers.length, cans: customers.reduce((sum, c) => sum + c.quantity, 0) },
    };
  }
}

/** GET /delivery-schedule/week: customers and cans due on each of 7 days from `start`. */
export class DeliveryWeekQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly start: string | null,
    readonly areaId?: number,
  ) {}
}

const DELIVERY_WEEK_SQL = `
  SELECT (($3::date + i)::text) AS date, extract(isodow FROM $3::date + i)::int AS isodow,
         EXISTS (SELECT 1 FROM plant_holidays h WHERE h.plant_id = $2 AND h.date = $3::date + i) AS is_holiday,
         due.customers, due.cans
    FROM generate_series(0, 6) AS i
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS customers, coalesce(sum(${firstProductDueOn('($3::date + i)')}), 0)::int AS cans
      ${dueCustomersFrom('($3::date + i)', '$4', '$5')}
    ) due
   ORDER BY i`;

@QueryHandler(DeliveryWeekQuery)
export class DeliveryWeekHandler implements IQueryHandler<DeliveryWeekQuery, DeliveryWeek> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, start, areaId }: DeliveryWeekQuery): Promise<DeliveryWeek> {
    const first = await dayOrToday(this.sql, plantId, start);
    const rows = await this.sql.rows<{ date: string; isodow: number; is_holiday: boolean; customers: number; cans: number }>(
      DELIVERY_WEEK_SQL,
      [ownerId, plantId, first, areaId ?? null, null],
    );
    const days = rows.map((row) => ({
      date: row.date,
      weekday: WEEKDAYS[row.isodow - 1] as Weekday,
      is_holiday: row.is_holiday,
      customers: row.customers,
      cans: row.cans,
    }));
    return {
      start: first,
      days,
      totals: { customers: days.reduce((sum, d) => sum + d.customers, 0), cans: days.reduce((sum, d) => sum + d.cans, 0) },
    };
  }
}

/** GET /delivery-schedule/routes: the plant's areas (or one) with their active customers in route order and their schedules. */
export class DeliveryRoutesQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly areaId?: number,
  ) {}
}

const DELIVERY_ROUTES_SQL = `
  SELECT a.id AS area_id, a.name AS area_name, c.id AS customer_id, c.code, c.name, c.address, c.employee_id, e.name AS employee_name,
         s.route_position, coalesce(s.quantity, 1) AS quantity, coalesce(s.items, '[]') AS items, coalesce(s.kind, 'daily') AS kind,
         coalesce(s.days, '{}') AS days, s.every_n, s.start_date::text AS start_date, coalesce(s.is_default, true) AS is_default
    FROM areas a
    LEFT JOIN customers c ON c.area_id = a.id AND c.owner_id = $1 AND c.is_active
    LEFT JOIN employees e ON e.id = c.employee_id
    LEFT JOIN customer_schedules s ON s.customer_id = c.id
   WHERE a.owner_id = $1 AND a.plant_id = $2 AND ($3::bigint IS NULL OR a.id = $3::bigint)
   ORDER BY lower(a.name), a.id, s.route_position NULLS LAST, lower(c.name), c.id`;

@QueryHandler(DeliveryRoutesQuery)
export class DeliveryRoutesHandler implements IQueryHandler<DeliveryRoutesQuery, DeliveryRoutes> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId, areaId }: DeliveryRoutesQuery): Promise<DeliveryRoutes> {
    const rows = await this.sql.rows<Record<string, any>>(DELIVERY_ROUTES_SQL, [ownerId, plantId, areaId ?? null]);
    const areas: DeliveryRoutes['areas'] = [];
    for (const row of rows) {
      let area = areas[areas.length - 1];
      if (!area || area.area_id !== Number(row.area_id)) {
        area = { area_id: Number(row.area_id), area_name: row.area_name, customers: [] };
        areas.push(area);
      }
      if (row.customer_id === null) continue;
      const customer: RouteCustomer = {
        customer_id: Number(row.customer_id),
        code: row.code,
        name: row.name,
        address: row.address,
        employee_id: row.employee_id === null ? null : Number(row.employee_id),
        employee_name: row.employee_name,
        route_position: row.route_position,
        quantity: row.quantity,
        items: scheduleLines({ quantity: row.quantity, items: row.items }),
        schedule: { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date },
        is_default: row.is_default,
      };
      area.customers.push(customer);
    }
    return { areas };
  }
}

export type { PlantHoliday };

/** GET /delivery-schedule/route-order/suggestion: a street order for an area's active customers (route-suggestion.ts). */
export class RouteSuggestionQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
    readonly areaId: number,
  ) {}
}

@QueryHandler(RouteSuggestionQuery)
export class RouteSuggestionHandler implements IQueryHandler<RouteSuggestionQuery, RouteSuggestion> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ ownerId, plantId, areaId }: RouteSuggestionQuery): Promise<RouteSuggestion> {
    const [area, plant, customers] = await Promise.all([
      this.db
        .selectFrom('areas')
        .select('id')
        .where('id', '=', String(areaId))
        .where('owner_id', '=', String(ownerId))
        .where('plant_id', '=', String(plantId))
        .executeTakeFirst(),
      this.db.selectFrom('plants').select(['latitude', 'longitude']).where('id', '=', String(plantId)).executeTakeFirst(),
      this.db
        .selectFrom('customers as c')
        .leftJoin('customer_schedules as s', 's.customer_id', 'c.id')
        .select(['c.id', 'c.latitude', 'c.longitude'])
        .where('c.owner_id', '=', String(ownerId))
        .where('c.area_id', '=', String(areaId))
        .where('c.is_active', '=', true)
        // The current route order, as the routes and the sheets read it.
        .orderBy(sql`s.route_position NULLS LAST`)
        .orderBy(sql`lower(c.name)`)
        .orderBy('c.id')
        .execute(),
    ]);
    if (!area) throw DomainError.notFound(AREA_NOT_FOUND);
    const place = (latitude: string | number | null, longitude: string | number | null) =>
      latitude === null || longitude === null ? null : { latitude: Number(latitude), longitude: Number(longitude) };
    const route = suggestRoute(
      plant ? place(plant.latitude, plant.longitude) : null,
      customers.map((c) => ({ customerId: Number(c.id), place: place(c.latitude, c.longitude) })),
    );
    return {
      area_id: areaId,
      customer_ids: route.customerIds,
      starts_at: route.startsAt,
      unplaced: route.unplaced,
      distance_m: route.distanceM,
    };
  }
}

export const SCHEDULE_QUERY_HANDLERS = [
  GetCustomerScheduleHandler,
  DeliveryScheduleHandler,
  DeliveryWeekHandler,
  DeliveryRoutesHandler,
  RouteSuggestionHandler,
];
