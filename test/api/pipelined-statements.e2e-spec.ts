import { Client, Pool } from 'pg';
import { pipelinedBeside, PipelinedStatements } from '../../api/src/platform/database/pipelined-statements';
import { Sql } from '../../api/src/platform/database/sql';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/** Backends of this database that are not this statement's own, by application name. */
async function backends(db: TestDatabase): Promise<number> {
  const [row] = await db.dataSource.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = 'pipelined-test'`,
  );
  return row.n;
}

/**
 * The backends once they have gone down to `count`, or as many as are left after two seconds: a
 * backend leaves pg_stat_activity a moment after its client has closed the socket, not at once.
 */
async function backendsSettledAt(db: TestDatabase, count: number): Promise<number> {
  const deadline = Date.now() + 2_000;
  let left = await backends(db);
  while (left !== count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    left = await backends(db);
  }
  return left;
}

describe('pipelined statements (real PostgreSQL)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(4);
  });
  afterAll(async () => db.drop());

  const statementsOn = (size = 2) => new PipelinedStatements({ connectionString: db.url, application_name: 'pipelined-test' }, size);

  it('answers each statement of one turn with its own rows, in one connection, in one write', async () => {
    const pipes = statementsOn();
    try {
      // The first turn opens the connection; the statements of the next one go out together.
      await pipes.query({ text: 'SELECT 1' });
      const writes: number[] = [];
      const socket = (pipes as any).pipes[0].client.connection.stream;
      const write = socket._writev.bind(socket);
      socket._writev = (chunks: unknown[], callback: () => void) => {
        writes.push(chunks.length);
        write(chunks, callback);
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => pipes.query({ name: 'square', text: 'SELECT $1::int * $1::int AS square', values: [n] })),
      );
      expect(answers.map((answer) => answer.rows[0].square)).toEqual(Array.from({ length: 20 }, (_, n) => n * n));
      expect(writes).toHaveLength(1);
      expect((pipes as any).pipes).toHaveLength(1);
    } finally {
      await pipes.end();
    }
  });

  it('fails only the statement that failed; the others of its turn, and later ones, are answered', async () => {
    const pipes = statementsOn();
    try {
      const [before, failed, after] = await Promise.allSettled([
        pipes.query({ text: 'SELECT 1 AS n' }),
        pipes.query({ text: 'SELECT 1 / $1::int AS n', values: [0] }),
        pipes.query({ text: 'SELECT 3 AS n' }),
      ]);
      expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
      expect(failed).toMatchObject({ status: 'rejected', reason: { code: '22012' } });
      expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
      // A write that fails rolls back alone: each statement is its own transaction.
      await db.dataSource.query('CREATE TABLE pipelined_writes (n int CHECK (n > 0))');
      const writes = await Promise.allSettled([
        pipes.query({ text: 'INSERT INTO pipelined_writes VALUES (1)' }),
        pipes.query({ text: 'INSERT INTO pipelined_writes VALUES (-1)' }),
        pipes.query({ text: 'INSERT INTO pipelined_writes VALUES (2)' }),
      ]);
      expect(writes.map((write) => write.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(await db.dataSource.query('SELECT n FROM pipelined_writes ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await pipes.end();
    }
  });

  it('sends a turn to an idle connection while another is held up by a slow statement', async () => {
    const pipes = statementsOn(2);
    try {
      await pipes.query({ text: 'SELECT 1' });
      const slow = pipes.query({ text: 'SELECT pg_sleep(1.5)' });
      await new Promise((resolve) => setImmediate(resolve));
      const started = Date.now();
      await pipes.query({ text: 'SELECT 2' });
      expect(Date.now() - started).toBeLessThan(1000);
      await slow;
    } finally {
      await pipes.end();
    }
  });

  it('replaces a connection that was lost: the statements on it fail, the next ones are answered', async () => {
    const pipes = statementsOn(1);
    try {
      const [{ pid }] = (await pipes.query({ text: 'SELECT pg_backend_pid() AS pid' })).rows;
      const killer = new Client({ connectionString: db.url });
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend($1)', [pid]);
      // pg_terminate_backend only signals: wait until the backend is gone (its socket closed), so
      // the statement below meets a lost connection on any machine, however loaded.
      for (let i = 0; i < 200; i++) {
        const { rows } = await killer.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid]);
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await killer.end();
      // The driver learns of the loss when it next reads the socket.
      await pipes.query({ text: 'SELECT 1' }).catch(() => undefined);
      const [{ pid: next }] = (await pipes.query({ text: 'SELECT pg_backend_pid() AS pid' })).rows;
      expect(next).not.toBe(pid);
    } finally {
      await pipes.end();
    }
  });

  it('closes its connections with the pool beside it, and refuses statements after', async () => {
    const pool = new Pool({ connectionString: db.url, application_name: 'pipelined-test', max: 2 });
    const pipes = pipelinedBeside(pool);
    expect(pipelinedBeside(pool)).toBe(pipes);
    await Promise.all([pipes.query({ text: 'SELECT 1' }), pool.query('SELECT 1')]);
    expect(await backends(db)).toBe(2);
    await new Promise<void>((resolve, reject) => pool.end((error?: Error) => (error ? reject(error) : resolve())));
    expect(await backendsSettledAt(db, 0)).toBe(0);
    await expect(pipes.query({ text: 'SELECT 1' })).rejects.toThrow('closed');
  });

  it("is what Sql's single statements run on: prepared once per connection, named by their text", async () => {
    const sql = new Sql(db.dataSource);
    const text = 'SELECT $1::text AS said';
    expect(await sql.one(text, ['first'])).toEqual({ said: 'first' });
    expect(await sql.one(text, ['again'])).toEqual({ said: 'again' });
    const prepared = await sql.rows<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE statement = $1`, [text]);
    expect(prepared).toHaveLength(1);
  });

  it("sends Sql's reads pipelined and its writes on the pool, where a wait for a lock holds up nothing else", async () => {
    const sql = new Sql(db.dataSource);
    const pool = (db.dataSource.driver as PostgresDriver).master as Pool;
    let pooled = 0;
    const count = () => (pooled += 1);
    pool.on('acquire', count);
    try {
      await sql.rows('SELECT 1 AS one');
      expect(pooled).toBe(0);
      await db.dataSource.query('CREATE TABLE IF NOT EXISTS pooled_writes (n int)');
      pooled = 0;
      await sql.rows('INSERT INTO pooled_writes VALUES ($1)', [1]);
      expect(pooled).toBe(1);
    } finally {
      pool.off('acquire', count);
    }
  });
});
