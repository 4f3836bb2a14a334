import { setNow } from '../../api/src/platform/domain/clock';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

describe('delivery areas of a plant (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let otherPlantId: number;
  const url = (path = '', plant = plantId) => `/api/filter-owner/areas${path}?filter_plant_id=${plant}`;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
    otherPlantId = await createPlant(t, owner);
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  it('creates, lists, shows (with total_customers_count) an area', async () => {
    const created = await t
      .http()
      .post(url())
      .set(auth(owner.token))
      .send({ name: 'Gulberg', description: 'Main boulevard and around' })
      .expect(201);
    expect(created.body).toMatchObject({ success: true, message: 'Area created successfully' });
    expect(created.body.data).toMatchObject({
      name: 'Gulberg',
      description: 'Main boulevard and around',
      filter_plant_id: plantId,
      is_active: true,
    });
    const list = await t.http().get(url()).set(auth(owner.token)).expect(200);
    expect(list.body.data.areas.map((a: { name: string }) => a.name)).toEqual(['Gulberg']);
    const shown = await t
      .http()
      .get(url(`/${created.body.data.id}`))
      .set(auth(owner.token))
      .expect(200);
    expect(shown.body.data).toMatchObject({ id: created.body.data.id, total_customers_count: 0, employees: [] });
  });

  it('refuses a name taken in this plant in any letter case, allows it in another plant', async () => {
    const response = await t.http().post(url()).set(auth(owner.token)).send({ name: 'GULBERG', description: 'dup' }).expect(422);
    expect(response.body).toMatchObject({
      success: false,
      message: 'Area name already exists in this plant.',
      errors: { name: ['Area name already exists in this plant.'] },
    });
    await t.http().post(url('', otherPlantId)).set(auth(owner.token)).send({ name: 'gulberg', description: 'other plant' }).expect(201);
  });

  it('lets the database decide between two racing creates of the same name', async () => {
    const responses = await Promise.all(
      ['Race', 'race', 'RACE', 'Race'].map((name) => t.http().post(url()).set(auth(owner.token)).send({ name, description: 'racing' })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    const rows = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM areas WHERE plant_id = $1 AND lower(name) = 'race'`, [
      plantId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it.each([
    [{}, { name: 'Area name is required', description: 'Description is required' }],
    [
      { name: 'a'.repeat(101), description: 'd'.repeat(501) },
      { name: 'Area name too long', description: 'Description too long' },
    ],
    [
      { name: '', description: '' },
      { name: 'Area name is required', description: 'Description is required' },
    ],
  ])('validates %j', async (body, errors) => {
    const response = await t.http().post(url()).set(auth(owner.token)).send(body).expect(422);
    for (const [field, message] of Object.entries(errors)) expect(response.body.errors[field]).toEqual([message]);
  });

  it('updates, toggles, and refuses a rename onto a taken name', async () => {
    const created = await t
      .http()
      .post(url())
      .set(auth(owner.token))
      .send({ name: 'Model Town', description: 'Blocks A to H' })
      .expect(201);
    const id = created.body.data.id;
    const updated = await t
      .http()
      .put(url(`/${id}`))
      .set(auth(owner.token))
      .send({ description: 'Blocks A to K' })
      .expect(200);
    expect(updated.body).toMatchObject({
      message: 'Area updated successfully',
      data: { name: 'Model Town', description: 'Blocks A to K' },
    });
    const clash = await t
      .http()
      .put(url(`/${id}`))
      .set(auth(owner.token))
      .send({ name: 'gulberg' })
      .expect(422);
    expect(clash.body.errors.name).toEqual(['Area name already exists in this plant.']);
    const off = await t
      .http()
      .put(url(`/${id}/toggle-status`))
      .set(auth(owner.token))
      .send({})
      .expect(200);
    expect(off.body).toMatchObject({ message: 'Area deactivated successfully', data: { is_active: false } });
    const on = await t
      .http()
      .put(url(`/${id}/toggle-status`))
      .set(auth(owner.token))
      .expect(200);
    expect(on.body.data.is_active).toBe(true);
  });

  it('assigns an employee of the same plant, once; refuses one of another plant; statistics count them', async () => {
    const area = await t.http().post(url()).set(auth(owner.token)).send({ name: 'Johar Town', description: 'Phase 1 and 2' }).expect(201);
    const employee = await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ name: 'Rider', phone: '03001234567', type: 'salary', monthly_salary: 25000 })
      .expect(201);
    const foreign = await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${otherPlantId}`)
      .set(auth(owner.token))
      .send({ name: 'Elsewhere', phone: '03001234567', type: 'commission' })
      .expect(201);
    const areaId = area.body.data.id;
    const assigned = await t
      .http()
      .post(url(`/${areaId}/employees`))
      .set(auth(owner.token))
      .send({ employee_id: employee.body.data.id })
      .expect(200);
    expect(assigned.body).toMatchObject({
      message: 'Employee assigned to area successfully',
      data: { employees_count: 1, employees: [{ id: employee.body.data.id, name: 'Rider' }] },
    });
    const again = await t
      .http()
      .post(url(`/${areaId}/employees`))
      .set(auth(owner.token))
      .send({ employee_id: employee.body.data.id })
      .expect(200);
    expect(again.body.message).toBe('Employee is already assigned to this area');
    const wrong = await t
      .http()
      .post(url(`/${areaId}/employees`))
      .set(auth(owner.token))
      .send({ employee_id: foreign.body.data.id })
      .expect(422);
    expect(wrong.body.errors.employee_id).toEqual(['The selected employee does not belong to this plant.']);
    await t
      .http()
      .post(url(`/${areaId}/employees`))
      .set(auth(owner.token))
      .send({ employee_id: 'x' })
      .expect(422);

    const listed = await t.http().get(url()).set(auth(owner.token)).expect(200);
    expect(listed.body.data.areas.find((a: { id: number }) => a.id === areaId)).toMatchObject({ employees_count: 1, customers_count: 0 });

    const stats = await t
      .http()
      .get(url(`/${areaId}/statistics`))
      .set(auth(owner.token))
      .expect(200);
    expect(stats.body.data).toMatchObject({
      area_id: areaId,
      total_employees: 1,
      active_employees: 1,
      total_customers: 0,
      today_revenue: 0,
      pending_balance: 0,
    });

    const employeeView = await t.http().get(`/api/filter-owner/employees/${employee.body.data.id}`).set(auth(owner.token)).expect(200);
    expect(employeeView.body.data.areas).toEqual([{ id: areaId, name: 'Johar Town' }]);

    // Removing the employee ends the assignment.
    await t.http().delete(`/api/filter-owner/employees/${employee.body.data.id}`).set(auth(owner.token)).expect(200);
    const after = await t
      .http()
      .get(url(`/${areaId}`))
      .set(auth(owner.token))
      .expect(200);
    expect(after.body.data).toMatchObject({ employees_count: 0, employees: [] });
  });

  it("counts the area's deliveries of the plant's today and month, in the plant's zone, without reversed lines or other areas", async () => {
    // 23:30 on 20 November 2026 in Karachi (18:30 UTC); an hour later (19:30 UTC) it is the 21st there, still the 20th in UTC.
    setNow('2026-11-20T18:30:00Z');
    const plant = await createPlant(t, owner, { default_can_rate: 60 });
    const [areaId, otherAreaId] = [await createArea(t, owner, plant, 'Cantt'), await createArea(t, owner, plant, 'Saddar')];
    const customer = (await createCustomer(t, owner, plant, { name: 'Bushra', area_id: areaId, phone: '03001112233' })).id;
    const neighbour = (await createCustomer(t, owner, plant, { name: 'Kamran', area_id: otherAreaId, phone: '03001112244' })).id;
    const deliver = async (customer_id: number, date: string, cans_delivered: number) =>
      (
        await t
          .http()
          .post(`/api/filter-owner/daily-entries?filter_plant_id=${plant}`)
          .set(auth(owner.token))
          .send({ customer_id, date, cans_delivered, cans_returned: 0 })
          .expect(201)
      ).body.data;
    await deliver(customer, '2026-10-31', 9); // last month
    await deliver(customer, '2026-11-02', 4); // this month, 240
    await deliver(customer, '2026-11-20', 3); // today, 180
    const twice = await deliver(customer, '2026-11-20', 5); // today, then reversed
    await deliver(neighbour, '2026-11-20', 7); // another area
    await t
      .http()
      .post(`/api/filter-owner/daily-entries/${twice.id}/reverse?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .send({ reason: 'Entered twice' })
      .expect(200);
    const statistics = async () =>
      (
        await t
          .http()
          .get(url(`/${areaId}/statistics`, plant))
          .set(auth(owner.token))
          .expect(200)
      ).body.data;
    expect(await statistics()).toMatchObject({ today_deliveries: 3, today_revenue: 180, monthly_revenue: 420 });

    // An hour later it is the 21st in Karachi: nothing delivered today, the month unchanged.
    setNow('2026-11-20T19:30:00Z');
    expect(await statistics()).toMatchObject({ today_deliveries: 0, today_revenue: 0, monthly_revenue: 420 });
    setNow(process.env.PAANI_NOW);
  });

  it('a kept area list is read again as soon as an area, an assignment, a rider or a customer of the plant changes', async () => {
    const plant = await createPlant(t, owner);
    const list = async () => {
      // Twice, so the second answer is the kept one whenever the first was kept.
      await t.http().get(url('', plant)).set(auth(owner.token)).expect(200);
      return (await t.http().get(url('', plant)).set(auth(owner.token)).expect(200)).body.data.areas;
    };
    expect(await list()).toEqual([]);
    const area = (await t.http().post(url('', plant)).set(auth(owner.token)).send({ name: 'Iqbal Town', description: 'x' }).expect(201))
      .body.data.id;
    expect(await list()).toMatchObject([{ id: area, name: 'Iqbal Town', employees_count: 0, customers_count: 0 }]);
    const rider = (
      await t
        .http()
        .post(`/api/filter-owner/employees?filter_plant_id=${plant}`)
        .set(auth(owner.token))
        .send({ name: 'Rider', phone: '03001234567', type: 'commission' })
        .expect(201)
    ).body.data.id;
    await t
      .http()
      .post(url(`/${area}/employees`, plant))
      .set(auth(owner.token))
      .send({ employee_id: rider })
      .expect(200);
    expect(await list()).toMatchObject([{ employees_count: 1 }]);
    await t
      .http()
      .post(`/api/filter-owner/customers?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .send({ name: 'Nadia', area_id: area, opening_balance: 250 })
      .expect(201);
    expect(await list()).toMatchObject([{ customers_count: 1, total_balance: 250 }]);
    await t
      .http()
      .put(url(`/${area}`, plant))
      .set(auth(owner.token))
      .send({ name: 'Iqbal Town East' })
      .expect(200);
    expect(await list()).toMatchObject([{ name: 'Iqbal Town East' }]);
    await t.http().delete(`/api/filter-owner/employees/${rider}`).set(auth(owner.token)).expect(200);
    expect(await list()).toMatchObject([{ employees_count: 0 }]);
  });

  it('deletes an area with no customers or entries, and its assignments with it', async () => {
    const area = await t.http().post(url()).set(auth(owner.token)).send({ name: 'DHA', description: 'Phases 1-8' }).expect(201);
    await t
      .http()
      .delete(url(`/${area.body.data.id}`))
      .set(auth(owner.token))
      .expect(200);
    await t
      .http()
      .get(url(`/${area.body.data.id}`))
      .set(auth(owner.token))
      .expect(404);
    // The name is free again once the area is gone.
    await t.http().post(url()).set(auth(owner.token)).send({ name: 'dha', description: 'again' }).expect(201);
  });

  it('answers AREA_HAS_DEPENDENCIES with the counts when an area has customers or daily entries', async () => {
    const area = await t.http().post(url()).set(auth(owner.token)).send({ name: 'Busy', description: 'has customers' }).expect(201);
    const areaId = area.body.data.id;
    const customerIds: number[] = [];
    for (const name of ['First', 'Second'])
      customerIds.push(
        (
          await t
            .http()
            .post(`/api/filter-owner/customers?filter_plant_id=${plantId}`)
            .set(auth(owner.token))
            .send({ name, area_id: areaId })
            .expect(201)
        ).body.data.id,
      );
    await t
      .http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ entries: [{ customer_id: customerIds[0], cans_delivered: 1, cans_returned: 0 }] })
      .expect(201);
    const response = await t
      .http()
      .delete(url(`/${areaId}`))
      .set(auth(owner.token))
      .expect(422);
    expect(response.body).toMatchObject({
      success: false,
      error_code: 'AREA_HAS_DEPENDENCIES',
      data: { customers_count: 2, daily_entries_count: 1 },
    });
    expect(response.body.message).toBe(
      'Cannot delete this area: it has 2 customers and 1 daily entry. Move or remove them first, or deactivate the area instead.',
    );
    const shown = await t
      .http()
      .get(url(`/${areaId}`))
      .set(auth(owner.token))
      .expect(200);
    expect(shown.body.data.total_customers_count).toBe(2);
  });

  it("answers 403 for another owner's plant and 404 for another owner's area", async () => {
    const other = await createOwner(t);
    const otherPlant = await createPlant(t, other);
    const [area] = await t.db.dataSource.query(`SELECT id FROM areas WHERE plant_id = $1 LIMIT 1`, [plantId]);
    const forbidden = await t.http().get(url()).set(auth(other.token)).expect(403);
    expect(forbidden.body.message).toBe('Unauthorized plant access. Please ensure you have selected a valid plant.');
    await t
      .http()
      .get(url(`/${area.id}`, otherPlant))
      .set(auth(other.token))
      .expect(404);
    await t.http().get(`/api/filter-owner/areas/${area.id}`).set(auth(other.token)).expect(404);
  });

  it('rebuilds plants, areas, employees, assignments and onboarding from the log exactly as they are', async () => {
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = report.tables.filter((table) =>
      ['plants', 'areas', 'employees', 'area_employees', 'onboarding_progress'].includes(table.table),
    );
    expect(mine).toHaveLength(5);
    for (const table of mine) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
  });

  it.each(['abc', '0', '-4'])('rejects filter_plant_id=%s with 422', async (bad) => {
    const response = await t.http().get(`/api/filter-owner/areas?filter_plant_id=${bad}`).set(auth(owner.token)).expect(422);
    expect(response.body.errors.filter_plant_id).toEqual(['The filter plant id must be a positive integer.']);
  });
});
