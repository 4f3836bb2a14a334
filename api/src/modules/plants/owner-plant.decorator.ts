import { createParamDecorator, ExecutionContext, Injectable, PipeTransform } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Caller } from '../../platform/http/decorators';
import { OwnedPlant, ResolveOwnedPlantQuery } from './owned-plant.query';

interface PlantReference {
  ownerId: number;
  /** `filter_plant_id` as sent, undefined when absent. */
  raw: unknown;
  /** With `named`, no plant is looked up unless the call names one. */
  named: boolean;
}

/**
 * The plant a call names: `filter_plant_id`, or `tenant_filter_plant_id`, the alias the product's
 * published client may send instead (docs/decisions.md, "Plants"). Read here and nowhere else.
 */
export function namedPlantId(query: Record<string, unknown> | undefined): unknown {
  return query?.filter_plant_id ?? query?.tenant_filter_plant_id;
}

const plantReference = createParamDecorator((named: boolean, context: ExecutionContext): PlantReference => {
  const request = context.switchToHttp().getRequest<{ caller: Caller; query?: Record<string, unknown> }>();
  return { ownerId: request.caller.id, raw: namedPlantId(request.query), named };
});

/** Resolves the reference to one of the caller's plants: 403 for another owner's plant. */
@Injectable()
export class ResolveOwnerPlantPipe implements PipeTransform<PlantReference, Promise<OwnedPlant | null>> {
  constructor(private readonly queries: QueryBus) {}

  transform({ ownerId, raw, named }: PlantReference): Promise<OwnedPlant | null> {
    return this.queries.execute(new ResolveOwnedPlantQuery(ownerId, raw, named));
  }
}

/**
 * The plant a plant-scoped call works on: the one it names (which must be the caller's, else 403
 * "Unauthorized plant access…"), else the owner's default plant, else their first.
 */
export const OwnerPlant = () => plantReference(false, ResolveOwnerPlantPipe);

/** The plant the call names, checked as above; null when it names none (the record's own plant then decides). */
export const NamedOwnerPlant = () => plantReference(true, ResolveOwnerPlantPipe);
export type { OwnedPlant } from './owned-plant.query';
