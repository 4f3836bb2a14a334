import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/src/app.factory';
import { listArchive } from '../../api/src/platform/backup/archive';
import type { BackupResult } from '../../api/src/platform/backup/backup';
import type { RestoreReport } from '../../api/src/platform/backup/restore';
import { findClientTools, serverVersion } from '../../api/src/platform/backup/client-tools';
import { AppConfig, loadConfig } from '../../api/src/platform/config/app-config';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { verifyDatabase } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { withDatabase } from '../../api/src/platform/database/database-url';
import { ensureJwtSecret } from '../../api/src/platform/runtime';
import { plantToday, PLANT_TIME_ZONE } from '../../api/src/platform/domain/plant-day';
import { createArea, createCustomer, createRider } from '../api/customers.fixtures';
import { auth, createOwner, createPlant, Owner } from '../api/plants.fixtures';
import { serverUrl } from './test-database';
import { TestApp } from './test-app';

/**
 * What the backup, restore and upgrade suites share: a PostgreSQL server whose pg_dump and
 * pg_restore are installed, empty databases of their own on it, and a small business to back up
 * with what its owner sees.
 */

/** The machine's own PostgreSQL (Debian's package listens here), for when the suite's server has no client tools. */
export const MACHINE_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A server whose pg_dump and pg_restore are installed: the suite's own, else the machine's. The
 * embedded PostgreSQL 18 that a run without DATABASE_URL starts has no client tools (the package
 * ships only the server) and Debian 12 packages only those of 15, so there the machine's is used.
 */
export async function serverWithClientTools(): Promise<string> {
  const problems: string[] = [];
  for (const url of [serverUrl(), MACHINE_SERVER]) {
    try {
      findClientTools((await serverVersion(url)).major);
      return url;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  throw new Error(`No PostgreSQL server with its pg_dump and pg_restore: ${problems.join(' / ')}`);
}

export interface EmptyDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * An empty database of its own on the server DATABASE_URL names (not a copy of the migrated
 * template); with `owner`, owned by that role (made by createLoginRole) and reached as it.
 */
export async function createEmptyDatabase(prefix = 'paani_restore', owner?: LoginRole): Promise<EmptyDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE template0${owner ? ` OWNER ${owner.name}` : ''}`);
  const url = new URL(withDatabase(serverUrl(), name));
  if (owner) [url.username, url.password] = [owner.name, owner.password];
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface LoginRole {
  name: string;
  password: string;
  drop(): Promise<void>;
}

/** A role that may log in and is no superuser: what a hosted PostgreSQL gives a database's owner. */
export async function createLoginRole(prefix = 'paani_owner'): Promise<LoginRole> {
  const name = `${prefix}_${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  await admin(`CREATE ROLE ${name} LOGIN NOSUPERUSER PASSWORD '${password}'`);
  return { name, password, drop: () => admin(`DROP ROLE IF EXISTS ${name}`) };
}

/** How many tables the database at `url` has in public: 0 for one a refused restore left alone. */
export async function tablesIn(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The business the backup suites back up: a plant, an area, two riders, three customers with openings, four deliveries. */
export interface Business {
  owner: Owner;
  plantId: number;
  areaId: number;
  riderId: number;
  customerIds: number[];
  month: string;
}

export async function setUpBusiness(t: TestApp): Promise<Business> {
  const owner = await createOwner(t, { plan: 'Premium' });
  const plantId = await createPlant(t, owner, { default_can_rate: 60 });
  const areaId = await createArea(t, owner, plantId, 'Gulberg');
  const riderId = await createRider(t, owner, plantId, 'Aslam', [areaId]);
  await createRider(t, owner, plantId, 'Bilal');
  const customerIds: number[] = [];
  for (const [name, opening_balance] of [
    ['Ahmed', 100],
    ['Bushra', 0],
    ['Chaudhry', 250],
  ] as const) {
    customerIds.push((await createCustomer(t, owner, plantId, { name, area_id: areaId, employee_id: riderId, opening_balance })).id);
  }
  const entry = (body: Record<string, unknown>) =>
    t.http().post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body).expect(201);
  await entry({ customer_id: customerIds[0], cans_delivered: 3, cans_returned: 0 });
  await entry({ customer_id: customerIds[0], cans_delivered: 2, cans_returned: 1, collected: 150 });
  await entry({ customer_id: customerIds[1], cans_delivered: 1, cans_returned: 0, collected: 60 });
  await entry({ customer_id: customerIds[2], cans_delivered: 4, cans_returned: 2, collected: 100 });
  return { owner, plantId, areaId, riderId, customerIds, month: plantToday(PLANT_TIME_ZONE).slice(0, 7) };
}

/** What the owner sees: each customer's figures, ledger and statement, and the employees. */
export async function ownerScreens(http: () => ReturnType<typeof request>, business: Business) {
  const get = async (path: string) => (await http().get(path).set(auth(business.owner.token)).expect(200)).body.data;
  const customers = [];
  for (const id of business.customerIds) {
    const customer = await get(`/api/filter-owner/customers/${id}`);
    customers.push({
      figures: { id, balance: customer.balance, cans_out: customer.cans_out },
      ledger: await get(`/api/filter-owner/customers/${id}/ledger`),
      statement: await get(`/api/filter-owner/customers/${id}/statement?month=${business.month}&format=json`),
    });
  }
  return { customers, employees: await get(`/api/filter-owner/employees?filter_plant_id=${business.plantId}`) };
}

export interface RestoredApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/** The app started on a restored database and DATA_DIR: the signing secret read from its file, as `npm start` reads it. */
export async function startRestoredApp(url: string, dataDir: string): Promise<RestoredApp> {
  const config = ensureJwtSecret(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, QUEUE_PREFIX: `paani-test-${randomBytes(4).toString('hex')}` }),
  );
  const dataSource = await openDatabase(url, 4);
  const app = await createApp({ config, dataSource, redis: null }).catch(async (error: unknown) => {
    await dataSource.destroy();
    throw error;
  });
  return { app, dataSource, config, http: () => request(app.getHttpServer()), close: () => app.close() };
}

