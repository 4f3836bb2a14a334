import { REPORT_NAMES } from '../api/src/modules/reports/report.queries';
import { shiftDay } from '../api/src/platform/domain/plant-day';
import { median } from './bench-database';
import { EntriesFixtures, seedEntries } from './entries-seed';
import { benchEntry, HttpBench, runHttpBench } from './http/harness';
import { load, LoadTarget, problems } from './http/load';
import { FakeGraphApi, startFakeGraphApi } from '../test/support/fake-graph-api';

/**
 * npm run bench:statements (issue 16)
 * On the deliveries benchmark's database (entries-seed.ts: one owner, 2,000 customers, a year of
 * deliveries and weekly payments), against the built API as docker-compose deploys it: the API
 * process (RUN_WORKERS=false) and the job worker (`npm run worker`) beside it, so rendering never
 * holds up the API's event loop (BENCH_STATEMENT_WORKER=in-process: the jobs in the API process,
 * as `npm start` alone runs them):
 * - the reports endpoint, GET /api/filter-owner/reports/{name} for a 12-month range, every report
 *   in turn, at 50 connections (the HTTP harness: same-run ceiling, medians over rounds, and here
 *   every response checked: status, envelope, the report's name, range and table);
 * - then the month-end run of last month for the plant (POST /statements/runs, the statement-runs
 *   job renders and stores every customer's PDF), timed from the POST to `completed`, while 10
 *   connections read what an owner reads (customers list, a customer's ledger, the dashboard),
 *   every response checked; their p99 over the run. The run must cover every customer with none
 *   failed, and one of its PDFs is fetched back.
 * - then WhatsApp (issue 37): the owner connects a WhatsApp account whose Graph API is a local fake
 *   (started here; the API and the worker are pointed at it), and every customer's statement of
 *   that month is sent through it (POST /whatsapp/statements for each: the whatsapp queue renders
 *   each PDF, uploads it and sends the template, at most WHATSAPP_SENDS_PER_SECOND (20) a second),
 *   timed from the first POST until the fake has taken every one, while 10 connections read what
 *   an owner reads; every message the fake took is checked (template, a PDF document, one per
 *   customer) and the log must say each was sent.
 * Ends with PASS/FAIL lines and `statements: N in S s, owner read p99 during run A ms, report p99
 * B ms` and `whatsapp: N sent in S s, owner read p99 A ms` (exit 2 on FAIL).
 *
 * BENCH_STATEMENT_CUSTOMERS (2000) and BENCH_STATEMENT_DAYS (365) to shrink it (a quick run:
 * 200 and 120); the harness's BENCH_SECONDS / BENCH_ROUNDS for the report measurement.
 */
const CUSTOMERS = Number(process.env.BENCH_STATEMENT_CUSTOMERS ?? 2000);
const DAYS = Number(process.env.BENCH_STATEMENT_DAYS ?? 365);
const READ_CONNECTIONS = 10;
/** BENCH_STATEMENT_WORKER=in-process renders in the API process (`npm start` alone) instead of a separate worker. */
const SEPARATE_WORKER = process.env.BENCH_STATEMENT_WORKER !== 'in-process';
const LEDGER_DAYS = 91;
const TARGETS = { runSeconds: 120, readP99: 100, reportP99: 100, whatsappSeconds: 180, whatsappReadP99: 100 };
/** The longest a run may take before the bench gives up on it. */
const RUN_TIMEOUT_S = 900;

interface Fixtures extends EntriesFixtures {
  /** Last month (YYYY-MM): wholly inside the seeded year. */
  month: string;
  reportFrom: string;
}

