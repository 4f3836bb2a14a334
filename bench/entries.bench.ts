import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ProjectionRebuilder } from '../api/src/platform/event-store/projection-rebuilder';
import { ProjectionRegistry } from '../api/src/platform/event-store/projection-registry';
import { handWrittenCopy, handWrittenReplay } from './rebuild-ceiling';
import { median } from './bench-database';
import { CommandBus } from '@nestjs/cqrs';
import { shiftDay } from '../api/src/platform/domain/plant-day';
import { toPaisa } from '../api/src/platform/domain/money';
import { SaveDailyEntriesCommand } from '../api/src/modules/daily-entries/daily-entry.commands';
import { ConcurrencyError } from '../api/src/platform/event-store/concurrency.error';
import { CEILING_NAMES } from './http/ceiling-process';
import { benchEntry, HttpBench, runHttpBench, WithCeiling } from './http/harness';
import { SeedContext } from './http/seed-context';
import { SHEET_INSERTED_TABLES } from './http/sheet-batch-ceiling';
import { EntriesFixtures, seedEntries } from './entries-seed';
import { payrollRun, PAYROLL_SECONDS_TARGET } from './payroll-run';

/**
 * npm run bench:entries
 * The deliveries benchmark's database (entries-seed.ts): one staffed owner with 8 areas, 2,000
 * customers on a daily schedule registered through RegisterCustomersCommand and a year of their
 * deliveries and weekly payments appended through BulkAppender (about 700,000 events), against a
 * hand-written copy of the rows it wrote (rebuild-ceiling.ts). Then, on
 * that database, with the one HTTP harness (every response checked, same-run ceilings, medians over
 * rounds), at 50 connections:
 * - a 3-month customer ledger and the owner dashboard (p99);
 * - a single-entry POST /daily-entries, customers varied, against a hand-written delivery entry
 *   (node http + pg, one transaction: lock and read the customer, insert the event, the entry and
 *   the ledger line, update the customer, upsert the day's totals) and against insert + upsert;
 * - the owner's day sheet of one area (the areas in turn) and the rider's sheet (one area, about
 *   250 customers) against a hand-written sheet query giving the same answer in one statement;
 * - afterwards 40 entries for one customer sent at once by two processes (20 through the API, 20
 *   through the command bus of this process): how many were refused;
 * - 8 riders' sheets of 150 entries saved at once as 8 concurrent POST /daily-entries/batch,
 *   BENCH_SHEET_ROUNDS (20) times (p99 of a save), then the same sheets through a hand-written
 *   batch writing the same rows in every table (http/sheet-batch-ceiling.ts; what both sides
 *   wrote compared: new rows, balances and containers moved);
 * - the current month's pay run for 100 employees through the API (payroll-run.ts: under 10 s,
 *   the line `payroll: 100 slips in S s`);
 * - a projection rebuild of the whole database (timed; its tables must equal the live ones), against
 *   a hand-written replay of the delivery path's tables by SQL over the log (its tables checked too).
 * Ends with `entries: … entry/ceiling R, sheet/ceiling S, rider sheet/ceiling T, contention refused N`
 * and a PASS/FAIL line (exit 2 on FAIL).
 *
 * BENCH_ENTRY_CUSTOMERS (2000), BENCH_ENTRY_DAYS (365), BENCH_SHEET_ROUNDS (20) to shrink it.
 */
const CUSTOMERS = Number(process.env.BENCH_ENTRY_CUSTOMERS ?? 2000);
const DAYS = Number(process.env.BENCH_ENTRY_DAYS ?? 365);
const SHEET_ROUNDS = Number(process.env.BENCH_SHEET_ROUNDS ?? 20);
const SHEET_ENTRIES = 150;
const LEDGER_DAYS = 91;
/** Every customer of an area is due daily: a sheet lists at least this many (2,000 customers over 8 areas: 250). */
const MIN_SHEET_ROWS = Math.floor((CUSTOMERS / 8) * 0.9);

/**
 * The seed and the rebuild have no target of their own: their seconds swing with the machine (a
 * 3.5 times faster one seeded in half the time), so each is printed as a ratio to its same-run
 * hand-written ceiling (rebuild-ceiling.ts); only the rebuild's equal tables are checked.
 */
