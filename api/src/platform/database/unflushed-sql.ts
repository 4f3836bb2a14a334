import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { PipelinedStatements } from './pipelined-statements';
import { statementName } from './sql';

/**
 * Single statements whose loss in a crash is harmless, on two connections of their own with
 * `synchronous_commit = off`, pipelined (PipelinedStatements: one write for every statement of a
 * turn of the event loop): their commit does not wait for the WAL to reach the disk. Visibility
 * is immediate all the same, and the next ordinary commit flushes the WAL up to it. Used by the
 * idempotency keys' final answers of requests that wrote nothing (a refused body: lost in a crash,
 * a retry runs again and is refused the same way) and their sweep. Never for events, read models
 * or the saved answer of a request that wrote something (IdempotencyStore#saveAll).
 */
@Injectable()
export class UnflushedSql implements OnApplicationShutdown {
  private readonly connections: PipelinedStatements;
  private readonly names = new Map<string, string>();

  constructor(dataSource: DataSource) {
    const options = dataSource.options as PostgresConnectionOptions;
    this.connections = new PipelinedStatements({
      connectionString: options.url,
      options: '-c synchronous_commit=off -c statement_timeout=60000',
      application_name: 'paani-unflushed',
    });
  }

  /** Prepared once per connection, as Sql's statements: parsed and planned once, not on every call. */
  async rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.connections.query({ name: statementName(this.names, text), text, values })).rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connections.end();
  }
}
