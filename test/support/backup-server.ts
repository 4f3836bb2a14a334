import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { findClientTools, serverVersion } from '../../api/src/platform/backup/client-tools';
import { withDatabase } from '../../api/src/platform/database/database-url';
import { serverUrl } from './test-database';

/**
 * What the backup, restore and upgrade suites share: a PostgreSQL server whose pg_dump and
 * pg_restore are installed, and empty databases of their own on it.
 */

/** The machine's own PostgreSQL (Debian's package listens here), for when the suite's server has no client tools. */
export const MACHINE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A server whose pg_dump and pg_restore are installed: the suite's own, else the machine's. The
 * embedded PostgreSQL 18 that a run without DATABASE_URL starts has no client tools (the package
 * ships only the server) and Debian 12 packages only those of 15, so there the machine's is used.
 */
export async function serverWithClientTools(): Promise<string> {
  const problems: string[] = [];
  for (const url of [serverUrl(), MACHINE_SERVER]) {
    try {
      findClientTools((await serverVersion(url)).major);
      return url;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(`No PostgreSQL server with its pg_dump and pg_restore: ${problems.join(' / ')}`);
}

export interface EmptyDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** An empty database of its own on the server DATABASE_URL names (not a copy of the migrated template). */
export async function createEmptyDatabase(prefix = 'paani_restore'): Promise<EmptyDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = serverUrl();
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: withDatabase(server, 'postgres') });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE template0`);
  return { url: withDatabase(server, name), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** How many tables the database at `url` has in public: 0 for one a refused restore left alone. */
export async function tablesIn(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}
