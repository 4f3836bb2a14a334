import type { Announcement, AnnouncementAudience, AnnouncementStatus } from '@paani/contracts';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { anyId, containsText } from '../../platform/database/kysely';
import { AnnouncementsTable, Database } from '../../platform/database/read-models';
import { now as businessNow } from '../../platform/domain/clock';
import { DomainError } from '../../platform/domain/domain-error';
import { ANNOUNCEMENT_NOT_FOUND } from './announcement.decider';

/** The fields the console's list sorts on. */
export const ANNOUNCEMENT_SORTS = { id: 'id', starts_at: 'starts_at', ends_at: 'ends_at' } as const;

export interface AnnouncementListOptions {
  ids?: number[] | null;
  search?: string | null;
  status?: AnnouncementStatus | null;
  audience?: AnnouncementAudience | null;
  sort: { field: keyof typeof ANNOUNCEMENT_SORTS; order: 'ASC' | 'DESC' };
}

function statusOf(row: AnnouncementsTable, now: Date): AnnouncementStatus {
  if (row.withdrawn_at) return 'withdrawn';
  if (now < row.starts_at) return 'scheduled';
  return now >= row.ends_at ? 'ended' : 'active';
}

function toAnnouncement(row: AnnouncementsTable, now: Date): Announcement {
  return {
    id: Number(row.id),
    title: row.title,
    text: row.text,
    level: row.level as Announcement['level'],
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    audience: row.audience as AnnouncementAudience,
    plan_id: row.plan_id === null ? null : Number(row.plan_id),
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
    status: statusOf(row, now),
    created_at: row.created_at.toISOString(),
    withdrawn_at: row.withdrawn_at ? row.withdrawn_at.toISOString() : null,
  };
}

/** The rows of a status at `now`, as `statusOf` reads them. */
function withStatus(eb: ExpressionBuilder<Database, 'announcements'>, status: AnnouncementStatus, now: Date): Expression<SqlBool> {
  if (status === 'withdrawn') return eb('withdrawn_at', 'is not', null);
  const showing = eb('withdrawn_at', 'is', null);
  if (status === 'scheduled') return eb.and([showing, eb('starts_at', '>', now)]);
  if (status === 'ended') return eb.and([showing, eb('ends_at', '<=', now)]);
  return eb.and([showing, eb('starts_at', '<=', now), eb('ends_at', '>', now)]);
}

/** The console's list of announcements; few rows, so the controller pages them. */
export class ListAnnouncementsQuery {
  constructor(readonly options: AnnouncementListOptions) {}
}

@QueryHandler(ListAnnouncementsQuery)
export class ListAnnouncementsHandler implements IQueryHandler<ListAnnouncementsQuery, Announcement[]> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ options }: ListAnnouncementsQuery): Promise<Announcement[]> {
    const now = businessNow();
    const rows = await this.db
      .selectFrom('announcements')
      .selectAll()
      .where((eb) => {
        const filters: Expression<SqlBool>[] = [];
        if (options.ids) filters.push(eb('id', '=', anyId(options.ids)));
        if (options.search) filters.push(containsText(eb, ['title', 'text'], options.search));
        if (options.status) filters.push(withStatus(eb, options.status, now));
        if (options.audience) filters.push(eb('audience', '=', options.audience));
        return eb.and(filters);
      })
      .orderBy(ANNOUNCEMENT_SORTS[options.sort.field], options.sort.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('id', options.sort.order === 'ASC' ? 'asc' : 'desc')
      .execute();
    return rows.map((row) => toAnnouncement(row, now));
  }
}

export class GetAnnouncementQuery {
  constructor(readonly id: number) {}
}

@QueryHandler(GetAnnouncementQuery)
export class GetAnnouncementHandler implements IQueryHandler<GetAnnouncementQuery, Announcement> {
  constructor(private readonly db: Kysely<Database>) {}

  async execute({ id }: GetAnnouncementQuery): Promise<Announcement> {
    const row = await this.db.selectFrom('announcements').selectAll().where('id', '=', String(id)).executeTakeFirst();
    if (!row) throw DomainError.notFound(ANNOUNCEMENT_NOT_FOUND);
    return toAnnouncement(row, businessNow());
  }
}

export const ANNOUNCEMENT_QUERY_HANDLERS = [ListAnnouncementsHandler, GetAnnouncementHandler];
