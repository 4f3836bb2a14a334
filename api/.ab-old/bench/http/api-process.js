"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startApi = startApi;
exports.startWorker = startWorker;
const node_child_process_1 = require("node:child_process");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
const embedded_database_1 = require("../../api/src/platform/database/embedded-database");
const server_process_1 = require("./server-process");
/** From api/dist/bench/http, the built server that `npm start` runs, and the job worker (`npm run worker`). */
const MAIN = (0, node_path_1.resolve)(__dirname, '../../api/src/main.js');
const WORKER = (0, node_path_1.resolve)(__dirname, '../../api/src/worker.js');
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the API under load. */
const NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
const LOGS_STARTS = ['info', 'debug', 'trace'].includes(LOG_LEVEL);
const count = (text, needle) => text.split(needle).length - 1;
/**
 * The API as `npm start` runs it: the built `main.js` in a process of its own, its logs at
 * LOG_LEVEL (default info) appended to a file, Redis when REDIS_URL or the local default answers,
 * on the benchmark database. `processes` > 1 starts it with WEB_CONCURRENCY.
 */
async function startApi(options) {
    if (!(0, node_fs_1.existsSync)(MAIN))
        throw new Error(`${MAIN} is missing: run \`npm run build -w api\` first`);
    const port = await (0, embedded_database_1.freePort)();
    const logFile = (0, node_path_1.join)(options.workDir, `api-${options.processes}p.log`);
    const env = {
        ...process.env,
        ...options.secrets,
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        DATA_DIR: (0, node_path_1.join)(options.workDir, 'data'),
        LOG_LEVEL: LOG_LEVEL,
        WEB_CONCURRENCY: String(options.processes),
        ...options.env,
    };
    const server = await (0, server_process_1.startServerProcess)({
        name: 'the API',
        script: MAIN,
        nodeArgs: NODE_ARGS,
        env,
        port,
        readyPath: '/api/health',
        logFile,
    });
    if (options.processes === 1)
        return { ...server, processes: 1 };
    if (!LOGS_STARTS) {
        // Nothing logged to tell the workers' starts apart: give the others the time the first took.
        await new Promise((done) => setTimeout(done, 10_000));
        return { ...server, processes: options.processes };
    }
    // The first worker answering is not all of them: wait until each has logged its start.
    const expected = Number(/Starting (\d+) HTTP worker/.exec((0, node_fs_1.readFileSync)(logFile, 'utf8'))?.[1] ?? 1);
    const deadline = Date.now() + 60_000;
    while (count((0, node_fs_1.readFileSync)(logFile, 'utf8'), 'Paani is running') < expected) {
        if (Date.now() > deadline) {
            await server.stop();
            throw new Error(`only some of ${expected} API processes started; see ${logFile}`);
        }
        await new Promise((done) => setTimeout(done, 200));
    }
    return { ...server, processes: expected };
}
/**
 * The job processors alone, as `npm run worker` runs them (the deployment docker-compose makes:
 * the API with RUN_WORKERS=false beside it), on the same database, Redis and queue prefix; ready
 * once it logs that its processors run.
 */
async function startWorker(options) {
    const logFile = (0, node_path_1.join)(options.workDir, 'worker.log');
    const log = (0, node_fs_1.openSync)(logFile, 'a');
    // BENCH_WORKER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the worker.
    const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = (0, node_child_process_1.spawn)(process.execPath, [...nodeArgs, WORKER], {
        env: {
            ...process.env,
            ...options.secrets,
            DATABASE_URL: options.databaseUrl,
            LOG_LEVEL: 'info',
            DATA_DIR: (0, node_path_1.join)(options.workDir, 'data'),
        },
        stdio: ['ignore', log, log],
    });
    (0, node_fs_1.closeSync)(log);
    const stop = async () => {
        if (child.exitCode !== null || child.signalCode !== null)
            return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await new Promise((done) => child.once('exit', done));
        clearTimeout(killer);
    };
    const deadline = Date.now() + 120_000;
    while (!(0, node_fs_1.readFileSync)(logFile, 'utf8').includes('Job processors running')) {
        if (child.exitCode !== null)
            throw new Error(`the worker exited with code ${child.exitCode}; see ${logFile}`);
        if (Date.now() > deadline) {
            await stop();
            throw new Error(`the worker did not start within 120 s; see ${logFile}`);
        }
        await new Promise((done) => setTimeout(done, 200));
    }
    return { stop };
}
//# sourceMappingURL=api-process.js.map