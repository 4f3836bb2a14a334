import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { ArchiveWriter, hashFile } from './archive';
import { connectionFor, findClientTools, runTool, serverVersion } from './client-tools';
import { openDatabaseTarget } from './database-target';
import {
  ArchivedFile,
  BACKUP_FORMAT,
  BackupManifest,
  DATA_DIR_FILES,
  DUMP_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  productVersion,
  readLogState,
} from './manifest';

export interface BackupOptions {
  /** The database to back up; absent, the embedded one of `npm start` under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** The folder the archive is written into (made if missing). */
  outDir: string;
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

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

function freeName(outDir: string, date: Date): string {
  const base = `paani-backup-${stamp(date)}`;
  for (let n = 1; ; n += 1) {
    const file = join(outDir, `${base}${n === 1 ? '' : `-${n}`}.tar`);
    if (!existsSync(file) && !existsSync(`${file}.partial`)) return file;
  }
}

/**
 * Writes one archive: manifest.json, database.dump (pg_dump --format=custom) and files/<name>
 * for each file of DATA_DIR_FILES present. The manifest's log state is read in the very snapshot
 * pg_dump dumps (pg_export_snapshot), so it describes the dump exactly while the app keeps
 * writing. The archive appears under its name only once complete (written as .partial, renamed).
 */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => undefined);
  const warnings: string[] = [];
  const outDir = resolve(options.outDir);
  const target = await openDatabaseTarget({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, createEmbedded: false });
  try {
    const server = await serverVersion(target.url);
    const tools = findClientTools(server.major, env);
    log(`Backing up ${target.label} (PostgreSQL ${server.version}) with ${tools.pgDump} (${tools.version})`);
    mkdirSync(outDir, { recursive: true });
    const work = mkdtempSync(join(outDir, '.paani-backup-'));
    try {
      const dumpPath = join(work, DUMP_ENTRY);
      const state = await dumpInOneSnapshot(target.url, tools.pgDump, dumpPath);
      const files: Record<string, ArchivedFile> = { [DUMP_ENTRY]: await hashFile(dumpPath) };
      const kept: { entry: string; path: string }[] = [];
      for (const name of DATA_DIR_FILES) {
        const path = join(resolve(options.dataDir), name);
        if (!existsSync(path)) continue;
        files[`${FILES_PREFIX}${name}`] = await hashFile(path);
        kept.push({ entry: `${FILES_PREFIX}${name}`, path });
      }
      if (env.JWT_SECRET)
        warnings.push(
          'JWT_SECRET is set in the environment, so it is not in the archive: keep it safe apart from it, as a restore needs it for sign-in tokens to keep working.',
        );
      else if (kept.length === 0)
        warnings.push(`There is no ${join(options.dataDir, 'jwt-secret')} to keep: sign-in tokens will not survive a restore.`);

      const created = new Date();
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        created_at: created.toISOString(),
        product: productVersion(),
        database: {
          server_version: server.version,
          server_major: server.major,
          pg_dump_version: tools.version,
          dump: 'pg_dump --format=custom',
        },
        ...state,
        files,
      };
      const file = freeName(outDir, created);
      const partial = `${file}.partial`;
      const archive = await ArchiveWriter.create(partial);
      let sha256: string;
      try {
        await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), created);
        await archive.addFile(DUMP_ENTRY, dumpPath, files[DUMP_ENTRY].bytes, created);
        for (const { entry, path } of kept) await archive.addFile(entry, path, files[entry].bytes, created);
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

/** Reads the log's state and runs pg_dump in one exported snapshot, held open until the dump is done. */
async function dumpInOneSnapshot(url: string, pgDump: string, dumpPath: string) {
  const client = new Client({ connectionString: url, application_name: 'paani-backup' });
  await client.connect();
  try {
    await client.query('SET idle_in_transaction_session_timeout = 0; SET statement_timeout = 0');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const state = await readLogState(async (text) => (await client.query(text)).rows);
    const { dbname, env } = connectionFor(url);
    await runTool(pgDump, ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${dumpPath}`, `--dbname=${dbname}`], env);
    await client.query('COMMIT');
    return state;
  } finally {
    await client.end();
  }
}
