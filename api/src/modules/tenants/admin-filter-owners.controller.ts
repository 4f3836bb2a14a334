import { Body, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders, writableFields } from '../../platform/http/simple-rest';
import { ChangeFilterOwnerCommand, RegisterFilterOwnerCommand } from './tenant.commands';
import { CreateFilterOwnerDto, FilterOwnerDetailResponse, FilterOwnerItemResponse, UpdateFilterOwnerDto } from './tenant.dto';
import { FilterOwnerDetail, FilterOwnerItem, GetFilterOwnerQuery, ListFilterOwnersQuery, OWNER_SORTS } from './tenant.queries';

const RESOURCE = 'filter-owners';
const WRITABLE = ['name', 'email', 'password', 'is_active'] as const;

/** The react-admin door (ra-data-simple-rest) onto the same owner commands and queries. */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminFilterOwnersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Every filter owner, newest first, a page at a time (react-admin list)',
    description: 'sort, range, filter {q, is_active, id}; Content-Range header',
  })
  @ApiRawList(FilterOwnerItemResponse, '`q` (name or email), `is_active` (boolean), `id` (a list of ids)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<FilterOwnerItem[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(OWNER_SORTS),
      defaultSort: { field: 'created_at', order: 'DESC' },
      filters: { is_active: 'boolean' },
    });
    const isActive = list.filter.is_active;
    const { items, total } = await this.queries.execute(
      new ListFilterOwnersQuery({
        search: list.q,
        active: typeof isActive === 'boolean' ? isActive : null,
        ids: list.ids,
        offset: list.offset,
        limit: list.limit,
        sort: list.sort as { field: keyof typeof OWNER_SORTS; order: 'ASC' | 'DESC' },
      }),
    );
    sendListHeaders(reply, RESOURCE, list, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One filter owner with their plants (react-admin record)' })
  @ApiRawData(FilterOwnerDetailResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Post()
  @ApiOperation({ summary: "Create a filter owner from the console's record (name, email, password, is_active)" })
  @ApiRawData(FilterOwnerDetailResponse, { status: 201 })
  async create(@Body() body: Record<string, unknown>): Promise<FilterOwnerDetail> {
    const dto = await writableFields(CreateFilterOwnerDto, body, WRITABLE);
    const id: number = await this.commands.execute(
      new RegisterFilterOwnerCommand(dto.name, dto.email, dto.password, dto.is_active ?? true),
    );
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Save the console's record of an owner (name, email, is_active; the password only when given)" })
  @ApiRawData(FilterOwnerDetailResponse)
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: Record<string, unknown>): Promise<FilterOwnerDetail> {
    const dto = await writableFields(UpdateFilterOwnerDto, body, WRITABLE);
    await this.commands.execute(
      new ChangeFilterOwnerCommand(id, { name: dto.name, email: dto.email, password: dto.password || undefined, isActive: dto.is_active }),
    );
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deactivates the owner; the record is kept' })
  @ApiRawData(FilterOwnerDetailResponse)
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    await this.commands.execute(new ChangeFilterOwnerCommand(id, { isActive: false }));
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }
}
