import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedDatabase } from '../database/embedded-database';

/** The database a backup reads or a restore writes, and how to let it go afterwards. */
export interface DatabaseTarget {
  url: string;
  /** What to call it in messages: the URL without its password, or the embedded cluster's folder. */
  label: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** The URL without its password, for messages. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database named by `databaseUrl`, or, without one, the embedded PostgreSQL of `npm start`
 * under `dataDir`: the running one when `npm start` has it up (its port is kept in
 * <dataDir>/pg.port, and a second postmaster cannot start on a running cluster), else started
 * here exactly as `npm start` starts it, and stopped again by `close`.
 */
export async function openDatabaseTarget(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Whether an embedded cluster that does not exist yet may be made (a restore on a fresh machine). */
  createEmbedded: boolean;
}): Promise<DatabaseTarget> {
  if (options.databaseUrl) {
    return { url: options.databaseUrl, label: safeUrl(options.databaseUrl), embedded: false, close: async () => undefined };
  }
  const root = resolve(options.dataDir);
  const label = `the embedded database under ${join(root, 'pg')}`;
  const portFile = join(root, 'pg.port');
  if (existsSync(join(root, 'pg', 'postmaster.pid')) && existsSync(portFile)) {
    const url = `postgres://postgres:postgres@127.0.0.1:${Number(readFileSync(portFile, 'utf8'))}/postgres`;
    if (await answers(url)) return { url, label, embedded: true, close: async () => undefined };
  }
  if (!options.createEmbedded && !existsSync(join(root, 'pg', 'PG_VERSION'))) {
    throw new Error(`There is no embedded database under ${join(root, 'pg')} to back up. Set DATA_DIR to where it is, or DATABASE_URL.`);
  }
  const embedded = await startEmbeddedDatabase(root).catch((error: unknown) => {
    throw new Error(
      `The embedded database under ${join(root, 'pg')} could not be started${error instanceof Error ? `: ${error.message}` : ''}`,
    );
  });
  return { url: embedded.url, label, embedded: true, close: () => embedded.stop() };
}
