import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../api/src/platform/database/embedded-database';
import { BenchSecrets } from './seed-context';
import { ServerProcess, startServerProcess } from './server-process';

/** From api/dist/bench/http, the built server that `npm start` runs, and the job worker (`npm run worker`). */
const MAIN = resolve(__dirname, '../../api/src/main.js');
const WORKER = resolve(__dirname, '../../api/src/worker.js');

export interface ApiProcess extends ServerProcess {
  /** HTTP worker processes actually serving (the cluster falls back to one without Redis). */
  processes: number;
}

const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the API under load. */
const NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** The node options `npm start` gives the API (the root package.json's start script), so the benchmark runs it the same way. */
export function startNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(__dirname, '../../../../package.json'), 'utf8')) as { scripts: { start: string } };
  const options = /\bnode((?: --[\w-]+(?:=\S+)?)*) api\/dist\/api\/src\/main\.js/.exec(scripts.start);
  if (!options) throw new Error(`The start script does not run api/dist/api/src/main.js: ${scripts.start}`);
  return options[1].split(' ').filter(Boolean);
}
const LOGS_STARTS = ['info', 'debug', 'trace'].includes(LOG_LEVEL);

const count = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * The API as `npm start` runs it: the built `main.js` in a process of its own, its logs at
 * LOG_LEVEL (default info) appended to a file, Redis when REDIS_URL or the local default answers,
 * on the benchmark database. `processes` > 1 starts it with WEB_CONCURRENCY.
 */
export async function startApi(options: {
  databaseUrl: string;
  secrets: BenchSecrets;
  processes: number;
  workDir: string;
  /** More environment for the API (e.g. RUN_WORKERS=false when a separate worker runs the jobs). */
  env?: NodeJS.ProcessEnv;
}): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build -w api\` first`);
  const port = await freePort();
  const logFile = join(options.workDir, `api-${options.processes}p.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...options.secrets,
    DATABASE_URL: options.databaseUrl,
    PORT: String(port),
    DATA_DIR: join(options.workDir, 'data'),
    LOG_LEVEL: LOG_LEVEL,
    // Production's format (pretty is for a person at a terminal, and costs CPU): the figures and log bytes stay comparable.
    LOG_FORMAT: process.env.LOG_FORMAT ?? 'json',
    WEB_CONCURRENCY: String(options.processes),
    ...options.env,
  };
  const server = await startServerProcess({
    name: 'the API',
    script: MAIN,
    nodeArgs: [...startNodeOptions(), ...NODE_ARGS],
    env,
    port,
    readyPath: '/api/health',
    logFile,
  });
  if (options.processes === 1) return { ...server, processes: 1 };
  if (!LOGS_STARTS) {
    // Nothing logged to tell the workers' starts apart: give the others the time the first took.
    await new Promise((done) => setTimeout(done, 10_000));
    return { ...server, processes: options.processes };
  }
  // The first worker answering is not all of them: wait until each has logged its start.
  const expected = Number(/Starting (\d+) HTTP worker/.exec(readFileSync(logFile, 'utf8'))?.[1] ?? 1);
  const deadline = Date.now() + 60_000;
  while (count(readFileSync(logFile, 'utf8'), 'Paani is running') < expected) {
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
export async function startWorker(options: {
  databaseUrl: string;
  secrets: BenchSecrets;
  workDir: string;
}): Promise<{ stop(): Promise<void> }> {
  const logFile = join(options.workDir, 'worker.log');
  const log = openSync(logFile, 'a');
  // BENCH_WORKER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the worker.
  const nodeArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, WORKER], {
    env: {
      ...process.env,
      ...options.secrets,
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'info',
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'json',
      DATA_DIR: join(options.workDir, 'data'),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await new Promise((done) => child.once('exit', done));
    clearTimeout(killer);
  };
  const deadline = Date.now() + 120_000;
  while (!readFileSync(logFile, 'utf8').includes('Job processors running')) {
    if (child.exitCode !== null) throw new Error(`the worker exited with code ${child.exitCode}; see ${logFile}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the worker did not start within 120 s; see ${logFile}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { stop };
}
