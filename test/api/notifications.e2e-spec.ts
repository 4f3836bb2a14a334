import Papa from 'papaparse';
import { CommandBus } from '@nestjs/cqrs';
import { IssueMonthInvoicesCommand, MarkOverdueInvoicesCommand } from '../../api/src/modules/invoices/invoice.commands';
import { setNow } from '../../api/src/platform/domain/clock';
import { shiftDay } from '../../api/src/platform/domain/plant-day';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, saveEntries } from './customers.fixtures';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/**
 * The owner's feed (/api/filter-owner/notifications) and the super admin's announcements
 * (/api/admin/announcements): every item from what the figures show, read and unread by key,
 * on a business clock fixed at 10 November 2026, 12:00 in Karachi.
 */
describe('notifications and announcements (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  const NOW = '2026-11-10T07:00:00.000Z';
  const TODAY = '2026-11-10';

  const feed = async (owner: Owner) => (await t.http().get('/api/filter-owner/notifications').set(auth(owner.token)).expect(200)).body.data;
  const markRead = (owner: Owner, keys: string[]) =>
    t.http().post('/api/filter-owner/notifications/read').set(auth(owner.token)).send({ keys });
  const announce = (body: Record<string, unknown>, token = admin) =>
    t
      .http()
      .post('/api/admin/announcements')
      .set(auth(token))
      .send({ level: 'info', starts_at: '2026-11-09T00:00:00Z', ends_at: '2026-11-20T00:00:00Z', audience: 'all', ...body });

  beforeAll(async () => {
    setNow(NOW);
    t = await startTestApp();
    admin = await superAdminToken(t);
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  it('gives an owner with nothing to see an empty feed', async () => {
    const owner = await createOwner(t);
    expect(await feed(owner)).toEqual({ items: [], unread: 0, requests_pending: 0, replies_unread: 0 });
  });

  it("gathers every plant's riders, customers, stock and imports, each with its page, and counts the unread", async () => {
    const owner = await createOwner(t, { plan: 'Premium' });
    const north = await createPlant(t, owner, { name: 'North', default_can_rate: 50 });
    const south = await createPlant(t, owner, { name: 'South', default_can_rate: 50 });
    const area = await createArea(t, owner, north, 'Gulberg');
    const rider = await createRider(t, owner, north, 'Aslam', [area]);
    const asad = await createCustomer(t, owner, north, { name: 'Asad', area_id: area, employee_id: rider, credit_limit: 100 });
    const bano = await createCustomer(t, owner, north, { name: 'Bano', area_id: area, employee_id: rider });
    const yesterday = shiftDay(TODAY, -1);
    await saveEntries(t, owner, north, yesterday, [{ customer_id: asad.id, cans_delivered: 3, cans_returned: 0, collected: 0 }]);
    await saveEntries(t, owner, north, TODAY, [{ customer_id: bano.id, cans_delivered: 2, cans_returned: 0, collected: 0 }]);
    // The plant owns 4 cans and 5 are out with customers.
    await t
      .http()
      .post(`/api/filter-owner/stock/purchases?filter_plant_id=${north}`)
      .set(auth(owner.token))
      .send({ product_id: 1, quantity: 4, cost: 400 })
      .expect(201);
    // A register with one row the import cannot take, into the second plant.
    await createArea(t, owner, south, 'Saddar');
    const register = Buffer.from(
      Papa.unparse([
        ['Name', 'Area', 'Language'],
        ['Bilal', 'Saddar', 'Urdu'],
        ['Zain', 'Saddar', 'Punjabi'],
      ]),
    );
    const queued = await t
      .http()
      .post(`/api/filter-owner/customers/import?filter_plant_id=${south}`)
      .set(auth(owner.token))
      .attach('file', register, 'south.csv')
      .expect(202);
    for (let i = 0; ; i += 1) {
      const state = (await t.http().get(`/api/filter-owner/imports/${queued.body.data.id}`).set(auth(owner.token)).expect(200)).body.data
        .state;
      if (state === 'completed') break;
      if (i > 300) throw new Error(`import still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const first = await feed(owner);
    const byKind = (kind: string) => first.items.filter((item: { kind: string }) => item.kind === kind);
    // Today's day is still under way: only yesterday's is unclosed.
    expect(byKind('rider_day_unclosed')).toEqual([
      expect.objectContaining({
        key: `rider_day_unclosed:${north}:${rider}:${yesterday}`,
        severity: 'warning',
        read: false,
        at: yesterday,
        plant_id: north,
        plant_name: 'North',
        link: '/filter-owner/rider-days',
        employee_id: rider,
        employee_name: 'Aslam',
        date: yesterday,
      }),
    ]);
    expect(byKind('customers_over_credit_limit')).toEqual([
      expect.objectContaining({ key: `customers_over_credit_limit:${north}:1`, count: 1, link: '/filter-owner/customers', at: null }),
    ]);
    expect(byKind('containers_beyond_stock')).toEqual([
      expect.objectContaining({
        key: `containers_beyond_stock:${north}:1:1`,
        product_id: 1,
        quantity: 1,
        link: '/filter-owner/stock',
        text: '1 more 19 L can out than the plant owns',
      }),
    ]);
    expect(byKind('import_failed')).toEqual([
      expect.objectContaining({
        key: `import_failed:${queued.body.data.id}`,
        severity: 'warning',
        plant_id: south,
        plant_name: 'South',
        file_name: 'south.csv',
        count: 1,
        link: '/filter-owner/customers/import',
      }),
    ]);
    expect(first.items).toHaveLength(4);
    expect(first.unread).toBe(4);
    // Standing counts first, then the newest.
    expect(first.items.map((item: { at: string | null }) => item.at === null)).toEqual([true, true, false, false]);
    expect(first.items[2].kind).toBe('import_failed');

    // Read by key: once, and again changes nothing.
    const unclosed = byKind('rider_day_unclosed')[0].key;
    expect((await markRead(owner, [unclosed, unclosed]).expect(200)).body.data).toEqual({ read: 1, unread: 3 });
    expect((await markRead(owner, [unclosed, 'gone:1']).expect(200)).body.data).toEqual({ read: 1, unread: 3 });
    expect((await markRead(owner, [unclosed]).expect(200)).body.data).toEqual({ read: 0, unread: 3 });
    const second = await feed(owner);
    expect(second.items.find((item: { key: string }) => item.key === unclosed).read).toBe(true);

    // Closing the day short turns it into a difference: a new fact, unread.
    await t
      .http()
      .post(`/api/filter-owner/rider-days?filter_plant_id=${north}`)
      .set(auth(owner.token))
      .send({ employee_id: rider, date: yesterday, cash_handed_over: 0, cans_returned_to_plant: 0, full_cans_taken: 5 })
      .expect((response) => expect([200, 201]).toContain(response.status));
    const third = await feed(owner);
    expect(third.items.some((item: { kind: string }) => item.kind === 'rider_day_unclosed')).toBe(false);
    expect(third.items.find((item: { kind: string }) => item.kind === 'rider_day_difference')).toMatchObject({
      key: `rider_day_difference:${north}:${rider}:${yesterday}:0:-2:0`,
      read: false,
      employee_name: 'Aslam',
    });
    // One more customer over the limit is news again.
    await createCustomer(t, owner, north, { name: 'Chand', area_id: area, credit_limit: 10, opening_balance: 20 });
    const fourth = await feed(owner);
    expect(fourth.items.find((item: { kind: string }) => item.kind === 'customers_over_credit_limit')).toMatchObject({
      key: `customers_over_credit_limit:${north}:2`,
      read: false,
    });

    // Another owner's feed and reads are their own.
    const other = await createOwner(t);
    expect(await feed(other)).toEqual({ items: [], unread: 0, requests_pending: 0, replies_unread: 0 });
    await markRead(other, [fourth.items[0].key]).expect(200);
    expect((await feed(owner)).items[0].read).toBe(false);
  });

  it('refuses a read without keys, with too many, or with unknown fields', async () => {
    const owner = await createOwner(t);
    expect((await markRead(owner, []).expect(422)).body.errors).toHaveProperty('keys');
    await markRead(
      owner,
      Array.from({ length: 201 }, (_, i) => `k${i}`),
    ).expect(422);
    await markRead(owner, ['']).expect(422);
    await t
      .http()
      .post('/api/filter-owner/notifications/read')
      .set(auth(owner.token))
      .send({ keys: ['a'], all: true })
      .expect(422);
    await t.http().get('/api/filter-owner/notifications').expect(401);
  });

  it('tells the owner of the platform invoices to pay, and an overdue one as news again', async () => {
    setNow('2026-10-05T07:00:00.000Z');
    try {
      const owner = await createOwner(t, { plan: 'Basic' });
      const plant = await createPlant(t, owner);
      await activatePlant(t, plant, admin);
      await t.app.get(CommandBus).execute(new IssueMonthInvoicesCommand('2026-10', new Date('2026-11-01T06:00:00Z')));
      const pending = (await feed(owner)).items.find((item: { kind: string }) => item.kind === 'invoice_due');
      expect(pending).toMatchObject({
        severity: 'info',
        invoice_status: 'pending',
        plant_id: null,
        link: '/filter-owner/billing',
        amount: expect.any(Number),
        due_at: expect.stringMatching(/^2026-11-\d\d$/),
        read: false,
      });
      expect(pending.amount).toBeGreaterThan(0);
      await markRead(owner, [pending.key]).expect(200);
      await t.app.get(CommandBus).execute(new MarkOverdueInvoicesCommand(new Date('2026-12-01T06:00:00Z')));
      const overdue = (await feed(owner)).items.find((item: { kind: string }) => item.kind === 'invoice_due');
      expect(overdue).toMatchObject({
        severity: 'error',
        invoice_status: 'overdue',
        read: false,
        key: `invoice_due:${pending.invoice_id}:overdue`,
      });
    } finally {
      setNow(NOW);
    }
  });

  it('shows an announcement to its audience from its start until its end or its withdrawal', async () => {
    const basic = await createOwner(t, { plan: 'Basic' });
    const premium = await createOwner(t, { plan: 'Premium' });
    const [plan] = await t.db.dataSource.query(`SELECT id FROM subscription_plans WHERE name = 'Premium'`);
    const titles = async (owner: Owner) =>
      (await feed(owner)).items
        .filter((item: { kind: string }) => item.kind === 'announcement')
        .map((item: { title: string }) => item.title);

    const everyone = (await announce({ title: 'Sunday maintenance', text: 'Paused 02:00–03:00.', level: 'warning' }).expect(201)).body;
    expect(everyone).toMatchObject({
      id: expect.any(Number),
      status: 'active',
      audience: 'all',
      plan_id: null,
      owner_id: null,
      withdrawn_at: null,
    });
    await announce({ title: 'Premium news', text: 'Reports by product.', audience: 'plan', plan_id: Number(plan.id) }).expect(201);
    await announce({ title: 'For you', text: 'Your invoice is ready.', audience: 'owner', owner_id: basic.id }).expect(201);
    await announce({ title: 'Later', text: 'Next week.', starts_at: '2026-11-15T00:00:00Z' }).expect(201);

    expect(await titles(basic)).toEqual(expect.arrayContaining(['Sunday maintenance', 'For you']));
    expect(await titles(basic)).toHaveLength(2);
    expect(await titles(premium)).toEqual(expect.arrayContaining(['Sunday maintenance', 'Premium news']));
    expect(await titles(premium)).toHaveLength(2);
    const item = (await feed(premium)).items.find((entry: { title: string }) => entry.title === 'Sunday maintenance');
    expect(item).toMatchObject({
      key: `announcement:${everyone.id}`,
      severity: 'warning',
      body: 'Paused 02:00–03:00.',
      ends_at: '2026-11-20T00:00:00.000Z',
      plant_id: null,
      link: '/notifications',
    });

    // The console's list: newest first, by status, searchable.
    const list = await t
      .http()
      .get('/api/admin/announcements')
      .query({ filter: JSON.stringify({ status: 'scheduled' }) })
      .set(auth(admin))
      .expect(200);
    expect(list.body.map((a: { title: string }) => a.title)).toEqual(['Later']);
    expect(list.headers['content-range']).toMatch(/announcements 0-0\/1/);
    const found = await t
      .http()
      .get('/api/admin/announcements')
      .query({ filter: JSON.stringify({ q: 'premium' }) })
      .set(auth(admin))
      .expect(200);
    expect(found.body.map((a: { title: string }) => a.title)).toEqual(['Premium news']);
    await t
      .http()
      .get('/api/admin/announcements')
      .query({ filter: JSON.stringify({ status: 'soon' }) })
      .set(auth(admin))
      .expect(400);

    // Withdrawn: gone at once, and not twice.
    const withdrawn = await t.http().delete(`/api/admin/announcements/${everyone.id}`).set(auth(admin)).expect(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', withdrawn_at: expect.any(String) });
    expect(await titles(basic)).toEqual(['For you']);
    expect((await t.http().delete(`/api/admin/announcements/${everyone.id}`).set(auth(admin)).expect(422)).body.message).toMatch(/already/);
    await t.http().delete('/api/admin/announcements/999').set(auth(admin)).expect(404);

    // The later one shows from its start, and none after its end.
    setNow('2026-11-16T07:00:00.000Z');
    try {
      expect(await titles(basic)).toEqual(expect.arrayContaining(['Later', 'For you']));
      setNow('2026-11-21T07:00:00.000Z');
      expect(await titles(basic)).toEqual([]);
      const ended = await t
        .http()
        .get('/api/admin/announcements')
        .query({ filter: JSON.stringify({ status: 'ended' }) })
        .set(auth(admin))
        .expect(200);
      expect(ended.body).toHaveLength(3);
    } finally {
      setNow(NOW);
    }
  });

  it('refuses an announcement that cannot be shown, and lets only the super admin publish', async () => {
    const errors = async (body: Record<string, unknown>) => (await announce({ title: 'T', text: 'x', ...body }).expect(422)).body.errors;
    expect(await errors({ ends_at: '2026-11-08T00:00:00Z' })).toHaveProperty('ends_at');
    expect(await errors({ starts_at: '2026-10-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' })).toHaveProperty('ends_at');
    expect(await errors({ audience: 'plan' })).toHaveProperty('plan_id');
    expect(await errors({ audience: 'plan', plan_id: 999999 })).toHaveProperty('plan_id');
    expect(await errors({ audience: 'owner', owner_id: 1 })).toHaveProperty('owner_id');
    expect(await errors({ level: 'loud' })).toHaveProperty('level');
    expect(await errors({ title: '' })).toHaveProperty('title');
    expect(await errors({ starts_at: 'tomorrow' })).toHaveProperty('starts_at');

    const owner = await createOwner(t);
    await announce({ title: 'T', text: 'x' }, owner.token).expect(403);
    await t
      .http()
      .post('/api/super-admin/auditors')
      .set(auth(admin))
      .send({ name: 'Audit', email: 'announce-auditor@example.com', password: 'auditor-password' })
      .expect(201);
    const auditor = await t.login('announce-auditor@example.com', 'auditor-password');
    await t.http().get('/api/admin/announcements').set(auth(auditor)).expect(200);
    await announce({ title: 'T', text: 'x' }, auditor).expect(403);
  });
});
