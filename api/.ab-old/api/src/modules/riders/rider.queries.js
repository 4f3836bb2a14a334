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
exports.RIDER_QUERY_HANDLERS = exports.RiderContextHandler = exports.RiderContextQuery = exports.NOT_A_RIDER = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_day_1 = require("../../platform/domain/plant-day");
exports.NOT_A_RIDER = 'This sign-in is not an active employee of a plant.';
/** One statement by key: the user's employee (active) and its plant, with the areas assigned to it. */
const RIDER_SQL = `
  SELECT e.id AS employee_id, e.name AS employee_name, e.owner_id, e.plant_id, p.name AS plant_name, p.time_zone,
         coalesce((SELECT jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name) ORDER BY a.id)
                     FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.employee_id = e.id), '[]') AS areas
    FROM users u
    JOIN employees e ON e.id = u.employee_id AND e.is_active
    JOIN plants p ON p.id = e.plant_id
   WHERE u.id = $1 AND u.role = 'employee' AND u.is_active`;
/**
 * The rider behind a signed-in `employee` caller. The guard already refused a revoked sign-in or
 * an inactive or removed employee; a race with such a change ends here in 403.
 */
class RiderContextQuery {
    userId;
    constructor(userId) {
        this.userId = userId;
    }
}
exports.RiderContextQuery = RiderContextQuery;
let RiderContextHandler = class RiderContextHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ userId }) {
        const row = await this.sql.one(RIDER_SQL, [userId]);
        if (!row)
            throw domain_error_1.DomainError.forbidden(exports.NOT_A_RIDER, 'NOT_A_RIDER');
        return {
            userId,
            employeeId: Number(row.employee_id),
            employeeName: row.employee_name,
            ownerId: Number(row.owner_id),
            plantId: Number(row.plant_id),
            plantName: row.plant_name,
            areas: row.areas,
            areaIds: row.areas.map((area) => Number(area.id)),
            today: (0, plant_day_1.plantToday)(row.time_zone),
        };
    }
};
exports.RiderContextHandler = RiderContextHandler;
exports.RiderContextHandler = RiderContextHandler = __decorate([
    (0, cqrs_1.QueryHandler)(RiderContextQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], RiderContextHandler);
exports.RIDER_QUERY_HANDLERS = [RiderContextHandler];
//# sourceMappingURL=rider.queries.js.map