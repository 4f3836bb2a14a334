/**
 * Writes this build's upgrade fixture: test/fixtures/upgrade/paani-<version>-<migration timestamp>.tar,
 * an archive of `backup` of a small seeded business, and its .json of the facts a later build must
 * still show after restoring it (test/api/upgrade.e2e-spec.ts). Run through jest, for its
 * TypeScript transform and its PostgreSQL, by `node scripts/make-upgrade-fixture.mjs`; it is no
 * part of the suite (jest.config.js does not match it).
 *
 * The business clock is fixed (setNow): every business date and the figures are the same on every
 * run; ids, hashes, password hashes and the archive's bytes are not. The signing secret and the
 * passwords are test values written here, and nothing else secret is in the archive.
 */
import { CommandBus } from '@nestjs/cqrs';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { migrations } from '../migrations';
import { createApp } from '../api/src/app.factory';
import { RegisterUserCommand } from '../api/src/modules/auth/user.commands';
import { ChoosePackageCommand } from '../api/src/modules/plans/plan.commands';
import { backup } from '../api/src/platform/backup/backup';
import { productVersion } from '../api/src/platform/backup/manifest';
import { loadConfig } from '../api/src/platform/config/app-config';
import { openDatabase } from '../api/src/platform/database/data-source';
import { setNow } from '../api/src/platform/domain/clock';
import { verifyDatabase } from '../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../api/src/platform/event-store/projection-rebuilder';
import { createEmptyDatabase, serverWithClientTools } from '../test/support/backup-server';

export const FIXTURE_DIR = resolve(__dirname, '../test/fixtures/upgrade');

/** A test secret, in the archive as files/jwt-secret; it signs nothing anywhere else. */
const TEST_SIGNING_SECRET = 'paani-upgrade-fixture-test-signing-secret-not-used-anywhere-else';
const OWNER = { name: 'Fixture Owner', email: 'owner@upgrade-fixture.paani.test', password: 'fixture-owner-password' };
const SUPER_ADMIN = { email: 'admin@upgrade-fixture.paani.test', password: 'fixture-admin-password' };
/** The plant's days (Asia/Karachi), each served at 14:00 there (09:00 UTC). */
const DAYS = ['2026-09-07', '2026-09-08', '2026-09-09', '2026-09-10'];
const at = (day: string, time = '09:00:00') => `${day}T${time}Z`;

/** The facts the fixture's .json holds, read back from the seeded app (not computed here). */
export interface UpgradeFacts {
  archive: string;
  archive_sha256: string;
  made_by: { product: string; version: string; migration: string; migrations: number; postgresql: number };
  business_clock: { first_day: string; last_day: string };
  owner: { email: string; password: string };
  plant: { id: number; name: string; lock_period_days: number };
  events: { count: number; last_position: string | null };
  customers: { id: number; name: string; balance: number; cans_out: number }[];
  entries: { standing: number; reversed: number };
  expenses: { total: number };
}

jest.setTimeout(600_000);

