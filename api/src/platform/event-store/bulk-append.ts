import { Injectable } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
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
 * them (each chunk's runs of events in a few statements, sent a thousand at a time). The read
 * models end as the same events appended one by one would leave them; a stale expected version
 * fails the whole load.
 *
 * Not for the request path: it holds one transaction for the whole load. `chunks` is consumed one array at a time, so the caller can generate
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
    const tx = new BatchingTransaction(runner);
    let count = 0;
    try {
      await runner.query('BEGIN');
      const source = Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]();
      let next = await source.next();
      while (!next.done) {
        const loading = this.load(runner, tx, next.value, metadata);
        // The caller makes its next chunk (CPU work of its own) while PostgreSQL takes this one:
        // one turn of the event loop first, so this chunk's INSERT is on the wire, not queued behind it.
        await new Promise((resolve) => setImmediate(resolve));
        const following = (async () => source.next())();
        following.catch(() => undefined); // a failed load is the error reported; this one waits

        count += await loading;
        next = await following;
      }
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

  private async load(runner: QueryRunner, tx: BatchingTransaction, chunk: StreamAppend[], metadata: EventMetadata): Promise<number> {
    const stored = await insertAllEvents(runner, this.upcasters, rowsOf(chunk), metadata);
    await this.projections.applyMany(stored, tx);
    return stored.length;
  }
}
