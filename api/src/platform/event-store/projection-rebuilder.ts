import { Injectable } from '@nestjs/common';
import { escapeLiteral } from 'pg';
import { DataSource, QueryRunner } from 'typeorm';
import { BatchingTransaction } from './batching-transaction';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from './event-row';
import { isPlantMarks, touchPlantMarks } from './plant-marks';
import { ProjectionRegistry } from './projection-registry';
import { UpcasterRegistry } from './upcasters';

export interface TableComparison {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  equal: boolean;
  /** Up to a few rows only on one side, as text, for a person to read. */
  onlyLive: string[];
  onlyRebuilt: string[];
}

export interface RebuildReport {
  events: number;
  seconds: number;
  /** Where the seconds went: reading and applying the log, the aggregates after it, comparing, swapping in. */
  phases: { replay: number; aggregates: number; compare: number; swap: number };
  tables: TableComparison[];
  equal: boolean;
  swapped: boolean;
  /** With asOf: the schema the past state was rebuilt into, left for queries. */
  schema?: string;
}

export interface RebuildOptions {
  /** Compare only; change nothing. */
  verifyOnly?: boolean;
  /** Rebuild the state as it stood at a position or time into a schema of its own, kept for queries. */
  asOf?: { position?: number; time?: Date };
  onProgress?: (events: number) => void;
  /** Events read and applied at a time (5,000); a test's small ones put runs across the chunks' edges. */
  chunk?: number;
}

const CHUNK = 5000;
/**
 * A rebuild's two transactions run without the pool's timeouts (data-source.ts): the statements
 * that build the indexes and write the transaction's last aggregates run longer than a request's
 * statement may take on a large log, and meanwhile the reader waits, idle in its transaction.
 */
const NO_TIMEOUTS = 'SET LOCAL statement_timeout = 0; SET LOCAL idle_in_transaction_session_timeout = 0';
/** work_mem and maintenance_work_mem of a rebuild's transaction once its replay's statements are done. */
const REBUILD_MEMORY = '256MB';

