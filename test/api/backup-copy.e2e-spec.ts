import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations';
import { verifyReadModelsAt } from '../../api/src/cli/cli-context';
import { ScheduledBackups } from '../../api/src/modules/backups/scheduled-backups.job';
import { ArchiveWriter, listArchive, readEntry } from '../../api/src/platform/backup/archive';
import { backup, BackupResult } from '../../api/src/platform/backup/backup';
import { ClientToolsMissing, findClientTools, serverVersion } from '../../api/src/platform/backup/client-tools';
import { BackupManifest, MANIFEST_ENTRY, parseManifest } from '../../api/src/platform/backup/manifest';
import { restore, RestoreRefused } from '../../api/src/platform/backup/restore';
import { createDataSource } from '../../api/src/platform/database/data-source';
import {
  Business,
  createEmptyDatabase,
  createLoginRole,
  EmptyDatabase,
  LoginRole,
  ownerScreens,
  setUpBusiness,
  startRestoredApp,
  tamperedCopy,
  expectRestoredWhole,
  expectLogSound,
  expectNothingWritten,
} from '../support/backup-server';
import { startTestApp, TestApp } from '../support/test-app';
import { firstOpenDayOf } from './customers.fixtures';
import { auth } from './plants.fixtures';

/**
 * The logical copy: the backup written when no pg_dump of the server's major version is installed,
 * as with the embedded PostgreSQL 18 of `npm start`. All on the suite's own server (the embedded
 * one when run without DATABASE_URL), and with PAANI_PG_BIN pointing nowhere, so no client tools
 * are ever used: backup, wipe, restore, and every balance is the same.
 */
const NO_CLIENT_TOOLS = { PAANI_PG_BIN: '/nonexistent/paani-pg-bin' };

