"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.SCHEDULE_QUERY_HANDLERS = exports.DeliveryRoutesHandler = exports.DeliveryRoutesQuery = exports.DeliveryWeekHandler = exports.DeliveryWeekQuery = exports.DeliveryScheduleHandler = exports.DeliveryScheduleQuery = exports.GetCustomerScheduleHandler = exports.GetCustomerScheduleQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
const due_customers_1 = require("./due-customers");
const holiday_queries_1 = require("./holiday.queries");
const schedule_rules_1 = require("./schedule-rules");
const schedule_state_1 = require("./schedule-state");
/** GET /customers/{id}/schedule: the owner's customer's schedule (the default one when they have none). */
class GetCustomerScheduleQuery {
    ownerId;
    plantId;
    customerId;
    constructor(ownerId, plantId, customerId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.customerId = customerId;
    }
}
exports.GetCustomerScheduleQuery = GetCustomerScheduleQuery;
let GetCustomerScheduleHandler = class GetCustomerScheduleHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, customerId }) {
        const query = (text, params) => this.sql.rows(text, params);
        await (0, schedule_state_1.scheduleRefOf)(query, ownerId, plantId, customerId);
        const row = await this.sql.one(`SELECT ${schedule_state_1.SCHEDULE_COLUMNS} FROM customer_schedules WHERE customer_id = $1`, [customerId]);
        const schedule = row && !row.is_default ? row : schedule_rules_1.DEFAULT_SCHEDULE;
        return {
            customer_id: customerId,
            kind: schedule.kind,
            days: schedule.days,
            every_n: schedule.every_n,
            start_date: schedule.start_date,
            quantity: schedule.quantity,
            route_position: row?.route_position ?? null,
            is_default: !row || row.is_default,
        };
    }
};
exports.GetCustomerScheduleHandler = GetCustomerScheduleHandler;
exports.GetCustomerScheduleHandler = GetCustomerScheduleHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetCustomerScheduleQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetCustomerScheduleHandler);
/** The day asked for, or the plant's today in its own zone. */
async function dayOrToday(sql, plantId, day) {
    if (day)
        return day;
    const calendar = await (0, plant_calendar_1.loadPlantCalendar)((text, params) => sql.rows(text, params), plantId);
    return (0, plant_day_1.plantToday)(calendar.timeZone);
}
/** GET /delivery-schedule: who is due on a day of the plant, by area in route order. The plant is the caller's (checked). */
class DeliveryScheduleQuery {
    ownerId;
    plantId;
    date;
    areaId;
    employeeId;
    constructor(ownerId, plantId, date, areaId, employeeId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.date = date;
        this.areaId = areaId;
        this.employeeId = employeeId;
    }
}
exports.DeliveryScheduleQuery = DeliveryScheduleQuery;
const DELIVERY_SCHEDULE_SQL = `
  SELECT c.id AS customer_id, c.code, c.name, c.address, c.area_id, a.name AS area_name, c.employee_id, e.name AS employee_name,
         s.route_position, coalesce(s.quantity, 1) AS quantity, coalesce(s.kind, 'daily') AS kind, coalesce(s.days, '{}') AS days,
         s.every_n, s.start_date::text AS start_date
  ${(0, due_customers_1.dueCustomersFrom)('$3::date', '$4', '$5', 'LEFT JOIN employees e ON e.id = c.employee_id')}
  ${due_customers_1.DUE_ORDER}`;
