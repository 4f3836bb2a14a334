import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { statementName } from './sql';

/**
 * Single statements whose loss in a crash is harmless, on a few connections of their own with
 * `synchronous_commit = off`: their commit does not wait for the WAL to reach the disk. Visibility
 * is immediate all the same, and the next ordinary commit flushes the WAL up to it. Used by the
 * idempotency keys' saved responses: a response lost in a crash leaves a key committed with its
 * events and no answer, which repeats are told (in flight, then response lost), never a second
 * write. Never for events or read models.
 */
@Injectable()
export class UnflushedSql implements OnApplicationShutdown {
  private readonly pool: Pool;
  private readonly names = new Map<string, string>();

  constructor(dataSource: DataSource) {
    const options = dataSource.options as PostgresConnectionOptions;
    this.pool = new Pool({
      connectionString: options.url,
      max: 4,
      options: '-c synchronous_commit=off -c statement_timeout=60000',
      application_name: 'paani-unflushed',
      allowExitOnIdle: true,
    });
  }

  /** Prepared once per connection, as Sql's statements: parsed and planned once, not on every call. */
  async rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool.query({ name: statementName(this.names, text), text, values })).rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
