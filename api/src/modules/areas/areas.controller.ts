import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainError } from '../../platform/domain/domain-error';
import { Caller, CurrentCaller, ResponseMessage } from '../../platform/http/decorators';
import { withMessage } from '../../platform/http/envelope';
import { OwnerPlantContextQuery } from '../plants/plant.queries';
import { PlantRow } from '../plants/plant.view';
import { AssignEmployeeToAreaCommand, ChangeAreaCommand, CreateAreaCommand } from './area.commands';
import { AssignEmployeeDto, CreateAreaDto, UpdateAreaDto } from './area.dto';
import { AreaDetail, AreaStatisticsQuery, GetAreaQuery, ListAreasQuery } from './area.queries';

function parseId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw DomainError.field('id', 'The area id must be a positive integer.');
  return Number(raw);
}

/** A plant's delivery areas; the plant comes from `filter_plant_id` (the default plant when absent). */
@ApiTags('Filter owner: areas')
@ApiBearerAuth()
@ApiQuery({ name: 'filter_plant_id', required: false, type: Number })
@Controller('filter-owner/areas')
export class AreasController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private plant(caller: Caller, plantId?: string, tenantPlantId?: string): Promise<PlantRow> {
    return this.queries.execute(new OwnerPlantContextQuery(caller.id, plantId ?? tenantPlantId));
  }

  /** The area, within the named plant when one is given (403 if that plant is not the caller's). */
  private async area(caller: Caller, rawId: string, plantId?: string, tenantPlantId?: string): Promise<AreaDetail> {
    const id = parseId(rawId);
    const named = plantId ?? tenantPlantId;
    const plant = named === undefined ? null : await this.plant(caller, named);
    return this.queries.execute(new GetAreaQuery(caller.id, plant ? Number(plant.id) : null, id));
  }

  @Get()
  @ResponseMessage('Areas retrieved successfully')
  @ApiOperation({ summary: "The plant's areas (data.areas)" })
  async list(
    @CurrentCaller() caller: Caller,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const plant = await this.plant(caller, plantId, tenantPlantId);
    return this.queries.execute(new ListAreasQuery(Number(plant.id)));
  }

  @Post()
  @ResponseMessage('Area created successfully')
  @ApiOperation({ summary: "Create an area; 422 'Area name already exists in this plant.' for a name taken in any letter case" })
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateAreaDto,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const plant = await this.plant(caller, plantId, tenantPlantId);
    const id: number = await this.commands.execute(
      new CreateAreaCommand(caller.id, Number(plant.id), body.name.trim(), body.description.trim()),
    );
    return this.queries.execute(new GetAreaQuery(caller.id, Number(plant.id), id));
  }

  @Get(':id')
  @ResponseMessage('Area retrieved successfully')
  @ApiOperation({ summary: 'One area with total_customers_count and its employees' })
  show(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    return this.area(caller, id, plantId, tenantPlantId);
  }

  @Put(':id')
  @ResponseMessage('Area updated successfully')
  @ApiOperation({ summary: "Change an area's name or description" })
  async update(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: UpdateAreaDto,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const area = await this.area(caller, id, plantId, tenantPlantId);
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
  async remove(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const area = await this.area(caller, id, plantId, tenantPlantId);
    await this.commands.execute(new ChangeAreaCommand(caller.id, area.id, { type: 'DeleteArea' }));
    return { id: area.id };
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activate or deactivate an area (empty body)' })
  async toggle(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const area = await this.area(caller, id, plantId, tenantPlantId);
    await this.commands.execute(new ChangeAreaCommand(caller.id, area.id, { type: 'ToggleAreaStatus' }));
    const updated: AreaDetail = await this.queries.execute(new GetAreaQuery(caller.id, null, area.id));
    return withMessage(updated, `Area ${updated.is_active ? 'activated' : 'deactivated'} successfully`);
  }

  @Post(':id/employees')
  @HttpCode(200)
  @ApiOperation({ summary: 'Assign an employee of the same plant to the area' })
  async assign(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Body() body: AssignEmployeeDto,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const area = await this.area(caller, id, plantId, tenantPlantId);
    const added: boolean = await this.commands.execute(
      new AssignEmployeeToAreaCommand(caller.id, area.filter_plant_id, area.id, body.employee_id),
    );
    const updated: AreaDetail = await this.queries.execute(new GetAreaQuery(caller.id, null, area.id));
    return withMessage(updated, added ? 'Employee assigned to area successfully' : 'Employee is already assigned to this area');
  }

  @Get(':id/statistics')
  @ResponseMessage('Area statistics retrieved successfully')
  @ApiOperation({ summary: "An area's numbers (customers and deliveries are 0 until those are recorded)" })
  async statistics(
    @CurrentCaller() caller: Caller,
    @Param('id') id: string,
    @Query('filter_plant_id') plantId?: string,
    @Query('tenant_filter_plant_id') tenantPlantId?: string,
  ) {
    const area = await this.area(caller, id, plantId, tenantPlantId);
    return this.queries.execute(new AreaStatisticsQuery(caller.id, area.filter_plant_id, area.id));
  }
}
