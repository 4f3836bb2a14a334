import { Allow } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';

/**
 * The query of a plant-scoped GET: `filter_plant_id` (and its alias) are read by @OwnerPlant();
 * declared so the query's whitelist lets them through. Extend it with the route's own filters.
 */
export class PlantQueryDto {
  @Allow()
  filter_plant_id?: unknown;

  @Allow()
  tenant_filter_plant_id?: unknown;
}

/** PlantQueryDto for a paged list (`page`, `per_page`). */
export class PlantPageQueryDto extends PageQueryDto {
  @Allow()
  filter_plant_id?: unknown;

  @Allow()
  tenant_filter_plant_id?: unknown;
}
