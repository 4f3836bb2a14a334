import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

describe('employees of a plant (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  const url = (path = '') => `/api/filter-owner/employees${path}?filter_plant_id=${plantId}`;
  const valid = {
    name: 'Bilal',
    phone: '+92 (300) 123-4567',
    address: 'Gulberg',
    type: 'commission',
    commission_rate: 12.5,
    monthly_salary: null,
  };

  beforeAll(async () => {
    t = await startTestApp();
    // Unlimited staff: the plan limit has its own suite (employee-limit.e2e-spec.ts).
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
  });
  afterAll(() => t.close());

  it('starts with an empty list and zero statistics', async () => {
    const response = await t.http().get(url()).set(auth(owner.token)).expect(200);
    expect(response.body.data).toEqual({ employees: [], statistics: { total: 0, active: 0, inactive: 0, commission: 0, salary: 0 } });
  });

  it('creates a commission employee, keeping only the pay that matches the type', async () => {
    const response = await t
      .http()
      .post(url())
      .set(auth(owner.token))
      .send({ ...valid, monthly_salary: 5000 })
      .expect(201);
    expect(response.body).toMatchObject({ success: true, message: 'Employee created successfully' });
    expect(response.body.data).toMatchObject({
      name: 'Bilal',
      type: 'commission',
      commission_rate: 12.5,
      monthly_salary: null,
      is_active: true,
      filter_plant_id: plantId,
      areas: [],
    });
    const [event] = await t.db.dataSource.query(`SELECT data, metadata FROM events WHERE stream_id = $1`, [
      `employee-${response.body.data.id}`,
    ]);
    expect(event.data).toMatchObject({ commission_rate: '12.50', monthly_salary: null, plant_id: plantId, owner_id: owner.id });
    expect(event.metadata.tenant_id).toBe(owner.id);
  });

  it('applies the default commission (15 %) or salary (PKR 30,000) when the matching pay is absent', async () => {
    const commission = await t
      .http()
      .post(url())
      .set(auth(owner.token))
      .send({ name: 'C', phone: '03001234567', type: 'commission' })
      .expect(201);
    expect(commission.body.data.commission_rate).toBe(15);
    const salary = await t.http().post(url()).set(auth(owner.token)).send({ name: 'S', phone: '03001234567', type: 'salary' }).expect(201);
    expect(salary.body.data).toMatchObject({ monthly_salary: 30000, commission_rate: null });
  });

  it.each([
    [
      {},
      {
        name: 'Employee name is required',
        phone: 'Phone number is required and must be at least 10 digits',
        type: 'Employee type is required - choose Commission or Salary',
      },
    ],
    [{ ...valid, name: 'n'.repeat(101) }, { name: 'Name too long' }],
    [{ ...valid, phone: '12345' }, { phone: 'Phone number is required and must be at least 10 digits' }],
    [{ ...valid, phone: '1'.repeat(21) }, { phone: 'Phone number cannot exceed 20 characters' }],
    [{ ...valid, phone: '0300-123456x' }, { phone: 'Phone number contains invalid characters' }],
    [{ ...valid, type: 'hourly' }, { type: 'Employee type is required - choose Commission or Salary' }],
    [{ ...valid, commission_rate: 0.5 }, { commission_rate: 'Commission rate must be at least 1%' }],
    [{ ...valid, commission_rate: 101 }, { commission_rate: 'Commission rate cannot exceed 100%' }],
    [{ ...valid, type: 'salary', monthly_salary: 999 }, { monthly_salary: 'Monthly salary must be at least PKR 1,000' }],
    [{ ...valid, type: 'salary', monthly_salary: 1_000_001 }, { monthly_salary: 'Monthly salary seems too high' }],
    [{ ...valid, commission_rate: null }, { commission_rate: 'Rate/salary is required based on employee type' }],
    [{ ...valid, type: 'salary', monthly_salary: null }, { monthly_salary: 'Rate/salary is required based on employee type' }],
    [{ ...valid, salary: 1 }, { salary: 'The field salary is not allowed.' }],
  ])('validates %j', async (body, errors) => {
    const response = await t.http().post(url()).set(auth(owner.token)).send(body).expect(422);
    for (const [field, message] of Object.entries(errors)) expect(response.body.errors[field]).toEqual([message]);
  });

  it('gets, updates (switching the type), toggles and deletes an employee', async () => {
    const created = await t.http().post(url()).set(auth(owner.token)).send(valid).expect(201);
    const id = created.body.data.id;
    const shown = await t
      .http()
      .get(url(`/${id}`))
      .set(auth(owner.token))
      .expect(200);
    expect(shown.body.data).toMatchObject({ id, name: 'Bilal', phone: '+92 (300) 123-4567' });

    const updated = await t
      .http()
      .put(url(`/${id}`))
      .set(auth(owner.token))
      .send({ type: 'salary', monthly_salary: 45000 })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Employee updated successfully',
      data: { type: 'salary', monthly_salary: 45000, commission_rate: null, name: 'Bilal' },
    });

    const off = await t
      .http()
      .put(url(`/${id}/toggle-status`))
      .set(auth(owner.token))
      .expect(200);
    expect(off.body).toMatchObject({ message: 'Employee deactivated successfully', data: { is_active: false } });
    const on = await t
      .http()
      .put(url(`/${id}/toggle-status`))
      .set(auth(owner.token))
      .expect(200);
    expect(on.body).toMatchObject({ message: 'Employee activated successfully', data: { is_active: true } });

    await t
      .http()
      .delete(url(`/${id}`))
      .set(auth(owner.token))
      .expect(200);
    await t
      .http()
      .get(url(`/${id}`))
      .set(auth(owner.token))
      .expect(404);
    await t
      .http()
      .delete(url(`/${id}`))
      .set(auth(owner.token))
      .expect(404);
  });

  it('counts total, active, commission and salary', async () => {
    const response = await t.http().get(url()).set(auth(owner.token)).expect(200);
    const { employees, statistics } = response.body.data;
    expect(statistics.total).toBe(employees.length);
    expect(statistics.commission + statistics.salary).toBe(employees.length);
    expect(statistics.active).toBe(employees.filter((e: { is_active: boolean }) => e.is_active).length);
  });

  it.each(['abc', '0', '-1', '2.5'])('rejects filter_plant_id=%s with 422', async (bad) => {
    const response = await t.http().get(`/api/filter-owner/employees?filter_plant_id=${bad}`).set(auth(owner.token)).expect(422);
    expect(response.body.errors.filter_plant_id).toEqual(['The filter plant id must be a positive integer.']);
  });

  it("answers 403 for another owner's plant", async () => {
    const other = await createOwner(t);
    const response = await t.http().get(url()).set(auth(other.token)).expect(403);
    expect(response.body.message).toBe('Unauthorized plant access. Please ensure you have selected a valid plant.');
  });

  it('uses the default (or first) plant when no filter_plant_id is given, and says so when there is none', async () => {
    await t.http().get('/api/filter-owner/employees').set(auth(owner.token)).expect(200);
    const fresh = await createOwner(t);
    const response = await t.http().get('/api/filter-owner/employees').set(auth(fresh.token)).expect(422);
    expect(response.body.message).toBe('Plant context not available. Please complete plant setup first.');
  });
});
