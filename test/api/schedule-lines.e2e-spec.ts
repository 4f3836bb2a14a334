import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Schedules with several lines: two cans daily and a carton every Friday. Each line brings its
 * product on the schedule's days or on days of its own; who is due, the delivery schedule, the
 * owner's and the rider's sheets (their prefill) follow the lines. The dates are fixed days far
 * from today: 2030-01-04 is a Friday, 2030-01-05 a Saturday. The suite's database is replayed and
 * compared with its read models when it ends (test-app.ts).
 */
describe('schedules with several lines (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  let riderToken: string;
  const ids: Record<string, number> = {};
  const FRIDAY = '2030-01-04';
  const SATURDAY = '2030-01-05';

  const url = (path: string) => `/api/filter-owner${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plantId}`;
  const get = (path: string) => t.http().get(url(path)).set(auth(owner.token));
  const put = (path: string, body: unknown) =>
    t
      .http()
      .put(url(path))
      .set(auth(owner.token))
      .send(body as object);
  const post = (path: string, body: unknown) =>
    t
      .http()
      .post(url(path))
      .set(auth(owner.token))
      .send(body as object);
  const line = (product_id: number, quantity: number, rule: Record<string, unknown> = {}) => ({
    product_id,
    quantity,
    kind: null,
    days: [],
    every_n: null,
    start_date: null,
    ...rule,
  });
  /** The sheet's prefill per customer on a day: name → [product_id, quantity] pairs. */
  const prefill = (sheet: {
    rows: { name: string; default_quantity: number; default_items: { product_id: number; quantity: number }[] }[];
  }) =>
    Object.fromEntries(
      sheet.rows.map((row) => [row.name, { first: row.default_quantity, items: row.default_items.map((i) => [i.product_id, i.quantity]) }]),
    );

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Lines Plant', default_can_rate: 80 });
    areaId = await createArea(t, owner, plantId, 'Johar Town');
    const rider = await createRider(t, owner, plantId, 'Kashif', [areaId]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445558', 'rider-pass-3')).token;
    await post('/products', { name: '6 L bottle', unit: 'bottle', returnable: false, default_rate: 120 }).expect(201); // 2
    await post('/products', { name: 'Carton', unit: 'carton', returnable: false, default_rate: 600 }).expect(201); // 3
    await post('/products', { name: 'Dispenser', unit: 'dispenser', returnable: true, default_rate: 500, billing: 'monthly' }).expect(201); // 4
    await post('/products', { name: 'Old jar', unit: 'jar', returnable: true, default_rate: 50 }).expect(201); // 5
    ids.amna = (await createCustomer(t, owner, plantId, { name: 'Amna', area_id: areaId, employee_id: rider })).id;
    ids.bilal = (await createCustomer(t, owner, plantId, { name: 'Bilal', area_id: areaId, employee_id: rider })).id;
  });
  afterAll(() => t.close());

  it('answers every line, the first product’s first; an old schedule has that line only', async () => {
    const plain = (await get(`/customers/${ids.bilal}/schedule`).expect(200)).body.data;
    expect(plain).toMatchObject({ kind: 'daily', quantity: 1, items: [line(1, 1)], is_default: true });

    const set = await put(`/customers/${ids.amna}/schedule`, {
      kind: 'daily',
      items: [
        { product_id: 3, quantity: 1, kind: 'weekdays', days: ['fri'] },
        { product_id: 1, quantity: 2 },
      ],
    }).expect(200);
    expect(set.body.data).toMatchObject({
      kind: 'daily',
      quantity: 2,
      items: [line(1, 2), line(3, 1, { kind: 'weekdays', days: ['fri'] })],
    });
    expect((await get(`/customers/${ids.amna}/schedule`).expect(200)).body.data.items).toEqual(set.body.data.items);
    // The old single field still means the first product, and keeps the other lines.
    const more = await put(`/customers/${ids.amna}/schedule`, { kind: 'daily', quantity: 3 }).expect(200);
    expect(more.body.data.items).toEqual([line(1, 3), line(3, 1, { kind: 'weekdays', days: ['fri'] })]);
  });

  it('brings each line on its days: the sheet, the rider’s sheet and the delivery schedule prefill by product', async () => {
    // Bilal: bottles only, every Saturday.
    await put(`/customers/${ids.bilal}/schedule`, { kind: 'weekdays', days: ['sat'], items: [{ product_id: 2, quantity: 4 }] }).expect(200);

    const friday = (await get(`/daily-entries/sheet?date=${FRIDAY}`).expect(200)).body.data;
    expect(prefill(friday)).toEqual({
      Amna: {
        first: 3,
        items: [
          [1, 3],
          [3, 1],
        ],
      },
    });
    const saturday = (await get(`/daily-entries/sheet?date=${SATURDAY}`).expect(200)).body.data;
    expect(prefill(saturday)).toEqual({ Amna: { first: 3, items: [[1, 3]] }, Bilal: { first: 0, items: [[2, 4]] } });

    const rider = (await t.http().get(`/api/rider/sheet?date=${FRIDAY}`).set(auth(riderToken)).expect(200)).body.data;
    expect(prefill(rider)).toEqual(prefill(friday));

    const schedule = (await get(`/delivery-schedule?date=${SATURDAY}`).expect(200)).body.data;
    expect(schedule.customers.map((c: { name: string; quantity: number; items: unknown }) => [c.name, c.quantity, c.items])).toEqual([
      ['Amna', 3, [{ product_id: 1, quantity: 3 }]],
      ['Bilal', 0, [{ product_id: 2, quantity: 4 }]],
    ]);
    expect(schedule.totals).toEqual({ customers: 2, cans: 3 });
    const week = (await get(`/delivery-schedule/week?start=${FRIDAY}`).expect(200)).body.data;
    expect(week.days.slice(0, 2).map((d: { customers: number; cans: number }) => [d.customers, d.cans])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    const routes = (await get('/delivery-schedule/routes').expect(200)).body.data;
    expect(routes.areas[0].customers.map((c: { name: string; items: unknown }) => [c.name, c.items])).toEqual([
      ['Amna', [line(1, 3), line(3, 1, { kind: 'weekdays', days: ['fri'] })]],
      ['Bilal', [line(2, 4)]],
    ]);
  });

  it('a line of its own days makes a customer due on a day the schedule is not', async () => {
    // Amna on call for cans, but her carton still comes every Friday.
    await put(`/customers/${ids.amna}/schedule`, { kind: 'on_call' }).expect(200);
    const friday = (await get(`/daily-entries/sheet?date=${FRIDAY}`).expect(200)).body.data;
    expect(prefill(friday)).toEqual({ Amna: { first: 0, items: [[3, 1]] } });
    const saturday = (await get(`/daily-entries/sheet?date=${SATURDAY}`).expect(200)).body.data;
    expect(Object.keys(prefill(saturday))).toEqual(['Bilal']);
    await put(`/customers/${ids.amna}/schedule`, { kind: 'daily' }).expect(200);
  });

  it('drops a deactivated product from the prefill and keeps its line', async () => {
    await put(`/customers/${ids.amna}/schedule`, {
      kind: 'daily',
      items: [
        { product_id: 1, quantity: 3 },
        { product_id: 5, quantity: 2 },
      ],
    }).expect(200);
    expect(prefill((await get(`/daily-entries/sheet?date=${SATURDAY}`).expect(200)).body.data).Amna.items).toEqual([
      [1, 3],
      [5, 2],
    ]);
    await put('/products/5', { is_active: false }).expect(200);
    expect(prefill((await get(`/daily-entries/sheet?date=${SATURDAY}`).expect(200)).body.data).Amna.items).toEqual([[1, 3]]);
    expect((await get(`/customers/${ids.amna}/schedule`).expect(200)).body.data.items).toEqual([line(1, 3), line(5, 2)]);
    // Saving the schedule's days again keeps it; naming the line again is refused.
    await put(`/customers/${ids.amna}/schedule`, { kind: 'alternate', start_date: FRIDAY }).expect(200);
    const again = await put(`/customers/${ids.amna}/schedule`, {
      kind: 'daily',
      items: [
        { product_id: 1, quantity: 3 },
        { product_id: 5, quantity: 2 },
      ],
    }).expect(422);
    expect(again.body.errors).toEqual({ 'items.1.product_id': ["The product must be one of the plant's active products sold per unit."] });
  });

  it('refuses lines that cannot be, each at its field, and changes nothing', async () => {
    const before = (await get(`/customers/${ids.amna}/schedule`).expect(200)).body.data;
    const refused = async (body: Record<string, unknown>) => (await put(`/customers/${ids.amna}/schedule`, body).expect(422)).body.errors;
    expect(
      await refused({
        kind: 'daily',
        items: [
          { product_id: 4, quantity: 1 },
          { product_id: 9, quantity: 1 },
        ],
      }),
    ).toEqual({
      'items.0.product_id': ["The product must be one of the plant's active products sold per unit."],
      'items.1.product_id': ["The product must be one of the plant's active products sold per unit."],
    });
    expect(await refused({ kind: 'daily', items: [] })).toEqual({ items: ['A schedule needs at least one line.'] });
    expect(
      await refused({
        kind: 'daily',
        items: [
          { product_id: 2, quantity: 1 },
          { product_id: 2, quantity: 2 },
        ],
      }),
    ).toEqual({
      items: ['Each product may have one line.'],
    });
    expect(await refused({ kind: 'daily', items: [{ product_id: 2, quantity: 0, days: ['mon'] }] })).toMatchObject({
      'items.0.quantity': [expect.stringContaining('between 1 and')],
      'items.0.days': ['Days, every n and a start date apply only to a line with a kind of its own.'],
    });
    expect(await refused({ kind: 'daily', items: [{ product_id: 1, quantity: 1, kind: 'weekdays', days: ['fri'] }] })).toEqual({
      'items.0.kind': ["The first product's line is on the schedule's own days: leave its kind empty."],
    });
    expect(await refused({ kind: 'daily', quantity: 2, items: [{ product_id: 1, quantity: 3 }] })).toEqual({
      items: ["The first product's line must agree with the quantity."],
    });
    expect(await refused({ kind: 'daily', items: [{ product_id: 2, quantity: 1, colour: 'blue' }] })).toHaveProperty(['items.0.colour']);
    expect((await get(`/customers/${ids.amna}/schedule`).expect(200)).body.data).toEqual(before);
  });

  it('comes with a customer registered with a schedule of several lines', async () => {
    const created = await createCustomer(t, owner, plantId, {
      name: 'Chand',
      area_id: areaId,
      schedule: {
        kind: 'daily',
        items: [
          { product_id: 1, quantity: 1 },
          { product_id: 3, quantity: 2, kind: 'weekdays', days: ['sat'] },
        ],
      },
    });
    expect((await get(`/customers/${created.id}/schedule`).expect(200)).body.data.items).toEqual([
      line(1, 1),
      line(3, 2, { kind: 'weekdays', days: ['sat'] }),
    ]);
    const refused = await post('/customers', {
      name: 'Dua',
      area_id: areaId,
      schedule: { kind: 'daily', items: [{ product_id: 4, quantity: 1 }] },
    }).expect(422);
    expect(refused.body.errors).toEqual({
      'schedule.items.0.product_id': ["The product must be one of the plant's active products sold per unit."],
    });
    expect(await t.db.dataSource.query(`SELECT 1 FROM customers WHERE name = 'Dua'`)).toHaveLength(0);
  });

  it('reads a schedule recorded before products (version 1, no lines) as the first product’s line only', async () => {
    const erum = (await createCustomer(t, owner, plantId, { name: 'Erum', area_id: areaId })).id;
    const data = {
      customer_id: erum,
      plant_id: plantId,
      owner_id: owner.id,
      kind: 'daily',
      days: [],
      every_n: null,
      start_date: null,
      quantity: 2,
      route_position: null,
    };
    // What an older build left: the event at schema version 1 without items, and its row as that build's projection wrote it.
    await t.db.dataSource.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id)
       VALUES (gen_random_uuid(), $1, 'customer-schedule', 1, 'CustomerScheduleSet', 1, $2::jsonb, $3::jsonb, $4)`,
      [`customer-schedule-${erum}`, JSON.stringify(data), JSON.stringify({ tenant_id: owner.id }), owner.id],
    );
    await t.db.dataSource.query(
      `INSERT INTO customer_schedules (customer_id, plant_id, owner_id, kind, days, every_n, start_date, quantity, route_position, is_default, stream_version, updated_at)
       VALUES ($1, $2, $3, 'daily', '{}', NULL, NULL, 2, NULL, false, 1, now())`,
      [erum, plantId, owner.id],
    );
    expect((await get(`/customers/${erum}/schedule`).expect(200)).body.data.items).toEqual([line(1, 2)]);
    await put(`/customers/${erum}/schedule`, { kind: 'weekdays', days: ['mon'] }).expect(200);
    expect((await get(`/customers/${erum}/schedule`).expect(200)).body.data).toMatchObject({
      kind: 'weekdays',
      quantity: 2,
      items: [line(1, 2)],
    });
    // The closing replay reads the version 1 event through the upcaster and must write the same rows.
  });
});