/**
 * Replays the log into a shadow copy of every read-model table, compares it with the live
 * tables, and (unless only verifying) swaps it in. Projections write unqualified table names,
 * so pointing the search_path at the shadow schema is all it takes to redirect them.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: ProjectionRegistry,
    private readonly upcasters: UpcasterRegistry,
  ) {}

  async rebuild(options: RebuildOptions = {}): Promise<RebuildReport> {
    const started = process.hrtime.bigint();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let reader: QueryRunner | undefined;
    const asOf = options.asOf;
    const shadow = asOf
      ? `as_of_${asOf.position ?? asOf.time?.toISOString().replace(/\D/g, '').slice(0, 14)}`
      : `rebuild_${process.pid}_${Date.now()}`;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      // A swap must not miss an append made while replaying: appends wait until we are done.
      if (!options.verifyOnly && !asOf) await runner.query('LOCK TABLE events IN EXCLUSIVE MODE');
      await runner.query(NO_TIMEOUTS);
      if (asOf) await runner.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
      const tables = this.projections.tables();
      await runner.query(`CREATE SCHEMA ${shadow}`);
      for (const table of tables) {
        // Unlogged: the shadow is either thrown away or copied into the live tables in bulk, so
        // writing ahead-of-log for every replayed row would be pure cost.
        await runner.query(`CREATE UNLOGGED TABLE ${shadow}.${table} (LIKE public.${table} INCLUDING ALL)`);
      }
      const laterIndexes = await deferPlainIndexes(runner, shadow, tables);
      await runner.query(`SET LOCAL search_path TO ${shadow}, public`);
      const phases = { replay: 0, aggregates: 0, compare: 0, swap: 0 };
      let mark = process.hrtime.bigint();
      const lap = () => {
        const now = process.hrtime.bigint();
        const seconds = Number(now - mark) / 1e9;
        mark = now;
        return seconds;
      };
      reader = await this.snapshotReader(runner);
      const events = await this.replay(runner, reader, options, laterIndexes, () => (phases.replay = lap()));
      phases.aggregates = lap();
      await runner.query('SET LOCAL search_path TO public');
      if (asOf) {
        const tablesAsOf: TableComparison[] = [];
        for (const table of tables) {
          const [{ rows }] = await runner.query(`SELECT count(*)::int AS rows FROM ${shadow}.${table}`);
          tablesAsOf.push({ table, liveRows: 0, rebuiltRows: rows, equal: true, onlyLive: [], onlyRebuilt: [] });
        }
        await runner.query('COMMIT');
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        return { events, seconds, phases, tables: tablesAsOf, equal: true, swapped: false, schema: shadow };
      }

      const comparisons: TableComparison[] = [];
      for (const table of tables) comparisons.push(await compareTables(reader, runner, table, shadow));
      const equal = comparisons.every((c) => c.equal);
      phases.compare = lap();

      let swapped = false;
      if (!options.verifyOnly) {
        // A table equal to its replay is left as it is: copying it would write the same rows again.
        const differing = comparisons.filter((c) => !c.equal);
        for (const { table } of differing) {
          await runner.query(`DELETE FROM public.${table}`);
          await runner.query(`INSERT INTO public.${table} SELECT * FROM ${shadow}.${table}`);
        }
        // Answers kept in process are checked against the plant marks' row versions: rows copied
        // back change what they were read from, so every mark moves too, equal or not.
        if (differing.length > 0) for (const table of tables.filter(isPlantMarks)) await runner.query(touchPlantMarks(`public.${table}`));
        swapped = true;
      }
      await runner.query(`DROP SCHEMA ${shadow} CASCADE`);
      await runner.query(options.verifyOnly ? 'ROLLBACK' : 'COMMIT');
      phases.swap = lap();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return { events, seconds, phases, tables: comparisons, equal, swapped };
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      if (reader) await closeReader(reader);
      await runner.release();
    }
  }

  /**
   * Applies the log to the tables on the search path, then builds `laterIndexes`; `replayed` is
   * called before the writes the projections left for the transaction's end. The log is read on `reader`
   * (snapshotReader) one batch ahead: PostgreSQL reads and node decodes the next batch while the
   * current one is written, instead of the two waiting on each other.
   */
  private async replay(
    runner: QueryRunner,
    reader: QueryRunner,
    { asOf, onProgress, chunk = CHUNK }: RebuildOptions,
    laterIndexes: string[],
    replayed: () => void,
  ): Promise<number> {
    const bound =
      asOf?.position !== undefined
        ? `AND global_position <= ${Number(asOf.position)}`
        : asOf?.time
          ? `AND recorded_at <= ${escapeLiteral(asOf.time.toISOString())}::timestamptz`
          : '';
    const read = (after: { transactionId: string; globalPosition: string }): Promise<EventRow[]> =>
      reader.query(
        `SELECT ${EVENT_COLUMNS} FROM public.events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ${bound}
          ORDER BY events.transaction_id, events.global_position LIMIT ${Number(chunk)}`,
        [after.transactionId, after.globalPosition],
      );
    let count = 0;
    const tx = new BatchingTransaction(runner, { pipelined: true });
    let next = read({ transactionId: '0', globalPosition: '0' });
    for (;;) {
      const rows = await next;
      if (rows.length === 0) break;
      const last = rows[rows.length - 1];
      next = read({ transactionId: String(last.transaction_id), globalPosition: String(last.global_position) });
      // A failed apply leaves the read ahead unawaited: its failure, if any, is not the one to report.
      next.catch(() => undefined);
      await this.projections.applyMany(
        rows.map((row) => toStoredEvent(row, this.upcasters)),
        tx,
      );
      count += rows.length;
      onProgress?.(count);
    }
    await tx.flush();
    // One backend, once: the indexes built after the replay and the aggregates' groupings (a row per
    // customer and day of a year) sort in memory instead of spilling to disk. Not for the replay's
    // statements: with room to sort, PostgreSQL reads the log in order by a sort, not by its index,
    // and that was slower (10 s against 7 s for a year's ledger lines).
    await runner.query(`SET LOCAL work_mem = '${REBUILD_MEMORY}'; SET LOCAL maintenance_work_mem = '${REBUILD_MEMORY}'`);
    for (const index of laterIndexes) await runner.query(index);
    replayed();
    // The writes the projections leave for the end of a transaction (the reports' open debits).
    await tx.close();
    return count;
  }

  /**
   * A second connection that sees what `runner`'s transaction sees (its exported snapshot), so the
   * log and the live tables can be read beside the writes: `runner` only ever writes the shadow
   * schema, so both see the same live tables.
   */
  private async snapshotReader(runner: QueryRunner): Promise<QueryRunner> {
    const [{ snapshot }] = await runner.query(`SELECT pg_export_snapshot() AS snapshot`);
    const reader = this.dataSource.createQueryRunner();
    try {
      await reader.connect();
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await reader.query(`SET TRANSACTION SNAPSHOT '${String(snapshot).replace(/'/g, "''")}'`);
      await reader.query(NO_TIMEOUTS);
      return reader;
    } catch (error) {
      await reader.release();
      throw error;
    }
  }
}

