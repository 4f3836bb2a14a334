import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData, DeletedIdResponse } from '../../platform/http/api-responses';
import { Caller, CurrentCaller, RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { SendsJsonText } from '../../platform/http/plain-query';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { JsonText } from '../../platform/cache/json-text';
import { NamedOwnerPlant, OwnedPlant, OwnerPlant } from '../plants/owner-plant.decorator';
import { AssignEmployeeToAreaCommand, ChangeAreaCommand, CreateAreaCommand } from './area.commands';
import { AreaDetailResponse, AreaListResponse, AreaStatisticsResponse, AssignEmployeeDto, CreateAreaDto, UpdateAreaDto } from './area.dto';
import { AreaDetail, AreaStatisticsQuery, GetAreaQuery, ListAreasQuery } from './area.queries';

const AREA_ID = new PositiveIdPipe('The area id must be a positive integer.');

/** A plant's delivery areas; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: areas')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Roles('filter_owner')
@Controller('filter-owner/areas')
export class AreasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The area, within the named plant when one is given. */
  private area(caller: Caller, id: number, plant: OwnedPlant | null): Promise<AreaDetail> {
    return this.queries.execute(new GetAreaQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Get()
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({ summary: "The plant's areas (data.areas)" })
  @ApiData(AreaListResponse)
  async list(@CurrentCaller() caller: Caller, @OwnerPlant() plant: OwnedPlant): Promise<Buffer> {
    const list: JsonText<unknown> = await this.queries.execute(new ListAreasQuery(Number(plant.id)));
    return list.enveloped('Areas retrieved successfully');
  }

  @Post()
  @ResponseMessage('Area created successfully')
  @ApiOperation({ summary: "Create an area; 422 'Area name already exists in this plant.' for a name taken in any letter case" })
  @ApiCreatedData(AreaDetailResponse)
  async create(@CurrentCaller() caller: Caller, @Body() body: CreateAreaDto, @OwnerPlant() plant: OwnedPlant) {
    const id: number = await this.commands.execute(
      new CreateAreaCommand(caller.id, Number(plant.id), body.name.trim(), body.description.trim()),
    );
    return this.queries.execute(new GetAreaQuery(caller.id, Number(plant.id), id));
  }

  @Get(':id')
  @ResponseMessage('Area retrieved successfully')
  @ApiOperation({ summary: 'One area with total_customers_count and its employees' })
  @ApiData(AreaDetailResponse)
  show(@CurrentCaller() caller: Caller, @Param('id', AREA_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    return this.area(caller, id, plant);
  }

  @Put(':id')
  @ResponseMessage('Area updated successfully')
  @ApiOperation({ summary: "Change an area's name or description" })
  @ApiData(AreaDetailResponse)
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id', AREA_ID) id: number,
    @Body() body: UpdateAreaDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ) {
    const area = await this.area(caller, id, plant);
    const change = {
      type: 'ChangeArea' as const,
      name: body.name?.trim() ?? area.name,
      description: body.description?.trim() ?? area.description,
    };
    await this.commands.execute(new ChangeAreaCommand(caller.id, area.id, change));
    return this.queries.execute(new GetAreaQuery(caller.id, null, area.id));
  }

  @Delete(':id')
  @ResponseMessage('Area deleted successfully')
  @ApiOperation({ summary: 'Delete an area; 422 AREA_HAS_DEPENDENCIES (counts in data) when it has customers or daily entries' })
  @ApiData(DeletedIdResponse)
  async remove(@CurrentCaller() caller: Caller, @Param('id', AREA_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const area = await this.area(caller, id, plant);
    await this.commands.execute(new ChangeAreaCommand(caller.id, area.id, { type: 'DeleteArea' }));
    return { id: area.id };
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activate or deactivate an area (empty body)' })
  @ApiData(AreaDetailResponse)
  async toggle(@CurrentCaller() caller: Caller, @Param('id', AREA_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const area = await this.area(caller, id, plant);
    await this.commands.execute(new ChangeAreaCommand(caller.id, area.id, { type: 'ToggleAreaStatus' }));
    const updated: AreaDetail = await this.queries.execute(new GetAreaQuery(caller.id, null, area.id));
    return withMessage(updated, `Area ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Post(':id/employees')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign an employee of the same plant to the area' })
  @ApiData(AreaDetailResponse)
  async assign(
    @CurrentCaller() caller: Caller,
    @Param('id', AREA_ID) id: number,
    @Body() body: AssignEmployeeDto,
    @NamedOwnerPlant() plant: OwnedPlant | null,
  ) {
    const area = await this.area(caller, id, plant);
    const added: boolean = await this.commands.execute(
      new AssignEmployeeToAreaCommand(caller.id, area.filter_plant_id, area.id, body.employee_id),
    );
    const updated: AreaDetail = await this.queries.execute(new GetAreaQuery(caller.id, null, area.id));
    return withMessage(updated, added ? 'Employee assigned to area successfully' : 'Employee is already assigned to this area');
  }

  @Get(':id/statistics')
  @ResponseMessage('Area statistics retrieved successfully')
  @ApiOperation({
    summary: "An area's numbers: customers, employees, daily entries, what its customers owe, today's and the month's deliveries",
  })
  @ApiData(AreaStatisticsResponse)
  async statistics(@CurrentCaller() caller: Caller, @Param('id', AREA_ID) id: number, @NamedOwnerPlant() plant: OwnedPlant | null) {
    const area = await this.area(caller, id, plant);
    return this.queries.execute(new AreaStatisticsQuery(caller.id, area.filter_plant_id, area.id));
  }
}
