import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../api/src/modules/auth/password-hasher';
import { OwnerDayReader } from '../../api/src/modules/platform-analytics/owner-day-reader';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { SeedContext } from './seed-context';

/**
 * Filter owners written in bulk as the events the commands would append (through the real
 * hash-chain trigger), then every read model rebuilt from the log by the projections: the
 * database ends as it would after the same history through the API, in seconds instead of minutes.
 */
export interface OwnerSeedPlan {
  /** Ordinary owners, named for the search (`Asif Khan 1234`, owner1234@bench.test). */
  owners: number;
  plantsPerOwner: number;
  /** The first this many owners also get areas and employees on their default plant. */
  staffedOwners: number;
  areasPerOwner: number;
  /** At least twice areasPerOwner: each area has two employees assigned. */
  employeesPerOwner: number;
  /** Chain owners with CHAIN_PLANTS plants each fill up to this many plants in all. */
  totalPlants: number;
}

export interface SeededOwner {
  id: number;
  defaultPlantId: number;
}

export interface SeededOwners {
  /** The staffed owners, the ones the owner routes sign in as. */
  staffed: SeededOwner[];
  ownerIds: number[];
  plants: number;
  events: number;
  fillSeconds: number;
  rebuildSeconds: number;
}

const CHAIN_PLANTS = 100;
const OWNERS_PER_STATEMENT = 500;
const CHAINS_PER_STATEMENT = 50;
/** Owners' names: a first and a last name from these, then their number. */
export const OWNER_FIRST_NAMES = [
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
export const OWNER_LAST_NAMES = ['Khan', 'Ahmed', 'Malik', 'Butt', 'Chaudhry', 'Sheikh', 'Qureshi', 'Raza', 'Siddiqui', 'Mirza', 'Abbasi'];
/** Terms that find some of the seeded owners by name or email (and one that finds none). */
export const OWNER_SEARCHES = ['khan', 'ahmed', 'malik', 'asif', 'hamza butt', 'owner42', 'QURESHI', 'nida', 'mirza', 'zzz-nobody'];

const INSERT = `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, data, metadata, tenant_id)`;
const META = `jsonb_build_object('actor_id', o, 'actor_role', 'filter_owner', 'tenant_id', o, 'source', 'bench', 'request_id', md5(o::text))`;
const textArray = (values: string[]) => `(ARRAY[${values.map((v) => `'${v}'`).join(', ')}])`;
const PLANT_CODE = `'FP-' || lpad(pid::text, greatest(5, length(pid::text)), '0')`;

/** Reserves `count` ids of a sequence so that later commands never collide with the seeded ones. */
async function reserve(dataSource: DataSource, sequence: string, count: number): Promise<number> {
  const [{ first }] = await dataSource.query(`SELECT nextval($1::regclass) AS first`, [sequence]);
  if (count > 1) await dataSource.query(`SELECT setval($1::regclass, $2)`, [sequence, Number(first) + count - 1]);
  return Number(first);
}

interface Range {
  /** Owner ids are ownerBase + i for i in [from, to]. */
  ownerBase: number;
  from: number;
  to: number;
}
const owners = (r: Range) => `generate_series(${r.from}, ${r.to}) i, LATERAL (SELECT ${r.ownerBase} + i AS o) own`;

function userSql(r: Range, passwordHash: string): string {
  const name = `${textArray(OWNER_FIRST_NAMES)}[1 + i % ${OWNER_FIRST_NAMES.length}] || ' ' || ${textArray(OWNER_LAST_NAMES)}[1 + (i / ${OWNER_FIRST_NAMES.length}) % ${OWNER_LAST_NAMES.length}] || ' ' || o`;
  return `${INSERT}
    SELECT gen_random_uuid(), 'user-' || o, 'user', 1, 'UserRegistered',
           jsonb_build_object('user_id', o, 'name', ${name}, 'email', 'owner' || o || '@bench.test', 'role', 'filter_owner',
                              'password_hash', '${passwordHash}', 'is_active', true), ${META}, o
      FROM ${owners(r)} ORDER BY o`;
}

function packageSql(r: Range, plan: { id: number; name: string; price: string; maxPlants: number }): string {
  return `${INSERT}
    SELECT gen_random_uuid(), 'owner-package-' || o, 'owner-package', 1, 'PackageSelected',
           jsonb_build_object('owner_id', o, 'subscription_plan_id', ${plan.id}, 'plan_name', '${plan.name}', 'price_per_month', '${plan.price}',
                              'max_plants', ${plan.maxPlants}, 'selected_at', now(), 'selected_by', o, 'metadata', '{}'::jsonb), ${META}, o
      FROM ${owners(r)} ORDER BY o`;
}

/**
 * The tables as autovacuum leaves them a minute after a bulk load, which is how the routes meet
 * them in service: pages marked all-visible, without which a covering index (the nearby search's)
 * still visits the table for every row. Timed and printed apart from the seed.
 */
export async function vacuumAfterSeed(dataSource: DataSource, statement: 'VACUUM' | 'VACUUM ANALYZE'): Promise<void> {
  const started = process.hrtime.bigint();
  await dataSource.query(statement);
  console.log(`${statement} after the seed: ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s (not in the seed time)`);
}

/** Each plant registered, located somewhere in Pakistan and activated; the first one the default. */
function portfolioSql(r: Range, plantBase: number, perOwner: number): string {
  const plants = `(SELECT k, ${plantBase} + i * ${perOwner} + k AS pid FROM generate_series(0, ${perOwner - 1}) k) p`;
  return `${INSERT}
    SELECT gen_random_uuid(), 'plant-portfolio-' || o, 'plant-portfolio', v, t, d, ${META}, o
      FROM ${owners(r)}, LATERAL (
        SELECT k * 3 + 1 AS v, 'PlantRegistered' AS t,
               jsonb_build_object('plant_id', pid, 'owner_id', o, 'code', ${PLANT_CODE}, 'name', 'Plant ' || pid,
                                  'address', 'Street ' || pid || ', Lahore', 'phone', '0421234567', 'phone_secondary', null,
                                  'default_can_rate', '50.00') AS d FROM ${plants}
        UNION ALL
        SELECT k * 3 + 2, 'PlantLocationSet',
               jsonb_build_object('plant_id', pid, 'owner_id', o, 'latitude', round((24 + random() * 12)::numeric, 6)::float8,
                                  'longitude', round((62 + random() * 13)::numeric, 6)::float8, 'address', 'Street ' || pid || ', Lahore')
          FROM ${plants}
        UNION ALL
        SELECT k * 3 + 3, 'PlantActivated', jsonb_build_object('plant_id', pid, 'owner_id', o) FROM ${plants}
        UNION ALL
        SELECT ${perOwner * 3 + 1}, 'DefaultPlantChanged',
               jsonb_build_object('owner_id', o, 'plant_id', ${plantBase} + i * ${perOwner}, 'previous_plant_id', null)) e
     ORDER BY o, v`;
}

/** Each plant's first product, the 19 L can at the plant's rate, as RegisterPlantCommand adds it with the plant. */
function firstProductsSql(r: Range, plantBase: number, perOwner: number): string {
  return `${INSERT}
    SELECT gen_random_uuid(), 'plant-products-' || pid, 'plant-products', 1, 'ProductAdded',
           jsonb_build_object('plant_id', pid, 'owner_id', o, 'product_id', 1, 'name', '19 L can', 'name_ur', '19 لیٹر کین', 'unit', 'can',
                              'default_rate', '50.00', 'deposit_per_unit', '0.00', 'position', 1, 'returnable', true, 'billing', 'per_unit'),
           ${META}, o
      FROM ${owners(r)}, LATERAL (SELECT ${plantBase} + i * ${perOwner} + k AS pid FROM generate_series(0, ${perOwner - 1}) k) p
     ORDER BY o, pid`;
}

function employeeSql(r: Range, plantBase: number, plantsPerOwner: number, employeeBase: number, perOwner: number): string {
  return `${INSERT}
    SELECT gen_random_uuid(), 'employee-' || e, 'employee', 1, 'EmployeeAdded',
           jsonb_build_object('employee_id', e, 'plant_id', ${plantBase} + i * ${plantsPerOwner}, 'owner_id', o, 'name', 'Employee ' || e,
                              'phone', '03001234567', 'address', null,
                              'type', CASE WHEN x % 2 = 0 THEN 'salary' ELSE 'commission' END,
                              'commission_rate', CASE WHEN x % 2 = 1 THEN '15.00' END,
                              'monthly_salary', CASE WHEN x % 2 = 0 THEN '30000.00' END), ${META}, o
      FROM ${owners(r)}, generate_series(0, ${perOwner - 1}) x, LATERAL (SELECT ${employeeBase} + i * ${perOwner} + x AS e) emp
     ORDER BY o, e`;
}

function areaSql(
  r: Range,
  plantBase: number,
  plantsPerOwner: number,
  areaBase: number,
  perOwner: number,
  employeeBase: number,
  employees: number,
) {
  const ref = `'area_id', ar, 'plant_id', ${plantBase} + i * ${plantsPerOwner}, 'owner_id', o`;
  const employee = (n: number) => `${employeeBase} + i * ${employees} + a * 2 + ${n}`;
  return `${INSERT}
    SELECT gen_random_uuid(), 'area-' || ar, 'area', v, t, d, ${META}, o
      FROM ${owners(r)}, generate_series(0, ${perOwner - 1}) a, LATERAL (SELECT ${areaBase} + i * ${perOwner} + a AS ar) area,
           LATERAL (VALUES
             (1, 'AreaCreated', jsonb_build_object(${ref}, 'name', 'Area ' || (a + 1), 'description', 'Seeded for the benchmark')),
             (2, 'EmployeeAssignedToArea', jsonb_build_object(${ref}, 'employee_id', ${employee(0)})),
             (3, 'EmployeeAssignedToArea', jsonb_build_object(${ref}, 'employee_id', ${employee(1)}))) ev(v, t, d)
     ORDER BY o, ar, v`;
}

function batches(count: number, size: number): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  for (let from = 0; from < count; from += size) result.push([from, Math.min(from + size, count) - 1]);
  return result;
}