/**
 * Drops the shadow tables' plain indexes (not unique, not backing a constraint) and returns the
 * statements that build them again, named and defined as the live ones: built once over the
 * replayed rows, an index is one sort, where keeping it during the replay cost an index insert per
 * row at a random place (the ledger lines' by-customer index made their insert about twice as
 * slow). Unique indexes stay: the projections' ON CONFLICT and lookups by key need them. Nothing
 * the replay reads is then without its index but for a scan of a plain index's table, which no
 * projection does on the tables that grow with the log (their replay writes by key only).
 */
async function deferPlainIndexes(runner: QueryRunner, shadow: string, tables: string[]): Promise<string[]> {
  const plain = `NOT i.indisunique AND NOT i.indisexclusion AND NOT i.indisprimary`;
  const dropped: { name: string }[] = await runner.query(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND ${plain}`,
    [shadow],
  );
  if (dropped.length > 0) await runner.query(dropped.map(({ name }) => `DROP INDEX ${name}`).join(';\n'));
  const live: { table: string; definition: string }[] = await runner.query(
    `SELECT t.relname AS table, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND t.relname = ANY($1::text[]) AND ${plain}`,
    [tables],
  );
  return live.map(({ table, definition }) => {
    const onShadow = definition.replace(` ON public.${table} USING `, ` ON ${shadow}.${table} USING `);
    if (onShadow === definition) throw new Error(`Cannot move the index definition to the shadow schema: ${definition}`);
    return onShadow;
  });
}

async function closeReader(reader: QueryRunner): Promise<void> {
  await reader.query('ROLLBACK').catch(() => undefined);
  await reader.release();
}

/**
 * The live table (read on `reader`) against its replay (on `runner`, whose transaction made it),
 * both at once: counts and order-free fingerprints (two sums of 64-bit hashes of each row's
 * text), one scan of each table and no sort; rows that differ anywhere change them.
 */
async function compareTables(reader: QueryRunner, runner: QueryRunner, table: string, shadow: string): Promise<TableComparison> {
  const summary = (on: QueryRunner, schema: string): Promise<{ rows: number; fingerprint: string }> =>
    on
      .query(
        `SELECT count(*)::int AS rows, sum(hashtextextended(t::text, 0))::text || '/' || sum(hashtextextended(t::text, 1))::text AS fingerprint
           FROM ${schema}.${table} t`,
      )
      .then(([row]: { rows: number; fingerprint: string }[]) => row);
  const [liveSummary, rebuiltSummary] = await Promise.all([summary(reader, 'public'), summary(runner, shadow)]);
  const live = liveSummary.rows;
  const rebuilt = rebuiltSummary.rows;
  const equal = live === rebuilt && liveSummary.fingerprint === rebuiltSummary.fingerprint;
  let onlyLive: string[] = [];
  let onlyRebuilt: string[] = [];
  if (!equal) {
    const diff = (a: string, b: string) =>
      runner
        .query(`SELECT t::text AS row FROM (SELECT * FROM ${a}.${table} EXCEPT ALL SELECT * FROM ${b}.${table}) t LIMIT 5`)
        .then((rows: { row: string }[]) => rows.map((r) => r.row));
    onlyLive = await diff('public', shadow);
    onlyRebuilt = await diff(shadow, 'public');
  }
  return { table, liveRows: live, rebuiltRows: rebuilt, equal, onlyLive, onlyRebuilt };
}
