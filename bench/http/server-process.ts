import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { request } from 'node:http';
import { treeCpuSeconds } from './process-cpu';

export interface ServerProcess {
  name: string;
  port: number;
  logFile: string;
  /** CPU seconds the server (and any process it started) has used so far; NaN where /proc cannot tell. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000);
const STOP_TIMEOUT_MS = 15_000;

function status(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const probe = request({ host: '127.0.0.1', port, path, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    probe.on('error', () => resolve(0));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/**
 * `node <script> <args>` in a process of its own, stdout and stderr appended to `logFile` (so the
 * server pays for its logging as it would in production), ready once `readyPath` answers 200.
 */
export async function startServerProcess(options: {
  name: string;
  script: string;
  args?: string[];
  /** Options for node itself, before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  logFile: string;
}): Promise<ServerProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script, ...(options.args ?? [])], {
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
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
  const cpuSeconds = () => (child.pid === undefined ? Number.NaN : treeCpuSeconds(child.pid));
  return { name: options.name, port: options.port, logFile: options.logFile, cpuSeconds, stop };
}
