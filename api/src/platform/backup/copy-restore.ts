import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { ClientBase, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DataSource, DataSourceOptions, MigrationExecutor } from 'typeorm';
import { migrations } from '../../../../migrations';
import { createDataSource } from '../database/data-source';
import { ArchiveEntry, entryStream } from './archive';
import { EXACT_TEXT_SETTINGS, publicSequences, publicTables, quoteIdent } from './copy-backup';
import { ArchivedFile, CopiedTable, CopyContents, tableEntry } from './manifest';
import { RestoreRefused } from './refused';
import { advancePastRenumbered, renumberInTransaction } from './transaction-ids';

export interface CopyLoad {
  url: string;
  archive: string;
  entries: Map<string, ArchiveEntry>;
  files: Record<string, ArchivedFile>;
  copy: CopyContents;
}

/**
 * Restores a logical copy (copy-backup.ts) into an empty database, in ONE transaction, so that a
 * failure anywhere leaves the database as empty as it was:
 * 1. the schema: this build's migrations, exactly those the archive's database had applied
 *    (TypeORM's executor runs them in the transaction already open and leaves the commit to us);
 * 2. the archive's tables and sequences must be those the migrations made, column for column;
 * 3. every table emptied (migrations seed rows; the archive has them, perhaps changed since) and
 *    loaded with COPY FROM, its user triggers disabled meanwhile: the log's chain trigger would
 *    hash again and the append-only one refuse the renumbering, and the version-row triggers
 *    would count the load as a change. Disabling them needs only to own the tables, which the
 *    restoring role does, having just made them; no superuser (session_replication_role) needed.
 *    Foreign keys stay checked, so tables load parents first;
 * 4. every sequence set to its recorded value, and the log's transaction ids renumbered
 *    (transaction-ids.ts: they are the old server's);
 * then, committed, the server's transaction counter is moved past them.
 * Migrations newer than the archive's are not run here: the app runs them when it opens the
 * database (the read-model check does), as after any upgrade.
 */
export async function loadCopy(load: CopyLoad): Promise<{ tables: number; rows: number; renumbered: number }> {
  const applied = new Set(load.copy.migrations);
  const dataSource = new DataSource({
    ...createDataSource(load.url, 1).options,
    migrations: migrations.filter((migration) => applied.has(migration.name)),
  } as DataSourceOptions);
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    await client.query('SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0');
    await runner.startTransaction();
    let loaded: { tables: number; rows: number; renumbered: number };
    try {
      await new MigrationExecutor(dataSource, runner).executePendingMigrations();
      await checkSchema(client, load.copy);
      // After the migrations, which run as they would in the app: the text is read as it was written.
      for (const setting of EXACT_TEXT_SETTINGS) await client.query(setting);
      loaded = await loadTables(client, load);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    }
    await advancePastRenumbered(client, loaded.renumbered);
    return loaded;
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

/** Refuses an archive whose tables, columns or sequences are not what this build's migrations make at its level. */
async function checkSchema(client: ClientBase, copy: CopyContents): Promise<void> {
  const made = new Map((await publicTables(client)).map((table) => [table.name, [...table.columns].sort().join(', ')]));
  const problems: string[] = [];
  for (const table of copy.tables) {
    const columns = made.get(table.name);
    if (columns === undefined) problems.push(`the archive has a table ${table.name} they do not make`);
    else if (columns !== [...table.columns].sort().join(', '))
      problems.push(`the table ${table.name} has the columns (${[...table.columns].sort().join(', ')}) in the archive, (${columns}) here`);
  }
  const copied = new Set(copy.tables.map((table) => table.name));
  for (const name of made.keys()) if (!copied.has(name)) problems.push(`they make a table ${name} the archive does not have`);
  const sequences = new Set(await publicSequences(client));
  const recorded = new Set(copy.sequences.map((sequence) => sequence.name));
  for (const name of recorded) if (!sequences.has(name)) problems.push(`the archive has a sequence ${name} they do not make`);
  for (const name of sequences) if (!recorded.has(name)) problems.push(`they make a sequence ${name} the archive does not have`);
  if (problems.length > 0) {
    throw new RestoreRefused(
      `The archive's tables are not those this build's migrations make at the archive's schema level: ` +
        `${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}. ` +
        `Was the schema of the database it was made from changed by hand? Nothing was restored.`,
    );
  }
}

async function loadTables(client: ClientBase, load: CopyLoad): Promise<{ tables: number; rows: number; renumbered: number }> {
  const { rows: triggers } = await client.query<{ table: string; name: string; enabled: 'O' | 'A' | 'R' }>(
    `SELECT c.relname AS table, t.tgname AS name, t.tgenabled AS enabled
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal AND t.tgenabled <> 'D'`,
  );
  const alter = (table: string, action: string, name: string) =>
    client.query(`ALTER TABLE public.${quoteIdent(table)} ${action} TRIGGER ${quoteIdent(name)}`);
  for (const { table, name } of triggers) await alter(table, 'DISABLE', name);
  await client.query(`TRUNCATE ${load.copy.tables.map((table) => `public.${quoteIdent(table.name)}`).join(', ')}`);
  let rows = 0;
  for (const table of await parentsFirst(client, load.copy.tables)) rows += await loadTable(client, load, table);
  for (const { name, last_value, is_called } of load.copy.sequences)
    await client.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [`public.${quoteIdent(name)}`, last_value, is_called]);
  const renumbered = await renumberInTransaction(client);
  // Back as each was: a trigger made ENABLE ALWAYS or REPLICA stays so.
  const enable = { O: 'ENABLE', A: 'ENABLE ALWAYS', R: 'ENABLE REPLICA' };
  for (const { table, name, enabled } of triggers) await alter(table, enable[enabled], name);
  return { tables: load.copy.tables.length, rows, renumbered };
}

/** Streams one table's entry into COPY FROM, hashing it on the way: what is loaded is what was verified. */
async function loadTable(client: ClientBase, load: CopyLoad, table: CopiedTable): Promise<number> {
  const name = tableEntry(table.name);
  const entry = load.entries.get(name)!;
  const digest = createHash('sha256');
  const hashed = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      digest.update(chunk);
      yield chunk;
    }
  };
  const columns = table.columns.map(quoteIdent).join(', ');
  const copy = client.query(copyFrom(`COPY public.${quoteIdent(table.name)} (${columns}) FROM STDIN`));
  await pipeline(entryStream(load.archive, entry), hashed, copy);
  if (digest.digest('hex') !== load.files[name].sha256)
    throw new RestoreRefused(
      `${load.archive} changed while it was restored: ${name} no longer matches its checksum. Nothing was restored.`,
    );
  if (copy.rowCount !== table.rows) throw new Error(`${name} holds ${copy.rowCount} rows, the manifest says ${table.rows}`);
  return copy.rowCount;
}

/** The tables in an order that loads every table a foreign key refers to before the table it is on. */
async function parentsFirst(client: ClientBase, tables: CopiedTable[]): Promise<CopiedTable[]> {
  const { rows: keys } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k JOIN pg_class child ON child.oid = k.conrelid JOIN pg_class parent ON parent.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`,
  );
  const ordered: CopiedTable[] = [];
  const loaded = new Set<string>();
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => keys.every((key) => key.child !== table.name || loaded.has(key.parent)));
    if (ready.length === 0)
      throw new Error(`the foreign keys of ${waiting.map((table) => table.name).join(', ')} form a cycle: a logical copy cannot load them`);
    for (const table of ready) loaded.add(table.name);
    ordered.push(...ready);
    waiting = waiting.filter((table) => !loaded.has(table.name));
  }
  return ordered;
}
