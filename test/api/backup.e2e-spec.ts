import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { migrations } from '../../migrations';
import { verifyReadModelsAt } from '../../api/src/cli/cli-context';
import { listArchive } from '../../api/src/platform/backup/archive';
import { backup, BackupResult } from '../../api/src/platform/backup/backup';
import { ClientToolsMissing, findClientTools, serverVersion } from '../../api/src/platform/backup/client-tools';
import { restore, RestoreRefused } from '../../api/src/platform/backup/restore';
import { advanceTransactionCounter } from '../../api/src/platform/backup/transaction-ids';
import {
  Business,
  createEmptyDatabase,
  ownerScreens,
  serverWithClientTools,
  setUpBusiness,
  startRestoredApp,
  tablesIn,
  tamperedCopy,
  expectRestoredWhole,
  expectLogSound,
  expectNothingWritten,
} from '../support/backup-server';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, Owner } from './plants.fixtures';

describe('backups that restore (npm run backup / restore, on real PostgreSQL)', () => {
  let t: TestApp;
  let business: Business;
  let owner: Owner;
  let plantId: number;
  let customerIds: number[];
  const secret = randomBytes(48).toString('base64url');
  const folders: string[] = [];
  const databases: { url: string; drop(): Promise<void> }[] = [];
  let archive: BackupResult;

  const folder = (prefix: string) => {
    const path = mkdtempSync(join(tmpdir(), `paani-${prefix}-`));
    folders.push(path);
    return path;
  };
  const emptyDatabase = async () => {
    const database = await createEmptyDatabase();
    databases.push(database);
    return database;
  };
  const screens = (http: () => ReturnType<typeof request>) => ownerScreens(http, business);
  const dataDir = folder('backup-data');

  const suiteServer = process.env.DATABASE_URL;

  beforeAll(async () => {
    // The suite's own server when its pg_dump and pg_restore are installed, else the machine's
    // PostgreSQL; without either every test here fails, with what to install.
    process.env.DATABASE_URL = await serverWithClientTools();
    // The signing secret as the embedded default keeps it: a file in DATA_DIR.
    writeFileSync(join(dataDir, 'jwt-secret'), secret, { mode: 0o600 });
    t = await startTestApp({ JWT_SECRET: secret });
    business = await setUpBusiness(t);
    ({ owner, plantId, customerIds } = business);
  });

  afterAll(async () => {
    await t?.close();
    for (const database of databases) await database.drop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
    process.env.DATABASE_URL = suiteServer;
  });

  it("finds pg_dump and pg_restore of the server's major version, and names what to install when there are none", async () => {
    const { major } = await serverVersion(t.db.url);
    const tools = findClientTools(major);
    expect(tools.major).toBe(major);
    expect(spawnSync(tools.pgDump, ['--version'], { encoding: 'utf8' }).stdout).toContain(`(PostgreSQL) ${major}`);
    expect(() => findClientTools(99, { PATH: process.env.PATH })).toThrow(ClientToolsMissing);
    expect(() => findClientTools(99, { PATH: process.env.PATH })).toThrow(/apt-get install postgresql-client-99/);
    expect(() => findClientTools(major, { PAANI_PG_BIN: dataDir })).toThrow(/PAANI_PG_BIN/);
  });

  it("writes one tar archive: the dump, the signing secret, and a manifest of the log in the dump's own snapshot", async () => {
    const out = folder('backups');
    archive = await backup({ databaseUrl: t.db.url, dataDir, outDir: out, method: 'pg_dump' });
    expect(basename(archive.file)).toMatch(/^paani-backup-\d{8}T\d{6}Z\.tar$/);
    expect(createHash('sha256').update(readFileSync(archive.file)).digest('hex')).toBe(archive.sha256);
    const entries = await listArchive(archive.file);
    expect(entries.map((entry) => entry.name)).toEqual(['manifest.json', 'database.dump', 'files/jwt-secret']);
    // A plain tar: the system's tar lists it too.
    const tar = spawnSync('tar', ['tf', archive.file], { encoding: 'utf8' });
    if (tar.status !== null) expect(tar.stdout.trim().split('\n')).toEqual(['manifest.json', 'database.dump', 'files/jwt-secret']);

    const { manifest } = archive;
    const [log] = await t.db.dataSource.query(
      `SELECT count(*)::int AS count, max(global_position)::text AS last, count(DISTINCT stream_id)::int AS streams FROM events`,
    );
    expect(manifest.events.count).toBe(log.count);
    expect(manifest.events.last_position).toBe(log.last);
    expect(Object.keys(manifest.streams)).toHaveLength(log.streams);
    const [head] = await t.db.dataSource.query(
      `SELECT stream_version, hash FROM events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [`customer-${customerIds[0]}`],
    );
    expect(manifest.streams[`customer-${customerIds[0]}`]).toEqual({ version: head.stream_version, hash: head.hash });
    expect(manifest.migration?.name).toBe(migrations[migrations.length - 1].name);
    expect(manifest.product.version).toBe(JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')).version);
    expect(manifest.files['files/jwt-secret'].sha256).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(manifest.files['database.dump'].bytes).toBe(entries[1].size);
  });

  it('restores into an empty database: chains and heads verified, read models equal, and it serves exactly as before', async () => {
    const before = await screens(t.http);
    // Ahmed: opening 100, then 3 cans at 60 and 2 cans at 60 less 150 paid, one can back.
    expect(before.customers[0].figures).toEqual({ id: customerIds[0], balance: 250, cans_out: 4 });
    expect(before.customers[0].statement).toBeTruthy();
    expect(before.employees.employees.map((e: { name: string }) => e.name)).toEqual(['Aslam', 'Bilal']);
    const database = await emptyDatabase();
    const restoredDir = folder('restored-data');
    const lines: string[] = [];
    const report = await restore({
      archive: archive.file,
      databaseUrl: database.url,
      dataDir: restoredDir,
      checkReadModels: verifyReadModelsAt,
      log: (line) => lines.push(line),
    });
    expectRestoredWhole(report, archive, restoredDir);
    expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(lines.join('\n')).toContain('match their checksums');

    // An app started on the restored database and DATA_DIR (the secret from the file, as `npm start`
    // reads it) serves the same screens, to the owner's token signed before the backup.
    const restored = await startRestoredApp(database.url, restoredDir);
    try {
      expect(restored.config.JWT_SECRET).toBe(secret);
      // The log's transaction ids are 3, 4, 5, … in their old order, and the server's counter is past them.
      const [ids] = await restored.dataSource.query(
        `SELECT min(transaction_id)::text AS first, max(transaction_id)::text AS last, count(DISTINCT transaction_id)::int AS n
           FROM events WHERE global_position <= $1`,
        [archive.manifest.events.last_position],
      );
      expect(ids.first).toBe('3');
      expect(Number(ids.last)).toBe(ids.n + 2);
      expect(await screens(restored.http)).toEqual(before);
      // New writes land after the restored ones in the log's order, and a replay still gives the read models.
      await restored
        .http()
        .post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ customer_id: customerIds[1], cans_delivered: 2, cans_returned: 0 })
        .expect(201);
      const [order] = await restored.dataSource.query(
        `SELECT bool_and(transaction_id > $1::xid8) AS after FROM events WHERE global_position > $2`,
        [ids.last, archive.manifest.events.last_position],
      );
      expect(order.after).toBe(true);
      await expectLogSound(restored);
    } finally {
      await restored.close();
    }
  });

  it('refuses a tampered archive before writing anything', async () => {
    const tampered = join(folder('tampered'), 'tampered.tar');
    await tamperedCopy(archive.file, tampered, 'database.dump');

    const database = await emptyDatabase();
    const restoredDir = folder('tampered-data');
    const attempt = restore({ archive: tampered, databaseUrl: database.url, dataDir: restoredDir, checkReadModels: verifyReadModelsAt });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/database\.dump does not match its checksum/);
    await expectNothingWritten(database.url, restoredDir);

    // A cut archive is refused as well.
    const cut = join(folder('cut'), 'cut.tar');
    const dump = (await listArchive(archive.file)).find((entry) => entry.name === 'database.dump')!;
    writeFileSync(cut, readFileSync(archive.file).subarray(0, dump.offset + 1000));
    await expect(
      restore({ archive: cut, databaseUrl: database.url, dataDir: restoredDir, checkReadModels: verifyReadModelsAt }),
    ).rejects.toThrow(/cut short/);
  });

  it('refuses a database that is not empty, and a different secret in DATA_DIR, unless forced', async () => {
    const restoredDir = folder('forced-data');
    // The test app's own database: migrated and full.
    const attempt = restore({ archive: archive.file, databaseUrl: t.db.url, dataDir: restoredDir, checkReadModels: verifyReadModelsAt });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/is not empty: it holds \d+ tables in public \(/);

    const database = await emptyDatabase();
    writeFileSync(join(restoredDir, 'jwt-secret'), 'another-secret-of-this-machine-0123456789');
    await expect(
      restore({ archive: archive.file, databaseUrl: database.url, dataDir: restoredDir, checkReadModels: verifyReadModelsAt }),
    ).rejects.toThrow(/jwt-secret already exists with other content/);
    expect(await tablesIn(database.url)).toBe(0);

    // --force: over the other secret, then over a database restored once and given a table of its own.
    const first = await restore({
      archive: archive.file,
      databaseUrl: database.url,
      dataDir: restoredDir,
      force: true,
      checkReadModels: verifyReadModelsAt,
    });
    expect(first.files[0].action).toBe('replaced');
    const client = new Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE TABLE stray (id int)`);
    await client.end();
    const again = await restore({
      archive: archive.file,
      databaseUrl: database.url,
      dataDir: restoredDir,
      force: true,
      checkReadModels: verifyReadModelsAt,
    });
    expect(again).toMatchObject({ ok: true, headProblems: [], files: [{ name: 'jwt-secret', action: 'unchanged' }] });
    expect(again.readModels.equal).toBe(true);
    expect(await tablesIn(database.url)).toBe(await tablesIn(t.db.url));
    expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(secret);
  });

  it("moves the server's transaction counter past a given id", async () => {
    const client = new Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const current = async () => BigInt((await client.query(`SELECT pg_current_xact_id()::text AS id`)).rows[0].id);
      const target = (await current()) + 2500n;
      await advanceTransactionCounter(client, String(target));
      expect(await current()).toBeGreaterThan(target);
    } finally {
      await client.end();
    }
  });
});
