"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startServerProcess = startServerProcess;
const node_child_process_1 = require("node:child_process");
const node_fs_1 = require("node:fs");
const node_http_1 = require("node:http");
const process_cpu_1 = require("./process-cpu");
const READY_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000);
const STOP_TIMEOUT_MS = 15_000;
function status(port, path) {
    return new Promise((resolve) => {
        const probe = (0, node_http_1.request)({ host: '127.0.0.1', port, path, timeout: 2000 }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
        });
        probe.on('error', () => resolve(0));
        probe.on('timeout', () => probe.destroy());
        probe.end();
    });
}
function exited(child) {
    return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}
/**
 * `node <script> <args>` in a process of its own, stdout and stderr appended to `logFile` (so the
 * server pays for its logging as it would in production), ready once `readyPath` answers 200.
 */
async function startServerProcess(options) {
    const log = (0, node_fs_1.openSync)(options.logFile, 'a');
    const child = (0, node_child_process_1.spawn)(process.execPath, [...(options.nodeArgs ?? []), options.script, ...(options.args ?? [])], {
        env: options.env,
        stdio: ['ignore', log, log],
    });
    (0, node_fs_1.closeSync)(log);
    const stop = async () => {
        if (child.exitCode !== null || child.signalCode !== null)
            return;
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited(child);
        clearTimeout(killer);
    };
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while ((await status(options.port, options.readyPath)) !== 200) {
        if (child.exitCode !== null)
            throw new Error(`${options.name} exited with code ${child.exitCode} before it was ready; see ${options.logFile}`);
        if (Date.now() > deadline) {
            await stop();
            throw new Error(`${options.name} was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${options.logFile}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cpuSeconds = () => (child.pid === undefined ? Number.NaN : (0, process_cpu_1.treeCpuSeconds)(child.pid));
    return { name: options.name, port: options.port, logFile: options.logFile, cpuSeconds, stop };
}
//# sourceMappingURL=server-process.js.map