import { DataSource } from 'typeorm';
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
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
