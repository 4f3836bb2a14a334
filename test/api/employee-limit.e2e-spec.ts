import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner } from './plants.fixtures';

/** The plan's max_employees, enforced by the server per owner across all their plants (docs/decisions.md, "Owners, plans and limits"). */
describe('employee limit of the plan (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  const employee = (name: string) => ({ name, phone: '03001234567', type: 'commission' });
  const add = (owner: Owner, plantId: number, name = 'Staff') =>
    t.http().post(`/api/filter-owner/employees?filter_plant_id=${plantId}`).set(auth(owner.token)).send(employee(name));
  const employeesOf = async (owner: Owner): Promise<number> => {
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM employees WHERE owner_id = $1`, [owner.id]);
    return count;
  };
  const employeeStreamsOf = async (owner: Owner): Promise<number> => {
    const [{ count }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS count FROM events WHERE event_type = 'EmployeeAdded' AND (data->>'owner_id')::bigint = $1`,
      [owner.id],
    );
    return count;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets a Free owner add 2 employees, refuses the third with 422 EMPLOYEE_LIMIT_EXCEEDED, and counts deactivated but not removed ones', async () => {
    const owner = await createOwner(t);
    const plantId = await createPlant(t, owner);
    const first = await add(owner, plantId, 'One').expect(201);
    await add(owner, plantId, 'Two').expect(201);
    const refused = await add(owner, plantId, 'Three').expect(422);
    expect(refused.body).toEqual({
      success: false,
      message: 'Employee limit reached: your package allows 2 employees. Upgrade your package to add more employees.',
      error_code: 'EMPLOYEE_LIMIT_EXCEEDED',
      data: { max_employees: 2, current_employees: 2 },
    });
    expect(await employeeStreamsOf(owner)).toBe(2);

    const id = first.body.data.id;
    await t.http().put(`/api/filter-owner/employees/${id}/toggle-status`).set(auth(owner.token)).expect(200);
    await add(owner, plantId, 'Three').expect(422);
    await t.http().delete(`/api/filter-owner/employees/${id}`).set(auth(owner.token)).expect(200);
    await add(owner, plantId, 'Three').expect(201);
    await add(owner, plantId, 'Four').expect(422);
  });

  it("counts the owner's employees across all their plants, and no one else's", async () => {
    const owner = await createOwner(t, { plan: 'Basic' });
    const [a, b] = [await createPlant(t, owner), await createPlant(t, owner)];
    await activatePlant(t, a);
    const neighbour = await createOwner(t);
    const neighbourPlant = await createPlant(t, neighbour);
    for (const name of ['A1', 'A2', 'A3']) await add(owner, a, name).expect(201);
    for (const name of ['B1', 'B2']) await add(owner, b, name).expect(201);
    const refused = await add(owner, b, 'B3').expect(422);
    expect(refused.body).toMatchObject({ error_code: 'EMPLOYEE_LIMIT_EXCEEDED', data: { max_employees: 5, current_employees: 5 } });
    await add(owner, a, 'A4').expect(422);
    // The neighbour's own budget is untouched by this owner's five.
    await add(neighbour, neighbourPlant, 'N1').expect(201);
    await add(neighbour, neighbourPlant, 'N2').expect(201);
  });

  it('lets no burst of parallel requests pass the limit', async () => {
    const owner = await createOwner(t);
    const plantId = await createPlant(t, owner);
    const other = await createOwner(t, { plan: 'Basic' });
    const [x, y] = [await createPlant(t, other), await createPlant(t, other)];
    // 10 at once for the Free owner (limit 2) and 12 over two plants for the Basic one (limit 5), interleaved.
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => add(owner, plantId, `Free ${i}`)),
      ...Array.from({ length: 12 }, (_, i) => add(other, i % 2 ? x : y, `Basic ${i}`)),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 10).filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.slice(10).filter((status) => status === 201)).toHaveLength(5);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect(response.status).toBe(422);
      expect(response.body.error_code).toBe('EMPLOYEE_LIMIT_EXCEEDED');
    }
    expect(await employeesOf(owner)).toBe(2);
    expect(await employeeStreamsOf(owner)).toBe(2);
    expect(await employeesOf(other)).toBe(5);
    expect(await employeeStreamsOf(other)).toBe(5);
  });

  it('has no limit on a plan whose max_employees is 0', async () => {
    const owner = await createOwner(t, { plan: 'Premium' });
    const plantId = await createPlant(t, owner);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => add(owner, plantId, `P${i}`)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
    expect(await employeesOf(owner)).toBe(8);
  });
});
