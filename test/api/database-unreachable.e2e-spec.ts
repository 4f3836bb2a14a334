import { createServer } from 'node:net';
import { Client } from 'pg';
import { DEFAULT_MESSAGES } from '../../api/src/platform/http/error-status';
import { DATABASE_UNAVAILABLE, describeError } from '../../api/src/platform/http/exception.filter';
import { serverUrl } from '../support/test-database';

/**
 * When PostgreSQL goes away the API answers 503 DATABASE_UNAVAILABLE, which clients retry (the
 * rider's outbox keeps the entry), not a 500 that reads as a bug. The errors here are real ones,
 * from node-postgres against a real server: refused, and cut off by the server mid-session.
 */
describe('how a lost database is answered (real PostgreSQL)', () => {
  const unavailable = { status: 503, message: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE' };

  async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (error) {
      return error;
    }
    throw new Error('expected the database call to fail');
  }

  it('answers 503 when no server listens (connection refused)', async () => {
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
    const { port } = probe.address() as { port: number };
    await new Promise((done) => probe.close(done));
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    const error = await failureOf(() => client.connect());
    expect(describeError(error)).toEqual(unavailable);
  });

  it('answers 503 when the server ends the session (a restart or crash of PostgreSQL)', async () => {
    const victim = new Client({ connectionString: serverUrl() });
    await victim.connect();
    victim.on('error', () => undefined);
    const admin = new Client({ connectionString: serverUrl() });
    await admin.connect();
    try {
      const [{ pid }] = (await victim.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      const error = await failureOf(() => victim.query('SELECT 1'));
      expect(describeError(error)).toEqual(unavailable);
    } finally {
      await admin.end();
      await victim.end().catch(() => undefined);
    }
  });

  it('still answers 500 for a failing statement on a database that answers', async () => {
    const client = new Client({ connectionString: serverUrl() });
    await client.connect();
    try {
      const error = await failureOf(() => client.query('SELECT * FROM no_such_table'));
      expect(describeError(error)).toEqual({ status: 500, message: DEFAULT_MESSAGES[500] });
    } finally {
      await client.end();
    }
  });
});
