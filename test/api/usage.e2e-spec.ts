import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { shiftDay } from '../../api/src/platform/domain/plant-day';
import { UsageCounter } from '../../api/src/modules/usage/usage-counter';
import { usageDay } from '../../api/src/modules/usage/usage-day';
import { UsageRollupJob } from '../../api/src/modules/usage/usage-rollup.job';
import { createTestDatabase } from '../support/test-database';
import { startTestApp, SUPER_ADMIN, TestApp } from '../support/test-app';
import { auth, createOwner, Owner, superAdminToken } from './plants.fixtures';

/**
 * Owners' API calls per day: counted on the request path (one Map increment, sent to Redis once a
 * second), rolled up into owner_api_usage_days by the `usage` job, read by the owner against their
 * plan's daily limit.
 */
describe("owners' API usage (HTTP, real PostgreSQL and Redis)", () => {
  let t: TestApp;
  let admin: string;
  let free: Owner;
  let basic: Owner;
  const today = usageDay();
  const yesterday = shiftDay(today, -1);
  const usage = async (owner: Owner, query = '') =>
    (await t.http().get(`/api/filter-owner/usage${query}`).set(auth(owner.token)).expect(200)).body.data;
  const stored = async (owner: Owner, day: string) =>
    (await t.db.dataSource.query(`SELECT api_calls FROM owner_api_usage_days WHERE owner_id = $1 AND date = $2`, [owner.id, day]))[0]
      ?.api_calls;

  beforeAll(async () => {
    t = await startTestApp({}, { needsRedis: true });
    admin = await superAdminToken(t);
    free = await createOwner(t, { name: 'Free Usage' });
    basic = await createOwner(t, { plan: 'Basic', name: 'Basic Usage' });
  });
  afterAll(() => t.close());

  it("counts each owner's own answered calls today, and nobody else's", async () => {
    // createOwner signed each owner in (public route, not counted); nothing counted yet.
    expect((await usage(free)).today).toEqual({ date: today, api_calls: 0, usage_percent: 0 });
    for (let i = 0; i < 5; i += 1) await t.http().get('/api/filter-owner/invoices').set(auth(free.token)).expect(200);
    // A refused call is answered too: it counts.
    await t.http().get('/api/filter-owner/invoices/999999').set(auth(free.token)).expect(404);
    for (let i = 0; i < 2; i += 1) await t.http().get('/api/filter-owner/invoices').set(auth(basic.token)).expect(200);
    for (let i = 0; i < 3; i += 1) await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200);

    // The first usage read (1 call) + 5 + 1.
    const mine = await usage(free);
    expect(mine.today).toEqual({ date: today, api_calls: 7, usage_percent: 0.7 });
    expect(mine.limit_per_day).toBe(1000);
    expect(mine.plan).toEqual({ name: 'Free', price_per_month: 0 });
    expect(mine.days).toHaveLength(7);
    expect(mine.days[6]).toEqual({ date: today, api_calls: 7, usage_percent: 0.7, overage: 0, overage_cost: 0 });
    expect(mine.days[0].date).toBe(shiftDay(today, -6));
    expect(mine.total_api_calls).toBe(7);
    const theirs = await usage(basic);
    expect(theirs.today.api_calls).toBe(2);
    expect(theirs.limit_per_day).toBe(5000);
  });

  it('keeps the counts in Redis (one hash per day, a field per owner) until the roll-up writes them to PostgreSQL', async () => {
    const counter = t.app.get(UsageCounter);
    await counter.flush();
    const inRedis = await t.redis!.hgetall(counter.dayKey(today));
    expect(Number(inRedis[String(free.id)])).toBe(8);
    expect(Number(inRedis[String(basic.id)])).toBe(3);
    expect(Object.keys(inRedis).sort()).toEqual([String(free.id), String(basic.id)].sort());
    expect(await stored(free, today)).toBeUndefined();

    const result = await t.app.get(UsageRollupJob).run();
    expect(result).toMatchObject({ days: [yesterday, today], owners: 2 });
    expect(Number(await stored(free, today))).toBe(8);
    expect(Number(await stored(basic, today))).toBe(3);
    // Again: nothing doubles.
    await t.app.get(UsageRollupJob).run();
    expect(Number(await stored(free, today))).toBe(8);
    // A Redis that lost the day never takes the stored count back.
    await t.redis!.del(counter.dayKey(today));
    await t.app.get(UsageRollupJob).run();
    expect(Number(await stored(free, today))).toBe(8);
    expect((await usage(free)).today.api_calls).toBe(8);
  });

  it("measures days against the plan's daily limit: usage %, overage and its cost", async () => {
    const two = shiftDay(today, -2);
    await t.db.dataSource.query(
      `INSERT INTO owner_api_usage_days (owner_id, date, api_calls, updated_at) VALUES ($1, $3, 6000, now()), ($1, $4, 4200, now()), ($2, $3, 1250, now())`,
      [basic.id, free.id, two, yesterday],
    );
    const b = await usage(basic);
    const day = (date: string) => b.days.find((d: { date: string }) => d.date === date);
    // Basic (PKR 99): 5,000 a day; a call over costs 99 / 30 / 5,000.
    expect(day(two)).toEqual({ date: two, api_calls: 6000, usage_percent: 120, overage: 1000, overage_cost: 0.66 });
    expect(day(yesterday)).toEqual({ date: yesterday, api_calls: 4200, usage_percent: 84, overage: 0, overage_cost: 0 });
    expect(b.total_overage_cost).toBe(0.66);
    const f = await usage(free, '?days=3');
    expect(f.days.map((d: { date: string }) => d.date)).toEqual([two, yesterday, today]);
    // Free: over the limit, nothing to charge.
    expect(f.days[0]).toEqual({ date: two, api_calls: 1250, usage_percent: 125, overage: 250, overage_cost: 0 });
  });

  it('is the owner’s alone, validated', async () => {
    await t.http().get('/api/filter-owner/usage').set(auth(admin)).expect(403);
    await t.http().get('/api/filter-owner/usage').expect(401);
    await t.http().get('/api/filter-owner/usage?days=0').set(auth(free.token)).expect(422);
    await t.http().get('/api/filter-owner/usage?days=32').set(auth(free.token)).expect(422);
    await t.http().get('/api/filter-owner/usage?owner_id=1').set(auth(free.token)).expect(422);
  });

  it('keeps the hourly roll-up schedule in BullMQ', async () => {
    expect(await t.app.get(UsageRollupJob).schedule()).toEqual({ pattern: '5 * * * *', next: expect.any(String) });
  });

  it('costs the request path next to nothing: a count is a few microseconds at most, on this busy machine', () => {
    const counter = new UsageCounter(null, null as never, { QUEUE_PREFIX: 'x' } as never, {} as never);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 200_000; i += 1) counter.count(1 + (i % 50));
    const microseconds = Number(process.hrtime.bigint() - started) / 1e3 / 200_000;
    expect(microseconds).toBeLessThan(5);
  });
});

