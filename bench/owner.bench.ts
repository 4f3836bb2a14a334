import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../api/src/modules/auth/password-hasher';
import { TokenService } from '../api/src/modules/auth/token.service';
import { EventStore, EventStoreTransaction } from '../api/src/platform/event-store/event-store';
import { NewEvent } from '../api/src/platform/event-store/event.types';
import { BENCH_CONNECTIONS, benchEntry, inParallel, measureEndpoints, reportSeeded, runHttpBench, startBenchApp } from './http-bench';

/**
 * npm run bench:owner
 * Seeds, through the event store (so every read model is what the projections make of the log),
 * 1,000 owners with 3 plants, 10 areas and 20 employees each, and 100,000 located, active plants
 * in all for the nearby search. Then, against the API served by a separate process (so the load
 * generator does not share its event loop), 50 connections per endpoint, each connection signed
 * in as a different owner. Prints p50/p99 and requests/s per endpoint (medians of five rounds)
 * and ends with `worst p99: N ms`.
 */
const OWNERS = Number(process.env.BENCH_OWNERS ?? 1000);
const NEARBY_PLANTS = Number(process.env.BENCH_NEARBY_PLANTS ?? 100_000);
const PLANTS_PER_OWNER = 3;
const AREAS_PER_OWNER = 10;
const EMPLOYEES_PER_OWNER = 20;
const PLANTS_PER_CHAIN = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
// Medians of five rounds: one round slowed by a neighbour on this shared machine does not decide the result.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEED_CONCURRENCY = 6;

/** A point somewhere in Pakistan, where the plants are. */
const randomPoint = () => ({ latitude: 24 + Math.random() * 12, longitude: 62 + Math.random() * 13 });
const LAHORE = { lat: 31.5204, lng: 74.3587 };

interface Target {
  ownerId: number;
  plantId: number;
  token: string;
}

interface Seeded {
  port: number;
  targets: Target[];
  seedSeconds: number;
  events: number;
}

async function ids(dataSource: DataSource, sequence: string, count: number): Promise<number[]> {
  const rows: { id: string }[] = await dataSource.query(`SELECT nextval($1::regclass) AS id FROM generate_series(1, $2)`, [
    sequence,
    count,
  ]);
  return rows.map((row) => Number(row.id));
}

function plantEvents(ownerId: number, plantIds: number[]): NewEvent[] {
  const events: NewEvent[] = [];
  for (const plantId of plantIds) {
    const ref = { plant_id: plantId, owner_id: ownerId };
    const details = {
      name: `Plant ${plantId}`,
      address: `Street ${plantId}, Lahore`,
      phone: '0421234567',
      phone_secondary: null,
      default_can_rate: '50.00',
    };
    events.push({ type: 'PlantRegistered', data: { ...ref, code: `FP-${String(plantId).padStart(5, '0')}`, ...details } });
    events.push({ type: 'PlantLocationSet', data: { ...ref, ...randomPoint(), address: details.address } });
    events.push({ type: 'PlantActivated', data: ref });
  }
  events.push({ type: 'DefaultPlantChanged', data: { owner_id: ownerId, plant_id: plantIds[0], previous_plant_id: null } });
  return events;
}

async function registerOwner(
  tx: EventStoreTransaction,
  ownerId: number,
  passwordHash: string,
  plan: { id: number; name: string; price: string; maxPlants: number },
) {
  const meta = { tenant_id: ownerId, source: 'bench' };
  await tx.append(
    `user-${ownerId}`,
    0,
    [
      {
        type: 'UserRegistered',
        data: {
          user_id: ownerId,
          name: `Owner ${ownerId}`,
          email: `owner${ownerId}@bench.test`,
          role: 'filter_owner',
          password_hash: passwordHash,
          is_active: true,
        },
      },
    ],
    meta,
  );
  await tx.append(
    `owner-package-${ownerId}`,
    0,
    [
      {
        type: 'PackageSelected',
        data: {
          owner_id: ownerId,
          subscription_plan_id: plan.id,
          plan_name: plan.name,
          price_per_month: plan.price,
          max_plants: plan.maxPlants,
          selected_at: new Date().toISOString(),
          selected_by: ownerId,
          metadata: {},
        },
      },
    ],
    meta,
  );
}

