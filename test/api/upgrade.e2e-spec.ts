import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { migrations } from '../../migrations';
import { createApp } from '../../api/src/app.factory';
import { verifyReadModelsAt } from '../../api/src/cli/cli-context';
import { ArchiveWriter, listArchive, readEntry } from '../../api/src/platform/backup/archive';
import { BackupManifest, MANIFEST_ENTRY, parseManifest } from '../../api/src/platform/backup/manifest';
import { restore, RestoreRefused } from '../../api/src/platform/backup/restore';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { verifyDatabase } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { ensureJwtSecret } from '../../api/src/platform/runtime';
import type { UpgradeFacts } from '../../scripts/upgrade-fixture.seed';
import { createEmptyDatabase, EmptyDatabase, serverWithClientTools, tablesIn } from '../support/backup-server';

/**
 * Upgrades: a backup made by an earlier build (test/fixtures/upgrade/, one archive per release, made
 * by scripts/make-upgrade-fixture.mjs) is restored by this build's restore into an empty database,
 * this build starts on it (its migrations run, forward only), and it serves what the earlier build
 * served. A backup of a newer schema than this build knows is refused: rolling back means restoring
 * a backup made before the upgrade. See docs/operations.md, "Upgrades".
 */
const FIXTURES = join(__dirname, '../fixtures/upgrade');
const archives = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.tar'))
  .sort();

async function manifestOf(archive: string): Promise<BackupManifest> {
  const entry = (await listArchive(archive)).find((e) => e.name === MANIFEST_ENTRY)!;
  return parseManifest((await readEntry(archive, entry)).toString('utf8'));
}

