import { CommandBus } from '@nestjs/cqrs';
import { PasswordHasher } from '../api/src/modules/auth/password-hasher';
import { ChoosePackageCommand } from '../api/src/modules/plans/plan.commands';
import { ChangePlantCommand, RegisterPlantCommand } from '../api/src/modules/plants/plant.commands';
import { RegisterFilterOwnerCommand } from '../api/src/modules/tenants/tenant.commands';
import { inParallel } from './http/concurrency';
import { benchEntry, HttpBench, runHttpBench } from './http/harness';
import { OWNER_FIRST_NAMES as FIRST, OWNER_LAST_NAMES as LAST, OWNER_SEARCHES } from './http/seed-owners';

/**
 * npm run bench:tenants
 * Seeds 5,000 filter owners with 15,000 plants (3 each, 2 of them active, on the Basic plan)
 * through the same commands the API dispatches, and reports the seeding rate in events/s. Then
 * 50 connections signed in as the super admin read the filter-owner list against the served API
 * (see http/harness.ts), beside the by-key ceiling: the first page, a page deep in the list, the
 * active ones, and searches (the next term each request). Ends with `worst p99: N ms`.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 5000);
const PLANTS_PER_OWNER = 3;
const ACTIVE_PER_OWNER = 2;
const SEED_CONCURRENCY = 8;

interface Fixtures {
  ownerIds: number[];
  token: string;
}

const bench: HttpBench<Fixtures> = {
  async seed(context) {
    const commands = context.app.get(CommandBus);
    // argon2id is slow on purpose (about 0.1 s a hash): one real hash stands for every owner's, so
    // the seeding rate measures the event store and its projections, not the password hashing.
    const hasher = context.app.get(PasswordHasher, { strict: false });
    const hash = await hasher.hash('bench-password');
    hasher.hash = async () => hash;

    const [basic] = await context.dataSource.query(`SELECT id FROM subscription_plans WHERE name = 'Basic'`);
    const [{ before }] = await context.dataSource.query(`SELECT count(*)::int AS before FROM events`);
    const ownerIds: number[] = [];
    const started = Date.now();
    await inParallel(
      Array.from({ length: OWNERS }, (_, i) => i + 1),
      SEED_CONCURRENCY,
      async (n) => {
        const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
        const ownerId: number = await commands.execute(
          new RegisterFilterOwnerCommand(name, `owner${n}@bench.test`, 'bench-password', n % 10 !== 0),
        );
        ownerIds.push(ownerId);
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
    const seconds = (Date.now() - started) / 1000;
    await context.dataSource.query(`ANALYZE`);
    const [{ after }] = await context.dataSource.query(`SELECT count(*)::int AS after FROM events`);
    const events = after - before;
    console.log(
      `seeded ${OWNERS} owners with ${OWNERS * PLANTS_PER_OWNER} plants through the commands: ${events} events in ${seconds.toFixed(1)} s ` +
        `(${(events / seconds).toFixed(0)} events/s, ${SEED_CONCURRENCY} concurrent)`,
    );
    return { ownerIds, token: context.token(await context.superAdminId(), 'super_admin') };
  },

  ceilingUsers: (fixtures) => fixtures.ownerIds,

  routes(fixtures) {
    const headers = { authorization: `Bearer ${fixtures.token}` };
    const lastPage = Math.ceil(OWNERS / 15);
    let n = 0;
    const page = (path: string) => ({ path, headers });
    const list = (data: any) => Array.isArray(data?.data);
    return [
      { kind: 'read', name: 'list, first page', next: () => page('/api/super-admin/filter-owners'), checkData: list },
      {
        kind: 'read',
        name: 'list, page deep in',
        next: () => page(`/api/super-admin/filter-owners?page=${Math.max(1, lastPage - (n++ % 20))}`),
        checkData: list,
      },
      { kind: 'read', name: 'list, active only', next: () => page('/api/super-admin/filter-owners?status=active'), checkData: list },
      {
        kind: 'read',
        name: 'search (name or email)',
        next: () => page(`/api/super-admin/filter-owners?search=${encodeURIComponent(OWNER_SEARCHES[n++ % OWNER_SEARCHES.length])}`),
        checkData: list,
      },
    ];
  },
};

benchEntry(async () => {
  const { single } = await runHttpBench(bench);
  console.log(`worst api/raw: ${Math.min(...single.routes.map((route) => route.ratio)).toFixed(2)}`);
  console.log(`worst p99: ${Math.max(...single.routes.map((route) => route.p99))} ms`);
});
