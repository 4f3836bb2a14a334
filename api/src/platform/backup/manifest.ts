import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const BACKUP_FORMAT = 'paani-backup/1';
/**
 * The archive's entries: the manifest first, then the database (one pg_dump, or a logical copy:
 * one entry per table), then the files kept outside the database.
 */
export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'database.dump';
export const TABLES_PREFIX = 'tables/';
export const FILES_PREFIX = 'files/';
/** `database.dump` of each kind of archive. */
export const PG_DUMP_METHOD = 'pg_dump --format=custom';
export const COPY_METHOD = 'copy';
/**
 * The files the product keeps in DATA_DIR besides the embedded cluster: the signing secret
 * `ensureJwtSecret` generates. (The cluster itself, <DATA_DIR>/pg, is what the dump holds; its
 * port file is the machine's. Statement PDFs are rows of statement_run_files, and uploaded
 * registers are read in memory and never kept, so both are in the dump or nowhere.)
 */
export const DATA_DIR_FILES = ['jwt-secret'];

export interface ArchivedFile {
  sha256: string;
  bytes: number;
}

/** The state of the log a backup holds, read in the dump's own snapshot; a restore must give the same. */
export interface LogState {
  /** The last row of schema_migrations (the last migration applied): the schema's level. */
  migration: { name: string; timestamp: string } | null;
  events: { count: number; last_position: string | null; last_hash: string | null };
  /** Every stream's chain head: its last version and that event's hash. */
  streams: Record<string, { version: number; hash: string }>;
}

/** One table of a logical copy: its entry holds `COPY (SELECT columns FROM table) TO STDOUT`, text format. */
export interface CopiedTable {
  name: string;
  /** Every column but the generated ones, in the order of the entry's fields. */
  columns: string[];
  rows: number;
}

/** What a logical copy holds besides its tables' rows. */
export interface CopyContents {
  /** Every migration applied (schema_migrations, in the order they ran): a restore builds the schema with exactly these. */
  migrations: string[];
  tables: CopiedTable[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
}

export interface BackupManifest extends LogState {
  format: string;
  created_at: string;
  product: { name: string; version: string };
  database: {
    server_version: string;
    server_major: number;
    /** null for a logical copy, which no pg_dump made. */
    pg_dump_version: string | null;
    /** PG_DUMP_METHOD (entry database.dump) or COPY_METHOD (entries tables/<name>.copy, described by `copy`). */
    dump: string;
    copy?: CopyContents;
  };
  /** Every other entry of the archive (the dump, files/…) with its SHA-256 and size. */
  files: Record<string, ArchivedFile>;
}

type Query = <T>(text: string) => Promise<T[]>;

/** Reads the log's state; run it in the dump's snapshot, or on the restored database. */
export async function readLogState(query: Query): Promise<LogState> {
  const [migration] = await query<{ name: string; timestamp: string }>(
    `SELECT name, timestamp::text AS timestamp FROM schema_migrations ORDER BY id DESC LIMIT 1`,
  );
  const [events] = await query<{ count: string; last_position: string | null }>(
    `SELECT count(*)::text AS count, max(global_position)::text AS last_position FROM events`,
  );
  const [last] = await query<{ hash: string }>(`SELECT hash FROM events ORDER BY global_position DESC LIMIT 1`);
  const heads = await query<{ stream_id: string; stream_version: number; hash: string }>(
    `SELECT DISTINCT ON (stream_id) stream_id, stream_version, hash FROM events ORDER BY stream_id, stream_version DESC`,
  );
  const streams: LogState['streams'] = {};
  for (const head of heads) streams[head.stream_id] = { version: head.stream_version, hash: head.hash };
  return {
    migration: migration ? { name: migration.name, timestamp: migration.timestamp } : null,
    events: { count: Number(events.count), last_position: events.last_position, last_hash: last?.hash ?? null },
    streams,
  };
}

/** Where the restored log differs from what the manifest says it was: empty when they are equal. */
export function compareLogState(expected: LogState, actual: LogState): string[] {
  const problems: string[] = [];
  if (expected.events.count !== actual.events.count)
    problems.push(`the manifest says ${expected.events.count} events, the restored log has ${actual.events.count}`);
  if (expected.events.last_position !== actual.events.last_position)
    problems.push(`the manifest's last position is ${expected.events.last_position}, the restored log's ${actual.events.last_position}`);
  if (expected.events.last_hash !== actual.events.last_hash) problems.push(`the last event's hash differs from the manifest's`);
  const names = new Set([...Object.keys(expected.streams), ...Object.keys(actual.streams)]);
  let different = 0;
  for (const stream of [...names].sort()) {
    const want = expected.streams[stream];
    const got = actual.streams[stream];
    if (want && got && want.version === got.version && want.hash === got.hash) continue;
    different += 1;
    if (different > 5) continue;
    if (!got) problems.push(`stream ${stream} is missing (the manifest has it at version ${want.version})`);
    else if (!want) problems.push(`stream ${stream} is not in the manifest (restored at version ${got.version})`);
    else problems.push(`stream ${stream}: the manifest's head is version ${want.version}, the restored one version ${got.version}`);
  }
  if (different > 5) problems.push(`and ${different - 5} more streams differ`);
  return problems;
}

/** The product's name and version: the root package.json, found above this file (in the source tree or the built one). */
export function productVersion(): { name: string; version: string } {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; workspaces?: unknown };
      if (json.workspaces && json.name && json.version) return { name: json.name, version: json.version };
    }
    if (dirname(dir) === dir) return { name: 'paani', version: 'unknown' };
  }
}

