import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations';
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

/**
 * The migrated, empty database every test database is copied from, named after the migrations'
 * code so a changed migration gives a new one. Migrating takes about a second a file; copying a
 * template, a tenth of that.
 */
const TEMPLATE = `paani_template_${createHash('sha256')
  .update(migrations.map((migration) => `${migration.name}:${migration.prototype.up.toString()}`).join('\n'))
  .digest('hex')
  .slice(0, 16)}`;
/** Any number, the same in every jest worker: one worker builds the template while the others wait. */
const TEMPLATE_LOCK = 7_401_117;

let template: Promise<void> | undefined;

/** Makes the template once per server (under a lock the workers share), dropping those of older migrations. */
function ensureTemplate(): Promise<void> {
  template ??= admin(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'paani_template_%'`);
      if (rows.some((row) => row.datname === TEMPLATE)) return;
      for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      // Migrated under another name and renamed when done: a half-made template is never copied.
      const building = `${TEMPLATE}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const dataSource = await openDatabase(withDatabase(serverUrl(), building), 1);
      await dataSource.destroy();
      await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/** A database of its own for one test file, a copy of the migrated template, dropped at the end. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  await ensureTemplate();
  const name = `paani_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`));
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
