import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { benchDatabase, median } from '../bench-database';
import { startApi, startWorker } from './api-process';
import { APP_POOL_SIZE, byKeyTarget, CEILING_NAMES, insertUpsertTarget, startCeiling } from './ceiling-process';
import { CEILING_KINDS, CEILING_TABLES_SQL, CeilingKind } from './ceiling-server';
import { BENCH_CONNECTIONS, load, LoadResult, LoadTarget, problems } from './load';
import { BenchSecrets, openSeedContext, SeedContext } from './seed-context';
import { ServerProcess } from './server-process';

/**
 * The one HTTP benchmark harness. It seeds the benchmark database from this process, then runs
 * the built API the way `npm start` does, in a process of its own, and beside it the hand-written
 * node http + pg ceilings (each in its own process, same pool size). Every target is measured
 * in the same rounds at the same connection count; every response is checked (see load.ts) and
 * one that is not the expected envelope stops the run with a non-zero exit.
 *
 * BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3) rounds with medians reported,
 * BENCH_WARMUP_SECONDS (3, before every measurement), BENCH_ROUTES (a pattern on route names), BENCH_API_NODE_ARGS (node
 * options for the API, e.g. --cpu-prof), BENCH_WEB_CONCURRENCY (unset: one process only) for the
 * multi-process figure beside the single-process one, BENCH_LOG_LEVEL (info) for the API.
 */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** BENCH_ROUTES: a regular expression on route names, to measure only those (while investigating). */
const ONLY_ROUTES = new RegExp(process.env.BENCH_ROUTES ?? '');
const MULTI_PROCESSES = Number(process.env.BENCH_WEB_CONCURRENCY ?? 1);

export type RouteKind = 'read' | 'command';
export interface Route extends LoadTarget {
  kind: RouteKind;
  /** The ceiling its ratio is taken against (default: reads by key, commands insert + upsert). */
  against?: CeilingKind;
}

/** Runs `work` against a hand-written ceiling of `kind` started for it (its port), and stops it after. */
export type WithCeiling = <T>(kind: CeilingKind, work: (port: number) => Promise<T>) => Promise<T>;

/** A hand-written ceiling beyond the two every run has, with the requests it answers. */
export interface ExtraCeiling {
  kind: CeilingKind;
  target: LoadTarget;
}

export interface HttpBench<Fixtures> {
  seed(context: SeedContext): Promise<Fixtures>;
  routes(fixtures: Fixtures, context: SeedContext): Route[];
  /** Users the by-key ceiling reads, and owners the insert+upsert ceiling writes for. */
  ceilingUsers(fixtures: Fixtures): number[];
  /** Ceilings measured beside the two (a route names one with `against`). */
  ceilings?(fixtures: Fixtures): ExtraCeiling[];
  /**
   * Run the jobs in a separate worker process (`npm run worker`) beside the API started with
   * RUN_WORKERS=false, as docker-compose deploys them, instead of in the API process.
   */
  separateWorker?: boolean;
  /**
   * Timed work against the one-process API after the routes were measured (e.g. an import); its
   * figures. `withContext` opens a seeding context on the benchmark database again (e.g. to time a
   * projection rebuild of what the run left), closed when `work` ends; `withCeiling` starts a
   * hand-written ceiling (one process) for `work` to time the same work against, stopped when it ends.
   */
  afterRoutes?(
    fixtures: Fixtures,
    apiPort: number,
    withContext: <T>(work: (context: SeedContext) => Promise<T>) => Promise<T>,
    withCeiling: WithCeiling,
  ): Promise<Record<string, number>>;
}

export interface Measured {
  name: string;
  kind: RouteKind | 'ceiling';
  rps: number;
  p50: number;
  p99: number;
  responses: number;
  /** Against the ceiling for its kind of work (reads: by key; commands: insert + upsert). */
  ratio: number;
  /** The server's CPU (user + system, its processes) per response while measured, ms (median of the rounds). */
  cpuMsPerRequest: number;
  rounds: LoadResult[];
}

export interface ModeResult {
  processes: number;
  byKey: Measured;
  insertUpsert?: Measured;
  /** Every ceiling measured, by kind. */
  ceilings: Partial<Record<CeilingKind, Measured>>;
  routes: Measured[];
}

export interface HttpBenchResult {
  single: ModeResult;
  /** What `afterRoutes` measured. */
  after: Record<string, number>;
  multi?: ModeResult;
}

/** One measured load, and the CPU the server used for it. */
interface Measurement {
  load: LoadResult;
  cpuMsPerRequest: number;
}

function summarise(name: string, kind: Measured['kind'], measurements: Measurement[]): Measured {
  const rounds = measurements.map((m) => m.load);
  return {
    name,
    kind,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    responses: rounds.reduce((sum, r) => sum + r.responses, 0),
    ratio: 1,
    cpuMsPerRequest: median(measurements.map((m) => m.cpuMsPerRequest)),
    rounds,
  };
}

