import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDatabase } from '../api/src/platform/database/embedded-database';
import { createTestDatabase, TestDatabase } from '../test/support/test-database';

/**
 * A throwaway database for a benchmark: on DATABASE_URL's server when set, else on an embedded
 * PostgreSQL started for the run. Both are removed at the end.
 */
export async function benchDatabase(poolSize = 40): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return createTestDatabase(poolSize);
  const embedded = await startEmbeddedDatabase(mkdtempSync(join(tmpdir(), 'paani-bench-')), { persistent: false });
  process.env.DATABASE_URL = embedded.url;
  const db = await createTestDatabase(poolSize);
  return {
    ...db,
    async drop() {
      await db.drop();
      await embedded.stop();
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
