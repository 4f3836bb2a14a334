import { setNow } from '../../api/src/platform/domain/clock';
import { verifyDatabase } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Edges of products, stock and rentals that the main suites leave out: a `containers_lost` line
 * reversed, a rental ended mid-month and charged for its last month's days, the statement's `lost`
 * per product, and a plant that stops selling product 1. The business clock is set for every step
 * (Asia/Karachi, UTC+5), in September 2026, never today's date; each group ends with the replay
 * check every suite ends with (test-app.ts): the log's chains intact and its replay equal to the
 * live read models.
 */
describe('products, stock and rentals: edges (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  let riderToken: string;
  const JAR = 2;
  const BOTTLE = 3;
  const DISPENSER = 4;
  const ids: Record<string, number> = {};

  /** The business clock at noon in Karachi of a day. */
  const on = (day: string) => setNow(`${day}T07:00:00Z`);
  const q = () => `filter_plant_id=${plantId}`;
  const post = (path: string, body: Record<string, unknown>, token = owner.token) =>
    t
      .http()
      .post(`/api/filter-owner${path}${path.includes('?') ? '&' : '?'}${q()}`)
      .set(auth(token))
      .send(body);
  const get = async (path: string) =>
    (
      await t
        .http()
        .get(`/api/filter-owner${path}${path.includes('?') ? '&' : '?'}${q()}`)
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
  const customer = (id: number) => get(`/customers/${id}`);
  const ledger = (id: number) => get(`/customers/${id}/ledger`);
  const stockOf = async (productId: number) =>
    (await get('/stock')).products.find((row: { product_id: number }) => row.product_id === productId);
  const statement = (id: number, month: string) => get(`/customers/${id}/statement?month=${month}`);
  const productOf = (body: { products: { product_id: number }[] }, productId: number) =>
    body.products.find((p) => p.product_id === productId);
  /** The month-end run of the plant for `month`, waited for. */
  const runMonth = async (month: string) => {
    const started = await post('/statements/runs', { month }).expect(202);
    for (let i = 0; i < 300; i += 1) {
      const run = await get(`/statements/runs/${started.body.data.run.id}`);
      if (run.status === 'completed') return run;
      expect(run.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the run did not finish');
  };
  /** What every suite's end checks (test-app.ts), here at the end of a group: chains intact, replay equal to the live tables. */
  const expectReplayEqual = async () => {
    const chains = await verifyDatabase(t.db.dataSource);
    expect(chains.problems).toEqual([]);
    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(replay.tables.filter((table) => !table.equal)).toEqual([]);
    expect(replay.tables.map((table) => table.table)).toEqual(
      expect.arrayContaining(['customer_containers', 'customer_ledger_lines', 'customer_rentals', 'plant_stock', 'products']),
    );
  };

  beforeAll(async () => {
    t = await startTestApp();
    on('2026-09-10');
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Edges Plant', default_can_rate: 100 });
    areaId = await createArea(t, owner, plantId, 'Johar Town');
    const rider = await createRider(t, owner, plantId, 'Naveed', [areaId]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445591', 'rider-pass-91')).token;
    await post('/products', { name: '5 L jar', unit: 'jar', returnable: true, default_rate: 40 }).expect(201);
    await post('/products', { name: '6 L bottle', unit: 'bottle', returnable: false, default_rate: 120 }).expect(201);
    await post('/products', { name: 'Dispenser', unit: 'dispenser', returnable: false, default_rate: 500, billing: 'monthly' }).expect(201);
    for (const name of ['Asif', 'Bano', 'Chand', 'Dawood'])
      ids[name] = (await createCustomer(t, owner, plantId, { name, area_id: areaId, employee_id: rider })).id;
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  describe('a containers_lost line reversed', () => {
    it('holds the containers at the customer again, and counts them lost no more: their containers, cans out, balance and the stock', async () => {
      await post('/stock/purchases', { product_id: 1, quantity: 20, cost: 9000 }).expect(201);
      await post('/stock/purchases', { product_id: JAR, quantity: 10, cost: 2000 }).expect(201);
      await post('/daily-entries', {
        customer_id: ids.Asif,
        items: [
          { product_id: 1, delivered: 5 },
          { product_id: JAR, delivered: 3 },
        ],
      }).expect(201);
      const lostCans = await post(`/customers/${ids.Asif}/containers/lost`, {
        product_id: 1,
        quantity: 2,
        charge: 1000,
        reason: 'Taken to the village',
      }).expect(201);
      expect(lostCans.body.data).toMatchObject({ balance: 1620, cans_out: 3 });
      await post(`/customers/${ids.Asif}/containers/lost`, { product_id: JAR, quantity: 1, charge: 300, reason: 'Broken' }).expect(201);
      expect((await customer(ids.Asif)).containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 3 }),
        expect.objectContaining({ product_id: JAR, product_name: '5 L jar', held: 2 }),
      ]);
      expect(await stockOf(1)).toMatchObject({ owned: 20, with_customers: 3, lost: 2, lost_at_customers: 2, at_plant: 15 });
      expect(await stockOf(JAR)).toMatchObject({ owned: 10, with_customers: 2, lost: 1, lost_at_customers: 1, at_plant: 7 });

      const lines = (await ledger(ids.Asif)).lines.filter((line: { kind: string }) => line.kind === 'containers_lost');
      expect(lines.map((line: { description: string; debit: number }) => [line.description, line.debit])).toEqual([
        ['Lost 2 × 19 L can, charged PKR 1000.00 (Taken to the village)', 1000],
        ['Lost 1 × 5 L jar, charged PKR 300.00 (Broken)', 300],
      ]);
      ids.lostCansLine = lines[0].id;
      ids.lostJarLine = lines[1].id;

      const reversed = await post(`/customers/${ids.Asif}/ledger/${ids.lostCansLine}/reverse`, {
        reason: 'Found them in the store',
      }).expect(201);
      // The can charge (1000) is credited back; the jar's (300) stands.
      expect(reversed.body.data).toMatchObject({ reversed_line_id: ids.lostCansLine, customer: { balance: 920, cans_out: 5 } });
      expect(reversed.body.data.customer.containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 5 }),
        expect.objectContaining({ product_id: JAR, product_name: '5 L jar', held: 2 }),
      ]);
      expect(await customer(ids.Asif)).toMatchObject({ balance: 920, cans_out: 5 });
      // The cans are the customer's again, out of the lost ones; the jar lost stays lost.
      const cans = await stockOf(1);
      expect(cans).toMatchObject({ owned: 20, with_customers: 5, lost: 0, lost_at_customers: 0, damaged: 0, at_plant: 15 });
      expect(cans.owned).toBe(cans.at_plant + cans.with_customers + cans.with_riders + cans.lost + cans.damaged);
      expect(await stockOf(JAR)).toMatchObject({ with_customers: 2, lost: 1, lost_at_customers: 1, at_plant: 7 });
      // The day's movements count the jar alone as lost at customers.
      const day = (await get('/stock/movements?from=2026-09-10&to=2026-09-10')).days;
      expect(day.map((d: { product_id: number; lost_at_customers: number }) => [d.product_id, d.lost_at_customers])).toEqual([
        [1, 0],
        [JAR, 1],
      ]);
      // Held again: all five may be lost, not six; the line cannot be reversed twice.
      const six = await post(`/customers/${ids.Asif}/containers/lost`, { product_id: 1, quantity: 6, charge: 0 }).expect(422);
      expect(six.body.errors.quantity).toEqual(['This customer holds only 5 19 L can.']);
      const twice = await post(`/customers/${ids.Asif}/ledger/${ids.lostCansLine}/reverse`, { reason: 'again' }).expect(422);
      expect(JSON.stringify(twice.body.errors)).toMatch(/already reversed/);
    });

    it('ends with a replay of the log giving the same read models', expectReplayEqual);
  });

  describe("the statement's lost per product", () => {
    it('counts each product lost in the month, a reversed loss taken off, beside delivered, returned and the containers held', async () => {
      on('2026-09-12');
      // Bano holds 2 cans from August; in September 4 more and 1 back, 1 lost (charged), and 2 jars both lost free of charge.
      await post('/daily-entries/batch', {
        date: '2026-08-20',
        entries: [{ customer_id: ids.Bano, cans_delivered: 2, cans_returned: 0 }],
      }).expect(201);
      await post('/daily-entries/batch', {
        date: '2026-09-11',
        entries: [
          {
            customer_id: ids.Bano,
            items: [
              { product_id: 1, delivered: 4, returned: 1 },
              { product_id: JAR, delivered: 2 },
              { product_id: BOTTLE, delivered: 1 },
            ],
          },
        ],
      }).expect(201);
      await post(`/customers/${ids.Bano}/containers/lost`, { product_id: 1, quantity: 1, charge: 500, date: '2026-09-11' }).expect(201);
      await post(`/customers/${ids.Bano}/containers/lost`, { product_id: JAR, quantity: 2, charge: 0 }).expect(201);

      const bano = await statement(ids.Bano, '2026-09');
      expect(bano.products).toEqual([
        {
          product_id: 1,
          name: '19 L can',
          name_ur: '19 لیٹر کین',
          unit: 'can',
          returnable: true,
          opening_held: 2,
          delivered: 4,
          returned: 1,
          lost: 1,
          closing_held: 4,
          amount: 400,
        },
        {
          product_id: JAR,
          name: '5 L jar',
          name_ur: null,
          unit: 'jar',
          returnable: true,
          opening_held: 0,
          delivered: 2,
          returned: 0,
          lost: 2,
          closing_held: 0,
          amount: 80,
        },
        {
          product_id: BOTTLE,
          name: '6 L bottle',
          name_ur: null,
          unit: 'bottle',
          returnable: false,
          opening_held: 0,
          delivered: 1,
          returned: 0,
          lost: 0,
          closing_held: 0,
          amount: 120,
        },
      ]);
      // The lost cans leave the cans held as the lines count them; the charge is a debit beside the products' amounts.
      expect(bano.opening).toEqual({ balance: 200, cans: 2 });
      expect(bano.closing).toMatchObject({ balance: 200 + 600 + 500, cans: 4 });
      expect(bano.totals.debit).toBe(400 + 80 + 120 + 500);
      expect((await customer(ids.Bano)).containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 4 }),
        expect.objectContaining({ product_id: JAR, product_name: '5 L jar', held: 0 }),
      ]);

      // Asif's can loss was reversed within the month: nothing lost of cans, the jar still; August shows no loss at all.
      const asif = await statement(ids.Asif, '2026-09');
      expect(productOf(asif, 1)).toMatchObject({ delivered: 5, returned: 0, lost: 0, closing_held: 5, amount: 500 });
      expect(productOf(asif, JAR)).toMatchObject({ delivered: 3, returned: 0, lost: 1, closing_held: 2, amount: 120 });
      expect((await statement(ids.Bano, '2026-08')).products).toEqual([
        expect.objectContaining({ product_id: 1, opening_held: 0, delivered: 2, lost: 0, closing_held: 2 }),
      ]);
    });

    it('ends with a replay of the log giving the same read models', expectReplayEqual);
  });

  describe('a rental ended mid-month', () => {
    const rentLines = async (id: number) => (await ledger(id)).lines.filter((line: { kind: string }) => line.kind === 'rental');

    it("is charged by the month-end run for the days of its last month it ran, to the paisa, and by no later month's run", async () => {
      on('2026-09-12');
      await post(`/customers/${ids.Chand}/rentals`, { product_id: DISPENSER, quantity: 1, from: '2026-08-10' }).expect(201);
      // August: 22 of its 31 days (10th to 31st) at PKR 500: 50000 × 22 / 31 = 35483.87 paisa, half up 35484.
      await runMonth('2026-08');
      expect(await rentLines(ids.Chand)).toEqual([
        expect.objectContaining({
          date: '2026-08-31',
          debit: 354.84,
          description: 'Dispenser rent 2026-08: 1 × PKR 500.00 (22 of 31 days)',
        }),
      ]);

      on('2026-09-19');
      const ended = await post(`/customers/${ids.Chand}/rentals/${DISPENSER}/end`, {}).expect(200);
      expect(ended.body.data.rentals).toEqual([
        {
          product_id: DISPENSER,
          product_name: 'Dispenser',
          quantity: 1,
          from: '2026-08-10',
          until: '2026-09-19',
          charged_through: '2026-08',
          rate: 500,
        },
      ]);
      const before = (await customer(ids.Chand)).balance;

      on('2026-10-02');
      // September: the 1st to the 19th, 19 of 30 days: 50000 × 19 / 30 = 31666.67 paisa, half up 31667.
      await runMonth('2026-09');
      const lines = await rentLines(ids.Chand);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatchObject({
        date: '2026-09-30',
        debit: 316.67,
        credit: 0,
        description: 'Dispenser rent 2026-09: 1 × PKR 500.00 (19 of 30 days)',
      });
      const after = await customer(ids.Chand);
      expect(after.balance).toBe(671.51);
      expect(after.balance).toBeCloseTo(before + 316.67, 2);
      expect(after.rentals[0]).toMatchObject({ until: '2026-09-19', charged_through: '2026-09' });
      const september = await statement(ids.Chand, '2026-09');
      expect(september.lines).toEqual([expect.objectContaining({ date: '2026-09-30', debit: 316.67, cans_delivered: 0 })]);
      expect(september.products).toEqual([]);
      // October's run finds nothing to charge: the rental ended in September.
      await runMonth('2026-10');
      expect(await rentLines(ids.Chand)).toHaveLength(2);
      expect((await customer(ids.Chand)).balance).toBe(671.51);
    });

    it("charges a customer's own monthly price of the product, set as their price of it", async () => {
      on('2026-12-02');
      await t
        .http()
        .put(`/api/filter-owner/customers/${ids.Dawood}?${q()}`)
        .set(auth(owner.token))
        .send({ product_rates: [{ product_id: DISPENSER, rate: 450 }] })
        .expect(200);
      await post(`/customers/${ids.Dawood}/rentals`, { product_id: DISPENSER, quantity: 1, from: '2026-11-01' }).expect(201);
      await runMonth('2026-11');
      expect(await rentLines(ids.Dawood)).toEqual([
        expect.objectContaining({ date: '2026-11-30', debit: 450, description: expect.stringContaining('1 × PKR 450.00') }),
      ]);
    });

    it('ends with a replay of the log giving the same read models', expectReplayEqual);
  });

  describe('a plant that stops selling product 1', () => {
    const entry = (body: Record<string, unknown>) => post('/daily-entries', body);
    const batch = (entries: Record<string, unknown>[]) => post('/daily-entries/batch', { entries });
    const rider = (entries: Record<string, unknown>[]) => t.http().post('/api/rider/entries').set(auth(riderToken)).send({ entries });

    it("refuses the single-product fields with a 422 naming the can, on the owner's entry, sheet and the rider's, and keeps selling other products", async () => {
      on('2026-10-02');
      const changed = await t
        .http()
        .put(`/api/filter-owner/products/1?${q()}`)
        .set(auth(owner.token))
        .send({ is_active: false })
        .expect(200);
      expect(changed.body.data).toMatchObject({ id: 1, is_active: false, default_rate: 100 });
      const before = await customer(ids.Dawood);

      const refusals = [
        await entry({ customer_id: ids.Dawood, cans_delivered: 2, cans_returned: 0 }).expect(422),
        await entry({ customer_id: ids.Dawood, cans_delivered: 0, cans_returned: 1 }).expect(422),
        await batch([{ customer_id: ids.Dawood, cans_delivered: 1, cans_returned: 0, collected: 100 }]).expect(422),
        await rider([{ customer_id: ids.Dawood, cans_delivered: 1, cans_returned: 0 }]).expect(422),
        await entry({ customer_id: ids.Dawood, items: [{ product_id: 1, delivered: 1 }] }).expect(422),
      ];
      for (const refused of refusals) {
        expect(refused.body.errors).toEqual({ 'entries.0.items': ['19 L can is no longer sold: activate it before entering it.'] });
      }
      // Nothing was saved.
      expect(await customer(ids.Dawood)).toMatchObject({ balance: before.balance, cans_out: before.cans_out });

      // Another product still sells: the owner's entry and sheet, and the rider's.
      const jar = await entry({ customer_id: ids.Dawood, items: [{ product_id: JAR, delivered: 2 }] }).expect(201);
      expect(jar.body.data).toMatchObject({ amount: 80, cans_delivered: 0, items: [{ product_id: JAR, delivered: 2, amount: 80 }] });
      await batch([{ customer_id: ids.Dawood, items: [{ product_id: BOTTLE, delivered: 1 }], collected: 120 }]).expect(201);
      const riders = await rider([{ customer_id: ids.Dawood, items: [{ product_id: BOTTLE, delivered: 2 }] }]).expect(201);
      expect(riders.body.data.entries).toEqual([expect.objectContaining({ customer_id: ids.Dawood, amount: 240 })]);
      expect(await customer(ids.Dawood)).toMatchObject({ balance: before.balance + 80 + 240, cans_out: before.cans_out });

      // The sheet offers the can no more; the stock and the customers' containers keep it.
      const sheet = await get('/daily-entries/sheet?date=2026-10-02');
      expect(sheet.products.map((p: { id: number }) => p.id)).toEqual([JAR, BOTTLE]);
      expect(await stockOf(1)).toMatchObject({ is_active: false, with_customers: 9 });
      expect((await customer(ids.Asif)).containers).toContainEqual(
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 5 }),
      );

      // Sold again, the single-product fields work again.
      await t.http().put(`/api/filter-owner/products/1?${q()}`).set(auth(owner.token)).send({ is_active: true }).expect(200);
      const legacy = await entry({ customer_id: ids.Dawood, cans_delivered: 1, cans_returned: 0 }).expect(201);
      expect(legacy.body.data).toMatchObject({ amount: 100, items: [{ product_id: 1, delivered: 1, amount: 100 }] });
    });

    it('ends with a replay of the log giving the same read models', expectReplayEqual);
  });
});
