import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { FREE_PLAN_FALLBACK, OWNER_PLAN_SQL } from '../plans/plan.queries';
import { PLANT_NOT_FOUND } from './plant.decider';
import { OwnerPlanReader } from './owner-plan.reader';
import { PlantRow, PlantView, toPlantView } from './plant.view';

export const UNAUTHORIZED_PLANT = 'Unauthorized plant access. Please ensure you have selected a valid plant.';
export const NO_PLANT_CONTEXT = 'Plant context not available. Please complete plant setup first.';
export const INVALID_PLANT_ID = 'The filter plant id must be a positive integer.';
export const NO_PLANTS_CREATED = 'NO_PLANTS_CREATED';
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

@QueryHandler(ListOwnerPlantsQuery)
export class ListOwnerPlantsHandler implements IQueryHandler<ListOwnerPlantsQuery, PlantView[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ ownerId }: ListOwnerPlantsQuery): Promise<PlantView[]> {
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
  constructor(private readonly dataSource: DataSource) {}

  async execute({ ownerId, plantId }: GetOwnedPlantQuery): Promise<PlantRow> {
    const [row]: PlantRow[] = await this.dataSource.query(`SELECT * FROM plants WHERE id = $1`, [plantId]);
    if (!row) throw DomainError.notFound(PLANT_NOT_FOUND);
    if (Number(row.owner_id) !== ownerId) throw DomainError.forbidden(UNAUTHORIZED_PLANT, 'UNAUTHORIZED_PLANT_ACCESS');
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
    private readonly dataSource: DataSource,
    private readonly plans: OwnerPlanReader,
  ) {}

  async execute({ plantId }: GetPlantViewQuery): Promise<PlantView> {
    const [row]: PlantRow[] = await this.dataSource.query(`SELECT * FROM plants WHERE id = $1`, [plantId]);
    if (!row) throw DomainError.notFound(PLANT_NOT_FOUND);
    return toPlantView(row, await this.plans.currentPlan(Number(row.owner_id)));
  }
}

export const PLANT_QUERY_HANDLERS = [ListOwnerPlantsHandler, GetOwnedPlantHandler, GetPlantViewHandler];
