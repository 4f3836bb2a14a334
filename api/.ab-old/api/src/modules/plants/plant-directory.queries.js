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
exports.PLANT_DIRECTORY_QUERY_HANDLERS = exports.NearbyPlantsHandler = exports.NearbyPlantsQuery = exports.ListPlantDirectoryHandler = exports.ListPlantDirectoryQuery = exports.PLANT_DIRECTORY_SORTS = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const kysely_1 = require("kysely");
const kysely_2 = require("../../platform/database/kysely");
const sql_1 = require("../../platform/database/sql");
const plant_view_1 = require("./plant.view");
/**
 * The plan the owner of a page's plant pays for, looked up for the page's rows only (no package =
 * the first free plan), so the lookup never runs per plant of the whole table.
 */
const OWNER_PLAN_ID = (0, kysely_1.sql) `COALESCE((SELECT op.subscription_plan_id FROM owner_packages op WHERE op.owner_id = page.owner_id),
                                         (SELECT f.id FROM subscription_plans f WHERE f.price_per_month = 0 ORDER BY f.id LIMIT 1))`;
function toDirectoryItem(row) {
    const plan = { name: row.plan_name ?? 'Free', price_per_month: Number(row.plan_price ?? 0), max_plants: 0 };
    return {
        ...(0, plant_view_1.toPlantView)(row, plan),
        owner: { id: Number(row.owner_id), name: row.owner_name, email: row.owner_email },
        owner_name: row.owner_name,
    };
}
exports.PLANT_DIRECTORY_SORTS = ['id', 'name', 'code', 'is_active', 'created_at', 'owner_name'];
/**
 * Every plant across owners, for the super admin: by default 'Awaiting Activation' first, then
 * newest; with owner name and the owner's plan. Offset/limit paging.
 */
