import autocannon from 'autocannon';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../api/src/app.factory';
import { loadConfig } from '../api/src/platform/config/app-config';
import { openDatabase } from '../api/src/platform/database/data-source';
import { benchDatabase, median } from './bench-database';

/**
 * What the HTTP benchmarks share: the API runs in a child process of its own (so the load
 * generator does not steal its event loop), seeded there, then measured from here with
 * autocannon, several rounds per endpoint, medians reported.
 */

export const BENCH_CONNECTIONS = 50;
export const TARGET_P99_MS = 50;

export async function inParallel<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

/** The child's side: the real app on the bench database, listening on a free port. */
export async function startBenchApp(databaseUrl: string): Promise<{ app: NestFastifyApplication; dataSource: DataSource; port: number }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPER_ADMIN_EMAIL: 'admin@bench.test',
    SUPER_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    QUEUE_PREFIX: `paani-bench-${randomBytes(4).toString('hex')}`,
  });
  const dataSource = await openDatabase(databaseUrl, 40);
  const app = await createApp({ config, dataSource, redis: null }, { runWorkers: false });
  await app.listen(0, '127.0.0.1');
  return { app, dataSource, port: (app.getHttpServer().address() as AddressInfo).port };
}

/** The child's side, once seeded: report to the parent, serve until told to stop. */
export function reportSeeded<Seeded extends object>(app: NestFastifyApplication, seeded: Seeded): void {
  process.send!(seeded);
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    process.exit(0);
  });
}

export interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

/** One autocannon round; `request(connection)` gives each connection its path and headers. */
export function load(
  port: number,
  seconds: number,
  request: (connection: number) => { path: string; headers?: Record<string, string> },
): Promise<LoadResult> {
  let connection = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: BENCH_CONNECTIONS,
        duration: seconds,
        setupClient: (client) => client.setRequest({ method: 'GET', ...request(connection++) }),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx + result.errors });
      },
    );
    instance.on('error', reject);
  });
}

export interface Endpoint {
  name: string;
  request: (connection: number) => { path: string; headers?: Record<string, string> };
}

/** Warms up, measures every endpoint `rounds` times, prints medians, and returns the worst p99. */
export async function measureEndpoints(port: number, endpoints: Endpoint[], options: { rounds: number; seconds: number }): Promise<number> {
  await load(port, options.seconds, endpoints[0].request);
  const width = Math.max(...endpoints.map((e) => e.name.length)) + 2;
  let worst = 0;
  for (const endpoint of endpoints) {
    const rounds: LoadResult[] = [];
    for (let round = 0; round < options.rounds; round += 1) rounds.push(await load(port, options.seconds, endpoint.request));
    const p50 = median(rounds.map((r) => r.p50));
    const p99 = median(rounds.map((r) => r.p99));
    const rps = median(rounds.map((r) => r.rps));
    const failures = rounds.reduce((sum, r) => sum + r.non2xx, 0);
    worst = Math.max(worst, p99);
    console.log(
      `${endpoint.name.padEnd(width)} p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${rps.toFixed(0).padStart(6)} req/s` +
        `${failures ? `  (${failures} non-2xx!)` : ''}  ${p99 < TARGET_P99_MS ? 'ok' : `over the ${TARGET_P99_MS} ms target`}` +
        `  (p99 rounds: ${rounds.map((r) => r.p99).join('/')})`,
    );
  }
  return worst;
}

/**
 * The parent's side: a throwaway database, the same file forked as `serve <url>`, the seeding
 * report, then `measure`; the child and the database are removed whatever happens.
 */
export async function runHttpBench<Seeded extends { port: number }>(
  file: string,
  measure: (seeded: Seeded) => Promise<void>,
): Promise<void> {
  const db = await benchDatabase(5);
  await db.dataSource.destroy();
  const child = fork(file, ['serve', db.url], { stdio: 'inherit' });
  try {
    const seeded = await new Promise<Seeded>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Seeded));
      child.once('exit', (code) => reject(new Error(`the API process exited with ${code}`)));
    });
    await measure(seeded);
  } finally {
    if (child.connected) {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await db.drop();
  }
}

/** `node x.bench.js` measures; `node x.bench.js serve <url>` is the API child. */
export function benchEntry(serve: (databaseUrl: string) => Promise<void>, main: () => Promise<void>): void {
  const run = process.argv[2] === 'serve' ? serve(process.argv[3]) : main();
  run.catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
