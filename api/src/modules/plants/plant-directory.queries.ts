import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PlantRow, toPlantView } from './plant.view';

/** The plan each owner of a page pays for, joined in SQL for lists across owners (no package = the Free plan). */
const OWNER_PLAN_JOIN = `
  LEFT JOIN LATERAL (
    SELECT sp.name AS plan_name, sp.price_per_month AS plan_price
      FROM subscription_plans sp
     WHERE sp.id = COALESCE((SELECT op.subscription_plan_id FROM owner_packages op WHERE op.owner_id = page.owner_id),
                            (SELECT f.id FROM subscription_plans f WHERE f.price_per_month = 0 ORDER BY f.id LIMIT 1))
  ) plan ON true`;

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
  constructor(private readonly dataSource: DataSource) {}

  async execute({ filter, offset, limit, sort }: ListPlantDirectoryQuery): Promise<{ items: PlantDirectoryItem[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.search) {
      params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(p.name ILIKE $${params.length} OR p.code ILIKE $${params.length} OR u.name ILIKE $${params.length})`);
    }
    if (filter.status) where.push(filter.status === 'active' ? 'p.is_active' : 'NOT p.is_active');
    if (filter.ownerId) {
      params.push(filter.ownerId);
      where.push(`p.owner_id = $${params.length}`);
    }
    if (filter.ids) {
      params.push(filter.ids);
      where.push(`p.id = ANY($${params.length}::bigint[])`);
    }
    const order = sort
      ? `${sort.field === 'owner_name' ? 'u.name' : `p.${sort.field}`} ${sort.order}, p.created_at DESC, p.id DESC`
      : 'p.is_active ASC, p.created_at DESC, p.id DESC';
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The page first, then owner and plan for its rows only: the plan lookup never runs per plant of the whole table.
    const [rows, [{ total }]]: [DirectoryRow[], { total: number }[]] = await Promise.all([
      this.dataSource.query(
        `SELECT page.*, plan.plan_name, plan.plan_price
           FROM (SELECT numbered.*, row_number() OVER () AS ordinal
                   FROM (SELECT p.*, u.name AS owner_name, u.email AS owner_email
                           FROM plants p JOIN users u ON u.id = p.owner_id
                           ${whereSql}
                          ORDER BY ${order}
                          LIMIT $${params.length + 1} OFFSET $${params.length + 2}) numbered) page
           ${OWNER_PLAN_JOIN}
          ORDER BY page.ordinal`,
        [...params, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM plants p JOIN users u ON u.id = p.owner_id ${whereSql}`, params),
    ]);
    return { items: rows.map(toDirectoryItem), total };
  }
}

/** Public search of the customers' mobile app: active plants with a verified location near a point. */
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

/** Coarse on purpose: the general area, never the exact spot. */
const coarse = (value: number) => Math.round(value * 100) / 100;

@QueryHandler(NearbyPlantsQuery)
export class NearbyPlantsHandler implements IQueryHandler<NearbyPlantsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ latitude, longitude, radiusKm, limit }: NearbyPlantsQuery) {
    // A bounding box the GiST index can serve, then the exact great-circle distance on what is left.
    const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
    const cosLat = Math.cos((latitude * Math.PI) / 180);
    const dLng = cosLat < 0.01 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat));
    const rows: {
      id: string;
      name: string;
      code: string;
      phone: string | null;
      default_can_rate: string;
      latitude: number;
      longitude: number;
      distance_km: number;
    }[] = await this.dataSource.query(
      `SELECT * FROM (
           SELECT id, name, code, phone, default_can_rate, latitude, longitude,
                  2 * $7::float8 * asin(sqrt(
                    power(sin(radians(latitude - $1) / 2), 2) +
                    cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))) AS distance_km
             FROM plants
            WHERE is_active AND location_verified
              AND point(longitude, latitude) <@ box(point($2 - $4, $1 - $3), point($2 + $4, $1 + $3))
         ) candidates
         WHERE distance_km <= $5
         ORDER BY distance_km, id
         LIMIT $6`,
      [latitude, longitude, dLat, dLng, radiusKm, limit, EARTH_RADIUS_KM],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      code: row.code,
      phone: row.phone,
      default_can_rate: Number(row.default_can_rate),
      latitude: coarse(row.latitude),
      longitude: coarse(row.longitude),
      distance_km: Math.round(row.distance_km * 10) / 10,
    }));
  }
}

export const PLANT_DIRECTORY_QUERY_HANDLERS = [ListPlantDirectoryHandler, NearbyPlantsHandler];
