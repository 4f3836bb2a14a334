import { CommandBus } from '@nestjs/cqrs';
import { daysInMonth } from '../../api/src/modules/invoices/billing-month';
import { IssueMonthInvoicesCommand } from '../../api/src/modules/invoices/invoice.commands';
import { OwnerDayReader } from '../../api/src/modules/platform-analytics/owner-day-reader';
import { LOG_BATCH_SQL } from '../../api/src/platform/event-store/log-follower';
import { usageDay } from '../../api/src/modules/usage/usage-day';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/**
 * The super admin's analytics from platform-level projections: the log summed per owner and day
 * by a checkpointed reader (platform_owner_days, platform_owner_totals), the owners' API usage and
 * the invoices.
 */
describe('super admin analytics (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let free: Owner;
  let basic: Owner;
  let idle: Owner;
  let basicPlant: number;
  const today = usageDay();
  const month = today.slice(0, 7);
  const analytics = async (query = '') => (await t.http().get(`/api/super-admin/analytics${query}`).set(auth(admin)).expect(200)).body.data;
  const entry = (plant: number, body: Record<string, unknown>) =>
    t.http().post(`/api/filter-owner/daily-entries?filter_plant_id=${plant}`).set(auth(basic.token)).send(body).expect(201);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
    free = await createOwner(t, { name: 'Free Analytics' });
    basic = await createOwner(t, { plan: 'Basic', name: 'Basic Analytics' });
    idle = await createOwner(t, { plan: 'Standard', name: 'Idle Analytics' });
    await activatePlant(t, await createPlant(t, free), admin);
    basicPlant = await createPlant(t, basic, { default_can_rate: 50 });
    await activatePlant(t, basicPlant, admin);
    await activatePlant(t, await createPlant(t, basic), admin);
    await createPlant(t, basic); // registered, never activated: Basic's 3 of 3
  });
  afterAll(() => t.close());

  it('counts owners, plants, customers and deliveries per day, with running totals', async () => {
    const area = await createArea(t, basic, basicPlant, 'Model Town');
    const a = await createCustomer(t, basic, basicPlant, { name: 'Asma', area_id: area });
    const b = await createCustomer(t, basic, basicPlant, { name: 'Babar', area_id: area });
    await createCustomer(t, basic, basicPlant, { name: 'Chand', area_id: area });
    expect(plantToday(PLANT_TIME_ZONE)).toBe(today);
    await entry(basicPlant, { customer_id: a.id, cans_delivered: 3, cans_returned: 0, collected: 0 });
    const second = await entry(basicPlant, { customer_id: b.id, cans_delivered: 2, cans_returned: 1, collected: 100 });
    await entry(basicPlant, { customer_id: b.id, cans_delivered: 0, cans_returned: 0, collected: 0, status: 'not_home' });
    // A reversed delivery takes its cans and charge back.
    await t
      .http()
      .post(`/api/filter-owner/daily-entries/${second.body.data.id}/reverse?filter_plant_id=${basicPlant}`)
      .set(auth(basic.token))
      .send({ reason: 'Wrong customer' })
      .expect(200);
    await entry(basicPlant, { customer_id: b.id, cans_delivered: 4, cans_returned: 0, collected: 0 });

    const data = await analytics('?days=7');
    expect(data).toMatchObject({ from: expect.any(String), to: today });
    expect(data.days).toHaveLength(7);
    const day = data.days[6];
    expect(day).toMatchObject({
      date: today,
      owners_registered: 3,
      plants_added: 4,
      customers_added: 3,
      deliveries: 2,
      cans: 7,
      sales: 350,
      total_owners: 3,
      active_plants: 3,
      total_customers: 3,
    });
    expect(data.days[0]).toMatchObject({ owners_registered: 0, deliveries: 0, total_owners: 0 });
    expect(data.totals).toMatchObject({ owners: 3, active_plants: 3, customers: 3, deliveries: 2, sales: 350 });
  });

  it('reads each event once: a second read and concurrent readers add nothing', async () => {
    await Promise.all([t.app.get(OwnerDayReader).catchUp(), t.app.get(OwnerDayReader).catchUp()]);
    const [once] = (await analytics('?days=1')).days;
    expect(once).toMatchObject({ owners_registered: 3, deliveries: 2, cans: 7, customers_added: 3 });
    const rows = await t.db.dataSource.query(
      `SELECT owner_id, customers, plants, active_plants, deliveries FROM platform_owner_totals WHERE owner_id = $1`,
      [basic.id],
    );
    expect(rows).toEqual([{ owner_id: String(basic.id), customers: 3, plants: 3, active_plants: 2, deliveries: '2' }]);
  });

  it('reads the log in transaction id order as numbers, not as text (999 before 1000)', async () => {
    // A session's own temporary `events` hides the real one, so the reader's statement can be
    // given ids on both sides of a digit boundary. Sorted as text, 1000 came first and the batch
    // ended on 999, and the next batch read 1000 and 1001 a second time (every owner's figures doubled).
    const runner = t.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`CREATE TEMP TABLE events AS SELECT * FROM public.events LIMIT 0`);
      await runner.query(
        `INSERT INTO events (transaction_id, global_position, event_type, data, recorded_at)
         SELECT x::text::xid8, x, 'PlantRegistered', '{}', now() FROM unnest(ARRAY[1001, 998, 1000, 999]) x`,
      );
      const ids = async (after: number) =>
        ((await runner.query(LOG_BATCH_SQL, [String(after), after, '5000', 10])) as { transaction_id: string }[]).map(
          (row) => row.transaction_id,
        );
      expect(await ids(0)).toEqual(['998', '999', '1000', '1001']);
      expect(await ids(999)).toEqual(['1000', '1001']);
    } finally {
      await runner.query(`DROP TABLE IF EXISTS pg_temp.events`).catch(() => undefined);
      await runner.release();
    }
  });

  it('gives the plan mix, monthly revenue with its collection rate, owners near their limits and inactive owners', async () => {
    await t.app.get(CommandBus).execute(new IssueMonthInvoicesCommand(month, new Date(`${month}-${daysInMonth(month)}T12:00:00+05:00`)));
    const invoices = (await t.http().get(`/api/super-admin/invoices?month=${month}`).set(auth(admin)).expect(200)).body.data.data;
    expect(invoices.length).toBe(1); // Basic only: Free costs nothing, Standard has no active plant
    const [invoice] = invoices;
    const half = Math.floor(invoice.amount * 50) / 100;
    await t
      .http()
      .post(`/api/super-admin/invoices/${invoice.id}/payments`)
      .set(auth(admin))
      .send({ amount: half, method: 'cash', paid_at: today })
      .expect(201);

    const data = await analytics();
    expect(data.days).toHaveLength(30);
    expect(data.revenue_by_month).toEqual([
      {
        month,
        invoices: 1,
        invoiced: invoice.amount,
        collected: half,
        collection_rate: Math.round((Math.round(half * 100) / Math.round(invoice.amount * 100)) * 1000) / 10,
      },
    ]);
    const mix = (plan: string) => data.plan_mix.find((row: { plan: string }) => row.plan === plan);
    expect(mix('Free')).toMatchObject({ owners: 1, share: 33.3 });
    expect(mix('Basic')).toMatchObject({ owners: 1, share: 33.3 });
    expect(mix('Premium')).toMatchObject({ owners: 0, share: 0 });

    // Free: 1 of 1 plant; Basic: 3 of 3 plants. Standard (no plant) is under every limit.
    const near = data.near_limits.map((row: { owner_id: number }) => row.owner_id).sort();
    expect(near).toEqual([free.id, basic.id].sort());
    expect(data.near_limits.find((row: { owner_id: number }) => row.owner_id === basic.id)).toMatchObject({
      plan: 'Basic',
      plants: 3,
      max_plants: 3,
      customers: 3,
      highest_percent: 100,
      limit: 'plants',
    });

    // Registered today: nobody has been idle 14 days yet.
    expect(data.inactive_owners).toEqual([]);
    // With 0 days, the owners who have made no call today are idle; Basic made calls today.
    const strict = await analytics('?days=1&inactive_days=0');
    const idleIds = strict.inactive_owners.map((row: { owner_id: number }) => row.owner_id);
    expect(idleIds).not.toContain(basic.id);
    expect(idleIds).toContain(idle.id);
    expect(strict.inactive_owners.find((row: { owner_id: number }) => row.owner_id === idle.id)).toMatchObject({
      plan: 'Standard',
      last_active: null,
      days_inactive: 0,
    });
  });

  it('reads the log again from the start into the same rows (the tables are a projection of the log)', async () => {
    const snapshot = async () => ({
      days: await t.db.dataSource.query(`SELECT * FROM platform_owner_days ORDER BY owner_id, date`),
      totals: await t.db.dataSource.query(`SELECT * FROM platform_owner_totals ORDER BY owner_id`),
    });
    await t.app.get(OwnerDayReader).catchUp();
    const before = await snapshot();
    expect(before.days.length).toBeGreaterThan(0);
    await t.db.dataSource.query(`DELETE FROM platform_owner_days`);
    await t.db.dataSource.query(`DELETE FROM platform_owner_totals`);
    await t.db.dataSource.query(`DELETE FROM platform_analytics_checkpoints`);
    expect(await t.app.get(OwnerDayReader).catchUp()).toMatchObject({ done: true, events: expect.any(Number) });
    expect(await snapshot()).toEqual(before);
  });

  it("is the super admin's (and the auditor's) alone, validated", async () => {
    await t.http().get('/api/super-admin/analytics').set(auth(basic.token)).expect(403);
    await t.http().get('/api/super-admin/analytics').expect(401);
    await t.http().get('/api/super-admin/analytics?days=0').set(auth(admin)).expect(422);
    await t.http().get('/api/super-admin/analytics?days=400').set(auth(admin)).expect(422);
    await t.http().get('/api/super-admin/analytics?owner_id=1').set(auth(admin)).expect(422);
  });

  it('documents the routes of issue 16 in the OpenAPI document, with their query parameters', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body;
    const operations = [
      ['/api/super-admin/analytics', 'get'],
      ['/api/super-admin/invoices/summary', 'get'],
      ['/api/admin/invoices', 'get'],
      ['/api/admin/invoices/{id}', 'get'],
      ['/api/filter-owner/usage', 'get'],
    ];
    for (const [path, method] of operations)
      expect({ path, summary: document.paths[path]?.[method]?.summary }).toEqual({ path, summary: expect.any(String) });
    const names = (path: string) => document.paths[path].get.parameters.map((p: { name: string }) => p.name).sort();
    expect(names('/api/super-admin/analytics')).toEqual(['days', 'inactive_days']);
    expect(names('/api/filter-owner/usage')).toEqual(['days']);
  });

  it('leaves the inline read models equal to a rebuild', async () => {
    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(replay.tables.every((table: { equal: boolean }) => table.equal)).toBe(true);
  });
});
