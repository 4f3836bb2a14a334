import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Owner B tries every owner route with owner A's ids and plant ids: each answers 403 or 404,
 * and nothing of A's changes (read models and A's part of the log are the same afterwards).
 */
describe('tenant isolation of the owner API (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let a: Owner;
  let b: Owner;
  let plantA: number;
  let plantB: number;
  let areaA: number;
  let employeeA: number;

  const snapshot = async () => ({
    plants: await t.db.dataSource.query(`SELECT * FROM plants WHERE owner_id = $1 ORDER BY id`, [a.id]),
    areas: await t.db.dataSource.query(`SELECT * FROM areas WHERE owner_id = $1 ORDER BY id`, [a.id]),
    employees: await t.db.dataSource.query(`SELECT * FROM employees WHERE owner_id = $1 ORDER BY id`, [a.id]),
    assignments: await t.db.dataSource.query(`SELECT * FROM area_employees WHERE owner_id = $1 ORDER BY area_id, employee_id`, [a.id]),
    onboarding: await t.db.dataSource.query(`SELECT * FROM onboarding_progress WHERE owner_id = $1`, [a.id]),
    events: await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE tenant_id = $1`, [a.id]),
  });

  beforeAll(async () => {
    t = await startTestApp();
    a = await createOwner(t, { plan: 'Premium' });
    b = await createOwner(t, { plan: 'Premium' });
    plantA = await createPlant(t, a, { latitude: 31.5, longitude: 74.3 });
    plantB = await createPlant(t, b);
    const area = await t
      .http()
      .post(`/api/filter-owner/areas?filter_plant_id=${plantA}`)
      .set(auth(a.token))
      .send({ name: 'A area', description: 'x' })
      .expect(201);
    areaA = area.body.data.id;
    const employee = await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${plantA}`)
      .set(auth(a.token))
      .send({ name: 'A staff', phone: '03001234567', type: 'commission' })
      .expect(201);
    employeeA = employee.body.data.id;
    await t
      .http()
      .post(`/api/filter-owner/areas/${areaA}/employees?filter_plant_id=${plantA}`)
      .set(auth(a.token))
      .send({ employee_id: employeeA })
      .expect(200);
  });
  afterAll(() => t.close());

  it("refuses every owner route on A's data to B with 403 or 404, and A's data stays unchanged", async () => {
    const areaB = await t
      .http()
      .post(`/api/filter-owner/areas?filter_plant_id=${plantB}`)
      .set(auth(b.token))
      .send({ name: 'B area', description: 'x' })
      .expect(201);
    await t
      .http()
      .post(`/api/filter-owner/employees?filter_plant_id=${plantB}`)
      .set(auth(b.token))
      .send({ name: 'B staff', phone: '03001234567', type: 'salary' })
      .expect(201);
    const before = await snapshot();
    const pa = `filter_plant_id=${plantA}`;
    const pb = `filter_plant_id=${plantB}`;
    const attempts: [string, string, object?][] = [
      ['get', `/api/filter-owner/my-plants/${plantA}`],
      ['put', `/api/filter-owner/my-plants/${plantA}`, { name: 'Stolen' }],
      ['put', `/api/filter-owner/my-plants/${plantA}/set-default`],
      ['get', `/api/filter-owner/my-plants/${plantA}/location`],
      ['put', `/api/filter-owner/my-plants/${plantA}/location`, { latitude: 1, longitude: 1 }],
      ['delete', `/api/filter-owner/my-plants/${plantA}/location`],
      ['get', `/api/filter-owner/areas?${pa}`],
      ['post', `/api/filter-owner/areas?${pa}`, { name: 'Intruder', description: 'x' }],
      ['get', `/api/filter-owner/areas/${areaA}?${pa}`],
      ['get', `/api/filter-owner/areas/${areaA}?${pb}`],
      ['get', `/api/filter-owner/areas/${areaA}`],
      ['put', `/api/filter-owner/areas/${areaA}?${pb}`, { name: 'Renamed' }],
      ['put', `/api/filter-owner/areas/${areaA}`, { name: 'Renamed' }],
      ['delete', `/api/filter-owner/areas/${areaA}?${pa}`],
      ['delete', `/api/filter-owner/areas/${areaA}`],
      ['put', `/api/filter-owner/areas/${areaA}/toggle-status`],
      ['put', `/api/filter-owner/areas/${areaA}/toggle-status?${pa}`],
      ['post', `/api/filter-owner/areas/${areaA}/employees`, { employee_id: employeeA }],
      ['post', `/api/filter-owner/areas/${areaA}/employees?${pa}`, { employee_id: employeeA }],
      ['get', `/api/filter-owner/areas/${areaA}/statistics`],
      ['get', `/api/filter-owner/employees?${pa}`],
      ['post', `/api/filter-owner/employees?${pa}`, { name: 'Intruder', phone: '03001234567', type: 'salary' }],
      ['get', `/api/filter-owner/employees/${employeeA}`],
      ['get', `/api/filter-owner/employees/${employeeA}?${pa}`],
      ['get', `/api/filter-owner/employees/${employeeA}?${pb}`],
      ['put', `/api/filter-owner/employees/${employeeA}`, { name: 'Renamed' }],
      ['put', `/api/filter-owner/employees/${employeeA}/toggle-status`],
      ['delete', `/api/filter-owner/employees/${employeeA}`],
      ['delete', `/api/filter-owner/employees/${employeeA}?${pa}`],
      ['get', `/api/filter-owner/dashboard?${pa}`],
      ['post', `/api/filter-owner/onboarding/assign-employee-area?${pa}`, { area_id: areaA, employee_id: employeeA }],
      ['post', `/api/filter-owner/onboarding/assign-employee-area?${pb}`, { area_id: areaA, employee_id: employeeA }],
    ];
    const outcomes: string[] = [];
    for (const [method, path, body] of attempts) {
      const request = t.http()[method as 'get'](path).set(auth(b.token));
      const response = await (body ? request.send(body) : request);
      outcomes.push(`${method.toUpperCase()} ${path} -> ${response.status}`);
      expect(response.body.success).toBe(false);
    }
    // B also may not put A's employee on B's own area: the employee is not in B's plant.
    const cross = await t
      .http()
      .post(`/api/filter-owner/areas/${areaB.body.data.id}/employees?filter_plant_id=${plantB}`)
      .set(auth(b.token))
      .send({ employee_id: employeeA });
    outcomes.push(`POST B area with A employee -> ${cross.status}`);

    for (const outcome of outcomes) expect(outcome).toMatch(/-> (403|404|422)$/);
    expect(outcomes.filter((o) => o.endsWith('422'))).toEqual(['POST B area with A employee -> 422']);
    expect(await snapshot()).toEqual(before);
  });

  it("never lists A's rows to B", async () => {
    const plants = await t.http().get('/api/filter-owner/my-plants').set(auth(b.token)).expect(200);
    expect(plants.body.data.plants.map((p: { id: number }) => p.id)).toEqual([plantB]);
    const areas = await t.http().get('/api/filter-owner/areas').set(auth(b.token)).expect(200);
    expect(areas.body.data.areas.every((area: { filter_plant_id: number }) => area.filter_plant_id === plantB)).toBe(true);
    const employees = await t.http().get('/api/filter-owner/employees').set(auth(b.token)).expect(200);
    expect(employees.body.data.employees.map((e: { name: string }) => e.name)).toEqual(['B staff']);
    const status = await t.http().get('/api/filter-owner/onboarding/status').set(auth(b.token)).expect(200);
    expect(status.body.data.plants.map((p: { id: number }) => p.id)).toEqual([plantB]);
    const dashboard = await t.http().get('/api/filter-owner/dashboard').set(auth(b.token)).expect(200);
    expect(dashboard.body.data.filter_plant.id).toBe(plantB);
  });

  it("tags every event of A's data with A as tenant", async () => {
    const rows = await t.db.dataSource.query(`SELECT DISTINCT tenant_id FROM events WHERE stream_id IN ($1, $2, $3)`, [
      `plant-portfolio-${a.id}`,
      `area-${areaA}`,
      `employee-${employeeA}`,
    ]);
    expect(rows.map((r: { tenant_id: string }) => Number(r.tenant_id))).toEqual([a.id]);
  });
});
