import { loadPlantCalendar } from '../../api/src/modules/plants/plant-calendar';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

describe("a plant's calendar settings: time zone and lock period (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t);
    plantId = await createPlant(t, owner);
  });
  afterAll(() => t.close());

  const query = (sql: string, params?: unknown[]) => t.db.dataSource.query(sql, params);

  it('defaults to Asia/Karachi and 35 days', async () => {
    const response = await t.http().get(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).expect(200);
    expect(response.body.data).toMatchObject({ time_zone: 'Asia/Karachi', lock_period_days: 35 });
    await expect(loadPlantCalendar(query, plantId)).resolves.toEqual({ timeZone: 'Asia/Karachi', lockPeriodDays: 35 });
  });

  it('saves a zone (as Intl spells it) and a lock period, keeps the other when one is left out, and records one event', async () => {
    const put = await t
      .http()
      .put(`/api/filter-owner/my-plants/${plantId}`)
      .set(auth(owner.token))
      .send({ time_zone: 'asia/dubai', lock_period_days: 7 })
      .expect(200);
    expect(put.body.data).toMatchObject({ time_zone: 'Asia/Dubai', lock_period_days: 7 });
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 0 }).expect(200);
    const list = await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(200);
    expect(list.body.data.plants[0]).toMatchObject({ time_zone: 'Asia/Dubai', lock_period_days: 0 });
    await expect(loadPlantCalendar(query, plantId)).resolves.toEqual({ timeZone: 'Asia/Dubai', lockPeriodDays: 0 });
    const events = await query(`SELECT data FROM events WHERE event_type = 'PlantCalendarSet' ORDER BY global_position`);
    expect(events.map((e: { data: unknown }) => e.data)).toEqual([
      { plant_id: plantId, owner_id: owner.id, time_zone: 'Asia/Dubai', lock_period_days: 7 },
      { plant_id: plantId, owner_id: owner.id, time_zone: 'Asia/Dubai', lock_period_days: 0 },
    ]);
    // The same values again record nothing.
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ time_zone: 'Asia/Dubai' }).expect(200);
    expect(await query(`SELECT 1 FROM events WHERE event_type = 'PlantCalendarSet'`)).toHaveLength(2);
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
    [{ time_zone: '+05:00' }, 'time_zone'],
    [{ time_zone: null }, 'time_zone'],
    [{ time_zone: 5 }, 'time_zone'],
    [{ lock_period_days: -1 }, 'lock_period_days'],
    [{ lock_period_days: 3651 }, 'lock_period_days'],
    [{ lock_period_days: 2.5 }, 'lock_period_days'],
    [{ lock_period_days: '10' }, 'lock_period_days'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const response = await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send(body).expect(422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it("cannot change another owner's plant (403)", async () => {
    const other = await createOwner(t);
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(other.token)).send({ lock_period_days: 9 }).expect(403);
  });
});
