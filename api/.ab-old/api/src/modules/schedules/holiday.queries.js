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
exports.HOLIDAY_QUERY_HANDLERS = exports.GetHolidayHandler = exports.GetHolidayQuery = exports.ListHolidaysHandler = exports.ListHolidaysQuery = exports.holidayView = exports.HOLIDAY_COLUMNS = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const holiday_decider_1 = require("./holiday.decider");
exports.HOLIDAY_COLUMNS = `id, plant_id, date::text AS date, reason, created_at`;
const holidayView = (row) => ({
    id: Number(row.id),
    filter_plant_id: Number(row.plant_id),
    date: row.date,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
});
exports.holidayView = holidayView;
/** GET /holidays: the plant's holidays between two days (either end open), by day. The plant is the caller's (checked). */
class ListHolidaysQuery {
    ownerId;
    plantId;
    from;
    to;
    constructor(ownerId, plantId, from, to) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.from = from;
        this.to = to;
    }
}
exports.ListHolidaysQuery = ListHolidaysQuery;
let ListHolidaysHandler = class ListHolidaysHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, from, to }) {
        const rows = await this.sql.rows(`SELECT ${exports.HOLIDAY_COLUMNS} FROM plant_holidays
        WHERE plant_id = $1 AND owner_id = $2 AND ($3::date IS NULL OR date >= $3::date) AND ($4::date IS NULL OR date <= $4::date)
        ORDER BY date`, [plantId, ownerId, from, to]);
        return rows.map(exports.holidayView);
    }
};
exports.ListHolidaysHandler = ListHolidaysHandler;
exports.ListHolidaysHandler = ListHolidaysHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListHolidaysQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListHolidaysHandler);
class GetHolidayQuery {
    ownerId;
    holidayId;
    constructor(ownerId, holidayId) {
        this.ownerId = ownerId;
        this.holidayId = holidayId;
    }
}
exports.GetHolidayQuery = GetHolidayQuery;
let GetHolidayHandler = class GetHolidayHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, holidayId }) {
        const row = await this.sql.one(`SELECT ${exports.HOLIDAY_COLUMNS} FROM plant_holidays WHERE id = $1 AND owner_id = $2`, [
            holidayId,
            ownerId,
        ]);
        if (!row)
            throw domain_error_1.DomainError.notFound(holiday_decider_1.HOLIDAY_NOT_FOUND);
        return (0, exports.holidayView)(row);
    }
};
exports.GetHolidayHandler = GetHolidayHandler;
exports.GetHolidayHandler = GetHolidayHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetHolidayQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetHolidayHandler);
exports.HOLIDAY_QUERY_HANDLERS = [ListHolidaysHandler, GetHolidayHandler];
//# sourceMappingURL=holiday.queries.js.map