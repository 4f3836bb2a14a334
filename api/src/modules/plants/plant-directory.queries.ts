import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { anyId, containsText } from '../../platform/database/kysely';
import { Database, Int8 } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { PlantRow, toPlantView } from './plant.view';

/**
 * The plan the owner of a page's plant pays for, looked up for the page's rows only (no package =
 * the first free plan), so the lookup never runs per plant of the whole table.
 */
const OWNER_PLAN_ID = sql<Int8>`COALESCE((SELECT op.subscription_plan_id FROM owner_packages op WHERE op.owner_id = page.owner_id),
                                         (SELECT f.id FROM subscription_plans f WHERE f.price_per_month = 0 ORDER BY f.id LIMIT 1))`;

type DirectoryRow = PlantRow & { owner_name: string; owner_email: string; plan_name: string | null; plan_price: string | null };

function toDirectoryItem(row: DirectoryRow) {
  const plan = { name: row.plan_name ?? 'Free', price_per_month: Number(row.plan_price ?? 0), max_plants: 0 };
  return {
    ...toPlantView(row, plan),
    owner: { id: Number(row.owner_id), name: row.owner_name, email: row.owner_email },
    owner_name: row.owner_name,
  };
}
export type PlantDirectoryItem = ReturnType<typeof toDirectoryItem>;

export interface PlantDirectoryFilter {
  search?: string | null;
  status?: 'active' | 'inactive' | null;
  ownerId?: number | null;
  ids?: number[] | null;
}

export const PLANT_DIRECTORY_SORTS = ['id', 'name', 'code', 'is_active', 'created_at', 'owner_name'] as const;
export type PlantDirectorySort = { field: (typeof PLANT_DIRECTORY_SORTS)[number]; order: 'ASC' | 'DESC' } | null;

/**
 * Every plant across owners, for the super admin: by default 'Awaiting Activation' first, then
 * newest; with owner name and the owner's plan. Offset/limit paging.
 */
export class ListPlantDirectoryQuery {
  constructor(
    readonly filter: PlantDirectoryFilter,
    readonly offset: number,
    readonly limit: number,
    readonly sort: PlantDirectorySort = null,
  ) {}
}

@QueryHandler(ListPlantDirectoryQuery)
export class ListPlantDirectoryHandler implements IQueryHandler<ListPlantDirectoryQuery, { items: PlantDirectoryItem[]; total: number }> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ filter, offset, limit, sort }: ListPlantDirectoryQuery): Promise<{ items: PlantDirectoryItem[]; total: number }> {
    const matching = this.db
      .selectFrom('plants as p')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .where((eb) => {
        const filters: Expression<SqlBool>[] = [];
        if (filter.search) filters.push(containsText(eb, ['p.name', 'p.code', 'u.name'], filter.search));
        if (filter.status) filters.push(filter.status === 'active' ? eb.ref('p.is_active') : eb.not(eb.ref('p.is_active')));
        if (filter.ownerId) filters.push(eb('p.owner_id', '=', String(filter.ownerId)));
        if (filter.ids) filters.push(eb('p.id', '=', anyId(filter.ids)));
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
        .selectFrom((db) =>
          db
            .selectFrom(numbered.as('numbered'))
            .selectAll('numbered')
            .select(sql<string>`row_number() OVER ()`.as('ordinal'))
            .as('page'),
        )
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom('subscription_plans as sp')
              .select(['sp.name as plan_name', 'sp.price_per_month as plan_price'])
              .where('sp.id', '=', OWNER_PLAN_ID)
              .as('plan'),
          (join) => join.onTrue(),
        )
        .selectAll('page')
        .select(['plan.plan_name', 'plan.plan_price'])
        .orderBy('page.ordinal')
        .execute(),
      matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toDirectoryItem), total };
  }
}

/**
 * Public search of the customers' mobile app: active plants with a verified location near a point.
 * Everything it answers (which plants, their order, coordinates and distances) comes from each
 * plant's public point, never from the exact location, so no series of searches can place a plant
 * closer than its offset of 0.6 to 1 km (see migration 1763700000310-plant-coarse-location).
 */
export class NearbyPlantsQuery {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
    readonly radiusKm: number,
    readonly limit: number,
  ) {}
}

const KM_PER_DEGREE_LATITUDE = 111.045;
const EARTH_RADIUS_KM = 6371.0088;

/** A plant near the point, as the customers' app lists it. */
export interface NearbyPlant {
  id: number;
  name: string;
  code: string;
  phone: string | null;
  default_can_rate: number;
  latitude: number;
  longitude: number;
  /** Kilometres from the point to the plant's public point, to one decimal. */
  distance_km: number;
}

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
@QueryHandler(NearbyPlantsQuery)
export class NearbyPlantsHandler implements IQueryHandler<NearbyPlantsQuery, string> {
  constructor(private readonly sql: Sql) {}

  async execute({ latitude, longitude, radiusKm, limit }: NearbyPlantsQuery): Promise<string> {
    const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
    const cosLat = Math.cos((latitude * Math.PI) / 180);
    const dLng = cosLat < 0.01 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat));
    const row = await this.sql.one<{ plants: string }>(NEARBY_SQL, [latitude, longitude, dLat, dLng, radiusKm, limit]);
    return row!.plants;
  }
}

export const PLANT_DIRECTORY_QUERY_HANDLERS = [ListPlantDirectoryHandler, NearbyPlantsHandler];
