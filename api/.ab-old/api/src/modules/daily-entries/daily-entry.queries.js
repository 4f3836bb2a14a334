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
exports.DAILY_ENTRY_QUERY_HANDLERS = exports.DailySheetHandler = exports.DailySheetQuery = exports.ListDailyEntriesHandler = exports.ListDailyEntriesQuery = exports.GetDailyEntryHandler = exports.GetDailyEntryQuery = void 0;
exports.toDailyEntry = toDailyEntry;
const cqrs_1 = require("@nestjs/cqrs");
const parameters_1 = require("../../platform/database/parameters");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const plant_day_1 = require("../../platform/domain/plant-day");
const plant_calendar_1 = require("../plants/plant-calendar");
const due_customers_1 = require("../schedules/due-customers");
const daily_entry_commands_1 = require("./daily-entry.commands");
const plant_day_2 = require("../../platform/domain/plant-day");
/** The columns of a DailyEntry, from `d` (daily_entries) joined with its customer `c` and rider `e`. */
const ENTRY_COLUMNS = `d.id, d.plant_id, d.customer_id, c.code AS customer_code, c.name AS customer_name, d.area_id, d.employee_id,
  e.name AS employee_name, d.date::text AS date, d.cans_delivered, d.cans_returned, d.rate, d.amount, d.collected, d.payment_method,
  d.note, d.status, d.reversed_by, d.reversal_reason, d.recorded_at`;
const ENTRY_JOINS = `JOIN customers c ON c.id = d.customer_id LEFT JOIN employees e ON e.id = d.employee_id`;
/** Sums of the entries `d` that stand (reversed ones count in none). */
const TOTAL_COLUMNS = `count(*) FILTER (WHERE d.reversed_by IS NULL)::int AS entries,
  coalesce(sum(d.cans_delivered) FILTER (WHERE d.reversed_by IS NULL), 0)::int AS cans_delivered,
  coalesce(sum(d.cans_returned) FILTER (WHERE d.reversed_by IS NULL), 0)::int AS cans_returned,
  coalesce(sum(d.amount) FILTER (WHERE d.reversed_by IS NULL), 0) AS amount,
  coalesce(sum(d.collected) FILTER (WHERE d.reversed_by IS NULL), 0) AS collected`;
