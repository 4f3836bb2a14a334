import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { migrations } from '../../../../migrations';
import { createDataSource } from '../database/data-source';
import { verifyDatabase } from '../event-store/log-export';
import { VerifyReport } from '../event-store/log-verifier';
import { RebuildReport } from '../event-store/projection-rebuilder';
import { ArchiveError, ArchiveEntry, hashEntry, listArchive, readEntry } from './archive';
import { connectionFor, findClientTools, runTool, serverVersion } from './client-tools';
import { quoteIdent } from './copy-backup';
import { loadCopy } from './copy-restore';
import { DatabaseTarget, openDatabaseTarget } from './database-target';
import {
  BackupManifest,
  compareLogState,
  COPY_METHOD,
  DATA_DIR_FILES,
  DUMP_ENTRY,
  FILES_PREFIX,
  LogState,
  MANIFEST_ENTRY,
  parseManifest,
  productVersion,
  readLogState,
  tableEntry,
} from './manifest';
import { RestoreRefused } from './refused';
import { renumberTransactionIds } from './transaction-ids';

export { RestoreRefused };

/**
 * Replays the restored log into a shadow copy of the read models and compares it with the restored
 * ones (ProjectionRebuilder in verify mode). Given by the caller, which has the app's modules;
 * it opens the database itself, so the migrations of a newer Paani run first.
 */
export type ReadModelCheck = (url: string) => Promise<RebuildReport>;