describe('upgrades: a backup of an earlier build restored into this one (real PostgreSQL)', () => {
  const suiteServer = process.env.DATABASE_URL;
  const folders: string[] = [];
  const databases: EmptyDatabase[] = [];
  const folder = (prefix: string) => {
    const path = mkdtempSync(join(tmpdir(), `paani-upgrade-${prefix}-`));
    folders.push(path);
    return path;
  };
  const emptyDatabase = async () => {
    const database = await createEmptyDatabase('paani_upgrade');
    databases.push(database);
    return database;
  };

  beforeAll(async () => {
    // The suite's own server when its pg_dump and pg_restore are installed, else the machine's.
    process.env.DATABASE_URL = await serverWithClientTools();
  });

  afterAll(async () => {
    for (const database of databases) await database.drop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
    process.env.DATABASE_URL = suiteServer;
  });

  it('has a fixture of at least one release, each with its facts', () => {
    expect(archives.length).toBeGreaterThan(0);
    for (const archive of archives) expect(existsSync(join(FIXTURES, archive.replace(/\.tar$/, '.json')))).toBe(true);
  });

  describe.each(archives)('%s', (name) => {
    const archive = join(FIXTURES, name);
    const facts: UpgradeFacts = JSON.parse(readFileSync(archive.replace(/\.tar$/, '.json'), 'utf8'));

    it('is the archive its facts describe, at a schema level this build has (migrations are forward-only)', async () => {
      expect(createHash('sha256').update(readFileSync(archive)).digest('hex')).toBe(facts.archive_sha256);
      const manifest = await manifestOf(archive);
      expect(manifest.migration?.name).toBe(facts.made_by.migration);
      expect(manifest.events.count).toBe(facts.events.count);
      const known = migrations.map((migration) => migration.name);
      // A release never drops or renames a migration: the fixture's level is one of this build's, at its place or earlier.
      expect(known.indexOf(facts.made_by.migration)).toBe(facts.made_by.migrations - 1);
    });

    it('restores into an empty database, starts this build on it, and serves what the earlier build served', async () => {
      const database = await emptyDatabase();
      const dataDir = folder('data');
      const report = await restore({ archive, databaseUrl: database.url, dataDir, checkReadModels: verifyReadModelsAt });
      expect(report.chains).toMatchObject({ ok: true, events: facts.events.count });
      expect(report.headProblems).toEqual([]);
      expect(report.readModels).toMatchObject({ equal: true, firstDifference: null });
      expect(report.files).toEqual([{ name: 'jwt-secret', path: join(dataDir, 'jwt-secret'), action: 'written' }]);
      expect(report.ok).toBe(true);

      // Started as `npm start` starts: migrations first (openDatabase), the signing secret from DATA_DIR.
      const dataSource = await openDatabase(database.url, 4);
      const config = ensureJwtSecret(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          QUEUE_PREFIX: `paani-test-${randomBytes(4).toString('hex')}`,
        }),
      );
      let app: NestFastifyApplication | undefined;
      try {
        // The schema is now this build's: every migration once, the fixture's own in their old
        // places and the newer ones after them, none undone.
        const applied: string[] = (await dataSource.query(`SELECT name FROM schema_migrations ORDER BY id`)).map(
          (row: { name: string }) => row.name,
        );
        expect([...applied].sort()).toEqual(migrations.map((migration) => migration.name).sort());
        expect(applied.indexOf(facts.made_by.migration)).toBe(facts.made_by.migrations - 1);

        app = await createApp({ config, dataSource, redis: null });
        const http = () => request(app!.getHttpServer());
        expect((await http().get('/api/health').expect(200)).body.data).toMatchObject({ database: 'up' });
        const login = await http().post('/api/login').send({ email: facts.owner.email, password: facts.owner.password }).expect(200);
        const owner = { Authorization: `Bearer ${login.body.data.token}` };
        const get = async (path: string) => (await http().get(`/api/filter-owner${path}`).set(owner).expect(200)).body.data;

        const figures = [];
        for (const { id } of facts.customers) {
          const customer = await get(`/customers/${id}`);
          figures.push({ id, name: customer.name, balance: customer.balance, cans_out: customer.cans_out });
        }
        expect(figures).toEqual(facts.customers);
        const days = `filter_plant_id=${facts.plant.id}&from=${facts.business_clock.first_day}&to=${facts.business_clock.last_day}`;
        const entries = await get(`/daily-entries?${days}&per_page=100`);
        expect({
          standing: entries.data.filter((entry: { reversed_by: number | null }) => entry.reversed_by === null).length,
          reversed: entries.data.filter((entry: { reversed_by: number | null }) => entry.reversed_by !== null).length,
        }).toEqual(facts.entries);
        expect((await get(`/expenses?${days}`)).totals.amount).toBe(facts.expenses.total);
        expect(await get(`/my-plants/${facts.plant.id}`)).toMatchObject({
          name: facts.plant.name,
          lock_period_days: facts.plant.lock_period_days,
        });

        // Products came after some fixtures: the plant then sells its first product, the 19 L can at
        // its can rate, every customer holds their cans out as that product's containers, and every
        // entry recorded before products reads as that product.
        const catalogue = await get(`/products?filter_plant_id=${facts.plant.id}`);
        expect(catalogue.products).toEqual([
          expect.objectContaining({ id: 1, name: '19 L can', returnable: true, billing: 'per_unit', is_active: true }),
        ]);
        const plant = await get(`/my-plants/${facts.plant.id}`);
        expect(catalogue.products[0].default_rate).toBe(plant.default_can_rate);
        for (const { id, cans_out } of facts.customers) {
          const held = (await get(`/customers/${id}`)).containers;
          expect(held.reduce((sum: number, h: { held: number }) => sum + h.held, 0)).toBe(cans_out);
          expect(held.every((h: { product_id: number }) => h.product_id === 1)).toBe(true);
        }
        for (const listed of entries.data)
          expect(listed.items).toEqual(
            listed.cans_delivered + listed.cans_returned === 0
              ? []
              : [
                  {
                    product_id: 1,
                    delivered: listed.cans_delivered,
                    returned: listed.cans_returned,
                    rate: listed.rate,
                    amount: listed.amount,
                  },
                ],
          );

        // A new delivery is saved on today, after the restored log, then reversed: the figures go back.
        const [first] = facts.customers;
        const saved = await http()
          .post(`/api/filter-owner/daily-entries?filter_plant_id=${facts.plant.id}`)
          .set(owner)
          .send({ customer_id: first.id, cans_delivered: 2, cans_returned: 0 })
          .expect(201);
        expect(saved.body.data.amount).toBeGreaterThan(0);
        expect(saved.body.data).toMatchObject({ balance: first.balance + saved.body.data.amount, customer_cans_out: first.cans_out + 2 });
        const reversed = await http()
          .post(`/api/filter-owner/daily-entries/${saved.body.data.id}/reverse`)
          .set(owner)
          .send({ reason: 'Saved to prove the upgrade' })
          .expect(200);
        expect(reversed.body.data).toMatchObject({ reverses: saved.body.data.id, balance: first.balance, cans_out: first.cans_out });
        expect(await get(`/customers/${first.id}`)).toMatchObject({ balance: first.balance, cans_out: first.cans_out });

        // The auditors' checks on the upgraded database: every chain intact, the new events after
        // the restored ones, and a replay of the whole log equal to the read models.
        const chains = await verifyDatabase(dataSource);
        expect(chains.ok).toBe(true);
        expect(chains.events).toBeGreaterThan(facts.events.count);
        const [after] = await dataSource.query(`SELECT count(*)::int AS n FROM events WHERE global_position > $1`, [
          facts.events.last_position,
        ]);
        expect(after.n).toBe(chains.events - facts.events.count);
        const replay = await app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
        expect(replay.tables.filter((table) => !table.equal)).toEqual([]);
      } finally {
        if (app) await app.close();
        else await dataSource.destroy();
      }
    });
  });

  it('refuses a backup whose schema is newer than this build, before writing anything: a rollback restores an older backup', async () => {
    // The first fixture as a later release would write it: its manifest names a migration this build does not have.
    const source = join(FIXTURES, archives[0]);
    const entries = await listArchive(source);
    const manifest = await manifestOf(source);
    const newer = join(folder('newer'), 'paani-backup-from-a-newer-release.tar');
    const writer = await ArchiveWriter.create(newer);
    const future: BackupManifest = {
      ...manifest,
      product: { ...manifest.product, version: '99.0.0' },
      migration: { name: 'FromTheFuture9999999999999', timestamp: '9999999999999' },
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(future, null, 2)));
    for (const entry of entries.filter((e) => e.name !== MANIFEST_ENTRY))
      await writer.addBuffer(entry.name, await readEntry(source, entry));
    await writer.finish();

    const database = await emptyDatabase();
    const dataDir = folder('newer-data');
    const attempt = restore({ archive: newer, databaseUrl: database.url, dataDir, checkReadModels: verifyReadModelsAt });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(
      /schema is at migration FromTheFuture9999999999999, which this version of Paani \(.*, schema at \w+\) does not have: it was made by a newer version \(99\.0\.0\)/,
    );
    await expect(attempt).rejects.toThrow(/restore the last backup made before the upgrade, not a newer one\. Nothing was restored\./);
    expect(await tablesIn(database.url)).toBe(0);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);

    // The same archive with its own manifest restores: the refusal is the schema level's alone.
    const again = join(folder('same'), 'paani-backup-rewritten.tar');
    const copy = await ArchiveWriter.create(again);
    for (const entry of entries) await copy.addBuffer(entry.name, await readEntry(source, entry));
    await copy.finish();
    const report = await restore({ archive: again, databaseUrl: database.url, dataDir, checkReadModels: verifyReadModelsAt });
    expect(report.ok).toBe(true);
  });
});