const TARGETS = {
  readP99: 50,
  postRatio: 0.4,
  /** Of the hand-written delivery entry and sheet, each with a p99 at most twice its ceiling's. */
  ceilingRatio: 0.5,
  p99OverCeiling: 2,
};
const CONTENTION_ENTRIES = 40;

/**
 * The day the sheet routes and their ceiling read: yesterday, a whole day's round (every customer
 * due, the seed's entries entered). The single entries are dated today, as on a working day, so
 * the tens of thousands a run adds do not pile onto the sheets being read.
 */
const sheetDay = (fixtures: EntriesFixtures) => shiftDay(fixtures.today, -1);

/** Where a sheet is saved: the API's batch route, or the hand-written batch ceiling's. */
interface SheetTarget {
  url: string;
  headers: (round: number, rider: number) => Record<string, string>;
}

/**
 * 8 riders save their sheets of 150 entries at once, SHEET_ROUNDS times (after one unmeasured
 * round), each round on customers further along: the saves' latencies. Every answer must be a 201
 * with the 150 entries.
 */
async function sheetSaves(fixtures: EntriesFixtures, target: SheetTarget): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 0; round <= SHEET_ROUNDS; round += 1) {
    const saves = fixtures.riders.map(async (rider, r) => {
      const start = (round * 37) % rider.customers.length;
      const entries = Array.from({ length: SHEET_ENTRIES }, (_, k) => {
        const customerId = rider.customers[(start + k) % rider.customers.length];
        return {
          customer_id: customerId,
          cans_delivered: 1 + ((customerId + round) % 3),
          cans_returned: (customerId + round) % 2,
          ...((customerId + round) % 3 === 0 ? { collected: 100 } : {}),
        };
      });
      const body = JSON.stringify({ date: fixtures.today, entries });
      const started = process.hrtime.bigint();
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...target.headers(round, r) },
        body,
      });
      const text = await response.text();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      let saved: number | undefined;
      try {
        saved = JSON.parse(text)?.data?.entries?.length;
      } catch {
        saved = undefined;
      }
      if (response.status !== 201 || saved !== SHEET_ENTRIES)
        throw new Error(`sheet save of rider ${rider.employeeId} at ${target.url}: ${response.status} ${text.slice(0, 300)}`);
      return ms;
    });
    const measured = await Promise.all(saves);
    if (round > 0) latencies.push(...measured);
  }
  return latencies;
}

/**
 * What a sheet save writes that both sides can be held to, in `schema`: the rows of the tables it
 * only inserts into, the customers' balances and the containers they hold (each side starts from
 * other figures, but the same sheets move them by the same amounts).
 */
async function written(dataSource: DataSource, schema: string): Promise<Record<string, string>> {
  const figures = [
    ...SHEET_INSERTED_TABLES.map((table) => [table, `SELECT count(*)::text AS n FROM ${schema}.${table}`]),
    ['balances', `SELECT coalesce(sum(balance), 0)::text AS n FROM ${schema}.customers`],
    ['containers held', `SELECT coalesce(sum(held), 0)::text AS n FROM ${schema}.customer_containers`],
  ];
  const values = await Promise.all(figures.map(async ([name, sql]) => [name, String((await dataSource.query(sql))[0].n)] as const));
  return Object.fromEntries(values);
}

/** What `work` moved each figure of `schema` by (written). */
async function movedBy<T>(
  dataSource: DataSource,
  schema: string,
  work: () => Promise<T>,
): Promise<{ result: T; moved: Record<string, number> }> {
  const before = await written(dataSource, schema);
  const result = await work();
  const after = await written(dataSource, schema);
  // Counts and sums of money alike, exactly: in hundredths.
  const moved = Object.keys(before).map((name) => [name, (toPaisa(after[name]) - toPaisa(before[name])) / 100]);
  return { result, moved: Object.fromEntries(moved) };
}

/**
 * The API's sheet saves, then the same sheets through the hand-written batch: both latencies. The
 * ceiling must write what the API does: the same new rows, table by table, and the same balances
 * and containers moved.
 */
