import type { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DomainError } from '../../api/src/platform/domain/domain-error';
import { ConcurrencyError } from '../../api/src/platform/event-store/concurrency.error';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { LogCheckpoint, START_OF_LOG, StoredEvent } from '../../api/src/platform/event-store/event.types';
import { eventHash } from '../../api/src/platform/event-store/hash-chain';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { ProjectionRegistry } from '../../api/src/platform/event-store/projection-registry';
import { InlineProjection } from '../../api/src/platform/event-store/projection.types';
import { DecidedEvent, Decider } from '../../api/src/platform/event-store/decider';
import { UpcasterRegistry } from '../../api/src/platform/event-store/upcasters';
import { Sql } from '../../api/src/platform/database/sql';
import { runInContext } from '../../api/src/platform/context/request-context';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** A read model made for these tests: a counter per stream with a unique label. */
type CounterEvent = DecidedEvent<'CounterOpened', { label: string }> | DecidedEvent<'CounterIncremented', { by: number }>;

const counterProjection: InlineProjection<CounterEvent> = {
  name: 'test_counters',
  tables: ['test_counters'],
  handles: ['CounterOpened', 'CounterIncremented'],
  async apply(event, tx) {
    if (event.type === 'CounterOpened') {
      await tx.query(
        `INSERT INTO test_counters (stream_id, label, value, updated_at) VALUES ($1, $2, 0, $3) ON CONFLICT (stream_id) DO NOTHING`,
        [event.streamId, event.data.label, event.recordedAt],
      );
    } else {
      await tx.query(`UPDATE test_counters SET value = value + $2, updated_at = $3 WHERE stream_id = $1`, [
        event.streamId,
        event.data.by,
        event.recordedAt,
      ]);
    }
  },
  constraintErrors: { test_counters_label_unique: () => DomainError.field('label', 'This label is taken.') },
};