let DeliveryScheduleHandler = class DeliveryScheduleHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, date, areaId, employeeId }) {
        const day = await dayOrToday(this.sql, plantId, date);
        const [rows, holidays] = await Promise.all([
            this.sql.rows(DELIVERY_SCHEDULE_SQL, [ownerId, plantId, day, areaId ?? null, employeeId ?? null]),
            this.sql.rows(`SELECT ${holiday_queries_1.HOLIDAY_COLUMNS} FROM plant_holidays WHERE plant_id = $1 AND date = $2::date`, [plantId, day]),
        ]);
        const customers = rows.map((row) => ({
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
            schedule: { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date },
        }));
        return {
            date: day,
            holiday: holidays[0] ? (0, holiday_queries_1.holidayView)(holidays[0]) : null,
            customers,
            totals: { customers: customers.length, cans: customers.reduce((sum, c) => sum + c.quantity, 0) },
        };
    }
};
exports.DeliveryScheduleHandler = DeliveryScheduleHandler;
exports.DeliveryScheduleHandler = DeliveryScheduleHandler = __decorate([
    (0, cqrs_1.QueryHandler)(DeliveryScheduleQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], DeliveryScheduleHandler);
/** GET /delivery-schedule/week: customers and cans due on each of 7 days from `start`. */
class DeliveryWeekQuery {
    ownerId;
    plantId;
    start;
    areaId;
    constructor(ownerId, plantId, start, areaId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.start = start;
        this.areaId = areaId;
    }
}
exports.DeliveryWeekQuery = DeliveryWeekQuery;
const DELIVERY_WEEK_SQL = `
  SELECT (($3::date + i)::text) AS date, extract(isodow FROM $3::date + i)::int AS isodow,
         EXISTS (SELECT 1 FROM plant_holidays h WHERE h.plant_id = $2 AND h.date = $3::date + i) AS is_holiday,
         due.customers, due.cans
    FROM generate_series(0, 6) AS i
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS customers, coalesce(sum(coalesce(s.quantity, 1)), 0)::int AS cans
      ${(0, due_customers_1.dueCustomersFrom)('($3::date + i)', '$4', '$5')}
    ) due
   ORDER BY i`;
let DeliveryWeekHandler = class DeliveryWeekHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, start, areaId }) {
        const first = await dayOrToday(this.sql, plantId, start);
        const rows = await this.sql.rows(DELIVERY_WEEK_SQL, [ownerId, plantId, first, areaId ?? null, null]);
        const days = rows.map((row) => ({
            date: row.date,
            weekday: schedule_rules_1.WEEKDAYS[row.isodow - 1],
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
};
exports.DeliveryWeekHandler = DeliveryWeekHandler;
exports.DeliveryWeekHandler = DeliveryWeekHandler = __decorate([
    (0, cqrs_1.QueryHandler)(DeliveryWeekQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], DeliveryWeekHandler);
/** GET /delivery-schedule/routes: the plant's areas (or one) with their active customers in route order and their schedules. */
class DeliveryRoutesQuery {
    ownerId;
    plantId;
    areaId;
    constructor(ownerId, plantId, areaId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.areaId = areaId;
    }
}
exports.DeliveryRoutesQuery = DeliveryRoutesQuery;
const DELIVERY_ROUTES_SQL = `
  SELECT a.id AS area_id, a.name AS area_name, c.id AS customer_id, c.code, c.name, c.address, c.employee_id, e.name AS employee_name,
         s.route_position, coalesce(s.quantity, 1) AS quantity, coalesce(s.kind, 'daily') AS kind, coalesce(s.days, '{}') AS days,
         s.every_n, s.start_date::text AS start_date, coalesce(s.is_default, true) AS is_default
    FROM areas a
    LEFT JOIN customers c ON c.area_id = a.id AND c.owner_id = $1 AND c.is_active
    LEFT JOIN employees e ON e.id = c.employee_id
    LEFT JOIN customer_schedules s ON s.customer_id = c.id
   WHERE a.owner_id = $1 AND a.plant_id = $2 AND ($3::bigint IS NULL OR a.id = $3::bigint)
   ORDER BY lower(a.name), a.id, s.route_position NULLS LAST, lower(c.name), c.id`;
let DeliveryRoutesHandler = class DeliveryRoutesHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, areaId }) {
        const rows = await this.sql.rows(DELIVERY_ROUTES_SQL, [ownerId, plantId, areaId ?? null]);
        const areas = [];
        for (const row of rows) {
            let area = areas[areas.length - 1];
            if (!area || area.area_id !== Number(row.area_id)) {
                area = { area_id: Number(row.area_id), area_name: row.area_name, customers: [] };
                areas.push(area);
            }
            if (row.customer_id === null)
                continue;
            const customer = {
                customer_id: Number(row.customer_id),
                code: row.code,
                name: row.name,
                address: row.address,
                employee_id: row.employee_id === null ? null : Number(row.employee_id),
                employee_name: row.employee_name,
                route_position: row.route_position,
                quantity: row.quantity,
                schedule: { kind: row.kind, days: row.days, every_n: row.every_n, start_date: row.start_date },
                is_default: row.is_default,
            };
            area.customers.push(customer);
        }
        return { areas };
    }
};
exports.DeliveryRoutesHandler = DeliveryRoutesHandler;
exports.DeliveryRoutesHandler = DeliveryRoutesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(DeliveryRoutesQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], DeliveryRoutesHandler);
exports.SCHEDULE_QUERY_HANDLERS = [GetCustomerScheduleHandler, DeliveryScheduleHandler, DeliveryWeekHandler, DeliveryRoutesHandler];
//# sourceMappingURL=schedule.queries.js.map