/** A run with anything but the expected envelopes ends here, with what came back. */
async function checkedLoad(port: number, target: LoadTarget, seconds: number): Promise<LoadResult> {
  const result = await load(port, target, seconds);
  const problem = problems(result);
  if (problem) throw new Error(`${target.name}: ${problem}`);
  return result;
}

/** checkedLoad on `server`, with the CPU the server used meanwhile per response. */
async function measuredLoad(server: ServerProcess, target: LoadTarget, seconds: number): Promise<Measurement> {
  const before = server.cpuSeconds();
  const result = await checkedLoad(server.port, target, seconds);
  return { load: result, cpuMsPerRequest: ((server.cpuSeconds() - before) * 1000) / Math.max(1, result.responses) };
}

interface Item {
  target: LoadTarget;
  kind: Measured['kind'];
  /** Measures once, warm-up included where the server is started for it. */
  measure(seconds: number): Promise<Measurement>;
}

/**
 * A ceiling runs only while it is measured: started, warmed up, measured, stopped. Kept idle
 * beside the API, its pool and the other's would hold more connections than a default server
 * allows (max_connections 100) once several processes of each run.
 */
function ceilingItem(kind: CeilingKind, target: LoadTarget, databaseUrl: string, processes: number, workDir: string): Item {
  return {
    target,
    kind: 'ceiling',
    async measure(seconds) {
      const server = await startCeiling(kind, databaseUrl, processes, workDir);
      try {
        await checkedLoad(server.port, target, WARMUP_SECONDS);
        return await measuredLoad(server, target, seconds);
      } finally {
        await server.stop();
      }
    },
  };
}

