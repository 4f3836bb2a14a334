import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('filter owners managed by the super admin (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const eventCount = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;
  const createOwner = (body: Record<string, unknown>) => t.http().post('/api/super-admin/filter-owners').set(auth(admin)).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  });
  afterAll(() => t.close());

  it('creates an owner who can sign in, recorded as a UserRegistered event with the tenant id', async () => {
    const response = await createOwner({
      name: 'Asif Khan',
      email: 'Asif@Example.com',
      password: 'owner-password',
      is_active: true,
    }).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Filter owner created successfully.',
      data: {
        name: 'Asif Khan',
        email: 'asif@example.com',
        is_active: true,
        filter_plants_count: 0,
        billing_summary: { total_monthly_fees: 0, active_plants: 0 },
      },
    });
    const id = response.body.data.id;
    expect(response.body.data.analytics).toEqual({
      account_created: response.body.data.created_at,
      plants_breakdown: [],
      total_monthly_billing: 0,
    });
    const [event] = await t.db.dataSource.query(`SELECT event_type, data, tenant_id FROM events WHERE stream_id = $1`, [`user-${id}`]);
    expect(event).toMatchObject({ event_type: 'UserRegistered', data: { role: 'filter_owner' }, tenant_id: String(id) });
    await t.login('asif@example.com', 'owner-password');
  });

  it.each([
    [{}, { name: ['The name field is required.'], email: ['The email field is required.'], password: ['The password field is required.'] }],
    [
      { name: 'A', email: 'not-an-email', password: 'short' },
      { email: ['The email must be a valid email address.'], password: ['The password must be at least 8 characters.'] },
    ],
    [{ name: 'A', email: 'asif@example.com', password: 'long-enough' }, { email: ['The email has already been taken.'] }],
    [{ name: 'A', email: 'ASIF@example.com', password: 'long-enough' }, { email: ['The email has already been taken.'] }],
    [
      { name: 'x'.repeat(256), email: 'b@example.com', password: 'long-enough' },
      { name: ['The name may not be greater than 255 characters.'] },
    ],
    [
      { name: 'A', email: 'b@example.com', password: 'long-enough', is_active: 'yes' },
      { is_active: ['The is active field must be true or false.'] },
    ],
    [{ name: 'A', email: 'b@example.com', password: 'long-enough', role: 'super_admin' }, { role: ['The field role is not allowed.'] }],
  ])('refuses %j with 422 field lists and writes nothing', async (body, errors) => {
    const before = await eventCount();
    const response = await createOwner(body).expect(422);
    expect(response.body.success).toBe(false);
    for (const [field, messages] of Object.entries(errors)) expect(response.body.errors[field]).toEqual(expect.arrayContaining(messages));
    expect(await eventCount()).toBe(before);
  });

  it('lists owners 15 a page, newest first, searching name or email case-insensitively and filtering on status', async () => {
    const bus = t.app.get(CommandBus);
    for (let i = 1; i <= 17; i += 1) {
      await bus.execute(
        new RegisterUserCommand(`Owner ${String(i).padStart(2, '0')}`, `owner${i}@water.pk`, 'filter_owner', 'owner-password', i % 5 !== 0),
      );
    }
    const first = await t.http().get('/api/super-admin/filter-owners').set(auth(admin)).expect(200);
    expect(first.body.message).toBe('Filter owners retrieved successfully');
    // The envelope as for any object, though the page's JSON is written once and kept.
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(first.body)).toEqual(['success', 'data', 'message']);
    expect(Object.keys(first.body.data)).toEqual(['data', 'current_page', 'last_page', 'per_page', 'total']);
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 18 });
    expect(first.body.data.data).toHaveLength(15);
    expect(first.body.data.data[0].name).toBe('Owner 17');
    expect(Object.keys(first.body.data.data[0])).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'is_active', 'created_at', 'filter_plants_count', 'billing_summary']),
    );
    const second = await t.http().get('/api/super-admin/filter-owners?page=2').set(auth(admin)).expect(200);
    expect(second.body.data.data).toHaveLength(3);

    const search = await t.http().get('/api/super-admin/filter-owners').query({ search: 'OWNER1' }).set(auth(admin)).expect(200);
    expect(search.body.data.data.map((o: { email: string }) => o.email).sort()).toEqual([
      'owner10@water.pk',
      'owner11@water.pk',
      'owner12@water.pk',
      'owner13@water.pk',
      'owner14@water.pk',
      'owner15@water.pk',
      'owner16@water.pk',
      'owner17@water.pk',
      'owner1@water.pk',
    ]);
    const byName = await t.http().get('/api/super-admin/filter-owners').query({ search: 'asif k' }).set(auth(admin)).expect(200);
    expect(byName.body.data.total).toBe(1);
    const wildcard = await t.http().get('/api/super-admin/filter-owners').query({ search: '%' }).set(auth(admin)).expect(200);
    expect(wildcard.body.data.total).toBe(0);

    const inactive = await t.http().get('/api/super-admin/filter-owners?status=inactive').set(auth(admin)).expect(200);
    expect(inactive.body.data.total).toBe(3);
    const active = await t.http().get('/api/super-admin/filter-owners?status=active&per_page=5').set(auth(admin)).expect(200);
    expect(active.body.data).toMatchObject({ total: 15, per_page: 5, last_page: 3 });

    // Spellings the console does not send still answer as the rules always have.
    const odd = await t.http().get('/api/super-admin/filter-owners?status=active&per_page=5.0&page=1e0').set(auth(admin)).expect(200);
    expect(odd.body.data).toEqual(active.body.data);
    const unknown = await t.http().get('/api/super-admin/filter-owners?sort=name').set(auth(admin)).expect(422);
    expect(unknown.body.errors.sort).toEqual(['The field sort is not allowed.']);
    const long = await t
      .http()
      .get('/api/super-admin/filter-owners')
      .query({ search: 'x'.repeat(256) })
      .set(auth(admin))
      .expect(422);
    expect(long.body.errors.search).toEqual(['The search may not be greater than 255 characters.']);
    await t.http().get('/api/super-admin/filter-owners?status=deleted').set(auth(admin)).expect(422);
    await t.http().get('/api/super-admin/filter-owners?page=0').set(auth(admin)).expect(422);
    await t.http().get('/api/super-admin/filter-owners?per_page=1000').set(auth(admin)).expect(422);
  });

  it('shows plants, their monthly fees and the billing of an owner', async () => {
    const owner = (await createOwner({ name: 'Bilal', email: 'bilal@example.com', password: 'owner-password' }).expect(201)).body.data;
    // The list is asked at every step: a page kept from before a change never answers after it.
    const listed = async () =>
      (await t.http().get('/api/super-admin/filter-owners').query({ search: 'bilal' }).set(auth(admin)).expect(200)).body.data.data[0];
    expect(await listed()).toMatchObject({ filter_plants_count: 0, subscription_plan: { name: 'Free' } });
    const token = await t.login('bilal@example.com', 'owner-password');
    const plans = (await t.http().get('/api/filter-owner/packages/available').set(auth(token))).body.data;
    const basic = plans.find((p: { name: string }) => p.name === 'Basic');
    await t.http().post('/api/filter-owner/packages/select').set(auth(token)).send({ subscription_plan_id: basic.id }).expect(200);
    expect(await listed()).toMatchObject({ filter_plants_count: 0, subscription_plan: { name: 'Basic' } });
    const plantIds: number[] = [];
    for (const name of ['North Plant', 'South Plant']) {
      const created = await t
        .http()
        .post('/api/filter-owner/my-plants')
        .set(auth(token))
        .send({ name, address: 'Street 1', default_can_rate: 50 })
        .expect(201);
      plantIds.push(created.body.data.id);
      expect(await listed()).toMatchObject({ filter_plants_count: plantIds.length, billing_summary: { active_plants: 0 } });
    }
    await t.http().put(`/api/super-admin/filter-plants/${plantIds[0]}/toggle-status`).set(auth(admin)).expect(200);
    expect(await listed()).toMatchObject({ billing_summary: { total_monthly_fees: 99, active_plants: 1 } });
    // A plan's price written outside this process (as by another API process) shows at once too.
    await t.db.dataSource.query(`UPDATE subscription_plans SET price_per_month = price_per_month + 1 WHERE id = $1`, [basic.id]);
    expect(await listed()).toMatchObject({ billing_summary: { total_monthly_fees: 100 }, subscription_plan: { price_per_month: 100 } });
    await t.db.dataSource.query(`UPDATE subscription_plans SET price_per_month = price_per_month - 1 WHERE id = $1`, [basic.id]);
    expect(await listed()).toMatchObject({ billing_summary: { total_monthly_fees: 99 }, subscription_plan: { price_per_month: 99 } });
    for (const name of ['Gulberg', 'Model Town']) {
      await t
        .http()
        .post(`/api/filter-owner/areas?filter_plant_id=${plantIds[0]}`)
        .set(auth(token))
        .send({ name, description: 'Delivery area' })
        .expect(201);
    }
    await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${plantIds[0]}`)
      .set(auth(token))
      .send({ name: 'Rider One', phone: '03001234567', address: null, type: 'salary', commission_rate: null, monthly_salary: 30000 })
      .expect(201);

    const detail = await t.http().get(`/api/super-admin/filter-owners/${owner.id}`).set(auth(admin)).expect(200);
    expect(detail.body.data).toMatchObject({
      filter_plants_count: 2,
      billing_summary: { total_monthly_fees: 99, active_plants: 1 },
      subscription_plan: { name: 'Basic', price_per_month: 99 },
      analytics: { total_monthly_billing: 99 },
    });
    expect(detail.body.data.analytics.plants_breakdown).toEqual([
      {
        id: plantIds[0],
        name: 'North Plant',
        code: expect.any(String),
        is_active: true,
        areas_count: 2,
        employees_count: 1,
        monthly_fee: 99,
      },
      {
        id: plantIds[1],
        name: 'South Plant',
        code: expect.any(String),
        is_active: false,
        areas_count: 0,
        employees_count: 0,
        monthly_fee: 99,
      },
    ]);
    const list = await t.http().get('/api/super-admin/filter-owners').query({ search: 'bilal' }).set(auth(admin)).expect(200);
    expect(list.body.data.data[0]).toMatchObject({ filter_plants_count: 2, billing_summary: { total_monthly_fees: 99, active_plants: 1 } });

    // The owner cannot go below their plant count.
    const free = plans.find((p: { name: string }) => p.name === 'Free');
    const refused = await t
      .http()
      .put('/api/filter-owner/packages/update')
      .set(auth(token))
      .send({ subscription_plan_id: free.id })
      .expect(422);
    expect(refused.body).toMatchObject({
      error_code: 'PLAN_LIMIT_BELOW_PLANTS',
      message: expect.stringContaining('The Free plan allows up to 1 plant, but you have 2.'),
    });
  });

  it('answers 404 for an unknown owner and for a user who is not an owner', async () => {
    const missing = await t.http().get('/api/super-admin/filter-owners/99999').set(auth(admin)).expect(404);
    expect(missing.body).toMatchObject({ success: false, message: 'Filter owner not found.' });
    const [{ id: adminId }] = await t.db.dataSource.query(`SELECT id FROM users WHERE role = 'super_admin'`);
    await t.http().get(`/api/super-admin/filter-owners/${adminId}`).set(auth(admin)).expect(404);
    await t.http().put(`/api/super-admin/filter-owners/${adminId}/toggle-status`).set(auth(admin)).expect(404);
    await t.http().delete(`/api/super-admin/filter-owners/${adminId}`).set(auth(admin)).expect(404);
  });

  it('updates name and email, and the password only when given', async () => {
    const owner = (await createOwner({ name: 'Chand', email: 'chand@example.com', password: 'first-password' }).expect(201)).body.data;
    const updated = await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'Chand Bibi', email: 'chand.bibi@example.com', is_active: true, password: '' })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Filter owner updated successfully.',
      data: { name: 'Chand Bibi', email: 'chand.bibi@example.com' },
    });
    await t.login('chand.bibi@example.com', 'first-password');
    expect(
      await t.db.dataSource.query(`SELECT 1 FROM events WHERE stream_id = $1 AND event_type = 'UserPasswordChanged'`, [`user-${owner.id}`]),
    ).toHaveLength(0);

    await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'Chand Bibi', email: 'chand.bibi@example.com', password: 'second-password' })
      .expect(200);
    await t.login('chand.bibi@example.com', 'second-password');

    const taken = await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'X', email: 'asif@example.com' })
      .expect(422);
    expect(taken.body.errors.email).toEqual(['The email has already been taken.']);
    const short = await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'X', email: 'x@example.com', password: 'short' })
      .expect(422);
    expect(short.body.errors.password).toEqual(['The password must be at least 8 characters.']);
    const detail = await t.http().get(`/api/super-admin/filter-owners/${owner.id}`).set(auth(admin)).expect(200);
    expect(detail.body.data.name).toBe('Chand Bibi');
  });

  it("writes an edit of an owner's profile, password and status as one append: all of it or none of it", async () => {
    const owner = (await createOwner({ name: 'Dua', email: 'dua@example.com', password: 'first-password' }).expect(201)).body.data;
    await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'Dua Khan', email: 'dua.khan@example.com', password: 'second-password', is_active: false })
      .expect(200);
    const written = await t.db.dataSource.query(
      `SELECT event_type, transaction_id::text AS tx FROM events WHERE stream_id = $1 AND stream_version > 1 ORDER BY stream_version`,
      [`user-${owner.id}`],
    );
    expect(written.map((row: { event_type: string }) => row.event_type)).toEqual([
      'UserProfileChanged',
      'UserPasswordChanged',
      'UserDeactivated',
    ]);
    expect(new Set(written.map((row: { tx: string }) => row.tx)).size).toBe(1);

    // A taken email refuses the whole edit: the status it also asked for is not written either.
    const before = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`user-${owner.id}`]);
    await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'Dua', email: 'asif@example.com', is_active: true })
      .expect(422);
    const after = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`user-${owner.id}`]);
    expect(after[0].n).toBe(before[0].n);
  });

  it('lists what was committed before the request, whichever process or connection committed it', async () => {
    const owner = (await createOwner({ name: 'Emaan Raza', email: 'emaan@example.com', password: 'owner-password' }).expect(201)).body.data;
    const list = async (search: string) =>
      (await t.http().get('/api/super-admin/filter-owners').query({ search }).set(auth(admin)).expect(200)).body.data;
    expect((await list('emaan')).data).toMatchObject([{ id: owner.id, name: 'Emaan Raza', is_active: true }]);
    // The same page asked again, then after a command: the change shows at once.
    expect((await list('emaan')).data).toMatchObject([{ id: owner.id, name: 'Emaan Raza' }]);
    await t
      .http()
      .put(`/api/super-admin/filter-owners/${owner.id}`)
      .set(auth(admin))
      .send({ name: 'Emaan Mirza', email: 'emaan@example.com' })
      .expect(200);
    expect((await list('emaan')).data).toMatchObject([{ id: owner.id, name: 'Emaan Mirza' }]);
    expect((await list('raza')).total).toBe(0);
    // A commit this process knows nothing of (as from another API process) shows at once too.
    await t.db.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [owner.id]);
    expect((await list('emaan')).data).toMatchObject([{ id: owner.id, is_active: false }]);
    await t.db.dataSource.query(`UPDATE users SET is_active = true WHERE id = $1`, [owner.id]);
    expect((await list('emaan')).data).toMatchObject([{ id: owner.id, is_active: true }]);
  });

  it('toggles status and deactivates on delete, keeping every row and event; the token stops working at once', async () => {
    const owner = (await createOwner({ name: 'Dua', email: 'dua@example.com', password: 'owner-password' }).expect(201)).body.data;
    const token = await t.login('dua@example.com', 'owner-password');
    await t.http().get('/api/profile').set(auth(token)).expect(200);

    const off = await t.http().put(`/api/super-admin/filter-owners/${owner.id}/toggle-status`).set(auth(admin)).expect(200);
    expect(off.body).toMatchObject({ message: 'Filter owner deactivated successfully.', data: { is_active: false } });
    const rejected = await t.http().get('/api/profile').set(auth(token)).expect(401);
    expect(rejected.body.message).toBe('Your account has been deactivated. Please contact support.');
    const on = await t.http().put(`/api/super-admin/filter-owners/${owner.id}/toggle-status`).set(auth(admin)).expect(200);
    expect(on.body).toMatchObject({ message: 'Filter owner activated successfully.', data: { is_active: true } });
    // Reactivation does not revive a token issued before the deactivation: the owner signs in again.
    await t.http().get('/api/profile').set(auth(token)).expect(401);
    const fresh = await t.login('dua@example.com', 'owner-password');
    await t.http().get('/api/profile').set(auth(fresh)).expect(200);

    const removed = await t.http().delete(`/api/super-admin/filter-owners/${owner.id}`).set(auth(admin)).expect(200);
    expect(removed.body).toMatchObject({
      message: 'Filter owner account deactivated successfully.',
      data: { id: owner.id, is_active: false },
    });
    await t.http().get('/api/profile').set(auth(fresh)).expect(401);
    const [row] = await t.db.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [owner.id]);
    expect(row.is_active).toBe(false);
    const types = (
      await t.db.dataSource.query(`SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`user-${owner.id}`])
    ).map((e: { event_type: string }) => e.event_type);
    expect(types).toEqual(['UserRegistered', 'UserDeactivated', 'UserActivated', 'UserDeactivated']);
  });

  it('is out of reach for owners (403) and anonymous callers (401)', async () => {
    const token = await t.login('asif@example.com', 'owner-password');
    await t.http().get('/api/super-admin/filter-owners').set(auth(token)).expect(403);
    await t
      .http()
      .post('/api/super-admin/filter-owners')
      .set(auth(token))
      .send({ name: 'A', email: 'z@example.com', password: 'long-enough' })
      .expect(403);
    await t.http().put('/api/super-admin/filter-owners/1/toggle-status').set(auth(token)).expect(403);
    await t.http().delete('/api/super-admin/filter-owners/1').set(auth(token)).expect(403);
    await t.http().get('/api/super-admin/filter-owners').expect(401);
  });
});
