import { QueryRunner } from 'typeorm';
import { BatchingTransaction } from '../../api/src/platform/event-store/batching-transaction';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * The replay's batching on real PostgreSQL. A prepared statement keeps the whole query text it
 * arrived in and every EXECUTE copies that text, so the replay's statements must be prepared on
 * their own, never inside a thousand-statement batch (that made the embedded server's rebuild
 * 4-5 times slower than a system server's).
 */
describe('replay batching (real PostgreSQL)', () => {
  let db: TestDatabase;
  let runner: QueryRunner;

  beforeAll(async () => {
    db = await createTestDatabase(2);
    runner = db.dataSource.createQueryRunner();
    await runner.connect();
    await runner.query(`CREATE TABLE replay_counters (id int PRIMARY KEY, label text NOT NULL, value int NOT NULL)`);
  });

  afterAll(async () => {
    await runner.release();
    await db.drop();
  });

  it('writes every queued statement, in order, and a read sees the writes queued before it', async () => {
    const tx = new BatchingTransaction(runner, { batchSize: 100 });
    for (let id = 1; id <= 250; id++) {
      await tx.query(`INSERT INTO replay_counters (id, label, value) VALUES ($1, $2, 0)`, [id, `counter ${id}`]);
    }
    for (let id = 1; id <= 250; id++) await tx.query(`UPDATE replay_counters SET value = value + $2 WHERE id = $1`, [id, id]);
    await tx.query(`UPDATE replay_counters SET label = $2 WHERE id = $1`, [7, `it's "quoted"; -- not a comment`]);

    const [seen] = await tx.query<{ rows: number; total: number }>(
      `SELECT count(*)::int AS rows, sum(value)::int AS total FROM replay_counters`,
    );
    expect(seen).toEqual({ rows: 250, total: (250 * 251) / 2 });
    await tx.close();

    const [seven] = await runner.query(`SELECT label, value FROM replay_counters WHERE id = 7`);
    expect(seven).toEqual({ label: `it's "quoted"; -- not a comment`, value: 7 });
    const [{ left }] = await runner.query(`SELECT count(*)::int AS left FROM pg_prepared_statements`);
    expect(left).toBe(0);
  });

  it('pipelined, makes the next batch while the last is answered, never hands the driver two at once, keeps their order, and reports the first failure', async () => {
    await runner.query('DELETE FROM replay_counters');
    let outstanding = 0;
    let mostOutstanding = 0;
    // Statements queued while a write was still unanswered: the batching went on beside it.
    let madeWhileWriting = 0;
    const counting = {
      query: async (sql: string, parameters?: unknown[]) => {
        outstanding += 1;
        mostOutstanding = Math.max(mostOutstanding, outstanding);
        try {
          return await runner.query(sql, parameters);
        } finally {
          outstanding -= 1;
        }
      },
    };
    const write = async (tx: BatchingTransaction, from: number, to: number) => {
      for (let id = from; id <= to; id++) {
        await tx.query(`INSERT INTO replay_counters (id, label, value) VALUES ($1, $2, $3)`, [id, 'x', id]);
        if (outstanding > 0) madeWhileWriting += 1;
      }
    };
    await runner.query('BEGIN');
    const plain = new BatchingTransaction(counting, { batchSize: 50 });
    await write(plain, 1, 200);
    await plain.close();
    expect(mostOutstanding).toBe(1);
    expect(madeWhileWriting).toBe(0);

    mostOutstanding = 0;
    const pipelined = new BatchingTransaction(counting, { batchSize: 50, pipelined: true });
    await write(pipelined, 201, 400);
    await pipelined.query(`UPDATE replay_counters SET value = value + 1000 WHERE id > 200`);
    // A read waits for every write sent before it.
    const [seen] = await pipelined.query<{ rows: number; low: number }>(
      `SELECT count(*)::int AS rows, min(value)::int AS low FROM replay_counters WHERE id > 200`,
    );
    expect(seen).toEqual({ rows: 200, low: 1201 });
    await pipelined.close();
    expect(madeWhileWriting).toBeGreaterThan(0);
    expect(mostOutstanding).toBe(1);
    await runner.query('COMMIT');

    // A failing batch is reported as itself, not as the aborted transaction of the batch sent after it.
    await runner.query('BEGIN');
    const failing = new BatchingTransaction(counting, { batchSize: 10, pipelined: true });
    const failed = (async () => {
      await write(failing, 395, 420); // 395..400 exist: the first batch fails
      await failing.close();
    })();
    await expect(failed).rejects.toThrow(/duplicate key value violates unique constraint/);
    await runner.query('ROLLBACK');
    await runner.query('DEALLOCATE ALL'); // the failed batch's own statement, which the next tests would count
    const [{ rows }] = await runner.query(`SELECT count(*)::int AS rows FROM replay_counters`);
    expect(rows).toBe(400);
  });

  it('prepares each statement in a query text of its own, so no EXECUTE copies a whole batch', async () => {
    await runner.query('DELETE FROM replay_counters');
    const tx = new BatchingTransaction(runner, { batchSize: 1000 });
    for (let id = 1; id <= 1500; id++) {
      await tx.query(`INSERT INTO replay_counters (id, label, value) VALUES ($1, $2, 0)`, [id, `counter ${id}`]);
      await tx.query(`UPDATE replay_counters SET value = $2 WHERE id = $1`, [id, 1]);
    }
    await tx.flush();

    const prepared: { name: string; statement: string }[] = await runner.query(
      `SELECT name, statement FROM pg_prepared_statements ORDER BY name`,
    );
    expect(prepared.map((p) => p.name)).toEqual([expect.stringMatching(/^batch_\d+_\d+_1$/), expect.stringMatching(/^batch_\d+_\d+_2$/)]);
    for (const { statement } of prepared) {
      expect(statement).toMatch(/^PREPARE batch_\d+_\d+_\d AS (INSERT|UPDATE) /);
      expect(statement).not.toMatch(/EXECUTE/);
    }
    const [{ total }] = await runner.query(`SELECT sum(value)::int AS total FROM replay_counters`);
    expect(total).toBe(1500);
    await tx.close();
  });

  it("leaves the connection's other prepared statements alone, as the pool's request path needs them", async () => {
    await runner.query('DELETE FROM replay_counters');
    await runner.query('PREPARE request_path_read AS SELECT count(*)::int AS n FROM replay_counters');
    const tx = new BatchingTransaction(runner);
    await tx.query(`INSERT INTO replay_counters (id, label, value) VALUES ($1, $2, 0)`, [1, 'one']);
    await tx.close();

    const names: { name: string }[] = await runner.query(`SELECT name FROM pg_prepared_statements ORDER BY name`);
    expect(names.map((row) => row.name)).toEqual(['request_path_read']);
    const [{ n }] = await runner.query('EXECUTE request_path_read');
    expect(n).toBe(1);
    await runner.query('DEALLOCATE request_path_read');
  });

  it('names its statements apart from a replay that failed and left its own on the connection', async () => {
    const failed = new BatchingTransaction(runner);
    await failed.query(`UPDATE replay_counters SET value = $2 WHERE id = $1`, [1, 5]);
    await failed.flush();
    const next = new BatchingTransaction(runner);
    await next.query(`UPDATE replay_counters SET value = $2 WHERE id = $1`, [1, 6]);
    await next.close();
    await failed.close();
    const [{ value }] = await runner.query(`SELECT value FROM replay_counters WHERE id = 1`);
    expect(value).toBe(6);
  });
});
