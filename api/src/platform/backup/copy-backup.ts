import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ClientBase } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { CopiedTable, CopyContents, tableEntry } from './manifest';

/**
 * The logical copy: every table of schema public as `COPY … TO STDOUT` in text format, the
 * sequences' values and the applied migrations, for when no pg_dump of the server's major version
 * is installed (the embedded PostgreSQL ships none). Text, not binary: it is PostgreSQL's portable
 * form (a binary COPY is only promised to load into the same major version and build options),
 * and it is what pg_dump itself writes. The schema is not copied: a restore makes it with this
 * product's own migrations, up to the archive's (restore's copy-restore.ts).
 */

/**
 * Session settings that make the text form exact and the same on any server: pg_dump sets these
 * too (dates in ISO order, intervals in postgres style, floats with every digit), and UTC so a
 * timestamptz reads back the same instant whatever the server's TimeZone.
 */
export const EXACT_TEXT_SETTINGS = [
  `SET DateStyle = 'ISO, YMD'`,
  `SET IntervalStyle = 'postgres'`,
  `SET TimeZone = 'UTC'`,
  `SET extra_float_digits = 3`,
  `SET bytea_output = 'hex'`,
  `SET client_encoding = 'UTF8'`,
];

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The tables of public to copy (not partitions, whose parent's COPY holds their rows; not an
 * extension's own tables, which the extension makes) with their columns, generated ones left out
 * (they are computed again on load), in the order of each table's columns.
 */
export async function publicTables(client: ClientBase): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attname IS NOT NULL) AS columns
       FROM pg_class c
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [] }));
}

/** The sequences of public (identity columns' too), but not an extension's. */
export async function publicSequences(client: ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'S'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * Copies every table into `workDir` (one file per table, named as its archive entry), on a client
 * whose REPEATABLE READ transaction is already open: every table is read in the snapshot the
 * manifest's log state was read in. Returns what the manifest says of the copy, and each entry's file.
 */
export async function copyTables(
  client: ClientBase,
  workDir: string,
): Promise<{ contents: CopyContents; entries: { entry: string; path: string }[] }> {
  for (const setting of EXACT_TEXT_SETTINGS) await client.query(setting);
  const { rows: applied } = await client.query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY id`);
  const tables: CopiedTable[] = [];
  const entries: { entry: string; path: string }[] = [];
  for (const { name, columns } of await publicTables(client)) {
    const entry = tableEntry(name);
    const path = join(workDir, `${entries.length}.copy`);
    const select = `SELECT ${columns.map(quoteIdent).join(', ')} FROM public.${quoteIdent(name)}`;
    const stream = client.query(copyTo(`COPY (${select}) TO STDOUT`));
    await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
    tables.push({ name, columns, rows: stream.rowCount });
    entries.push({ entry, path });
  }
  // Sequences are outside any snapshot: this reads their present values, which are at or past the
  // snapshot's. An id taken since is skipped after a restore, never given twice (pg_dump does the same).
  const sequences: CopyContents['sequences'] = [];
  for (const name of await publicSequences(client)) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM public.${quoteIdent(name)}`,
    );
    sequences.push({ name, ...rows[0] });
  }
  return { contents: { migrations: applied.map((row) => row.name), tables, sequences }, entries };
}
