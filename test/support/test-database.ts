import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { withDatabase } from '../../api/src/platform/database/database-url';

export function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: the jest global setup should have set it');
  return url;
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A database of its own for one test file, migrated, dropped at the end. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  const name = `paani_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(serverUrl(), name);
  const dataSource = await openDatabase(url, poolSize);
  return {
    url,
    name,
    dataSource,
    async drop() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
