import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiCreatedData, ApiData, ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, ResponseMessage, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders } from '../../platform/http/simple-rest';
import { RegisterUserCommand } from '../auth/user.commands';
import { GetUserQuery } from '../auth/user.queries';
import { UserView } from '../auth/user.projection';
import { parseAsOf } from './as-of';
import { AuditEventResponse, CreateAuditorDto, StreamResponse } from './audit.dto';
import { UserResponse } from '../auth/auth.dto';
import { AuditEventView, EVENT_SORTS, GetEventQuery, GetStreamQuery, ListEventsQuery, StreamView } from './audit.queries';

/** The event log as the console's 'Audit Log' reads it, in ra-data-simple-rest's dialect. */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource('events', 'Audit')
export class AdminEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'The event log, newest first, a page at a time (react-admin list)',
    description: 'filter {stream_id, event_type, owner_id, from, to (ISO), id: [positions]}; Content-Range header',
  })
  @ApiRawList(AuditEventResponse, '`stream_id`, `event_type`, `owner_id`, `from` and `to` (ISO times), `id` (a list of positions)')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEventView[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(EVENT_SORTS),
      defaultSort: { field: 'id', order: 'DESC' },
      maxPageSize: 500,
      filters: { stream_id: 'text', event_type: 'text', owner_id: 'id', from: 'timestamp', to: 'timestamp' },
    });
    const f = list.filter as { stream_id?: string; event_type?: string; owner_id?: number; from?: Date; to?: Date };
    const { items, total } = await this.queries.execute(
      new ListEventsQuery(
        {
          streamId: f.stream_id,
          eventType: f.event_type,
          ownerId: f.owner_id,
          from: f.from,
          to: f.to,
          ids: list.ids,
        },
        { offset: list.offset, limit: list.limit, sort: list.sort as { field: keyof typeof EVENT_SORTS; order: 'ASC' | 'DESC' } },
      ),
    );
    sendListHeaders(reply, 'events', list, items.length, total);
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One event of the log by its global position (react-admin record)' })
  @ApiRawData(AuditEventResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<AuditEventView> {
    return this.queries.execute(new GetEventQuery(id));
  }
}

@ApiTags('Audit')
@ApiBearerAuth()
@Roles('super_admin')
@ReadOnlyFor('auditor')
@Controller('super-admin')
export class AuditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('audit/streams/:streamId')
  @Roles('super_admin', 'auditor')
  @ResponseMessage('Stream retrieved successfully')
  @ApiQuery({ name: 'as_of', required: false, description: 'a global position or an ISO timestamp: the stream as it stood then' })
  @ApiOperation({ summary: "One stream's events, and the entity as its events describe it (optionally as of a position or time)" })
  @ApiData(StreamResponse)
  stream(@Param('streamId') streamId: string, @Query('as_of') asOf?: string): Promise<StreamView> {
    return this.queries.execute(new GetStreamQuery(streamId, parseAsOf(asOf)));
  }

  @Post('auditors')
  @Roles('super_admin')
  @ResponseMessage('Auditor created successfully')
  @ApiOperation({ summary: 'Create a read-only auditor account' })
  @ApiCreatedData(UserResponse)
  async createAuditor(@Body() body: CreateAuditorDto): Promise<UserView> {
    const id: number = await this.commands.execute(new RegisterUserCommand(body.name, body.email, 'auditor', body.password));
    return this.queries.execute(new GetUserQuery(id));
  }
}