export interface RestoreOptions {
  archive: string;
  /** The database to restore into; absent, the embedded one of `npm start` under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Drop what the database holds first, and overwrite different files in DATA_DIR. */
  force?: boolean;
  checkReadModels: ReadModelCheck;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface RestoreReport {
  /** Everything verified and every file restored. */
  ok: boolean;
  target: string;
  manifest: BackupManifest;
  chains: VerifyReport;
  /** Where the restored log's count, last position and chain heads differ from the manifest. */
  headProblems: string[];
  readModels: { equal: boolean; tables: number; events: number; firstDifference: string | null };
  files: { name: string; path: string; action: 'written' | 'unchanged' | 'replaced' | 'not written' }[];
}

/**
 * Restores an archive written by `backup` into an empty database:
 * 1. checks every entry against the manifest's checksum (a changed archive is refused here);
 * 2. refuses a non-empty database (unless force), a newer server's pg_dump, an unknown schema level,
 *    and a different file in DATA_DIR (unless force), all before writing anything;
 * 3. a pg_dump: pg_restore, in three sections: the log's transaction ids are renumbered between the
 *    data and the triggers and indexes (see transaction-ids.ts). A logical copy: the schema from
 *    this build's migrations and the tables loaded, in one transaction (copy-restore.ts): no
 *    client tools needed;
 * 4. verifies every hash chain and that the chain heads, count and last position are the manifest's;
 * 5. rebuilds the read models from the log in verify mode and compares;
 * 6. writes the files of DATA_DIR (the signing secret), when everything above held.
 */
export async function restore(options: RestoreOptions): Promise<RestoreReport> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => undefined);
  const archive = resolve(options.archive);
  if (!existsSync(archive)) throw new RestoreRefused(`There is no file ${archive}.`);
  const work = mkdtempSync(join(tmpdir(), 'paani-restore-'));
  try {
    const { manifest, dumpPath, entries, files } = await unpackVerified(archive, work);
    log(
      `The archive's ${Object.keys(manifest.files).length} files match their checksums (made ${manifest.created_at} by ${manifest.product.name} ${manifest.product.version}, ` +
        `${manifest.events.count} events, PostgreSQL ${manifest.database.server_version})`,
    );
    const known = migrations.map((migration) => migration.name);
    const unknown = [manifest.migration?.name, ...(manifest.database.copy?.migrations ?? [])].find(
      (name) => name !== undefined && !known.includes(name),
    );
    if (unknown) {
      // Migrations are forward-only (none is ever undone): this build cannot run on a schema it does not know.
      throw new RestoreRefused(
        `The archive's schema is at migration ${unknown}, which this version of Paani ` +
          `(${productVersion().version}, schema at ${known[known.length - 1]}) does not have: it was made by a newer version ` +
          `(${manifest.product.version}). Restore it with that version or a later one. Migrations are forward-only, so to roll ` +
          `back to this version restore the last backup made before the upgrade, not a newer one. Nothing was restored.`,
      );
    }
    const dataDir = resolve(options.dataDir);
    const plannedFiles = files.map((file) => {
      const path = join(dataDir, file.name);
      const action = !existsSync(path) ? 'written' : readFileSync(path).equals(file.content) ? 'unchanged' : 'replaced';
      return { ...file, path, action: action as 'written' | 'unchanged' | 'replaced' };
    });
    const clashing = plannedFiles.filter((file) => file.action === 'replaced');
    if (clashing.length > 0 && !options.force) {
      throw new RestoreRefused(
        `${clashing.map((file) => file.path).join(', ')} already exists with other content than the archive's. ` +
          `Move it away, or pass --force to overwrite it (tokens signed with the present secret then stop working).`,
      );
    }

    const target = await openDatabaseTarget({ databaseUrl: options.databaseUrl, dataDir, createEmbedded: true });
    try {
      if (manifest.database.dump === COPY_METHOD) await restoreCopy(target, archive, entries, manifest, options.force ?? false, log);
      else await restoreDump(target, dumpPath, manifest, options.force ?? false, env, log);
      await withClient(target.url, async (client) => {
        // Neither leaves the planner statistics, and the renumbering left a dead copy of every event.
        await client.query('VACUUM ANALYZE events');
        await client.query('ANALYZE');
      });

      const { chains, state } = await verifyLog(target.url);
      const headProblems = compareLogState(manifest, state);
      log(
        chains.ok && headProblems.length === 0
          ? `Verified ${chains.events} events in ${chains.streams} streams: every chain is intact and its head is the manifest's`
          : 'The restored log is NOT what the archive says',
      );
      const rebuild = await options.checkReadModels(target.url);
      const firstDifferent = rebuild.tables.find((table) => !table.equal);
      const readModels = {
        equal: rebuild.equal,
        tables: rebuild.tables.length,
        events: rebuild.events,
        firstDifference: firstDifferent
          ? `${firstDifferent.table}: restored ${firstDifferent.liveRows} rows, rebuilt ${firstDifferent.rebuiltRows} rows` +
            (firstDifferent.onlyLive[0] ? `; only restored: ${firstDifferent.onlyLive[0]}` : '') +
            (firstDifferent.onlyRebuilt[0] ? `; only rebuilt: ${firstDifferent.onlyRebuilt[0]}` : '')
          : null,
      };
      const ok = chains.ok && headProblems.length === 0 && readModels.equal;
      const written: RestoreReport['files'] = [];
      for (const file of plannedFiles) {
        if (ok && file.action !== 'unchanged') {
          mkdirSync(dataDir, { recursive: true });
          writeFileSync(file.path, file.content, { mode: 0o600 });
        }
        written.push({ name: file.name, path: file.path, action: ok ? file.action : 'not written' });
      }
      return { ok, target: target.label, manifest, chains, headProblems, readModels, files: written };
    } finally {
      await target.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** pg_restore of a database.dump, with the client tools of the server's major version. */
async function restoreDump(
  target: DatabaseTarget,
  dumpPath: string,
  manifest: BackupManifest,
  force: boolean,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  const server = await serverVersion(target.url);
  if (manifest.database.server_major > server.major) {
    throw new RestoreRefused(
      `The archive was dumped from PostgreSQL ${manifest.database.server_major}; ${target.label} is PostgreSQL ${server.major}. ` +
        `Restore it into PostgreSQL ${manifest.database.server_major} or newer.`,
    );
  }
  const tools = findClientTools(server.major, env);
  const { dbname, env: childEnv } = connectionFor(target.url);
  const schemas = await archiveSchemas(tools.pgRestore, dumpPath, childEnv);
  await makeRoom(target.url, target.label, schemas, force, log);

  log(`Restoring into ${target.label} (PostgreSQL ${server.version}) with ${tools.pgRestore} (${tools.version})`);
  const pgRestore = (section: string) =>
    runTool(
      tools.pgRestore,
      [`--section=${section}`, '--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, dumpPath],
      childEnv,
    );
  await pgRestore('pre-data');
  await pgRestore('data');
  const renumbered = await withClient(target.url, (client) => renumberTransactionIds(client));
  log(`Renumbered the log's ${renumbered} transaction ids in their order, below this server's own`);
  await pgRestore('post-data');
}

/**
 * A logical copy: no client tools, and any server this build's migrations run on (the text form
 * of COPY loads into an older major version too, where a pg_dump may not).
 */
async function restoreCopy(
  target: DatabaseTarget,
  archive: string,
  entries: Map<string, ArchiveEntry>,
  manifest: BackupManifest,
  force: boolean,
  log: (line: string) => void,
): Promise<void> {
  const copy = manifest.database.copy!;
  const server = await serverVersion(target.url);
  await makeRoom(target.url, target.label, [], force, log);
  log(
    `Restoring a logical copy into ${target.label} (PostgreSQL ${server.version}): the schema from this build's ` +
      `${copy.migrations.length} migrations the archive's database had, then its ${copy.tables.length} tables`,
  );
  const loaded = await loadCopy({ url: target.url, archive, entries, files: manifest.files, copy });
  log(`Loaded ${loaded.rows} rows into ${loaded.tables} tables and set ${copy.sequences.length} sequences`);
  log(`Renumbered the log's ${loaded.renumbered} transaction ids in their order, below this server's own`);
}

/** Lists the archive, checks it holds exactly the manifest's files with their checksums, and unpacks them. */
async function unpackVerified(
  archive: string,
  work: string,
): Promise<{
  manifest: BackupManifest;
  dumpPath: string;
  entries: Map<string, ArchiveEntry>;
  files: { name: string; content: Buffer }[];
}> {
  let entries: ArchiveEntry[];
  try {
    entries = await listArchive(archive);
  } catch (error) {
    if (error instanceof ArchiveError)
      throw new RestoreRefused(`${archive} cannot be read as a backup: ${error.message}. Nothing was restored.`);
    throw error;
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestEntry = byName.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw new RestoreRefused(`${archive} holds no ${MANIFEST_ENTRY}: it is not a Paani backup. Nothing was restored.`);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest((await readEntry(archive, manifestEntry)).toString('utf8'));
  } catch (error) {
    throw new RestoreRefused(`${archive}: ${error instanceof Error ? error.message : error}. Nothing was restored.`);
  }
  const listed = Object.keys(manifest.files);
  const unlisted = entries.filter((entry) => entry.name !== MANIFEST_ENTRY && !listed.includes(entry.name)).map((entry) => entry.name);
  const missing = listed.filter((name) => !byName.has(name));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new RestoreRefused(
      `${archive} does not hold what its manifest lists` +
        `${missing.length ? ` (missing: ${missing.join(', ')})` : ''}${unlisted.length ? ` (not listed: ${unlisted.join(', ')})` : ''}. Nothing was restored.`,
    );
  }
  const files: { name: string; content: Buffer }[] = [];
  const database = new Set(
    manifest.database.dump === COPY_METHOD ? manifest.database.copy!.tables.map((table) => tableEntry(table.name)) : [DUMP_ENTRY],
  );
  for (const name of listed) {
    if (!database.has(name) && !(name.startsWith(FILES_PREFIX) && DATA_DIR_FILES.includes(name.slice(FILES_PREFIX.length)))) {
      throw new RestoreRefused(`${archive} holds ${name}, which is no file a Paani backup keeps. Nothing was restored.`);
    }
  }
  for (const name of listed) {
    const entry = byName.get(name)!;
    const want = manifest.files[name];
    const got = await hashEntry(archive, entry, name === DUMP_ENTRY ? join(work, DUMP_ENTRY) : undefined);
    if (got !== want.sha256 || entry.size !== want.bytes) {
      throw new RestoreRefused(
        `${archive} is damaged or was changed: ${name} does not match its checksum in the manifest. Nothing was restored.`,
      );
    }
    if (name.startsWith(FILES_PREFIX)) files.push({ name: name.slice(FILES_PREFIX.length), content: await readEntry(archive, entry) });
  }
  return { manifest, dumpPath: join(work, DUMP_ENTRY), entries: byName, files };
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'paani-restore' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The schemas the dump creates (besides public): a rebuild's `as_of_…` left for queries, say. */
async function archiveSchemas(pgRestore: string, dumpPath: string, env: NodeJS.ProcessEnv): Promise<string[]> {
  const listPath = `${dumpPath}.list`;
  await runTool(pgRestore, ['--list', `--file=${listPath}`, dumpPath], env);
  const schemas = readFileSync(listPath, 'utf8')
    .split('\n')
    .map((line) => /^\d+; \d+ \d+ SCHEMA - (\S+) /.exec(line)?.[1])
    .filter((name): name is string => name !== undefined && name !== 'public');
  rmSync(listPath, { force: true });
  return schemas;
}

/**
 * Refuses a database with any table in public (or holding a schema the dump creates), unless
 * `force`: then those schemas are dropped with everything in them and public is made anew.
 */
async function makeRoom(url: string, label: string, schemas: string[], force: boolean, log: (line: string) => void): Promise<void> {
  await withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const { rows: present } = await client.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace WHERE nspname = ANY($1)`, [
      schemas,
    ]);
    if (tables.length === 0 && present.length === 0) return;
    if (!force) {
      const what = [
        tables.length > 0
          ? `${tables.length} tables in public (${tables
              .slice(0, 5)
              .map((t) => t.name)
              .join(', ')}${tables.length > 5 ? ', …' : ''})`
          : '',
        present.length > 0 ? `the schemas ${present.map((s) => s.name).join(', ')}` : '',
      ].filter(Boolean);
      throw new RestoreRefused(
        `${label} is not empty: it holds ${what.join(' and ')}. Restore into an empty database, ` +
          `or pass --force to drop everything in it first. Nothing was restored.`,
      );
    }
    log(
      `--force: dropping the schema public${present.length ? ` and ${present.map((s) => s.name).join(', ')}` : ''} of ${label}, with everything in them`,
    );
    await client.query('BEGIN');
    for (const { name } of present) await client.query(`DROP SCHEMA ${quoteIdent(name)} CASCADE`);
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    await client.query('COMMIT');
  });
}

/** Every chain verified, and the log's state to compare with the manifest, read without migrating anything. */
async function verifyLog(url: string): Promise<{ chains: VerifyReport; state: LogState }> {
  const dataSource = createDataSource(url, 2);
  await dataSource.initialize();
  try {
    const chains = await verifyDatabase(dataSource);
    const state = await readLogState((text) => dataSource.query(text));
    return { chains, state };
  } finally {
    await dataSource.destroy();
  }
}
