"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ROUNDS = exports.SECONDS = void 0;
exports.runHttpBench = runHttpBench;
exports.benchEntry = benchEntry;
require("reflect-metadata");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
const data_source_1 = require("../../api/src/platform/database/data-source");
const bench_database_1 = require("../bench-database");
const api_process_1 = require("./api-process");
const ceiling_process_1 = require("./ceiling-process");
const ceiling_server_1 = require("./ceiling-server");
const load_1 = require("./load");
const seed_context_1 = require("./seed-context");
/**
 * The one HTTP benchmark harness. It seeds the benchmark database from this process, then runs
 * the built API the way `npm start` does, in a process of its own, and beside it the hand-written
 * node http + pg ceilings (each in its own process, same pool size). Every target is measured
 * in the same rounds at the same connection count; every response is checked (see load.ts) and
 * one that is not the expected envelope stops the run with a non-zero exit.
 *
 * BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3) rounds with medians reported,
 * BENCH_WARMUP_SECONDS (3), BENCH_ROUTES (a pattern on route names), BENCH_API_NODE_ARGS (node
 * options for the API, e.g. --cpu-prof), BENCH_WEB_CONCURRENCY (unset: one process only) for the
 * multi-process figure beside the single-process one, BENCH_LOG_LEVEL (info) for the API.
 */
exports.SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
exports.ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** BENCH_ROUTES: a regular expression on route names, to measure only those (while investigating). */
const ONLY_ROUTES = new RegExp(process.env.BENCH_ROUTES ?? '');
const MULTI_PROCESSES = Number(process.env.BENCH_WEB_CONCURRENCY ?? 1);
function summarise(name, kind, measurements) {
    const rounds = measurements.map((m) => m.load);
    return {
        name,
        kind,
        rps: (0, bench_database_1.median)(rounds.map((r) => r.rps)),
        p50: (0, bench_database_1.median)(rounds.map((r) => r.p50)),
        p99: (0, bench_database_1.median)(rounds.map((r) => r.p99)),
        responses: rounds.reduce((sum, r) => sum + r.responses, 0),
        ratio: 1,
        cpuMsPerRequest: (0, bench_database_1.median)(measurements.map((m) => m.cpuMsPerRequest)),
        rounds,
    };
}
/** A run with anything but the expected envelopes ends here, with what came back. */
async function checkedLoad(port, target, seconds) {
    const result = await (0, load_1.load)(port, target, seconds);
    const problem = (0, load_1.problems)(result);
    if (problem)
        throw new Error(`${target.name}: ${problem}`);
    return result;
}
/** checkedLoad on `server`, with the CPU the server used meanwhile per response. */
async function measuredLoad(server, target, seconds) {
    const before = server.cpuSeconds();
    const result = await checkedLoad(server.port, target, seconds);
    return { load: result, cpuMsPerRequest: ((server.cpuSeconds() - before) * 1000) / Math.max(1, result.responses) };
}
/**
 * A ceiling runs only while it is measured: started, warmed up, measured, stopped. Kept idle
 * beside the API, its pool and the other's would hold more connections than a default server
 * allows (max_connections 100) once several processes of each run.
 */
function ceilingItem(kind, target, databaseUrl, processes, workDir) {
    return {
        target,
        kind: 'ceiling',
        async measure(seconds) {
            const server = await (0, ceiling_process_1.startCeiling)(kind, databaseUrl, processes, workDir);
            try {
                await checkedLoad(server.port, target, WARMUP_SECONDS);
                return await measuredLoad(server, target, seconds);
            }
            finally {
                await server.stop();
            }
        },
    };
}
async function measureMode(processes, databaseUrl, secrets, routes, users, workDir, afterRoutes, separateWorker = false) {
    const api = await (0, api_process_1.startApi)({ databaseUrl, secrets, processes, workDir, env: separateWorker ? { RUN_WORKERS: 'false' } : {} });
    const worker = separateWorker
        ? await (0, api_process_1.startWorker)({ databaseUrl, secrets, workDir }).catch(async (error) => {
            await api.stop();
            throw error;
        })
        : null;
    try {
        const hasCommand = routes.some((route) => route.kind === 'command');
        const items = [
            ceilingItem('by-key', (0, ceiling_process_1.byKeyTarget)(users), databaseUrl, processes, workDir),
            ...(hasCommand ? [ceilingItem('insert-upsert', (0, ceiling_process_1.insertUpsertTarget)(users), databaseUrl, processes, workDir)] : []),
            ...routes.map((route) => ({ target: route, kind: route.kind, measure: (seconds) => measuredLoad(api, route, seconds) })),
        ];
        console.log(`\n${api.processes} API process${api.processes > 1 ? 'es' : ''} vs ${processes} ceiling process${processes > 1 ? 'es' : ''} ` +
            `(pool ${ceiling_process_1.APP_POOL_SIZE} each), ${load_1.BENCH_CONNECTIONS} connections, ${exports.SECONDS} s x ${exports.ROUNDS} rounds, medians:`);
        for (const route of routes)
            await checkedLoad(api.port, route, WARMUP_SECONDS);
        const rounds = new Map(items.map((item) => [item.target, []]));
        for (let round = 0; round < exports.ROUNDS; round += 1) {
            for (const item of items) {
                if (process.stderr.isTTY)
                    process.stderr.write(`\r  round ${round + 1} of ${exports.ROUNDS}: ${item.target.name}`.padEnd(100));
                rounds.get(item.target).push(await item.measure(exports.SECONDS));
            }
        }
        if (process.stderr.isTTY)
            process.stderr.write('\r'.padEnd(100) + '\r');
        const measured = items.map((item) => summarise(item.target.name, item.kind, rounds.get(item.target)));
        const result = {
            processes: api.processes,
            byKey: measured.find((m) => m.name === ceiling_process_1.CEILING_NAMES['by-key']),
            insertUpsert: measured.find((m) => m.name === ceiling_process_1.CEILING_NAMES['insert-upsert']),
            routes: measured.filter((m) => m.kind !== 'ceiling'),
        };
        for (const route of result.routes)
            route.ratio = route.rps / (route.kind === 'command' ? result.insertUpsert : result.byKey).rps;
        printMode(result);
        const after = afterRoutes ? await afterRoutes(api.port) : {};
        console.log(`API log at LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'}: ${((0, node_fs_1.statSync)(api.logFile).size / 1e6).toFixed(1)} MB written`);
        return { result, after };
    }
    finally {
        await worker?.stop();
        await api.stop();
    }
}
function printMode(mode) {
    const rows = [mode.byKey, ...(mode.insertUpsert ? [mode.insertUpsert] : []), ...mode.routes];
    const width = Math.max(...rows.map((row) => row.name.length)) + 2;
    console.log(`${'route'.padEnd(width)}  req/s      p50      p99  api/raw  cpu/req  checked responses  (req/s by round)`);
    for (const row of rows) {
        console.log(`${row.name.padEnd(width)}${row.rps.toFixed(0).padStart(7)}${`${row.p50} ms`.padStart(9)}${`${row.p99} ms`.padStart(9)}` +
            `${(row.kind === 'ceiling' ? '1.00' : row.ratio.toFixed(2)).padStart(9)}` +
            `${(Number.isNaN(row.cpuMsPerRequest) ? '-' : `${row.cpuMsPerRequest.toFixed(2)} ms`).padStart(9)}` +
            `${row.responses.toLocaleString('en-US').padStart(19)}  (${row.rounds.map((r) => r.rps.toFixed(0)).join('/')})`);
    }
    console.log('cpu/req: CPU (user + system) of the server and its processes per response, while measured: what each costs, ceiling and API alike');
}
/**
 * Seeds, measures the API in one process against one ceiling process (and, with
 * BENCH_WEB_CONCURRENCY > 1, in that many against as many), prints the tables, and returns the
 * figures; the database, processes and their logs are removed whatever happens (the logs are
 * kept when the run fails).
 */
