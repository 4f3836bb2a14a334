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
exports.TENANT_QUERY_HANDLERS = exports.GetFilterOwnerHandler = exports.GetFilterOwnerQuery = exports.ListFilterOwnersHandler = exports.OwnerPage = exports.ListFilterOwnersQuery = exports.OWNER_SORTS = exports.OWNER_NOT_FOUND = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const domain_error_1 = require("../../platform/domain/domain-error");
const kysely_1 = require("../../platform/database/kysely");
const sql_1 = require("../../platform/database/sql");
const versioned_cache_1 = require("./versioned-cache");
const plan_queries_1 = require("../plans/plan.queries");
exports.OWNER_NOT_FOUND = 'Filter owner not found.';
/** Money from numeric columns: a number with at most 2 decimals. */
const money = (value) => Math.round(Number(value) * 100) / 100;
/** The fields an owner list sorts on; text ones sort ignoring case. */
exports.OWNER_SORTS = { id: 'exact', name: 'folded', email: 'folded', is_active: 'exact', created_at: 'exact' };
/** Owner-list statements by their shape (filters given, sort): each text is fixed, prepared once per connection. */
const OWNER_PAGE_TEXTS = new Map();
/**
 * The page's owners with their plant counts and billing, and the number of owners matching, in
 * one statement (one round trip): owners from `users`, plants from the plants module's read
 * model, the plan from `owner_packages` (none = the Free plan). An empty page still yields one
 * row, carrying the total.
 *
 * The text depends only on which filters are given and on the sort, both taken from fixed
 * fragments (the sort field from OWNER_SORTS), never on the request's values, which are all
 * parameters: a few dozen texts at most, each parsed and planned once per connection, where
 * building the statement with Kysely cost every request more CPU than PostgreSQL spent on it.
 * Values: $1 limit, $2 offset, then the search pattern, the active flag and the ids, those given.
 */
function ownerPageStatement(criteria) {
    const sort = criteria.sort ?? { field: 'created_at', order: 'DESC' };
    const values = [criteria.limit, criteria.offset];
    if (criteria.search)
        values.push((0, kysely_1.containingPattern)(criteria.search));
    if (typeof criteria.active === 'boolean')
        values.push(criteria.active);
    if (criteria.ids)
        values.push(criteria.ids);
    const shape = `${criteria.search ? 's' : ''}${typeof criteria.active === 'boolean' ? 'a' : ''}${criteria.ids ? 'i' : ''}:${sort.field}:${sort.order}`;
    const text = OWNER_PAGE_TEXTS.get(shape) ?? ownerPageText(criteria, sort, shape);
    return { text, values, key: `${shape} ${JSON.stringify(values)}` };
}
function ownerPageText(criteria, sort, shape) {
    if (!Object.hasOwn(exports.OWNER_SORTS, sort.field))
        throw new Error(`not an owner sort: ${sort.field}`);
    const direction = sort.order === 'DESC' ? 'DESC' : 'ASC';
    const key = (table) => (exports.OWNER_SORTS[sort.field] === 'folded' ? `lower(${table}.${sort.field})` : `${table}.${sort.field}`);
    const filters = [`u.role = 'filter_owner'`];
    let next = 3;
    if (criteria.search)
        filters.push(`(u.name ILIKE $${next} OR u.email ILIKE $${next++})`);
    if (typeof criteria.active === 'boolean')
        filters.push(`u.is_active = $${next++}::boolean`);
    if (criteria.ids)
        filters.push(`u.id = any($${next++}::bigint[])`);
    // A text search may have to read every owner: match once (the trigram indexes serve it), then
    // count and page the matches. Otherwise `found` is inlined twice, and the index on
    // (role, created_at) serves the page without reading the rest. The id breaks ties so pages
    // never overlap.
    const text = `
    WITH free AS (${plan_queries_1.FREE_PLAN_SQL}),
    found AS ${criteria.search ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
      SELECT u.id, u.name, u.email, u.is_active, u.created_at, u.updated_at, u.first_login_completed
        FROM users u
       WHERE ${filters.join(' AND ')}),
    matching AS (SELECT count(*)::int AS total FROM found),
    page AS (SELECT u.* FROM found u ORDER BY ${key('u')} ${direction}, u.id ${direction} LIMIT $1::bigint OFFSET $2::bigint),
    items AS (
      SELECT page.*, coalesce(p.plants, 0)::int AS plants, coalesce(p.active, 0)::int AS active_plants,
             plan.id AS plan_id, plan.name AS plan_name, plan.price_per_month, plan.max_plants
        FROM page
        LEFT JOIN LATERAL (SELECT count(*) AS plants, count(*) FILTER (WHERE pl.is_active) AS active
                             FROM plants pl WHERE pl.owner_id = page.id) p ON true
        LEFT JOIN owner_packages op ON op.owner_id = page.id
        LEFT JOIN subscription_plans plan ON plan.id = coalesce(op.subscription_plan_id, (SELECT free.id FROM free)))
    SELECT matching.total, items.*
      FROM matching LEFT JOIN items ON true
     ORDER BY ${key('items')} ${direction}, items.id ${direction}`;
    OWNER_PAGE_TEXTS.set(shape, text);
    return text;
}
const isOwnerRow = (row) => row.id !== null;
function ownerPage(sql, criteria) {
    const { text, values } = ownerPageStatement(criteria);
    return sql.rows(text, values);
}
function toItem(row) {
    const price = money(row.price_per_month ?? 0);
    return {
        id: Number(row.id),
        name: row.name,
        email: row.email,
        is_active: row.is_active,
        created_at: new Date(row.created_at).toISOString(),
        updated_at: new Date(row.updated_at).toISOString(),
        first_login_completed: row.first_login_completed,
        filter_plants_count: row.plants,
        billing_summary: { total_monthly_fees: money(price * row.active_plants), active_plants: row.active_plants },
        subscription_plan: { id: Number(row.plan_id), name: row.plan_name ?? 'Free', price_per_month: price, max_plants: row.max_plants ?? 1 },
    };
}
class ListFilterOwnersQuery {
    criteria;
    constructor(criteria) {
        this.criteria = criteria;
    }
}
exports.ListFilterOwnersQuery = ListFilterOwnersQuery;
/** A page of owners and how many match; kept pages are shared by requests, so nothing in them changes. */
class OwnerPage {
    items;
    total;
    json;
    constructor(items, total) {
        this.items = items;
        this.total = total;
        Object.freeze(items);
    }
    /** The items as JSON, written once for a page however many requests send it. */
    get itemsJson() {
        return (this.json ??= JSON.stringify(this.items));
    }
}
exports.OwnerPage = OwnerPage;
/** Owner pages kept while the owner list's version stands; beyond this many, the least recently used goes. */
const KEPT_OWNER_PAGES = 500;
/** Moved on by every write to users, plants, owner_packages or subscription_plans (migration 1763700000525). */
const OWNER_LIST_VERSION_SQL = `SELECT version FROM owner_list_version`;
/**
 * The super admin's owner list. A search reads every matching owner to count and sort them
 * (about a millisecond of PostgreSQL's time for a common name among 5,000 owners), while the
 * same few searches and pages are asked again and again between changes to owners, plants and
 * plans: pages are kept until one of those commits (see VersionedCache), which costs a kept page
 * one read of one row by key.
 */
