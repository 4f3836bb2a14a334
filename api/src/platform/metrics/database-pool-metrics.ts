import { Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { MetricsRegistry } from './metrics-registry';

/**
 * The use of the one connection pool (the pg pool TypeORM opened, which Sql, Kysely and the event
 * store's transactions share), read when scraped: a sample taken at scrape time is what a gauge
 * is, and nothing runs between scrapes. `waiting` above 0 for long means requests queue for a
 * connection (`paani_db_pool_max_clients` is the pool's size). The few connections that reads are pipelined on
 * (PipelinedStatements, UnflushedSql) are opened beside the pool and are not counted here.
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(registry: MetricsRegistry, dataSource: DataSource) {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('paani_db_pool_max_clients', 'Connections the pool may open', () => pool.options.max ?? 0);
    gauge('paani_db_pool_total_clients', 'Connections the pool holds open, busy or idle', () => pool.totalCount);
    gauge('paani_db_pool_idle_clients', 'Open connections of the pool not in use', () => pool.idleCount);
    gauge('paani_db_pool_waiting_clients', 'Callers waiting for a connection of the pool', () => pool.waitingCount);
  }
}
