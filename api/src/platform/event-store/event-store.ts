import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Sql } from '../database/sql';
import { currentContext, IdempotencyClaim, RequestContext } from '../context/request-context';
import { idempotencyTakeRefusal, idempotencyTakeStatement } from '../idempotency/idempotency-claim';
import { ConcurrencyError } from './concurrency.error';
import { BatchingTransaction } from './batching-transaction';
import { BeforeCommitList } from './before-commit-list';
import { eventInserts, EventToInsert, INSERTED_POSITION, rowsOf } from './event-insert';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from './event-row';
import {
  AppendResult,
  EventMetadata,
  ExpectedVersion,
  LogCheckpoint,
  NewEvent,
  START_OF_LOG,
  StoredEvent,
  StreamAppend,
} from './event.types';
import { asNewEvents, DecidedEvent, decideAll, Decider, fold } from './decider';
import { ProjectionRegistry } from './projection-registry';
import { IdBlocks } from './id-blocks';
import { Statement, StoreConnection } from './store-connection';
import { UpcasterRegistry } from './upcasters';
import { STREAM_LOCKS_SQL, StreamTurns } from './stream-turns';

const STREAM_VERSION_CONSTRAINT = 'events_stream_id_stream_version_key';
/** Raised by the chain trigger when an append skips past the stream's last version. */
const STREAM_BEHIND = 'PA409';

/** One open transaction of the store: several appends that commit or fail together. */
export interface EventStoreTransaction {
  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata?: EventMetadata): Promise<AppendResult>;
  /**
   * Several streams' appends at once (a sheet of entries): the events in one INSERT per thousand,
   * their projections' writes sent together in a few round trips instead of one each. The same
   * checks and read models as appending them one by one.
   */
  appendMany(appends: StreamAppend[], metadata?: EventMetadata): Promise<StoredEvent[]>;
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /** Independent reads in one round trip: each statement's rows, in order (as `query` answers each). */
  queryEach(statements: Statement[]): Promise<any[][]>;
  /** A statement whose answer nobody reads (a lock): sent with the transaction's next statement, as one text. */
  queue(sql: string, parameters?: unknown[]): Promise<void>;
  /** A statement run just before the COMMIT, in its text (a check that refuses with paani_refuse). */
  beforeCommit(sql: string, parameters?: unknown[]): void;
  /**
   * A read run right after the COMMIT, in its text: the answer of a command, with no round trip of
   * its own. Its rows once the transaction has committed; it fails when the transaction does. Not
   * to be awaited inside the transaction (it would wait for itself): return it wrapped, e.g. `{ rows }`.
   */
  afterCommit<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
}

/**
 * How a command meets another writer of its stream. `wait`: it takes the stream's turn before it
 * reads (StreamTurns), so it decides on the latest state and is never refused for a race: for
 * commands that do not depend on what the user saw (a delivery, a payment, a deposit, a pause).
 * `refuse`: it reads without waiting and a write since answers 409 (ConcurrencyError): for a
 * change the user made to what they saw (editing a customer's details, toggling a status).
 */
export type Contention = 'wait' | 'refuse';

export interface TransactionOptions {
  /** Streams whose turn the transaction takes before it begins (Contention 'wait'). */
  lockStreams?: string[];
}

type Query = (sql: string, parameters?: unknown[]) => Promise<any[]>;

/** Above this many events in one append, its projections' statements are prepared once each (see BatchingOptions#prepare). */
const PREPARE_FROM_EVENTS = 16;
const preparesStatements = (events: number): boolean => events > PREPARE_FROM_EVENTS;

/** The statements projections asked to run just before the commit, each once. */
class BeforeCommit extends BeforeCommitList {
  /** Each statement as it goes into the commit's text (StoreConnection#statement). */
  async texts(connection: StoreConnection): Promise<string[]> {
    // One after another: a first use PREPAREs on the connection, which runs one query at a time.
    const texts: string[] = [];
    for (const [sql, parameters] of this.take()) texts.push(await connection.statement(sql, parameters));
    return texts;
  }
}

