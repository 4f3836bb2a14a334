import 'reflect-metadata';
import autocannon from 'autocannon';
import { CommandBus } from '@nestjs/cqrs';
import { ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { AddressInfo } from 'node:net';
import { createApp } from '../api/src/app.factory';
import { PasswordHasher } from '../api/src/modules/auth/password-hasher';
import { TokenService } from '../api/src/modules/auth/token.service';
import { ChoosePackageCommand } from '../api/src/modules/plans/plan.commands';
import { ChangePlantCommand, RegisterPlantCommand } from '../api/src/modules/plants/plant.commands';
import { RegisterFilterOwnerCommand } from '../api/src/modules/tenants/tenant.commands';
import { loadConfig } from '../api/src/platform/config/app-config';
import { openDatabase } from '../api/src/platform/database/data-source';
import { benchDatabase, median } from './bench-database';

/**
 * npm run bench:tenants
 * Seeds 5,000 filter owners with 15,000 plants (3 each, 2 of them active, on the Basic plan)
 * through the same commands the API dispatches, and reports the seeding rate in events/s. Then,
 * against the API served by a separate process, 50 connections signed in as the super admin
 * read the filter-owner list: the first page, a page deep in the list, and searches (a different
 * term per connection). Prints p50/p99 and requests/s (medians of three rounds) and ends with
 * `worst p99: N ms`.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 5000);
const PLANTS_PER_OWNER = 3;
const ACTIVE_PER_OWNER = 2;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const SEED_CONCURRENCY = 8;
const TARGET_P99_MS = 50;

const FIRST = [
  'Asif',
  'Bilal',
  'Chand',
  'Dua',
  'Emaan',
  'Faisal',
  'Ghazala',
  'Hamza',
  'Iqra',
  'Junaid',
  'Kiran',
  'Laiba',
  'Mansoor',
  'Nida',
];
const LAST = ['Khan', 'Ahmed', 'Malik', 'Butt', 'Chaudhry', 'Sheikh', 'Qureshi', 'Raza', 'Siddiqui', 'Mirza', 'Abbasi'];
const SEARCHES = ['khan', 'ahmed', 'malik', 'asif', 'hamza butt', 'owner42', 'QURESHI', 'nida', 'mirza', 'zzz-nobody'];

interface Seeded {
  port: number;
  token: string;
  seedSeconds: number;
  events: number;
}

async function inParallel<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
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

/** The child process: seeds through the command bus, then serves the API. */
async function serve(databaseUrl: string): Promise<void> {
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
  const commands = app.get(CommandBus);

  // argon2id is slow on purpose (about 0.1 s a hash): one real hash stands for every owner's, so
  // the seeding rate measures the event store and its projections, not the password hashing.
  const hasher = app.get(PasswordHasher, { strict: false });
  const hash = await hasher.hash('bench-password');
  hasher.hash = async () => hash;

  const [basic] = await dataSource.query(`SELECT id FROM subscription_plans WHERE name = 'Basic'`);
  const [{ before }] = await dataSource.query(`SELECT count(*)::int AS before FROM events`);
  const started = Date.now();
  await inParallel(
    Array.from({ length: OWNERS }, (_, i) => i + 1),
    SEED_CONCURRENCY,
    async (n) => {
      const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
      const ownerId: number = await commands.execute(
        new RegisterFilterOwnerCommand(name, `owner${n}@bench.test`, 'bench-password', n % 10 !== 0),
      );
      await commands.execute(new ChoosePackageCommand(ownerId, Number(basic.id), ownerId, { package_name: 'Basic' }));
      for (let p = 0; p < PLANTS_PER_OWNER; p += 1) {
        const details = {
          name: `${name} Plant ${p + 1}`,
          address: `Street ${n}, Lahore`,
          phone: '0421234567',
          phone_secondary: null,
          default_can_rate: '50.00',
        };
        const plantId: number = await commands.execute(new RegisterPlantCommand(ownerId, details));
        if (p < ACTIVE_PER_OWNER) await commands.execute(new ChangePlantCommand(ownerId, plantId, { type: 'ActivatePlant' }));
      }
    },
  );
  const seedSeconds = (Date.now() - started) / 1000;
  await dataSource.query(`ANALYZE`);
  const [{ after }] = await dataSource.query(`SELECT count(*)::int AS after FROM events`);
  const [admin] = await dataSource.query(`SELECT id FROM users WHERE role = 'super_admin'`);
  const token = app.get(TokenService, { strict: false }).issue(Number(admin.id), 'super_admin');

  const seeded: Seeded = { port: (app.getHttpServer().address() as AddressInfo).port, token, seedSeconds, events: after - before };
  process.send!(seeded);
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    process.exit(0);
  });
}

