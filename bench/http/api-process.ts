import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../api/src/platform/database/embedded-database';
import { BenchSecrets } from './seed-context';
import { ServerProcess, startServerProcess } from './server-process';

/** From api/dist/bench/http, the built server that `npm start` runs. */
const MAIN = resolve(__dirname, '../../api/src/main.js');

export interface ApiProcess extends ServerProcess {
  /** HTTP worker processes actually serving (the cluster falls back to one without Redis). */
  processes: number;
}

const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
/** BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to look inside the API under load. */
const NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
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
    WEB_CONCURRENCY: String(options.processes),
  };
  const server = await startServerProcess({
    name: 'the API',
    script: MAIN,
    nodeArgs: NODE_ARGS,
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
