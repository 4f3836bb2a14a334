import 'reflect-metadata';
import { CommandBus } from '@nestjs/cqrs';
import { PasswordHasher } from '../api/src/modules/auth/password-hasher';
import { TokenService } from '../api/src/modules/auth/token.service';
import { ChoosePackageCommand } from '../api/src/modules/plans/plan.commands';
import { ChangePlantCommand, RegisterPlantCommand } from '../api/src/modules/plants/plant.commands';
import { RegisterFilterOwnerCommand } from '../api/src/modules/tenants/tenant.commands';
import { benchEntry, inParallel, measureEndpoints, reportSeeded, runHttpBench, startBenchApp } from './http-bench';

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
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = 3;
const SEED_CONCURRENCY = 8;

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

/** The child process: seeds through the command bus, then serves the API. */
async function serve(databaseUrl: string): Promise<void> {
  const { app, dataSource, port } = await startBenchApp(databaseUrl);
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

  reportSeeded<Seeded>(app, { port, token, seedSeconds, events: after - before });
}

async function main(): Promise<void> {
  await runHttpBench<Seeded>(__filename, async (seeded) => {
    console.log(
      `seeded ${OWNERS} owners with ${OWNERS * PLANTS_PER_OWNER} plants through the commands: ${seeded.events} events in ${seeded.seedSeconds.toFixed(1)} s ` +
        `(${(seeded.events / seeded.seedSeconds).toFixed(0)} events/s, ${SEED_CONCURRENCY} concurrent)`,
    );
    const lastPage = Math.ceil(OWNERS / 15);
    const asAdmin = (path: string) => ({ path, headers: { authorization: `Bearer ${seeded.token}` } });
    const worst = await measureEndpoints(
      seeded.port,
      [
        { name: 'list, first page', request: () => asAdmin('/api/super-admin/filter-owners') },
        { name: 'list, page deep in', request: (c) => asAdmin(`/api/super-admin/filter-owners?page=${Math.max(1, lastPage - (c % 20))}`) },
        { name: 'list, active only', request: () => asAdmin('/api/super-admin/filter-owners?status=active') },
        {
          name: 'search (name or email)',
          request: (c) => asAdmin(`/api/super-admin/filter-owners?search=${encodeURIComponent(SEARCHES[c % SEARCHES.length])}`),
        },
      ],
      { rounds: ROUNDS, seconds: SECONDS },
    );
    console.log(`worst p99: ${worst} ms`);
  });
}

benchEntry(serve, main);
