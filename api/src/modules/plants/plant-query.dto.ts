import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PageQueryDto } from '../../platform/http/page-query.dto';

const PLANT_ID = { type: Number, description: 'One of your plants; absent = your default plant (else your first)', example: 1 };
const PLANT_ID_ALIAS = { type: Number, description: 'Alias of filter_plant_id, which wins when both are sent' };

/**
 * The query of a plant-scoped GET: `filter_plant_id` (and its alias) are read by @OwnerPlant();
 * declared so the query's whitelist lets them through. Extend it with the route's own filters.
 */
export class PlantQueryDto {
  @ApiPropertyOptional(PLANT_ID)
  @Allow()
  filter_plant_id?: unknown;

  @ApiPropertyOptional(PLANT_ID_ALIAS)
  @Allow()
  tenant_filter_plant_id?: unknown;
}

/** PlantQueryDto for a paged list (`page`, `per_page`): the plant lists give 25 a page unless asked. */
export class PlantPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional(PLANT_ID)
  @Allow()
  filter_plant_id?: unknown;

  @ApiPropertyOptional(PLANT_ID_ALIAS)
  @Allow()
  tenant_filter_plant_id?: unknown;
}

// The plant lists give 25 a page unless asked: only the document's default differs, the rules are PageQueryDto's.
ApiPropertyOptional({ default: 25, minimum: 1, maximum: 100 })(PlantPageQueryDto.prototype, 'per_page');
