import { Injectable } from '@nestjs/common';
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
}

const BATCH = 5000;

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
    const asOf = options.asOf;
    const shadow = asOf
      ? `as_of_${asOf.position ?? asOf.time?.toISOString().replace(/\D/g, '').slice(0, 14)}`
      : `rebuild_${process.pid}_${Date.now()}`;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      // A swap must not miss an append made while replaying: appends wait until we are done.
      if (!options.verifyOnly && !asOf) await runner.query('LOCK TABLE events IN EXCLUSIVE MODE');
      if (asOf) await runner.query(`DROP SCHEMA IF EXISTS ${shadow} CASCADE`);
      const tables = this.projections.tables();
      await runner.query(`CREATE SCHEMA ${shadow}`);
      for (const table of tables) {
        // Unlogged: the shadow is either thrown away or copied into the live tables in bulk, so
        // writing ahead-of-log for every replayed row would be pure cost.
        await runner.query(`CREATE UNLOGGED TABLE ${shadow}.${table} (LIKE public.${table} INCLUDING ALL)`);
      }
      await runner.query(`SET LOCAL search_path TO ${shadow}, public`);
      const phases = { replay: 0, aggregates: 0, compare: 0, swap: 0 };
      let mark = process.hrtime.bigint();
      const lap = () => {
        const now = process.hrtime.bigint();
        const seconds = Number(now - mark) / 1e9;
        mark = now;
        return seconds;
      };
      const events = await this.replay(runner, asOf, options.onProgress, () => (phases.replay = lap()));
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
      for (const table of tables) comparisons.push(await compareTables(runner, table, shadow));
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
      await runner.release();
    }
  }

  /** Applies the log to the tables on the search path; `replayed` is called before the aggregates (afterReplay) are written. */
  private async replay(
    runner: QueryRunner,
    asOf: RebuildOptions['asOf'],
    onProgress: ((events: number) => void) | undefined,
    replayed: () => void,
  ): Promise<number> {
    let after = { transactionId: '0', globalPosition: '0' };
    let count = 0;
    const tx = new BatchingTransaction(runner, { replaying: true });
    const bound = asOf?.position !== undefined ? 'AND global_position <= $3' : asOf?.time ? 'AND recorded_at <= $3' : '';
    const boundValue = asOf?.position ?? asOf?.time;
    for (;;) {
      const rows: EventRow[] = await runner.query(
        `SELECT ${EVENT_COLUMNS} FROM public.events
          WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) ${bound}
          ORDER BY events.transaction_id, events.global_position LIMIT ${BATCH}`,
        bound ? [after.transactionId, after.globalPosition, boundValue] : [after.transactionId, after.globalPosition],
      );
      if (rows.length === 0) {
        await tx.flush();
        replayed();
        for (const projection of this.projections.all()) await projection.afterReplay?.(tx);
        await tx.close();
        return count;
      }
      await this.projections.applyMany(
        rows.map((row) => toStoredEvent(row, this.upcasters)),
        tx,
      );
      const last = rows[rows.length - 1];
      after = { transactionId: String(last.transaction_id), globalPosition: String(last.global_position) };
      count += rows.length;
      onProgress?.(count);
    }
  }
}

async function compareTables(runner: QueryRunner, table: string, shadow: string): Promise<TableComparison> {
  const [{ live, rebuilt }] = await runner.query(
    `SELECT (SELECT count(*) FROM public.${table})::int AS live, (SELECT count(*) FROM ${shadow}.${table})::int AS rebuilt`,
  );
  // Order-free fingerprints of the rows (two sums of 64-bit hashes of each row's text): one scan
  // of each table, no sort; rows that differ anywhere change them.
  const fingerprint = (schema: string) =>
    `SELECT sum(hashtextextended(t::text, 0))::text || '/' || sum(hashtextextended(t::text, 1))::text FROM ${schema}.${table} t`;
  const [{ live_sum, rebuilt_sum }] = await runner.query(
    `SELECT (${fingerprint('public')}) AS live_sum, (${fingerprint(shadow)}) AS rebuilt_sum`,
  );
  const equal = live === rebuilt && live_sum === rebuilt_sum;
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