/** The one read a transaction may ask to run after its COMMIT (EventStoreTransaction#afterCommit). */
class AfterCommitRead {
  asked?: [sql: string, parameters: unknown[]];
  private settle?: { resolve: (rows: any[]) => void; reject: (error: unknown) => void };

  ask<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    if (this.asked) throw new Error('A store transaction runs one read after its commit.');
    this.asked = [sql, parameters];
    const rows = new Promise<T[]>((resolve, reject) => (this.settle = { resolve, reject }));
    // A transaction that fails before anyone waits for its answer must not leave an unhandled rejection.
    rows.catch(() => undefined);
    return rows;
  }

  answer(rows: any[]): void {
    this.settle?.resolve(rows);
  }

  fail(error: unknown): void {
    this.settle?.reject(error);
  }
}

/**
 * The log. Appends are optimistic (a stale expected version is a ConcurrencyError) and run
 * every inline projection of the new events in the same transaction, so a read model's
 * unique index can refuse a command atomically with its events.
 */
@Injectable()
export class EventStore {
  private readonly committedListeners: ((events: StoredEvent[]) => void)[] = [];
  private readonly turns = new StreamTurns();
  private readonly ids = new IdBlocks(async (sequence, count) =>
    (await this.sql.rows<{ id: string }>(`SELECT nextval($1::regclass) AS id FROM generate_series(1, $2::int)`, [sequence, count])).map(
      (row) => Number(row.id),
    ),
  );

