import { CommandBus } from '@nestjs/cqrs';
import { daysInMonth, dueDay } from '../../api/src/modules/invoices/billing-month';
import { IssueMonthInvoicesCommand, MarkOverdueInvoicesCommand } from '../../api/src/modules/invoices/invoice.commands';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

/** An instant on a billing day (Asia/Karachi, UTC+5 all year). */
const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+05:00`);
const cents = (n: number) => Math.round(n * 100);

/**
 * The super admin's money figures from real invoices: the dashboard (total_revenue, overdue,
 * collection rate), the Billing screen's summary and Tenants rows, the console's `invoices`
 * resource (ra-data-simple-rest), and the owner dashboard's current invoice.
 */
describe('platform billing on the console and dashboards (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let basic: Owner;
  let premium: Owner;
  let free: Owner;
  const today = plantToday('Asia/Karachi');
  const month = today.slice(0, 7);
  const lastDay = `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
  const dashboard = async () => (await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200)).body.data;
  const ownerDashboard = async (owner: Owner) =>
    (await t.http().get('/api/filter-owner/dashboard').set(auth(owner.token)).expect(200)).body.data.stats;
  const invoiceOf = async (owner: Owner) =>
    (await t.http().get(`/api/super-admin/invoices?owner_id=${owner.id}`).set(auth(admin)).expect(200)).body.data.data[0];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
    basic = await createOwner(t, { plan: 'Basic', name: 'Basic Billing' });
    premium = await createOwner(t, { plan: 'Premium', name: 'Premium Billing' });
    free = await createOwner(t, { name: 'Free Billing' });
    for (const owner of [basic, premium, free]) await activatePlant(t, await createPlant(t, owner), admin);
  });
  afterAll(() => t.close());

  it('starts with no money: revenue 0, nothing overdue, collection rate 100, no current invoice', async () => {
    expect(await dashboard()).toMatchObject({ total_revenue: 0, overdue_invoices: 0, overdue_amount: 0, collection_rate: 100 });
    expect((await ownerDashboard(basic)).current_invoice).toEqual({ status: null });
  });

  it('takes total_revenue, overdue invoices and amount and the collection rate from the invoices', async () => {
    await t.app.get(CommandBus).execute(new IssueMonthInvoicesCommand(month, at(lastDay)));
    const b = await invoiceOf(basic);
    const p = await invoiceOf(premium);
    expect(b.amount).toBeGreaterThan(0);
    expect(p.amount).toBeGreaterThan(b.amount);
    const billed = (cents(b.amount) + cents(p.amount)) / 100;
    // Issued, not yet due: revenue counts them, nothing has come due.
    expect(await dashboard()).toMatchObject({ total_revenue: billed, overdue_invoices: 0, overdue_amount: 0, collection_rate: 100 });
    expect((await ownerDashboard(basic)).current_invoice).toMatchObject({
      status: 'pending',
      id: b.id,
      number: b.number,
      amount: b.amount,
    });

    // The day after the due day: both overdue, nothing collected.
    const after = new Date(at(dueDay(month), '00:00').getTime() + 86_400_000 + 60_000);
    expect(await t.app.get(CommandBus).execute(new MarkOverdueInvoicesCommand(after))).toMatchObject({ marked: 2 });
    expect(await dashboard()).toMatchObject({ total_revenue: billed, overdue_invoices: 2, overdue_amount: billed, collection_rate: 0 });
    expect((await ownerDashboard(basic)).current_invoice.status).toBe('overdue');
    expect((await ownerDashboard(free)).current_invoice).toEqual({ status: null });

    // Basic pays half, then all; the rate is collected ÷ billed of the invoices come due.
    const half = Math.floor(b.amount * 50) / 100;
    await t
      .http()
      .post(`/api/super-admin/invoices/${b.id}/payments`)
      .set(auth(admin))
      .send({ amount: half, method: 'cash', paid_at: today })
      .expect(201);
    let data = await dashboard();
    expect(data.overdue_invoices).toBe(2);
    expect(data.overdue_amount).toBe((cents(billed) - cents(half)) / 100);
    expect(data.collection_rate).toBe(Math.round((cents(half) / cents(billed)) * 1000) / 10);
    const rest = (cents(b.amount) - cents(half)) / 100;
    await t
      .http()
      .post(`/api/super-admin/invoices/${b.id}/payments`)
      .set(auth(admin))
      .send({ amount: rest, method: 'bank_transfer', reference: 'TX-9', paid_at: today })
      .expect(201);
    data = await dashboard();
    expect(data).toMatchObject({ overdue_invoices: 1, overdue_amount: p.amount, collected_amount: b.amount });
    expect(data.collection_rate).toBe(Math.round((cents(b.amount) / cents(billed)) * 1000) / 10);
    expect(data.collection_rate).toBeLessThan(85);
    expect((await ownerDashboard(basic)).current_invoice.status).toBe('paid');
    expect((await ownerDashboard(premium)).current_invoice.status).toBe('overdue');
  });

  it("sums the Billing screen's cards and one row per owner from the invoices", async () => {
    const b = await invoiceOf(basic);
    const p = await invoiceOf(premium);
    const summary = (await t.http().get('/api/super-admin/invoices/summary').set(auth(admin)).expect(200)).body.data;
    expect(summary).toMatchObject({
      invoiced: (cents(b.amount) + cents(p.amount)) / 100,
      collected: b.amount,
      outstanding: p.amount,
      invoices: 2,
      paid_invoices: 1,
      pending_invoices: 0,
      overdue_invoices: 1,
      overdue_amount: p.amount,
    });
    const row = (owner: Owner) => summary.owners.find((o: { owner_id: number }) => o.owner_id === owner.id);
    expect(summary.owners).toHaveLength(3);
    expect(row(premium)).toMatchObject({ plan_name: 'Premium', active_plants: 1, outstanding: p.amount, latest_status: 'overdue' });
    expect(row(basic)).toMatchObject({
      plan_name: 'Basic',
      collected: b.amount,
      outstanding: 0,
      last_payment_at: today,
      latest_status: 'paid',
    });
    expect(row(free)).toMatchObject({ plan_name: 'Free', invoiced: 0, invoices: 0, latest_status: null });
    // Owners first by what they still owe.
    expect(summary.owners[0].owner_id).toBe(premium.id);
  });

  it('lists invoices as the react-admin resource `invoices`, filtered by status, owner and month', async () => {
    const list = (filter: object, extra = '') =>
      t
        .http()
        .get(`/api/admin/invoices?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`)
        .set(auth(admin));
    const all = await list({}, `&range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["amount","ASC"]')}`).expect(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(2);
    expect(all.headers['content-range']).toBe('invoices 0-1/2');
    expect(all.body[0].amount).toBeLessThan(all.body[1].amount);
    expect(all.body[0]).toMatchObject({ owner_id: basic.id, owner_name: 'Basic Billing', month, status: 'paid' });

    expect((await list({ status: 'overdue' }).expect(200)).body.map((i: { owner_id: number }) => i.owner_id)).toEqual([premium.id]);
    expect((await list({ owner_id: basic.id }).expect(200)).body).toHaveLength(1);
    expect((await list({ month }).expect(200)).body).toHaveLength(2);
    expect((await list({ month: '2001-01' }).expect(200)).headers['content-range']).toBe('invoices */0');
    expect((await list({ q: 'premium bill' }).expect(200)).body).toHaveLength(1);
    const one = all.body[1];
    expect((await list({ id: [one.id] }).expect(200)).body.map((i: { id: number }) => i.id)).toEqual([one.id]);
    const shown = await t.http().get(`/api/admin/invoices/${one.id}`).set(auth(admin)).expect(200);
    expect(shown.body).toMatchObject({ id: one.id, number: one.number, items: expect.any(Array) });
    await t.http().get('/api/admin/invoices/999999').set(auth(admin)).expect(404);
    await list({ status: 'late' }).expect(400);
    await list({ month: '2026-13' }).expect(400);
  });

  it('keeps owners off the console and the summary; an auditor reads them', async () => {
    await t.http().get('/api/admin/invoices').set(auth(basic.token)).expect(403);
    await t.http().get('/api/super-admin/invoices/summary').set(auth(basic.token)).expect(403);
    await t.http().get('/api/admin/invoices').expect(401);
    await t.http().post('/api/admin/invoices').set(auth(admin)).send({}).expect(404);
    await t
      .http()
      .post('/api/super-admin/auditors')
      .set(auth(admin))
      .send({ name: 'Billing Auditor', email: 'billing-auditor@example.com', password: 'auditor-password' })
      .expect(201);
    const auditor = await t.login('billing-auditor@example.com', 'auditor-password');
    await t.http().get('/api/admin/invoices').set(auth(auditor)).expect(200);
    await t.http().get('/api/super-admin/invoices/summary').set(auth(auditor)).expect(200);
  });
});