interface Result {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
}

function run(port: number, token: string, path: (connection: number) => string): Promise<Result> {
  let connection = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        setupClient: (client) => {
          client.setRequest({ method: 'GET', path: path(connection++), headers: { authorization: `Bearer ${token}` } });
        },
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx + result.errors });
      },
    );
    instance.on('error', reject);
  });
}

async function main(): Promise<void> {
  const db = await benchDatabase(5);
  await db.dataSource.destroy();
  let child: ChildProcess | null = null;
  try {
    child = fork(__filename, ['serve', db.url], { stdio: 'inherit' });
    const seeded = await new Promise<Seeded>((resolve, reject) => {
      child!.once('message', (message) => resolve(message as Seeded));
      child!.once('exit', (code) => reject(new Error(`the API process exited with ${code}`)));
    });
    console.log(
      `seeded ${OWNERS} owners with ${OWNERS * PLANTS_PER_OWNER} plants through the commands: ${seeded.events} events in ${seeded.seedSeconds.toFixed(1)} s ` +
        `(${(seeded.events / seeded.seedSeconds).toFixed(0)} events/s, ${SEED_CONCURRENCY} concurrent)`,
    );
    const lastPage = Math.ceil(OWNERS / 15);
    const endpoints: [string, (connection: number) => string][] = [
      ['list, first page', () => '/api/super-admin/filter-owners'],
      ['list, page deep in', (c) => `/api/super-admin/filter-owners?page=${Math.max(1, lastPage - (c % 20))}`],
      ['list, active only', () => '/api/super-admin/filter-owners?status=active'],
      ['search (name or email)', (c) => `/api/super-admin/filter-owners?search=${encodeURIComponent(SEARCHES[c % SEARCHES.length])}`],
    ];
    await run(seeded.port, seeded.token, endpoints[0][1]); // warm-up
    let worst = 0;
    for (const [name, path] of endpoints) {
      const rounds: Result[] = [];
      for (let round = 0; round < ROUNDS; round += 1) rounds.push(await run(seeded.port, seeded.token, path));
      const p50 = median(rounds.map((r) => r.p50));
      const p99 = median(rounds.map((r) => r.p99));
      const rps = median(rounds.map((r) => r.rps));
      const failures = rounds.reduce((sum, r) => sum + r.non2xx, 0);
      worst = Math.max(worst, p99);
      console.log(
        `${name.padEnd(24)} p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${rps.toFixed(0).padStart(6)} req/s` +
          `${failures ? `  (${failures} non-2xx!)` : ''}  ${p99 < TARGET_P99_MS ? 'ok' : `over the ${TARGET_P99_MS} ms target`}  (p99 rounds: ${rounds.map((r) => r.p99).join('/')})`,
      );
    }
    console.log(`worst p99: ${worst} ms`);
  } finally {
    if (child && child.connected) {
      child.send('stop');
      await new Promise((resolve) => child!.once('exit', resolve));
    }
    await db.drop();
  }
}

if (process.argv[2] === 'serve') {
  serve(process.argv[3]).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
