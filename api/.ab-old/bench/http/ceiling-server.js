"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CEILING_TABLES_SQL = void 0;
const node_cluster_1 = __importDefault(require("node:cluster"));
const node_crypto_1 = require("node:crypto");
const node_http_1 = require("node:http");
const pg_1 = require("pg");
/** The tables the insert+upsert ceiling writes; created by the harness before it starts. */
exports.CEILING_TABLES_SQL = [
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
function send(response, status, payload) {
    const body = JSON.stringify(payload);
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
}
function readBody(request) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        request.on('error', reject);
    });
}
async function byKey(pool, request, response) {
    const id = Number(/^\/users\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (!id)
        return send(response, 404, { success: false, data: null, message: 'Not found' });
    const { rows } = await pool.query({ ...USER_BY_ID, values: [id] });
    if (!rows[0])
        return send(response, 404, { success: false, data: null, message: 'User not found' });
    send(response, 200, { success: true, data: rows[0], message: 'User retrieved successfully' });
}
async function insertUpsert(pool, request, response) {
    if (request.method !== 'POST' || request.url !== '/events')
        return send(response, 404, { success: false, data: null, message: 'Not found' });
    const event = JSON.parse(await readBody(request));
    const id = (0, node_crypto_1.randomUUID)();
    const client = await pool.connect();
    try {
        await client.query('BEGIN');
        await client.query(INSERT_EVENT, [id, `employee-${id}`, event, { tenant_id: event.owner_id, source: 'ceiling' }, event.owner_id]);
        await client.query(UPSERT_TALLY, [event.owner_id]);
        await client.query('COMMIT');
    }
    catch (error) {
        await client.query('ROLLBACK');
        throw error;
    }
    finally {
        client.release();
    }
    send(response, 201, { success: true, data: { event_id: id, ...event }, message: 'Event recorded' });
}
function serve(kind, databaseUrl, port, poolSize) {
    // Connections idle for a second are closed, so a ceiling waiting for its turn does not hold the
    // server's connection slots while the API (or the other ceiling) is measured.
    const pool = new pg_1.Pool({
        connectionString: databaseUrl,
        max: poolSize,
        idleTimeoutMillis: 1000,
        application_name: `paani-ceiling-${kind}`,
    });
    const handle = kind === 'by-key' ? byKey : insertUpsert;
    (0, node_http_1.createServer)((request, response) => {
        if (request.url === '/ready')
            return send(response, 200, { success: true, data: null, message: 'ready' });
        handle(pool, request, response).catch((error) => send(response, 500, { success: false, data: null, message: error.message }));
    }).listen(port, '127.0.0.1');
    process.once('SIGTERM', () => void pool.end().finally(() => process.exit(0)));
}
function main() {
    const [kind, databaseUrl, port, poolSize, processes = '1'] = process.argv.slice(2);
    if (kind !== 'by-key' && kind !== 'insert-upsert')
        throw new Error(`unknown ceiling ${kind}`);
    if (node_cluster_1.default.isPrimary && Number(processes) > 1) {
        for (let i = 0; i < Number(processes); i += 1)
            node_cluster_1.default.fork();
        process.once('SIGTERM', () => {
            const workers = Object.values(node_cluster_1.default.workers ?? {}).filter((worker) => worker !== undefined);
            let running = workers.length;
            for (const worker of workers)
                worker.once('exit', () => --running === 0 && process.exit(0)).process.kill('SIGTERM');
        });
        return;
    }
    serve(kind, databaseUrl, Number(port), Number(poolSize));
}
if (require.main === module)
    main();
//# sourceMappingURL=ceiling-server.js.map