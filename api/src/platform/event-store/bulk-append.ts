import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BatchingTransaction } from './batching-transaction';
import { EventMetadata, NewEvent, StoredEvent } from './event.types';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

/** New events of one stream, after `expectedVersion` (0: a new stream). */
export interface StreamAppend {
  streamId: string;
  expectedVersion: number;
  events: NewEvent[];
}

/** Rows per INSERT: 7 parameters a row stays far inside PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;

/**
 * The store's append for a bulk load (seeding a database, a very large import): many streams'
 * events in ONE transaction, 1,000 rows an INSERT (the log's hash chain and version checks are the
 * same triggers and keys as for any append), the inline projections applied as a rebuild applies
 * them (their writes sent a thousand at a time, aggregate rows skipped), and then every
 * projection's afterReplay rewriting its aggregates once. The read models end as the same events
 * appended one by one would leave them; a stale expected version fails the whole load.
 *
 * Not for the request path: it holds one transaction for the whole load, and afterReplay rewrites
 * aggregates over all owners. `chunks` is consumed one array at a time, so the caller can generate
 * a large load lazily.
 */
@Injectable()
export class BulkAppender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async append(chunks: Iterable<StreamAppend[]> | AsyncIterable<StreamAppend[]>, metadata: EventMetadata = { source: 'bulk' }): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const tx = new BatchingTransaction(runner);
    let count = 0;
    try {
      await runner.query('BEGIN');
      for await (const chunk of chunks) {
        const rows = chunk.flatMap((append) =>
          append.events.map((event, index) => ({ streamId: append.streamId, version: append.expectedVersion + index + 1, event })),
        );
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          const stored = await this.insert(runner, rows.slice(start, start + ROWS_PER_INSERT), metadata);
          for (const event of stored) for (const projection of this.projections.for(event.type)) await projection.apply(event, tx);
          count += stored.length;
        }
      }
      for (const projection of this.projections.all()) await projection.afterReplay?.(tx);
      await tx.close();
      await runner.query('COMMIT');
      return count;
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async insert(
    runner: { query(sql: string, parameters?: unknown[]): Promise<any[]> },
    rows: { streamId: string; version: number; event: NewEvent }[],
    metadata: EventMetadata,
  ): Promise<StoredEvent[]> {
    const values: unknown[] = [JSON.stringify(metadata), metadata.tenant_id ?? null];
    const prepared = rows.map(({ streamId, version, event }) => {
      const streamType = streamId.includes('-') ? streamId.slice(0, streamId.lastIndexOf('-')) : streamId;
      const row = {
        eventId: randomUUID(),
        streamId,
        streamType,
        version,
        type: event.type,
        schemaVersion: event.schemaVersion ?? this.upcasters.currentVersion(event.type),
        data: event.data,
      };
      const base = values.length;
      values.push(row.eventId, streamId, streamType, version, row.type, row.schemaVersion, JSON.stringify(row.data));
      return { row, tuple: `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7}, $1, $2)` };
    });
    const inserted: { global_position: string; transaction_id: string; recorded_at: Date; previous_hash: string | null; hash: string }[] =
      await runner.query(
        `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id)
         VALUES ${prepared.map((p) => p.tuple).join(', ')}
         RETURNING global_position, transaction_id::text AS transaction_id, recorded_at, previous_hash, hash`,
        values,
      );
    return prepared.map(({ row }, index) => ({
      globalPosition: String(inserted[index].global_position),
      transactionId: inserted[index].transaction_id,
      eventId: row.eventId,
      streamId: row.streamId,
      streamType: row.streamType,
      streamVersion: row.version,
      type: row.type,
      schemaVersion: row.schemaVersion,
      data: row.data,
      metadata,
      recordedAt: new Date(inserted[index].recorded_at),
      previousHash: inserted[index].previous_hash,
      hash: inserted[index].hash,
    }));
  }
}
