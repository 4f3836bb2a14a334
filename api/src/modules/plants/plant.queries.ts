import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '../../platform/domain/domain-error';
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

@QueryHandler(ListOwnerPlantsQuery)
export class ListOwnerPlantsHandler implements IQueryHandler<ListOwnerPlantsQuery, PlantView[]> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: OwnerPlanReader,
  ) {}

  async execute({ ownerId }: ListOwnerPlantsQuery): Promise<PlantView[]> {
    const [rows, plan] = await Promise.all([
      this.dataSource.query(`SELECT * FROM plants WHERE owner_id = $1 ORDER BY is_default DESC, id`, [ownerId]) as Promise<PlantRow[]>,
      this.plans.currentPlan(ownerId),
    ]);
    return rows.map((row) => toPlantView(row, plan));
  }
}

/**
 * One plant of the calling owner: 404 when it does not exist, 403 when it is someone else's.
 * Every plant-scoped route of every module goes through this (or OwnerPlantContextQuery).
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

/**
 * The plant a plant-scoped call works on: `filter_plant_id` (or `tenant_filter_plant_id`) when
 * given, which must be a positive integer and one of the caller's plants (403 otherwise);
 * without one, the owner's default plant, else their first.
 */
export class OwnerPlantContextQuery {
  constructor(
    readonly ownerId: number,
    readonly rawPlantId: unknown,
  ) {}
}

@QueryHandler(OwnerPlantContextQuery)
export class OwnerPlantContextHandler implements IQueryHandler<OwnerPlantContextQuery, PlantRow> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ ownerId, rawPlantId }: OwnerPlantContextQuery): Promise<PlantRow> {
    if (rawPlantId === undefined || rawPlantId === null || rawPlantId === '') {
      const [row]: PlantRow[] = await this.dataSource.query(
        `SELECT * FROM plants WHERE owner_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
        [ownerId],
      );
      if (!row)
        throw new DomainError('validation', NO_PLANT_CONTEXT, { code: NO_PLANTS_CREATED, errors: { filter_plant_id: [NO_PLANT_CONTEXT] } });
      return row;
    }
    const plantId = parsePlantId(rawPlantId);
    const [row]: PlantRow[] = await this.dataSource.query(`SELECT * FROM plants WHERE id = $1`, [plantId]);
    // A plant that does not exist and one of another owner answer alike: nothing to learn by probing ids.
    if (!row || Number(row.owner_id) !== ownerId) throw DomainError.forbidden(UNAUTHORIZED_PLANT, 'UNAUTHORIZED_PLANT_ACCESS');
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

export const PLANT_QUERY_HANDLERS = [ListOwnerPlantsHandler, GetOwnedPlantHandler, OwnerPlantContextHandler, GetPlantViewHandler];
