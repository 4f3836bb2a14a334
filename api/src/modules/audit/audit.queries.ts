import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Expression, Kysely, sql, SqlBool } from 'kysely';
import { anyId } from '../../platform/database/kysely';
import { Database } from '../../platform/database/read-models';
import { Sql } from '../../platform/database/sql';
import { DomainError } from '../../platform/domain/domain-error';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from '../../platform/event-store/event-row';
import { StoredEvent } from '../../platform/event-store/event.types';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { AsOf } from './as-of';
import { redact } from './redaction';

/** An event as auditors read it: its global position is its id. */
export interface AuditEventView {
  id: number;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: string;
  previous_hash: string | null;
  hash: string;
}

export function toAuditView(event: StoredEvent): AuditEventView {
  return {
    id: Number(event.globalPosition),
    stream_id: event.streamId,
    stream_type: event.streamType,
    stream_version: event.streamVersion,
    event_type: event.type,
    schema_version: event.schemaVersion,
    data: redact(event.data),
    metadata: event.metadata,
    recorded_at: event.recordedAt.toISOString(),
    previous_hash: event.previousHash,
    hash: event.hash,
  };
}

export interface EventFilters {
  streamId?: string;
  eventType?: string;
  ownerId?: number;
  from?: Date;
  to?: Date;
  ids?: number[] | null;
}

/** EVENT_COLUMNS for the builder: `transaction_id` is added as text, under its own name. */
const EVENT_FIELDS = [
  'global_position',
  'event_id',
  'stream_id',
  'stream_type',
  'stream_version',
  'event_type',
  'schema_version',
  'data',
  'metadata',
  'recorded_at',
  'previous_hash',
  'hash',
] as const;

export const EVENT_SORTS = { id: 'global_position', recorded_at: 'recorded_at', stream_id: 'stream_id', event_type: 'event_type' } as const;

export class ListEventsQuery {
  constructor(
    readonly filters: EventFilters,
    readonly page: { offset: number; limit: number; sort: { field: keyof typeof EVENT_SORTS; order: 'ASC' | 'DESC' } },
  ) {}
}

/** Reads the log itself: the audit trail is the one place a query may. */
@QueryHandler(ListEventsQuery)
export class ListEventsHandler implements IQueryHandler<ListEventsQuery, { items: AuditEventView[]; total: number }> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ filters, page }: ListEventsQuery): Promise<{ items: AuditEventView[]; total: number }> {
    const matching = this.db.selectFrom('events').where((eb) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filters.ids) conditions.push(eb('global_position', '=', anyId(filters.ids)));
      if (filters.streamId) conditions.push(eb('stream_id', '=', filters.streamId));
      if (filters.eventType) conditions.push(eb('event_type', '=', filters.eventType));
      if (filters.ownerId) conditions.push(eb('tenant_id', '=', String(filters.ownerId)));
      if (filters.from) conditions.push(eb('recorded_at', '>=', filters.from));
      if (filters.to) conditions.push(eb('recorded_at', '<=', filters.to));
      return eb.and(conditions);
    });
    const direction = page.sort.order === 'DESC' ? 'desc' : 'asc';
    const [{ total }, rows] = await Promise.all([
      matching.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      matching
        .select([...EVENT_FIELDS, sql<string>`transaction_id::text`.as('transaction_id')])
        .orderBy(EVENT_SORTS[page.sort.field] ?? 'global_position', direction)
        .orderBy('global_position', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    ]);
    return { items: rows.map((row) => toAuditView(toStoredEvent(row, this.upcasters))), total };
  }
}

export class GetEventQuery {
  constructor(readonly position: number) {}
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery, AuditEventView> {
  constructor(
    private readonly sql: Sql,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ position }: GetEventQuery): Promise<AuditEventView> {
    const row = await this.sql.one<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE global_position = $1`, [position]);
    if (!row) throw DomainError.notFound('Event not found.');
    return toAuditView(toStoredEvent(row, this.upcasters));
  }
}

export interface StreamView {
  stream_id: string;
  stream_type: string | null;
  version: number;
  as_of: { position: number | null; time: string | null };
  /**
   * What the stream's events said the entity was at that point: every payload field, the latest
   * value winning. A plain reading of the facts, independent of any read model.
   */
  state: Record<string, unknown>;
  events: AuditEventView[];
}

export class GetStreamQuery {
  constructor(
    readonly streamId: string,
    readonly asOf: AsOf | null,
  ) {}
}

@QueryHandler(GetStreamQuery)
export class GetStreamHandler implements IQueryHandler<GetStreamQuery, StreamView> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sql: Sql,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ streamId, asOf }: GetStreamQuery): Promise<StreamView> {
    // The bound, when asked for, is a position or else a time: the statement's text depends on it.
    const rows = await this.db
      .selectFrom('events')
      .select([...EVENT_FIELDS, sql<string>`transaction_id::text`.as('transaction_id')])
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [eb('stream_id', '=', streamId)];
        if (asOf?.position !== undefined) conditions.push(eb('global_position', '<=', String(asOf.position)));
        else if (asOf?.time) conditions.push(eb('recorded_at', '<=', asOf.time));
        return eb.and(conditions);
      })
      .orderBy('stream_version')
      .execute();
    if (rows.length === 0) {
      const exists = await this.sql.one(`SELECT 1 FROM events WHERE stream_id = $1 LIMIT 1`, [streamId]);
      if (!exists) throw DomainError.notFound('Stream not found.');
    }
    const events = rows.map((row) => toAuditView(toStoredEvent(row, this.upcasters)));
    const state = events.reduce<Record<string, unknown>>(
      (merged, event) => (typeof event.data === 'object' && event.data !== null ? { ...merged, ...(event.data as object) } : merged),
      {},
    );
    return {
      stream_id: streamId,
      stream_type: events[0]?.stream_type ?? null,
      version: events.length ? events[events.length - 1].stream_version : 0,
      as_of: { position: asOf?.position ?? null, time: asOf?.time?.toISOString() ?? null },
      state,
      events,
    };
  }
}

export const AUDIT_QUERY_HANDLERS = [ListEventsHandler, GetEventHandler, GetStreamHandler];
