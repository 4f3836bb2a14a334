import type { MapSettings } from '@paani/contracts';
import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, ResponseMessage, Roles } from '../../platform/http/decorators';
import { RiderContext, RiderContextQuery } from '../riders/rider.queries';
import { MapSettingsResponse } from './maps.dto';
import { PlantMapSettingsQuery } from './maps.queries';

/**
 * What the rider's route map needs besides the sheet's rows (which carry each customer's place):
 * the tile address and where the route starts. The plant is the rider's, from their sign-in.
 */
@ApiTags('Rider')
@ApiBearerAuth()
@Roles('employee')
@Controller('rider')
export class RiderMapController {
  constructor(private readonly queries: QueryBus) {}

  @Get('map')
  @ResponseMessage('Map settings retrieved successfully')
  @ApiOperation({
    summary: "The map of the rider's route: the tile address (empty: no tiles), its attribution, and the plant's place (null when not set)",
  })
  @ApiData(MapSettingsResponse)
  async show(@CurrentCaller() caller: Caller): Promise<MapSettings> {
    const rider: RiderContext = await this.queries.execute(new RiderContextQuery(caller.id));
    return this.queries.execute(new PlantMapSettingsQuery(rider.plantId));
  }
}
