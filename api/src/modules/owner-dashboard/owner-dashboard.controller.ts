import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, RawResponse, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { JsonText } from '../../platform/cache/json-text';
import { namedPlantId } from '../plants/owner-plant.decorator';
import { OwnerDashboardResponse } from './owner-dashboard.dto';
import { OwnerDashboardQuery } from './owner-dashboard.queries';

@ApiTags('Filter owner: dashboard')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/dashboard')
export class OwnerDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RawResponse()
  @SendsJsonText()
  @ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
  @ApiOperation({
    summary: 'data.stats and data.filter_plant for the chosen plant (default plant when absent; filter_plant null with no plants)',
  })
  @ApiData(OwnerDashboardResponse)
  async dashboard(@CurrentCaller() caller: Caller, @Query() query: Record<string, unknown>): Promise<Buffer> {
    // Its own fallback when the owner has no plant yet (filter_plant null), so the raw reference.
    const dashboard: JsonText<unknown> = await this.queries.execute(new OwnerDashboardQuery(caller.id, namedPlantId(query)));
    return dashboard.enveloped('Dashboard data retrieved successfully');
  }
}
