import { escapeLiteral } from 'pg';
import { prepareValue } from 'pg/lib/utils';
import { BeforeCommitList } from './before-commit-list';
import { BeforeCommitOptions, ProjectionTransaction } from './projection.types';

const READS = /^\s*(SELECT|WITH)\b|\bRETURNING\b/i;

/** Numbers each batching transaction, so its statement names never meet another's left on the same connection. */
let replays = 0;

type Runner = {
  query(sql: string, parameters?: unknown[]): Promise<any[]>;
  /** `sql` with `parameters` as one statement of a text, kept prepared by the connection (StoreConnection#statement). */
  statement?(sql: string, parameters: unknown[]): Promise<string>;
};

export interface BatchingOptions {
  /** Statements a batch holds before it is sent (1000). */
  batchSize?: number;
  /** Where beforeCommit statements go (the store transaction's list); absent: sent last by close(). */
  deferTo?: (sql: string, parameters: unknown[], options?: BeforeCommitOptions) => void;
  /**
   * false: each statement goes into the text as the runner's `statement` makes it (a store
   * transaction: EXECUTE of a statement its connection keeps prepared), else with its arguments
   * written in as literals. For a handful of writes; true (the default, for many) prepares each
   * statement for this batching transaction only and drops it at the end.
   */
  prepare?: boolean;
  /**
   * Send a write without waiting for its answer: node makes the next batch while PostgreSQL runs
   * this one (at most one write is outstanding; reads and close wait for it). For a rebuild's
   * replay, one connection and one transaction; a failure surfaces at the next send or at close.
   */
  pipelined?: boolean;
}

/**
 * For many events at once (a replay, a bulk load, a sheet of entries): projection writes are queued
 * and sent a thousand at a time as one multi-statement text, instead of one round trip each. Each
 * distinct statement is prepared once (PREPARE infers parameter types from context, as the
 * driver's own parameters do) and executed with its arguments as quoted, untyped literals made by
 * the driver's own value conversion, so the statements mean the same. A read (or anything
 * returning rows) first flushes the queue and runs on its own, so a projection that reads its own
 * writes still sees them; so does a statement with a long text parameter (isLong). `runner.query(text)` without parameters must use the simple protocol
 * (several statements in one text).
 */
export class BatchingTransaction implements ProjectionTransaction {
  private pending: string[] = [];
  /** Each distinct statement is prepared once per batching transaction, then executed with literal arguments. */
  private readonly prepared = new Map<string, string>();
  private readonly prefix = `batch_${process.pid}_${++replays}`;
  private readonly lastly = new BeforeCommitList();
  /** The write sent last and not yet answered (pipelined only). */
  private inFlight: Promise<unknown> = Promise.resolve();
  private readonly batchSize: number;

  constructor(
    private readonly runner: Runner,
    private readonly options: BatchingOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
  }

  beforeCommit(sql: string, parameters: unknown[] = [], options: BeforeCommitOptions = {}): void {
    if (this.options.deferTo) return this.options.deferTo(sql, parameters, options);
    this.lastly.add(sql, parameters, options);
  }

  async query<T = any>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    if (READS.test(sql)) {
      await this.flush();
      return this.runner.query(sql, parameters);
    }
    if (parameters.some(isLong)) {
      await this.sendPending();
      await this.send(() => this.runner.query(sql, parameters));
      return [];
    }
    if (this.options.prepare === false) {
      this.pending.push(this.runner.statement ? await this.runner.statement(sql, parameters) : withLiterals(sql, parameters));
      if (this.pending.length >= this.batchSize) await this.sendPending();
      return [];
    }
    let name = this.prepared.get(sql);
    if (!name) {
      name = `${this.prefix}_${this.prepared.size + 1}`;
      // On its own, not in the batch: a prepared statement keeps the whole query text it came in,
      // and every EXECUTE copies that text, so inside a batch each EXECUTE would copy ~200 kB.
      // The embedded server's binaries (built -Os) copy it a byte at a time: 3x its rebuild time.
      await this.inFlight;
      await this.runner.query(`PREPARE ${name} AS ${sql}`);
      this.prepared.set(sql, name);
    }
    this.pending.push(executeStatement(name, parameters));
    if (this.pending.length >= this.batchSize) await this.sendPending();
    return [];
  }

  /**
   * Ends the replay's own prepared statements (they live as long as the connection otherwise).
   * Never DEALLOCATE ALL: the connection goes back to the pool, where the driver's named statements
   * of the request path (platform/database/sql.ts) must survive; it believes them prepared and would
   * not prepare them again, so the next read on this connection would fail.
   * With `send`, the last writes and the DEALLOCATEs are handed to it as one text instead of sent
   * (a store transaction sends them with its next statement or its COMMIT).
   */
  async close(send?: (text: string) => void): Promise<void> {
    for (const [sql, parameters] of this.lastly.take()) await this.query(sql, parameters);
    if (this.prepared.size > 0) this.pending.push(...[...this.prepared.values()].map((name) => `DEALLOCATE ${name}`));
    this.prepared.clear();
    if (send && this.pending.length > 0) {
      await this.inFlight;
      send(this.pending.splice(0).join(';\n'));
    } else await this.flush();
  }

  /** Sends what is queued and waits until every write sent has run. */
  async flush(): Promise<void> {
    await this.sendPending();
    await this.inFlight;
  }

  private async sendPending(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join(';\n');
    this.pending = [];
    await this.send(() => this.runner.query(text));
  }

  /**
   * Runs a write. Pipelined, it is sent as soon as the write before it has been answered, and only
   * that one is waited for: node makes the next batch while PostgreSQL runs this one. Otherwise it
   * is waited for itself. Never two queries handed to the driver at once: its queue for them is
   * deprecated (pg@9 removes it), and a write after a failed one would only fail again.
   */
  private async send(write: () => Promise<unknown>): Promise<void> {
    if (!this.options.pipelined) {
      await write();
      return;
    }
    const previous = this.inFlight;
    const current = previous.then(write);
    // Waited for by the next send or by close; until then its failure must not count as unhandled.
    current.catch(() => undefined);
    this.inFlight = current;
    await previous;
  }
}

/**
 * A bulk statement's rows as one JSON text (InlineProjection#bulk): sent on its own with a real
 * parameter, since quoting it into a literal and parsing that again costs more than the round trip.
 */
const isLong = (parameter: unknown): boolean => typeof parameter === 'string' && parameter.length > 4096;

/**
 * `sql` with its $n placeholders replaced by its arguments as quoted, untyped literals (the
 * driver's own value conversion), to send several statements as one text. Only for our own
 * statements: no $n may stand inside a quoted string or a dollar-quoted body.
 */
export function withLiterals(sql: string, parameters: unknown[]): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
}

/** EXECUTE of the prepared statement `name` with `parameters` as quoted, untyped literals (the types are the PREPARE's). */
export function executeStatement(name: string, parameters: unknown[]): string {
  return parameters.length ? `EXECUTE ${name}(${parameters.map(literal).join(', ')})` : `EXECUTE ${name}`;
}

function literal(parameter: unknown): string {
  const value = prepareValue(parameter);
  return value === null || value === undefined ? 'NULL' : escapeLiteral(String(value));
}