/** The child process: serves the API on the bench database after seeding it. */
async function serve(databaseUrl: string): Promise<void> {
  const { app, dataSource, port } = await startBenchApp(databaseUrl);
  const store = app.get(EventStore);
  const started = Date.now();

  const passwordHash = await app.get(PasswordHasher, { strict: false }).hash('bench-password');
  const [row] = await dataSource.query(
    `SELECT id, name, price_per_month, max_plants FROM subscription_plans WHERE max_plants = 0 ORDER BY id LIMIT 1`,
  );
  const plan = { id: Number(row.id), name: row.name, price: row.price_per_month, maxPlants: row.max_plants };

  const ownerIds = await ids(dataSource, 'user_ids', OWNERS);
  const targets: Target[] = [];
  await inParallel(ownerIds, SEED_CONCURRENCY, async (ownerId) => {
    const [plantIds, areaIds, employeeIds] = await Promise.all([
      ids(dataSource, 'plant_ids', PLANTS_PER_OWNER),
      ids(dataSource, 'area_ids', AREAS_PER_OWNER),
      ids(dataSource, 'employee_ids', EMPLOYEES_PER_OWNER),
    ]);
    await store.transaction(async (tx) => {
      const meta = { tenant_id: ownerId, source: 'bench' };
      await registerOwner(tx, ownerId, passwordHash, plan);
      await tx.append(`plant-portfolio-${ownerId}`, 0, plantEvents(ownerId, plantIds), meta);
      // Areas and employees go to the default plant, the one the screens open on.
      const plantId = plantIds[0];
      for (const [index, employeeId] of employeeIds.entries()) {
        const salaried = index % 2 === 0;
        await tx.append(
          `employee-${employeeId}`,
          0,
          [
            {
              type: 'EmployeeAdded',
              data: {
                employee_id: employeeId,
                plant_id: plantId,
                owner_id: ownerId,
                name: `Employee ${employeeId}`,
                phone: '03001234567',
                address: null,
                type: salaried ? 'salary' : 'commission',
                commission_rate: salaried ? null : '15.00',
                monthly_salary: salaried ? '30000.00' : null,
              },
            },
          ],
          meta,
        );
      }
      for (const [index, areaId] of areaIds.entries()) {
        const ref = { area_id: areaId, plant_id: plantId, owner_id: ownerId };
        await tx.append(
          `area-${areaId}`,
          0,
          [
            { type: 'AreaCreated', data: { ...ref, name: `Area ${index + 1}`, description: 'Seeded for the benchmark' } },
            { type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: employeeIds[index * 2] } },
            { type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: employeeIds[index * 2 + 1] } },
          ],
          meta,
        );
      }
    });
    targets.push({ ownerId, plantId: plantIds[0], token: app.get(TokenService, { strict: false }).issue(ownerId, 'filter_owner') });
  });

  // The rest of the 100,000 plants of the nearby search: chains of owners with many plants each.
  const chains = Math.max(0, Math.ceil((NEARBY_PLANTS - OWNERS * PLANTS_PER_OWNER) / PLANTS_PER_CHAIN));
  const chainOwners = await ids(dataSource, 'user_ids', chains);
  await inParallel(chainOwners, SEED_CONCURRENCY, async (ownerId) => {
    const plantIds = await ids(dataSource, 'plant_ids', PLANTS_PER_CHAIN);
    await store.transaction(async (tx) => {
      await registerOwner(tx, ownerId, passwordHash, plan);
      await tx.append(`plant-portfolio-${ownerId}`, 0, plantEvents(ownerId, plantIds), { tenant_id: ownerId, source: 'bench' });
    });
  });
  await dataSource.query(`ANALYZE`);

  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM events`);
  reportSeeded<Seeded>(app, { port, targets, seedSeconds: (Date.now() - started) / 1000, events: count });
}

async function main(): Promise<void> {
  await runHttpBench<Seeded>(__filename, async (seeded) => {
    console.log(
      `seeded ${OWNERS} owners (${PLANTS_PER_OWNER} plants, ${AREAS_PER_OWNER} areas, ${EMPLOYEES_PER_OWNER} employees each) and ${NEARBY_PLANTS} plants in all: ` +
        `${seeded.events} events in ${seeded.seedSeconds.toFixed(0)} s`,
    );
    // Each connection is a different owner, spread over all of them.
    const targetOf = (connection: number) =>
      seeded.targets[Math.floor((connection * seeded.targets.length) / BENCH_CONNECTIONS) % seeded.targets.length];
    const asOwner = (path: (target: Target) => string) => (connection: number) => {
      const target = targetOf(connection);
      return { path: path(target), headers: { authorization: `Bearer ${target.token}` } };
    };
    const offset = () => (Math.random() - 0.5) * 2;
    const worst = await measureEndpoints(
      seeded.port,
      [
        { name: 'my-plants', request: asOwner(() => '/api/filter-owner/my-plants') },
        { name: 'areas list', request: asOwner((target) => `/api/filter-owner/areas?filter_plant_id=${target.plantId}`) },
        { name: 'employees list', request: asOwner((target) => `/api/filter-owner/employees?filter_plant_id=${target.plantId}`) },
        { name: 'dashboard', request: asOwner((target) => `/api/filter-owner/dashboard?filter_plant_id=${target.plantId}`) },
        {
          name: 'nearby (10 km, 100k plants)',
          request: () => ({
            path: `/api/public/plants/nearby?lat=${(LAHORE.lat + offset()).toFixed(4)}&lng=${(LAHORE.lng + offset()).toFixed(4)}&radius_km=10`,
          }),
        },
      ],
      { rounds: ROUNDS, seconds: SECONDS },
    );
    console.log(`worst p99: ${worst} ms`);
  });
}

benchEntry(serve, main);