it("writes this build's upgrade fixture", async () => {
  // Named by this build's schema level (the last migration's timestamp), checked before any work.
  const last = migrations[migrations.length - 1].name;
  const name = `paani-${productVersion().version}-${/\d+$/.exec(last)![0]}`;
  const archive = join(FIXTURE_DIR, `${name}.tar`);
  if (existsSync(archive) && process.env.PAANI_UPGRADE_FIXTURE_FORCE !== '1')
    throw new Error(`${archive} exists: this build's fixture is made once (--force to make it again)`);
  const suiteServer = process.env.DATABASE_URL;
  process.env.DATABASE_URL = await serverWithClientTools();
  const database = await createEmptyDatabase('paani_upgrade_fixture');
  const work = mkdtempSync(join(tmpdir(), 'paani-upgrade-fixture-'));
  let app: NestFastifyApplication | undefined;
  try {
    setNow(at(DAYS[0]));
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'jwt-secret'), TEST_SIGNING_SECRET, { mode: 0o600 });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_SIGNING_SECRET,
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      QUEUE_PREFIX: 'paani-upgrade-fixture',
    });
    // A fresh database migrated by this build's start, without Redis: jobs run in-process, nothing is queued.
    const dataSource = await openDatabase(database.url, 4);
    app = await createApp({ config, dataSource, redis: null });
    const http = () => request(app!.getHttpServer());
    let token = '';
    const call = async (method: 'get' | 'post' | 'put', path: string, body?: object, status = method === 'post' ? 201 : 200) => {
      const agent = http();
      const response = await agent[method](`/api${path}`)
        .set({ Authorization: `Bearer ${token}` })
        .send(body);
      if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data;
    };

    // Day 1: the owner on Premium, a plant, two areas with a rider each, four customers.
    const ownerId: number = await app
      .get(CommandBus)
      .execute(new RegisterUserCommand(OWNER.name, OWNER.email, 'filter_owner', OWNER.password));
    const [premium] = await dataSource.query(`SELECT id FROM subscription_plans WHERE name = 'Premium'`);
    await app.get(CommandBus).execute(new ChoosePackageCommand(ownerId, Number(premium.id), ownerId));
    token = (await call('post', '/login', { email: OWNER.email, password: OWNER.password }, 200)).token;
    const plant = await call('post', '/filter-owner/my-plants', {
      name: 'Saaf Paani Gulberg',
      address: '12 Main Boulevard, Gulberg, Lahore',
      default_can_rate: 60,
    });
    const q = `?filter_plant_id=${plant.id}`;
    const areas: number[] = [];
    const riders: number[] = [];
    for (const [area, rider] of [
      ['Gulberg', 'Aslam'],
      ['Model Town', 'Bilal'],
    ]) {
      const areaId = (await call('post', `/filter-owner/areas${q}`, { name: area, description: `${area} and around` })).id;
      const riderId = (await call('post', `/filter-owner/employees${q}`, { name: rider, phone: '03001112223', type: 'commission' })).id;
      await call('post', `/filter-owner/areas/${areaId}/employees${q}`, { employee_id: riderId }, 200);
      areas.push(areaId);
      riders.push(riderId);
    }
    const people = [
      { name: 'Ahmed Raza', area_id: areas[0], employee_id: riders[0], opening_balance: 100 },
      { name: 'Bushra Bibi', area_id: areas[0], employee_id: riders[0], opening_balance: 0, opening_cans: 2 },
      { name: 'Chaudhry Traders', area_id: areas[1], employee_id: riders[1], opening_balance: 250, rate: 70 },
      { name: 'Dawood Khan', area_id: areas[1], employee_id: riders[1], opening_balance: -50 },
    ];
    const customers: { id: number; name: string }[] = [];
    for (const person of people)
      customers.push({
        id: (await call('post', `/filter-owner/customers${q}`, { ...person, opening_date: DAYS[0] })).id,
        name: person.name,
      });
    const [ahmed, bushra, chaudhry, dawood] = customers.map((customer) => customer.id);
    const sheet = (date: string, entries: Record<string, unknown>[]) =>
      call('post', `/filter-owner/daily-entries/batch${q}`, { date, entries });

    await sheet(DAYS[0], [
      { customer_id: ahmed, cans_delivered: 3, cans_returned: 0 },
      { customer_id: bushra, cans_delivered: 2, cans_returned: 2, collected: 120 },
      { customer_id: chaudhry, cans_delivered: 5, cans_returned: 0 },
    ]);

    // Day 2: deliveries (one entered twice by mistake), a payment outside a delivery.
    setNow(at(DAYS[1]));
    const second = await sheet(DAYS[1], [
      { customer_id: ahmed, cans_delivered: 2, cans_returned: 1, collected: 150 },
      { customer_id: dawood, cans_delivered: 1, cans_returned: 0 },
      { customer_id: dawood, cans_delivered: 1, cans_returned: 0 },
    ]);
    await call('post', `/filter-owner/customers/${chaudhry}/payments`, {
      amount: 300,
      method: 'cash',
      received_at: at(DAYS[1], '06:30:00'),
      employee_id: riders[1],
    });

    // Day 3: deliveries, an expense, a bank payment.
    setNow(at(DAYS[2]));
    await sheet(DAYS[2], [
      { customer_id: bushra, cans_delivered: 1, cans_returned: 0 },
      { customer_id: chaudhry, cans_delivered: 4, cans_returned: 3, collected: 200 },
    ]);
    await call('post', `/filter-owner/expenses${q}`, { date: DAYS[2], category: 'fuel', amount: 1500, note: 'Diesel for the van' });
    await call('post', `/filter-owner/customers/${ahmed}/payments`, {
      amount: 200,
      method: 'bank',
      reference: 'HBL-000123',
      received_at: at(DAYS[2], '08:15:00'),
    });

    // Day 4: the double entry reversed, deliveries, then a lock period that closes the first days.
    setNow(at(DAYS[3]));
    const doubled = second.entries.filter((entry: { customer_id: number }) => entry.customer_id === dawood)[1];
    await call('post', `/filter-owner/daily-entries/${doubled.id}/reverse`, { reason: 'Entered twice' }, 200);
    await sheet(DAYS[3], [
      { customer_id: ahmed, cans_delivered: 2, cans_returned: 2, collected: 120 },
      { customer_id: dawood, cans_delivered: 2, cans_returned: 1, collected: 100 },
    ]);
    await call('put', `/filter-owner/my-plants/${plant.id}`, { lock_period_days: 2 });

    // The facts, as the app answers them.
    const facts: UpgradeFacts['customers'] = [];
    for (const { id, name } of customers) {
      const customer = await call('get', `/filter-owner/customers/${id}`);
      facts.push({ id, name, balance: customer.balance, cans_out: customer.cans_out });
    }
    const entries = await call('get', `/filter-owner/daily-entries${q}&from=${DAYS[0]}&to=${DAYS[3]}&per_page=100`);
    const expenses = await call('get', `/filter-owner/expenses${q}&from=${DAYS[0]}&to=${DAYS[3]}`);
    const shownPlant = await call('get', `/filter-owner/my-plants/${plant.id}`);

    // What every suite checks before its database goes: the chains, and a replay equal to the read models.
    if (!(await verifyDatabase(dataSource)).ok) throw new Error('the seeded log does not verify');
    const replay = await app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    if (!replay.equal)
      throw new Error(`the seeded read models differ from a replay: ${JSON.stringify(replay.tables.filter((t) => !t.equal))}`);
    await app.close();
    app = undefined;

    const made = await backup({ databaseUrl: database.url, dataDir, outDir: join(work, 'backups'), env: { PATH: process.env.PATH } });
    const level = made.manifest.migration;
    if (level?.name !== last) throw new Error(`the backup's schema is at ${level?.name}, not ${last}`);
    mkdirSync(FIXTURE_DIR, { recursive: true });
    copyFileSync(made.file, archive);
    const result: UpgradeFacts = {
      archive: `${name}.tar`,
      archive_sha256: createHash('sha256').update(readFileSync(archive)).digest('hex'),
      made_by: {
        product: made.manifest.product.name,
        version: made.manifest.product.version,
        migration: level.name,
        migrations: migrations.length,
        postgresql: made.manifest.database.server_major,
      },
      business_clock: { first_day: DAYS[0], last_day: DAYS[DAYS.length - 1] },
      owner: { email: OWNER.email, password: OWNER.password },
      plant: { id: plant.id, name: shownPlant.name, lock_period_days: shownPlant.lock_period_days },
      events: { count: made.manifest.events.count, last_position: made.manifest.events.last_position },
      customers: facts,
      entries: {
        standing: entries.data.filter((entry: { reversed_by: number | null }) => entry.reversed_by === null).length,
        reversed: entries.data.filter((entry: { reversed_by: number | null }) => entry.reversed_by !== null).length,
      },
      expenses: { total: expenses.totals.amount },
    };
    writeFileSync(join(FIXTURE_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wrote ${archive} (${made.bytes} bytes) and ${name}.json: ${made.manifest.events.count} events, schema at ${level.name}`);
  } finally {
    setNow(undefined);
    if (app) await app.close();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
    process.env.DATABASE_URL = suiteServer;
  }
});