const id = (value) => (value === null ? null : Number(value));
function toDailyEntry(row) {
    return {
        id: Number(row.id),
        filter_plant_id: Number(row.plant_id),
        customer_id: Number(row.customer_id),
        customer_code: row.customer_code,
        customer_name: row.customer_name,
        area_id: Number(row.area_id),
        employee_id: id(row.employee_id),
        employee_name: row.employee_name ?? null,
        date: row.date,
        cans_delivered: row.cans_delivered,
        cans_returned: row.cans_returned,
        rate: (0, money_1.moneyNumber)(row.rate),
        amount: (0, money_1.moneyNumber)(row.amount),
        collected: (0, money_1.moneyNumber)(row.collected),
        payment_method: row.payment_method,
        note: row.note,
        status: row.status,
        reversed_by: id(row.reversed_by),
        reversal_reason: row.reversal_reason,
        recorded_at: new Date(row.recorded_at).toISOString(),
    };
}
function toTotals(row) {
    return {
        entries: row?.entries ?? 0,
        cans_delivered: row?.cans_delivered ?? 0,
        cans_returned: row?.cans_returned ?? 0,
        amount: (0, money_1.moneyNumber)(row?.amount ?? 0),
        collected: (0, money_1.moneyNumber)(row?.collected ?? 0),
    };
}
class GetDailyEntryQuery {
    ownerId;
    entryId;
    constructor(ownerId, entryId) {
        this.ownerId = ownerId;
        this.entryId = entryId;
    }
}
exports.GetDailyEntryQuery = GetDailyEntryQuery;
let GetDailyEntryHandler = class GetDailyEntryHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, entryId }) {
        const row = await this.sql.one(`SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS} WHERE d.id = $1 AND d.owner_id = $2`, [
            entryId,
            ownerId,
        ]);
        if (!row)
            throw domain_error_1.DomainError.notFound(daily_entry_commands_1.ENTRY_NOT_FOUND);
        return toDailyEntry(row);
    }
};
exports.GetDailyEntryHandler = GetDailyEntryHandler;
exports.GetDailyEntryHandler = GetDailyEntryHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetDailyEntryQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetDailyEntryHandler);
/** GET /daily-entries: the plant's entries, newest day first (in the order entered), with totals over every match. */
class ListDailyEntriesQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.ListDailyEntriesQuery = ListDailyEntriesQuery;
let ListDailyEntriesHandler = class ListDailyEntriesHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ criteria: c }) {
        if (c.from && c.to && c.from > c.to)
            throw domain_error_1.DomainError.field('to', 'The to date must be on or after the from date.');
        const p = new parameters_1.Parameters();
        const where = [`d.plant_id = ${p.add(c.plantId)}`, `d.owner_id = ${p.add(c.ownerId)}`];
        if (c.date)
            where.push(`d.date = ${p.add(c.date)}::date`);
        if (c.from)
            where.push(`d.date >= ${p.add(c.from)}::date`);
        if (c.to)
            where.push(`d.date <= ${p.add(c.to)}::date`);
        if (c.areaId)
            where.push(`d.area_id = ${p.add(c.areaId)}`);
        if (c.employeeId)
            where.push(`d.employee_id = ${p.add(c.employeeId)}`);
        if (c.customerId)
            where.push(`d.customer_id = ${p.add(c.customerId)}`);
        if (c.status === 'reversed')
            where.push(`d.reversed_by IS NOT NULL`);
        else if (c.status)
            where.push(`d.status = ${p.add(c.status)}`);
        const filter = where.join(' AND ');
        const [rows, [totals]] = await Promise.all([
            this.sql.rows(`SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS} WHERE ${filter}
          ORDER BY d.date DESC, d.id DESC LIMIT ${p.add(c.perPage)} OFFSET ${p.add((c.page - 1) * c.perPage)}`, p.values),
            this.sql.rows(`SELECT count(*)::int AS total, ${TOTAL_COLUMNS} FROM daily_entries d WHERE ${filter}`, p.values.slice(0, -2)),
        ]);
        const total = totals.total;
        return {
            data: rows.map(toDailyEntry),
            current_page: c.page,
            last_page: Math.max(1, Math.ceil(total / c.perPage)),
            per_page: c.perPage,
            total,
            totals: toTotals(totals),
        };
    }
};
exports.ListDailyEntriesHandler = ListDailyEntriesHandler;
exports.ListDailyEntriesHandler = ListDailyEntriesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListDailyEntriesQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListDailyEntriesHandler);
/**
 * The customers of a sheet with what a row shows: `$1` their ids, `$2` the owner, `$3` the day.
 * The previous balance is the balance less the lines dated on or after the day (few, for a recent
 * day); the days without delivery count from the newest delivered day before it.
 */
const SHEET_CUSTOMERS = `
  SELECT c.id, c.code, c.name, c.address, c.phone, c.area_id, coalesce(a.name, '') AS area_name, c.employee_id, e.name AS employee_name,
         coalesce(c.rate, pl.default_can_rate, 0) AS rate, c.balance, c.cans_out,
         coalesce(c.balance > c.credit_limit, false) AS over_credit_limit, coalesce(c.cans_out > c.can_limit, false) AS over_can_limit,
         c.balance - coalesce((SELECT sum(l.debit - l.credit) FROM customer_ledger_lines l WHERE l.customer_id = c.id AND l.date >= $3::date), 0)
           AS previous_balance,
         EXISTS (SELECT 1 FROM customer_pauses p WHERE p.customer_id = c.id AND p.starts_on <= $3::date AND (p.ends_on IS NULL OR p.ends_on >= $3::date))
           AS paused,
         (SELECT d.date::text FROM daily_entries d WHERE d.customer_id = c.id AND d.date < $3::date AND d.cans_delivered > 0 AND d.reversed_by IS NULL
           ORDER BY d.date DESC LIMIT 1) AS last_delivered
    FROM customers c LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN employees e ON e.id = c.employee_id LEFT JOIN plants pl ON pl.id = c.plant_id
   WHERE c.id = ANY($1::bigint[]) AND c.owner_id = $2`;
