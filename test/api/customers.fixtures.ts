import { firstOpenDay, loadPlantCalendar } from '../../api/src/modules/plants/plant-calendar';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { TestApp } from '../support/test-app';
import { auth, Owner } from './plants.fixtures';

/** Shared set-up of the customer tests: areas, riders and customers made through HTTP. */
export async function createArea(t: TestApp, owner: Owner, plantId: number, name: string): Promise<number> {
  const response = await t
    .http()
    .post(`/api/filter-owner/areas?filter_plant_id=${plantId}`)
    .set(auth(owner.token))
    .send({ name, description: `${name} and around` });
  if (response.status !== 201) throw new Error(`area creation failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data.id;
}

/** An employee of the plant, assigned to the given areas. */
export async function createRider(t: TestApp, owner: Owner, plantId: number, name: string, areaIds: number[] = []): Promise<number> {
  const response = await t
    .http()
    .post(`/api/filter-owner/employees?filter_plant_id=${plantId}`)
    .set(auth(owner.token))
    .send({ name, phone: '03001112223', type: 'commission' });
  if (response.status !== 201) throw new Error(`employee creation failed: ${response.status} ${JSON.stringify(response.body)}`);
  const id = response.body.data.id;
  for (const areaId of areaIds) {
    await t
      .http()
      .post(`/api/filter-owner/areas/${areaId}/employees?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ employee_id: id })
      .expect(200);
  }
  return id;
}

/** Gives an employee a sign-in by phone (POST /employees/{id}/login) and signs it in: the rider's token and user. */
export async function signInRider(t: TestApp, owner: Owner, plantId: number, riderId: number, phone: string, password: string) {
  await t
    .http()
    .post(`/api/filter-owner/employees/${riderId}/login?filter_plant_id=${plantId}`)
    .set(auth(owner.token))
    .send({ phone, password })
    .expect(200);
  return (await t.http().post('/api/login').send({ phone, password }).expect(200)).body.data as {
    token: string;
    user: Record<string, unknown>;
  };
}

/**
 * A customer made through POST /customers. Their opening stands at the plant's first open day
 * unless the body says otherwise, so a test may date their entries anywhere the plant still takes
 * them (nothing may be dated before a customer's opening).
 */
export async function createCustomer(
  t: TestApp,
  owner: Owner,
  plantId: number,
  body: Record<string, unknown>,
): Promise<Record<string, any>> {
  const opening_date = await firstOpenDayOf(t, plantId);
  const response = await t
    .http()
    .post(`/api/filter-owner/customers?filter_plant_id=${plantId}`)
    .set(auth(owner.token))
    .send({ opening_date, ...body });
  if (response.status !== 201) throw new Error(`customer creation failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** The earliest day the plant takes entries on (its today less its lock period, in its zone). */
export async function firstOpenDayOf(t: TestApp, plantId: number): Promise<string> {
  const calendar = await loadPlantCalendar((sql, values) => t.db.dataSource.query(sql, values), plantId);
  return firstOpenDay(plantToday(calendar.timeZone), calendar.lockPeriodDays);
}

/** A day's entries of the plant saved as one sheet (POST /daily-entries/batch), expecting 201. */
export function saveEntries(t: TestApp, owner: Owner, plantId: number, date: string, entries: Record<string, unknown>[]) {
  return t
    .http()
    .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
    .set(auth(owner.token))
    .send({ date, entries })
    .expect(201);
}
