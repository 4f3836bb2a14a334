import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
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
    private readonly dataSource: DataSource,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ filters, page }: ListEventsQuery): Promise<{ items: AuditEventView[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filters.ids) add('global_position = ANY(?::bigint[])', filters.ids);
    if (filters.streamId) add('stream_id = ?', filters.streamId);
    if (filters.eventType) add('event_type = ?', filters.eventType);
    if (filters.ownerId) add('tenant_id = ?', filters.ownerId);
    if (filters.from) add('recorded_at >= ?', filters.from);
    if (filters.to) add('recorded_at <= ?', filters.to);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const column = EVENT_SORTS[page.sort.field] ?? 'global_position';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM events ${clause}`, params);
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events ${clause}
        ORDER BY ${column} ${page.sort.order === 'DESC' ? 'DESC' : 'ASC'}, global_position ${page.sort.order === 'DESC' ? 'DESC' : 'ASC'}
        LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { items: rows.map((row) => toAuditView(toStoredEvent(row, this.upcasters))), total };
  }
}

export class GetEventQuery {
  constructor(readonly position: number) {}
}

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery, AuditEventView> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ position }: GetEventQuery): Promise<AuditEventView> {
    const [row]: EventRow[] = await this.dataSource.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE global_position = $1`, [position]);
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
    private readonly dataSource: DataSource,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async execute({ streamId, asOf }: GetStreamQuery): Promise<StreamView> {
    const params: unknown[] = [streamId];
    let bound = '';
    if (asOf?.position !== undefined) {
      params.push(asOf.position);
      bound = 'AND global_position <= $2';
    } else if (asOf?.time) {
      params.push(asOf.time);
      bound = 'AND recorded_at <= $2';
    }
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ${bound} ORDER BY stream_version`,
      params,
    );
    if (rows.length === 0) {
      const [exists] = await this.dataSource.query(`SELECT 1 FROM events WHERE stream_id = $1 LIMIT 1`, [streamId]);
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
