import { Body, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';

import type { FastifyReply } from 'fastify';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders, writableFields } from '../../platform/http/simple-rest';
import { ChangePlanCommand, CreatePlanCommand } from './plan.commands';
import { PlanDto, PlanResponse, toPlanTerms } from './plan.dto';
import { GetPlanQuery, ListPlansQuery, PlanView } from './plan.queries';

const RESOURCE = 'subscription-plans';
const WRITABLE = [
  'name',
  'description',
  'price_per_month',
  'max_plants',
  'max_customers',
  'max_employees',
  'features',
  'is_popular',
] as const;
const SORTABLE = ['id', 'name', 'price_per_month', 'max_plants', 'is_popular', 'is_retired', 'created_at'] as const;

function compare(a: PlanView, b: PlanView, field: (typeof SORTABLE)[number]): number {
  const x = a[field];
  const y = b[field];
  if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y);
  return Number(x) - Number(y);
}

/** The react-admin door (ra-data-simple-rest) onto the plan commands; retired plans included. */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminSubscriptionPlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every plan, retired ones included, a page at a time (react-admin list)' })
  @ApiRawList(PlanResponse, '`q` (name or description), `is_retired` (boolean), `id` (a list of ids)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<PlanView[]> {
    const list = parseSimpleRestList(query, {
      sortable: SORTABLE,
      defaultSort: { field: 'price_per_month', order: 'ASC' },
      filters: { is_retired: 'boolean' },
    });
    const plans: PlanView[] = await this.queries.execute(new ListPlansQuery({ includeRetired: true, ids: list.ids ?? undefined }));
    const q = list.q?.toLowerCase();
    const retired = list.filter.is_retired;
    // A handful of rows: filtered and sorted here rather than in SQL.
    const matching = plans
      .filter((p) => !q || p.name.toLowerCase().includes(q) || p.description.toLowerCase().includes(q))
      .filter((p) => typeof retired !== 'boolean' || p.is_retired === retired)
      .sort((a, b) => compare(a, b, list.sort.field as (typeof SORTABLE)[number]) * (list.sort.order === 'DESC' ? -1 : 1) || a.id - b.id);
    const page = matching.slice(list.offset, list.offset + list.limit);
    sendListHeaders(reply, RESOURCE, list, page.length, matching.length);
    return page;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One plan (react-admin record)' })
  @ApiRawData(PlanResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<PlanView> {
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Post()
  @ApiOperation({ summary: "Create a plan from the console's record (its plan fields, as PlanDto checks them)" })
  @ApiRawData(PlanResponse, { status: 201 })
  async create(@Body() body: Record<string, unknown>): Promise<PlanView> {
    const dto = await writableFields(PlanDto, body, WRITABLE);
    const id: number = await this.commands.execute(new CreatePlanCommand(toPlanTerms(dto)));
    return this.queries.execute(new GetPlanQuery(id));
  }

  /** The whole record comes back; its terms are applied, and `is_retired` retires or reinstates. */
  @Put(':id')
  @ApiOperation({ summary: "Save the console's record of a plan; is_retired true or false retires or reinstates it" })
  @ApiRawData(PlanResponse)
  async update(@Param('id', PositiveIdPipe) id: number, @Body() body: Record<string, unknown>): Promise<PlanView> {
    const dto = await writableFields(PlanDto, body, WRITABLE);
    await this.commands.execute(new ChangePlanCommand(id, { type: 'ChangePlan', terms: toPlanTerms(dto) }));
    if (typeof body.is_retired === 'boolean') {
      await this.commands.execute(new ChangePlanCommand(id, { type: body.is_retired ? 'RetirePlan' : 'ReinstatePlan' }));
    }
    return this.queries.execute(new GetPlanQuery(id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Retire a plan (it is kept, no longer offered); returns it' })
  @ApiRawData(PlanResponse)
  async retire(@Param('id', PositiveIdPipe) id: number): Promise<PlanView> {
    await this.commands.execute(new ChangePlanCommand(id, { type: 'RetirePlan' }));
    return this.queries.execute(new GetPlanQuery(id));
  }
}
