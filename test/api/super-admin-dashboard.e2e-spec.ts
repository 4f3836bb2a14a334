import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('the super-admin dashboard (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function ownerWithPlants(name: string, plan: string, plants: number, active: number): Promise<string> {
    const email = `${name.toLowerCase()}@water.pk`;
    await t.http().post('/api/super-admin/filter-owners').set(auth(admin)).send({ name, email, password: 'owner-password' }).expect(201);
    const token = await t.login(email, 'owner-password');
    const plans = (await t.http().get('/api/filter-owner/packages/available').set(auth(token))).body.data;
    const chosen = plans.find((p: { name: string }) => p.name === plan);
    await t.http().post('/api/filter-owner/packages/select').set(auth(token)).send({ subscription_plan_id: chosen.id }).expect(200);
    for (let i = 0; i < plants; i += 1) {
      const created = await t
        .http()
        .post('/api/filter-owner/my-plants')
        .set(auth(token))
        .send({ name: `${name} Plant ${i + 1}`, address: 'Main Road', default_can_rate: 50 })
        .expect(201);
      if (i < active)
        await t.http().put(`/api/super-admin/filter-plants/${created.body.data.id}/toggle-status`).set(auth(admin)).expect(200);
    }
    return token;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  });
  afterAll(() => t.close());

  it('starts at zero on an empty platform', async () => {
    const response = await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Dashboard data retrieved successfully',
      data: {
        total_revenue: 0,
        active_filter_plants: 0,
        total_filter_owners: 0,
        overdue_invoices: 0,
        overdue_amount: 0,
        collection_rate: 100,
        recent_registrations: [],
      },
    });
  });

  it('computes revenue, plants, owners and the newest registrations from the read models', async () => {
    await ownerWithPlants('Asif', 'Basic', 3, 2);
    await ownerWithPlants('Bilal', 'Premium', 2, 2);
    await ownerWithPlants('Chand', 'Free', 1, 0);
    await ownerWithPlants('Dua', 'Standard', 1, 1);
    await ownerWithPlants('Emaan', 'Free', 1, 1);
    const response = await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200);
    const data = response.body.data;
    // Revenue is invoiced money (platform-billing-console.e2e-spec.ts): no invoice issued yet.
    expect(data).toMatchObject({ total_revenue: 0, active_filter_plants: 6, total_filter_owners: 5, collection_rate: 100 });
    expect(data.recent_registrations).toHaveLength(4);
    expect(data.recent_registrations.map((r: { user_name: string }) => r.user_name)).toEqual(['Emaan', 'Dua', 'Chand', 'Bilal']);
    expect(data.recent_registrations[0]).toEqual({
      id: expect.any(Number),
      action: 'New filter owner registered',
      user_name: 'Emaan',
      company_name: 'Emaan Plant 1',
      created_at: expect.any(String),
    });
  });

  it('measures avg_response_time (seconds) from the API answers of this process', async () => {
    for (let i = 0; i < 5; i += 1) await t.http().get('/api/super-admin/filter-owners').set(auth(admin)).expect(200);
    const { avg_response_time } = (await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200)).body.data;
    expect(avg_response_time).toBeGreaterThan(0);
    expect(avg_response_time).toBeLessThan(5);
  });

  it('keeps its totals only while nothing they sum has changed, whichever process wrote', async () => {
    const dashboard = async () => (await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200)).body.data;
    const before = await dashboard();
    // A write by another process (here plain SQL, not this process's commit) moves the versions
    // the kept totals stand on: the next request sums again, with no waiting for a time-out.
    // (The rows are put back as they were, so the log still replays to these read models.)
    await t.db.dataSource.query(
      `INSERT INTO invoices (id, number, year, sequence, owner_id, month, items, amount, status, issued_at, due_at, stream_version, updated_at)
       VALUES (999999, 'TEST-1', 2026, 1, 1, '2026-10', '[]', 1234.50, 'pending', now(), '2026-11-30', 1, now())`,
    );
    expect((await dashboard()).total_revenue).toBe(before.total_revenue + 1234.5);
    await t.db.dataSource.query(`DELETE FROM invoices WHERE id = 999999`);
    expect((await dashboard()).total_revenue).toBe(before.total_revenue);
    const [owner] = await t.db.dataSource.query(
      `UPDATE users SET is_active = NOT is_active WHERE email = 'asif@water.pk' RETURNING is_active`,
    );
    expect((await dashboard()).active_filter_owners).toBe(before.active_filter_owners + (owner.is_active ? 1 : -1));
    await t.db.dataSource.query(`UPDATE users SET is_active = NOT is_active WHERE email = 'asif@water.pk'`);
    expect(await dashboard()).toEqual({ ...before, avg_response_time: expect.any(Number) });
  });

  it("counts deactivated owners apart, and is the super admin's alone", async () => {
    const [{ id }] = await t.db.dataSource.query(`SELECT id FROM users WHERE email = 'bilal@water.pk'`);
    await t.http().delete(`/api/super-admin/filter-owners/${id}`).set(auth(admin)).expect(200);
    const data = (await t.http().get('/api/super-admin/dashboard').set(auth(admin)).expect(200)).body.data;
    expect(data).toMatchObject({ total_filter_owners: 5, active_filter_owners: 4 });
    const owner = await t.login('asif@water.pk', 'owner-password');
    await t.http().get('/api/super-admin/dashboard').set(auth(owner)).expect(403);
    await t.http().get('/api/super-admin/dashboard').expect(401);
  });
});
