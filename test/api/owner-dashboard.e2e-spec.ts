import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant } from './plants.fixtures';

describe('filter owner dashboard (HTTP, real PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers zeros and no plant for an owner without plants', async () => {
    const owner = await createOwner(t);
    const response = await t.http().get('/api/filter-owner/dashboard').set(auth(owner.token)).expect(200);
    expect(response.body.data).toEqual({
      stats: {
        today_revenue: 0,
        today_deliveries: 0,
        total_customers: 0,
        total_employees: 0,
        total_areas: 0,
        pending_balance: 0,
        recent_entries: [],
        today_expenses: null,
        usage_limits: { plants_used: 0, max_plants: 1, percentage_used: 0 },
        current_invoice: { status: null },
        subscription_plan: { name: 'Free', monthly_fee: 0, max_plants: 1 },
      },
      filter_plant: null,
    });
  });

  it("computes the chosen plant's numbers from read models", async () => {
    const owner = await createOwner(t, { plan: 'Basic' });
    const first = await createPlant(t, owner, { name: 'North', address: 'Model Town', phone: '0421234567', default_can_rate: 60 });
    const second = await createPlant(t, owner, { name: 'South' });
    await activatePlant(t, first);
    const q = (id: number) => `?filter_plant_id=${id}`;
    for (const name of ['A', 'B']) {
      await t
        .http()
        .post(`/api/filter-owner/areas${q(first)}`)
        .set(auth(owner.token))
        .send({ name, description: 'x' })
        .expect(201);
    }
    await t
      .http()
      .post(`/api/filter-owner/employees${q(first)}`)
      .set(auth(owner.token))
      .send({ name: 'E', phone: '03001234567', type: 'salary' })
      .expect(201);
    await t
      .http()
      .post(`/api/filter-owner/areas${q(second)}`)
      .set(auth(owner.token))
      .send({ name: 'C', description: 'x' })
      .expect(201);

    const byDefault = await t.http().get('/api/filter-owner/dashboard').set(auth(owner.token)).expect(200);
    expect(byDefault.body.data.filter_plant).toEqual({
      id: first,
      name: 'North',
      code: expect.stringMatching(/^FP-/),
      address: 'Model Town',
      phone: '0421234567',
      default_can_rate: 60,
      is_active: true,
      is_default: true,
    });
    expect(byDefault.body.data.stats).toMatchObject({
      total_areas: 2,
      total_employees: 1,
      usage_limits: { plants_used: 2, max_plants: 3, percentage_used: 66.7 },
      subscription_plan: { name: 'Basic', monthly_fee: 99, max_plants: 3 },
    });

    const chosen = await t
      .http()
      .get(`/api/filter-owner/dashboard${q(second)}`)
      .set(auth(owner.token))
      .expect(200);
    expect(chosen.body.data.filter_plant.name).toBe('South');
    expect(chosen.body.data.stats).toMatchObject({ total_areas: 1, total_employees: 0 });
  });

  it('rejects a bad plant id and a plant of another owner', async () => {
    const a = await createOwner(t);
    const b = await createOwner(t);
    const plant = await createPlant(t, a);
    await t.http().get('/api/filter-owner/dashboard?filter_plant_id=x').set(auth(b.token)).expect(422);
    const response = await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plant}`).set(auth(b.token)).expect(403);
    expect(response.body.message).toBe('Unauthorized plant access. Please ensure you have selected a valid plant.');
  });
});