const previousMonth = (today: string) => {
  const [year, month] = today.slice(0, 7).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

/** A call with the owner's token; the envelope's data (throws on anything else). */
async function call(port: number, fixtures: Fixtures, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<any> {
  const response = await fetch(`http://127.0.0.1:${port}/api/filter-owner${path}`, {
    method,
    headers: { authorization: `Bearer ${fixtures.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** What an owner reads while the run goes on, in turn: the customers list, a ledger, the dashboard; each answer checked. */
function ownerReads(fixtures: Fixtures): LoadTarget {
  const headers = { authorization: `Bearer ${fixtures.token}` };
  const plant = `filter_plant_id=${fixtures.plantId}`;
  let n = 0;
  const pages = Math.max(1, Math.floor(fixtures.customers.length / 25));
  return {
    name: 'owner reads (customers list, ledger, dashboard)',
    checkEvery: true,
    next: () => {
      const i = n++;
      const customer = fixtures.customers[(i * 7) % fixtures.customers.length];
      const paths = [
        `/api/filter-owner/customers?${plant}&page=${1 + (i % pages)}`,
        `/api/filter-owner/customers/${customer}/ledger?${plant}&from=${fixtures.ledgerFrom}&to=${fixtures.today}`,
        `/api/filter-owner/dashboard?${plant}`,
      ];
      return { path: paths[i % paths.length], headers };
    },
    // Whichever of the three answered: a page of customers, a ledger with its lines, or the dashboard's stats.
    checkData: (data) =>
      (Array.isArray(data?.data) && data.data.length > 0) ||
      (Array.isArray(data?.lines) && typeof data?.closing?.balance === 'number') ||
      (data?.stats !== undefined && data?.stats !== null),
  };
}

/** Starts last month's run under the owner reads; the run's time and the reads' p99 while it ran. */
async function monthEndRun(fixtures: Fixtures, port: number): Promise<Record<string, number>> {
  let settle!: () => void;
  const runDone = new Promise<void>((resolve) => (settle = resolve));
  const reads = load(port, ownerReads(fixtures), RUN_TIMEOUT_S, { connections: READ_CONNECTIONS, until: runDone });
  const started = process.hrtime.bigint();
  let run: any;
  try {
    const start = await call(port, fixtures, 'POST', `/statements/runs?filter_plant_id=${fixtures.plantId}`, { month: fixtures.month });
    if (start.reused) throw new Error('the run was reused: the bench database must be new');
    let lastLog = 0;
    for (;;) {
      run = await call(port, fixtures, 'GET', `/statements/runs/${start.run.id}`);
      if (run.status === 'completed' || run.status === 'failed') break;
      const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
      if (elapsed > RUN_TIMEOUT_S) throw new Error(`the run did not finish in ${RUN_TIMEOUT_S} s: ${JSON.stringify(run).slice(0, 200)}`);
      if (elapsed - lastLog >= 10) {
        lastLog = elapsed;
        console.log(`  run ${run.id}: ${run.status}, ${run.done} of ${run.total} after ${elapsed.toFixed(0)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    settle();
  }
  const runSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const read = await reads;
  const problem = problems(read);
  if (problem) throw new Error(`owner reads during the run: ${problem}`);
  if (run.status !== 'completed' || run.failed !== 0 || run.done !== CUSTOMERS || run.total !== CUSTOMERS)
    throw new Error(`the run did not make every statement: ${JSON.stringify({ ...run, files: run.files?.length })}`);
  // One stored statement, fetched back: a PDF.
  const file = run.files[Math.floor(run.files.length / 2)];
  const response = await fetch(`http://127.0.0.1:${port}/api/filter-owner/statements/runs/${run.id}/statements/${file.customer_id}`, {
    headers: { authorization: `Bearer ${fixtures.token}` },
  });
  const pdf = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error(`statement PDF: ${response.status}`);
  const bytes = pdf.length;
  console.log(
    `month-end run of ${fixtures.month}: ${run.done} statements rendered and stored in ${runSeconds.toFixed(1)} s ` +
      `(${((runSeconds * 1000) / run.done).toFixed(1)} ms each; one is ${(bytes / 1024).toFixed(0)} kB); ` +
      `owner reads meanwhile at ${READ_CONNECTIONS} connections: ${read.responses.toLocaleString('en-US')} checked responses, ` +
      `${read.rps.toFixed(0)} req/s, p50 ${read.p50} ms, p99 ${read.p99} ms`,
  );
  return { runSeconds, readP99: read.p99, done: run.done };
}

/** The month's statements sent by WhatsApp to every customer through the fake Graph API, under the owner reads. */
async function whatsappRun(fixtures: Fixtures, port: number, graph: FakeGraphApi): Promise<Record<string, number>> {
  await call(port, fixtures, 'PUT', '/whatsapp', {
    phone_number_id: graph.phoneNumberId,
    business_account_id: '102290129340398',
    access_token: graph.token,
    app_secret: 'bench-app-secret-0123456789',
  });
  let settle!: () => void;
  const sendDone = new Promise<void>((resolve) => (settle = resolve));
  const reads = load(port, ownerReads(fixtures), RUN_TIMEOUT_S, { connections: READ_CONNECTIONS, until: sendDone });
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    for (let from = 0; from < fixtures.customers.length; from += 20) {
      await Promise.all(
        fixtures.customers
          .slice(from, from + 20)
          .map((customer_id) => call(port, fixtures, 'POST', '/whatsapp/statements', { customer_id, month: fixtures.month })),
      );
    }
    let lastLog = 0;
    while (graph.sent.length < fixtures.customers.length) {
      const failed = (await call(port, fixtures, 'GET', '/whatsapp/messages?state=failed&per_page=1')).total;
      if (failed > 0) throw new Error(`${failed} WhatsApp messages failed`);
      if (elapsed() > RUN_TIMEOUT_S) throw new Error(`only ${graph.sent.length} WhatsApp messages sent in ${RUN_TIMEOUT_S} s`);
      if (elapsed() - lastLog >= 10) {
        lastLog = elapsed();
        console.log(`  whatsapp: ${graph.sent.length} of ${fixtures.customers.length} sent after ${lastLog.toFixed(0)} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    settle();
  }
  const seconds = elapsed();
  const read = await reads;
  const problem = problems(read);
  if (problem) throw new Error(`owner reads during the WhatsApp sends: ${problem}`);
  // Every message the fake took: the statement template with a PDF it was given, one per customer.
  const media = new Map(graph.media.map((m) => [m.id, m]));
  const bad = graph.sent.filter(
    (m) =>
      m.name !== 'paani_statement' ||
      media
        .get(m.document?.id ?? '')
        ?.bytes.subarray(0, 5)
        .toString() !== '%PDF-',
  );
  if (bad.length > 0) throw new Error(`${bad.length} messages without their statement PDF: ${JSON.stringify(bad[0]).slice(0, 300)}`);
  if (new Set(graph.sent.map((m) => m.to)).size !== fixtures.customers.length) throw new Error('a customer got no statement, or two');
  const logged = await call(port, fixtures, 'GET', '/whatsapp/messages?state=sent&kind=statement&per_page=1');
  if (logged.total !== fixtures.customers.length) throw new Error(`the log says ${logged.total} sent`);
  console.log(
    `WhatsApp: ${graph.sent.length} statements (each rendered, uploaded and sent) in ${seconds.toFixed(1)} s ` +
      `(${(graph.sent.length / seconds).toFixed(1)} a second); owner reads meanwhile at ${READ_CONNECTIONS} connections: ` +
      `${read.responses.toLocaleString('en-US')} checked responses, ${read.rps.toFixed(0)} req/s, p50 ${read.p50} ms, p99 ${read.p99} ms`,
  );
  return { whatsappSeconds: seconds, whatsappReadP99: read.p99, whatsappSent: graph.sent.length };
}

/** Each report alone, one request at a time (after a warm-up): which of them the 50-connection p99 waits on. */
async function reportsOneByOne(fixtures: Fixtures, port: number): Promise<void> {
  const times: string[] = [];
  for (const name of REPORT_NAMES) {
    const path = `/reports/${name}?filter_plant_id=${fixtures.plantId}&from=${fixtures.reportFrom}&to=${fixtures.today}`;
    await call(port, fixtures, 'GET', path);
    const ms: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const started = process.hrtime.bigint();
      const report = await call(port, fixtures, 'GET', path);
      ms.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (report?.name !== name) throw new Error(`${name}: ${JSON.stringify(report).slice(0, 200)}`);
    }
    times.push(`${name} ${median(ms).toFixed(1)} ms`);
  }
  console.log(`reports one at a time (median of 10, 12 months): ${times.join(', ')}`);
}

const bench: HttpBench<Fixtures> = {
  async seed(context) {
    const fixtures = await seedEntries(context, { customers: CUSTOMERS, days: DAYS, ledgerDays: LEDGER_DAYS });
    return { ...fixtures, month: previousMonth(fixtures.today), reportFrom: shiftDay(fixtures.today, -364) };
  },

  ceilingUsers: (fixtures) => [fixtures.ownerId],
  separateWorker: SEPARATE_WORKER,

  routes(fixtures) {
    const headers = { authorization: `Bearer ${fixtures.token}` };
    let n = 0;
    return [
      {
        kind: 'read',
        name: 'GET /api/filter-owner/reports/{name} (12 months, every report in turn)',
        checkEvery: true,
        next: () => ({
          path:
            `/api/filter-owner/reports/${REPORT_NAMES[n++ % REPORT_NAMES.length]}?filter_plant_id=${fixtures.plantId}` +
            `&from=${fixtures.reportFrom}&to=${fixtures.today}`,
          headers,
        }),
        checkData: (data) =>
          REPORT_NAMES.includes(data?.name) &&
          data?.plant_id === fixtures.plantId &&
          data?.from === fixtures.reportFrom &&
          data?.to === fixtures.today &&
          Array.isArray(data?.table?.columns) &&
          data.table.columns.length > 0 &&
          Array.isArray(data?.table?.rows),
      },
    ];
  },

  async afterRoutes(fixtures, apiPort) {
    await reportsOneByOne(fixtures, apiPort);
    const run = await monthEndRun(fixtures, apiPort);
    return { ...run, ...(await whatsappRun(fixtures, apiPort, graph!)) };
  },
};

/** WhatsApp's Graph API for the run: a local fake, started before the API so that it and the worker are pointed at it. */
let graph: FakeGraphApi | undefined;

async function main(): Promise<void> {
  graph = await startFakeGraphApi();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  console.log(
    `bench:statements started ${new Date().toISOString()}: ${CUSTOMERS} customers, ${DAYS} days, ` +
      `jobs ${SEPARATE_WORKER ? 'in a separate worker process (npm run worker)' : 'in the API process'}`,
  );
  const { single, after } = await runHttpBench(bench);
  const report = single.routes[0];
  console.log(`finished ${new Date().toISOString()}`);
  const checks = [
    [after.runSeconds < TARGETS.runSeconds, `${after.done} statements in < ${TARGETS.runSeconds} s (${after.runSeconds.toFixed(1)} s)`],
    [after.readP99 < TARGETS.readP99, `owner read p99 during the run < ${TARGETS.readP99} ms (${after.readP99} ms)`],
    [report.p99 < TARGETS.reportP99, `report p99 at 50 connections < ${TARGETS.reportP99} ms (${report.p99} ms)`],
    [
      after.whatsappSeconds < TARGETS.whatsappSeconds,
      `${after.whatsappSent} WhatsApp statements sent in < ${TARGETS.whatsappSeconds} s (${after.whatsappSeconds.toFixed(1)} s)`,
    ],
    [
      after.whatsappReadP99 < TARGETS.whatsappReadP99,
      `owner read p99 during the WhatsApp sends < ${TARGETS.whatsappReadP99} ms (${after.whatsappReadP99} ms)`,
    ],
  ] as const;
  for (const [ok, what] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}: ${what}`);
  if (checks.some(([ok]) => !ok)) process.exitCode = 2;
  console.log(
    `statements: ${after.done} in ${after.runSeconds.toFixed(1)} s, owner read p99 during run ${after.readP99} ms, report p99 ${report.p99} ms`,
  );
  console.log(`whatsapp: ${after.whatsappSent} sent in ${after.whatsappSeconds.toFixed(1)} s, owner read p99 ${after.whatsappReadP99} ms`);
  await graph.close();
}

benchEntry(main);