describe('backups as a logical copy, with no client tools (on the suite’s own PostgreSQL)', () => {
  let t: TestApp;
  let business: Business;
  let archive: BackupResult;
  const secret = randomBytes(48).toString('base64url');
  const folders: string[] = [];
  const databases: EmptyDatabase[] = [];
  const roles: LoginRole[] = [];
  const folder = (prefix: string) => {
    const path = mkdtempSync(join(tmpdir(), `paani-copy-${prefix}-`));
    folders.push(path);
    return path;
  };
  const emptyDatabase = async (owner?: LoginRole) => {
    const database = await createEmptyDatabase('paani_copy', owner);
    databases.push(database);
    return database;
  };
  const dataDir = folder('data');
  const nightlyDir = folder('nightly');
  const restoreInto = (database: EmptyDatabase, into: string, file = archive.file) =>
    restore({ archive: file, databaseUrl: database.url, dataDir: into, env: NO_CLIENT_TOOLS, checkReadModels: verifyReadModelsAt });

  beforeAll(async () => {
    writeFileSync(join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
    t = await startTestApp({ JWT_SECRET: secret, DATA_DIR: dataDir, BACKUP_DIR: nightlyDir });
    business = await setUpBusiness(t);
  });

  afterAll(async () => {
    await t?.close();
    for (const database of databases) await database.drop();
    for (const role of roles) await role.drop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('writes every table, the sequences and the applied migrations, in the snapshot the manifest is read in', async () => {
    archive = await backup({ databaseUrl: t.db.url, dataDir, outDir: folder('out'), method: 'copy', env: NO_CLIENT_TOOLS });
    const { manifest } = archive;
    expect(manifest.database).toMatchObject({ dump: 'copy', pg_dump_version: null });
    const copy = manifest.database.copy!;
    const [{ tables }] = await t.db.dataSource.query(
      `SELECT array_agg(table_name::text ORDER BY table_name) AS tables FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(copy.tables.map((table) => table.name)).toEqual(tables);
    const entries = (await listArchive(archive.file)).map((entry) => entry.name);
    expect(entries).toEqual(['manifest.json', ...tables.map((name: string) => `tables/${name}.copy`), 'files/jwt-secret']);
    expect(Object.keys(manifest.files).sort()).toEqual(entries.slice(1).sort());
    const [{ events }] = await t.db.dataSource.query(`SELECT count(*)::int AS events FROM events`);
    expect(copy.tables.find((table) => table.name === 'events')).toMatchObject({ rows: events });
    expect(manifest.events.count).toBe(events);
    // In the order they ran (TypeORM's, by timestamp), not the list's.
    expect([...copy.migrations].sort()).toEqual(migrations.map((migration) => migration.name).sort());
    const [{ last_value }] = await t.db.dataSource.query(`SELECT last_value::text FROM customer_ids`);
    expect(copy.sequences).toContainEqual({ name: 'customer_ids', last_value, is_called: true });
    // An old reader of the format takes the manifest as it is.
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('restores into an empty database with no client tools: verified, and the app serves every balance as before', async () => {
    const before = await ownerScreens(t.http, business);
    expect(before.customers[0].figures).toEqual({ id: business.customerIds[0], balance: 250, cans_out: 4 });
    const database = await emptyDatabase();
    const restoredDir = folder('restored');
    const lines: string[] = [];
    const report = await restore({
      archive: archive.file,
      databaseUrl: database.url,
      dataDir: restoredDir,
      env: NO_CLIENT_TOOLS,
      checkReadModels: verifyReadModelsAt,
      log: (line) => lines.push(line),
    });
    expectRestoredWhole(report, archive, restoredDir);
    expect(lines.join('\n')).toMatch(/Restoring a logical copy into .* the schema from this build's \d+ migrations/);

    const restored = await startRestoredApp(database.url, restoredDir);
    try {
      // Every sequence stands where it stood, and the log's ids are 3, 4, 5, … as after a pg_restore.
      for (const { name, last_value, is_called } of archive.manifest.database.copy!.sequences) {
        const [now] = await restored.dataSource.query(`SELECT last_value::text, is_called FROM "${name}"`);
        expect({ name, ...now }).toEqual({ name, last_value, is_called });
      }
      const [ids] = await restored.dataSource.query(
        `SELECT min(transaction_id)::text AS first, max(transaction_id)::text AS last, count(DISTINCT transaction_id)::int AS n FROM events`,
      );
      expect([ids.first, Number(ids.last)]).toEqual(['3', ids.n + 2]);
      // The triggers, off while loading, are on again: the log is append-only.
      await expect(restored.dataSource.query(`UPDATE events SET event_type = event_type`)).rejects.toThrow(/append-only/);

      expect(await ownerScreens(restored.http, business)).toEqual(before);
      // Ids continue: a new customer and a new entry, no duplicate key, after the restored ones in the log.
      const { owner, plantId, areaId, riderId, customerIds } = business;
      const created = await restored
        .http()
        .post(`/api/filter-owner/customers?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({
          name: 'Dilawar',
          area_id: areaId,
          employee_id: riderId,
          opening_date: await firstOpenDayOf(t, plantId),
          opening_balance: 40,
        })
        .expect(201);
      expect(created.body.data.id).toBeGreaterThan(Math.max(...customerIds));
      await restored
        .http()
        .post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ customer_id: created.body.data.id, cans_delivered: 2, cans_returned: 0 })
        .expect(201);
      const [order] = await restored.dataSource.query(
        `SELECT count(*)::int AS n, bool_and(transaction_id > $1::xid8) AS after FROM events WHERE global_position > $2`,
        [ids.last, archive.manifest.events.last_position],
      );
      expect(order).toEqual({ n: expect.any(Number), after: true });
      expect(order.n).toBeGreaterThan(1);
      await expectLogSound(restored);
    } finally {
      await restored.close();
    }
  });

  it('refuses a tampered copy, and one whose tables the migrations do not make, leaving the database empty', async () => {
    const tampered = join(folder('tampered'), 'tampered.tar');
    await tamperedCopy(archive.file, tampered, 'tables/events.copy');
    const database = await emptyDatabase();
    const restoredDir = folder('tampered-data');
    const attempt = restoreInto(database, restoredDir, tampered);
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/tables\/events\.copy does not match its checksum/);
    await expectNothingWritten(database.url, restoredDir);

    // A manifest naming a column the schema lacks: found after the migrations ran, in the one
    // transaction that would have loaded the tables, so they are undone too.
    const entries = await listArchive(archive.file);
    const manifest: BackupManifest = parseManifest((await readEntry(archive.file, entries[0])).toString('utf8'));
    const customers = manifest.database.copy!.tables.find((table) => table.name === 'customers')!;
    customers.columns = [...customers.columns, 'nickname'];
    const foreign = join(folder('foreign'), 'foreign.tar');
    const writer = await ArchiveWriter.create(foreign);
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    for (const entry of entries.slice(1)) await writer.addBuffer(entry.name, await readEntry(archive.file, entry));
    await writer.finish();
    const refused = restoreInto(database, restoredDir, foreign);
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(/the table customers has the columns \(.*nickname.*\) in the archive/);
    await expectNothingWritten(database.url, restoredDir);
  });

  it('restores a copy of an older schema: its own migrations first, the newer ones when the app opens it', async () => {
    // A database some earlier build made: without the last three migrations, and without one whose
    // timestamp is older than those it has (a migration that landed later than newer-stamped ones).
    const left = new Set(['IdempotencyKeys1763700000300', ...migrations.slice(-3).map((migration) => migration.name)]);
    const older = await emptyDatabase();
    const earlier = new DataSource({
      ...createDataSource(older.url, 2).options,
      migrations: migrations.filter((migration) => !left.has(migration.name)),
    } as DataSourceOptions);
    await earlier.initialize();
    await earlier.runMigrations({ transaction: 'each' });
    await earlier.destroy();
    const made = await backup({ databaseUrl: older.url, dataDir, outDir: folder('older'), method: 'copy', env: NO_CLIENT_TOOLS });
    expect(made.manifest.database.copy!.migrations).toHaveLength(migrations.length - left.size);

    const database = await emptyDatabase();
    const report = await restoreInto(database, folder('older-data'), made.file);
    expect(report).toMatchObject({ ok: true, headProblems: [], readModels: { equal: true } });
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(`SELECT name FROM schema_migrations`);
      expect(rows.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
    } finally {
      await client.end();
    }
  });

  it('refuses a database that is not empty, unless forced', async () => {
    const attempt = restore({
      archive: archive.file,
      databaseUrl: t.db.url,
      dataDir: folder('full'),
      env: NO_CLIENT_TOOLS,
      checkReadModels: verifyReadModelsAt,
    });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/is not empty: it holds \d+ tables in public \(/);

    const database = await emptyDatabase();
    expect((await restoreInto(database, folder('once'))).ok).toBe(true);
    const again = await restore({
      archive: archive.file,
      databaseUrl: database.url,
      dataDir: folder('again'),
      force: true,
      env: NO_CLIENT_TOOLS,
      checkReadModels: verifyReadModelsAt,
    });
    expect(again).toMatchObject({ ok: true, headProblems: [], readModels: { equal: true } });
  });

  it('restores as the database’s owner, no superuser: the triggers are the tables’ own, and the owner made them', async () => {
    const role = await createLoginRole();
    roles.push(role);
    const database = await emptyDatabase(role);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      expect((await client.query(`SELECT current_setting('is_superuser') AS s`)).rows[0].s).toBe('off');
    } finally {
      await client.end();
    }
    const report = await restoreInto(database, folder('owner-data'));
    expect(report).toMatchObject({ ok: true, headProblems: [], readModels: { equal: true } });
  });

  it('chooses by itself: pg_dump when it is found, else the copy; and so does the nightly backup', async () => {
    const lines: string[] = [];
    const fallback = await backup({
      databaseUrl: t.db.url,
      dataDir,
      outDir: folder('auto'),
      env: NO_CLIENT_TOOLS,
      log: (l) => lines.push(l),
    });
    expect(fallback.manifest.database.dump).toBe('copy');
    const { major } = await serverVersion(t.db.url);
    expect(lines).toContain(`pg_dump ${major} not found: writing a logical copy of every table instead`);
    await expect(
      backup({ databaseUrl: t.db.url, dataDir, outDir: folder('forced'), method: 'pg_dump', env: NO_CLIENT_TOOLS }),
    ).rejects.toThrow(ClientToolsMissing);

    // The nightly backup (and "Back up now") on this server: with its tools when installed, else a copy.
    let tools = true;
    try {
      findClientTools(major);
    } catch {
      tools = false;
    }
    const run = await t.app.get(ScheduledBackups).run('manual');
    expect(run).toMatchObject({ result: 'ok', error: null });
    const file = join(nightlyDir, run.file!);
    const manifest = parseManifest((await readEntry(file, (await listArchive(file))[0])).toString('utf8'));
    expect(manifest.database.dump).toBe(tools ? 'pg_dump --format=custom' : 'copy');
    expect(readFileSync(file).length).toBe(run.bytes);
  });
});
