import { benchEntry, HttpBench, Route, runHttpBench } from './http/harness';
import { SeededOwners, seedOwners } from './http/seed-owners';

/**
 * npm run bench:owner
 * 1,000 owners with 3 plants, 10 areas and 20 employees each, and 100,000 located, active plants
 * in all for the nearby search, written as events and projected (see http/seed-owners.ts). Then
 * the owner app's screens (the header's notifications feed among them) at 50 connections against the served API (see http/harness.ts), each
 * request signed in as the next owner, beside the by-key ceiling. Ends with `worst p99: N ms`.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 1000);
const NEARBY_PLANTS = Number(process.env.BENCH_NEARBY_PLANTS ?? 100_000);
const LAHORE = { lat: 31.5204, lng: 74.3587 };

interface Fixtures {
  seeded: SeededOwners;
  tokens: string[];
}

function asOwners(fixtures: Fixtures, path: (plantId: number) => string): Route['next'] {
  let next = 0;
  return () => {
    const index = next++ % fixtures.seeded.staffed.length;
    return { path: path(fixtures.seeded.staffed[index].defaultPlantId), headers: { authorization: `Bearer ${fixtures.tokens[index]}` } };
  };
}

const bench: HttpBench<Fixtures> = {
  async seed(context) {
    const seeded = await seedOwners(context, {
      owners: OWNERS,
      plantsPerOwner: 3,
      staffedOwners: OWNERS,
      areasPerOwner: 10,
      employeesPerOwner: 20,
      totalPlants: NEARBY_PLANTS,
    });
    console.log(
      `seeded ${OWNERS} owners (3 plants, 10 areas, 20 employees each) and ${seeded.plants} plants in all: ` +
        `${seeded.events} events written in ${seeded.fillSeconds.toFixed(1)} s, read models rebuilt in ${seeded.rebuildSeconds.toFixed(1)} s`,
    );
    return { seeded, tokens: seeded.staffed.map((owner) => context.token(owner.id, 'filter_owner')) };
  },

  ceilingUsers: (fixtures) => fixtures.seeded.staffed.map((owner) => owner.id),

  routes(fixtures) {
    const offset = () => (Math.random() - 0.5) * 2;
    return [
      {
        kind: 'read',
        name: 'my-plants',
        next: asOwners(fixtures, () => '/api/filter-owner/my-plants'),
        checkData: (data) => data?.plants?.length > 0,
      },
      {
        kind: 'read',
        name: 'areas list',
        next: asOwners(fixtures, (plantId) => `/api/filter-owner/areas?filter_plant_id=${plantId}`),
        checkData: (data) => data?.areas?.length > 0,
      },
      {
        kind: 'read',
        name: 'employees list',
        next: asOwners(fixtures, (plantId) => `/api/filter-owner/employees?filter_plant_id=${plantId}`),
        checkData: (data) => data?.employees?.length > 0,
      },
      {
        kind: 'read',
        name: 'dashboard',
        next: asOwners(fixtures, (plantId) => `/api/filter-owner/dashboard?filter_plant_id=${plantId}`),
        checkData: (data) => typeof data === 'object' && data !== null,
      },
      {
        kind: 'read',
        name: 'notifications feed (all plants)',
        next: asOwners(fixtures, () => '/api/filter-owner/notifications'),
        checkData: (data) => Array.isArray(data?.items) && typeof data?.unread === 'number' && typeof data?.requests_pending === 'number',
      },
      {
        kind: 'read',
        name: `nearby (10 km, ${fixtures.seeded.plants} plants)`,
        next: () => ({
          path: `/api/public/plants/nearby?lat=${(LAHORE.lat + offset()).toFixed(4)}&lng=${(LAHORE.lng + offset()).toFixed(4)}&radius_km=10`,
        }),
        checkData: (data) => Array.isArray(data?.plants),
      },
    ];
  },
};

benchEntry(async () => {
  const { single } = await runHttpBench(bench);
  console.log(`worst api/raw: ${Math.min(...single.routes.map((route) => route.ratio)).toFixed(2)}`);
  console.log(`worst p99: ${Math.max(...single.routes.map((route) => route.p99))} ms`);
});