describe('event store (real PostgreSQL)', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let store: EventStore;
  let upcasters: UpcasterRegistry;
  let registry: ProjectionRegistry;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = db.dataSource;
    await dataSource.query(
      `CREATE TABLE test_counters (stream_id text PRIMARY KEY, label text NOT NULL, value int NOT NULL, updated_at timestamptz NOT NULL)`,
    );
    await dataSource.query(`CREATE UNIQUE INDEX test_counters_label_unique ON test_counters (lower(label))`);
    await dataSource.query(`CREATE INDEX test_counters_by_value ON test_counters (value) WHERE value > 0`);
    registry = new ProjectionRegistry();
    registry.register(counterProjection);
    upcasters = new UpcasterRegistry();
    store = new EventStore(dataSource, new Sql(dataSource), registry, upcasters);
  });
  afterAll(() => db.drop());

  it('appends with the expected version and reads the stream back in order', async () => {
    const first = await store.append('counter-1', 0, [{ type: 'CounterOpened', data: { label: 'one' } }]);
    expect(first.nextExpectedVersion).toBe(1);
    await store.append('counter-1', 1, [
      { type: 'CounterIncremented', data: { by: 2 } },
      { type: 'CounterIncremented', data: { by: 3 } },
    ]);
    const events = await store.readStream('counter-1');
    expect(events.map((e) => [e.streamVersion, e.type])).toEqual([
      [1, 'CounterOpened'],
      [2, 'CounterIncremented'],
      [3, 'CounterIncremented'],
    ]);
    expect(events[0].streamType).toBe('counter');
    const [row] = await dataSource.query(`SELECT value FROM test_counters WHERE stream_id = 'counter-1'`);
    expect(row.value).toBe(5);
  });

  it('refuses a stale expected version with a ConcurrencyError (409), writing nothing', async () => {
    await store.append('counter-2', 0, [{ type: 'CounterOpened', data: { label: 'two' } }]);
    await expect(store.append('counter-2', 0, [{ type: 'CounterIncremented', data: { by: 1 } }])).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append('counter-2', 0, [{ type: 'CounterIncremented', data: { by: 1 } }])).rejects.toMatchObject({
      category: 'conflict',
    });
    expect(await store.readStream('counter-2')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent writers with the same expected version win', async () => {
    await store.append('counter-3', 0, [{ type: 'CounterOpened', data: { label: 'three' } }]);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => store.append('counter-3', 1, [{ type: 'CounterIncremented', data: { by: 1 } }])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const failure of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(failure.reason).toBeInstanceOf(ConcurrencyError);
    }
    const [row] = await dataSource.query(`SELECT value FROM test_counters WHERE stream_id = 'counter-3'`);
    expect(row.value).toBe(1);
  });

  describe("the command cycle (handle): a stream's turn, or a refusal", () => {
    type CounterState = { value: number; opened: boolean };
    const counter: Decider<CounterState, { by: number }, CounterEvent> = {
      initialState: { value: 0, opened: false },
      evolve: (state, event) =>
        event.type === 'CounterOpened' ? { ...state, opened: true } : { ...state, value: state.value + event.data.by },
      decide: ({ by }, state) => {
        if (!state.opened) throw DomainError.notFound('No such counter.');
        return [{ type: 'CounterIncremented', data: { by } }];
      },
    };
    /** A second process: its own store (its own turns and pool connections) on the same database. */
    const secondProcess = () => new EventStore(dataSource, new Sql(dataSource), registry, upcasters);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it("'wait': another process's write of the stream waits until the first commits, then decides on what it left", async () => {
      await store.append('counter-turn', 0, [{ type: 'CounterOpened', data: { label: 'turn' } }]);
      const other = secondProcess();
      const order: string[] = [];
      let second: Promise<unknown> | undefined;
      await store.handle('counter-turn', counter, { by: 1 }, undefined, {
        contention: 'wait',
        load: async (query) => {
          // The turn's lock goes to the database with the transaction's first read.
          const rows = await query(`SELECT count(*)::int AS version FROM events WHERE stream_id = 'counter-turn'`);
          // Inside the first's turn: the other process starts its own write of the stream and is held.
          second = other
            .handle('counter-turn', counter, (state) => (order.push(`second read ${state.value}`), [{ by: 10 }]), undefined, {
              contention: 'wait',
            })
            .then(() => order.push('second committed'));
          await sleep(300);
          order.push('first read');
          return { state: { value: 0, opened: true }, version: rows[0].version };
        },
      });
      await second;
      // The second read only once the first had committed: it saw the first's increment.
      expect(order).toEqual(['first read', 'second read 1', 'second committed']);
      const [row] = await dataSource.query(`SELECT value FROM test_counters WHERE stream_id = 'counter-turn'`);
      expect(row.value).toBe(11);
    });

    it("'wait': 30 writes of one stream at once through two processes all commit, in turn", async () => {
      await store.append('counter-crowd', 0, [{ type: 'CounterOpened', data: { label: 'crowd' } }]);
      const stores = [store, secondProcess()];
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) => stores[i % 2].handle('counter-crowd', counter, { by: 1 }, undefined, { contention: 'wait' })),
      );
      expect(results.map((result) => result.status)).toEqual(Array(30).fill('fulfilled'));
      expect((await store.readStream('counter-crowd')).map((event) => event.streamVersion)).toEqual(
        Array.from({ length: 31 }, (_, i) => i + 1),
      );
    });

    it("'refuse': a write that lands between the read and the append answers 409, writing nothing", async () => {
      await store.append('counter-stale', 0, [{ type: 'CounterOpened', data: { label: 'stale' } }]);
      const other = secondProcess();
      const stale = store.handle('counter-stale', counter, { by: 1 }, undefined, {
        contention: 'refuse',
        load: async (query) => {
          const rows = await query(`SELECT count(*)::int AS version FROM events WHERE stream_id = 'counter-stale'`);
          // What the user saw is now out of date: another process writes first.
          await other.handle('counter-stale', counter, { by: 5 }, undefined, { contention: 'refuse' });
          return { state: { value: 0, opened: true }, version: rows[0].version };
        },
      });
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      const [row] = await dataSource.query(`SELECT value FROM test_counters WHERE stream_id = 'counter-stale'`);
      expect(row.value).toBe(5);
    });
  });

  it('rolls the append back when a projection fails, and maps a business unique index to its error', async () => {
    const before = await dataSource.query(`SELECT count(*)::int AS n FROM events`);
    await expect(store.append('counter-4', 0, [{ type: 'CounterOpened', data: { label: 'ONE' } }])).rejects.toMatchObject({
      category: 'validation',
      options: { errors: { label: ['This label is taken.'] } },
    });
    const after = await dataSource.query(`SELECT count(*)::int AS n FROM events`);
    expect(after[0].n).toBe(before[0].n);
    expect(await store.readStream('counter-4')).toEqual([]);
  });

  /** The texts `work` sends on the pooled connection it takes first (the store transaction's). */
  async function textsSent(work: () => Promise<unknown>): Promise<string[]> {
    return (await textsSentOn(work)).sent;
  }

  /** textsSent, with the server process of that connection. */
  async function textsSentOn(work: () => Promise<unknown>): Promise<{ sent: string[]; backend: number }> {
    const sent: string[] = [];
    let backend = 0;
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    let restore = () => {};
    const watch = (client: PoolClient) => {
      backend = (client as PoolClient & { processID: number }).processID;
      const query = client.query;
      client.query = function (this: PoolClient, config: string | { text: string }, ...rest: unknown[]) {
        sent.push(typeof config === 'string' ? config : config.text);
        return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
      } as typeof client.query;
      restore = () => (client.query = query);
    };
    pool.once('acquire', watch);
    try {
      await work();
    } finally {
      pool.off('acquire', watch);
      restore();
    }
    return { sent, backend };
  }

  const isPrepare = (text: string) => text.startsWith('PREPARE ');

  /** A store on the same database whose only read model is `projection` (a test's own). */
  function storeWith<E extends DecidedEvent>(projection: InlineProjection<E>): EventStore {
    const own = new ProjectionRegistry();
    own.register(projection);
    return new EventStore(dataSource, new Sql(dataSource), own, upcasters);
  }

  /** A store whose one projection, `table`, handles the event type `type` (payload-free) with `apply`. */
  function storeHandling<T extends string>(
    type: T,
    table: string,
    apply: InlineProjection<DecidedEvent<T, Record<string, never>>>['apply'],
  ): EventStore {
    return storeWith({ name: table, tables: [table], handles: [type], apply });
  }

  it('sends an append as one round trip: BEGIN, the events, the projection writes and the COMMIT in one text', async () => {
    let appended: StoredEvent[] = [];
    const sent = await textsSent(async () => {
      ({ events: appended } = await store.append('counter-trips', 0, [{ type: 'CounterOpened', data: { label: 'trips' } }]));
    });
    // The event's insert and the projection's write run as statements kept prepared on the
    // connection: PREPAREd on their own the first time the connection meets them (see the next
    // test), EXECUTEd from then on.
    for (const prepare of sent.filter(isPrepare)) expect(prepare).toMatch(/^PREPARE paani_\w+_x AS INSERT INTO (test_counters|events) /);
    const trips = sent.filter((text) => !isPrepare(text));
    expect(trips).toHaveLength(1);
    expect(trips[0]).toMatch(
      /^BEGIN;\s*SET LOCAL plan_cache_mode = force_generic_plan;\s*EXECUTE paani_\w+_x\(.*'counter-trips'.*\);\s*EXECUTE paani_\w+_x\('counter-trips', 'trips', '[^']+'\);\s*COMMIT$/s,
    );
    const [row] = await dataSource.query(`SELECT label FROM test_counters WHERE stream_id = 'counter-trips'`);
    expect(row.label).toBe('trips');
    // What the INSERT answered in that text is the event as the log holds it.
    const [stored] = await store.readStream('counter-trips');
    expect(appended).toHaveLength(1);
    expect({ ...appended[0] }).toEqual(stored);
  });

  it('sends a queued statement with the next one, and a before-commit check and a read after the COMMIT in its text', async () => {
    let answer: Promise<{ label: string }[]> | undefined;
    const sent = await textsSent(() =>
      store.transaction(async (tx) => {
        await tx.queue(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, ['test-queued-lock']);
        await tx.append('counter-after', 0, [{ type: 'CounterOpened', data: { label: 'after' } }]);
        tx.beforeCommit(`SELECT paani_refuse('PA499', 'no counter') WHERE NOT EXISTS (SELECT 1 FROM test_counters WHERE stream_id = $1)`, [
          'counter-after',
        ]);
        answer = tx.afterCommit(`SELECT label, txid_current_if_assigned() IS NULL AS outside FROM test_counters WHERE stream_id = $1`, [
          'counter-after',
        ]);
      }),
    );
    const trips = sent.filter((text) => !isPrepare(text));
    expect(trips).toHaveLength(1);
    // The lock rides in front of the event's insert; the check before the COMMIT, the read after it.
    expect(trips[0]).toMatch(/^BEGIN;\s*SET LOCAL [^;]+;\s*EXECUTE paani_\w+_x\('test-queued-lock'\);\s*EXECUTE paani_\w+_x\(/);
    expect(trips[0]).toMatch(/EXECUTE paani_\w+_x\('counter-after'\);\s*COMMIT;\s*EXECUTE paani_\w+_x\('counter-after'\)$/);
    // The read ran after the COMMIT, in a transaction of its own that wrote nothing, and saw the row.
    expect(await answer).toEqual([{ label: 'after', outside: true }]);
  });

  it('reads several independent statements in one round trip, each answered as query answers it', async () => {
    let answers: unknown[][] = [];
    const sent = await textsSent(() =>
      store.transaction(async (tx) => {
        answers = await tx.queryEach([
          [`SELECT $1::int AS one`, [1]],
          [`SELECT label FROM test_counters WHERE stream_id = $1`, ['counter-trips']],
          [`SELECT 1 AS none WHERE false`, []],
        ]);
      }),
    );
    // The three reads go with the BEGIN; the COMMIT of a transaction that wrote nothing follows.
    expect(sent.filter((text) => !isPrepare(text))).toEqual([
      expect.stringMatching(/^BEGIN;\s*EXECUTE \w+\('1'\);\s*EXECUTE \w+\('counter-trips'\);\s*EXECUTE \w+$/),
      expect.stringMatching(/COMMIT$/),
    ]);
    expect(answers).toEqual([[{ one: 1 }], [{ label: 'trips' }], []]);
  });

  it("waits for the events' INSERT when a projection reads the log position, and refuses one that reads it without saying so", async () => {
    await dataSource.query(`CREATE TABLE test_positions (stream_id text PRIMARY KEY, position bigint NOT NULL)`);
    const notePosition: InlineProjection<DecidedEvent<'PositionNoted', Record<string, never>>>['apply'] = async (event, tx) => {
      await tx.query(`INSERT INTO test_positions (stream_id, position) VALUES ($1, $2)`, [event.streamId, event.globalPosition]);
    };
    const saying = storeWith({
      name: 'test_positions',
      tables: ['test_positions'],
      handles: ['PositionNoted'],
      apply: notePosition,
      readsLogPosition: true,
    });
    const sent = await textsSent(() => saying.append('positions-said', 0, [{ type: 'PositionNoted', data: {} }]));
    expect(sent.filter((text) => !isPrepare(text))).toHaveLength(2);
    const [stored] = await saying.readStream('positions-said');
    expect(await dataSource.query(`SELECT position::text FROM test_positions WHERE stream_id = 'positions-said'`)).toEqual([
      { position: stored.globalPosition },
    ]);

    const silent = storeHandling('PositionNoted', 'test_positions', notePosition);
    await expect(silent.append('positions-unsaid', 0, [{ type: 'PositionNoted', data: {} }])).rejects.toThrow(/readsLogPosition/);
    expect(await silent.readStream('positions-unsaid')).toEqual([]);
    expect(await dataSource.query(`SELECT 1 FROM test_positions WHERE stream_id = 'positions-unsaid'`)).toEqual([]);
  });

  it('fails the read after the COMMIT with its transaction, and commits nothing when a before-commit check refuses', async () => {
    let answer: Promise<unknown[]> | undefined;
    const refused = store.transaction(async (tx) => {
      await tx.append('counter-refused', 0, [{ type: 'CounterOpened', data: { label: 'refused' } }]);
      tx.beforeCommit(`SELECT paani_refuse('PA499', 'refused on purpose') WHERE $1::int > 0`, [1]);
      answer = tx.afterCommit(`SELECT label FROM test_counters WHERE stream_id = $1`, ['counter-refused']);
    });
    await expect(refused).rejects.toMatchObject({ code: 'PA499', message: 'refused on purpose' });
    await expect(answer).rejects.toMatchObject({ code: 'PA499' });
    expect(await store.readStream('counter-refused')).toEqual([]);
    expect(await dataSource.query(`SELECT 1 FROM test_counters WHERE stream_id = 'counter-refused'`)).toEqual([]);
  });

  it('prepares a projection write once per connection, and keeps it through a transaction that failed', async () => {
    const prepares = new Map<number, number>();
    const appendOn = async (stream: string, label: string) => {
      const { sent, backend } = await textsSentOn(() => store.append(stream, 0, [{ type: 'CounterOpened', data: { label } }]));
      prepares.set(backend, (prepares.get(backend) ?? 0) + sent.filter(isPrepare).length);
    };
    for (let n = 1; n <= 12; n += 1) await appendOn(`counter-prepared-${n}`, `prepared ${n}`);
    // A label taken already: the commit's text fails on the unique index and rolls back; the
    // statement stays prepared (PREPARE is not undone by a rollback), so no connection prepares twice.
    await expect(appendOn('counter-prepared-taken', 'prepared 1')).rejects.toMatchObject({ category: 'validation' });
    for (let n = 13; n <= 24; n += 1) await appendOn(`counter-prepared-${n}`, `prepared ${n}`);
    expect(Math.max(...prepares.values())).toBeLessThanOrEqual(1);
    const [{ rows }] = await dataSource.query(`SELECT count(*)::int AS rows FROM test_counters WHERE stream_id LIKE 'counter-prepared-%'`);
    expect(rows).toBe(24);
  });

  it("plans a small transaction's commit writes generically, for that transaction only, and a large batch's as they are", async () => {
    // Its own event type, which the counter projection (and the rebuilds below) leave alone.
    const modeStore = storeHandling('PlanModeNoted', 'test_plan_modes', async (event, tx) => {
      await tx.query(`INSERT INTO test_plan_modes (stream_id, version, mode) VALUES ($1, $2, current_setting('plan_cache_mode'))`, [
        event.streamId,
        event.streamVersion,
      ]);
    });
    await dataSource.query(
      `CREATE TABLE test_plan_modes (stream_id text, version int, mode text NOT NULL, PRIMARY KEY (stream_id, version))`,
    );
    const modesOf = async (stream: string) =>
      (await dataSource.query(`SELECT DISTINCT mode FROM test_plan_modes WHERE stream_id = $1`, [stream])).map(
        (row: { mode: string }) => row.mode,
      );

    const noted = (count: number) => Array.from({ length: count }, () => ({ type: 'PlanModeNoted', data: {} }));
    await modeStore.append('modes-small', 0, noted(1));
    expect(await modesOf('modes-small')).toEqual(['force_generic_plan']);
    // More than 16 events: a batch, whose statements are planned for their arguments.
    await modeStore.append('modes-batch', 0, noted(20));
    expect(await modesOf('modes-batch')).toEqual(['auto']);
    // SET LOCAL ended with the commit: the next transaction on the pool plans as configured.
    const seen = await modeStore.transaction((tx) => tx.query(`SELECT current_setting('plan_cache_mode') AS mode`));
    expect(seen).toEqual([{ mode: 'auto' }]);
  });

  it("runs a transaction's before-commit writes once each, those marked last after all the others", async () => {
    // A plant's marks row is asked for first (its projection runs first) yet must be written last:
    // its lock is then held for the COMMIT alone.
    const stepStore = storeHandling('CommitStepNoted', 'test_commit_steps', async (event, tx) => {
      const step = `INSERT INTO test_commit_steps (stream_id, name) VALUES ($1, $2)`;
      tx.beforeCommit(step, [event.streamId, 'mark'], { last: true });
      tx.beforeCommit(step, [event.streamId, 'totals']);
      tx.beforeCommit(step, [event.streamId, 'days']);
    });
    await dataSource.query(`CREATE TABLE test_commit_steps (step serial PRIMARY KEY, stream_id text NOT NULL, name text NOT NULL)`);
    await stepStore.append('steps-1', 0, [
      { type: 'CommitStepNoted', data: {} },
      { type: 'CommitStepNoted', data: {} },
    ]);
    const written = await dataSource.query(`SELECT name FROM test_commit_steps WHERE stream_id = 'steps-1' ORDER BY step`);
    expect(written.map((row: { name: string }) => row.name)).toEqual(['totals', 'days', 'mark']);
  });

  it('lets a read inside the transaction see the writes queued before it, and sends nothing for a transaction that did nothing', async () => {
    const seen = await store.transaction(async (tx) => {
      await tx.append('counter-read', 0, [{ type: 'CounterOpened', data: { label: 'read back' } }]);
      return tx.query(`SELECT label FROM test_counters WHERE stream_id = $1`, ['counter-read']);
    });
    expect(seen).toEqual([{ label: 'read back' }]);
    expect(await textsSent(() => store.transaction(async () => 'nothing'))).toEqual([]);
  });

  it('commits several streams in one transaction or none', async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.append('counter-5', 0, [{ type: 'CounterOpened', data: { label: 'five' } }]);
        await tx.append('counter-6', 0, [{ type: 'CounterOpened', data: { label: 'five' } }]);
      }),
    ).rejects.toMatchObject({ category: 'validation' });
    expect(await store.readStream('counter-5')).toEqual([]);
  });

  it.each(['UPDATE events SET data = data', 'DELETE FROM events', 'TRUNCATE events'])(
    'refuses "%s" in the database itself',
    async (sql) => {
      await expect(dataSource.query(sql)).rejects.toThrow(/append-only/);
    },
  );

  it('writes the request context into every event metadata', async () => {
    await runInContext({ source: 'test', requestId: 'req-42', actorId: 7, actorRole: 'super_admin', tenantId: 9 }, () =>
      store.append('counter-7', 0, [{ type: 'CounterOpened', data: { label: 'seven' } }], { causation_id: 'cause-1' }),
    );
    const [event] = await store.readStream('counter-7');
    expect(event.metadata).toMatchObject({
      actor_id: 7,
      actor_role: 'super_admin',
      tenant_id: 9,
      request_id: 'req-42',
      correlation_id: 'req-42',
      causation_id: 'cause-1',
      source: 'test',
    });
    const [row] = await dataSource.query(`SELECT tenant_id FROM events WHERE stream_id = 'counter-7'`);
    expect(Number(row.tenant_id)).toBe(9);
  });

  it('chains each event to the previous one of its stream by hash, computed by the database', async () => {
    const tricky = {
      name: 'Karachi "East"\n\t\\ پانی 💧',
      nested: { zz: [1, 2.5, -3, null, true], a: {} },
      amount: '1234.50',
      ctrl: '\u0001',
    };
    await store.append('counter-9', 0, [
      { type: 'CounterOpened', data: { label: 'nine' } },
      { type: 'CounterIncremented', data: { by: 1, note: tricky } },
    ]);
    await store.append('counter-9', 2, [{ type: 'CounterIncremented', data: { by: 2 } }]);
    const rows = await dataSource.query(
      `SELECT stream_version, previous_hash, hash, event_id, stream_id, event_type, schema_version, data, metadata,
              to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at_text
         FROM events WHERE stream_id = 'counter-9' ORDER BY stream_version`,
    );
    expect(rows[0].previous_hash).toBeNull();
    for (let i = 0; i < rows.length; i += 1) {
      const r = rows[i];
      if (i > 0) expect(r.previous_hash).toBe(rows[i - 1].hash);
      // The same hash, recomputed outside the database: what an auditor's offline check does.
      expect(
        eventHash({
          previousHash: r.previous_hash,
          eventId: r.event_id,
          streamId: r.stream_id,
          streamVersion: r.stream_version,
          type: r.event_type,
          schemaVersion: r.schema_version,
          data: r.data,
          metadata: r.metadata,
          recordedAt: r.recorded_at_text,
        }),
      ).toBe(r.hash);
    }
  });

  it('refuses an append past the head of the stream (a gap) as a concurrency conflict', async () => {
    await expect(store.append('counter-9', 7, [{ type: 'CounterIncremented', data: { by: 1 } }])).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream('counter-9')).toHaveLength(3);
  });

  it('upcasts old payloads on read without rewriting the log', async () => {
    await store.append('greeting-1', 0, [{ type: 'Greeted', data: { name: 'Ali Raza' }, schemaVersion: 1 }]);
    const local = new UpcasterRegistry();
    local.register('Greeted', 1, (data: { name: string }) => {
      const [first, ...rest] = data.name.split(' ');
      return { first_name: first, last_name: rest.join(' ') };
    });
    const readerStore = new EventStore(dataSource, new Sql(dataSource), registry, local);
    const [event] = await readerStore.readStream('greeting-1');
    expect(event).toMatchObject({ schemaVersion: 2, data: { first_name: 'Ali', last_name: 'Raza' } });
    const [row] = await dataSource.query(`SELECT schema_version, data FROM events WHERE stream_id = 'greeting-1'`);
    expect(row).toEqual({ schema_version: 1, data: { name: 'Ali Raza' } });
    expect(local.currentVersion('Greeted')).toBe(2);
  });

  it('never lets a catch-up reader pass an event that commits late', async () => {
    // A catch-up reader: polls from its checkpoint and keeps everything it read, in order.
    const read: StoredEvent[] = [];
    let checkpoint: LogCheckpoint = START_OF_LOG;
    const poll = async () => {
      const events = await store.readAll(checkpoint, 10_000);
      read.push(...events);
      const last = events[events.length - 1];
      if (last) checkpoint = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    };
    const readTypes = () => read.map((event) => event.type);
    await poll();

    // A slow writer takes its position first and stays open…
    const slow = dataSource.createQueryRunner();
    await slow.connect();
    await slow.startTransaction();
    await slow.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, recorded_at, hash)
       VALUES (gen_random_uuid(), 'late-1', 'late', 1, 'LateEvent', '{}', '{}', now(), 'x')`,
    );
    // …while a fast writer commits after it.
    await store.append('fast-1', 0, [{ type: 'FastEvent', data: {} }]);
    await poll();
    expect(readTypes()).not.toContain('FastEvent');

    const [{ now: beforeCommit }] = await slow.query(`SELECT clock_timestamp() AS now`);
    await slow.commitTransaction();
    await slow.release();
    await store.append('after-1', 0, [{ type: 'AfterEvent', data: {} }]);

    // Transaction ids are cluster-wide: any older transaction still open (another suite's, on
    // another database) holds readers back too, so what one read returns depends on the load. The
    // reader polls, as a catch-up reader does, and the test asserts the property, not a list.
    const wanted = ['LateEvent', 'FastEvent', 'AfterEvent'];
    const caughtUp = () => wanted.every((type) => readTypes().includes(type));
    for (let waited = 0; !caughtUp() && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await poll();
    }
    // Still held back after 30 s (a long transaction elsewhere on the server) is right only while
    // a transaction that began before the late commit is still open somewhere.
    let heldBack = false;
    if (!caughtUp()) {
      const [{ open }] = await dataSource.query(
        `SELECT count(*)::int AS open FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND xact_start < $1`,
        [beforeCommit],
      );
      heldBack = open > 0;
      await poll();
    }

    // The late event is not skipped: nothing after it in the log (the fast writer's event, which
    // committed first, and one committed after it) is ever read before it.
    const late = readTypes().indexOf('LateEvent');
    expect(late >= 0 || heldBack).toBe(true);
    for (const after of ['FastEvent', 'AfterEvent']) {
      if (!readTypes().includes(after)) continue;
      expect(late).toBeGreaterThanOrEqual(0);
      expect(readTypes().indexOf(after)).toBeGreaterThan(late);
    }
    if (caughtUp()) {
      // Caught up, the reader has read every event of the log exactly once.
      const positions = read.map((event) => Number(event.globalPosition));
      expect(new Set(positions).size).toBe(positions.length);
      const log: { id: string }[] = await dataSource.query(`SELECT global_position AS id FROM events ORDER BY global_position`);
      expect([...positions].sort((a, b) => a - b)).toEqual(log.map((row) => Number(row.id)));
    }
  });

  it('rebuilds every read model from the log alone, equal to the live tables', async () => {
    const rebuilder = new ProjectionRebuilder(dataSource, registry, upcasters);
    const before = await dataSource.query(`SELECT * FROM test_counters ORDER BY stream_id`);
    await dataSource.query(`UPDATE test_counters SET value = 999 WHERE stream_id = 'counter-1'`);

    const verify = await rebuilder.rebuild({ verifyOnly: true });
    expect(verify.equal).toBe(false);
    expect(verify.tables[0].onlyLive[0]).toContain('999');
    expect(verify.swapped).toBe(false);

    const rebuilt = await rebuilder.rebuild();
    expect(rebuilt.swapped).toBe(true);
    expect(await dataSource.query(`SELECT * FROM test_counters ORDER BY stream_id`)).toEqual(before);
    expect((await rebuilder.rebuild({ verifyOnly: true })).equal).toBe(true);
  });

  it('compares the replay with the live tables as they stood when it began, whatever commits meanwhile', async () => {
    // A verify takes no lock: the append below commits while the log is replayed. The log and the
    // live tables are read on a second connection holding the rebuild's snapshot, so neither the
    // replay nor the comparison sees it; a comparison reading the live tables afresh would find a
    // row the replay does not have.
    const rebuilder = new ProjectionRebuilder(dataSource, registry, upcasters);
    let appended: Promise<unknown> | undefined;
    const verify = await rebuilder.rebuild({
      verifyOnly: true,
      onProgress: () => {
        appended ??= store.append('counter-during-verify', 0, [{ type: 'CounterOpened', data: { label: 'during verify' } }]);
      },
    });
    await appended;
    expect(verify.equal).toBe(true);
    expect(verify.tables.find((table) => table.table === 'test_counters')!.liveRows).toBe(verify.tables[0].rebuiltRows);
    const [{ rows }] = await dataSource.query(`SELECT count(*)::int AS rows FROM test_counters`);
    expect(rows).toBe(verify.tables[0].liveRows + 1);
    expect((await rebuilder.rebuild({ verifyOnly: true })).equal).toBe(true);
  });

  it('builds the plain indexes after the replay, as the live ones are, and keeps the unique ones throughout', async () => {
    const rebuilder = new ProjectionRebuilder(dataSource, registry, upcasters);
    const [{ position }] = await dataSource.query(`SELECT max(global_position)::int AS position FROM events`);
    const past = await rebuilder.rebuild({ asOf: { position } });
    try {
      const indexes: { indexdef: string }[] = await dataSource.query(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = 'test_counters' ORDER BY indexname`,
        [past.schema],
      );
      expect(indexes.map((index) => index.indexdef)).toEqual([
        `CREATE INDEX test_counters_by_value ON ${past.schema}.test_counters USING btree (value) WHERE (value > 0)`,
        expect.stringMatching(/^CREATE UNIQUE INDEX \w+ ON \w+\.test_counters USING btree \(lower\(label\)\)$/),
        expect.stringMatching(/^CREATE UNIQUE INDEX \w+ ON \w+\.test_counters USING btree \(stream_id\)$/),
      ]);
    } finally {
      await dataSource.query(`DROP SCHEMA ${past.schema} CASCADE`);
    }
  });

  it("replays runs of events in statements beyond the pool's statement and idle timeouts", async () => {
    // A projection whose run of events takes one statement longer than the pool here lets a
    // statement run or a transaction sit idle: the rebuild's statement runs to its end, and its
    // second connection (idle meanwhile) is still there to compare.
    type TallyEvent = DecidedEvent<'TallyCounted', { n: number }>;
    const tallies: InlineProjection<TallyEvent> = {
      name: 'test_tallies',
      tables: ['test_tallies'],
      handles: ['TallyCounted'],
      readsLogPosition: true,
      bulk: {
        handles: ['TallyCounted'],
        async apply(events, tx) {
          // Slow only in a rebuild: the live appends below run on the pool without its strict timeouts.
          await tx.query(
            `INSERT INTO test_tallies (position, n)
             SELECT position, n FROM unnest($1::bigint[], $2::int[]) t(position, n) CROSS JOIN pg_sleep($3::float8)`,
            [events.map((event) => event.globalPosition), events.map((event) => event.data.n), slow ? 0.8 : 0],
          );
        },
      },
    };
    let slow = false;
    await dataSource.query(`CREATE TABLE test_tallies (position bigint PRIMARY KEY, n int NOT NULL)`);
    const tallyRegistry = new ProjectionRegistry();
    tallyRegistry.register(tallies);
    const tallyStore = new EventStore(dataSource, new Sql(dataSource), tallyRegistry, upcasters);
    for (const n of [1, 2, 3]) {
      // A recorded_at is the API's clock, to the millisecond: the third tally lands in a later one.
      if (n === 3) await new Promise((resolve) => setTimeout(resolve, 5));
      await tallyStore.append(`tally-${n}`, 0, [{ type: 'TallyCounted', data: { n } }]);
    }
    const strict = new DataSource({
      type: 'postgres',
      url: db.url,
      extra: { max: 3, options: '-c idle_in_transaction_session_timeout=300 -c statement_timeout=300' },
    });
    await strict.initialize();
    slow = true;
    try {
      const report = await new ProjectionRebuilder(strict, tallyRegistry, upcasters).rebuild({ verifyOnly: true });
      expect(report.equal).toBe(true);
      expect(report.tables).toEqual([expect.objectContaining({ table: 'test_tallies', liveRows: 3, rebuiltRows: 3 })]);
      // Every event of the log counts.
      const [{ events }] = await dataSource.query(`SELECT count(*)::int AS events FROM events`);
      expect(report.events).toBe(events);
      // As of the second tally, by position and by time: the replay stops there.
      const [second] = await dataSource.query(
        `SELECT global_position::int AS position, recorded_at FROM events WHERE stream_id = 'tally-2'`,
      );
      // (A Date holds whole milliseconds: the bound is the millisecond after the second's.)
      for (const asOf of [{ position: second.position }, { time: new Date((second.recorded_at as Date).getTime() + 1) }]) {
        const past = await new ProjectionRebuilder(strict, tallyRegistry, upcasters).rebuild({ asOf });
        try {
          expect(await dataSource.query(`SELECT n FROM ${past.schema}.test_tallies ORDER BY n`)).toEqual([{ n: 1 }, { n: 2 }]);
        } finally {
          await dataSource.query(`DROP SCHEMA ${past.schema} CASCADE`);
        }
      }
    } finally {
      await strict.destroy();
      await dataSource.query(`DROP TABLE test_tallies`);
    }
  });

  it('probes the previous event by its key, also on a connection whose plan was made while the log was tiny', async () => {
    // Statistics of a near-empty log, then enough appends on one connection for PL/pgSQL to keep a
    // generic plan of the chain trigger's lookup: without migration 613 that plan is a sequential
    // scan of the whole log for every event appended afterwards.
    await dataSource.query(`ANALYZE events`);
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const insert = (stream: string, version: number) =>
        runner.query(
          `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata)
           VALUES (gen_random_uuid(), $1, 'probe', $2, 'ProbeMade', '{}', '{}')`,
          [stream, version],
        );
      for (let n = 1; n <= 8; n += 1) await insert(`probe-${n}`, 1);
      // The view counts this backend's scans not yet reported, so only the difference says anything.
      const scans = async () =>
        (await runner.query(`SELECT seq_scan::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'events'`))[0].n as number;
      await runner.query('BEGIN');
      const before = await scans();
      for (let n = 1; n <= 8; n += 1) await insert(`probe-${n}`, 2);
      const after = await scans();
      await runner.query('COMMIT');
      expect(after - before).toBe(0);
    } finally {
      await runner.release();
    }
  });

  it('applies runs of events in bulk where a projection can, leaving the rows one by one would', async () => {
    const bulkCalls: number[] = [];
    const sums: InlineProjection<CounterEvent> = {
      name: 'test_sums',
      tables: ['test_sums'],
      handles: ['CounterOpened', 'CounterIncremented'],
      async apply(event, tx) {
        if (event.type === 'CounterOpened')
          await tx.query(`INSERT INTO test_sums (stream_id, total, last) VALUES ($1, 0, 0)`, [event.streamId]);
        else await tx.query(`UPDATE test_sums SET total = total + $2, last = $2 WHERE stream_id = $1`, [event.streamId, event.data.by]);
      },
      bulk: {
        handles: ['CounterIncremented'],
        async apply(events, tx) {
          bulkCalls.push(events.length);
          const rows = events.map((event, order) => ({ stream_id: event.streamId, by: (event.data as { by: number }).by, order }));
          await tx.query(
            `UPDATE test_sums s SET total = s.total + r.total, last = r.last
               FROM (SELECT stream_id, sum(by)::int AS total, (array_agg(by ORDER BY "order" DESC))[1] AS last
                       FROM json_to_recordset($1::json) AS x(stream_id text, by int, "order" int) GROUP BY stream_id) r
              WHERE s.stream_id = r.stream_id`,
            [JSON.stringify(rows)],
          );
        },
      },
    };
    await dataSource.query(`CREATE TABLE test_sums (stream_id text PRIMARY KEY, total int NOT NULL, last int NOT NULL)`);
    const bulkStore = storeWith(sums);
    // Opened (one by one) between runs of increments (in bulk): each run must see the rows opened before it.
    await bulkStore.transaction((tx) =>
      tx.appendMany([
        { streamId: 'sum-1', expectedVersion: 0, events: [{ type: 'CounterOpened', data: { label: 's1' } }] },
        { streamId: 'sum-1', expectedVersion: 1, events: [1, 2, 3].map((by) => ({ type: 'CounterIncremented', data: { by } })) },
        { streamId: 'sum-2', expectedVersion: 0, events: [{ type: 'CounterOpened', data: { label: 's2' } }] },
        { streamId: 'sum-2', expectedVersion: 1, events: [{ type: 'CounterIncremented', data: { by: 10 } }] },
        { streamId: 'sum-1', expectedVersion: 4, events: [{ type: 'CounterIncremented', data: { by: 4 } }] },
      ]),
    );
    expect(bulkCalls).toEqual([3, 2]);
    expect(await dataSource.query(`SELECT stream_id, total, last FROM test_sums ORDER BY stream_id`)).toEqual([
      { stream_id: 'sum-1', total: 10, last: 4 },
      { stream_id: 'sum-2', total: 10, last: 10 },
    ]);
  });
});
