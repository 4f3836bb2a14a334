import type { Announcement } from '@paani/contracts';
import { Body, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/domain/domain-error';
import { ApiRawData, ApiRawList } from '../../platform/http/api-responses';
import { AdminResource, ReadOnlyFor, Roles } from '../../platform/http/decorators';
import { PositiveIdPipe } from '../../platform/http/positive-id.pipe';
import { parseSimpleRestList, sendListHeaders, writableFields } from '../../platform/http/simple-rest';
import { PublishAnnouncementCommand, WithdrawAnnouncementCommand } from './announcement.commands';
import { ANNOUNCEMENT_SORTS, GetAnnouncementQuery, ListAnnouncementsQuery } from './announcement.queries';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_STATUSES, AnnouncementResponse, CreateAnnouncementDto } from './notification.dto';

const RESOURCE = 'announcements';
const WRITABLE = ['title', 'text', 'level', 'starts_at', 'ends_at', 'audience', 'plan_id', 'owner_id'] as const;

/** A list filter's value among `values`, or a 400 naming it (never silently ignored). */
function oneOfFilter<V extends string>(name: string, value: unknown, values: readonly V[]): V | null {
  if (value === undefined) return null;
  if (values.includes(value as V)) return value as V;
  throw new DomainError('bad_request', `The ${name} filter must be one of ${values.join(', ')}.`);
}

/** The super admin's announcements to owners (react-admin, ra-data-simple-rest); an auditor reads them. */
@Roles('super_admin')
@ReadOnlyFor('auditor')
@AdminResource(RESOURCE)
export class AdminAnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every announcement, newest first, a page at a time (react-admin list)' })
  @ApiRawList(
    AnnouncementResponse,
    '`q` (title or text), `status` (scheduled, active, ended, withdrawn), `audience` (all, plan, owner), `id`',
  )
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<Announcement[]> {
    const list = parseSimpleRestList(query, {
      sortable: Object.keys(ANNOUNCEMENT_SORTS),
      defaultSort: { field: 'id', order: 'DESC' },
      filters: { status: 'text', audience: 'text' },
    });
    const all: Announcement[] = await this.queries.execute(
      new ListAnnouncementsQuery({
        ids: list.ids,
        search: list.q,
        status: oneOfFilter('status', list.filter.status, ANNOUNCEMENT_STATUSES),
        audience: oneOfFilter('audience', list.filter.audience, ANNOUNCEMENT_AUDIENCES),
        sort: list.sort as { field: keyof typeof ANNOUNCEMENT_SORTS; order: 'ASC' | 'DESC' },
      }),
    );
    const page = all.slice(list.offset, list.offset + list.limit);
    sendListHeaders(reply, RESOURCE, list, page.length, all.length);
    return page;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One announcement (react-admin record)' })
  @ApiRawData(AnnouncementResponse)
  show(@Param('id', PositiveIdPipe) id: number): Promise<Announcement> {
    return this.queries.execute(new GetAnnouncementQuery(id));
  }

  @Post()
  @ApiOperation({
    summary: 'Publish an announcement: owners of the audience see it on their dashboard and in their feed from starts_at until ends_at',
  })
  @ApiRawData(AnnouncementResponse, { status: 201 })
  async create(@Body() body: Record<string, unknown>): Promise<Announcement> {
    const dto = await writableFields(CreateAnnouncementDto, body, WRITABLE);
    const id: number = await this.commands.execute(
      new PublishAnnouncementCommand({
        title: dto.title.trim(),
        text: dto.text.trim(),
        level: dto.level,
        starts_at: new Date(dto.starts_at).toISOString(),
        ends_at: new Date(dto.ends_at).toISOString(),
        audience: dto.audience,
        plan_id: dto.plan_id ?? null,
        owner_id: dto.owner_id ?? null,
      }),
    );
    return this.queries.execute(new GetAnnouncementQuery(id));
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Withdraw an announcement: owners stop seeing it at once; returns it as it now is (never edited: publish another)',
  })
  @ApiRawData(AnnouncementResponse)
  async withdraw(@Param('id', PositiveIdPipe) id: number): Promise<Announcement> {
    await this.commands.execute(new WithdrawAnnouncementCommand(id));
    return this.queries.execute(new GetAnnouncementQuery(id));
  }
}
