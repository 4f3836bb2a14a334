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
exports.EMPLOYEE_QUERY_HANDLERS = exports.GetEmployeeHandler = exports.GetEmployeeQuery = exports.ListEmployeesHandler = exports.ListEmployeesQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const employee_decider_1 = require("./employee.decider");
const money = (value) => (value === null ? null : Number(value));
function toEmployeeView(row) {
    return {
        id: Number(row.id),
        name: row.name,
        phone: row.phone,
        address: row.address,
        type: row.type,
        commission_rate: money(row.commission_rate),
        monthly_salary: money(row.monthly_salary),
        is_active: row.is_active,
        filter_plant_id: Number(row.plant_id),
        areas: row.areas ?? [],
        has_login: row.has_login === true,
        login_phone: row.login_phone ?? null,
        login_email: row.login_email ?? null,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
    };
}
class ListEmployeesQuery {
    plantId;
    constructor(plantId) {
        this.plantId = plantId;
    }
}
exports.ListEmployeesQuery = ListEmployeesQuery;
let ListEmployeesHandler = class ListEmployeesHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ plantId }) {
        // Two flat reads instead of one area lookup per employee.
        const [rows, assignments] = await Promise.all([
            this.dataSource.query(`SELECT e.*, u.id IS NOT NULL AS has_login, u.phone AS login_phone, u.email AS login_email
           FROM employees e LEFT JOIN users u ON u.employee_id = e.id AND u.is_active
          WHERE e.plant_id = $1 ORDER BY e.id`, [plantId]),
            this.dataSource.query(`SELECT ae.employee_id, a.id, a.name FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.plant_id = $1 ORDER BY a.id`, [plantId]),
        ]);
        const areasOf = new Map();
        for (const row of assignments)
            areasOf.set(String(row.employee_id), [...(areasOf.get(String(row.employee_id)) ?? []), { id: Number(row.id), name: row.name }]);
        const employees = rows.map((row) => toEmployeeView({ ...row, areas: areasOf.get(String(row.id)) ?? [] }));
        const statistics = {
            total: employees.length,
            active: employees.filter((e) => e.is_active).length,
            inactive: employees.filter((e) => !e.is_active).length,
            commission: employees.filter((e) => e.type === 'commission').length,
            salary: employees.filter((e) => e.type === 'salary').length,
        };
        return { employees, statistics };
    }
};
exports.ListEmployeesHandler = ListEmployeesHandler;
exports.ListEmployeesHandler = ListEmployeesHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListEmployeesQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ListEmployeesHandler);
/** One employee of the owner (and of the plant, when given): 404 when it is not there (another owner, removed). */
class GetEmployeeQuery {
    ownerId;
    plantId;
    employeeId;
    constructor(ownerId, plantId, employeeId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.employeeId = employeeId;
    }
}
exports.GetEmployeeQuery = GetEmployeeQuery;
const EMPLOYEE_SQL = `SELECT e.*,
       (SELECT jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name) ORDER BY a.id)
          FROM area_employees ae JOIN areas a ON a.id = ae.area_id WHERE ae.employee_id = e.id) AS areas,
       u.id IS NOT NULL AS has_login, u.phone AS login_phone, u.email AS login_email
  FROM employees e LEFT JOIN users u ON u.employee_id = e.id AND u.is_active
 WHERE e.id = $1 AND e.owner_id = $2 AND ($3::bigint IS NULL OR e.plant_id = $3::bigint)`;
let GetEmployeeHandler = class GetEmployeeHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, plantId, employeeId }) {
        // One fixed text, prepared once per connection; a null plant matches any of the owner's plants.
        const row = await this.sql.one(EMPLOYEE_SQL, [employeeId, ownerId, plantId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(employee_decider_1.EMPLOYEE_NOT_FOUND);
        return toEmployeeView(row);
    }
};
exports.GetEmployeeHandler = GetEmployeeHandler;
exports.GetEmployeeHandler = GetEmployeeHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetEmployeeQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetEmployeeHandler);
exports.EMPLOYEE_QUERY_HANDLERS = [ListEmployeesHandler, GetEmployeeHandler];
//# sourceMappingURL=employee.queries.js.map