async function sheetSavesAgainstCeiling(fixtures: EntriesFixtures, apiPort: number, withCeiling: WithCeiling, dataSource: DataSource) {
  const run = randomBytes(4).toString('hex');
  const headers = (round: number, rider: number) => ({ 'idempotency-key': `bench-sheet-${run}-${round}-${rider}` });
  const api = await movedBy(dataSource, 'public', () =>
    sheetSaves(fixtures, {
      url: `http://127.0.0.1:${apiPort}/api/filter-owner/daily-entries/batch?filter_plant_id=${fixtures.plantId}`,
      headers: (round, rider) => ({ authorization: `Bearer ${fixtures.token}`, ...headers(round, rider) }),
    }),
  );
  const ceiling = await movedBy(dataSource, 'ceiling_sheet', () =>
    withCeiling('sheet-batch', (port) => sheetSaves(fixtures, { url: `http://127.0.0.1:${port}/sheets`, headers })),
  );
  const figures = (moved: Record<string, number>) =>
    Object.entries(moved)
      .map(([name, by]) => `${name} ${by.toLocaleString('en-US')}`)
      .join(', ');
  console.log(`sheet saves wrote: API ${figures(api.moved)}; hand-written batch ${figures(ceiling.moved)}`);
  const different = Object.keys(api.moved).filter((name) => api.moved[name] !== ceiling.moved[name]);
  if (different.length > 0) throw new Error(`the hand-written batch did not write what the API did: ${different.join(', ')}`);
  return { api: api.result, ceiling: ceiling.result };
}

const describeSaves = (latencies: number[]) =>
  `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms`;

/**
 * 40 entries for one customer at once from two processes: half through the API, half through the
 * command bus of this process (a second process on the same database). How many were refused for a
 * race (409 from the API, ConcurrencyError here); anything else but a save stops the run.
 */
