import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'pg';

/**
 * The hand-written ceilings: what node http + pg alone reach for the same kind of work as a route,
 * with the app's pool size, answering the same JSON envelope.
 *
 *   node ceiling-server.js by-key <databaseUrl> <port> <poolSize> [processes]
 *     GET /users/:id: one user row by primary key through a prepared statement.
 *   node ceiling-server.js insert-upsert <databaseUrl> <port> <poolSize> [processes]
 *     POST /events: in one transaction, INSERT the JSON body as an event into a trigger-less copy
 *     of `events` and upsert a per-owner read-model row.
 *
 * Run as its own process (several through node's cluster module when `processes` > 1).
 */
export type CeilingKind = 'by-key' | 'insert-upsert';

/** The tables the insert+upsert ceiling writes; created by the harness before it starts. */
export const CEILING_TABLES_SQL = [
  `CREATE TABLE IF NOT EXISTS ceiling_events (LIKE events INCLUDING ALL)`,
  `CREATE TABLE IF NOT EXISTS ceiling_owner_tallies (owner_id bigint PRIMARY KEY, employees int NOT NULL, updated_at timestamptz NOT NULL)`,
];

const USER_BY_ID = {
  name: 'ceiling-user-by-id',
  text: `SELECT id, name, email, role, is_active, first_login_completed, created_at, updated_at FROM users WHERE id = $1`,
};
const INSERT_EVENT = `
  INSERT INTO ceiling_events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, tenant_id, hash)
  VALUES ($1, $2, 'employee', 1, 'EmployeeAdded', $3, $4, $5, 'x')`;
const UPSERT_TALLY = `
  INSERT INTO ceiling_owner_tallies (owner_id, employees, updated_at) VALUES ($1, 1, now())
  ON CONFLICT (owner_id) DO UPDATE SET employees = ceiling_owner_tallies.employees + 1, updated_at = EXCLUDED.updated_at`;

function send(response: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function byKey(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const id = Number(/^\/users\/(\d+)$/.exec(request.url ?? '')?.[1]);
  if (!id) return send(response, 404, { success: false, data: null, message: 'Not found' });
  const { rows } = await pool.query({ ...USER_BY_ID, values: [id] });
  if (!rows[0]) return send(response, 404, { success: false, data: null, message: 'User not found' });
  send(response, 200, { success: true, data: rows[0], message: 'User retrieved successfully' });
}

async function insertUpsert(pool: Pool, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST' || request.url !== '/events')
    return send(response, 404, { success: false, data: null, message: 'Not found' });
  const event = JSON.parse(await readBody(request)) as { owner_id: number };
  const id = randomUUID();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(INSERT_EVENT, [id, `employee-${id}`, event, { tenant_id: event.owner_id, source: 'ceiling' }, event.owner_id]);
    await client.query(UPSERT_TALLY, [event.owner_id]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  send(response, 201, { success: true, data: { event_id: id, ...event }, message: 'Event recorded' });
}

function serve(kind: CeilingKind, databaseUrl: string, port: number, poolSize: number): void {
  // Connections idle for a second are closed, so a ceiling waiting for its turn does not hold the
  // server's connection slots while the API (or the other ceiling) is measured.
  const pool = new Pool({
    connectionString: databaseUrl,
    max: poolSize,
    idleTimeoutMillis: 1000,
    application_name: `paani-ceiling-${kind}`,
  });
  const handle = kind === 'by-key' ? byKey : insertUpsert;
  createServer((request, response) => {
    if (request.url === '/ready') return send(response, 200, { success: true, data: null, message: 'ready' });
    handle(pool, request, response).catch((error: Error) => send(response, 500, { success: false, data: null, message: error.message }));
  }).listen(port, '127.0.0.1');
  process.once('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
}

function main(): void {
  const [kind, databaseUrl, port, poolSize, processes = '1'] = process.argv.slice(2);
  if (kind !== 'by-key' && kind !== 'insert-upsert') throw new Error(`unknown ceiling ${kind}`);
  if (cluster.isPrimary && Number(processes) > 1) {
    for (let i = 0; i < Number(processes); i += 1) cluster.fork();
    process.once('SIGTERM', () => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      let running = workers.length;
      for (const worker of workers) worker.once('exit', () => --running === 0 && process.exit(0)).process.kill('SIGTERM');
    });
    return;
  }
  serve(kind, databaseUrl, Number(port), Number(poolSize));
}

if (require.main === module) main();