describe('owners’ API usage without Redis (counted straight into PostgreSQL)', () => {
  it('adds each process’s counts to the day’s row, and reads them back against the limit', async () => {
    const db = await createTestDatabase(4);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    const app = await createApp({ config, dataSource: db.dataSource, redis: null });
    try {
      const t = { app, db, http: () => request(app.getHttpServer()) } as unknown as TestApp;
      t.login = async (email: string, password: string) =>
        (await t.http().post('/api/login').send({ email, password }).expect(200)).body.data.token as string;
      const owner = await createOwner(t, { plan: 'Basic' });
      for (let i = 0; i < 4; i += 1) await t.http().get('/api/filter-owner/invoices').set(auth(owner.token)).expect(200);
      // The read sends this process's counts first: 4 before it.
      const usage = (await t.http().get('/api/filter-owner/usage').set(auth(owner.token)).expect(200)).body.data;
      expect(usage.today).toEqual({ date: usageDay(), api_calls: 4, usage_percent: 0.1 });
      await app.get(UsageCounter).flush();
      const [row] = await db.dataSource.query(`SELECT api_calls FROM owner_api_usage_days WHERE owner_id = $1`, [owner.id]);
      expect(Number(row.api_calls)).toBe(5);
      // The roll-up has nothing to read without Redis and changes nothing.
      expect(await app.get(UsageRollupJob).run()).toMatchObject({ owners: 0 });
      expect((await t.http().get('/api/filter-owner/usage').set(auth(owner.token)).expect(200)).body.data.today.api_calls).toBe(5);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
