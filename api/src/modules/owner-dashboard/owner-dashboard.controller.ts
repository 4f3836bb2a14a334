import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { namedPlantId } from '../plants/owner-plant.decorator';
import { OwnerDashboardQuery } from './owner-dashboard.queries';

@ApiTags('Filter owner: dashboard')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/dashboard')
export class OwnerDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Dashboard data retrieved successfully')
  @ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
  @ApiOperation({
    summary: 'data.stats and data.filter_plant for the chosen plant (default plant when absent; filter_plant null with no plants)',
  })
  dashboard(@CurrentCaller() caller: Caller, @Query() query: Record<string, unknown>) {
    // Its own fallback when the owner has no plant yet (filter_plant null), so the raw reference.
    return this.queries.execute(new OwnerDashboardQuery(caller.id, namedPlantId(query)));
  }
}