class ListPlantDirectoryQuery {
    filter;
    offset;
    limit;
    sort;
    constructor(filter, offset, limit, sort = null) {
        this.filter = filter;
        this.offset = offset;
        this.limit = limit;
        this.sort = sort;
    }
}
exports.ListPlantDirectoryQuery = ListPlantDirectoryQuery;
let ListPlantDirectoryHandler = class ListPlantDirectoryHandler {
    db;
    constructor(db) {
        this.db = db;
    }
    async execute({ filter, offset, limit, sort }) {
        const matching = this.db
            .selectFrom('plants as p')
            .innerJoin('users as u', 'u.id', 'p.owner_id')
            .where((eb) => {
            const filters = [];
            if (filter.search)
                filters.push((0, kysely_2.containsText)(eb, ['p.name', 'p.code', 'u.name'], filter.search));
            if (filter.status)
                filters.push(filter.status === 'active' ? eb.ref('p.is_active') : eb.not(eb.ref('p.is_active')));
            if (filter.ownerId)
                filters.push(eb('p.owner_id', '=', String(filter.ownerId)));
            if (filter.ids)
                filters.push(eb('p.id', '=', (0, kysely_2.anyId)(filter.ids)));
            return eb.and(filters);
        });
        const firstKey = sort
            ? matching.orderBy(sort.field === 'owner_name' ? 'u.name' : `p.${sort.field}`, sort.order === 'DESC' ? 'desc' : 'asc')
            : matching.orderBy('p.is_active', 'asc');
        const numbered = firstKey
            .orderBy('p.created_at', 'desc')
            .orderBy('p.id', 'desc')
            .selectAll('p')
            .select(['u.name as owner_name', 'u.email as owner_email'])
            .limit(limit)
            .offset(offset);
        // The page first, then the plan for its rows only, kept in the page's order.
        const [rows, { total }] = await Promise.all([
            this.db
                .selectFrom((db) => db
                .selectFrom(numbered.as('numbered'))
                .selectAll('numbered')
                .select((0, kysely_1.sql) `row_number() OVER ()`.as('ordinal'))
                .as('page'))
                .leftJoinLateral((eb) => eb
                .selectFrom('subscription_plans as sp')
                .select(['sp.name as plan_name', 'sp.price_per_month as plan_price'])
                .where('sp.id', '=', OWNER_PLAN_ID)
                .as('plan'), (join) => join.onTrue())
                .selectAll('page')
                .select(['plan.plan_name', 'plan.plan_price'])
                .orderBy('page.ordinal')
                .execute(),
            matching.select((0, kysely_1.sql) `count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        ]);
        return { items: rows.map(toDirectoryItem), total };
    }
};
exports.ListPlantDirectoryHandler = ListPlantDirectoryHandler;
exports.ListPlantDirectoryHandler = ListPlantDirectoryHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ListPlantDirectoryQuery),
    __metadata("design:paramtypes", [kysely_1.Kysely])
], ListPlantDirectoryHandler);
/**
 * Public search of the customers' mobile app: active plants with a verified location near a point.
 * Everything it answers (which plants, their order, coordinates and distances) comes from each
 * plant's public point, never from the exact location, so no series of searches can place a plant
 * closer than its offset of 0.6 to 1 km (see migration 1763700000310-plant-coarse-location).
 */
class NearbyPlantsQuery {
    latitude;
    longitude;
    radiusKm;
    limit;
    constructor(latitude, longitude, radiusKm, limit) {
        this.latitude = latitude;
        this.longitude = longitude;
        this.radiusKm = radiusKm;
        this.limit = limit;
    }
}
exports.NearbyPlantsQuery = NearbyPlantsQuery;
const KM_PER_DEGREE_LATITUDE = 111.045;
const EARTH_RADIUS_KM = 6371.0088;
/**
 * A bounding box the GiST index serves, then the exact great-circle distance on what is left,
 * nearest first, written as the JSON array of NearbyPlant by PostgreSQL (the request path
 * neither builds nor serialises an object per plant). One fixed text, prepared once per
 * connection: $1 latitude, $2 longitude, $3 and $4 the box's half sides in degrees, $5 the
 * radius, $6 the limit.
 *
 * The JSON is what JavaScript wrote before, byte for byte: the rate as a number, the distance
 * rounded half up to one decimal exactly as Math.round(km * 10) / 10 (floor(x + 0.5) is exact
 * for x >= 0.5 in doubles; below it rounds to 0), every number in its shortest form.
 */
const NEARBY_SQL = `
  SELECT '[' || coalesce(string_agg(row_to_json(r)::text, ',' ORDER BY n.distance_km, n.id), '') || ']' AS plants
    FROM (
      SELECT * FROM (
          SELECT id, name, code, phone, default_can_rate, public_latitude, public_longitude,
                 2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
                   power(sin(radians(public_latitude - $1::float8) / 2), 2) +
                   cos(radians($1::float8)) * cos(radians(public_latitude)) * power(sin(radians(public_longitude - $2::float8) / 2), 2))) AS distance_km
            FROM plants
           WHERE is_active AND location_verified
             AND point(public_longitude, public_latitude)
                 <@ box(point($2::float8 - $4::float8, $1::float8 - $3::float8), point($2::float8 + $4::float8, $1::float8 + $3::float8))
        ) candidates
       WHERE distance_km <= $5::float8
       ORDER BY distance_km, id
       LIMIT $6::int
    ) n
    CROSS JOIN LATERAL (
      SELECT n.id, n.name, n.code, n.phone, n.default_can_rate::float8 AS default_can_rate,
             n.public_latitude AS latitude, n.public_longitude AS longitude,
             CASE WHEN n.distance_km * 10 < 0.5 THEN 0 ELSE floor(n.distance_km * 10 + 0.5) / 10 END AS distance_km
    ) r`;
/** The nearby plants as the JSON text of a NearbyPlant array, nearest first (a @RawResponse route passes it through). */
let NearbyPlantsHandler = class NearbyPlantsHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ latitude, longitude, radiusKm, limit }) {
        const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
        const cosLat = Math.cos((latitude * Math.PI) / 180);
        const dLng = cosLat < 0.01 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat));
        const row = await this.sql.one(NEARBY_SQL, [latitude, longitude, dLat, dLng, radiusKm, limit]);
        return row.plants;
    }
};
exports.NearbyPlantsHandler = NearbyPlantsHandler;
exports.NearbyPlantsHandler = NearbyPlantsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(NearbyPlantsQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], NearbyPlantsHandler);
exports.PLANT_DIRECTORY_QUERY_HANDLERS = [ListPlantDirectoryHandler, NearbyPlantsHandler];
//# sourceMappingURL=plant-directory.queries.js.map