import { findDueCustomers } from '../../api/src/modules/schedules/due-customers';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';
import { now as businessNow } from '../../api/src/platform/domain/clock';

/** Every day from `from` to `to` (inclusive), YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1))
    days.push(day.toISOString().slice(0, 10));
  return days;
}

describe('delivery schedules, route order and plant holidays (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let secondPlantId: number;
  let north: number;
  let south: number;
  let foreignArea: number;
  let rider: number;
  const c: Record<string, number> = {};

  const q = (path: string, plant = plantId) => `/api/filter-owner${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plant}`;
  const get = (path: string, who: Owner = owner, plant = plantId) => t.http().get(q(path, plant)).set(auth(who.token));
  const put = (path: string, body: unknown, who: Owner = owner, plant = plantId) =>
    t
      .http()
      .put(q(path, plant))
      .set(auth(who.token))
      .send(body as object);
  const due = (date: string, args: { areaId?: number; employeeId?: number } = {}) =>
    findDueCustomers((sql, params) => t.db.dataSource.query(sql, params), { ownerId: owner.id, plantId, date, ...args });
  /** The names (keys of `c`) due on each day. */
  async function dueNames(days: string[], areaId = north): Promise<Record<string, string[]>> {
    const byId = new Map(Object.entries(c).map(([name, id]) => [id, name]));
    const result: Record<string, string[]> = {};
    for (const day of days) result[day] = (await due(day, { areaId })).map((d) => byId.get(d.customer_id)!).sort();
    return result;
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
    secondPlantId = await createPlant(t, owner);
    north = await createArea(t, owner, plantId, 'North');
    south = await createArea(t, owner, plantId, 'South');
    foreignArea = await createArea(t, owner, secondPlantId, 'Elsewhere');
    rider = await createRider(t, owner, plantId, 'Aslam', [north]);
    c.daily = (await createCustomer(t, owner, plantId, { name: 'Daily Dawood', area_id: north })).id;
    c.alt = (await createCustomer(t, owner, plantId, { name: 'Alternate Asma', area_id: north })).id;
    c.week = (await createCustomer(t, owner, plantId, { name: 'Weekdays Waqar', area_id: north })).id;
    c.every3 = (await createCustomer(t, owner, plantId, { name: 'Every Three Erum', area_id: north })).id;
    c.call = (await createCustomer(t, owner, plantId, { name: 'On Call Omar', area_id: north })).id;
    c.year = (await createCustomer(t, owner, plantId, { name: 'Year End Yasir', area_id: south })).id;
  });
  afterAll(() => t.close());

  describe('a customer schedule', () => {
    it('is daily, quantity 1 without a schedule of its own (and no row is written)', async () => {
      const response = await get(`/customers/${c.daily}/schedule`).expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Schedule retrieved successfully' });
      expect(response.body.data).toEqual({
        customer_id: c.daily,
        kind: 'daily',
        days: [],
        every_n: null,
        start_date: null,
        quantity: 1,
        items: [{ product_id: 1, quantity: 1, kind: null, days: [], every_n: null, start_date: null }],
        route_position: null,
        is_default: true,
      });
      expect(await t.db.dataSource.query(`SELECT 1 FROM customer_schedules`)).toHaveLength(0);
    });

    it('is set per kind by PUT, as its own stream, and read back', async () => {
      const alt = await put(`/customers/${c.alt}/schedule`, { kind: 'alternate', start_date: '2028-02-27', quantity: 2 }).expect(200);
      expect(alt.body.data).toMatchObject({
        kind: 'alternate',
        start_date: '2028-02-27',
        quantity: 2,
        days: [],
        every_n: null,
        is_default: false,
      });
      await put(`/customers/${c.week}/schedule`, { kind: 'weekdays', days: ['thu', 'mon'], every_n: null, start_date: null }).expect(200);
      await put(`/customers/${c.every3}/schedule`, { kind: 'every_n_days', every_n: 3, start_date: '2028-02-26', quantity: 4 }).expect(200);
      await put(`/customers/${c.call}/schedule`, { kind: 'on_call', quantity: 5 }).expect(200);
      await put(`/customers/${c.year}/schedule`, { kind: 'alternate', start_date: '2026-12-30' }).expect(200);
      const week = await get(`/customers/${c.week}/schedule`).expect(200);
      expect(week.body.data).toMatchObject({ kind: 'weekdays', days: ['mon', 'thu'], quantity: 1 });
      const [event] = await t.db.dataSource.query(
        `SELECT stream_id, data, metadata FROM events WHERE event_type = 'CustomerScheduleSet' AND stream_id = $1`,
        [`customer-schedule-${c.every3}`],
      );
      expect(event.data).toMatchObject({ customer_id: c.every3, plant_id: plantId, owner_id: owner.id, kind: 'every_n_days', every_n: 3 });
      expect(event.metadata).toMatchObject({ tenant_id: owner.id });
    });

    it('records nothing when the same schedule is saved again', async () => {
      const before = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [
        `customer-schedule-${c.alt}`,
      ]);
      await put(`/customers/${c.alt}/schedule`, { kind: 'alternate', start_date: '2028-02-27' }).expect(200);
      const after = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [
        `customer-schedule-${c.alt}`,
      ]);
      expect(after[0].n).toBe(before[0].n);
    });

    it('comes with a customer created with a schedule object, in the same transaction', async () => {
      const created = await createCustomer(t, owner, plantId, {
        name: 'Tuesday Tahir',
        area_id: north,
        schedule: { kind: 'weekdays', days: ['tue'], quantity: 3 },
      });
      c.tue = created.id;
      const response = await get(`/customers/${c.tue}/schedule`).expect(200);
      expect(response.body.data).toMatchObject({ kind: 'weekdays', days: ['tue'], quantity: 3, is_default: false });
      const [registered, scheduled] = await t.db.dataSource.query(
        `SELECT transaction_id::text AS tx FROM events WHERE stream_id IN ($1, $2) ORDER BY global_position`,
        [`customer-${c.tue}`, `customer-schedule-${c.tue}`],
      );
      expect(scheduled.tx).toBe(registered.tx);
    });

    it.each([
      [{ kind: 'weekdays' }, { days: ['Choose at least one day for a weekdays schedule.'] }],
      [{ kind: 'weekdays', days: ['mon', 'funday'] }, { days: ['The days must be a list of mon, tue, wed, thu, fri, sat, sun.'] }],
      [{ kind: 'alternate' }, { start_date: ['The start date is required for alternate and every_n_days schedules.'] }],
      [
        { kind: 'every_n_days', start_date: '2028-02-30', every_n: 1 },
        {
          every_n: ['The every n must be a whole number between 2 and 365.'],
          start_date: ['The start date must be a day written YYYY-MM-DD.'],
        },
      ],
      [{ kind: 'daily', every_n: 3 }, { every_n: ['Every n applies only to an every_n_days schedule.'] }],
      [
        { kind: 'on_call', days: ['mon'], start_date: '2028-01-01' },
        {
          days: ['Days apply only to a weekdays schedule.'],
          start_date: ['A start date applies only to alternate and every_n_days schedules.'],
        },
      ],
      [{ kind: 'daily', quantity: 0 }, { quantity: ['The quantity must be a whole number between 1 and 1000.'] }],
      [{ kind: 'daily', quantity: 1001 }, { quantity: ['The quantity must be a whole number between 1 and 1000.'] }],
      [{ kind: 'daily', route_position: -1 }, { route_position: ['The route position must be a whole number of 0 or more.'] }],
      [{}, { kind: ['The kind is required.'] }],
      [{ kind: 'daily', colour: 'blue' }, { colour: ['The field colour is not allowed.'] }],
    ])('refuses %j with 422 and the field named', async (body, errors) => {
      const response = await put(`/customers/${c.daily}/schedule`, body).expect(422);
      expect(response.body).toMatchObject({ success: false });
      expect(response.body.errors).toEqual(errors);
    });

    it('refuses a customer created with a bad schedule, and creates nothing', async () => {
      const before = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers`);
      const response = await t
        .http()
        .post(q('/customers'))
        .set(auth(owner.token))
        .send({ name: 'Nobody', area_id: north, schedule: { kind: 'every_n_days', every_n: 2, extra: true } })
        .expect(422);
      expect(response.body.errors).toEqual({
        'schedule.start_date': ['The start date is required for alternate and every_n_days schedules.'],
        'schedule.extra': ['The field schedule.extra is not allowed.'],
      });
      const notObject = await t
        .http()
        .post(q('/customers'))
        .set(auth(owner.token))
        .send({ name: 'Nobody', area_id: north, schedule: 'daily' })
        .expect(422);
      expect(Object.keys(notObject.body.errors)).toContain('schedule');
      expect((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers`))[0].n).toBe(before[0].n);
    });

    it("is another owner's customer: 404; outside the named plant: 404", async () => {
      await get(`/customers/${c.alt}/schedule`, other, await createPlant(t, other)).expect(404);
      const otherPlant = (await t.db.dataSource.query(`SELECT id FROM plants WHERE owner_id = $1`, [other.id]))[0].id;
      await put(`/customers/${c.alt}/schedule`, { kind: 'daily' }, other, Number(otherPlant)).expect(404);
      await t.http().get(`/api/filter-owner/customers/${c.alt}/schedule`).set(auth(other.token)).expect(404);
      await get(`/customers/${c.alt}/schedule`, owner, secondPlantId).expect(404);
      await put(`/customers/${c.alt}/schedule`, { kind: 'daily' }, owner, secondPlantId).expect(404);
      await get(`/customers/${c.alt}/schedule`, other, plantId).expect(403);
    });
  });

  describe('who is due', () => {
    it('each kind on the right days across the end of February 2028 (a leap day) and into March', async () => {
      expect(await dueNames(daysBetween('2028-02-26', '2028-03-03'))).toEqual({
        '2028-02-26': ['daily', 'every3'], // Saturday; alternate starts tomorrow
        '2028-02-27': ['alt', 'daily'], // Sunday
        '2028-02-28': ['daily', 'week'], // Monday
        '2028-02-29': ['alt', 'daily', 'every3', 'tue'], // Tuesday, the leap day
        '2028-03-01': ['daily'],
        '2028-03-02': ['alt', 'daily', 'week'], // Thursday: alternate counts Feb 29
        '2028-03-03': ['daily', 'every3'],
      });
    });

    it('alternate across a month and year end (31 December)', async () => {
      expect(await dueNames(daysBetween('2026-12-29', '2027-01-04'), south)).toEqual({
        '2026-12-29': [],
        '2026-12-30': ['year'],
        '2026-12-31': [],
        '2027-01-01': ['year'],
        '2027-01-02': [],
        '2027-01-03': ['year'],
        '2027-01-04': [],
      });
    });

    it('never an on_call customer, on any day', async () => {
      for (const day of daysBetween('2028-02-01', '2028-03-31')) expect((await due(day)).map((d) => d.customer_id)).not.toContain(c.call);
    });

    it('not inside a pause (an open one too), again after it', async () => {
      await t
        .http()
        .post(q(`/customers/${c.daily}/pauses`))
        .set(auth(owner.token))
        .send({ from: '2028-03-01', until: '2028-03-02' })
        .expect(201);
      await t
        .http()
        .post(q(`/customers/${c.every3}/pauses`))
        .set(auth(owner.token))
        .send({ from: '2028-04-01' })
        .expect(201);
      const names = await dueNames(['2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03']);
      expect(names['2028-02-29']).toContain('daily');
      expect(names['2028-03-01']).toEqual([]);
      expect(names['2028-03-02']).toEqual(['alt', 'week']);
      expect(names['2028-03-03']).toEqual(['daily', 'every3']);
      expect((await due('2030-01-03')).map((d) => d.customer_id)).not.toContain(c.every3);
    });

    it('nobody on a plant holiday; a removed holiday gives the day back', async () => {
      const added = await t.http().post(q('/holidays')).set(auth(owner.token)).send({ date: '2028-03-03', reason: ' Eid ' }).expect(201);
      expect(added.body).toMatchObject({ success: true, message: 'Holiday added successfully' });
      expect(added.body.data).toMatchObject({ filter_plant_id: plantId, date: '2028-03-03', reason: 'Eid' });
      await t.http().post(q('/holidays')).set(auth(owner.token)).send({ date: '2028-03-03' }).expect(422);
      expect(await due('2028-03-03')).toEqual([]);
      const schedule = await get('/delivery-schedule?date=2028-03-03').expect(200);
      expect(schedule.body.data).toMatchObject({ date: '2028-03-03', holiday: { date: '2028-03-03', reason: 'Eid' }, customers: [] });

      const spare = await t.http().post(q('/holidays')).set(auth(owner.token)).send({ date: '2028-03-10' }).expect(201);
      const list = await get('/holidays?from=2028-03-01&to=2028-03-31').expect(200);
      expect(list.body.data.map((h: { date: string }) => h.date)).toEqual(['2028-03-03', '2028-03-10']);
      expect((await get('/holidays?from=2028-03-05').expect(200)).body.data).toHaveLength(1);
      // An empty bound is no bound.
      expect((await get('/holidays?from=&to=').expect(200)).body.data).toHaveLength(2);
      await t.http().delete(`/api/filter-owner/holidays/${spare.body.data.id}`).set(auth(other.token)).expect(404);
      await t.http().delete(`/api/filter-owner/holidays/${spare.body.data.id}`).set(auth(owner.token)).expect(200);
      await t.http().delete(`/api/filter-owner/holidays/${spare.body.data.id}`).set(auth(owner.token)).expect(404);
      expect((await due('2028-03-10', { areaId: north })).length).toBeGreaterThan(0);
      // The holiday is the plant's: the other plant still delivers.
      await t
        .http()
        .get(q('/holidays', secondPlantId))
        .set(auth(owner.token))
        .expect(200, /"data":\[\]/);
    });

    it('refuses a bad holiday, and another owner cannot touch this plant (403)', async () => {
      const bad = await t.http().post(q('/holidays')).set(auth(owner.token)).send({ date: '2028-02-30', colour: 1 }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['colour', 'date']);
      await t.http().post(q('/holidays')).set(auth(other.token)).send({ date: '2028-03-04' }).expect(403);
      await get('/holidays', other).expect(403);
      await get('/delivery-schedule?date=2028-03-02', other).expect(403);
      await get('/delivery-schedule/week?start=2028-03-02', other).expect(403);
      await put('/delivery-schedule/route-order', { area_id: north, customer_ids: [c.daily] }, other).expect(403);
    });

    it('GET /delivery-schedule lists them by area in route order, with quantity, schedule, rider and area', async () => {
      const response = await get('/delivery-schedule?date=2028-02-29').expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Delivery schedule retrieved successfully' });
      const data = response.body.data;
      expect(data.date).toBe('2028-02-29');
      expect(data.holiday).toBeNull();
      // North's four, then South's alternate customer (426 days after their start: due).
      expect(data.totals).toEqual({ customers: 5, cans: 1 + 2 + 4 + 3 + 1 });
      const alt = data.customers.find((row: { customer_id: number }) => row.customer_id === c.alt);
      expect(alt).toMatchObject({
        area_id: north,
        area_name: 'North',
        employee_id: null,
        route_position: null,
        quantity: 2,
        name: 'Alternate Asma',
        schedule: { kind: 'alternate', days: [], every_n: null, start_date: '2028-02-27' },
      });
      expect(alt.code).toMatch(/^C-/);
      // No positions yet: by name.
      expect(data.customers.map((row: { name: string }) => row.name)).toEqual([
        'Alternate Asma',
        'Daily Dawood',
        'Every Three Erum',
        'Tuesday Tahir',
        'Year End Yasir',
      ]);
      // The rider's customers: the unassigned ones of the areas they serve.
      const riders = await get(`/delivery-schedule?date=2028-02-29&employee_id=${rider}`).expect(200);
      expect(riders.body.data.customers).toHaveLength(4);
      const southern = await get(`/delivery-schedule?date=2028-02-29&area_id=${south}`).expect(200);
      expect(southern.body.data.customers.map((row: { customer_id: number }) => row.customer_id)).toEqual([c.year]);
      const bad = await get('/delivery-schedule?date=2028-02-30&area_id=x').expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['area_id', 'date']);
    });

    it("without a date is the plant's today in its own time zone", async () => {
      await t
        .http()
        .put(`/api/filter-owner/my-plants/${plantId}`)
        .set(auth(owner.token))
        .send({ time_zone: 'Pacific/Kiritimati' })
        .expect(200);
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Pacific/Kiritimati',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(businessNow());
      expect((await get('/delivery-schedule').expect(200)).body.data.date).toBe(today);
      expect((await get('/delivery-schedule/week').expect(200)).body.data.start).toBe(today);
      await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ time_zone: 'Asia/Karachi' }).expect(200);
    });
  });

  describe('route order', () => {
    it('sets positions 0…n-1 in one transaction; the due lists follow it, unplaced customers last', async () => {
      const order = [c.week, c.tue, c.every3, c.daily];
      const response = await put('/delivery-schedule/route-order', { area_id: north, customer_ids: order }).expect(200);
      expect(response.body.data).toEqual({ area_id: north, customer_ids: order, changed: 4 });
      const rows = await t.db.dataSource.query(
        `SELECT customer_id::int AS id, route_position, is_default FROM customer_schedules WHERE route_position IS NOT NULL ORDER BY route_position`,
      );
      expect(rows.map((r: { id: number }) => r.id)).toEqual(order);
      // The daily customer had no schedule: placing them keeps the default one.
      expect(rows.find((r: { id: number }) => r.id === c.daily).is_default).toBe(true);
      expect((await get(`/customers/${c.daily}/schedule`).expect(200)).body.data).toMatchObject({
        kind: 'daily',
        quantity: 1,
        route_position: 3,
        is_default: true,
      });
      const txs = await t.db.dataSource.query(
        `SELECT DISTINCT transaction_id::text FROM events WHERE event_type = 'CustomerRoutePositionSet'`,
      );
      expect(txs).toHaveLength(1);
      const day = await get('/delivery-schedule?date=2028-02-29').expect(200);
      expect(day.body.data.customers.map((row: { customer_id: number }) => row.customer_id)).toEqual([
        c.tue,
        c.every3,
        c.daily,
        c.alt,
        c.year,
      ]);
      expect((await due('2028-02-29')).map((d) => [d.customer_id, d.route_position])).toEqual([
        [c.tue, 1],
        [c.every3, 2],
        [c.daily, 3],
        [c.alt, null],
        [c.year, null],
      ]);
      // The same order again changes nothing; a schedule edit keeps the position.
      expect((await put('/delivery-schedule/route-order', { area_id: north, customer_ids: order }).expect(200)).body.data.changed).toBe(0);
      await put(`/customers/${c.every3}/schedule`, { kind: 'every_n_days', every_n: 3, start_date: '2028-02-26', quantity: 5 }).expect(200);
      expect((await get(`/customers/${c.every3}/schedule`).expect(200)).body.data).toMatchObject({ quantity: 5, route_position: 2 });
      await put(`/customers/${c.every3}/schedule`, { kind: 'every_n_days', every_n: 3, start_date: '2028-02-26', quantity: 4 }).expect(200);
    });

    it('refuses a customer of another area (422), of another owner or plant (404), repeats and a foreign area (422)', async () => {
      const wrongArea = await put('/delivery-schedule/route-order', { area_id: north, customer_ids: [c.daily, c.year] }).expect(422);
      expect(wrongArea.body.errors).toEqual({ customer_ids: [`Customer ${c.year} is not in this area.`] });
      const otherPlant = (await t.db.dataSource.query(`SELECT id FROM plants WHERE owner_id = $1`, [other.id]))[0].id;
      const otherArea = await createArea(t, other, Number(otherPlant), 'Theirs');
      const theirs = await createCustomer(t, other, Number(otherPlant), { name: 'Their Customer', area_id: otherArea });
      await put('/delivery-schedule/route-order', { area_id: north, customer_ids: [c.daily, theirs.id] }).expect(404);
      const repeated = await put('/delivery-schedule/route-order', { area_id: north, customer_ids: [c.daily, c.daily] }).expect(422);
      expect(repeated.body.errors).toEqual({ customer_ids: ['Each customer may appear once.'] });
      const foreign = await put('/delivery-schedule/route-order', { area_id: foreignArea, customer_ids: [c.daily] }).expect(422);
      expect(foreign.body.errors).toEqual({ area_id: ["The area must be one of the plant's areas."] });
      await put('/delivery-schedule/route-order', { area_id: north, customer_ids: [] }).expect(422);
      // Nothing moved.
      expect((await get(`/customers/${c.daily}/schedule`).expect(200)).body.data.route_position).toBe(3);
    });
  });

  describe('the routes', () => {
    it('lists every area with its active customers in route order and their schedules', async () => {
      const response = await get('/delivery-schedule/routes').expect(200);
      const areas = response.body.data.areas;
      expect(areas.map((a: { area_name: string }) => a.area_name)).toEqual(['North', 'South']);
      expect(areas[0].customers.map((row: { customer_id: number }) => row.customer_id)).toEqual([
        c.week,
        c.tue,
        c.every3,
        c.daily,
        c.alt,
        c.call,
      ]);
      expect(areas[0].customers[0]).toMatchObject({
        route_position: 0,
        quantity: 1,
        is_default: false,
        schedule: { kind: 'weekdays', days: ['mon', 'thu'], every_n: null, start_date: null },
      });
      expect(areas[0].customers[3]).toMatchObject({ customer_id: c.daily, is_default: true, schedule: { kind: 'daily' } });
      const southern = await get(`/delivery-schedule/routes?area_id=${south}`).expect(200);
      expect(southern.body.data.areas).toHaveLength(1);
      expect(southern.body.data.areas[0].customers.map((row: { customer_id: number }) => row.customer_id)).toEqual([c.year]);
      await get('/delivery-schedule/routes', other).expect(403);
    });
  });

  describe('the week', () => {
    it('counts customers and cans due on each of 7 days, with holidays, pauses and leap day', async () => {
      const response = await get(`/delivery-schedule/week?start=2028-02-26&area_id=${north}`).expect(200);
      expect(response.body.data.start).toBe('2028-02-26');
      expect(response.body.data.days).toEqual([
        { date: '2028-02-26', weekday: 'sat', is_holiday: false, customers: 2, cans: 5 },
        { date: '2028-02-27', weekday: 'sun', is_holiday: false, customers: 2, cans: 3 },
        { date: '2028-02-28', weekday: 'mon', is_holiday: false, customers: 2, cans: 2 },
        { date: '2028-02-29', weekday: 'tue', is_holiday: false, customers: 4, cans: 10 },
        { date: '2028-03-01', weekday: 'wed', is_holiday: false, customers: 0, cans: 0 },
        { date: '2028-03-02', weekday: 'thu', is_holiday: false, customers: 2, cans: 3 },
        { date: '2028-03-03', weekday: 'fri', is_holiday: true, customers: 0, cans: 0 },
      ]);
      expect(response.body.data.totals).toEqual({ customers: 12, cans: 23 });
      // Each day equals the day's list.
      for (const day of response.body.data.days) {
        const list = await due(day.date, { areaId: north });
        expect([list.length, list.reduce((sum, d) => sum + d.quantity, 0)]).toEqual([day.customers, day.cans]);
      }
      await get('/delivery-schedule/week?start=2028-13-01').expect(422);
    });
  });

  it('a deleted customer takes their schedule row with them', async () => {
    const gone = await createCustomer(t, owner, plantId, { name: 'Gone Soon', area_id: south, schedule: { kind: 'on_call' } });
    expect(await t.db.dataSource.query(`SELECT 1 FROM customer_schedules WHERE customer_id = $1`, [gone.id])).toHaveLength(1);
    await t
      .http()
      .delete(q(`/customers/${gone.id}`))
      .set(auth(owner.token))
      .expect(200);
    expect(await t.db.dataSource.query(`SELECT 1 FROM customer_schedules WHERE customer_id = $1`, [gone.id])).toHaveLength(0);
  });
});
