import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { nextBackupAt } from '../../api/src/modules/backups/backup-schedule';
import { listArchive } from '../../api/src/platform/backup/archive';
import { archiveFileName } from '../../api/src/platform/backup/backup';
import { JobQueue } from '../../api/src/platform/queue/job-queue';
import { serverWithClientTools } from '../support/backup-server';
import { waitForJob } from '../support/jobs';
import { valueOf } from '../support/prometheus-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, superAdminToken } from './plants.fixtures';

/**
 * The nightly backup: its schedule, "Back up now" through the queue, the archive it writes, the
 * old archives it deletes, the run it records for the console and the metrics, and a failure that
 * is recorded and shown, not lost. Archive names carry the machine's clock (as the job does), so
 * the old archives are named from it too.
 */

const METRICS_TOKEN = 'scheduled-backups-metrics-token-0123456789abcdef';
const DAY_MS = 86_400_000;

/** The name platform/backup gives an archive written `daysAgo` days ago. */
const archiveName = (daysAgo: number) => archiveFileName(new Date(Date.now() - daysAgo * DAY_MS));

describe('nightly backups, BACKUP_DIR set (HTTP, real PostgreSQL and its pg_dump)', () => {
  let t: TestApp;
  let admin: string;
  const suiteServer = process.env.DATABASE_URL;
  const folder = mkdtempSync(join(tmpdir(), 'paani-nightly-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'paani-nightly-data-'));
  const old = { expired: archiveName(10), kept: archiveName(2), partial: `${archiveName(3)}.partial` };

  beforeAll(async () => {
    // A server with pg_dump of its own major version: the suite's, else the machine's (test/support/backup-server.ts).
    process.env.DATABASE_URL = await serverWithClientTools();
    t = await startTestApp(
      { BACKUP_DIR: folder, BACKUP_KEEP_DAYS: '7', BACKUP_AT: '03:15', DATA_DIR: dataDir, METRICS_TOKEN },
      { needsRedis: true },
    );
    admin = await superAdminToken(t);
    const owner = await createOwner(t);
    const plant = await createPlant(t, owner);
    await createCustomer(t, owner, plant, { name: 'Nasir', area_id: await createArea(t, owner, plant, 'Saddar') });
    for (const name of [old.expired, old.kept, old.partial, 'notes.txt']) writeFileSync(join(folder, name), 'not a real archive');
    // A run killed midway two days ago left its unfinished archive.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    utimesSync(join(folder, old.partial), twoDaysAgo, twoDaysAgo);
  });

  afterAll(async () => {
    await t?.close();
    process.env.DATABASE_URL = suiteServer;
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the schedule, and gives BullMQ a daily job scheduler at BACKUP_AT in Karachi', async () => {
    const before = Date.now();
    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    expect(overview.schedule).toMatchObject({ enabled: true, directory: folder, at: '03:15', time_zone: 'Asia/Karachi', keep_days: 7 });
    expect([nextBackupAt(new Date(before), '03:15').toISOString(), nextBackupAt(new Date(), '03:15').toISOString()]).toContain(
      overview.schedule.next_run_at,
    );
    expect(overview).toMatchObject({ last_success_at: null, last_run_failed: false, runs: [] });

    const queue = t.app
      .get(JobQueue)
      .bullQueues()
      .find((q) => q.name === 'backups');
    const scheduler = await queue!.getJobScheduler('backups-nightly');
    expect(scheduler).toMatchObject({ pattern: '15 3 * * *', tz: 'Asia/Karachi' });
    expect(scheduler?.template?.data).toEqual({ trigger: 'nightly' });
  });

  it('backs up now through the queue: one archive, the run recorded, older archives past BACKUP_KEEP_DAYS deleted', async () => {
    const queued = await t.http().post('/api/super-admin/backups').set(auth(admin)).expect(202);
    expect(queued.body.data).toMatchObject({ queue: 'redis' });
    const job = await waitForJob(t, admin, queued.body.data.job_id, { timeoutMs: 60_000 });
    expect(job.failed_reason).toBeNull();
    expect(job.state).toBe('completed');

    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    expect(overview.runs).toHaveLength(1);
    const [run] = overview.runs;
    expect(run).toMatchObject({ trigger: 'manual', result: 'ok', removed: 1, error: null });
    expect(run.file).toMatch(/^paani-backup-\d{8}T\d{6}Z\.tar$/);
    expect(run.bytes).toBeGreaterThan(1000);
    expect(run.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`);
    expect(run.events).toBe(n);
    expect(overview.last_success_at).toBe(run.finished_at);
    expect(overview.last_run_failed).toBe(false);

    // The archive is a whole one; the expired archive and the dead run's leftovers are gone, the rest stays.
    expect((await listArchive(join(folder, run.file))).map((entry) => entry.name)).toEqual(['manifest.json', 'database.dump']);
    expect(readdirSync(folder).sort()).toEqual([old.kept, run.file, 'notes.txt'].sort());
  });

  it('gives Prometheus the time of the last good archive, and that the newest run did not fail', async () => {
    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    const text = (await t.http().get('/api/metrics').set(auth(METRICS_TOKEN)).expect(200)).text;
    expect(valueOf(text, 'paani_backup_last_success_timestamp_seconds')).toBe(Date.parse(overview.last_success_at) / 1000);
    expect(valueOf(text, 'paani_backup_last_run_failed')).toBe(0);
    // The job's attempt, counted and timed where it ran (this process runs the jobs here).
    const completed = { queue: 'backups', result: 'completed' };
    expect(valueOf(text, 'paani_job_attempts_total', completed)).toBe(1);
    expect(valueOf(text, 'paani_job_duration_seconds_count', completed)).toBe(1);
    expect(valueOf(text, 'paani_job_duration_seconds_sum', completed)).toBeGreaterThan(0);
  });

  it('starts no second backup while one is being taken, and records nothing for the one refused', async () => {
    // What a backup under way holds: the session lock every run takes.
    const holder = new Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(hashtext('paani:backup'))`);
      const queued = await t.http().post('/api/super-admin/backups').set(auth(admin)).expect(202);
      const job = await waitForJob(t, admin, queued.body.data.job_id);
      expect(job).toMatchObject({ state: 'failed', failed_reason: 'Another backup is being taken right now; this one did not start.' });
    } finally {
      await holder.end();
    }
    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    expect(overview.runs).toHaveLength(1);
  });

  it("is the super admin's: an owner is refused", async () => {
    const owner = await createOwner(t);
    await t.http().get('/api/super-admin/backups').set(auth(owner.token)).expect(403);
    await t.http().post('/api/super-admin/backups').set(auth(owner.token)).expect(403);
  });
});

describe('a nightly backup that fails (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  const suiteServer = process.env.DATABASE_URL;
  const parent = mkdtempSync(join(tmpdir(), 'paani-nightly-full-'));
  // A folder that cannot be written. Not a read-only mode: the tests may run as root, whom
  // permissions do not stop; a file standing where the folder should be stops everyone.
  const blocked = join(parent, 'disk');
  writeFileSync(blocked, 'a file, not a folder');
  const folder = join(blocked, 'backups');

  beforeAll(async () => {
    process.env.DATABASE_URL = await serverWithClientTools();
    t = await startTestApp({ BACKUP_DIR: folder, METRICS_TOKEN }, { needsRedis: true });
    admin = await superAdminToken(t);
  });

  afterAll(async () => {
    await t?.close();
    process.env.DATABASE_URL = suiteServer;
    rmSync(parent, { recursive: true, force: true });
  });

  it('records the failure with its reason, fails the job and says so to the console and to Prometheus', async () => {
    const queued = await t.http().post('/api/super-admin/backups').set(auth(admin)).expect(202);
    const job = await waitForJob(t, admin, queued.body.data.job_id, { timeoutMs: 60_000 });
    expect(job.state).toBe('failed');
    expect(job.failed_reason).toMatch(/ENOTDIR/);

    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    expect(overview.last_run_failed).toBe(true);
    expect(overview.last_success_at).toBeNull();
    expect(overview.runs).toEqual([
      expect.objectContaining({ trigger: 'manual', result: 'failed', file: null, bytes: null, error: job.failed_reason }),
    ]);
    expect(existsSync(folder)).toBe(false);

    const text = (await t.http().get('/api/metrics').set(auth(METRICS_TOKEN)).expect(200)).text;
    expect(valueOf(text, 'paani_backup_last_run_failed')).toBe(1);
    expect(valueOf(text, 'paani_job_attempts_total', { queue: 'backups', result: 'failed' })).toBe(1);
    expect(valueOf(text, 'paani_job_attempts_total', { queue: 'backups', result: 'completed' })).toBeUndefined();
    // 0 before the first good archive: an alert on its age fires for a backup that never succeeded too.
    expect(valueOf(text, 'paani_backup_last_success_timestamp_seconds')).toBe(0);
  });
});

describe('backups off, BACKUP_DIR not set (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('says they are off, refuses "Back up now" with what to set, and leaves no job scheduler', async () => {
    const admin = await superAdminToken(t);
    const overview = (await t.http().get('/api/super-admin/backups').set(auth(admin)).expect(200)).body.data;
    expect(overview.schedule).toMatchObject({ enabled: false, directory: null, next_run_at: null });
    const refused = await t.http().post('/api/super-admin/backups').set(auth(admin)).expect(409);
    expect(refused.body).toMatchObject({ success: false, error_code: 'BACKUPS_OFF', message: expect.stringMatching(/set BACKUP_DIR/) });
    const queue = t.app
      .get(JobQueue)
      .bullQueues()
      .find((q) => q.name === 'backups');
    if (queue) expect(await queue.getJobScheduler('backups-nightly')).toBeUndefined();
  });
});
