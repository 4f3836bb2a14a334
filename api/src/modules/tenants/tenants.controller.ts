import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { ChangeFilterOwnerCommand, RegisterFilterOwnerCommand } from './tenant.commands';
import { CreateFilterOwnerDto, ListFilterOwnersDto, UpdateFilterOwnerDto } from './tenant.dto';
import { FilterOwnerDetail, FilterOwnerItem, GetFilterOwnerQuery, ListFilterOwnersQuery } from './tenant.queries';

export const DEFAULT_PER_PAGE = 15;

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

@ApiTags('Super admin: filter owners')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin/filter-owners')
export class FilterOwnersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ResponseMessage('Filter owners retrieved successfully')
  @ApiOperation({ summary: 'Paginated (per_page 15), search on name or email, status active/inactive, newest first' })
  async list(@Query() query: ListFilterOwnersDto): Promise<Paginated<FilterOwnerItem>> {
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const page = query.page ?? 1;
    const active = query.status === 'active' ? true : query.status === 'inactive' ? false : null;
    const { items, total } = await this.queries.execute(
      new ListFilterOwnersQuery({ search: query.search?.trim() || null, active, offset: (page - 1) * perPage, limit: perPage }),
    );
    return { data: items, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
  }

  @Get(':id')
  @ResponseMessage('Filter owner retrieved successfully')
  @ApiOperation({ summary: 'One owner with analytics: account_created, plants_breakdown, total_monthly_billing' })
  show(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Post()
  @ResponseMessage('Filter owner created successfully.')
  async create(@Body() body: CreateFilterOwnerDto): Promise<FilterOwnerDetail> {
    const id: number = await this.commands.execute(
      new RegisterFilterOwnerCommand(body.name, body.email, body.password, body.is_active ?? true),
    );
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Put(':id')
  @ResponseMessage('Filter owner updated successfully.')
  @ApiOperation({ summary: 'Name, email, is_active; the password only when given' })
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: UpdateFilterOwnerDto): Promise<FilterOwnerDetail> {
    await this.commands.execute(
      new ChangeFilterOwnerCommand(id, {
        name: body.name,
        email: body.email,
        password: body.password || undefined,
        isActive: body.is_active,
      }),
    );
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Delete(':id')
  @ResponseMessage('Filter owner account deactivated successfully.')
  @ApiOperation({ summary: 'Deactivates the account; every row and event is kept' })
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    await this.commands.execute(new ChangeFilterOwnerCommand(id, { isActive: false }));
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activates an inactive owner, deactivates an active one' })
  async toggle(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<FilterOwnerDetail>> {
    await this.commands.execute(new ChangeFilterOwnerCommand(id, 'toggle-status'));
    const owner: FilterOwnerDetail = await this.queries.execute(new GetFilterOwnerQuery(id));
    return withMessage(owner, `Filter owner ${owner.is_active ? 'activated' : 'deactivated'} successfully.`);
  }
}
