import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { canonicalTimeZone } from '../../platform/domain/plant-day';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { SendsJsonText } from '../../platform/http/plain-query';
import { JsonText } from '../../platform/cache/json-text';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { ChangePlantCommand, RegisterPlantCommand } from './plant.commands';
import {
  blankToNull,
  CreatePlantDto,
  PlantListResponse,
  PlantLocationChangeResponse,
  PlantLocationDto,
  PlantLocationResponse,
  PlantResponse,
  UpdatePlantDto,
} from './plant.dto';
import { plantDetailsFrom } from './plant-details';
import { GetOwnedPlantQuery, GetPlantViewQuery, ListOwnerPlantsQuery, INVALID_PLANT_ID, OwnerPlantList } from './plant.queries';
import { PlantRow, PlantView, toLocationView } from './plant.view';

const PLANT_ID = new PositiveIdPipe(INVALID_PLANT_ID);
/** A filter owner's own plants: list, create, settings, location, default. */
@ApiTags('Filter owner: plants')
@ApiBearerAuth()
@Roles('filter_owner')
@Controller('filter-owner/my-plants')
export class PlantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({ summary: "The caller's plants (data.plants); 404 with error_code NO_PLANTS_CREATED when there are none" })
  @ApiData(PlantListResponse)
  async list(@CurrentCaller() caller: Caller): Promise<Buffer> {
    const list: JsonText<OwnerPlantList> = await this.queries.execute(new ListOwnerPlantsQuery(caller.id));
    return list.enveloped('Plants retrieved successfully');
  }

  @Post()
  @ResponseMessage('Filter plant created successfully. It will be available once a super admin activates it.')
  @ApiOperation({ summary: "Create a plant (inactive, 'Awaiting Activation'); 422 PLANT_LIMIT_EXCEEDED beyond the package's limit" })
  @ApiCreatedData(PlantResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreatePlantDto): Promise<PlantView> {
    const details = plantDetailsFrom(body, null);
    const hasLocation = typeof body.latitude === 'number' && typeof body.longitude === 'number';
    const plantId: number = await this.commands.execute(
      new RegisterPlantCommand(caller.id, details, hasLocation ? body.latitude! : null, hasLocation ? body.longitude! : null),
    );
    return this.view(caller.id, plantId);
  }

  @Get(':id')
  @ResponseMessage('Plant retrieved successfully')
  @ApiOperation({ summary: "One of the caller's plants" })
  @ApiData(PlantResponse)
  show(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number): Promise<PlantView> {
    return this.view(caller.id, plantId);
  }

  @Put(':id')
  @ResponseMessage('Plant settings updated successfully')
  @ApiOperation({ summary: "Change a plant's name, address, phones, default can rate, time zone, lock period and payment details" })
  @ApiData(PlantResponse)
  async update(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number, @Body() body: UpdatePlantDto): Promise<PlantView> {
    const current: PlantRow = await this.queries.execute(new GetOwnedPlantQuery(caller.id, plantId));
    const details = plantDetailsFrom(body, current);
    const calendar = {
      time_zone: body.time_zone !== undefined ? canonicalTimeZone(body.time_zone)! : current.time_zone,
      lock_period_days: body.lock_period_days ?? Number(current.lock_period_days),
    };
    const paymentDetails = body.payment_details === undefined ? undefined : body.payment_details?.trim() || null;
    await this.commands.execute(
      new ChangePlantCommand(caller.id, plantId, { type: 'ChangePlantDetails', details, calendar, paymentDetails }),
    );
    return this.view(caller.id, plantId);
  }

  @Put(':id/set-default')
  @ResponseMessage('Default plant updated successfully')
  @ApiOperation({ summary: 'Make an active plant the default one (exactly one default per owner)' })
  @ApiData(PlantResponse)
  async setDefault(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number): Promise<PlantView> {
    await this.queries.execute(new GetOwnedPlantQuery(caller.id, plantId));
    await this.commands.execute(new ChangePlantCommand(caller.id, plantId, { type: 'SetDefaultPlant' }));
    return this.view(caller.id, plantId);
  }

  @Get(':id/location')
  @ResponseMessage('Plant location retrieved successfully')
  @ApiOperation({ summary: "The plant's location record: location {lat, lng}, location_verified, last_updated" })
  @ApiData(PlantLocationResponse)
  async location(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number) {
    const row: PlantRow = await this.queries.execute(new GetOwnedPlantQuery(caller.id, plantId));
    return toLocationView(row);
  }

  @Put(':id/location')
  @ResponseMessage('Location saved successfully! Your plant is now visible to customers on the mobile app.')
  @ApiOperation({ summary: "Save the plant's coordinates (marks the location verified)" })
  @ApiData(PlantLocationChangeResponse)
  async setLocation(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number, @Body() body: PlantLocationDto) {
    await this.queries.execute(new GetOwnedPlantQuery(caller.id, plantId));
    const change = {
      type: 'SetPlantLocation' as const,
      latitude: body.latitude,
      longitude: body.longitude,
      address: blankToNull(body.address_confirmation),
    };
    await this.commands.execute(new ChangePlantCommand(caller.id, plantId, change));
    return this.locationAndPlant(caller.id, plantId);
  }

  @Delete(':id/location')
  @ResponseMessage('Plant location has been removed. It will no longer be visible to customers.')
  @ApiOperation({ summary: "Remove the plant's coordinates (clears location_verified and last_updated)" })
  @ApiData(PlantLocationChangeResponse)
  async removeLocation(@CurrentCaller() caller: Caller, @Param('id', PLANT_ID) plantId: number) {
    await this.queries.execute(new GetOwnedPlantQuery(caller.id, plantId));
    await this.commands.execute(new ChangePlantCommand(caller.id, plantId, { type: 'RemovePlantLocation' }));
    return this.locationAndPlant(caller.id, plantId);
  }

  private async view(ownerId: number, plantId: number): Promise<PlantView> {
    await this.queries.execute(new GetOwnedPlantQuery(ownerId, plantId));
    return this.queries.execute(new GetPlantViewQuery(plantId));
  }

  private async locationAndPlant(ownerId: number, plantId: number) {
    const row: PlantRow = await this.queries.execute(new GetOwnedPlantQuery(ownerId, plantId));
    return { plant: await this.view(ownerId, plantId), ...toLocationView(row) };
  }
}
