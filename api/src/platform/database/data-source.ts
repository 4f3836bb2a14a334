import { Client, type Pool, type PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { migrations } from '../../../../migrations';

/**
 * The one connection pool. No entities are synchronised: the schema is what the migrations say.
 * A stuck transaction is ended by the server, so it cannot stall every catch-up reader.
 */
export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    logging: false,
    extra: {
      max: poolSize,
      options: '-c idle_in_transaction_session_timeout=30000 -c statement_timeout=60000',
      application_name: 'paani',
    },
  });
}

export async function openDatabase(url: string, poolSize?: number): Promise<DataSource> {
  const dataSource = createDataSource(url, poolSize);
  await dataSource.initialize();
  keepErrorsHeard((dataSource.driver as PostgresDriver).master as Pool);
  await migrateOneAtATime(dataSource);
  return dataSource;
}

/**
 * Every pooled connection keeps an 'error' listener for good. pg-pool removes its own when it hands
 * a connection out, and the taker adds one a microtask later (SqlConnection, TypeORM's runners):
 * a new connection whose start-up ended in the same read as PostgreSQL's "terminating connection
 * due to unexpected postmaster exit" (killed just then) emitted that error in between, to no
 * listener, and it ended the process (the crash test, about 1 run in 6). The driver has already
 * marked such a connection unusable: its queries fail and the pool drops it when it is released.
 */
function keepErrorsHeard(pool: Pool): void {
  const heard = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('error', () => undefined);
  });
}

/**
 * Runs the pending migrations while holding a session advisory lock, so processes starting
 * together (WEB_CONCURRENCY, a rolling restart, the worker beside the API) migrate one after the
 * other: TypeORM takes no lock, and without one the second process fails on the first's
 * half-created objects. The next holder then finds nothing pending. The lock is held on a
 * connection of its own, beside the pool: a pool of one (the test template's) would otherwise
 * wait forever for the connection its migrations need. No statement timeout while waiting: a long
 * migration in another process is worth waiting for.
 */
async function migrateOneAtATime(dataSource: DataSource): Promise<void> {
  const lock = new Client({
    connectionString: (dataSource.options as PostgresConnectionOptions).url,
    application_name: 'paani-migrations',
  });
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('paani:migrations'))`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    // Ending the session frees its lock.
    await lock.end();
  }
}