/** Checks a manifest's shape, so a damaged or foreign one is refused with a message, not a crash. */
export function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new Error('the manifest is not valid JSON');
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new Error(`the manifest's format is ${JSON.stringify(manifest?.format)}, not ${BACKUP_FORMAT}`);
  const files = manifest.files;
  if (!files || typeof files !== 'object') throw new Error('the manifest lists no files');
  if (manifest.database?.dump === COPY_METHOD) checkCopyContents(manifest.database.copy, files);
  else if (!files[DUMP_ENTRY]) throw new Error('the manifest lists no database dump');
  for (const [name, file] of Object.entries(files)) {
    if (!/^[0-9a-f]{64}$/.test(file?.sha256 ?? '') || !Number.isSafeInteger(file?.bytes))
      throw new Error(`the manifest's entry for ${name} has no valid checksum`);
  }
  const complete =
    typeof manifest.product?.version === 'string' &&
    Number.isInteger(manifest.database?.server_major) &&
    Number.isInteger(manifest.events?.count) &&
    typeof manifest.streams === 'object' &&
    manifest.streams !== null;
  if (!complete) throw new Error('the manifest is incomplete');
  return manifest;
}

/** The entry of a copied table. */
export function tableEntry(table: string): string {
  return `${TABLES_PREFIX}${table}.copy`;
}

const isName = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isNames = (value: unknown): value is string[] => Array.isArray(value) && value.every(isName);

function checkCopyContents(copy: CopyContents | undefined, files: Record<string, ArchivedFile>): void {
  const complete =
    !!copy &&
    isNames(copy.migrations) &&
    Array.isArray(copy.tables) &&
    copy.tables.every((table) => isName(table?.name) && isNames(table.columns) && Number.isSafeInteger(table.rows)) &&
    Array.isArray(copy.sequences) &&
    copy.sequences.every(
      (sequence) => isName(sequence?.name) && /^-?\d+$/.test(sequence.last_value) && typeof sequence.is_called === 'boolean',
    );
  if (!complete) throw new Error("the manifest's description of the logical copy is incomplete");
  const missing = copy.tables.find((table) => !files[tableEntry(table.name)]);
  if (missing) throw new Error(`the manifest lists no entry for the table ${missing.name}`);
}
