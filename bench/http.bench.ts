import { randomUUID } from 'node:crypto';
import { benchEntry, HttpBench, Route, runHttpBench } from './http/harness';
import { OWNER_SEARCHES, SeededOwners, seedOwners } from './http/seed-owners';

/**
 * npm run bench:http
 * The API's main routes at 50 connections against the same-run ceilings (see http/harness.ts):
 * 5,000 owners (the first 1,000 with 10 areas and 20 employees each, on the unlimited plan),
 * 100,000 located, active plants in all. Owner routes rotate over those 1,000 owners, each
 * request signed in as the next one; the command adds a different employee every request, with
 * a fresh Idempotency-Key as the owner app sends.
 * Ends with `http: worst read p99 X ms, worst read api/raw R, command api/raw C` and a verdict
 * against the targets; exits 2 when a target is missed, 1 when the run itself failed.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 5000);
const STAFFED = Math.min(OWNERS, Number(process.env.BENCH_STAFFED_OWNERS ?? 1000));
const NEARBY_PLANTS = Number(process.env.BENCH_NEARBY_PLANTS ?? 100_000);
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;
const LAHORE = { lat: 31.5204, lng: 74.3587 };

interface Fixtures {
  seeded: SeededOwners;
  ownerTokens: string[];
  adminToken: string;
}

/** Each call gives the next item, round the list. */
function rotation<T>(items: T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function asOwners(fixtures: Fixtures, path: (plantId: number) => string): Route['next'] {
  const owners = rotation(
    fixtures.seeded.staffed.map((owner, index) => ({ plantId: owner.defaultPlantId, token: fixtures.ownerTokens[index] })),
  );
  return () => {
    const owner = owners();
    return { path: path(owner.plantId), headers: bearer(owner.token) };
  };
}

const bench: HttpBench<Fixtures> = {
  async seed(context) {
    const seeded = await seedOwners(context, {
      owners: OWNERS,
      plantsPerOwner: 3,
      staffedOwners: STAFFED,
      areasPerOwner: 10,
      employeesPerOwner: 20,
      totalPlants: NEARBY_PLANTS,
    });
    console.log(
      `seeded ${seeded.ownerIds.length} owners (${STAFFED} with 10 areas and 20 employees), ${seeded.plants} plants: ` +
        `${seeded.events} events written in ${seeded.fillSeconds.toFixed(1)} s, read models rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s`,
    );
    return {
      seeded,
      ownerTokens: seeded.staffed.map((owner) => context.token(owner.id, 'filter_owner')),
      adminToken: context.token(await context.superAdminId(), 'super_admin'),
    };
  },

  ceilingUsers: (fixtures) => fixtures.seeded.staffed.map((owner) => owner.id),

  routes(fixtures) {
    const admin = bearer(fixtures.adminToken);
    const search = rotation(OWNER_SEARCHES);
    const offset = () => (Math.random() - 0.5) * 2;
    let employee = 0;
    const object = (data: any) => typeof data === 'object' && data !== null;
    return [
      { kind: 'read', name: 'GET /api/profile', next: asOwners(fixtures, () => '/api/profile'), checkData: (data) => Number(data?.id) > 0 },
      {
        kind: 'read',
        name: `GET /api/super-admin/filter-owners?search= (${fixtures.seeded.ownerIds.length} owners)`,
        next: () => ({ path: `/api/super-admin/filter-owners?search=${encodeURIComponent(search())}`, headers: admin }),
        checkData: (data) => Array.isArray(data?.data),
      },
      {
        kind: 'read',
        name: 'GET /api/super-admin/dashboard',
        next: () => ({ path: '/api/super-admin/dashboard', headers: admin }),
        checkData: object,
      },
      {
        kind: 'read',
        name: 'GET /api/filter-owner/my-plants',
        next: asOwners(fixtures, () => '/api/filter-owner/my-plants'),
        checkData: (data) => data?.plants?.length > 0,
      },
      {
        kind: 'read',
        name: 'GET /api/filter-owner/areas',
        next: asOwners(fixtures, (plantId) => `/api/filter-owner/areas?filter_plant_id=${plantId}`),
        checkData: (data) => data?.areas?.length > 0,
      },
      {
        kind: 'read',
        name: 'GET /api/filter-owner/dashboard',
        next: asOwners(fixtures, (plantId) => `/api/filter-owner/dashboard?filter_plant_id=${plantId}`),
        checkData: object,
      },
      {
        kind: 'read',
        name: `GET /api/public/plants/nearby (${fixtures.seeded.plants} plants)`,
        next: () => ({
          path: `/api/public/plants/nearby?lat=${(LAHORE.lat + offset()).toFixed(4)}&lng=${(LAHORE.lng + offset()).toFixed(4)}&radius_km=10`,
        }),
        checkData: (data) => Array.isArray(data?.plants),
      },
      {
        kind: 'command',
        name: 'POST /api/filter-owner/employees (Idempotency-Key)',
        next: (() => {
          const owners = asOwners(fixtures, (plantId) => `/api/filter-owner/employees?filter_plant_id=${plantId}`);
          return () => {
            const n = ++employee;
            const salaried = n % 2 === 0;
            const body = salaried
              ? {
                  name: `Bench employee ${n}`,
                  phone: `0300-${String(n % 10_000_000).padStart(7, '0')}`,
                  type: 'salary',
                  monthly_salary: 30000 + (n % 1000),
                }
              : {
                  name: `Bench employee ${n}`,
                  phone: `0301-${String(n % 10_000_000).padStart(7, '0')}`,
                  type: 'commission',
                  commission_rate: 1 + (n % 99),
                };
            const request = owners();
            // As the owner app sends every POST: with a fresh Idempotency-Key.
            const headers = { ...request.headers, 'idempotency-key': randomUUID() };
            return { ...request, headers, method: 'POST' as const, body: JSON.stringify(body) };
          };
        })(),
        checkData: (data) => Number(data?.id) > 0,
      },
    ];
  },
};

async function main(): Promise<void> {
  const { single } = await runHttpBench(bench);
  const reads = single.routes.filter((route) => route.kind === 'read');
  const command = single.routes.find((route) => route.kind === 'command');
  if (process.env.BENCH_ROUTES || reads.length === 0 || !command) {
    // BENCH_ROUTES measured only some routes: the figures above stand, but there is no verdict.
    console.log('http: no verdict (BENCH_ROUTES measured only some of the routes)');
    return;
  }
  const worstP99 = Math.max(...reads.map((route) => route.p99));
  const worstRatio = Math.min(...reads.map((route) => route.ratio));
  const pass = worstP99 < TARGET_P99_MS && worstRatio >= TARGET_RATIO && command.ratio >= TARGET_RATIO;
  console.log(
    `http: worst read p99 ${worstP99} ms, worst read api/raw ${worstRatio.toFixed(2)}, command api/raw ${command.ratio.toFixed(2)}`,
  );
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: targets are every read >= ${TARGET_RATIO.toFixed(2)} of the by-key ceiling with p99 < ${TARGET_P99_MS} ms, ` +
      `the command >= ${TARGET_RATIO.toFixed(2)} of the insert+upsert ceiling (one API process against one ceiling process)`,
  );
  if (!pass) process.exitCode = 2;
}

benchEntry(main);
