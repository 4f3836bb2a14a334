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
exports.PLAN_QUERY_HANDLERS = exports.GetPlanHandler = exports.GetPlanQuery = exports.ListPlansHandler = exports.ListPlansQuery = exports.GetOwnerPlanHandler = exports.OWNER_PLAN_SQL = exports.GetOwnerPlanQuery = exports.FREE_PLAN_FALLBACK = exports.FREE_PLAN_SQL = void 0;
exports.toPlanView = toPlanView;
exports.toOwnerPlanView = toOwnerPlanView;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const typeorm_1 = require("typeorm");
const kysely_2 = require("../../platform/database/kysely");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const plan_decider_1 = require("./plan.decider");
/** A plan as the API shows it: money as a number with 2 decimals, 0 limits mean unlimited. */
function toPlanView(row) {
    const price = Number(row.price_per_month);
    return {
        id: Number(row.id),
        name: row.name,
        description: row.description,
        price_per_month: price,
        formatted_price: `PKR ${price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
        max_plants: row.max_plants,
        max_customers: row.max_customers,
        max_employees: row.max_employees,
        features: row.features,
        is_popular: row.is_popular,
        is_retired: row.is_retired,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
    };
}
/** SQL picking the Free plan: the cheapest free one, offered ones first. Readers may reuse it. */
exports.FREE_PLAN_SQL = `SELECT * FROM subscription_plans WHERE price_per_month = 0 ORDER BY is_retired, id LIMIT 1`;
/** The Free plan (1 plant, 50 customers, 2 employees; docs/product.md#rules), for the moment before the seed has run. */
exports.FREE_PLAN_FALLBACK = {
    id: '0',
    name: 'Free',
    description: 'Get started with one plant',
    price_per_month: '0.00',
    max_plants: 1,
    max_customers: 50,
    max_employees: 2,
    features: ['Basic dashboard', 'Customer management', 'Daily entry tracking'],
    is_popular: false,
    is_retired: false,
    created_at: new Date(0),
    updated_at: new Date(0),
};
/**
 * The current plan of an owner (the Free plan when none was chosen). Exported for other
 * modules: plants (limit on new plants, monthly fee), dashboards, onboarding.
 */
class GetOwnerPlanQuery {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.GetOwnerPlanQuery = GetOwnerPlanQuery;
/**
 * The owner's plan in one statement: the chosen one, else the Free plan (`chosen_at` null). The
 * first branch of a UNION ALL under LIMIT 1 stops the second from running when it finds a row.
 * `$1` is the owner; other readers embed it as a subquery.
 */
exports.OWNER_PLAN_SQL = `(SELECT p.*, o.selected_at AS chosen_at
     FROM owner_packages o JOIN subscription_plans p ON p.id = o.subscription_plan_id WHERE o.owner_id = $1)
   UNION ALL
   (SELECT free.*, NULL::timestamptz AS chosen_at FROM (${exports.FREE_PLAN_SQL}) free)
   LIMIT 1`;
/** A row of OWNER_PLAN_SQL as the owner's plan (the built-in Free plan before the seed has run). */
function toOwnerPlanView(row) {
    if (!row)
        return { ...toPlanView(exports.FREE_PLAN_FALLBACK), selected_at: null };
    return { ...toPlanView(row), selected_at: row.chosen_at ? new Date(row.chosen_at).toISOString() : null };
}
let GetOwnerPlanHandler = class GetOwnerPlanHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId }) {
        return toOwnerPlanView(await this.sql.one(exports.OWNER_PLAN_SQL, [ownerId]));
    }
};
exports.GetOwnerPlanHandler = GetOwnerPlanHandler;
exports.GetOwnerPlanHandler = GetOwnerPlanHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetOwnerPlanQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetOwnerPlanHandler);
/** Plans in display order (cheapest first); retired ones only when asked. */
class ListPlansQuery {
    options;
    constructor(options = {}) {
        this.options = options;
    }
}
exports.ListPlansQuery = ListPlansQuery;
let ListPlansHandler = class ListPlansHandler {
    db;
    constructor(db) {
        this.db = db;
    }
    async execute({ options }) {
        const rows = await this.db
            .selectFrom('subscription_plans')
            .selectAll()
            .where((eb) => {
            const filters = [];
            if (!options.includeRetired)
                filters.push(eb.not(eb.ref('is_retired')));
            if (options.ids)
                filters.push(eb('id', '=', (0, kysely_2.anyId)(options.ids)));
            return eb.and(filters);
        })
            .orderBy('price_per_month')
            .orderBy('id')
            .execute();
        return rows.map(toPlanView);
    }
};
exports.ListPlansHandler = ListPlansHandler;
exports.ListPlansHandler = ListPlansHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListPlansQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely])
], ListPlansHandler);
class GetPlanQuery {
    planId;
    constructor(planId) {
        this.planId = planId;
    }
}
exports.GetPlanQuery = GetPlanQuery;
let GetPlanHandler = class GetPlanHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ planId }) {
        const [row] = await this.dataSource.query(`SELECT * FROM subscription_plans WHERE id = $1`, [planId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(plan_decider_1.PLAN_NOT_FOUND);
        return toPlanView(row);
    }
};
exports.GetPlanHandler = GetPlanHandler;
exports.GetPlanHandler = GetPlanHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetPlanQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetPlanHandler);
exports.PLAN_QUERY_HANDLERS = [GetOwnerPlanHandler, ListPlansHandler, GetPlanHandler];
//# sourceMappingURL=plan.queries.js.map