import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RawResponse, ResponseMessage, Roles } from '../../platform/http/decorators';
import { parseSimpleRestList, sendListHeaders } from '../../platform/http/simple-rest';
import { RegisterUserCommand } from '../auth/user.commands';
import { GetUserQuery } from '../auth/user.queries';
import { UserView } from '../auth/user.projection';
import { parseAsOf, parseTimestamp } from './as-of';
import { CreateAuditorDto } from './audit.dto';
import { AuditEventView, EVENT_SORTS, GetEventQuery, GetStreamQuery, ListEventsQuery, StreamView } from './audit.queries';

/** The event log as the console's 'Audit Log' reads it, in ra-data-simple-rest's dialect. */
@ApiTags('Audit')
@ApiBearerAuth()
@RawResponse()
@Roles('super_admin', 'auditor')
@Controller('admin/events')
export class AdminEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'filter {stream_id, event_type, owner_id, from, to (ISO), id: [positions]}; Content-Range header' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEventView[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(EVENT_SORTS),
      defaultSort: { field: 'id', order: 'DESC' },
      maxPageSize: 500,
    });
    const f = list.filter;
    const ownerId = f.owner_id === undefined || f.owner_id === '' ? undefined : Number(f.owner_id);
    const { items, total } = await this.queries.execute(
      new ListEventsQuery(
        {
          streamId: typeof f.stream_id === 'string' && f.stream_id ? f.stream_id : undefined,
          eventType: typeof f.event_type === 'string' && f.event_type ? f.event_type : undefined,
          ownerId: Number.isSafeInteger(ownerId) && (ownerId as number) > 0 ? ownerId : undefined,
          from: parseTimestamp(f.from, 'from'),
          to: parseTimestamp(f.to, 'to'),
          ids: list.ids,
        },
        { offset: list.offset, limit: list.limit, sort: list.sort as { field: keyof typeof EVENT_SORTS; order: 'ASC' | 'DESC' } },
      ),
    );
    sendListHeaders(reply, 'events', list, items.length, total);
    return items;
  }

  @Get(':id')
  show(@Param('id', ParseIntPipe) id: number): Promise<AuditEventView> {
    return this.queries.execute(new GetEventQuery(id));
  }
}

@ApiTags('Audit')
@ApiBearerAuth()
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
  stream(@Param('streamId') streamId: string, @Query('as_of') asOf?: string): Promise<StreamView> {
    return this.queries.execute(new GetStreamQuery(streamId, parseAsOf(asOf)));
  }

  @Post('auditors')
  @Roles('super_admin')
  @ResponseMessage('Auditor created successfully')
  @ApiOperation({ summary: 'Create a read-only auditor account' })
  async createAuditor(@Body() body: CreateAuditorDto): Promise<UserView> {
    const id: number = await this.commands.execute(new RegisterUserCommand(body.name, body.email, 'auditor', body.password));
    return this.queries.execute(new GetUserQuery(id));
  }
}