let ListFilterOwnersHandler = class ListFilterOwnersHandler {
    sql;
    pages;
    constructor(sql) {
        this.sql = sql;
        this.pages = new versioned_cache_1.VersionedCache(sql, OWNER_LIST_VERSION_SQL, KEPT_OWNER_PAGES);
    }
    execute({ criteria }) {
        const { text, values, key } = ownerPageStatement(criteria);
        return this.pages.get(key, async () => {
            const rows = await this.sql.rows(text, values);
            return new OwnerPage(rows.filter(isOwnerRow).map(toItem), rows[0]?.total ?? 0);
        });
    }
};
exports.ListFilterOwnersHandler = ListFilterOwnersHandler;
exports.ListFilterOwnersHandler = ListFilterOwnersHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListFilterOwnersQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ListFilterOwnersHandler);
class GetFilterOwnerQuery {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.GetFilterOwnerQuery = GetFilterOwnerQuery;
let GetFilterOwnerHandler = class GetFilterOwnerHandler {
    sql;
    dataSource;
    constructor(sql, dataSource) {
        this.sql = sql;
        this.dataSource = dataSource;
    }
    async execute({ ownerId }) {
        const [row] = await ownerPage(this.sql, { ids: [ownerId], offset: 0, limit: 1 });
        if (!row || !isOwnerRow(row))
            throw domain_error_1.DomainError.notFound(exports.OWNER_NOT_FOUND);
        const owner = toItem(row);
        const plants = await this.dataSource.query(`SELECT pl.id, pl.name, pl.code, pl.is_active,
              (SELECT count(*) FROM areas a WHERE a.plant_id = pl.id)::int AS areas_count,
              (SELECT count(*) FROM employees e WHERE e.plant_id = pl.id)::int AS employees_count
         FROM plants pl WHERE pl.owner_id = $1 ORDER BY pl.id`, [ownerId]);
        const fee = owner.subscription_plan.price_per_month;
        const breakdown = plants.map((p) => ({
            id: Number(p.id),
            name: p.name,
            code: p.code,
            is_active: p.is_active,
            areas_count: p.areas_count,
            employees_count: p.employees_count,
            monthly_fee: fee,
        }));
        return {
            ...owner,
            analytics: {
                account_created: owner.created_at,
                plants_breakdown: breakdown,
                total_monthly_billing: owner.billing_summary.total_monthly_fees,
            },
        };
    }
};
exports.GetFilterOwnerHandler = GetFilterOwnerHandler;
exports.GetFilterOwnerHandler = GetFilterOwnerHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetFilterOwnerQuery),
    __metadata("design:paramtypes", [sql_1.Sql,
        typeorm_1.DataSource])
], GetFilterOwnerHandler);
exports.TENANT_QUERY_HANDLERS = [ListFilterOwnersHandler, GetFilterOwnerHandler];
//# sourceMappingURL=tenant.queries.js.map