/** A copy of `archive` at `into` with one byte flipped in the middle of its entry `entry`: what a restore must refuse. */
export async function tamperedCopy(archive: string, into: string, entry: string): Promise<void> {
  copyFileSync(archive, into);
  const found = (await listArchive(into)).find((candidate) => candidate.name === entry);
  if (!found) throw new Error(`${archive} has no entry ${entry}`);
  const fd = openSync(into, 'r+');
  try {
    const byte = Buffer.alloc(1);
    const at = found.offset + Math.floor(found.size / 2);
    readSync(fd, byte, 0, 1, at);
    byte[0] ^= 0x01;
    writeSync(fd, byte, 0, 1, at);
  } finally {
    closeSync(fd);
  }
}

/** What every good restore reports: every chain and head verified, the read models equal, the secret written. */
export function expectRestoredWhole(report: RestoreReport, archive: BackupResult, dataDir: string): void {
  expect(report.chains).toMatchObject({ ok: true, events: archive.manifest.events.count });
  expect(report.headProblems).toEqual([]);
  expect(report.readModels).toMatchObject({ equal: true, firstDifference: null });
  expect(report.files).toEqual([{ name: 'jwt-secret', path: join(dataDir, 'jwt-secret'), action: 'written' }]);
  expect(report.ok).toBe(true);
}

/** A restored database that took new writes: its log still verifies, and a replay rebuilds its read models equal. */
export async function expectLogSound(restored: RestoredApp): Promise<void> {
  expect((await verifyDatabase(restored.dataSource)).ok).toBe(true);
  const replay = await restored.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
  expect(replay.tables.filter((table) => !table.equal)).toEqual([]);
}

/** What a refused restore leaves: the database without a table, and no secret in DATA_DIR. */
export async function expectNothingWritten(databaseUrl: string, dataDir: string): Promise<void> {
  expect(await tablesIn(databaseUrl)).toBe(0);
  expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
}
