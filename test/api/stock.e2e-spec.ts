import { HISTORY_WITH_PRODUCTS } from '../../migrations/1763700000930-rider-day-products';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * The plant's container stock (/api/filter-owner/stock): purchases, write-offs and counts, what
 * customers hold and lose, and the rule every step keeps for every returnable product:
 * owned = at plant + with customers + with riders + lost + damaged. A run of random steps through
 * HTTP is checked against a model of the figures after each step; the suite's replay then has to
 * rebuild the same read models (test-app.ts).
 */
describe('container stock (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let riderToken: string;
  const customers: number[] = [];
  const JAR = 2;
  const BOTTLE = 3;
  const returnable = [1, JAR];

  const q = () => `filter_plant_id=${plantId}`;
  const post = (path: string, body: Record<string, unknown>, token = owner.token) =>
    t
      .http()
      .post(`/api/filter-owner${path}${path.includes('?') ? '&' : '?'}${q()}`)
      .set(auth(token))
      .send(body);
  const stock = async () => (await t.http().get(`/api/filter-owner/stock?${q()}`).set(auth(owner.token)).expect(200)).body.data.products;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    const area = await createArea(t, owner, plantId, 'Saddar');
    const rider = await createRider(t, owner, plantId, 'Kamran', [area]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445558', 'rider-pass-3')).token;
    await post('/products', { name: '5 L jar', unit: 'jar', returnable: true, default_rate: 40, deposit_per_unit: 200 }).expect(201);
    await post('/products', { name: '1.5 L bottle', unit: 'bottle', returnable: false, default_rate: 30 }).expect(201);
    for (const name of ['Asif', 'Bano', 'Chand']) customers.push((await createCustomer(t, owner, plantId, { name, area_id: area })).id);
  });
  afterAll(() => t.close());

  it('starts at nothing owned, and shows only returnable products', async () => {
    expect(await stock()).toEqual([
      expect.objectContaining({ product_id: 1, name: '19 L can', owned: 0, at_plant: 0, with_customers: 0, lost: 0, damaged: 0 }),
      expect.objectContaining({ product_id: JAR, name: '5 L jar', owned: 0, at_plant: 0, out_exceeds_owned: false }),
    ]);
  });

  it('refuses what is not a returnable product of the plant, a count that differs without a reason, and strangers', async () => {
    expect((await post('/stock/purchases', { product_id: BOTTLE, quantity: 5, cost: 100 }).expect(422)).body.errors).toHaveProperty(
      'product_id',
    );
    expect((await post('/stock/purchases', { product_id: 9, quantity: 5, cost: 100 }).expect(422)).body.errors).toHaveProperty(
      'product_id',
    );
    await post('/stock/purchases', { product_id: 1, quantity: 0, cost: 100 }).expect(422);
    await post('/stock/purchases', { product_id: 1, quantity: 5, cost: 100, colour: 'red' }).expect(422);
    await post('/stock/write-offs', { product_id: 1, quantity: 1, kind: 'stolen', reason: 'x' }).expect(422);
    expect((await post('/stock/counts', { product_id: 1, counted: 3 }).expect(422)).body.errors).toHaveProperty('reason');
    await post('/stock/purchases', { product_id: 1, quantity: 5, cost: 100 }, riderToken).expect(403);
    const stranger = await createOwner(t, { plan: 'Premium' });
    await t.http().get(`/api/filter-owner/stock?${q()}`).set(auth(stranger.token)).expect(403);
    expect((await stock())[0]).toMatchObject({ owned: 0 });
  });

  it('keeps owned = at plant + with customers + with riders + lost + damaged through random steps, equal to a model of them', async () => {
    let seed = 20261129;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const model = new Map(returnable.map((p) => [p, { owned: 0, withCustomers: 0, lost: 0, lostAtCustomers: 0, damaged: 0 }]));
    const held = new Map<string, number>();
    const holding = (c: number, p: number) => held.get(`${c}:${p}`) ?? 0;
    const hold = (c: number, p: number, change: number) => {
      held.set(`${c}:${p}`, holding(c, p) + change);
      model.get(p)!.withCustomers += change;
    };
    const atPlant = (p: number) => {
      const m = model.get(p)!;
      return m.owned - m.withCustomers - m.lost - m.damaged;
    };
    const entries: { id: number; customer: number; moved: Map<number, number> }[] = [];
    const done = new Map<string, number>();
    const tally = (what: string) => done.set(what, (done.get(what) ?? 0) + 1);

    for (let step = 0; step < 150; step += 1) {
      const product = pick(returnable);
      const customer = pick(customers);
      const m = model.get(product)!;
      const kind = pick(['purchase', 'delivery', 'delivery', 'delivery', 'reversal', 'write-off', 'count', 'lost']);
      if (kind === 'purchase') {
        const quantity = 1 + Math.floor(random() * 30);
        await post('/stock/purchases', { product_id: product, quantity, cost: quantity * 450 }).expect(201);
        m.owned += quantity;
        tally(kind);
      } else if (kind === 'delivery') {
        const items = returnable.map((p) => ({ product_id: p, delivered: Math.floor(random() * 4), returned: Math.floor(random() * 3) }));
        items.push({ product_id: BOTTLE, delivered: Math.floor(random() * 3), returned: 0 });
        if (items.every((i) => i.delivered + i.returned === 0)) items[0].delivered = 1;
        const saved = await post('/daily-entries', { customer_id: customer, items }).expect(201);
        const moved = new Map(returnable.map((p) => [p, 0]));
        for (const item of items.filter((i) => returnable.includes(i.product_id))) {
          hold(customer, item.product_id, item.delivered - item.returned);
          moved.set(item.product_id, item.delivered - item.returned);
        }
        entries.push({ id: saved.body.data.id, customer, moved });
        tally(kind);
      } else if (kind === 'reversal' && entries.length > 0) {
        const entry = entries.splice(Math.floor(random() * entries.length), 1)[0];
        await post(`/daily-entries/${entry.id}/reverse`, { reason: `step ${step}` }).expect(200);
        for (const [p, change] of entry.moved) hold(entry.customer, p, -change);
        tally(kind);
      } else if (kind === 'write-off') {
        const quantity = 1 + Math.floor(random() * 5);
        const writeOff = { product_id: product, quantity, kind: pick(['lost', 'damaged']), reason: `step ${step}` };
        if (quantity > atPlant(product)) {
          await post('/stock/write-offs', writeOff).expect(422);
          tally('write-off refused');
          continue;
        }
        await post('/stock/write-offs', writeOff).expect(201);
        if (writeOff.kind === 'lost') m.lost += quantity;
        else m.damaged += quantity;
        tally(`write-off ${writeOff.kind}`);
      } else if (kind === 'count') {
        const counted = Math.max(0, atPlant(product) + Math.floor(random() * 7) - 3);
        const difference = counted - atPlant(product);
        await post('/stock/counts', { product_id: product, counted, reason: difference === 0 ? null : `step ${step}` }).expect(201);
        if (difference > 0) m.owned += difference;
        else m.lost -= difference;
        tally(difference > 0 ? 'count over' : difference < 0 ? 'count under' : 'count even');
      } else if (kind === 'lost') {
        const has = holding(customer, product);
        const quantity = 1 + Math.floor(random() * 2);
        const lost = { product_id: product, quantity, charge: quantity * 500, reason: `step ${step}` };
        if (quantity > has) {
          await post(`/customers/${customer}/containers/lost`, lost).expect(422);
          tally('lost refused');
          continue;
        }
        const answer = await post(`/customers/${customer}/containers/lost`, lost).expect(201);
        expect(answer.body.data.containers).toContainEqual(expect.objectContaining({ product_id: product, held: has - quantity }));
        hold(customer, product, -quantity);
        m.lost += quantity;
        m.lostAtCustomers += quantity;
        tally(kind);
      }

      const figures = await stock();
      for (const p of returnable) {
        const f = figures.find((row: { product_id: number }) => row.product_id === p);
        const expected = model.get(p)!;
        expect({ step, product: p, ...f }).toMatchObject({
          step,
          product: p,
          owned: expected.owned,
          with_customers: expected.withCustomers,
          with_riders: 0,
          lost: expected.lost,
          lost_at_customers: expected.lostAtCustomers,
          damaged: expected.damaged,
          at_plant: atPlant(p),
          out_exceeds_owned: atPlant(p) < 0,
        });
        expect(f.owned).toBe(f.at_plant + f.with_customers + f.with_riders + f.lost + f.damaged);
      }
    }
    // Every kind of step happened, refusals included.
    const kinds = [
      'count over',
      'count under',
      'delivery',
      'lost',
      'lost refused',
      'purchase',
      'reversal',
      'write-off damaged',
      'write-off lost',
    ];
    expect(kinds.filter((what) => !done.has(what))).toEqual([]);
    // Every customer's containers of each product are what the model holds.
    for (const c of customers) {
      const shown = (await t.http().get(`/api/filter-owner/customers/${c}?${q()}`).set(auth(owner.token)).expect(200)).body.data;
      for (const p of returnable) {
        const row = shown.containers.find((h: { product_id: number }) => h.product_id === p);
        expect({ c, p, held: row?.held ?? 0 }).toEqual({ c, p, held: holding(c, p) });
      }
      expect(shown.cans_out).toBe(holding(c, 1));
    }
  }, 120_000);

  it("lists each day's movements and the plant's own records", async () => {
    const movements = (await t.http().get(`/api/filter-owner/stock/movements?${q()}`).set(auth(owner.token)).expect(200)).body.data;
    expect(movements.to >= movements.from).toBe(true);
    expect(movements.days.length).toBeGreaterThan(0);
    expect(movements.days.every((day: { product_id: number }) => returnable.includes(day.product_id))).toBe(true);
    const purchases = movements.records.filter((r: { kind: string }) => r.kind === 'purchase');
    expect(purchases.length).toBeGreaterThan(0);
    expect(purchases[0]).toEqual(expect.objectContaining({ cost: expect.any(Number), note: null, counted: null }));
    const day = movements.days[0];
    const sameDay = movements.days.filter((d: { date: string }) => d.date === day.date);
    const purchased = sameDay.reduce((sum: number, d: { purchased: number }) => sum + d.purchased, 0);
    expect(purchased).toBe(
      movements.records
        .filter((r: { kind: string; date: string }) => r.kind === 'purchase' && r.date === day.date)
        .reduce((sum: number, r: { quantity: number }) => sum + r.quantity, 0),
    );
  });

  it("counts the cans a rider did not bring back at their day close as with riders, out of the plant's", async () => {
    const before = (await stock())[0];
    const rider = (path: string) => t.http().post(`/api/rider/${path}`).set(auth(riderToken));
    // The rider's customer gets 3 cans and gives 1 empty; 10 full taken, 6 brought back: 2 are with the rider.
    await rider('entries')
      .send({ entries: [{ customer_id: customers[0], cans_delivered: 3, cans_returned: 1 }] })
      .expect(201);
    await rider('day-close').send({ cash_handed_over: 0, cans_returned_to_plant: 6, full_cans_taken: 10 }).expect(201);
    const after = (await stock())[0];
    expect(after).toMatchObject({ with_riders: before.with_riders + 2, with_customers: before.with_customers + 2, owned: before.owned });
    expect(after.at_plant).toBe(before.at_plant - 4);
    expect(after.owned).toBe(after.at_plant + after.with_customers + after.with_riders + after.lost + after.damaged);
  });

  it("counts the rider's other returnable products at the day close: each one not brought back is with riders", async () => {
    const rider = (path: string) => t.http().post(`/api/rider/${path}`).set(auth(riderToken));
    const jarBefore = (await stock()).find((p: { product_id: number }) => p.product_id === JAR);
    // 2 jars out to the customer and 1 empty back; 5 full taken, 3 empties handed in: 1 jar is with the rider.
    await rider('entries')
      .send({ entries: [{ customer_id: customers[1], items: [{ product_id: JAR, delivered: 2, returned: 1 }] }] })
      .expect(201);
    const firstCans = { cash_handed_over: 0, cans_returned_to_plant: 6, full_cans_taken: 10 };
    const closed = await rider('day-close')
      .send({ ...firstCans, products: [{ product_id: JAR, full_taken: 5, returned_to_plant: 3 }] })
      .expect(201);
    expect(closed.body.data.products).toEqual([
      { product_id: JAR, full_taken: 5, returned_to_plant: 3, delivered: 2, returned: 1, expected_back: 4, difference: -1 },
    ]);
    const jar = (await stock()).find((p: { product_id: number }) => p.product_id === JAR);
    expect(jar).toMatchObject({
      with_riders: jarBefore.with_riders + 1,
      with_customers: jarBefore.with_customers + 1,
      owned: jarBefore.owned,
    });
    expect(jar.owned).toBe(jar.at_plant + jar.with_customers + jar.with_riders + jar.lost + jar.damaged);

    // Only the plant's returnable products other than the first are counted there, each once.
    for (const [products, key] of [
      [[{ product_id: BOTTLE, full_taken: 1, returned_to_plant: 0 }], 'products.0.product_id'],
      [[{ product_id: 1, full_taken: 1, returned_to_plant: 0 }], 'products.0.product_id'],
      [
        [
          { product_id: JAR, full_taken: 1, returned_to_plant: 0 },
          { product_id: 1, full_taken: 1, returned_to_plant: 0 },
        ],
        'products.1.product_id',
      ],
      [
        [
          { product_id: JAR, full_taken: 1, returned_to_plant: 0 },
          { product_id: JAR, full_taken: 2, returned_to_plant: 0 },
        ],
        'products',
      ],
      [[{ product_id: JAR, full_taken: -1, returned_to_plant: 0 }], 'products.0.full_taken'],
    ] as const)
      expect(
        (
          await rider('day-close')
            .send({ ...firstCans, products })
            .expect(422)
        ).body.errors,
      ).toHaveProperty([key]);

    // The rider finds the jar: the corrected close brings it back, and the history keeps both counts.
    await rider('day-close')
      .send({ ...firstCans, products: [{ product_id: JAR, full_taken: 5, returned_to_plant: 4 }] })
      .expect(201);
    expect((await stock()).find((p: { product_id: number }) => p.product_id === JAR).with_riders).toBe(jarBefore.with_riders);
    const day = (await t.http().get('/api/rider/day-close').set(auth(riderToken)).expect(200)).body.data;
    expect(day.products).toEqual([expect.objectContaining({ product_id: JAR, expected_back: 4, difference: 0 })]);
    // A day the owner closes for the rider with the cans right and a jar short is told on the dashboard.
    const yesterday = new Date(Date.parse(`${day.date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await post('/rider-days', {
      employee_id: day.employee_id,
      date: yesterday,
      cash_handed_over: 0,
      cans_returned_to_plant: 0,
      full_cans_taken: 0,
      products: [{ product_id: JAR, full_taken: 1, returned_to_plant: 0 }],
    }).expect(201);
    const { notifications } = (await t.http().get(`/api/filter-owner/dashboard?${q()}`).set(auth(owner.token)).expect(200)).body.data.stats;
    expect(notifications).toContainEqual(
      expect.objectContaining({
        kind: 'rider_day_difference',
        date: yesterday,
        cash_difference: 0,
        cans_difference: 0,
        containers_difference: -1,
        text: expect.stringMatching(/other containers short by 1$/),
      }),
    );
    expect(day.history.map((close: { products: unknown[] }) => close.products)).toEqual([
      [],
      [{ product_id: JAR, full_taken: 5, returned_to_plant: 3, expected_back: 4 }],
      [{ product_id: JAR, full_taken: 5, returned_to_plant: 4, expected_back: 4 }],
    ]);
  });

  it('shows the same figures on the dashboard, and a purchase or a rider’s close moves them at once', async () => {
    const dashboard = async () =>
      (await t.http().get(`/api/filter-owner/dashboard?${q()}`).set(auth(owner.token)).expect(200)).body.data.stats.containers;
    expect(await dashboard()).toEqual(await stock());
    // A purchase moves no customer: the dashboard's kept answer must still see it.
    await post('/stock/purchases', { product_id: JAR, quantity: 7, cost: 700 }).expect(201);
    const after = await dashboard();
    expect(after).toEqual(await stock());
    expect(after.map((p: { product_id: number }) => p.product_id)).toEqual(returnable);
  });

  it('reads a close recorded before products (version 1) as counting no other product, as migration 930 left its row', async () => {
    const [rider] = await t.db.dataSource.query(`SELECT id FROM employees WHERE plant_id = $1 LIMIT 1`, [plantId]);
    const day = '2026-01-15';
    const count = { cash_handed_over: '0.00', cans_returned_to_plant: 2, full_cans_taken: 2, expected_cash: '0.00', expected_cans_back: 2 };
    const data = { employee_id: Number(rider.id), plant_id: plantId, owner_id: owner.id, date: day, ...count, closed_by: 'owner' };
    // What an older build left: the event at schema version 1, its row without products and its history entry without them.
    await t.db.dataSource.query(
      `INSERT INTO events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, tenant_id)
       VALUES (gen_random_uuid(), $1, 'rider-day', 1, 'RiderDayClosed', 1, $2::jsonb, $3::jsonb, $4)`,
      [`rider-day-${rider.id}_20260115`, JSON.stringify(data), JSON.stringify({ tenant_id: owner.id }), owner.id],
    );
    const [{ recorded_at }] = await t.db.dataSource.query(`SELECT recorded_at FROM events WHERE stream_id = $1`, [
      `rider-day-${rider.id}_20260115`,
    ]);
    const entry = { ...count, closed_by: 'owner', closed_at: new Date(recorded_at).toISOString() };
    await t.db.dataSource.query(
      `INSERT INTO rider_day_closes (employee_id, date, plant_id, owner_id, cash_handed_over, cans_returned_to_plant, full_cans_taken, closes, history, closed_at)
       VALUES ($1, $2, $3, $4, 0, 2, 2, 1, jsonb_build_array($5::jsonb), $6)`,
      [rider.id, day, plantId, owner.id, JSON.stringify(entry), recorded_at],
    );
    await t.db.dataSource.query(HISTORY_WITH_PRODUCTS);
    const [row] = await t.db.dataSource.query(`SELECT products, history FROM rider_day_closes WHERE employee_id = $1 AND date = $2`, [
      rider.id,
      day,
    ]);
    expect(row).toEqual({ products: [], history: [{ ...entry, products: [] }] });
    // The closing replay reads the version 1 event through the upcaster and must write this same row.
  });
});
