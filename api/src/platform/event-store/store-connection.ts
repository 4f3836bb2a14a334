import { QueryResult } from 'pg';
import { answerOf, SqlConnection } from '../database/sql';
import { executeStatement, withLiterals } from './batching-transaction';

/** A statement and its arguments. */
export type Statement = [sql: string, parameters: unknown[]];

const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan';

/** Above this many characters of arguments, a statement goes prepared on its own rather than written into a text. */
const MAX_INLINE_ARGUMENTS = 8192;

/**
 * The connection of one store transaction, sending the statements whose answer nobody waits for
 * now (BEGIN, the events' INSERT, the projections' last writes) in front of the next statement
 * that is answered, as one text, and the last of them with the COMMIT: an append whose
 * projections only write costs one round trip instead of four or more. Each round trip costs
 * CPU on both sides: in the API (`perf`, on-CPU time only) the driver's send and parse were about
 * a quarter of a small command and the kernel a fifth; in PostgreSQL, a statement's own overhead.
 *
 * A statement written into a text with its arguments is parsed and planned again on every call:
 * the projections' writes and the before-commit statements go in as EXECUTEs of statements kept
 * prepared on the connection instead (`statement`). A handler's own statements are written in,
 * and a long one (a sheet's insert) goes prepared after the queued text. The queued statements
 * run in order before anything later on the connection, so a read still sees every write before it.
 */
export class StoreConnection {
  private queued: string[] = ['BEGIN'];
  /** Queued statements whose rows someone waits for, in the order queued (queueReturning). */
  private awaited: { column: string; answered(rows: any[]): void }[] = [];
  /** Whether BEGIN has been sent: only then is there a transaction to commit or roll back. */
  private begun = false;

  constructor(private readonly connection: SqlConnection) {}

  /** Runs `text` (no parameters, maybe several statements) before the next statement sent. */
  queue(text: string): void {
    this.queued.push(text);
  }

  /**
   * Runs `sql` before the next statement sent, like `queue`, and hands its rows to `answered` when
   * the text it went in has run: for a statement whose answer is needed only later (the events'
   * INSERT, whose positions and hashes are read after the commit). Its result is known by its
   * first column, `column`, which no other statement of the transaction may return first.
   */
  async queueReturning<T>(sql: string, parameters: unknown[], column: string, answered: (rows: T[]) => void): Promise<void> {
    this.queued.push(await this.statement(sql, parameters));
    this.awaited.push({ column, answered });
  }

