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
exports.AREA_QUERY_HANDLERS = exports.AreaStatisticsHandler = exports.AreaStatisticsQuery = exports.GetAreaHandler = exports.GetAreaQuery = exports.ListAreasHandler = exports.ListAreasQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const money_1 = require("../../platform/domain/money");
const customer_queries_1 = require("../customers/customer.queries");
const json_text_1 = require("../customers/json-text");
const kept_answers_1 = require("../customers/kept-answers");
const area_decider_1 = require("./area.decider");
const area_dependencies_1 = require("./area-dependencies");
function toAreaView(row) {
    return {
        id: Number(row.id),
        name: row.name,
        description: row.description,
        filter_plant_id: Number(row.plant_id),
        is_active: row.is_active,
        employees_count: row.employees_count,
        customers_count: row.customers_count,
        /** What the area's customers owe together (negative = advance). */
        total_balance: (0, money_1.moneyNumber)(row.total_balance),
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
    };
}
/** One area of the owner (and of the plant, when given), with how many employees serve it. */
function areaOf(db, { ownerId, plantId, areaId }) {
    return db
        .selectFrom('areas as a')
        .selectAll('a')
        .select((eb) => [
        eb
            .selectFrom('area_employees as ae')
            .select((0, kysely_1.sql) `count(*)::int`.as('n'))
            .whereRef('ae.area_id', '=', 'a.id')
            .as('employees_count'),
        eb
            .selectFrom('area_employees as ae')
            .innerJoin('employees as e', 'e.id', 'ae.employee_id')
            .select((0, kysely_1.sql) `count(*)::int`.as('n'))
            .whereRef('ae.area_id', '=', 'a.id')
            .where((eb) => eb.ref('e.is_active'))
            .as('active_employees_count'),
        eb
            .selectFrom('customers as c')
            .select((0, kysely_1.sql) `count(*)::int`.as('n'))
            .whereRef('c.area_id', '=', 'a.id')
            .as('customers_count'),
        eb
            .selectFrom('customers as c')
            .select((0, kysely_1.sql) `coalesce(sum(c.balance), 0)`.as('n'))
            .whereRef('c.area_id', '=', 'a.id')
            .as('total_balance'),
    ])
        .where((eb) => {
        const filters = [eb('a.id', '=', String(areaId)), eb('a.owner_id', '=', String(ownerId))];
        if (plantId !== null)
            filters.push(eb('a.plant_id', '=', String(plantId)));
        return eb.and(filters);
    })
        .$narrowType()
        .executeTakeFirst();
}
class ListAreasQuery {
    plantId;
    constructor(plantId) {
        this.plantId = plantId;
    }
}
exports.ListAreasQuery = ListAreasQuery;
/**
 * What a plant's area list is read from ($1 the plant): the plant's customers' mark (counts and
 * balances per area) and its areas' and employees' marks, which every change of an area, an
 * assignment (removals too) or an employee writes anew.
 */