async function contention(fixtures: EntriesFixtures, apiPort: number, context: SeedContext): Promise<number> {
  const customerId = fixtures.customers[fixtures.customers.length - 1];
  const url = `http://127.0.0.1:${apiPort}/api/filter-owner/daily-entries?filter_plant_id=${fixtures.plantId}`;
  const run = randomBytes(4).toString('hex');
  const bus = context.app.get(CommandBus);
  const entry = { customer_id: customerId, cans_delivered: 1, cans_returned: 0 };
  const outcomes = await Promise.all(
    Array.from({ length: CONTENTION_ENTRIES }, async (_, i): Promise<'saved' | 'refused'> => {
      if (i % 2 === 0) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${fixtures.token}`,
            'content-type': 'application/json',
            'idempotency-key': `contention-${run}-${i}`,
          },
          body: JSON.stringify(entry),
        });
        if (response.status === 201) return 'saved';
        if (response.status === 409) return 'refused';
        throw new Error(`contention entry through the API: ${response.status} ${(await response.text()).slice(0, 300)}`);
      }
      try {
        await bus.execute(new SaveDailyEntriesCommand(fixtures.ownerId, fixtures.plantId, fixtures.today, [entry]));
        return 'saved';
      } catch (error) {
        if (error instanceof ConcurrencyError) return 'refused';
        throw error;
      }
    }),
  );
  const refused = outcomes.filter((outcome) => outcome === 'refused').length;
  console.log(
    `contention: ${CONTENTION_ENTRIES} entries for one customer at once from two processes: ${CONTENTION_ENTRIES - refused} saved, ${refused} refused`,
  );
  return refused;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const bench: HttpBench<EntriesFixtures> = {
  seed: (context) => seedEntries(context, { customers: CUSTOMERS, days: DAYS, ledgerDays: LEDGER_DAYS }),

  ceilingUsers: (fixtures) => [fixtures.ownerId],

  ceilings(fixtures) {
    let entry = 0;
    let sheet = 0;
    const areas = fixtures.riders.map((rider) => rider.areaId);
    return [
      {
        kind: 'delivery-entry',
        target: {
          name: CEILING_NAMES['delivery-entry'],
          next: () => ({
            method: 'POST',
            path: '/entries',
            body: JSON.stringify({
              customer_id: fixtures.customers[(entry++ * 13) % fixtures.customers.length],
              date: fixtures.today,
              cans_delivered: 1,
              cans_returned: 0,
            }),
          }),
          checkData: (data) => typeof data?.id === 'number' && data?.cans_delivered === 1,
        },
      },
      {
        kind: 'area-sheet',
        target: {
          name: CEILING_NAMES['area-sheet'],
          next: () => ({ path: `/sheet/${areas[sheet++ % areas.length]}?date=${sheetDay(fixtures)}` }),
          checkData: (data) => Array.isArray(data?.rows) && data.rows.length >= MIN_SHEET_ROWS,
        },
      },
    ];
  },

  async afterRoutes(fixtures, apiPort, withContext, withCeiling) {
    const refused = await withContext((context) => contention(fixtures, apiPort, context));
    const saves = await withContext((context) => sheetSavesAgainstCeiling(fixtures, apiPort, withCeiling, context.dataSource));
    const sheetP99 = percentile(saves.api, 99);
    const ceilingSheetP99 = percentile(saves.ceiling, 99);
    // Saves one after another per rider: the ratio of the medians is the ratio of throughputs.
    const sheetSaveRatio = median(saves.ceiling) / median(saves.api);
    console.log(
      `sheet saves: ${fixtures.riders.length} riders x ${SHEET_ENTRIES} entries at once, ${SHEET_ROUNDS} rounds (${saves.api.length} saves each, ` +
        `every one 201 with ${SHEET_ENTRIES} entries): API ${describeSaves(saves.api)}; hand-written batch ${describeSaves(saves.ceiling)}; ` +
        `sheet save/ceiling ${sheetSaveRatio.toFixed(2)}`,
    );
    const payroll = await payrollRun(fixtures, apiPort);
    console.log(
      `payroll: ${payroll.slips} slips in ${payroll.seconds.toFixed(1)} s (the current month, ${payroll.lines} pay lines recorded)`,
    );
    return withContext(async (context) => {
      const [{ events }] = await context.dataSource.query(`SELECT count(*)::int AS events FROM events`);
      const started = process.hrtime.bigint();
      const report = await context.app.get(ProjectionRebuilder).rebuild();
      const rebuildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const ceiling = await handWrittenReplay(context.dataSource);
      // The rebuild's writing (its replay and what it writes at the end) against SQL alone writing the delivery path's tables.
      const rebuildRatio = ceiling.seconds / (report.phases.replay + report.phases.aggregates);
      console.log(
        `hand-written replay by SQL over the log (the delivery path's tables): ${ceiling.seconds.toFixed(1)} s, ` +
          `${ceiling.different.length === 0 ? 'every table equal to the live one' : `DIFFERENT: ${ceiling.different.join(', ')}`}; ` +
          `rebuild/ceiling ${rebuildRatio.toFixed(2)}`,
      );
      console.log(
        `projection rebuild of the whole database: ${report.events.toLocaleString('en-US')} events (${events.toLocaleString('en-US')} in the log) ` +
          `in ${rebuildSeconds.toFixed(1)} s (replay ${report.phases.replay.toFixed(1)} s, aggregates ${report.phases.aggregates.toFixed(1)} s, ` +
          `compare ${report.phases.compare.toFixed(1)} s, swap ${report.phases.swap.toFixed(1)} s); ` +
          `${report.tables.length} tables, ${report.equal ? 'all equal to the live ones' : 'SOME DIFFERENT'}`,
      );
      for (const table of report.tables.filter((t) => !t.equal))
        console.log(
          `  DIFFERENT ${table.table}: live ${table.liveRows}, rebuilt ${table.rebuiltRows}; ${[...table.onlyLive, ...table.onlyRebuilt].slice(0, 2).join(' | ')}`,
        );
      return {
        sheetP99,
        ceilingSheetP99,
        sheetSaveRatio,
        rebuildSeconds,
        rebuildRatio,
        rebuildEqual: report.equal && ceiling.different.length === 0 ? 1 : 0,
        refused,
        payrollSeconds: payroll.seconds,
      };
    });
  },

  routes(fixtures) {
    const headers = { authorization: `Bearer ${fixtures.token}` };
    const plant = `filter_plant_id=${fixtures.plantId}`;
    const run = randomBytes(4).toString('hex');
    let ledger = 0;
    let post = 0;
    let ownerSheet = 0;
    const areas = fixtures.riders.map((rider) => rider.areaId);
    const expectLines = Math.max(1, Math.min(61, fixtures.minLedgerLines));
    return [
      {
        kind: 'read',
        name: `GET /api/filter-owner/customers/{id}/ledger?from=&to= (${LEDGER_DAYS} days)`,
        next: () => ({
          path: `/api/filter-owner/customers/${fixtures.customers[(ledger++ * 7) % fixtures.customers.length]}/ledger?${plant}&from=${fixtures.ledgerFrom}&to=${fixtures.today}`,
          headers,
        }),
        checkData: (data) => Array.isArray(data?.lines) && data.lines.length >= expectLines && typeof data?.closing?.balance === 'number',
      },
      {
        kind: 'read',
        name: 'GET /api/filter-owner/dashboard',
        next: () => ({ path: `/api/filter-owner/dashboard?${plant}`, headers }),
        checkData: (data) => data?.stats !== undefined && data?.stats !== null,
      },
      {
        kind: 'read',
        name: "GET /api/filter-owner/daily-entries/sheet (one area's day)",
        against: 'area-sheet',
        next: () => ({
          path: `/api/filter-owner/daily-entries/sheet?${plant}&area_id=${areas[ownerSheet++ % areas.length]}&date=${sheetDay(fixtures)}`,
          headers,
        }),
        checkData: (data) => Array.isArray(data?.rows) && data.rows.length >= MIN_SHEET_ROWS,
      },
      {
        kind: 'read',
        name: "GET /api/rider/sheet (the rider's area)",
        against: 'area-sheet',
        next: () => ({ path: `/api/rider/sheet?date=${sheetDay(fixtures)}`, headers: { authorization: `Bearer ${fixtures.riderToken}` } }),
        checkData: (data) => Array.isArray(data?.rows) && data.rows.length >= MIN_SHEET_ROWS,
      },
      {
        kind: 'command',
        name: 'POST /api/filter-owner/daily-entries (one entry)',
        against: 'delivery-entry',
        next: () => {
          const n = post++;
          return {
            method: 'POST',
            path: `/api/filter-owner/daily-entries?${plant}`,
            headers: { ...headers, 'idempotency-key': `bench-entry-${run}-${n}` },
            body: JSON.stringify({
              customer_id: fixtures.customers[(n * 13) % fixtures.customers.length],
              cans_delivered: 1,
              cans_returned: 0,
            }),
          };
        },
        checkData: (data) => typeof data?.id === 'number' && data?.cans_delivered === 1,
      },
    ];
  },
};

