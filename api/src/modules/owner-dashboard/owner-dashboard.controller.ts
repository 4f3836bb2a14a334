import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Caller, CurrentCaller, ResponseMessage } from '../../platform/http/decorators';
import { OwnerDashboardQuery } from './owner-dashboard.queries';

@ApiTags('Filter owner: dashboard')
@ApiBearerAuth()
@Controller('filter-owner/dashboard')
export class OwnerDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ResponseMessage('Dashboard data retrieved successfully')
  @ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
  @ApiOperation({
    summary: 'data.stats and data.filter_plant for the chosen plant (default plant when absent; filter_plant null with no plants)',
  })
  dashboard(
    @CurrentCaller() caller: Caller,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    return this.queries.execute(new OwnerDashboardQuery(caller.id, plantId ?? tenantPlantId));
  }
}