const STAMP_OF_AREAS = `SELECT ${customer_queries_1.PLANT_STAMP} AS stamp`;
/** Area lists kept per process (about 300 characters an area). */
const KEPT_AREA_LISTS = 20_000;
const KEPT_AREA_LIST_CHARS = 32_000_000;
/** The plant's areas, kept in process with STAMP_OF_AREAS read first (see KeptAnswers). */
let ListAreasHandler = class ListAreasHandler {
    sql;
    kept = new kept_answers_1.KeptAnswers(KEPT_AREA_LISTS, KEPT_AREA_LIST_CHARS);
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ plantId }) {
        const { stamp } = (await this.sql.one(STAMP_OF_AREAS, [plantId]));
        return this.kept.answer(String(plantId), stamp, async () => new json_text_1.JsonText(JSON.stringify({ areas: await this.read(plantId) })));
    }
    async read(plantId) {
        // One grouped read of the plant's assignments rather than two lookups per area.
        const rows = await this.sql.rows(`SELECT a.*, COALESCE(staff.employees_count, 0) AS employees_count, COALESCE(staff.active_employees_count, 0) AS active_employees_count,
              COALESCE(served.customers_count, 0) AS customers_count, COALESCE(served.total_balance, 0) AS total_balance
         FROM areas a
         LEFT JOIN (SELECT ae.area_id, count(*)::int AS employees_count, (count(*) FILTER (WHERE e.is_active))::int AS active_employees_count
                      FROM area_employees ae JOIN employees e ON e.id = ae.employee_id
                     WHERE ae.plant_id = $1
                     GROUP BY ae.area_id) staff ON staff.area_id = a.id
         LEFT JOIN (SELECT c.area_id, count(*)::int AS customers_count, sum(c.balance) AS total_balance
                      FROM customers c WHERE c.plant_id = $1 GROUP BY c.area_id) served ON served.area_id = a.id
        WHERE a.plant_id = $1
        ORDER BY a.id`, [plantId]);
        return rows.map(toAreaView);
    }
};
exports.ListAreasHandler = ListAreasHandler;
exports.ListAreasHandler = ListAreasHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListAreasQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListAreasHandler);
/** One area of the owner (and of the plant, when given), with who serves it: 404 otherwise. */
class GetAreaQuery {
    ownerId;
    plantId;
    areaId;
    constructor(ownerId, plantId, areaId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.areaId = areaId;
    }
}
exports.GetAreaQuery = GetAreaQuery;
let GetAreaHandler = class GetAreaHandler {
    db;
    dataSource;
    constructor(db, dataSource) {
        this.db = db;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId, areaId }) {
        const row = await areaOf(this.db, { ownerId, plantId, areaId });
        if (!row)
            throw domain_error_1.DomainError.notFound(area_decider_1.AREA_NOT_FOUND);
        const employees = await this.dataSource.query(`SELECT e.id::int AS id, e.name, e.phone, e.type, e.is_active
         FROM area_employees ae JOIN employees e ON e.id = ae.employee_id
        WHERE ae.area_id = $1 ORDER BY e.id`, [areaId]);
        return { ...toAreaView(row), total_customers_count: row.customers_count, employees };
    }
};
exports.GetAreaHandler = GetAreaHandler;
exports.GetAreaHandler = GetAreaHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetAreaQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely,
        typeorm_1.DataSource])
], GetAreaHandler);
/** An area's numbers. Deliveries are not recorded yet: those are 0, never sample data. */
class AreaStatisticsQuery {
    ownerId;
    plantId;
    areaId;
    constructor(ownerId, plantId, areaId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
        this.areaId = areaId;
    }
}
exports.AreaStatisticsQuery = AreaStatisticsQuery;
let AreaStatisticsHandler = class AreaStatisticsHandler {
    db;
    dataSource;
    constructor(db, dataSource) {
        this.db = db;
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId, areaId }) {
        const row = await areaOf(this.db, { ownerId, plantId, areaId });
        if (!row)
            throw domain_error_1.DomainError.notFound(area_decider_1.AREA_NOT_FOUND);
        const { customersCount, dailyEntriesCount } = await (0, area_dependencies_1.areaDependencyCounts)(this.dataSource, areaId);
        const [served] = await this.dataSource.query(`SELECT (count(*) FILTER (WHERE is_active))::int AS active, coalesce(sum(balance) FILTER (WHERE balance > 0), 0) AS owed
         FROM customers WHERE area_id = $1 AND owner_id = $2`, [areaId, ownerId]);
        return {
            area_id: Number(row.id),
            area_name: row.name,
            is_active: row.is_active,
            total_customers: customersCount,
            active_customers: served.active,
            total_employees: row.employees_count,
            active_employees: row.active_employees_count,
            total_daily_entries: dailyEntriesCount,
            today_deliveries: 0,
            today_revenue: 0,
            monthly_revenue: 0,
            pending_balance: (0, money_1.moneyNumber)(served.owed),
        };
    }
};
exports.AreaStatisticsHandler = AreaStatisticsHandler;
exports.AreaStatisticsHandler = AreaStatisticsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(AreaStatisticsQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely,
        typeorm_1.DataSource])
], AreaStatisticsHandler);
exports.AREA_QUERY_HANDLERS = [ListAreasHandler, GetAreaHandler, AreaStatisticsHandler];
//# sourceMappingURL=area.queries.js.map