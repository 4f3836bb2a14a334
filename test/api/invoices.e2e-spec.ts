import { CommandBus } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../api/src/app.factory';
import { loadConfig } from '../../api/src/platform/config/app-config';
import { JobQueue } from '../../api/src/platform/queue/job-queue';
import { createTestDatabase } from '../support/test-database';
import { daysInMonth, dueDay, nextMonth, previousMonth } from '../../api/src/modules/invoices/billing-month';
import { IssueMonthInvoicesCommand, MarkOverdueInvoicesCommand } from '../../api/src/modules/invoices/invoice.commands';
import { InvoiceJobs } from '../../api/src/modules/invoices/invoice.job';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, SUPER_ADMIN, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/** An instant on a billing day (Asia/Karachi, UTC+5 all year). */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+05:00`);
/** The plan's price × days ÷ the month's days, rounded half up to the paisa, as a number. */
const prorated = (price: number, days: number, monthDays: number) => Math.round((Math.round(price * 100) * days) / monthDays) / 100;

describe('platform billing: invoices (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let premium: Owner;
  let basic: Owner;
  let free: Owner;
  let premiumPrice: number;
  let basicPrice: number;
  let plantA: number;
  let plantB: number;
  let plantC: number;
  const today = plantToday('Asia/Karachi');
  const month = today.slice(0, 7);
  const monthDays = daysInMonth(month);
  const lastDay = `${month}-${String(monthDays).padStart(2, '0')}`;
  /** Days from today (the plants' activation) to the month's last day, both counted. */
  const daysLeft = monthDays - Number(today.slice(8)) + 1;
  const commands = () => t.app.get(CommandBus);
  const get = (path: string, token = admin) => t.http().get(`/api/super-admin/invoices${path}`).set(auth(token));
  const mine = async (owner: Owner) =>
    (await t.http().get(`/api/filter-owner/invoices?month=${month}`).set(auth(owner.token)).expect(200)).body.data.data;
  const invoiceOf = async (owner: Owner) => {
    const list = (await get(`?owner_id=${owner.id}&month=${month}`).expect(200)).body.data.data;
    return list.find((invoice: { status: string }) => invoice.status !== 'void');
  };

  async function waitForJob(jobId: string) {
    for (let i = 0; i < 200; i += 1) {
      const view = (
        await t
          .http()
          .get(`/api/super-admin/jobs/${encodeURIComponent(jobId)}`)
          .set(auth(admin))
          .expect(200)
      ).body.data;
      if (view.state === 'completed' || view.state === 'failed') return view;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the job did not finish');
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
    premium = await createOwner(t, { plan: 'Premium', name: 'Premium Owner' });
    basic = await createOwner(t, { plan: 'Basic', name: 'Basic Owner' });
    free = await createOwner(t, { name: 'Free Owner' });
    const prices = await t.db.dataSource.query(`SELECT name, price_per_month FROM subscription_plans`);
    const price = (name: string) => Number(prices.find((p: { name: string }) => p.name === name).price_per_month);
    premiumPrice = price('Premium');
    basicPrice = price('Basic');
    plantA = await createPlant(t, premium);
    const plantA2 = await createPlant(t, premium);
    plantB = await createPlant(t, basic);
    plantC = await createPlant(t, free);
    await createPlant(t, premium); // never activated: not billed
    for (const id of [plantA, plantA2, plantB, plantC]) await activatePlant(t, id, admin);
    // Activated and deactivated today: one day.
    await t.http().put(`/api/super-admin/filter-plants/${plantA2}/toggle-status`).set(auth(admin)).expect(200);
  });
  afterAll(() => t.close());

  it('issues one invoice per owner with a non-zero amount, pro-rated by the days each plant was active', async () => {
    expect(premiumPrice).toBeGreaterThan(0);
    expect(basicPrice).toBeGreaterThan(0);
    // Before the plants existed: nothing to bill.
    const before = await commands().execute(new IssueMonthInvoicesCommand(previousMonth(month), at(lastDay)));
    expect(before).toMatchObject({ issued: 0 });
    // The current month, run on its last day: the plants activated today count today to the last day.
    const run = await commands().execute(new IssueMonthInvoicesCommand(month, at(lastDay)));
    expect(run).toMatchObject({ month, issued: 2, already_issued: 0 });

    const p = await invoiceOf(premium);
    const a1 = prorated(premiumPrice, daysLeft, monthDays);
    const a2 = prorated(premiumPrice, 1, monthDays);
    expect(p).toMatchObject({
      owner_id: premium.id,
      owner_name: 'Premium Owner',
      month,
      status: 'pending',
      paid_amount: 0,
      paid_at: null,
      due_at: dueDay(month),
      amount: Math.round((a1 + a2) * 100) / 100,
    });
    expect(p.number).toMatch(new RegExp(`^INV-${month.slice(0, 4)}-\\d{3}$`));
    expect(p.items).toHaveLength(2);
    expect(p.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ plant_id: plantA, days: daysLeft, amount: a1 }),
        expect.objectContaining({ days: 1, amount: a2 }),
      ]),
    );
    const b = await invoiceOf(basic);
    expect(b).toMatchObject({ amount: prorated(basicPrice, daysLeft, monthDays), items: [expect.objectContaining({ plant_id: plantB })] });
    expect(b.number).not.toBe(p.number);
    // The Free plan costs 0: no invoice.
    expect(await invoiceOf(free)).toBeUndefined();
    void plantC;
  });

  it('runs the month by hand as a job, and a second run issues nothing new', async () => {
    const count = async () => (await get(`?month=${month}`).expect(200)).body.data.total;
    const total = await count();
    const queued = await t.http().post('/api/super-admin/invoices/run').set(auth(admin)).send({ month }).expect(202);
    expect(queued.body.data).toMatchObject({ month, job_id: expect.any(String) });
    const job = await waitForJob(queued.body.data.job_id);
    expect(job).toMatchObject({ state: 'completed', result: { month, issued: 0 } });
    expect(await count()).toBe(total);
    // And through the command again.
    expect(await commands().execute(new IssueMonthInvoicesCommand(month, at(lastDay)))).toMatchObject({ issued: 0 });
    expect(await count()).toBe(total);

    await t
      .http()
      .post('/api/super-admin/invoices/run')
      .set(auth(admin))
      .send({ month: nextMonth(month) })
      .expect(422);
    await t.http().post('/api/super-admin/invoices/run').set(auth(admin)).send({ month: '2026-13' }).expect(422);
    await t.http().post('/api/super-admin/invoices/run').set(auth(admin)).send({ month, extra: 1 }).expect(422);
  });

  it('marks pending invoices overdue only after the due day, once', async () => {
    const due = dueDay(month);
    expect(await commands().execute(new MarkOverdueInvoicesCommand(at(due, '23:59')))).toMatchObject({ marked: 0 });
    const after = new Date(at(due, '00:00').getTime() + 86_400_000 + 60_000); // 00:01 the day after
    const marked = await commands().execute(new MarkOverdueInvoicesCommand(after));
    expect(marked.marked).toBe(2);
    expect(await commands().execute(new MarkOverdueInvoicesCommand(after))).toMatchObject({ marked: 0 });
    expect((await invoiceOf(basic)).status).toBe('overdue');
    expect((await get(`?status=overdue&month=${month}`).expect(200)).body.data.total).toBe(2);
  });

  it('takes a partial payment, then the rest, and is paid', async () => {
    const b = await invoiceOf(basic);
    const half = Math.floor(b.amount * 50) / 100;
    const rest = Math.round((b.amount - half) * 100) / 100;
    const pay = (body: Record<string, unknown>) => t.http().post(`/api/super-admin/invoices/${b.id}/payments`).set(auth(admin)).send(body);
    const first = await pay({ amount: half, method: 'bank_transfer', reference: 'TX-1', paid_at: today }).expect(201);
    expect(first.body.data).toMatchObject({ paid_amount: half, status: 'overdue', paid_at: null });
    await pay({ amount: rest + 1, method: 'cash', paid_at: today }).expect(422);
    await pay({ amount: rest, method: 'cash', paid_at: 'yesterday' }).expect(422);
    await pay({ amount: rest, paid_at: today }).expect(422);
    await pay({ amount: rest, method: 'cash', paid_at: today, note: 'x' }).expect(422);
    const second = await pay({ amount: rest, method: 'cash', paid_at: today }).expect(201);
    expect(second.body.data).toMatchObject({ paid_amount: b.amount, status: 'paid', paid_at: today });
    expect(second.body.data.payments).toEqual([
      expect.objectContaining({ amount: half, method: 'bank_transfer', reference: 'TX-1', paid_at: today }),
      expect.objectContaining({ amount: rest, method: 'cash', reference: null }),
    ]);
    await pay({ amount: 1, method: 'cash', paid_at: today }).expect(422);
    await t.http().post(`/api/super-admin/invoices/${b.id}/void`).set(auth(admin)).send({ reason: 'No' }).expect(422);
    expect((await get(`?status=paid&owner_id=${basic.id}`).expect(200)).body.data.total).toBe(1);
  });

  it('voids an invoice with a reason; the month can then be billed again', async () => {
    const p = await invoiceOf(premium);
    const url = `/api/super-admin/invoices/${p.id}/void`;
    await t.http().post(url).set(auth(admin)).send({}).expect(422);
    await t.http().post(url).set(auth(admin)).send({ reason: '  ' }).expect(422);
    const voided = await t.http().post(url).set(auth(admin)).send({ reason: 'Billed in error' }).expect(200);
    expect(voided.body.data).toMatchObject({ status: 'void', void_reason: 'Billed in error' });
    await t.http().post(url).set(auth(admin)).send({ reason: 'Again' }).expect(422);
    await t
      .http()
      .post(`/api/super-admin/invoices/${p.id}/payments`)
      .set(auth(admin))
      .send({ amount: 1, method: 'cash', paid_at: today })
      .expect(422);
    const again = await commands().execute(new IssueMonthInvoicesCommand(month, at(lastDay)));
    expect(again).toMatchObject({ issued: 1 });
    const reissued = await invoiceOf(premium);
    expect(reissued).toMatchObject({ status: 'pending', amount: p.amount });
    expect(reissued.number).not.toBe(p.number);
  });

  it('shows an owner their own invoices only, and keeps owners off the admin routes', async () => {
    const own = await mine(premium);
    expect(own.length).toBe(2);
    expect(own.every((invoice: { owner_id: number }) => invoice.owner_id === premium.id)).toBe(true);
    expect((await mine(free)).length).toBe(0);
    const b = await invoiceOf(basic);
    await t.http().get(`/api/filter-owner/invoices/${b.id}`).set(auth(basic.token)).expect(200);
    await t.http().get(`/api/filter-owner/invoices/${b.id}`).set(auth(premium.token)).expect(404);
    await get('', premium.token).expect(403);
    await get(`/${b.id}`, premium.token).expect(403);
    await t.http().post('/api/super-admin/invoices/run').set(auth(premium.token)).send({ month }).expect(403);
    await t.http().post(`/api/super-admin/invoices/${b.id}/payments`).set(auth(premium.token)).send({}).expect(403);
    await t.http().post(`/api/super-admin/invoices/${b.id}/void`).set(auth(premium.token)).send({ reason: 'x' }).expect(403);
    await t.http().get('/api/filter-owner/invoices').set(auth(admin)).expect(403);
    await get('/999999').expect(404);
    await get('?status=late').expect(422);
    const page = (await get(`?month=${month}&per_page=1&page=2`).expect(200)).body.data;
    expect(page).toMatchObject({ current_page: 2, per_page: 1, total: 3, last_page: 3 });
    expect(page.data).toHaveLength(1);
  });

  it('issues once when two runs race for the same month (the unique index is checked in the append)', async () => {
    const late = await createOwner(t, { plan: 'Basic', name: 'Late Owner' });
    await activatePlant(t, await createPlant(t, late), admin);
    const runs = await Promise.all([
      commands().execute(new IssueMonthInvoicesCommand(month, at(lastDay))),
      commands().execute(new IssueMonthInvoicesCommand(month, at(lastDay))),
    ]);
    expect(runs[0].issued + runs[1].issued).toBe(1);
    const list = (await get(`?owner_id=${late.id}`).expect(200)).body.data;
    expect(list.total).toBe(1);
    const numbers = (await get(`?month=${month}&per_page=100`).expect(200)).body.data.data.map((i: { number: string }) => i.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('keeps the two BullMQ schedules: the 1st for last month, daily for overdue', async () => {
    const schedules = await t.app.get(InvoiceJobs).schedules();
    if (!t.redis) return expect(schedules).toBeNull();
    expect(schedules).toEqual([
      expect.objectContaining({ id: 'invoices-issue-monthly', pattern: '5 0 1 * *', next: expect.any(String) }),
      expect.objectContaining({ id: 'invoices-overdue-daily', pattern: '15 0 * * *', next: expect.any(String) }),
    ]);
  });

  it('rebuilds equal read models from the log', async () => {
    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const tables = replay.tables.filter((table) => ['invoices', 'plant_activity_changes'].includes(table.table));
    expect(tables).toHaveLength(2);
    for (const table of tables) expect(table).toMatchObject({ equal: true, liveRows: table.rebuiltRows });
  });
});

describe('platform billing without Redis (in-process queue)', () => {
  it('runs the month by hand in process, once', async () => {
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
      expect(app.get(JobQueue).mode).toBe('in-process');
      expect(await app.get(InvoiceJobs).schedules()).toBeNull();
      const t = { app, db, http: () => request(app.getHttpServer()) } as unknown as TestApp;
      t.login = async (email: string, password: string) =>
        (await t.http().post('/api/login').send({ email, password }).expect(200)).body.data.token as string;
      const admin = await superAdminToken(t);
      const owner = await createOwner(t, { plan: 'Basic' });
      await activatePlant(t, await createPlant(t, owner), admin);
      const month = plantToday('Asia/Karachi').slice(0, 7);
      const run = async () => {
        const queued = await t.http().post('/api/super-admin/invoices/run').set(auth(admin)).send({ month }).expect(202);
        expect(queued.body.data).toMatchObject({ queue: 'in-process', job_id: expect.stringMatching(/^invoices:/) });
        let view: Record<string, any> = {};
        for (let i = 0; i < 100 && !['completed', 'failed'].includes(view.state); i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          view = (
            await t
              .http()
              .get(`/api/super-admin/jobs/${encodeURIComponent(queued.body.data.job_id)}`)
              .set(auth(admin))
              .expect(200)
          ).body.data;
        }
        return view;
      };
      expect(await run()).toMatchObject({ state: 'completed', result: { month, issued: 1 } });
      expect(await run()).toMatchObject({ state: 'completed', result: { month, issued: 0 } });
      const list = (await t.http().get('/api/filter-owner/invoices').set(auth(owner.token)).expect(200)).body.data;
      expect(list).toMatchObject({ total: 1, data: [expect.objectContaining({ owner_id: owner.id, month, status: 'pending' })] });
    } finally {
      await app.close();
      await db.drop();
    }
  });
});
