import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BatchingTransaction } from './batching-transaction';
import { insertAllEvents, rowsOf } from './event-insert';
import { EventMetadata, StreamAppend } from './event.types';

export type { StreamAppend } from './event.types';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

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

  async append(
    chunks: Iterable<StreamAppend[]> | AsyncIterable<StreamAppend[]>,
    metadata: EventMetadata = { source: 'bulk' },
  ): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const tx = new BatchingTransaction(runner, { replaying: true });
    let count = 0;
    try {
      await runner.query('BEGIN');
      for await (const chunk of chunks) {
        const stored = await insertAllEvents(runner, this.upcasters, rowsOf(chunk), metadata);
        for (const event of stored) for (const projection of this.projections.for(event.type)) await projection.apply(event, tx);
        count += stored.length;
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
}
