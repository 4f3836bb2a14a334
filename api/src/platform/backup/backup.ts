import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { ArchiveWriter, hashFile } from './archive';
import { ClientTools, ClientToolsMissing, connectionFor, findClientTools, runTool, serverVersion } from './client-tools';
import { copyTables } from './copy-backup';
import { openDatabaseTarget } from './database-target';
import {
  ArchivedFile,
  BACKUP_FORMAT,
  BackupManifest,
  COPY_METHOD,
  DATA_DIR_FILES,
  DUMP_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  PG_DUMP_METHOD,
  productVersion,
  readLogState,
} from './manifest';

/**
 * How the database is written: `pg_dump` (needs pg_dump of the server's major version), `copy`
 * (a logical copy of every table, copy-backup.ts: needs nothing but the connection), or `auto`:
 * pg_dump when it is found, else the copy.
 */
export type BackupMethod = 'pg_dump' | 'copy' | 'auto';
export const BACKUP_METHODS: readonly BackupMethod[] = ['pg_dump', 'copy', 'auto'];

export interface BackupOptions {
  /** The database to back up; absent, the embedded one of `npm start` under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** The folder the archive is written into (made if missing). */
  outDir: string;
  /** auto unless given. */
  method?: BackupMethod;
  /** Where PAANI_PG_BIN, PATH and JWT_SECRET are read from (process.env). */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface BackupResult {
  file: string;
  /** The whole archive's SHA-256: keep it apart from the archive to check a copy later. */
  sha256: string;
  bytes: number;
  manifest: BackupManifest;
  warnings: string[];
}

/** An archive's file name: paani-backup-<UTC time to the second>[-n].tar (the n-th written in that second). */
export function archiveFileName(date: Date, n = 1): string {
  const stamp = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `paani-backup-${stamp}${n === 1 ? '' : `-${n}`}.tar`;
}

function freeName(outDir: string, date: Date): string {
  for (let n = 1; ; n += 1) {
    const file = join(outDir, archiveFileName(date, n));
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}

/**
 * Writes one archive: manifest.json, the database, and files/<name> for each file of
 * DATA_DIR_FILES present. The database is database.dump (pg_dump --format=custom) or, without a
 * pg_dump of the server's major version, a logical copy: tables/<table>.copy for every table. Either
 * way the manifest's log state is read in the very snapshot the database is read in, so it
 * describes it exactly while the app keeps writing. The archive appears under its name only once
 * complete (written as .partial, renamed).
 */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => undefined);
  const warnings: string[] = [];
  const outDir = resolve(options.outDir);
  const target = await openDatabaseTarget({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, createEmbedded: false });
  try {
    const server = await serverVersion(target.url);
    const tools = chooseTools(options.method ?? 'auto', server.major, env, log);
    log(
      `Backing up ${target.label} (PostgreSQL ${server.version}) ` +
        (tools ? `with ${tools.pgDump} (${tools.version})` : 'as a logical copy of every table'),
    );
    mkdirSync(outDir, { recursive: true });
    const work = mkdtempSync(join(outDir, '.paani-backup-'));
    try {
      const { state, entries, database } = await readInOneSnapshot(target.url, work, tools);
      const files: Record<string, ArchivedFile> = {};
      for (const { entry, path } of entries) files[entry] = await hashFile(path);
      for (const name of DATA_DIR_FILES) {
        const path = join(resolve(options.dataDir), name);
        if (!existsSync(path)) continue;
        files[`${FILES_PREFIX}${name}`] = await hashFile(path);
        entries.push({ entry: `${FILES_PREFIX}${name}`, path });
      }
      if (env.JWT_SECRET)
        warnings.push(
          'JWT_SECRET is set in the environment, so it is not in the archive: keep it safe apart from it, as a restore needs it for sign-in tokens to keep working.',
        );
      else if (!entries.some(({ entry }) => entry.startsWith(FILES_PREFIX)))
        warnings.push(`There is no ${join(options.dataDir, 'jwt-secret')} to keep: sign-in tokens will not survive a restore.`);

      const created = new Date();
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        created_at: created.toISOString(),
        product: productVersion(),
        database: { server_version: server.version, server_major: server.major, ...database },
        ...state,
        files,
      };
      const file = freeName(outDir, created);
      const partial = `${file}.partial`;
      const archive = await ArchiveWriter.create(partial);
      let sha256: string;
      try {
        await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), created);
        for (const { entry, path } of entries) await archive.addFile(entry, path, files[entry].bytes, created);
        sha256 = await archive.finish();
      } catch (error) {
        await archive.abandon();
        rmSync(partial, { force: true });
        throw error;
      }
      renameSync(partial, file);
      return { file, sha256, bytes: statSync(file).size, manifest, warnings };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } finally {
    await target.close();
  }
}

/** pg_dump and pg_restore to use, or null for a logical copy. */
function chooseTools(method: BackupMethod, major: number, env: NodeJS.ProcessEnv, log: (line: string) => void): ClientTools | null {
  if (method === 'copy') return null;
  try {
    return findClientTools(major, env);
  } catch (error) {
    if (method === 'pg_dump' || !(error instanceof ClientToolsMissing)) throw error;
    log(`pg_dump ${major} not found: writing a logical copy of every table instead`);
    return null;
  }
}

/**
 * Reads the log's state, then the database, in one snapshot held open until the database is read:
 * pg_dump joins it with --snapshot (pg_export_snapshot), the copy reads on this very connection.
 */
async function readInOneSnapshot(url: string, work: string, tools: ClientTools | null) {
  const client = new Client({ connectionString: url, application_name: 'paani-backup' });
  await client.connect();
  try {
    await client.query('SET idle_in_transaction_session_timeout = 0; SET statement_timeout = 0');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const state = await readLogState(async (text) => (await client.query(text)).rows);
    let entries: { entry: string; path: string }[];
    let database: Pick<BackupManifest['database'], 'pg_dump_version' | 'dump' | 'copy'>;
    if (tools) {
      const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
      const dumpPath = join(work, DUMP_ENTRY);
      const { dbname, env } = connectionFor(url);
      await runTool(tools.pgDump, ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${dumpPath}`, `--dbname=${dbname}`], env);
      entries = [{ entry: DUMP_ENTRY, path: dumpPath }];
      database = { pg_dump_version: tools.version, dump: PG_DUMP_METHOD };
    } else {
      const copy = await copyTables(client, work);
      entries = copy.entries;
      database = { pg_dump_version: null, dump: COPY_METHOD, copy: copy.contents };
    }
    await client.query('COMMIT');
    return { state, entries, database };
  } finally {
    await client.end();
  }
}