/** GET /daily-entries/sheet and the rider's sheet: who is due on the day in route order, then whoever else was entered that day. */
class DailySheetQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.DailySheetQuery = DailySheetQuery;
let DailySheetHandler = class DailySheetHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ criteria: c }) {
        const query = (text, values) => this.sql.rows(text, values);
        const date = c.date ?? (0, plant_day_1.plantToday)((await (0, plant_calendar_1.loadPlantCalendar)(query, c.plantId)).timeZone);
        const due = (await (0, due_customers_1.findDueCustomers)(query, { ownerId: c.ownerId, plantId: c.plantId, date, areaId: c.areaId, employeeId: c.employeeId })).filter((d) => c.areaIds === undefined || c.areaIds.includes(d.area_id));
        const dueIds = new Set(due.map((d) => d.customer_id));
        // Entered that day: on a rider's sheet, their customers' entries and their own.
        const inScope = (row) => (c.areaId === undefined || Number(row.area_id) === c.areaId) &&
            (c.employeeId === undefined || id(row.employee_id) === c.employeeId || dueIds.has(Number(row.customer_id))) &&
            (c.areaIds === undefined || c.areaIds.includes(Number(row.area_id)));
        const entered = (await this.sql.rows(`SELECT ${ENTRY_COLUMNS} FROM daily_entries d ${ENTRY_JOINS}
          WHERE d.plant_id = $1 AND d.owner_id = $2 AND d.date = $3::date AND d.reversed_by IS NULL ORDER BY d.id`, [c.plantId, c.ownerId, date])).filter(inScope);
        const order = new Map(due.map((d, index) => [d.customer_id, index]));
        const ids = [...new Set([...due.map((d) => d.customer_id), ...entered.map((row) => Number(row.customer_id))])];
        const customers = ids.length ? await this.sql.rows(SHEET_CUSTOMERS, [ids, c.ownerId, date]) : [];
        const entriesOf = new Map();
        for (const row of entered) {
            const entry = toDailyEntry(row);
            entriesOf.set(entry.customer_id, [...(entriesOf.get(entry.customer_id) ?? []), entry]);
        }
        const dueOf = new Map(due.map((d) => [d.customer_id, d]));
        const rows = customers.map((row) => {
            const customerId = Number(row.id);
            const scheduled = dueOf.get(customerId);
            return {
                customer_id: customerId,
                code: row.code,
                name: row.name,
                address: row.address,
                phone: row.phone,
                area_id: Number(row.area_id),
                area_name: row.area_name,
                employee_id: id(row.employee_id),
                employee_name: row.employee_name ?? null,
                route_position: scheduled?.route_position ?? null,
                scheduled: scheduled !== undefined,
                default_quantity: scheduled?.quantity ?? 0,
                rate: (0, money_1.moneyNumber)(row.rate),
                previous_balance: (0, money_1.moneyNumber)(row.previous_balance),
                cans_out: row.cans_out,
                balance: (0, money_1.moneyNumber)(row.balance),
                flags: {
                    over_credit_limit: row.over_credit_limit,
                    over_can_limit: row.over_can_limit,
                    paused: row.paused,
                    no_delivery_for_days: row.last_delivered ? (0, plant_day_2.daysBetween)(row.last_delivered, date) : null,
                },
                entries: entriesOf.get(customerId) ?? [],
            };
        });
        // Due customers in route order first, then the others entered that day by area and name.
        rows.sort((a, b) => {
            const oa = order.get(a.customer_id) ?? Number.MAX_SAFE_INTEGER;
            const ob = order.get(b.customer_id) ?? Number.MAX_SAFE_INTEGER;
            return oa - ob || a.area_name.localeCompare(b.area_name) || a.name.localeCompare(b.name) || a.customer_id - b.customer_id;
        });
        const totals = entered.reduce((sum, row) => ({
            entries: sum.entries + 1,
            cans_delivered: sum.cans_delivered + row.cans_delivered,
            cans_returned: sum.cans_returned + row.cans_returned,
            amount: Math.round((sum.amount + (0, money_1.moneyNumber)(row.amount)) * 100) / 100,
            collected: Math.round((sum.collected + (0, money_1.moneyNumber)(row.collected)) * 100) / 100,
        }), toTotals(null));
        return { date, filter_plant_id: c.plantId, rows, totals };
    }
};
exports.DailySheetHandler = DailySheetHandler;
exports.DailySheetHandler = DailySheetHandler = __decorate([
    (0, cqrs_1.QueryHandler)(DailySheetQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], DailySheetHandler);
exports.DAILY_ENTRY_QUERY_HANDLERS = [GetDailyEntryHandler, ListDailyEntriesHandler, DailySheetHandler];
//# sourceMappingURL=daily-entry.queries.js.map