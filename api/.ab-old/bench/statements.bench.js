"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const report_queries_1 = require("../api/src/modules/reports/report.queries");
const plant_day_1 = require("../api/src/platform/domain/plant-day");
const bench_database_1 = require("./bench-database");
const entries_seed_1 = require("./entries-seed");
const harness_1 = require("./http/harness");
const load_1 = require("./http/load");
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
 * Ends with PASS/FAIL lines and `statements: N in S s, owner read p99 during run A ms, report p99
 * B ms` (exit 2 on FAIL).
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
const TARGETS = { runSeconds: 120, readP99: 100, reportP99: 100 };
/** The longest a run may take before the bench gives up on it. */
const RUN_TIMEOUT_S = 900;
const previousMonth = (today) => {
    const [year, month] = today.slice(0, 7).split('-').map(Number);
    return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};
/** GET with the owner's token; the envelope's data (throws on anything else). */
async function call(port, fixtures, method, path, body) {
    const response = await fetch(`http://127.0.0.1:${port}/api/filter-owner${path}`, {
        method,
        headers: { authorization: `Bearer ${fixtures.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (response.status >= 300)
        throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text).data;
}
/** What an owner reads while the run goes on, in turn: the customers list, a ledger, the dashboard; each answer checked. */
function ownerReads(fixtures) {
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
        checkData: (data) => (Array.isArray(data?.data) && data.data.length > 0) ||
            (Array.isArray(data?.lines) && typeof data?.closing?.balance === 'number') ||
            (data?.stats !== undefined && data?.stats !== null),
    };
}
/** Starts last month's run under the owner reads; the run's time and the reads' p99 while it ran. */
async function monthEndRun(fixtures, port) {
    let settle;
    const runDone = new Promise((resolve) => (settle = resolve));
    const reads = (0, load_1.load)(port, ownerReads(fixtures), RUN_TIMEOUT_S, { connections: READ_CONNECTIONS, until: runDone });
    const started = process.hrtime.bigint();
    let run;
    try {
        const start = await call(port, fixtures, 'POST', `/statements/runs?filter_plant_id=${fixtures.plantId}`, { month: fixtures.month });
        if (start.reused)
            throw new Error('the run was reused: the bench database must be new');
        let lastLog = 0;
        for (;;) {
            run = await call(port, fixtures, 'GET', `/statements/runs/${start.run.id}`);
            if (run.status === 'completed' || run.status === 'failed')
                break;
            const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
            if (elapsed > RUN_TIMEOUT_S)
                throw new Error(`the run did not finish in ${RUN_TIMEOUT_S} s: ${JSON.stringify(run).slice(0, 200)}`);
            if (elapsed - lastLog >= 10) {
                lastLog = elapsed;
                console.log(`  run ${run.id}: ${run.status}, ${run.done} of ${run.total} after ${elapsed.toFixed(0)} s`);
            }
            await new Promise((resolve) => setTimeout(resolve, 250));
        }
    }
    finally {
        settle();
    }
    const runSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const read = await reads;
    const problem = (0, load_1.problems)(read);
    if (problem)
        throw new Error(`owner reads during the run: ${problem}`);
    if (run.status !== 'completed' || run.failed !== 0 || run.done !== CUSTOMERS || run.total !== CUSTOMERS)
        throw new Error(`the run did not make every statement: ${JSON.stringify({ ...run, files: run.files?.length })}`);
    // One stored statement, fetched back: a PDF.
    const file = run.files[Math.floor(run.files.length / 2)];
    const response = await fetch(`http://127.0.0.1:${port}/api/filter-owner/statements/runs/${run.id}/statements/${file.customer_id}`, {
        headers: { authorization: `Bearer ${fixtures.token}` },
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || pdf.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`statement PDF: ${response.status}`);
    const bytes = pdf.length;
    console.log(`month-end run of ${fixtures.month}: ${run.done} statements rendered and stored in ${runSeconds.toFixed(1)} s ` +
        `(${((runSeconds * 1000) / run.done).toFixed(1)} ms each; one is ${(bytes / 1024).toFixed(0)} kB); ` +
        `owner reads meanwhile at ${READ_CONNECTIONS} connections: ${read.responses.toLocaleString('en-US')} checked responses, ` +
        `${read.rps.toFixed(0)} req/s, p50 ${read.p50} ms, p99 ${read.p99} ms`);
    return { runSeconds, readP99: read.p99, done: run.done };
}
/** Each report alone, one request at a time (after a warm-up): which of them the 50-connection p99 waits on. */
async function reportsOneByOne(fixtures, port) {
    const times = [];
    for (const name of report_queries_1.REPORT_NAMES) {
        const path = `/reports/${name}?filter_plant_id=${fixtures.plantId}&from=${fixtures.reportFrom}&to=${fixtures.today}`;
        await call(port, fixtures, 'GET', path);
        const ms = [];
        for (let i = 0; i < 10; i += 1) {
            const started = process.hrtime.bigint();
            const report = await call(port, fixtures, 'GET', path);
            ms.push(Number(process.hrtime.bigint() - started) / 1e6);
            if (report?.name !== name)
                throw new Error(`${name}: ${JSON.stringify(report).slice(0, 200)}`);
        }
        times.push(`${name} ${(0, bench_database_1.median)(ms).toFixed(1)} ms`);
    }
    console.log(`reports one at a time (median of 10, 12 months): ${times.join(', ')}`);
}
const bench = {
    async seed(context) {
        const fixtures = await (0, entries_seed_1.seedEntries)(context, { customers: CUSTOMERS, days: DAYS, ledgerDays: LEDGER_DAYS });
        return { ...fixtures, month: previousMonth(fixtures.today), reportFrom: (0, plant_day_1.shiftDay)(fixtures.today, -364) };
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
                    path: `/api/filter-owner/reports/${report_queries_1.REPORT_NAMES[n++ % report_queries_1.REPORT_NAMES.length]}?filter_plant_id=${fixtures.plantId}` +
                        `&from=${fixtures.reportFrom}&to=${fixtures.today}`,
                    headers,
                }),
                checkData: (data) => report_queries_1.REPORT_NAMES.includes(data?.name) &&
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
        return monthEndRun(fixtures, apiPort);
    },
};
async function main() {
    console.log(`bench:statements started ${new Date().toISOString()}: ${CUSTOMERS} customers, ${DAYS} days, ` +
        `jobs ${SEPARATE_WORKER ? 'in a separate worker process (npm run worker)' : 'in the API process'}`);
    const { single, after } = await (0, harness_1.runHttpBench)(bench);
    const report = single.routes[0];
    console.log(`finished ${new Date().toISOString()}`);
    const checks = [
        [after.runSeconds < TARGETS.runSeconds, `${after.done} statements in < ${TARGETS.runSeconds} s (${after.runSeconds.toFixed(1)} s)`],
        [after.readP99 < TARGETS.readP99, `owner read p99 during the run < ${TARGETS.readP99} ms (${after.readP99} ms)`],
        [report.p99 < TARGETS.reportP99, `report p99 at 50 connections < ${TARGETS.reportP99} ms (${report.p99} ms)`],
    ];
    for (const [ok, what] of checks)
        console.log(`${ok ? 'PASS' : 'FAIL'}: ${what}`);
    if (checks.some(([ok]) => !ok))
        process.exitCode = 2;
    console.log(`statements: ${after.done} in ${after.runSeconds.toFixed(1)} s, owner read p99 during run ${after.readP99} ms, report p99 ${report.p99} ms`);
}
(0, harness_1.benchEntry)(main);
//# sourceMappingURL=statements.bench.js.map