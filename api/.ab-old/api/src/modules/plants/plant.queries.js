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
exports.PLANT_QUERY_HANDLERS = exports.GetPlantViewHandler = exports.GetPlantViewQuery = exports.GetOwnedPlantHandler = exports.GetOwnedPlantQuery = exports.ListOwnerPlantsHandler = exports.OWNER_PLANTS_STAMP = exports.ListOwnerPlantsQuery = exports.NO_PLANTS_MESSAGE = exports.NO_PLANTS_CREATED = exports.INVALID_PLANT_ID = exports.NO_PLANT_CONTEXT = exports.UNAUTHORIZED_PLANT = void 0;
exports.parsePlantId = parsePlantId;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const plan_queries_1 = require("../plans/plan.queries");
const json_text_1 = require("../customers/json-text");
const kept_answers_1 = require("../customers/kept-answers");
const plant_decider_1 = require("./plant.decider");
const owner_plan_reader_1 = require("./owner-plan.reader");
const plant_view_1 = require("./plant.view");
exports.UNAUTHORIZED_PLANT = 'Unauthorized plant access. Please ensure you have selected a valid plant.';
exports.NO_PLANT_CONTEXT = 'Plant context not available. Please complete plant setup first.';
exports.INVALID_PLANT_ID = 'The filter plant id must be a positive integer.';
exports.NO_PLANTS_CREATED = 'NO_PLANTS_CREATED';
exports.NO_PLANTS_MESSAGE = 'No plants found. Please create a plant first.';
/** A plant id from a path or query: a positive integer, else 422 on the given field. */
function parsePlantId(raw, field = 'filter_plant_id') {
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(id))
        throw domain_error_1.DomainError.field(field, exports.INVALID_PLANT_ID);
    return id;
}
class ListOwnerPlantsQuery {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.ListOwnerPlantsQuery = ListOwnerPlantsQuery;
/** The owner's plants with their plan's name and fee, in one statement (the plan is read once). */
const OWNER_PLANTS_SQL = `SELECT pl.*, plan.name AS plan_name, plan.price_per_month AS plan_price, plan.max_plants AS plan_max_plants
     FROM plants pl LEFT JOIN (${plan_queries_1.OWNER_PLAN_SQL}) plan ON true
    WHERE pl.owner_id = $1
    ORDER BY pl.is_default DESC, pl.id`;
/**
 * What the owner's plant list and plan are read from ($n the owner): their plants' row versions (a
 * new, changed or activated plant), their plan choice and the plans themselves (name, fee, limit).
 */
const OWNER_PLANTS_STAMP = (owner) => `coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM plants WHERE owner_id = ${owner}::bigint), '')
  || '/' || coalesce((SELECT xmin::text FROM owner_packages WHERE owner_id = ${owner}::bigint), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM subscription_plans), '')`;
exports.OWNER_PLANTS_STAMP = OWNER_PLANTS_STAMP;
const STAMP_OF_OWNER_PLANTS = `SELECT ${(0, exports.OWNER_PLANTS_STAMP)('$1')} AS stamp`;
/** Plant lists kept per process (about 1 kB a plant). */
const KEPT_PLANT_LISTS = 20_000;
const KEPT_PLANT_LIST_CHARS = 32_000_000;
/**
 * The owner's plants, kept in process with OWNER_PLANTS_STAMP read first (see KeptAnswers): one
 * statement by key per request while nothing changed. 404 NO_PLANTS_CREATED when there are none.
 */
let ListOwnerPlantsHandler = class ListOwnerPlantsHandler {
    sql;
    kept = new kept_answers_1.KeptAnswers(KEPT_PLANT_LISTS, KEPT_PLANT_LIST_CHARS);
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId }) {
        const { stamp } = (await this.sql.one(STAMP_OF_OWNER_PLANTS, [ownerId]));
        return this.kept.answer(String(ownerId), stamp, async () => {
            const plants = await this.read(ownerId);
            if (plants.length === 0)
                throw new domain_error_1.DomainError('not_found', exports.NO_PLANTS_MESSAGE, {
                    code: exports.NO_PLANTS_CREATED,
                    data: { plants: [], user_state: exports.NO_PLANTS_CREATED },
                });
            return new json_text_1.JsonText(JSON.stringify({ plants, user_state: 'ACTIVE_PLANTS' }));
        });
    }
    async read(ownerId) {
        const rows = await this.sql.rows(OWNER_PLANTS_SQL, [ownerId]);
        return rows.map((row) => {
            // No plan row at all only before the plans are seeded: the built-in Free plan then.
            const plan = row.plan_name === null
                ? plan_queries_1.FREE_PLAN_FALLBACK
                : { name: row.plan_name, price_per_month: row.plan_price, max_plants: row.plan_max_plants };
            return (0, plant_view_1.toPlantView)(row, { name: plan.name, price_per_month: Number(plan.price_per_month), max_plants: Number(plan.max_plants) });
        });
    }
};
exports.ListOwnerPlantsHandler = ListOwnerPlantsHandler;
exports.ListOwnerPlantsHandler = ListOwnerPlantsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListOwnerPlantsQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListOwnerPlantsHandler);
/**
 * One plant of the calling owner: 404 when it does not exist, 403 when it is someone else's.
 * The plant routes' own check; plant-scoped routes of other modules use ResolveOwnedPlantQuery.
 */
class GetOwnedPlantQuery {
    ownerId;
    plantId;
    constructor(ownerId, plantId) {
        this.ownerId = ownerId;
        this.plantId = plantId;
    }
}
exports.GetOwnedPlantQuery = GetOwnedPlantQuery;
let GetOwnedPlantHandler = class GetOwnedPlantHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ ownerId, plantId }) {
        const [row] = await this.dataSource.query(`SELECT * FROM plants WHERE id = $1`, [plantId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(plant_decider_1.PLANT_NOT_FOUND);
        if (Number(row.owner_id) !== ownerId)
            throw domain_error_1.DomainError.forbidden(exports.UNAUTHORIZED_PLANT, 'UNAUTHORIZED_PLANT_ACCESS');
        return row;
    }
};
exports.GetOwnedPlantHandler = GetOwnedPlantHandler;
exports.GetOwnedPlantHandler = GetOwnedPlantHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetOwnedPlantQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetOwnedPlantHandler);
class GetPlantViewQuery {
    plantId;
    constructor(plantId) {
        this.plantId = plantId;
    }
}
exports.GetPlantViewQuery = GetPlantViewQuery;
/** Any plant by id, with its owner's plan: for the super admin. */
let GetPlantViewHandler = class GetPlantViewHandler {
    dataSource;
    plans;
    constructor(dataSource, plans) {
        this.dataSource = dataSource;
        this.plans = plans;
    }
    async execute({ plantId }) {
        const [row] = await this.dataSource.query(`SELECT * FROM plants WHERE id = $1`, [plantId]);
        if (!row)
            throw domain_error_1.DomainError.notFound(plant_decider_1.PLANT_NOT_FOUND);
        return (0, plant_view_1.toPlantView)(row, await this.plans.currentPlan(Number(row.owner_id)));
    }
};
exports.GetPlantViewHandler = GetPlantViewHandler;
exports.GetPlantViewHandler = GetPlantViewHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetPlantViewQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        owner_plan_reader_1.OwnerPlanReader])
], GetPlantViewHandler);
exports.PLANT_QUERY_HANDLERS = [ListOwnerPlantsHandler, GetOwnedPlantHandler, GetPlantViewHandler];
//# sourceMappingURL=plant.queries.js.map