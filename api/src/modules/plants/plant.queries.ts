import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { FREE_PLAN_FALLBACK, OWNER_PLAN_SQL } from '../plans/plan.queries';
import { JsonText } from '../../platform/cache/json-text';
import { jsonAnswers } from '../../platform/cache/stamped-answers';
import { PLANT_NOT_FOUND } from './plant.decider';
import { OwnerPlanReader } from './owner-plan.reader';
import { PlantRow, PlantView, toPlantView } from './plant.view';

export const UNAUTHORIZED_PLANT = 'Unauthorized plant access. Please ensure you have selected a valid plant.';
export const NO_PLANT_CONTEXT = 'Plant context not available. Please complete plant setup first.';
export const INVALID_PLANT_ID = 'The filter plant id must be a positive integer.';
export const NO_PLANTS_CREATED = ERROR_CODES.noPlantsCreated;
export const NO_PLANTS_MESSAGE = 'No plants found. Please create a plant first.';

/** A plant id from a path or query: a positive integer, else 422 on the given field. */
export function parsePlantId(raw: unknown, field = 'filter_plant_id'): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw DomainError.field(field, INVALID_PLANT_ID);
  return id;
}

export class ListOwnerPlantsQuery {
  constructor(readonly ownerId: number) {}
}

/** The owner's plants with their plan's name and fee, in one statement (the plan is read once). */
const OWNER_PLANTS_SQL = `SELECT pl.*, plan.name AS plan_name, plan.price_per_month AS plan_price, plan.max_plants AS plan_max_plants
     FROM plants pl LEFT JOIN (${OWNER_PLAN_SQL}) plan ON true
    WHERE pl.owner_id = $1
    ORDER BY pl.is_default DESC, pl.id`;

/**
 * What the owner's plant list and plan are read from ($n the owner): their plants' row versions (a
 * new, changed or activated plant), their plan choice and the plans themselves (name, fee, limit).
 */
export const OWNER_PLANTS_STAMP = (
  owner: string,
) => `coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM plants WHERE owner_id = ${owner}::bigint), '')
  || '/' || coalesce((SELECT xmin::text FROM owner_packages WHERE owner_id = ${owner}::bigint), '')
  || '/' || coalesce((SELECT string_agg(xmin::text, ',' ORDER BY id) FROM subscription_plans), '')`;
const STAMP_OF_OWNER_PLANTS = `SELECT ${OWNER_PLANTS_STAMP('$1')} AS stamp`;

export interface OwnerPlantList {
  plants: PlantView[];
  user_state: 'ACTIVE_PLANTS';
}

/** Plant lists kept per process (about 1 kB a plant), and bytes of their JSON. */
const KEPT_PLANT_LISTS = 20_000;
const KEPT_PLANT_LIST_BYTES = 32_000_000;

/**
 * The owner's plants, kept in process with OWNER_PLANTS_STAMP read first (see StampedAnswers): one
 * statement by key per request while nothing changed. 404 NO_PLANTS_CREATED when there are none.
 */
@QueryHandler(ListOwnerPlantsQuery)
export class ListOwnerPlantsHandler implements IQueryHandler<ListOwnerPlantsQuery, JsonText<OwnerPlantList>> {
  private readonly kept = jsonAnswers<OwnerPlantList>(KEPT_PLANT_LISTS, KEPT_PLANT_LIST_BYTES);

  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: ListOwnerPlantsQuery): Promise<JsonText<OwnerPlantList>> {
    const { stamp } = (await this.sql.one<{ stamp: string }>(STAMP_OF_OWNER_PLANTS, [ownerId]))!;
    return this.kept.answer(String(ownerId), stamp, async () => {
      const plants = await this.read(ownerId);
      if (plants.length === 0)
        throw new DomainError('not_found', NO_PLANTS_MESSAGE, {
          code: NO_PLANTS_CREATED,
          data: { plants: [], user_state: NO_PLANTS_CREATED },
        });
      return new JsonText<OwnerPlantList>(JSON.stringify({ plants, user_state: 'ACTIVE_PLANTS' }));
    });
  }

  private async read(ownerId: number): Promise<PlantView[]> {
    type Row = PlantRow & { plan_name: string | null; plan_price: string | null; plan_max_plants: number | null };
    const rows = await this.sql.rows<Row>(OWNER_PLANTS_SQL, [ownerId]);
    return rows.map((row) => {
      // No plan row at all only before the plans are seeded: the built-in Free plan then.
      const plan =
        row.plan_name === null
          ? FREE_PLAN_FALLBACK
          : { name: row.plan_name, price_per_month: row.plan_price, max_plants: row.plan_max_plants };
      return toPlantView(row, { name: plan.name, price_per_month: Number(plan.price_per_month), max_plants: Number(plan.max_plants) });
    });
  }
}

/**
 * One plant of the calling owner: 404 when it does not exist, 403 when it is someone else's.
 * The plant routes' own check; plant-scoped routes of other modules use ResolveOwnedPlantQuery.
 */
export class GetOwnedPlantQuery {
  constructor(
    readonly ownerId: number,
    readonly plantId: number,
  ) {}
}

@QueryHandler(GetOwnedPlantQuery)
export class GetOwnedPlantHandler implements IQueryHandler<GetOwnedPlantQuery, PlantRow> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, plantId }: GetOwnedPlantQuery): Promise<PlantRow> {
    const row = await this.sql.one<PlantRow>(`SELECT * FROM plants WHERE id = $1`, [plantId]);
    if (!row) throw DomainError.notFound(PLANT_NOT_FOUND);
    if (Number(row.owner_id) !== ownerId) throw DomainError.forbidden(UNAUTHORIZED_PLANT, ERROR_CODES.unauthorizedPlantAccess);
    return row;
  }
}

export class GetPlantViewQuery {
  constructor(readonly plantId: number) {}
}

/** Any plant by id, with its owner's plan: for the super admin. */
@QueryHandler(GetPlantViewQuery)
export class GetPlantViewHandler implements IQueryHandler<GetPlantViewQuery, PlantView> {
  constructor(
    private readonly sql: Sql,
    private readonly plans: OwnerPlanReader,
  ) {}

  async execute({ plantId }: GetPlantViewQuery): Promise<PlantView> {
    const row = await this.sql.one<PlantRow>(`SELECT * FROM plants WHERE id = $1`, [plantId]);
    if (!row) throw DomainError.notFound(PLANT_NOT_FOUND);
    return toPlantView(row, await this.plans.currentPlan(Number(row.owner_id)));
  }
}

export const PLANT_QUERY_HANDLERS = [ListOwnerPlantsHandler, GetOwnedPlantHandler, GetPlantViewHandler];
