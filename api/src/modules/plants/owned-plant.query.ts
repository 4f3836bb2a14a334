import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { NO_PLANT_CONTEXT, NO_PLANTS_CREATED, parsePlantId, UNAUTHORIZED_PLANT } from './plant.queries';

/** The plant a plant-scoped call works on, checked to be the caller's. Handlers read what else they need. */
export interface OwnedPlant {
  id: number;
}

/**
 * `filter_plant_id` as sent (which must be one of the caller's plants, else 403), or, when absent,
 * the owner's default plant, else their first. With `namedOnly`, no plant when none is named.
 */
export class ResolveOwnedPlantQuery {
  constructor(
    readonly ownerId: number,
    readonly rawPlantId: unknown,
    readonly namedOnly = false,
  ) {}
}

/** A plant's owner never changes and plants are never deleted, so an answer holds for good. */
const MAX_REMEMBERED = 200_000;

/**
 * On every plant-scoped request, so it is kept to at most one prepared statement and, for a
 * named plant seen before, none: the plant → owner pairs it has read are remembered.
 */
@QueryHandler(ResolveOwnedPlantQuery)
export class ResolveOwnedPlantHandler implements IQueryHandler<ResolveOwnedPlantQuery, OwnedPlant | null> {
  private readonly ownerOf = new Map<number, number>();

  constructor(private readonly sql: Sql) {}

  async execute({ ownerId, rawPlantId, namedOnly }: ResolveOwnedPlantQuery): Promise<OwnedPlant | null> {
    const named = rawPlantId !== undefined && rawPlantId !== null && rawPlantId !== '';
    if (!named) return namedOnly ? null : this.defaultPlant(ownerId);
    const plantId = parsePlantId(rawPlantId);
    // A plant that does not exist and one of another owner answer alike: nothing to learn by probing ids.
    if ((await this.ownerOfPlant(plantId)) !== ownerId)
      throw DomainError.forbidden(UNAUTHORIZED_PLANT, ERROR_CODES.unauthorizedPlantAccess);
    return { id: plantId };
  }

  private async ownerOfPlant(plantId: number): Promise<number | undefined> {
    const known = this.ownerOf.get(plantId);
    if (known !== undefined) return known;
    const row = await this.sql.one<{ owner_id: string }>(`SELECT owner_id FROM plants WHERE id = $1`, [plantId]);
    if (!row) return undefined;
    if (this.ownerOf.size >= MAX_REMEMBERED) this.ownerOf.clear();
    this.ownerOf.set(plantId, Number(row.owner_id));
    return Number(row.owner_id);
  }

  private async defaultPlant(ownerId: number): Promise<OwnedPlant> {
    const row = await this.sql.one<{ id: string }>(`SELECT id FROM plants WHERE owner_id = $1 ORDER BY is_default DESC, id LIMIT 1`, [
      ownerId,
    ]);
    if (!row)
      throw new DomainError('validation', NO_PLANT_CONTEXT, { code: NO_PLANTS_CREATED, errors: { filter_plant_id: [NO_PLANT_CONTEXT] } });
    return { id: Number(row.id) };
  }
}
