import { Get, Param, Put, Query, Res, Body } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders, writableFields } from '../../platform/http/simple-rest';
import { ChangePlantCommand } from './plant.commands';
import { PlantActivationDto } from './plant.dto';
import { PlantDirectoryItemResponse } from './plant-directory.dto';
import { PLANT_NOT_FOUND } from './plant.decider';
import { ListPlantDirectoryQuery, PLANT_DIRECTORY_SORTS, PlantDirectoryItem, PlantDirectorySort } from './plant-directory.queries';
import { INVALID_PLANT_ID } from './plant.queries';

const RESOURCE = 'filter-plants';
const PLANT_ID = new PositiveIdPipe(INVALID_PLANT_ID);

/**
 * The react-admin door (ra-data-simple-rest) onto plant activation: list (awaiting activation
 * first by default), getOne, and update of `is_active` only.
 */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminFilterPlantsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every plant of every owner, awaiting activation first, a page at a time (react-admin list)',
    description: 'sort, range, filter {q, is_active, owner_id, id}; Content-Range header',
  })
  @ApiRawList(PlantDirectoryItemResponse, '`q` (plant name, code or owner name), `is_active` (boolean), `owner_id`, `id` (a list of ids)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<PlantDirectoryItem[]> {
    const list = parseSimpleRestList(query, {
      sortable: PLANT_DIRECTORY_SORTS,
      defaultSort: { field: 'is_active', order: 'ASC' },
      filters: { is_active: 'boolean', owner_id: 'id' },
    });
    const { is_active: isActive, owner_id: ownerId } = list.filter;
    const filter = {
      search: list.q,
      status: typeof isActive === 'boolean' ? (isActive ? ('active' as const) : ('inactive' as const)) : null,
      ownerId: typeof ownerId === 'number' ? ownerId : null,
      ids: list.ids,
    };
    const { items, total }: { items: PlantDirectoryItem[]; total: number } = await this.queries.execute(
      new ListPlantDirectoryQuery(filter, list.offset, list.limit, list.sort as PlantDirectorySort),
    );
    sendListHeaders(reply, RESOURCE, list, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One plant with its owner (react-admin record)' })
  @ApiRawData(PlantDirectoryItemResponse)
  show(@Param('id', PLANT_ID) plantId: number): Promise<PlantDirectoryItem> {
    return this.record(plantId);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Only is_active is applied (activation / deactivation); the rest of the record is ignored' })
  @ApiRawData(PlantDirectoryItemResponse)
  async update(@Param('id', PLANT_ID) plantId: number, @Body() body: Record<string, unknown>): Promise<PlantDirectoryItem> {
    const plant = await this.record(plantId);
    const dto = await writableFields(PlantActivationDto, body, ['is_active']);
    if (dto.is_active === undefined) throw DomainError.field('is_active', 'The is active field is required.');
    if (dto.is_active !== plant.is_active) {
      await this.commands.execute(
        new ChangePlantCommand(plant.filter_owner_id, plant.id, { type: dto.is_active ? 'ActivatePlant' : 'DeactivatePlant' }),
      );
    }
    return this.record(plant.id);
  }

  private async record(plantId: number): Promise<PlantDirectoryItem> {
    const { items }: { items: PlantDirectoryItem[] } = await this.queries.execute(new ListPlantDirectoryQuery({ ids: [plantId] }, 0, 1));
    if (!items[0]) throw DomainError.notFound(PLANT_NOT_FOUND);
    return items[0];
  }
}
