import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Reads on the request path, straight on the connection pool that TypeORM opened: no query runner
 * per call, and every statement prepared once per connection (named by a hash of its text), so
 * PostgreSQL parses and plans it once. For reads outside a transaction only; writes go through the
 * event store.
 */
@Injectable()
export class Sql {
  private readonly pool: Pool;
  private readonly names = new Map<string, string>();

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
  }

  async rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query({ name: this.nameOf(text), text, values });
    return result.rows as T[];
  }

  async one<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(text, values))[0];
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `paani_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
