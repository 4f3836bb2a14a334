import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '../api/src/platform/database/embedded-database';
import { createTestDatabase, TestDatabase } from '../test/support/test-database';

/**
 * A throwaway database for a benchmark: on DATABASE_URL's server when set, else on an embedded
 * PostgreSQL started for the run. Both are removed at the end, except that BENCH_KEEP_DATABASE=1
 * keeps a server's database (its name is printed), to look into its plans after the run.
 */
export async function benchDatabase(poolSize = 40): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) {
    const db = await createTestDatabase(poolSize);
    await printPostgres(db, 'server from DATABASE_URL');
    if (process.env.BENCH_KEEP_DATABASE !== '1') return db;
    return {
      ...db,
      async drop() {
        if (db.dataSource.isInitialized) await db.dataSource.destroy();
        console.log(`BENCH_KEEP_DATABASE: kept ${db.name}`);
      },
    };
  }
  const embedded = await startEmbeddedDatabase(mkdtempSync(join(tmpdir(), 'paani-bench-')), { persistent: false });
  process.env.DATABASE_URL = embedded.url;
  const db = await createTestDatabase(poolSize);
  await printPostgres(db, 'embedded, started for this run');
  return {
    ...db,
    async drop() {
      await db.drop();
      await embedded.stop();
    },
  };
}

/** Every benchmark says which PostgreSQL its figures come from. */
async function printPostgres(db: TestDatabase, kind: string): Promise<void> {
  const [{ version }] = await db.dataSource.query(`SELECT current_setting('server_version') AS version`);
  console.log(`PostgreSQL ${version} (${kind})`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