export async function seedOwners(context: SeedContext, seed: OwnerSeedPlan): Promise<SeededOwners> {
  if (seed.employeesPerOwner < seed.areasPerOwner * 2) throw new Error('each area needs two employees');
  const { dataSource } = context;
  const started = process.hrtime.bigint();
  const passwordHash = await context.app.get(PasswordHasher, { strict: false }).hash('bench-password');
  // Unlimited plants and employees: the command benchmark adds employees without reaching a limit.
  const [row] = await dataSource.query(
    `SELECT id, name, price_per_month, max_plants FROM subscription_plans WHERE max_plants = 0 AND max_employees = 0 ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error('no unlimited plan was seeded');
  const plan = { id: Number(row.id), name: String(row.name), price: String(row.price_per_month), maxPlants: Number(row.max_plants) };
  const [{ before }] = await dataSource.query(`SELECT count(*)::int AS before FROM events`);

  const chains = Math.max(0, Math.ceil((seed.totalPlants - seed.owners * seed.plantsPerOwner) / CHAIN_PLANTS));
  const ownerBase = await reserve(dataSource, 'user_ids', seed.owners + chains);
  const plantBase = await reserve(dataSource, 'plant_ids', seed.owners * seed.plantsPerOwner + chains * CHAIN_PLANTS);
  const areaBase = await reserve(dataSource, 'area_ids', seed.staffedOwners * seed.areasPerOwner);
  const employeeBase = await reserve(dataSource, 'employee_ids', seed.staffedOwners * seed.employeesPerOwner);
  const chainOwnerBase = ownerBase + seed.owners;
  const chainPlantBase = plantBase + seed.owners * seed.plantsPerOwner;

  const statements: string[] = [];
  for (const [from, to] of batches(seed.owners, OWNERS_PER_STATEMENT)) {
    const r = { ownerBase, from, to };
    statements.push(
      userSql(r, passwordHash),
      packageSql(r, plan),
      portfolioSql(r, plantBase, seed.plantsPerOwner),
      firstProductsSql(r, plantBase, seed.plantsPerOwner),
    );
  }
  for (const [from, to] of batches(chains, CHAINS_PER_STATEMENT)) {
    const r = { ownerBase: chainOwnerBase, from, to };
    statements.push(
      userSql(r, passwordHash),
      packageSql(r, plan),
      portfolioSql(r, chainPlantBase, CHAIN_PLANTS),
      firstProductsSql(r, chainPlantBase, CHAIN_PLANTS),
    );
  }
  // Employees before the areas they are assigned to, as the commands would have it.
  for (const [from, to] of batches(seed.staffedOwners, OWNERS_PER_STATEMENT)) {
    statements.push(employeeSql({ ownerBase, from, to }, plantBase, seed.plantsPerOwner, employeeBase, seed.employeesPerOwner));
  }
  for (const [from, to] of batches(seed.staffedOwners, OWNERS_PER_STATEMENT)) {
    const r = { ownerBase, from, to };
    statements.push(areaSql(r, plantBase, seed.plantsPerOwner, areaBase, seed.areasPerOwner, employeeBase, seed.employeesPerOwner));
  }
  for (const [index, sql] of statements.entries()) {
    await dataSource.query(sql);
    if (process.stderr.isTTY) process.stderr.write(`\r  seeding: statement ${index + 1} of ${statements.length}`);
  }
  if (process.stderr.isTTY) process.stderr.write('\n');
  await dataSource.query('VACUUM ANALYZE events');
  const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;

  const rebuildStarted = process.hrtime.bigint();
  await context.app.get(ProjectionRebuilder).rebuild();
  await dataSource.query('ANALYZE');
  const rebuildSeconds = Number(process.hrtime.bigint() - rebuildStarted) / 1e9;
  await vacuumAfterSeed(dataSource, 'VACUUM');

  await catchUpAnalytics(context);

  const [{ after }] = await dataSource.query(`SELECT count(*)::int AS after FROM events`);
  return {
    staffed: Array.from({ length: seed.staffedOwners }, (_, i) => ({
      id: ownerBase + i,
      defaultPlantId: plantBase + i * seed.plantsPerOwner,
    })),
    ownerIds: Array.from({ length: seed.owners }, (_, i) => ownerBase + i),
    plants: seed.owners * seed.plantsPerOwner + chains * CHAIN_PLANTS,
    events: after - before,
    fillSeconds,
    rebuildSeconds,
  };
}

/**
 * Brings the platform analytics reader (an asynchronous reader of the log, a job every 5 minutes)
 * up to date with a seed, outside the seed's time. Left behind, it reads the whole seeded log in
 * the API process at the next 5-minute mark, in the middle of whatever route is being measured;
 * a running platform never has such a backlog.
 */
export async function catchUpAnalytics(context: SeedContext): Promise<void> {
  const started = process.hrtime.bigint();
  const caughtUp = await context.app.get(OwnerDayReader).catchUp();
  console.log(
    `platform analytics reader caught up on ${caughtUp.events.toLocaleString('en-US')} events: ` +
      `${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s (not in the seed time)`,
  );
}