  /** As SqlConnection#query: the rows, or for UPDATE and DELETE `[rows, rowCount]`. */
  async query<T = any>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    if (this.queued.length === 0) return this.connection.query<T>(sql, parameters);
    if (!inlinable(parameters)) {
      await this.sendQueued();
      return this.connection.query<T>(sql, parameters);
    }
    // After the queued text as an EXECUTE: parsed and planned once per connection, like the rest.
    const last = (await this.send(await this.statement(sql, parameters))).at(-1);
    return last ? answerOf<T>(last) : [];
  }

  /** Several statements in one text after what is queued: each one's answer, as `query` gives it. */
  async queryEach(statements: Statement[]): Promise<any[][]> {
    if (statements.some(([, parameters]) => !inlinable(parameters))) {
      const answers: any[][] = [];
      for (const [sql, parameters] of statements) answers.push(await this.query(sql, parameters));
      return answers;
    }
    const texts: string[] = [];
    // One after another: a first use PREPAREs on the connection, which runs one query at a time.
    for (const [sql, parameters] of statements) texts.push(await this.statement(sql, parameters));
    const results = await this.send(texts.join(';\n'));
    return results.slice(results.length - statements.length).map((result) => answerOf(result));
  }

  /**
   * `sql` with `parameters` as one statement of a queued text: `EXECUTE` of the statement kept
   * prepared on this connection, so PostgreSQL parses it once per connection instead of on every
   * call; whether it is also planned once is up to `commit`'s `genericPlans`. For the projections'
   * writes and the before-commit statements, which a replay prepares too; long arguments are
   * written in as they are. The first use on a connection costs a round trip.
   */
  async statement(sql: string, parameters: unknown[]): Promise<string> {
    if (!inlinable(parameters)) return withLiterals(sql, parameters);
    return executeStatement(await this.connection.prepareOnce(sql), parameters);
  }

  /** Text without parameters (maybe several statements); the last one's rows. */
  async unprepared<T = any>(text: string): Promise<T[]> {
    return ((await this.send(text)).at(-1)?.rows ?? []) as T[];
  }

  /**
   * Sends what is queued, then `statements`, then COMMIT, in one text, and `read` (a statement
   * from `statement`) right after the COMMIT: its rows, which see the committed writes, with no
   * round trip of their own ([] without one). A statement that fails stops the text there: nothing
   * after it runs, and the caller rolls back. Nothing but the read is sent when the transaction
   * never started and has nothing to write.
   *
   * With `genericPlans`, the text's EXECUTEs use their statements' generic plans (SET LOCAL: until
   * the COMMIT only). Otherwise PostgreSQL plans several of them again on every EXECUTE: their
   * plan for the actual arguments looks cheaper than the generic one (a one-element array, an
   * always-true guard folded away), so it never switches, and under load that planning was a fifth
   * of PostgreSQL's CPU for a single entry (`perf`). For a small transaction's writes by key only:
   * a large batch's arguments (hundreds of customers) are better planned as they are.
   */
  async commit<T = any>(
    statements: string[],
    { genericPlans = false, read }: { genericPlans?: boolean; read?: string } = {},
  ): Promise<T[]> {
    if (!this.begun && statements.length === 0 && this.queued.length <= 1) {
      this.queued = [];
      return read === undefined ? [] : this.connection.unprepared<T>(read);
    }
    // After the queued BEGIN when the transaction has not begun: SET LOCAL outside one does nothing.
    if (genericPlans) this.queued.splice(this.begun ? 0 : 1, 0, GENERIC_PLANS);
    const results = await this.send([...statements, 'COMMIT', ...(read === undefined ? [] : [read])].join(';\n'));
    return read === undefined ? [] : ((results.at(-1)?.rows ?? []) as T[]);
  }

  async rollback(): Promise<void> {
    this.queued = [];
    this.awaited = [];
    if (this.begun) await this.connection.run('ROLLBACK');
  }

  release(error?: unknown): void {
    this.connection.release(error);
  }

  private async sendQueued(): Promise<void> {
    await this.send(undefined);
  }

  /**
   * The queued statements followed by `text`, as one text; from here on the transaction has begun.
   * Every statement's result, after the awaited ones have been handed theirs.
   */
  private async send(text: string | undefined): Promise<QueryResult[]> {
    const statements = text === undefined ? this.queued : [...this.queued, text];
    const awaited = this.awaited;
    this.queued = [];
    this.awaited = [];
    this.begun = true;
    const results = await this.connection.results(statements.join(';\n'));
    let next = 0;
    for (const { column, answered } of awaited) {
      while (next < results.length && results[next].fields[0]?.name !== column) next += 1;
      if (next === results.length) throw new Error(`No result whose first column is ${column} in the text sent`);
      answered(results[next++].rows);
    }
    return results;
  }
}

/** Short arguments that read the same as literals: bytes (a PDF) and long texts go as parameters. */
function inlinable(parameters: unknown[]): boolean {
  let length = 0;
  for (const parameter of parameters) {
    if (parameter instanceof Uint8Array) return false;
    if (typeof parameter === 'string') length += parameter.length;
    else if (typeof parameter === 'object' && parameter !== null && !(parameter instanceof Date))
      length += JSON.stringify(parameter).length;
    else length += 16;
  }
  return length <= MAX_INLINE_ARGUMENTS;
}
