import type { CustomerMap, MapCustomer, MapSettings } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ExpressionBuilder, Expression, Kysely, sql, SqlBool } from 'kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { MAP_TILE_ATTRIBUTION } from '../../platform/domain/location';
import { AREA_NOT_FOUND } from '../areas/area.decider';
import { MAP_TILE_URL_KEY } from '../settings/settings.events';
import { mapTileUrlOf } from '../settings/settings.queries';
import { overCanLimit, overCreditLimit } from '../customers/over-limits';

/**
 * A plant's map background and start: the platform's tile address (the default when never set)
 * and the plant's own place and name. One statement by key: $1 the plant, $2 the setting's key.
 */
const PLANT_MAP_SQL = `
  SELECT pl.name, pl.latitude::float8 AS latitude, pl.longitude::float8 AS longitude,
         (SELECT s.value FROM system_settings s WHERE s.key = $2) AS tile_url
    FROM plants pl
   WHERE pl.id = $1`;

/** An area of the owner's plant, by key: $1 the area, $2 the plant, $3 the owner. */
const AREA_OF_PLANT_SQL = `SELECT 1 AS found FROM areas WHERE id = $1 AND plant_id = $2 AND owner_id = $3`;

/** The map's settings for one plant (the owner's map and the rider's route share them). */
export class PlantMapSettingsQuery {
  constructor(readonly plantId: number) {}
}

@QueryHandler(PlantMapSettingsQuery)
export class PlantMapSettingsHandler implements IQueryHandler<PlantMapSettingsQuery, MapSettings> {
  constructor(private readonly sql: Sql) {}

  async execute({ plantId }: PlantMapSettingsQuery): Promise<MapSettings> {
    return mapSettingsOf(await this.sql.one<PlantMapRow>(PLANT_MAP_SQL, [plantId, MAP_TILE_URL_KEY]));
  }
}

interface PlantMapRow {
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** The setting's jsonb value, parsed (a string), or null when never set. */
  tile_url: string | null;
}

function mapSettingsOf(row: PlantMapRow | undefined): MapSettings {
  const placed = row && row.latitude !== null && row.longitude !== null;
  return {
    tile_url: mapTileUrlOf(row?.tile_url),
    attribution: MAP_TILE_ATTRIBUTION,
    plant: placed ? { name: row.name, latitude: row.latitude!, longitude: row.longitude! } : null,
  };
}

export interface CustomerMapCriteria {
  ownerId: number;
  plantId: number;
  areaId?: number;
}

/** GET /filter-owner/customers/map: the plant's active customers that have a place, how many have none, and the map's settings. */
export class CustomerMapQuery {
  constructor(readonly criteria: CustomerMapCriteria) {}
}

type MapConditions = ExpressionBuilder<Database, 'customers'>;

/** The plant's active customers (of the area, when one is asked): what both counts of the map start from. */
function activeOfPlant(eb: MapConditions, { ownerId, plantId, areaId }: CustomerMapCriteria): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [
    eb('customers.plant_id', '=', String(plantId)),
    eb('customers.owner_id', '=', String(ownerId)),
    eb('customers.is_active', '=', true),
  ];
  if (areaId) all.push(eb('customers.area_id', '=', String(areaId)));
  return all;
}

/** A customer has a place when both coordinates are set (coordinatesOf's rule in packages/contracts). */
const placed = (eb: MapConditions) => eb.and([eb('customers.latitude', 'is not', null), eb('customers.longitude', 'is not', null)]);

/** Over either limit (customers/over-limits.ts: the day sheet's and the customer page's two flags, joined). */
const OVER_LIMIT = sql<boolean>`(${sql.raw(overCreditLimit('customers'))} OR ${sql.raw(overCanLimit('customers'))})`;

/** Placed customers in the order a route walks them: by area, route position (unplaced in the route last), name. */
function placedCustomers(db: Kysely<Database>, criteria: CustomerMapCriteria) {
  return db
    .selectFrom('customers')
    .innerJoin('areas', 'areas.id', 'customers.area_id')
    .leftJoin('customer_schedules', 'customer_schedules.customer_id', 'customers.id')
    .where((eb) => eb.and([...activeOfPlant(eb, criteria), placed(eb)]))
    .select([
      'customers.id',
      'customers.code',
      'customers.name',
      'customers.address',
      'customers.area_id',
      'areas.name as area_name',
      sql<number>`customers.latitude::float8`.as('latitude'),
      sql<number>`customers.longitude::float8`.as('longitude'),
      sql<number>`customers.balance::float8`.as('balance'),
      'customers.cans_out',
      sql<boolean>`customers.balance > 0`.as('unpaid'),
      OVER_LIMIT.as('over_limit'),
      'customer_schedules.route_position',
    ])
    .orderBy(sql`lower(areas.name)`)
    .orderBy('areas.id')
    .orderBy('customer_schedules.route_position', (order) => order.asc().nullsLast())
    .orderBy(sql`lower(customers.name)`)
    .orderBy('customers.id');
}

function unplacedCount(db: Kysely<Database>, criteria: CustomerMapCriteria) {
  return db
    .selectFrom('customers')
    .where((eb) => eb.and([...activeOfPlant(eb, criteria), eb.not(placed(eb))]))
    .select(sql<number>`count(*)::int`.as('n'));
}

type PlacedRow = Omit<MapCustomer, 'id' | 'area_id'> & { id: string; area_id: string };

/**
 * Built with Kysely (the area filter is the caller's), run on Sql: each text prepared once per
 * connection, and the four reads of a request sent together in one pipelined write.
 */
@QueryHandler(CustomerMapQuery)
export class CustomerMapHandler implements IQueryHandler<CustomerMapQuery, CustomerMap> {
  constructor(
    private readonly sql: Sql,
    private readonly db: Kysely<Database>,
  ) {}

  async execute({ criteria }: CustomerMapQuery): Promise<CustomerMap> {
    const { ownerId, plantId, areaId } = criteria;
    const customers = placedCustomers(this.db, criteria).compile();
    const unplaced = unplacedCount(this.db, criteria).compile();
    const [area, plant, rows, count] = await Promise.all([
      areaId ? this.sql.one(AREA_OF_PLANT_SQL, [areaId, plantId, ownerId]) : Promise.resolve({ found: 1 }),
      this.sql.one<PlantMapRow>(PLANT_MAP_SQL, [plantId, MAP_TILE_URL_KEY]),
      this.sql.rows<PlacedRow>(customers.sql, [...customers.parameters]),
      this.sql.one<{ n: number }>(unplaced.sql, [...unplaced.parameters]),
    ]);
    if (!area) throw DomainError.notFound(AREA_NOT_FOUND);
    return {
      ...mapSettingsOf(plant),
      customers: rows.map((row) => ({ ...row, id: Number(row.id), area_id: Number(row.area_id) })),
      unplaced: count?.n ?? 0,
    };
  }
}

export const MAP_QUERY_HANDLERS = [PlantMapSettingsHandler, CustomerMapHandler];
