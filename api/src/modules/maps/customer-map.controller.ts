import type { CustomerMap } from '@paani/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { CustomerMapQueryDto, CustomerMapResponse } from './maps.dto';
import { CustomerMapQuery } from './maps.queries';

/**
 * The owner's customers on a map; the plant from `filter_plant_id` (the default plant when absent).
 * A path of its own beside the customers' `:id` routes: Fastify's router matches the static
 * `customers/map` before the parametric `customers/:id`, whatever order they are registered in.
 */
@ApiTags('Filter owner: maps')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/customers/map')
export class CustomerMapController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Customer map retrieved successfully')
  @ApiOperation({
    summary:
      "The plant's active customers that have a place (optionally of one area; 404 for an area not of the plant), each with balance, cans out and the unpaid and over-limit flags; how many have no place; the map's tile address and the plant's place",
  })
  @ApiData(CustomerMapResponse)
  show(@CurrentCaller() caller: Caller, @Query() query: CustomerMapQueryDto, @OwnerPlant() plant: OwnedPlant): Promise<CustomerMap> {
    return this.queries.execute(new CustomerMapQuery({ ownerId: caller.id, plantId: Number(plant.id), areaId: query.area_id }));
  }
}
