import { Controller, Get, Param, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiData } from '../../platform/http/api-responses';
import { Public, RawResponse, ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { PlainQuery, SendsJsonText } from '../../platform/http/plain-query';
import { ChangePlantCommand } from './plant.commands';
import {
  NearbyPlantsResponse,
  NearbyQueryDto,
  plainNearbyQuery,
  PlantDirectoryPageResponse,
  PlantDirectoryQueryDto,
} from './plant-directory.dto';
import { PlantResponse } from './plant.dto';
import { ListPlantDirectoryQuery, NearbyPlantsQuery, PlantDirectoryItem } from './plant-directory.queries';
import { GetPlantViewQuery, INVALID_PLANT_ID } from './plant.queries';
import { PlantView } from './plant.view';

const PLANT_ID = new PositiveIdPipe(INVALID_PLANT_ID);

/** The super admin's view of every plant, and the activation of new ones. */
@ApiTags('Super admin: filter plants')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/filter-plants')
export class PlantDirectoryController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Filter plants retrieved successfully')
  @ApiOperation({ summary: "All plants across owners, 'Awaiting Activation' first, with owner name; paginated like filter-owners" })
  @ApiData(PlantDirectoryPageResponse)
  async list(@Query() query: PlantDirectoryQueryDto) {
    const perPage = query.per_page ?? 15;
    const page = query.page ?? 1;
    const { items, total }: { items: PlantDirectoryItem[]; total: number } = await this.queries.execute(
      new ListPlantDirectoryQuery({ search: query.search?.trim() || null, status: query.status ?? null }, (page - 1) * perPage, perPage),
    );
    return { data: items, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
  }

  @Get(':id')
  @ResponseMessage('Filter plant retrieved successfully')
  @ApiOperation({ summary: 'One plant of any owner' })
  @ApiData(PlantResponse)
  show(@Param('id', PLANT_ID) plantId: number): Promise<PlantView> {
    return this.queries.execute(new GetPlantViewQuery(plantId));
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: "Activate a plant (PlantActivated; the owner's first active plant becomes default) or deactivate it" })
  @ApiData(PlantResponse)
  async toggle(@Param('id', PLANT_ID) plantId: number) {
    const plant: PlantView = await this.queries.execute(new GetPlantViewQuery(plantId));
    const change = plant.is_active ? { type: 'DeactivatePlant' as const } : { type: 'ActivatePlant' as const };
    await this.commands.execute(new ChangePlantCommand(plant.filter_owner_id, plantId, change));
    const updated: PlantView = await this.queries.execute(new GetPlantViewQuery(plantId));
    return withMessage(updated, `Filter plant ${updated.is_active ? 'activated' : 'deactivated'} successfully.`);
  }
}

/**
 * The nearby answer is JSON text written by PostgreSQL, sent in the envelope as text: marked
 * @RawResponse() (the envelope hooks leave it alone) with the content type an object would get.
 */
const NEARBY_MESSAGE = JSON.stringify('Nearby plants retrieved successfully');

/** For the customers' mobile app: no sign-in. */
@ApiTags('Public')
@Public()
@Controller('public/plants')
export class NearbyPlantsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('nearby')
  @Public()
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({
    summary:
      "Active plants with a verified location within radius_km (default 10), nearest first. Coordinates, distances, the radius and the order all use each plant's public point (its location moved 0.6-1 km by a fixed, unknown offset, 3 decimals), never the exact spot",
  })
  @ApiQuery({ type: NearbyQueryDto })
  @ApiData(NearbyPlantsResponse)
  async nearby(@PlainQuery(NearbyQueryDto, plainNearbyQuery) query: NearbyQueryDto): Promise<string> {
    const radiusKm = query.radius_km ?? 10;
    const plants: string = await this.queries.execute(new NearbyPlantsQuery(query.lat, query.lng, radiusKm, query.limit ?? 20));
    // { plants, radius_km, center: { lat, lng } } in the envelope, the plants as PostgreSQL wrote them.
    const rest = JSON.stringify({ radius_km: radiusKm, center: { lat: query.lat, lng: query.lng } });
    return `{"success":true,"data":{"plants":${plants},${rest.slice(1)},"message":${NEARBY_MESSAGE}}`;
  }
}