  constructor(
    private readonly dataSource: DataSource,
    private readonly sql: Sql,
    private readonly projections: ProjectionRegistry,
    readonly upcasters: UpcasterRegistry,
  ) {}

  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata = {}): Promise<AppendResult> {
    return this.transaction((tx) => tx.append(streamId, expectedVersion, events, metadata));
  }

  /**
   * Calls `listener` in this process after each commit that appended events, with those events:
   * for dropping in-process caches at once. Never for read models (they are projections, in the
   * transaction) and never for side effects that must not be lost (a crash after the commit skips
   * the call); other processes learn of the change otherwise (a cache's short life, a channel).
   */
  onCommitted(listener: (events: StoredEvent[]) => void): void {
    this.committedListeners.push(listener);
  }

  /**
   * Runs `work` in one database transaction; every append in it commits or none does. With
   * `lockStreams`, the transaction first waits for those streams' turn (Contention 'wait'): in this
   * process before it takes a pooled connection, across processes by a lock sent with its first reads.
   */
  async transaction<T>(work: (tx: EventStoreTransaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const streams = options.lockStreams ?? [];
    const letGo = streams.length > 0 ? await this.turns.take(streams) : undefined;
    try {
      return await this.transactionOnConnection(work, streams);
    } finally {
      letGo?.();
    }
  }

  private async transactionOnConnection<T>(work: (tx: EventStoreTransaction) => Promise<T>, lockStreams: string[]): Promise<T> {
    const connection = new StoreConnection(await this.sql.connection());
    const appendedEvents: StoredEvent[] = [];
    const beforeCommit = new BeforeCommit();
    // A request's Idempotency-Key is written by the transaction that commits its first events, in
    // the text of its first append: the key and the events commit or roll back together. A
    // transaction acting for several requests (CoalescedCommands) takes each one's key.
    const takenKeys = new Set<IdempotencyClaim>();
    const takeKey = async (events: number, context = currentContext()): Promise<void> => {
      const idempotency = context?.idempotency;
      if (!idempotency || idempotency.taken || takenKeys.has(idempotency) || events === 0) return;
      takenKeys.add(idempotency);
      connection.queue(await connection.statement(...idempotencyTakeStatement(idempotency)));
    };
    // A batch's prepared statements are dropped at the end of the commit's text (see project); a
    // transaction without one is small, and its commit's writes use generic plans (StoreConnection#commit).
    let holdsPrepared = false;
    let broken: unknown;
    const answer = new AfterCommitRead();
    try {
      if (lockStreams.length > 0) connection.queue(await connection.statement(STREAM_LOCKS_SQL, [lockStreams]));
      const result = await work({
        append: async (streamId, expected, events, metadata) => {
          holdsPrepared ||= preparesStatements(events.length);
          await takeKey(events.length);
          const appended = await this.appendWith(connection, streamId, expected, events, metadata ?? {}, beforeCommit);
          appendedEvents.push(...appended.events);
          return appended;
        },
        appendMany: async (appends, metadata) => {
          // A batch that fails part-way leaves its prepared statements on the connection: not reused.
          holdsPrepared ||= preparesStatements(eventCount(appends));
          for (const run of byRequest(appends)) await takeKey(eventCount(run.appends), run.context);
          const stored = await this.appendManyWith(connection, appends, metadata ?? {}, beforeCommit).catch((error: unknown) => {
            broken ??= error;
            throw error;
          });
          appendedEvents.push(...stored);
          return stored;
        },
        query: (sql, parameters) => connection.query(sql, parameters),
        queryEach: (statements) => connection.queryEach(statements),
        queue: async (sql, parameters = []) => connection.queue(await connection.statement(sql, parameters)),
        beforeCommit: (sql, parameters = []) => beforeCommit.add(sql, parameters),
        afterCommit: (sql, parameters = []) => answer.ask(sql, parameters),
      });
      const statements = await beforeCommit.texts(connection);
      const read = answer.asked ? await connection.statement(answer.asked[0], answer.asked[1]) : undefined;
      answer.answer(await connection.commit(statements, { genericPlans: !holdsPrepared, read }));
      for (const claim of takenKeys) claim.taken = true;
      if (appendedEvents.length > 0) this.notifyCommitted(appendedEvents);
      return result;
    } catch (error) {
      // The commit's text that would have dropped a batch's prepared statements did not run: they
      // are still there, so the connection is closed rather than reused.
      if (holdsPrepared) broken ??= error;
      await connection.rollback().catch((rollbackError: unknown) => (broken = rollbackError));
      const translated = this.translate(error);
      answer.fail(translated);
      throw translated;
    } finally {
      connection.release(broken);
    }
  }

  private notifyCommitted(events: StoredEvent[]): void {
    for (const listener of this.committedListeners) {
      try {
        listener(events);
      } catch (error) {
        // The events are committed whatever a listener does: a failing cache drop is only logged.
        new Logger('EventStore').error({ err: error }, 'A commit listener failed');
      }
    }
  }

  /**
   * A stream's events in order, as the module's event union says they are: the one place where
   * what the log holds is taken to be of the stream's types (the deciders and upcasters keep it so).
   */
  async readStream<Event extends DecidedEvent = DecidedEvent>(streamId: string): Promise<(StoredEvent & Event)[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return rows.map((row) => toStoredEvent(row, this.upcasters) as StoredEvent & Event);
  }

  /**
   * Events committed after `after`, in an order a catch-up reader can checkpoint on safely:
   * only transactions older than every transaction still running are returned, so an event
   * that commits late can never land behind a checkpoint already passed.
   */
  async readAll(after: LogCheckpoint = START_OF_LOG, limit = 1000): Promise<StoredEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
          AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY events.transaction_id, events.global_position
        LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map((row) => toStoredEvent(row, this.upcasters));
  }

  /**
   * The command cycle every handler shares, in one transaction: take the stream's turn (with
   * contention 'wait'), read its state, decide, append with the version read. `commands` may be one
   * command, several (decided one after another on the evolving state, appended together), or a
   * function of the current state (and the transaction's reads) that returns them. With `load`,
   * the state and its version come from there instead of folding the stream (a long stream's
   * state kept in its read model row; docs/architecture.md, "Money, cans and days").
   * Returns the state after the new events and the events as stored.
   */
  handle<State, Command, Event extends DecidedEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    commands: Command | Command[] | ((state: State, query: Query) => Command[] | Promise<Command[]>),
    metadata?: EventMetadata | ((state: State) => EventMetadata),
    options: {
      contention?: Contention;
      load?: (query: Query) => Promise<{ state: State; version: number }>;
      /** Other streams whose turn the command takes too (e.g. a year's invoice numbers, read and taken in turn). */
      lockStreams?: string[];
    } = {},
  ): Promise<{ state: State; events: StoredEvent[] }> {
    const lockStreams = [...(options.contention === 'wait' ? [streamId] : []), ...(options.lockStreams ?? [])];
    return this.transaction((tx) => this.decideIn(tx, streamId, decider, commands, metadata, options.load), { lockStreams });
  }

  /**
   * `handle`'s work inside a transaction already open: read the stream's state, decide, append. For
   * a command that decides on two streams in one transaction (a plant and its first product), each
   * in its turn (the transaction's `lockStreams`).
   */
  async decideIn<State, Command, Event extends DecidedEvent>(
    tx: EventStoreTransaction,
    streamId: string,
    decider: Decider<State, Command, Event>,
    commands: Command | Command[] | ((state: State, query: Query) => Command[] | Promise<Command[]>),
    metadata?: EventMetadata | ((state: State) => EventMetadata),
    load?: (query: Query) => Promise<{ state: State; version: number }>,
  ): Promise<{ state: State; events: StoredEvent[] }> {
    const { state, version } = load ? await load(tx.query) : await this.foldStream(tx.query, streamId, decider);
    const list =
      typeof commands === 'function'
        ? await (commands as (state: State, query: Query) => Command[] | Promise<Command[]>)(state, tx.query)
        : commands;
    const decided = decideAll(decider, state, Array.isArray(list) ? list : [list]);
    const extra = typeof metadata === 'function' ? metadata(state) : metadata;
    const result = await tx.append(streamId, version, asNewEvents(decided.events), extra);
    return { state: decided.state, events: result.events };
  }

  /**
   * A stream's state folded from its events, and its version, read with `query` (a transaction's:
   * a command that appends to two streams together, e.g. a payment and its expense, reads each so).
   */
  async foldStream<State, Event extends DecidedEvent>(
    query: Query,
    streamId: string,
    decider: Decider<State, never, Event>,
  ): Promise<{ state: State; version: number }> {
    const rows: EventRow[] = await query(`SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]);
    const past = rows.map((row) => toStoredEvent(row, this.upcasters) as StoredEvent & Event);
    return { state: fold(decider, past), version: past.length };
  }

  /** A fresh id for a new aggregate, from the named sequence (ids are positive integers), taken in blocks (IdBlocks). */
  nextId(sequence: string): Promise<number> {
    return this.ids.next(sequence);
  }

  /** `count` fresh ids of the named sequence at once, in increasing order within this process (IdBlocks). */
  nextIds(sequence: string, count: number): Promise<number[]> {
    return this.ids.nextMany(sequence, count);
  }

  private async appendWith(
    runner: StoreConnection,
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
    beforeCommit: BeforeCommit,
  ): Promise<AppendResult> {
    let baseVersion: number;
    if (expectedVersion === 'any') {
      const [head] = await runner.query(`SELECT coalesce(max(stream_version), 0) AS version FROM events WHERE stream_id = $1`, [streamId]);
      baseVersion = Number(head.version);
    } else baseVersion = expectedVersion;
    if (events.length === 0) return { nextExpectedVersion: baseVersion, events: [] };

    const stored = await this.insert(
      runner,
      events.map((event, index) => ({ streamId, streamVersion: baseVersion + index + 1, event })),
      { ...contextMetadata(), ...metadata },
    );
    await this.project(runner, stored, beforeCommit);
    return { nextExpectedVersion: baseVersion + events.length, events: stored };
  }

  private async appendManyWith(
    connection: StoreConnection,
    appends: StreamAppend[],
    metadata: EventMetadata,
    beforeCommit: BeforeCommit,
  ): Promise<StoredEvent[]> {
    const stored: StoredEvent[] = [];
    for (const run of byRequest(appends))
      stored.push(...(await this.insert(connection, rowsOf(run.appends), { ...contextMetadata(run.context), ...metadata })));
    await this.project(connection, stored, beforeCommit);
    return stored;
  }

  /**
   * The events' INSERTs (eventInserts). A few events' INSERT is queued to go with the
   * projections' writes and the COMMIT, one round trip for the whole append, unless a projection
   * needs what it answers (the log position) or reads first (which sends it). Many events' INSERT
   * (a sheet) is answered first: its long arguments go as parameters of a statement of their own.
   */
  private async insert(connection: StoreConnection, rows: EventToInsert[], metadata: EventMetadata): Promise<StoredEvent[]> {
    const stored: StoredEvent[] = [];
    for (const insert of eventInserts(this.upcasters, rows, metadata)) {
      if (preparesStatements(insert.stored.length) || insert.stored.some((event) => this.projections.readsLogPosition(event.type)))
        insert.answered(await connection.query(insert.sql, insert.values));
      else await connection.queueReturning(insert.sql, insert.values, INSERTED_POSITION, insert.answered);
      stored.push(...insert.stored);
    }
    return stored;
  }

  /**
   * The inline projections of newly stored events, their writes sent together: one text for a
   * handful of events, batches of prepared statements for many (see BatchingTransaction).
   */
  private async project(connection: StoreConnection, stored: StoredEvent[], beforeCommit: BeforeCommit): Promise<void> {
    // Without parameters on the simple protocol, so a batch of statements goes as one text.
    const runner = {
      query: (sql: string, parameters?: unknown[]) => (parameters?.length ? connection.query(sql, parameters) : connection.unprepared(sql)),
      statement: (sql: string, parameters: unknown[]) => connection.statement(sql, parameters),
    };
    const tx = new BatchingTransaction(runner, {
      deferTo: (sql, parameters, options) => beforeCommit.add(sql, parameters, options),
      prepare: preparesStatements(stored.length),
    });
    await this.projections.applyMany(stored, tx);
    // The last writes go with the transaction's next statement (or its COMMIT), not on their own.
    await tx.close((text) => connection.queue(text));
  }

  private translate(error: unknown): unknown {
    const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
    const { code, constraint } = driverError as { code?: string; constraint?: string };
    if (code === STREAM_BEHIND) return new ConcurrencyError('unknown', 'any', null);
    const refusal = idempotencyTakeRefusal(code);
    if (refusal) return refusal;
    if (code !== '23505') return error;
    if (constraint === STREAM_VERSION_CONSTRAINT) return new ConcurrencyError('unknown', 'any', null);
    return this.projections.errorForConstraint(constraint) ?? error;
  }
}

function contextMetadata(context = currentContext()): EventMetadata {
  if (!context) return { source: 'system' };
  return {
    actor_id: context.actorId ?? null,
    actor_role: context.actorRole ?? null,
    tenant_id: context.tenantId ?? null,
    correlation_id: context.correlationId,
    causation_id: context.causationId ?? null,
    request_id: context.requestId,
    source: context.source,
  };
}

const eventCount = (appends: StreamAppend[]): number => appends.reduce((count, append) => count + append.events.length, 0);

/**
 * `appends` in runs of the same request (StreamAppend#context, the current one where absent), in
 * order: each run's events are inserted with its request's metadata, after the runs before it (a
 * stream's later versions may be another request's).
 */
function byRequest(appends: StreamAppend[]): { context: RequestContext | undefined; appends: StreamAppend[] }[] {
  const runs: { context: RequestContext | undefined; appends: StreamAppend[] }[] = [];
  for (const append of appends) {
    const context = append.context ?? currentContext();
    const last = runs.at(-1);
    if (last && last.context === context) last.appends.push(append);
    else runs.push({ context, appends: [append] });
  }
  return runs;
}