async function runHttpBench(bench) {
    const workDir = (0, node_fs_1.mkdtempSync)((0, node_path_1.join)((0, node_os_1.tmpdir)(), 'paani-http-bench-'));
    const secrets = {
        JWT_SECRET: (0, node_crypto_1.randomBytes)(32).toString('hex'),
        SUPER_ADMIN_EMAIL: 'admin@bench.test',
        SUPER_ADMIN_PASSWORD: (0, node_crypto_1.randomBytes)(12).toString('hex'),
        QUEUE_PREFIX: `paani-bench-${(0, node_crypto_1.randomBytes)(4).toString('hex')}`,
    };
    const db = await (0, bench_database_1.benchDatabase)(5);
    let failed = true;
    try {
        const context = await (0, seed_context_1.openSeedContext)(db.dataSource, secrets);
        let routes;
        let users;
        let afterRoutes;
        try {
            const fixtures = await bench.seed(context);
            routes = bench.routes(fixtures, context).filter((route) => ONLY_ROUTES.test(route.name));
            users = bench.ceilingUsers(fixtures);
            const withContext = async (work) => {
                const dataSource = await (0, data_source_1.openDatabase)(db.url, 5);
                const again = await (0, seed_context_1.openSeedContext)(dataSource, secrets);
                try {
                    return await work(again);
                }
                finally {
                    await again.app.close();
                    if (dataSource.isInitialized)
                        await dataSource.destroy();
                }
            };
            if (bench.afterRoutes)
                afterRoutes = (apiPort) => bench.afterRoutes(fixtures, apiPort, withContext);
            for (const sql of ceiling_server_1.CEILING_TABLES_SQL)
                await db.dataSource.query(sql);
        }
        finally {
            await context.app.close();
        }
        if (db.dataSource.isInitialized)
            await db.dataSource.destroy();
        const { result: single, after } = await measureMode(1, db.url, secrets, routes, users, workDir, afterRoutes, bench.separateWorker);
        const multi = MULTI_PROCESSES > 1 ? (await measureMode(MULTI_PROCESSES, db.url, secrets, routes, users, workDir)).result : undefined;
        if (multi)
            printScaling(single, multi);
        failed = false;
        return { single, after, multi };
    }
    finally {
        await db.drop();
        if (failed)
            console.error(`logs of the API and ceiling processes kept in ${workDir}`);
        else
            (0, node_fs_1.rmSync)(workDir, { recursive: true, force: true });
    }
}
function printScaling(single, multi) {
    console.log(`\n${multi.processes} processes against 1 (req/s):`);
    for (const [index, route] of [multi.byKey, ...(multi.insertUpsert ? [multi.insertUpsert] : []), ...multi.routes].entries()) {
        const before = [single.byKey, ...(single.insertUpsert ? [single.insertUpsert] : []), ...single.routes][index];
        console.log(`  ${route.name}: ${before.rps.toFixed(0)} -> ${route.rps.toFixed(0)} (x${(route.rps / before.rps).toFixed(2)})`);
    }
}
/** `node x.bench.js`: runs `main`; exits 1 with the error when it throws, else with the exit code it set. */
function benchEntry(main) {
    main().then(
    // Explicitly: the embedded PostgreSQL's exit hook would otherwise end the process with 0.
    () => process.exit(process.exitCode ?? 0), (error) => {
        console.error(error);
        process.exit(1);
    });
}
//# sourceMappingURL=harness.js.map