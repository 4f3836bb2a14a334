import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { GetOwnerPlanQuery } from '../../api/src/modules/plans/plan.queries';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';
import { now as businessNow } from '../../api/src/platform/domain/clock';

describe('subscription plans and owner packages (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let ownerId: number;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const eventCount = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    ownerId = await t.app
      .get(CommandBus)
      .execute(new RegisterUserCommand('Asif Khan', 'asif@example.com', 'filter_owner', 'owner-password'));
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    owner = await t.login('asif@example.com', 'owner-password');
  });
  afterAll(() => t.close());

  it('seeds Free and three paid tiers, one unlimited and one popular, as events', async () => {
    const response = await t.http().get('/api/filter-owner/packages/available').set(auth(owner)).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Packages retrieved successfully' });
    const plans = response.body.data;
    expect(Array.isArray(plans)).toBe(true);
    expect(plans.map((p: { name: string }) => p.name)).toEqual(['Free', 'Basic', 'Standard', 'Premium']);
    expect(plans[0]).toMatchObject({ price_per_month: 0, max_plants: 1, formatted_price: 'PKR 0.00' });
    expect(plans.filter((p: { max_plants: number }) => p.max_plants === 0)).toHaveLength(1);
    expect(plans.filter((p: { is_popular: boolean }) => p.is_popular)).toHaveLength(1);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE event_type = 'SubscriptionPlanCreated'`);
    expect(n).toBe(4);
  });

  it('gives an owner who chose nothing the Free plan (GetOwnerPlanQuery and /packages/current)', async () => {
    const plan = await t.app.get(QueryBus).execute(new GetOwnerPlanQuery(ownerId));
    expect(plan).toMatchObject({ name: 'Free', price_per_month: 0, selected_at: null });
    const response = await t.http().get('/api/filter-owner/packages/current').set(auth(owner)).expect(200);
    expect(response.body.data.subscription_plan).toMatchObject({ name: 'Free', max_plants: 1 });
  });

  it('selects a package with its metadata, then updates it', async () => {
    const plans = (await t.http().get('/api/filter-owner/packages/available').set(auth(owner))).body.data;
    const standard = plans.find((p: { name: string }) => p.name === 'Standard');
    const metadata = { selected_at: businessNow().toISOString(), selected_by: ownerId, package_name: 'Standard' };
    const selected = await t
      .http()
      .post('/api/filter-owner/packages/select')
      .set(auth(owner))
      .send({ subscription_plan_id: standard.id, metadata })
      .expect(200);
    expect(selected.body).toMatchObject({
      success: true,
      message: 'Package selected successfully',
      data: { subscription_plan: { id: standard.id, name: 'Standard' } },
    });
    const [event] = await t.db.dataSource.query(`SELECT data, metadata FROM events WHERE event_type = 'PackageSelected'`);
    expect(event.data).toMatchObject({
      owner_id: ownerId,
      subscription_plan_id: standard.id,
      plan_name: 'Standard',
      price_per_month: '299.00',
      metadata,
    });
    expect(event.metadata).toMatchObject({ tenant_id: ownerId, actor_id: ownerId });

    const premium = plans.find((p: { name: string }) => p.name === 'Premium');
    const updated = await t
      .http()
      .put('/api/filter-owner/packages/update')
      .set(auth(owner))
      .send({ subscription_plan_id: premium.id })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Package updated successfully',
      data: { subscription_plan: { name: 'Premium', max_plants: 0 } },
    });
    const current = await t.http().get('/api/filter-owner/packages/current').set(auth(owner)).expect(200);
    expect(current.body.data.subscription_plan.name).toBe('Premium');
  });

  it.each([
    [{}, 'subscription_plan_id'],
    [{ subscription_plan_id: 'two' }, 'subscription_plan_id'],
    [{ subscription_plan_id: 999 }, 'subscription_plan_id'],
    [{ subscription_plan_id: 1, metadata: 'x' }, 'metadata'],
    [{ subscription_plan_id: 1, extra: true }, 'extra'],
  ])('refuses the package body %j with 422 and writes nothing', async (body, field) => {
    const before = await eventCount();
    const response = await t.http().post('/api/filter-owner/packages/select').set(auth(owner)).send(body).expect(422);
    expect(response.body.success).toBe(false);
    expect(response.body.errors[field]).toEqual(expect.any(Array));
    expect(await eventCount()).toBe(before);
  });

  it('lets a super admin create, edit, retire and reinstate plans; a retired plan is not offered', async () => {
    const created = await t
      .http()
      .post('/api/super-admin/subscription-plans')
      .set(auth(admin))
      .send({ name: 'Enterprise', price_per_month: 999.5, max_plants: 50, features: ['Everything'] })
      .expect(201);
    expect(created.body).toMatchObject({
      message: 'Subscription plan created successfully',
      data: { name: 'Enterprise', price_per_month: 999.5, max_customers: 250, max_employees: 5 },
    });
    const id = created.body.data.id;
    const edited = await t
      .http()
      .put(`/api/super-admin/subscription-plans/${id}`)
      .set(auth(admin))
      .send({ name: 'Enterprise', price_per_month: 1099, max_plants: 60, is_popular: false })
      .expect(200);
    expect(edited.body.data).toMatchObject({ price_per_month: 1099, max_plants: 60 });

    await t.http().post('/api/filter-owner/packages/select').set(auth(owner)).send({ subscription_plan_id: id }).expect(200);
    const retired = await t.http().delete(`/api/super-admin/subscription-plans/${id}`).set(auth(admin)).expect(200);
    expect(retired.body.data.is_retired).toBe(true);
    const offered = (await t.http().get('/api/filter-owner/packages/available').set(auth(owner))).body.data;
    expect(offered.map((p: { id: number }) => p.id)).not.toContain(id);
    const current = await t.http().get('/api/filter-owner/packages/current').set(auth(owner)).expect(200);
    expect(current.body.data.subscription_plan).toMatchObject({ id, is_retired: true });

    const all = await t.http().get('/api/super-admin/subscription-plans?include_retired=true').set(auth(admin)).expect(200);
    expect(all.body.data.map((p: { id: number }) => p.id)).toContain(id);
    await t.http().put(`/api/super-admin/subscription-plans/${id}/reinstate`).set(auth(admin)).expect(200);
  });

  it('refuses a duplicate plan name and bad plan fields with 422 field errors', async () => {
    const duplicate = await t
      .http()
      .post('/api/super-admin/subscription-plans')
      .set(auth(admin))
      .send({ name: 'basic', price_per_month: 5, max_plants: 1 })
      .expect(422);
    expect(duplicate.body.errors.name).toEqual(['The name has already been taken.']);
    const bad = await t
      .http()
      .post('/api/super-admin/subscription-plans')
      .set(auth(admin))
      .send({ name: '', price_per_month: -1.234, max_plants: 1.5, features: [3] })
      .expect(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['features', 'max_plants', 'name', 'price_per_month']);
    await t
      .http()
      .put('/api/super-admin/subscription-plans/9999')
      .set(auth(admin))
      .send({ name: 'X', price_per_month: 1, max_plants: 1 })
      .expect(404);
  });

  it('keeps plans away from owners and packages away from the super admin (403)', async () => {
    await t.http().get('/api/super-admin/subscription-plans').set(auth(owner)).expect(403);
    await t
      .http()
      .post('/api/super-admin/subscription-plans')
      .set(auth(owner))
      .send({ name: 'X', price_per_month: 1, max_plants: 1 })
      .expect(403);
    await t.http().get('/api/filter-owner/packages/available').set(auth(admin)).expect(403);
    await t.http().get('/api/filter-owner/packages/available').expect(401);
  });
});
