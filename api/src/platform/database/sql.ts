import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { pipelinedBeside, PipelinedStatements } from './pipelined-statements';

/**
 * Statements on the request path, beside the connection pool that TypeORM opened: no query
 * runner per call, and every statement prepared once per connection (named by a hash of its text),
 * so PostgreSQL parses and plans it once. `rows`/`one` run alone: a read pipelined with the other
 * requests' reads on a few connections of their own (PipelinedStatements), a write on the pool;
 * the event store's transactions run on a pooled `connection()`. One statement per text: a
 * prepared statement cannot hold several.
 */
@Injectable()
export class Sql {
  private readonly pool: Pool;
  private readonly pipelined: PipelinedStatements;
  private readonly names = new Map<string, string>();

  constructor(dataSource: DataSource) {
    this.pool = (dataSource.driver as PostgresDriver).master as Pool;
    this.pipelined = pipelinedBeside(this.pool);
  }

  async rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const config = { name: this.nameOf(text), text, values };
    const result = await (this.readsOnly(text) ? this.pipelined.query(config) : this.pool.query(config));
    return result.rows as T[];
  }

  async one<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T | undefined> {
    return (await this.rows<T>(text, values))[0];
  }

  /** A pooled connection of its own, for a transaction. Release it (with the error, if it failed). */
  async connection(): Promise<SqlConnection> {
    return new SqlConnection(await this.pool.connect(), (text) => this.nameOf(text));
  }

  private nameOf(text: string): string {
    return statementName(this.names, text);
  }

  private readonly plainReads = new Map<string, boolean>();

  /**
   * Only reads go pipelined: a read never waits for a lock a transaction holds, so it cannot hold
   * up the statements behind it for as long as some transaction that may itself be waiting for
   * one of them (a write could, and that wait would last until the statement timeout).
   */
  private readsOnly(text: string): boolean {
    let plain = this.plainReads.get(text);
    if (plain === undefined) this.plainReads.set(text, (plain = isPlainRead(text)));
    return plain;
  }
}

const READ = /^\s*(SELECT|WITH)\b/i;
const MAY_WAIT_FOR_A_LOCK = /\b(INSERT|UPDATE|DELETE|MERGE|FOR\s+(NO\s+KEY\s+)?(UPDATE|SHARE)|FOR\s+KEY\s+SHARE|pg_advisory\w*)\b/i;

/** A statement that only reads: SELECT or WITH, writing nothing and taking no lock a writer holds. */
export function isPlainRead(text: string): boolean {
  return READ.test(text) && !MAY_WAIT_FOR_A_LOCK.test(text);
}

/** The name a statement is prepared under on every connection, by a hash of its text (kept in `names`). */
export function statementName(names: Map<string, string>, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `paani_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The names each pooled connection has PREPAREd (SqlConnection#prepareOnce), kept with the
 * connection: a closed connection's entry goes with it.
 */
const preparedByConnection = new WeakMap<PoolClient, Set<string>>();

/**
 * One pooled connection with the same prepared statements. `query` answers as TypeORM's query
 * runner did, which the event store's callers were written against: the rows, or for UPDATE and
 * DELETE `[rows, rowCount]`.
 */
export class SqlConnection {
  /** An error the connection raised while checked out and idle (PostgreSQL went away): it is not reused. */
  private lost?: Error;
  private readonly onLost = (error: Error) => (this.lost ??= error);

  constructor(
    private readonly client: PoolClient,
    private readonly nameOf: (text: string) => string,
  ) {
    // The pool listens for errors on idle connections only: one raised on a checked-out connection
    // between statements (PostgreSQL killed or restarted) had no listener and ended the process.
    client.on('error', this.onLost);
  }

  async query<T = any>(text: string, values: unknown[] = []): Promise<T[]> {
    return answerOf<T>(await this.client.query({ name: this.nameOf(text), text, values }));
  }

  /**
   * The name under which `text` is PREPAREd on this connection, for `EXECUTE` inside a text of
   * several statements (which the driver's own prepared statements cannot be part of). Prepared
   * on its own the first time (a statement keeps the whole text it was prepared in, and every
   * EXECUTE copies it), once per connection; named apart from the driver's statements, which it
   * tracks itself.
   */
  async prepareOnce(text: string): Promise<string> {
    const name = `${this.nameOf(text)}_x`;
    let prepared = preparedByConnection.get(this.client);
    if (!prepared) preparedByConnection.set(this.client, (prepared = new Set()));
    // A connection serves one transaction, whose statements are made one after another; a PREPARE
    // that failed (it aborts the transaction too) is not recorded, so the next use tries again.
    if (!prepared.has(name)) {
      await this.client.query(`PREPARE ${name} AS ${text}`);
      prepared.add(name);
    }
    return name;
  }

  /** A statement that is not worth preparing (BEGIN, COMMIT, ROLLBACK). */
  async run(text: string): Promise<void> {
    await this.client.query(text);
  }

  /** Text without parameters on the simple protocol: it may hold several statements (a batch). */
  async unprepared<T = any>(text: string): Promise<T[]> {
    return ((await this.results(text)).at(-1)?.rows ?? []) as T[];
  }

  /** Every statement's result of a text without parameters (simple protocol), in order. */
  async results(text: string): Promise<QueryResult[]> {
    const result = (await this.client.query(text)) as QueryResult | QueryResult[];
    return Array.isArray(result) ? result : [result];
  }

  /** Back to the pool; a connection that failed mid-transaction is closed instead of reused. */
  release(error?: unknown): void {
    this.client.removeListener('error', this.onLost);
    this.client.release(error instanceof Error ? error : this.lost);
  }
}

/** The rows, or for UPDATE and DELETE `[rows, rowCount]` (as TypeORM's query runner answered). */
export function answerOf<T>(result: QueryResult): T[] {
  return (result.command === 'UPDATE' || result.command === 'DELETE' ? [result.rows, result.rowCount] : result.rows) as T[];
}
