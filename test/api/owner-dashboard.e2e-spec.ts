import { PLANT_TIME_ZONE, shiftDay } from '../../api/src/platform/domain/plant-day';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, saveEntries } from './customers.fixtures';
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
        today_by_product: [],
        containers: [],
        total_customers: 0,
        total_employees: 0,
        total_areas: 0,
        pending_balance: 0,
        recent_entries: [],
        weekly_performance: expect.any(Array),
        notifications: [],
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

  it("shows the day's deliveries, the week, the latest entries and notifications from the projections, equal to direct sums", async () => {
    const owner = await createOwner(t, { plan: 'Premium' });
    const plantId = await createPlant(t, owner, { default_can_rate: 50 });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    const rider = await createRider(t, owner, plantId, 'Aslam', [area]);
    const names = ['Asad', 'Bano', 'Chand', 'Dilawar', 'Ehsan'];
    const ids: number[] = [];
    for (const name of names)
      ids.push(
        (await createCustomer(t, owner, plantId, { name, area_id: area, employee_id: rider, credit_limit: name === 'Asad' ? 100 : null }))
          .id,
      );
    const today = plantToday(PLANT_TIME_ZONE);
    const save = (date: string, cans: number[]) =>
      t
        .http()
        .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({
          date,
          entries: cans.map((n, i) => ({ customer_id: ids[i], cans_delivered: n, cans_returned: 0, collected: i === 1 ? 50 : 0 })),
        })
        .expect(201);
    await save(shiftDay(today, -2), [1, 1]);
    await save(today, [3, 2, 1, 1, 2]);
    const latest = (await t.db.dataSource.query(`SELECT max(id) AS id FROM daily_entries WHERE plant_id = $1`, [plantId]))[0].id;
    await t
      .http()
      .post(`/api/filter-owner/daily-entries/${latest}/reverse`)
      .set(auth(owner.token))
      .send({ reason: 'Wrong customer' })
      .expect(200);

    const data = (await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body
      .data;
    const [direct] = await t.db.dataSource.query(
      `SELECT coalesce(sum(amount), 0)::float AS revenue, coalesce(sum(cans_delivered), 0)::int AS cans FROM daily_entries
        WHERE plant_id = $1 AND date = $2 AND reversed_by IS NULL`,
      [plantId, today],
    );
    expect(data.stats.today_revenue).toBe(direct.revenue);
    expect(data.stats.today_deliveries).toBe(direct.cans);
    expect(data.stats).toMatchObject({ today_revenue: 350, today_deliveries: 7, pending_balance: 350 });
    expect(data.stats.weekly_performance).toHaveLength(7);
    expect(data.stats.weekly_performance.map((d: any) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => shiftDay(today, -n)));
    expect(data.stats.weekly_performance[4]).toEqual({ date: shiftDay(today, -2), cans: 2, revenue: 100 });
    expect(data.stats.weekly_performance[6]).toEqual({ date: today, cans: 7, revenue: 350 });
    expect(data.stats.recent_entries).toHaveLength(4);
    expect(data.stats.recent_entries[0]).toEqual({
      id: expect.any(Number),
      customer_name: 'Dilawar',
      area_name: 'Gulberg',
      bottles_delivered: 1,
      amount: 50,
      status: 'delivered',
    });
    const kinds = data.stats.notifications.map((n: any) => n.kind);
    expect(kinds).toEqual(expect.arrayContaining(['rider_day_unclosed', 'customers_over_credit_limit']));
    expect(data.stats.notifications.find((n: any) => n.kind === 'rider_day_unclosed' && n.date === today)).toMatchObject({
      employee_id: rider,
    });

    // A close that does not add up is told as a difference, and the day is no longer unclosed.
    await t
      .http()
      .post(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ employee_id: rider, date: today, cash_handed_over: 30, cans_returned_to_plant: 0, full_cans_taken: 7 })
      .expect((response) => expect([200, 201]).toContain(response.status));
    const after = (await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body
      .data;
    const difference = after.stats.notifications.find((n: any) => n.kind === 'rider_day_difference');
    expect(difference).toMatchObject({
      employee_id: rider,
      employee_name: 'Aslam',
      date: today,
      severity: 'error',
      cash_difference: -20,
      cans_difference: 0,
    });
    expect(after.stats.notifications.find((n: any) => n.kind === 'customers_over_credit_limit')).toMatchObject({ count: 1 });
    expect(difference.text).toContain('cash short by');
    expect(after.stats.notifications.some((n: any) => n.kind === 'rider_day_unclosed' && n.date === today)).toBe(false);
  });

  it('a kept dashboard is read again as soon as anything it shows changes: areas, riders, customers, entries, expenses, plants', async () => {
    const owner = await createOwner(t, { plan: 'Premium' });
    const plantId = await createPlant(t, owner, { default_can_rate: 40 });
    const stats = async () => {
      // Twice, so the second answer is the kept one whenever the first was kept.
      await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
      return (await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data
        .stats;
    };
    expect(await stats()).toMatchObject({ total_areas: 0, total_employees: 0, total_customers: 0, today_deliveries: 0 });
    const area = await createArea(t, owner, plantId, 'Saddar');
    expect((await stats()).total_areas).toBe(1);
    const rider = await createRider(t, owner, plantId, 'Kashif', [area]);
    expect((await stats()).total_employees).toBe(1);
    const customer = await createCustomer(t, owner, plantId, { name: 'Farah', area_id: area, employee_id: rider });
    expect((await stats()).total_customers).toBe(1);
    const today = plantToday(PLANT_TIME_ZONE);
    await saveEntries(t, owner, plantId, today, [{ customer_id: customer.id, cans_delivered: 3, cans_returned: 0, collected: 0 }]);
    expect(await stats()).toMatchObject({ today_deliveries: 3, today_revenue: 120, pending_balance: 120 });
    expect((await stats()).recent_entries).toMatchObject([{ customer_name: 'Farah', bottles_delivered: 3 }]);
    await t
      .http()
      .post(`/api/filter-owner/expenses?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ date: today, category: 'rent', amount: 900 })
      .expect(201);
    expect((await stats()).today_expenses).toMatchObject({ date: today, total: 900 });
    await createPlant(t, owner, { name: 'Second' });
    expect((await stats()).usage_limits.plants_used).toBe(2);
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
