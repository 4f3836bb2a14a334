import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiCreatedData, ApiData } from '../../platform/http/api-responses';
import { RawResponse, ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { PlainQuery, SendsJsonText } from '../../platform/http/plain-query';
import { withMessage, WithMessage } from '../../platform/http/envelope';
import { ChangeFilterOwnerCommand, RegisterFilterOwnerCommand } from './tenant.commands';
import {
  CreateFilterOwnerDto,
  FilterOwnerDetailResponse,
  FilterOwnerPageResponse,
  ListFilterOwnersDto,
  plainOwnerListQuery,
  UpdateFilterOwnerDto,
} from './tenant.dto';
import { FilterOwnerDetail, GetFilterOwnerQuery, ListFilterOwnersQuery, OwnerPage } from './tenant.queries';

export const DEFAULT_PER_PAGE = 15;
const LIST_MESSAGE = JSON.stringify('Filter owners retrieved successfully');

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

  /**
   * A Paginated<FilterOwnerItem> in the envelope, written as text around the page's items as JSON
   * (kept with the page, see ListFilterOwnersHandler): marked @RawResponse() (the envelope hooks
   * leave it alone) with the content type an object would get.
   */
  @Get()
  @RawResponse()
  @SendsJsonText()
  @ApiOperation({ summary: 'Paginated (per_page 15), search on name or email, status active/inactive, newest first' })
  @ApiData(FilterOwnerPageResponse)
  // ListFilterOwnersDto's fields, which a custom parameter does not document (listed last to first).
  @ApiQuery({ name: 'status', required: false, enum: ['active', 'inactive', 'all'] })
  @ApiQuery({ name: 'search', required: false, type: String, description: 'Name or email, case-insensitive' })
  @ApiQuery({ name: 'per_page', required: false, type: Number, schema: { default: 15, type: 'number' } })
  @ApiQuery({ name: 'page', required: false, type: Number, schema: { default: 1, type: 'number' } })
  async list(@PlainQuery(ListFilterOwnersDto, plainOwnerListQuery) query: ListFilterOwnersDto): Promise<string> {
    const perPage = query.per_page ?? DEFAULT_PER_PAGE;
    const page = query.page ?? 1;
    const active = query.status === 'active' ? true : query.status === 'inactive' ? false : null;
    const owners: OwnerPage = await this.queries.execute(
      new ListFilterOwnersQuery({ search: query.search?.trim() || null, active, offset: (page - 1) * perPage, limit: perPage }),
    );
    const lastPage = Math.max(1, Math.ceil(owners.total / perPage));
    return (
      `{"success":true,"data":{"data":${owners.itemsJson},"current_page":${page},"last_page":${lastPage},` +
      `"per_page":${perPage},"total":${owners.total}},"message":${LIST_MESSAGE}}`
    );
  }

  @Get(':id')
  @ResponseMessage('Filter owner retrieved successfully')
  @ApiOperation({ summary: 'One owner with analytics: account_created, plants_breakdown, total_monthly_billing' })
  @ApiData(FilterOwnerDetailResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Post()
  @ResponseMessage('Filter owner created successfully.')
  @ApiOperation({ summary: 'Create a filter owner account (name, email, password; active unless is_active is false)' })
  @ApiCreatedData(FilterOwnerDetailResponse)
  async create(@Body() body: CreateFilterOwnerDto): Promise<FilterOwnerDetail> {
    const id: number = await this.commands.execute(
      new RegisterFilterOwnerCommand(body.name, body.email, body.password, body.is_active ?? true),
    );
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Put(':id')
  @ResponseMessage('Filter owner updated successfully.')
  @ApiOperation({ summary: "Change an owner's name, email or active state; the password only when given" })
  @ApiData(FilterOwnerDetailResponse)
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
  @ApiData(FilterOwnerDetailResponse)
  async remove(@Param('id', PositiveIdPipe) id: number): Promise<FilterOwnerDetail> {
    await this.commands.execute(new ChangeFilterOwnerCommand(id, { isActive: false }));
    return this.queries.execute(new GetFilterOwnerQuery(id));
  }

  @Put(':id/toggle-status')
  @ApiOperation({ summary: 'Activates an inactive owner, deactivates an active one' })
  @ApiData(FilterOwnerDetailResponse)
  async toggle(@Param('id', PositiveIdPipe) id: number): Promise<WithMessage<FilterOwnerDetail>> {
    await this.commands.execute(new ChangeFilterOwnerCommand(id, 'toggle-status'));
    const owner: FilterOwnerDetail = await this.queries.execute(new GetFilterOwnerQuery(id));
    return withMessage(owner, `Filter owner ${owner.is_active ? 'activated' : 'deactivated'} successfully.`);
  }
}