async function main(): Promise<void> {
  const started = new Date();
  console.log(`bench:entries started ${started.toISOString()}: ${CUSTOMERS} customers, ${DAYS} days`);
  let seedSeconds = 0;
  let seedRatio = 0;
  const { single, after } = await runHttpBench({
    ...bench,
    async seed(context) {
      const fixtures = await bench.seed(context);
      seedSeconds = fixtures.seedSeconds;
      const copySeconds = await handWrittenCopy(context.dataSource, ['events', ...context.app.get(ProjectionRegistry).tables()]);
      seedRatio = copySeconds / seedSeconds;
      console.log(
        `hand-written copy of the rows the seed wrote (the log and every read model) into fresh tables: ${copySeconds.toFixed(1)} s; seed/ceiling ${seedRatio.toFixed(2)}`,
      );
      console.log(
        `ledger route: ${LEDGER_DAYS} days from ${fixtures.ledgerFrom}, at least ${fixtures.minLedgerLines} lines for every customer`,
      );
      return fixtures;
    },
  });
  const [ledger, dashboard, ownerSheet, riderSheet, post] = single.routes;
  const f = (n: number) => n.toFixed(1);
  console.log(`finished ${new Date().toISOString()}`);
  if (single.routes.length < 5) {
    // BENCH_ROUTES left some routes out: the figures above stand, but there is no verdict.
    console.log('entries: no verdict (BENCH_ROUTES measured only some of the routes)');
    return;
  }
  const entryCeiling = single.ceilings['delivery-entry']!;
  const sheetCeiling = single.ceilings['area-sheet']!;
  const postOverInsert = post.rps / single.insertUpsert!.rps;
  console.log(
    `entries: seed ${f(seedSeconds)} s (seed/ceiling ${seedRatio.toFixed(2)}), sheet save p99 ${after.sheetP99.toFixed(0)} ms ` +
      `(ceiling ${after.ceilingSheetP99.toFixed(0)} ms, sheet save/ceiling ${after.sheetSaveRatio.toFixed(2)}), ledger p99 ${ledger.p99} ms, ` +
      `dashboard p99 ${dashboard.p99} ms, post/insert+upsert ${postOverInsert.toFixed(2)}, rebuild ${f(after.rebuildSeconds)} s ` +
      `(rebuild/ceiling ${after.rebuildRatio.toFixed(2)}), ` +
      `entry/ceiling ${post.ratio.toFixed(2)}, sheet/ceiling ${ownerSheet.ratio.toFixed(2)}, rider sheet/ceiling ${riderSheet.ratio.toFixed(2)}, ` +
      `contention refused ${after.refused}`,
  );
  const withinCeiling = (route: typeof post, ceiling: typeof post, label: string) => [
    route.ratio >= TARGETS.ceilingRatio ? '' : `${label}/ceiling < ${TARGETS.ceilingRatio}`,
    route.p99 <= TARGETS.p99OverCeiling * ceiling.p99
      ? ''
      : `${label} p99 ${route.p99} ms > ${TARGETS.p99OverCeiling} x its ceiling's ${ceiling.p99} ms`,
  ];
  const failures = [
    after.sheetSaveRatio >= TARGETS.ceilingRatio ? '' : `sheet save/ceiling < ${TARGETS.ceilingRatio}`,
    after.sheetP99 <= TARGETS.p99OverCeiling * after.ceilingSheetP99
      ? ''
      : `sheet save p99 ${after.sheetP99.toFixed(0)} ms > ${TARGETS.p99OverCeiling} x the hand-written batch's ${after.ceilingSheetP99.toFixed(0)} ms`,
    ledger.p99 < TARGETS.readP99 ? '' : `ledger p99 ≥ ${TARGETS.readP99} ms`,
    dashboard.p99 < TARGETS.readP99 ? '' : `dashboard p99 ≥ ${TARGETS.readP99} ms`,
    postOverInsert >= TARGETS.postRatio ? '' : `post/insert+upsert < ${TARGETS.postRatio}`,
    ...withinCeiling(post, entryCeiling, 'entry'),
    ...withinCeiling(ownerSheet, sheetCeiling, 'sheet'),
    ...withinCeiling(riderSheet, sheetCeiling, 'rider sheet'),
    after.refused === 0 ? '' : `${after.refused} of ${CONTENTION_ENTRIES} simultaneous entries refused`,
    after.rebuildEqual === 1 ? '' : 'the rebuild found tables different from the live ones',
    after.payrollSeconds < PAYROLL_SECONDS_TARGET ? '' : `payroll run ${after.payrollSeconds.toFixed(1)} s ≥ ${PAYROLL_SECONDS_TARGET} s`,
  ].filter(Boolean);
  console.log(
    `${failures.length === 0 ? 'PASS' : `FAIL (${failures.join('; ')})`}: targets are ` +
      `ledger and dashboard p99 < ${TARGETS.readP99} ms, post/insert+upsert ≥ ${TARGETS.postRatio}, ` +
      `entry, sheet, rider sheet and sheet save ≥ ${TARGETS.ceilingRatio} of their ceilings with a p99 at most ${TARGETS.p99OverCeiling} x theirs, ` +
      `no entry refused, a rebuild (and its hand-written ceiling) with tables equal to the live ones, ` +
      `the month's pay run of 100 employees under ${PAYROLL_SECONDS_TARGET} s`,
  );
  if (failures.length > 0) process.exitCode = 2;
}

benchEntry(main);