async function measureMode(
  processes: number,
  databaseUrl: string,
  secrets: BenchSecrets,
  routes: Route[],
  users: number[],
  workDir: string,
  afterRoutes?: (apiPort: number, withCeiling: WithCeiling) => Promise<Record<string, number>>,
  separateWorker = false,
  extraCeilings: ExtraCeiling[] = [],
) {
  const api = await startApi({ databaseUrl, secrets, processes, workDir, env: separateWorker ? { RUN_WORKERS: 'false' } : {} });
  const worker = separateWorker
    ? await startWorker({ databaseUrl, secrets, workDir }).catch(async (error) => {
        await api.stop();
        throw error;
      })
    : null;
  try {
    const hasCommand = routes.some((route) => route.kind === 'command');
    const items: Item[] = [
      ceilingItem('by-key', byKeyTarget(users), databaseUrl, processes, workDir),
      ...(hasCommand ? [ceilingItem('insert-upsert', insertUpsertTarget(users), databaseUrl, processes, workDir)] : []),
      ...extraCeilings.map((ceiling) => ceilingItem(ceiling.kind, ceiling.target, databaseUrl, processes, workDir)),
      // Each measurement after its own warm-up, as the ceilings' (whose servers start afresh each
      // round): the command writes to every owner, so a read measured right after it would start
      // by reading again every answer kept from the last round.
      ...routes.map((route) => ({
        target: route,
        kind: route.kind,
        async measure(seconds: number) {
          await checkedLoad(api.port, route, WARMUP_SECONDS);
          return measuredLoad(api, route, seconds);
        },
      })),
    ];
    console.log(
      `\n${api.processes} API process${api.processes > 1 ? 'es' : ''} vs ${processes} ceiling process${processes > 1 ? 'es' : ''} ` +
        `(pool ${APP_POOL_SIZE} each), ${BENCH_CONNECTIONS} connections, ${SECONDS} s x ${ROUNDS} rounds, medians:`,
    );
    const rounds = new Map<LoadTarget, Measurement[]>(items.map((item) => [item.target, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const item of items) {
        if (process.stderr.isTTY) process.stderr.write(`\r  round ${round + 1} of ${ROUNDS}: ${item.target.name}`.padEnd(100));
        rounds.get(item.target)!.push(await item.measure(SECONDS));
      }
    }
    if (process.stderr.isTTY) process.stderr.write('\r'.padEnd(100) + '\r');
    const measured = items.map((item) => summarise(item.target.name, item.kind, rounds.get(item.target)!));
    const ceilings: ModeResult['ceilings'] = {};
    for (const kind of CEILING_KINDS) {
      const found = measured.find((m) => m.name === CEILING_NAMES[kind]);
      if (found) ceilings[kind] = found;
    }
    const result: ModeResult = {
      processes: api.processes,
      byKey: ceilings['by-key']!,
      insertUpsert: ceilings['insert-upsert'],
      ceilings,
      routes: measured.filter((m) => m.kind !== 'ceiling'),
    };
    for (const [index, route] of result.routes.entries()) {
      const against = routes[index].against ?? (route.kind === 'command' ? 'insert-upsert' : 'by-key');
      route.ratio = route.rps / ceilings[against]!.rps;
    }
    printMode(result);
    const withCeiling: WithCeiling = async (kind, work) => {
      const server = await startCeiling(kind, databaseUrl, 1, workDir);
      try {
        return await work(server.port);
      } finally {
        await server.stop();
      }
    };
    const after = afterRoutes ? await afterRoutes(api.port, withCeiling) : {};
    console.log(
      `API log at LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'}: ${(statSync(api.logFile).size / 1e6).toFixed(1)} MB written`,
    );
    return { result, after };
  } finally {
    await worker?.stop();
    await api.stop();
  }
}

function printMode(mode: ModeResult): void {
  const rows = [...Object.values(mode.ceilings), ...mode.routes];
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`${'route'.padEnd(width)}  req/s      p50      p99  api/raw  cpu/req  checked responses  (req/s by round)`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}${row.rps.toFixed(0).padStart(7)}${`${row.p50} ms`.padStart(9)}${`${row.p99} ms`.padStart(9)}` +
        `${(row.kind === 'ceiling' ? '1.00' : row.ratio.toFixed(2)).padStart(9)}` +
        `${(Number.isNaN(row.cpuMsPerRequest) ? '-' : `${row.cpuMsPerRequest.toFixed(2)} ms`).padStart(9)}` +
        `${row.responses.toLocaleString('en-US').padStart(19)}  (${row.rounds.map((r) => r.rps.toFixed(0)).join('/')})`,
    );
  }
  console.log(
    'cpu/req: CPU (user + system) of the server and its processes per response, while measured: what each costs, ceiling and API alike',
  );
}

/**
 * Seeds, measures the API in one process against one ceiling process (and, with
 * BENCH_WEB_CONCURRENCY > 1, in that many against as many), prints the tables, and returns the
 * figures; the database, processes and their logs are removed whatever happens (the logs are
 * kept when the run fails).
 */
export async function runHttpBench<Fixtures>(bench: HttpBench<Fixtures>): Promise<HttpBenchResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'paani-http-bench-'));
  const secrets: BenchSecrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPER_ADMIN_EMAIL: 'admin@bench.test',
    SUPER_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    QUEUE_PREFIX: `paani-bench-${randomBytes(4).toString('hex')}`,
  };
  const db = await benchDatabase(5);
  let failed = true;
  try {
    const context = await openSeedContext(db.dataSource, secrets);
    let routes: Route[];
    let users: number[];
    let afterRoutes: ((apiPort: number, withCeiling: WithCeiling) => Promise<Record<string, number>>) | undefined;
    let extraCeilings: ExtraCeiling[] = [];
    try {
      const fixtures = await bench.seed(context);
      routes = bench.routes(fixtures, context).filter((route) => ONLY_ROUTES.test(route.name));
      users = bench.ceilingUsers(fixtures);
      extraCeilings = bench.ceilings?.(fixtures) ?? [];
      const withContext = async <T>(work: (context: SeedContext) => Promise<T>): Promise<T> => {
        const dataSource = await openDatabase(db.url, 5);
        const again = await openSeedContext(dataSource, secrets);
        try {
          return await work(again);
        } finally {
          await again.app.close();
          if (dataSource.isInitialized) await dataSource.destroy();
        }
      };
      if (bench.afterRoutes) afterRoutes = (apiPort, withCeiling) => bench.afterRoutes!(fixtures, apiPort, withContext, withCeiling);
      for (const sql of CEILING_TABLES_SQL) await db.dataSource.query(sql);
    } finally {
      await context.app.close();
    }
    if (db.dataSource.isInitialized) await db.dataSource.destroy();
    const { result: single, after } = await measureMode(
      1,
      db.url,
      secrets,
      routes,
      users,
      workDir,
      afterRoutes,
      bench.separateWorker,
      extraCeilings,
    );
    const multi =
      MULTI_PROCESSES > 1
        ? (await measureMode(MULTI_PROCESSES, db.url, secrets, routes, users, workDir, undefined, false, extraCeilings)).result
        : undefined;
    if (multi) printScaling(single, multi);
    failed = false;
    return { single, after, multi };
  } finally {
    await db.drop();
    if (failed) console.error(`logs of the API and ceiling processes kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
}

function printScaling(single: ModeResult, multi: ModeResult): void {
  console.log(`\n${multi.processes} processes against 1 (req/s):`);
  for (const [index, route] of [multi.byKey, ...(multi.insertUpsert ? [multi.insertUpsert] : []), ...multi.routes].entries()) {
    const before = [single.byKey, ...(single.insertUpsert ? [single.insertUpsert] : []), ...single.routes][index];
    console.log(`  ${route.name}: ${before.rps.toFixed(0)} -> ${route.rps.toFixed(0)} (x${(route.rps / before.rps).toFixed(2)})`);
  }
}

/** `node x.bench.js`: runs `main`; exits 1 with the error when it throws, else with the exit code it set. */
export function benchEntry(main: () => Promise<void>): void {
  main().then(
    // Explicitly: the embedded PostgreSQL's exit hook would otherwise end the process with 0.
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
