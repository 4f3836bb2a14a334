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
exports.RIDER_DAY_QUERY_HANDLERS = exports.GetRiderDayHandler = exports.GetRiderDayQuery = exports.ListRiderDaysHandler = exports.ListRiderDaysQuery = exports.expectedCashText = void 0;
exports.riderDayFigures = riderDayFigures;
exports.reckon = reckon;
exports.listRiderDays = listRiderDays;
exports.riderDayAlerts = riderDayAlerts;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
async function riderDayFigures(query, plantId, employeeId, date) {
    const [row] = await query(`SELECT coalesce(sum(entries), 0)::int AS entries, coalesce(sum(cans_delivered), 0)::int AS cans_delivered,
            coalesce(sum(cans_returned), 0)::int AS cans_returned, coalesce(sum(collected), 0)::text AS collected
       FROM daily_delivery_totals WHERE plant_id = $1 AND employee_id = $2 AND date = $3::date`, [plantId, employeeId, date]);
    return { entries: row.entries, cans_delivered: row.cans_delivered, cans_returned: row.cans_returned, collected: row.collected };
}
/** The expected figures and the differences: handed over − expected, returned − expected back. */
function reckon(figures, close) {
    const expectedCash = (0, money_1.toPaisa)(figures.collected);
    const expectedCansBack = close ? close.full_cans_taken - figures.cans_delivered + figures.cans_returned : null;
    return {
        expected_cash: expectedCash / 100,
        cash_handed_over: close ? (0, money_1.moneyNumber)(close.cash_handed_over) : null,
        difference: close ? ((0, money_1.toPaisa)(close.cash_handed_over) - expectedCash) / 100 : null,
        full_cans_taken: close ? close.full_cans_taken : null,
        cans_delivered: figures.cans_delivered,
        cans_returned: figures.cans_returned,
        expected_cans_back: expectedCansBack,
        cans_returned_to_plant: close ? close.cans_returned_to_plant : null,
        cans_difference: close && expectedCansBack !== null ? close.cans_returned_to_plant - expectedCansBack : null,
    };
}
/** The expected cash as the events keep it. */
const expectedCashText = (figures) => (0, money_1.fromPaisa)((0, money_1.toPaisa)(figures.collected));
exports.expectedCashText = expectedCashText;
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
         c.full_cans_taken, c.closes, c.closed_at, c.history
    FROM worked w
    FULL JOIN closed c ON c.employee_id = w.employee_id AND c.date = w.date
    LEFT JOIN employees e ON e.id = coalesce(w.employee_id, c.employee_id)
   WHERE c.employee_id IS NOT NULL OR w.entries > 0
   ORDER BY 3 DESC, 1`;
function toRiderDayView(row) {
    const figures = { entries: row.entries, cans_delivered: row.cans_delivered, cans_returned: row.cans_returned, collected: row.collected };
    const close = row.cash_handed_over === null
        ? null
        : {
            cash_handed_over: row.cash_handed_over,
            cans_returned_to_plant: row.cans_returned_to_plant,
            full_cans_taken: row.full_cans_taken,
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
/** Rider days of a plant, newest first; `status` keeps only closed or only unclosed ones (entries and no close). */
async function listRiderDays(query, criteria) {
    const rows = await query(RIDER_DAYS, [criteria.plantId, criteria.from, criteria.to, criteria.employeeId ?? null]);
    const days = rows.map(toRiderDayView);
    if (criteria.status === 'closed')
        return days.filter((day) => day.closed);
    if (criteria.status === 'unclosed')
        return days.filter((day) => !day.closed);
    return days;
}
/** GET /filter-owner/rider-days: `to` defaults to the plant's today, `from` to 30 days before `to`. */
class ListRiderDaysQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.ListRiderDaysQuery = ListRiderDaysQuery;
let ListRiderDaysHandler = class ListRiderDaysHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ criteria }) {
        const query = (text, values) => this.sql.rows(text, values);
        const to = criteria.to ?? (0, plant_day_1.plantToday)((await (0, plant_calendar_1.loadPlantCalendar)(query, criteria.plantId)).timeZone);
        const from = criteria.from ?? (0, plant_day_1.shiftDay)(to, -30);
        if (from > to)
            throw domain_error_1.DomainError.field('from', 'The from date may not be after the to date.');
        return { from, to, days: await listRiderDays(query, { ...criteria, from, to }) };
    }
};
exports.ListRiderDaysHandler = ListRiderDaysHandler;
exports.ListRiderDaysHandler = ListRiderDaysHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListRiderDaysQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListRiderDaysHandler);
/** One rider's day: figures, and the close when there is one. */
class GetRiderDayQuery {
    plantId;
    employeeId;
    date;
    constructor(plantId, employeeId, date) {
        this.plantId = plantId;
        this.employeeId = employeeId;
        this.date = date;
    }
}
exports.GetRiderDayQuery = GetRiderDayQuery;
let GetRiderDayHandler = class GetRiderDayHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ plantId, employeeId, date }) {
        const query = (text, values) => this.sql.rows(text, values);
        const [day] = await listRiderDays(query, { plantId, from: date, to: date, employeeId });
        if (day)
            return day;
        const [employee] = await this.sql.rows(`SELECT name FROM employees WHERE id = $1`, [employeeId]);
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
};
exports.GetRiderDayHandler = GetRiderDayHandler;
exports.GetRiderDayHandler = GetRiderDayHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetRiderDayQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetRiderDayHandler);
/**
 * For the owner's dashboard notifications: since `sinceDate` (and up to `untilDate` when given,
 * e.g. yesterday, so today's day still under way is not flagged), the rider days with entries and
 * no close, and the closed days whose cash or cans do not add up.
 */
async function riderDayAlerts(query, plantId, sinceDate, untilDate = '2999-12-31') {
    const days = await listRiderDays(query, { plantId, from: sinceDate, to: untilDate });
    return {
        unclosed: days.filter((day) => !day.closed),
        differences: days.filter((day) => day.closed && (day.difference !== 0 || day.cans_difference !== 0)),
    };
}
exports.RIDER_DAY_QUERY_HANDLERS = [ListRiderDaysHandler, GetRiderDayHandler];
//# sourceMappingURL=rider-day.queries.js.map