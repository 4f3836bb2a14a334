import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Several products per plant: the catalogue (/api/filter-owner/products), entries that carry items
 * (owner's single entry and sheet batch, the rider's entries), the containers each customer holds
 * of each returnable product, and a reversal that gives them back. The suite's database is replayed
 * and compared with its read models when it ends (test-app.ts).
 */
describe('products and entries by product (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  let riderToken: string;
  const ids: Record<string, number> = {};
  let month = '';

  const products = (token = owner.token, plant = plantId) =>
    t.http().get(`/api/filter-owner/products?filter_plant_id=${plant}`).set(auth(token));
  const addProduct = (body: Record<string, unknown>, token = owner.token) =>
    t.http().post(`/api/filter-owner/products?filter_plant_id=${plantId}`).set(auth(token)).send(body);
  const changeProduct = (id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/filter-owner/products/${id}?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body);
  const entry = (body: Record<string, unknown>) =>
    t.http().post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body);
  const customer = async (id: number) =>
    (await t.http().get(`/api/filter-owner/customers/${id}?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Many Products Plant', default_can_rate: 80 });
    areaId = await createArea(t, owner, plantId, 'Gulberg');
    const rider = await createRider(t, owner, plantId, 'Bilal', [areaId]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445557', 'rider-pass-2')).token;
    ids.ahmed = (await createCustomer(t, owner, plantId, { name: 'Ahmed', area_id: areaId, employee_id: rider, rate: 90 })).id;
    ids.bushra = (await createCustomer(t, owner, plantId, { name: 'Bushra', area_id: areaId, employee_id: rider })).id;
  });
  afterAll(() => t.close());

  describe('the catalogue', () => {
    it("starts every new plant with its first product: the 19 L can at the plant's can rate", async () => {
      const list = (await products().expect(200)).body.data.products;
      expect(list).toEqual([
        expect.objectContaining({
          id: 1,
          filter_plant_id: plantId,
          name: '19 L can',
          name_ur: '19 لیٹر کین',
          unit: 'can',
          returnable: true,
          default_rate: 80,
          deposit_per_unit: 0,
          billing: 'per_unit',
          is_active: true,
          position: 1,
        }),
      ]);
    });

    it('adds products numbered in the plant, after the last by default, names in English and Urdu', async () => {
      const bottle = await addProduct({
        name: '6 L bottle',
        name_ur: '6 لیٹر بوتل',
        unit: 'bottle',
        returnable: false,
        default_rate: 120,
      }).expect(201);
      expect(bottle.body.data).toMatchObject({
        id: 2,
        name: '6 L bottle',
        name_ur: '6 لیٹر بوتل',
        returnable: false,
        default_rate: 120,
        position: 2,
      });
      const jar = await addProduct({ name: '5 L jar', unit: 'jar', returnable: true, default_rate: 50, deposit_per_unit: 300 }).expect(201);
      expect(jar.body.data).toMatchObject({ id: 3, returnable: true, deposit_per_unit: 300, position: 3, name_ur: null });
      const dispenser = await addProduct({
        name: 'Dispenser',
        unit: 'dispenser',
        returnable: false,
        default_rate: 500,
        billing: 'monthly',
      }).expect(201);
      expect(dispenser.body.data).toMatchObject({ id: 4, billing: 'monthly' });
      ids.bottle = 2;
      ids.jar = 3;
      ids.dispenser = 4;
      expect((await products().expect(200)).body.data.products.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    });

    it('refuses a name taken in any case, a deposit on what does not come back, unknown fields and bad values', async () => {
      const taken = await addProduct({ name: '6 l BOTTLE', unit: 'bottle', returnable: false, default_rate: 1 }).expect(422);
      expect(taken.body.errors.name).toEqual(['A product with this name already exists in this plant.']);
      const deposit = await addProduct({ name: 'Cup', unit: 'cup', returnable: false, default_rate: 1, deposit_per_unit: 10 }).expect(422);
      expect(deposit.body.errors).toHaveProperty('deposit_per_unit');
      await addProduct({ name: 'Cup', unit: 'cup', returnable: false, default_rate: 1, colour: 'blue' }).expect(422);
      const bad = await addProduct({ name: '', unit: 'cup', returnable: 'no', default_rate: -1, billing: 'weekly' }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['billing', 'default_rate', 'name', 'returnable']);
      expect((await products().expect(200)).body.data.products).toHaveLength(4);
    });

    it("keeps products to their owner's plants, and to owners", async () => {
      const other = await createOwner(t, { plan: 'Premium' });
      await createPlant(t, other);
      await products(other.token).expect(403);
      await t.http().get(`/api/filter-owner/products/2?filter_plant_id=${plantId}`).set(auth(other.token)).expect(403);
      await products(riderToken).expect(403);
      await t.http().get(`/api/filter-owner/products/99?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(404);
    });

    it('changes names, rates and position, keeps whether it comes back and how it is billed', async () => {
      expect((await changeProduct(ids.bottle, { default_rate: 125, position: 5 }).expect(200)).body.data).toMatchObject({
        default_rate: 125,
        position: 5,
        name: '6 L bottle',
      });
      expect((await changeProduct(ids.bottle, { returnable: true }).expect(422)).body.errors).toHaveProperty('returnable');
      expect((await changeProduct(ids.dispenser, { billing: 'per_unit' }).expect(422)).body.errors).toHaveProperty('billing');
      expect((await changeProduct(ids.bottle, { name: '19 L Can' }).expect(422)).body.errors).toHaveProperty('name');
    });

    it("makes the first product's rate and the plant's can rate one: changing either changes both", async () => {
      expect((await changeProduct(1, { default_rate: 85 }).expect(200)).body.data.default_rate).toBe(85);
      const plant = await t.http().get(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).expect(200);
      expect(plant.body.data.default_can_rate).toBe(85);
      await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ default_can_rate: 80 }).expect(200);
      expect(
        (await t.http().get(`/api/filter-owner/products/1?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data,
      ).toMatchObject({
        default_rate: 80,
      });
      // Refused whole: a new rate with a name the plant already sells changes neither.
      await changeProduct(1, { default_rate: 95, name: '6 L bottle' }).expect(422);
      expect(
        (await t.http().get(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).expect(200)).body.data.default_can_rate,
      ).toBe(80);
      // A rename of the first product keeps the plant's rate.
      expect((await changeProduct(1, { name: '19 L can (blue)' }).expect(200)).body.data).toMatchObject({
        default_rate: 80,
        name: '19 L can (blue)',
      });
    });
  });

  describe('entries by product', () => {
    it("sells several products on one entry at each one's rate; only returnable products' containers move", async () => {
      const saved = await entry({
        customer_id: ids.ahmed,
        items: [
          { product_id: 1, delivered: 2, returned: 1 },
          { product_id: ids.bottle, delivered: 3 },
          { product_id: ids.jar, delivered: 1 },
        ],
      }).expect(201);
      // Ahmed's own rate (90) for the can, the products' rates for the rest: 2 × 90 + 3 × 125 + 1 × 50.
      expect(saved.body.data).toMatchObject({
        amount: 605,
        cans_delivered: 2,
        cans_returned: 1,
        rate: 90,
        customer_cans_out: 1,
        items: [
          { product_id: 1, delivered: 2, returned: 1, rate: 90, amount: 180 },
          { product_id: ids.bottle, delivered: 3, returned: 0, rate: 125, amount: 375 },
          { product_id: ids.jar, delivered: 1, returned: 0, rate: 50, amount: 50 },
        ],
      });
      const ahmed = await customer(ids.ahmed);
      expect(ahmed).toMatchObject({ balance: 605, cans_out: 1 });
      expect(ahmed.containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can (blue)', held: 1 }),
        expect.objectContaining({ product_id: ids.jar, product_name: '5 L jar', held: 1 }),
      ]);
      ids.mixedEntry = saved.body.data.id;
      month = saved.body.data.date.slice(0, 7);
    });

    it('reads the single-product fields as the first product, and takes an owner rate per item', async () => {
      const legacy = await entry({ customer_id: ids.bushra, cans_delivered: 2, cans_returned: 0 }).expect(201);
      expect(legacy.body.data).toMatchObject({ amount: 160, items: [{ product_id: 1, delivered: 2, returned: 0, rate: 80, amount: 160 }] });
      const priced = await entry({ customer_id: ids.bushra, items: [{ product_id: ids.bottle, delivered: 2, rate: 100 }] }).expect(201);
      expect(priced.body.data).toMatchObject({
        amount: 200,
        cans_delivered: 0,
        rate: 80,
        items: [{ product_id: ids.bottle, rate: 100, amount: 200 }],
      });
    });

    it('refuses what the plant does not sell on entries, empties of what does not come back, and cans that disagree with the items', async () => {
      const cases: [Record<string, unknown>[], RegExp][] = [
        [[{ product_id: 9, delivered: 1 }], /sells no product 9/],
        [[{ product_id: ids.dispenser, delivered: 1 }], /rented by the month/],
        [[{ product_id: ids.bottle, delivered: 1, returned: 1 }], /does not come back/],
        [
          [
            { product_id: 1, delivered: 1 },
            { product_id: 1, delivered: 2 },
          ],
          /given twice/,
        ],
      ];
      for (const [items, message] of cases) {
        const refused = await entry({ customer_id: ids.bushra, items }).expect(422);
        expect(JSON.stringify(refused.body.errors)).toMatch(message);
      }
      const disagree = await entry({ customer_id: ids.bushra, cans_delivered: 3, items: [{ product_id: 1, delivered: 2 }] }).expect(422);
      expect(disagree.body.errors).toHaveProperty(['entries.0.cans_delivered']);
      await entry({ customer_id: ids.bushra, items: [{ product_id: 1, delivered: -1 }] }).expect(422);
      await entry({ customer_id: ids.bushra, items: [{ product_id: 1, delivered: 1, colour: 'red' }] }).expect(422);
      await entry({ customer_id: ids.bushra }).expect(422);
    });

    it('offers a deactivated product for no new entry and keeps its history', async () => {
      await changeProduct(ids.jar, { is_active: false }).expect(200);
      const refused = await entry({ customer_id: ids.ahmed, items: [{ product_id: ids.jar, delivered: 1 }] }).expect(422);
      expect(JSON.stringify(refused.body.errors)).toMatch(/no longer sold/);
      expect((await customer(ids.ahmed)).containers).toContainEqual(
        expect.objectContaining({ product_id: ids.jar, product_name: '5 L jar', held: 1 }),
      );
      await changeProduct(ids.jar, { is_active: true }).expect(200);
    });

    it('saves a sheet batch with items, a refused row naming its index', async () => {
      const batch = (entries: Record<string, unknown>[]) =>
        t.http().post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`).set(auth(owner.token)).send({ entries });
      const refused = await batch([
        { customer_id: ids.ahmed, items: [{ product_id: 1, delivered: 1 }] },
        { customer_id: ids.bushra, items: [{ product_id: ids.bottle, delivered: 1, returned: 2 }] },
      ]).expect(422);
      expect(JSON.stringify(refused.body)).toMatch(/entries\.1/);
      const saved = await batch([
        { customer_id: ids.ahmed, items: [{ product_id: ids.jar, delivered: 0, returned: 1 }] },
        {
          customer_id: ids.bushra,
          items: [
            { product_id: 1, delivered: 1 },
            { product_id: ids.bottle, delivered: 1 },
          ],
        },
      ]).expect(201);
      expect(saved.body.data.entries.map((e: { amount: number }) => e.amount)).toEqual([0, 205]);
      expect((await customer(ids.ahmed)).containers).toContainEqual(
        expect.objectContaining({ product_id: ids.jar, product_name: '5 L jar', held: 0 }),
      );
    });

    it("lets a rider save items at the customer's rates, never a rate of their own", async () => {
      const rider = (entries: Record<string, unknown>[]) => t.http().post('/api/rider/entries').set(auth(riderToken)).send({ entries });
      const priced = await rider([{ customer_id: ids.ahmed, items: [{ product_id: ids.bottle, delivered: 1, rate: 1 }] }]).expect(422);
      expect(JSON.stringify(priced.body.errors)).toContain('rate');
      const before = await customer(ids.ahmed);
      await rider([
        {
          customer_id: ids.ahmed,
          items: [
            { product_id: 1, delivered: 1, returned: 1 },
            { product_id: ids.bottle, delivered: 2 },
          ],
        },
      ]).expect(201);
      expect(await customer(ids.ahmed)).toMatchObject({ balance: before.balance + 90 + 250, cans_out: before.cans_out });
    });

    it('reverses a several-product entry whole: its money and every container it moved come back', async () => {
      const before = await customer(ids.ahmed);
      const reversed = await t
        .http()
        .post(`/api/filter-owner/daily-entries/${ids.mixedEntry}/reverse?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ reason: 'Entered on the wrong customer' })
        .expect(200);
      expect(reversed.body.data).toMatchObject({ balance: before.balance - 605, cans_out: before.cans_out - 1 });
      const after = await customer(ids.ahmed);
      expect(after.containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can (blue)', held: before.containers[0].held - 1 }),
        expect.objectContaining({ product_id: ids.jar, product_name: '5 L jar', held: -1 }),
      ]);
      const ledger = await t
        .http()
        .get(`/api/filter-owner/customers/${ids.ahmed}/ledger?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .expect(200);
      expect(JSON.stringify(ledger.body.data)).toContain(
        'Delivered 2 cans × PKR 90.00, 3 × 6 L bottle at PKR 125.00, 1 × 5 L jar at PKR 50.00; 1 empty back',
      );
    });
  });

  describe("a customer's own prices, and the sheet by product", () => {
    it('keeps a price of their own per product, used on their entries, and refuses one for the first product or one the plant does not have', async () => {
      const update = (body: Record<string, unknown>) =>
        t.http().put(`/api/filter-owner/customers/${ids.bushra}?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body);
      expect((await update({ product_rates: [{ product_id: ids.bottle, rate: 110 }] }).expect(200)).body.data.product_rates).toEqual([
        { product_id: ids.bottle, rate: 110 },
      ]);
      expect(JSON.stringify((await update({ product_rates: [{ product_id: 1, rate: 70 }] }).expect(422)).body.errors)).toMatch(
        /customer's rate/,
      );
      expect(JSON.stringify((await update({ product_rates: [{ product_id: 42, rate: 70 }] }).expect(422)).body.errors)).toMatch(
        /no product 42/,
      );
      // A monthly product's own price is their rent a month (the month-end run charges it).
      const both = [
        { product_id: ids.bottle, rate: 110 },
        { product_id: ids.dispenser, rate: 70 },
      ];
      expect((await update({ product_rates: both }).expect(200)).body.data.product_rates).toEqual(both);
      await update({ product_rates: [{ product_id: ids.bottle, rate: 110 }] }).expect(200);
      await update({ product_rates: [{ product_id: ids.bottle }] }).expect(422);
      const saved = await entry({ customer_id: ids.bushra, items: [{ product_id: ids.bottle, delivered: 2 }] }).expect(201);
      expect(saved.body.data).toMatchObject({ amount: 220, items: [{ product_id: ids.bottle, rate: 110, amount: 220 }] });
      // Left out of a new list, a product sells at its own rate again.
      await update({ product_rates: [] }).expect(200);
      const plain = await entry({ customer_id: ids.bushra, items: [{ product_id: ids.bottle, delivered: 1 }] }).expect(201);
      expect(plain.body.data.amount).toBe(125);
      await update({ product_rates: [{ product_id: ids.bottle, rate: 110 }] }).expect(200);
    });

    it("offers the plant's products sold on entries on the sheet, with each row's prices and containers", async () => {
      const sheet = (
        await t.http().get(`/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)
      ).body.data;
      expect(sheet.products.map((p: { id: number }) => p.id)).toEqual([1, ids.jar, ids.bottle]);
      expect(sheet.products[0]).toEqual({
        id: 1,
        name: '19 L can (blue)',
        name_ur: '19 لیٹر کین',
        unit: 'can',
        returnable: true,
        default_rate: 80,
        deposit_per_unit: 0,
      });
      expect(sheet.products.find((p: { id: number }) => p.id === ids.jar).deposit_per_unit).toBe(300);
      const bushra = sheet.rows.find((row: { customer_id: number }) => row.customer_id === ids.bushra);
      expect(bushra.product_rates).toEqual([{ product_id: ids.bottle, rate: 110 }]);
      expect(bushra.containers).toEqual([expect.objectContaining({ product_id: 1, held: bushra.cans_out })]);
      const rider = (await t.http().get('/api/rider/sheet').set(auth(riderToken)).expect(200)).body.data;
      expect(rider.products).toEqual(sheet.products);
    });
  });

  describe('statements by product', () => {
    const statement = (query = '') =>
      t.http().get(`/api/filter-owner/customers/${ids.ahmed}/statement?month=${month}${query}`).set(auth(owner.token));

    it("sums each product's month, a reversed delivery taken off at the rates it was sold at", async () => {
      const body = (await statement().expect(200)).body.data;
      // Ahmed: the mixed entry (2 cans at 90, 3 bottles at 125, 1 jar at 50) reversed, a jar back, then 1 can and 2 bottles from the rider.
      const byId = new Map(body.products.map((p: { product_id: number }) => [p.product_id, p]));
      expect(byId.get(1)).toMatchObject({ name: '19 L can (blue)', returnable: true, amount: 90, opening_held: 0, closing_held: 0 });
      expect(byId.get(1)).toMatchObject({ delivered: 1, returned: 1 });
      expect(byId.get(ids.bottle)).toMatchObject({ returnable: false, amount: 250, delivered: 2, closing_held: 0 });
      expect(byId.get(ids.jar)).toMatchObject({ amount: 0, closing_held: -1 });
      expect(body.products.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(340);
      expect(body.closing.balance).toBe((await customer(ids.ahmed)).balance);
    });

    it('prints the products in the PDF, in English and Urdu, and names them in the WhatsApp message', async () => {
      for (const lang of ['en', 'ur']) {
        const pdf = await statement(`&format=pdf&lang=${lang}`).expect(200);
        expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
        expect(pdf.body.length).toBeGreaterThan(1000);
      }
      await t
        .http()
        .put(`/api/filter-owner/customers/${ids.ahmed}?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ phone: '03001234567' })
        .expect(200);
      const share = await t
        .http()
        .post(`/api/filter-owner/customers/${ids.ahmed}/statement/share?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ month })
        .expect(201);
      const text = decodeURIComponent(share.body.data.whatsapp_url ?? '');
      expect(text).toContain('This month: 1 × 19 L can (blue), 2 × 6 L bottle.');
    });
  });

  describe('rentals by the month', () => {
    const rent = (body: Record<string, unknown>) =>
      t.http().post(`/api/filter-owner/customers/${ids.bushra}/rentals?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body);
    const runMonth = async () => {
      const started = await t
        .http()
        .post(`/api/filter-owner/statements/runs?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ month })
        .expect(202);
      for (let i = 0; i < 300; i++) {
        const run = (await t.http().get(`/api/filter-owner/statements/runs/${started.body.data.run.id}`).set(auth(owner.token)).expect(200))
          .body.data;
        if (run.status === 'completed') return run;
        expect(run.status).not.toBe('failed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the run did not finish');
    };
    const rentLines = async () =>
      (
        await t.http().get(`/api/filter-owner/customers/${ids.bushra}/ledger?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)
      ).body.data.lines.filter((line: { kind: string }) => line.kind === 'rental');

    it('rents a monthly product from a day, once at a time, and never one sold on entries', async () => {
      const today = (await entry({ customer_id: ids.bushra, cans_delivered: 1, cans_returned: 0 }).expect(201)).body.data.date;
      const started = await rent({ product_id: ids.dispenser, quantity: 1, from: today }).expect(201);
      expect(started.body.data.rentals).toEqual([
        { product_id: ids.dispenser, product_name: 'Dispenser', quantity: 1, from: today, until: null, charged_through: null, rate: 500 },
      ]);
      expect(JSON.stringify((await rent({ product_id: ids.dispenser, quantity: 2 }).expect(422)).body.errors)).toMatch(/already rented/);
      expect(JSON.stringify((await rent({ product_id: ids.bottle, quantity: 1 }).expect(422)).body.errors)).toMatch(/rents no product/);
      await rent({ product_id: ids.dispenser, quantity: 0 }).expect(422);
    });

    it('is charged by the month-end run for the days it ran that month, once however often the month is run', async () => {
      const before = await customer(ids.bushra);
      const from: string = before.rentals[0].from;
      const days = Number(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate());
      const ran = days - Number(from.slice(8, 10)) + 1;
      const expected = Math.floor((50000 * ran * 2 + days) / (days * 2)) / 100;
      await runMonth();
      const lines = await rentLines();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ debit: expected, description: expect.stringContaining(`Dispenser rent ${month}: 1 × PKR 500.00`) });
      const after = await customer(ids.bushra);
      expect(after.balance).toBeCloseTo(before.balance + expected, 2);
      expect(after.rentals[0].charged_through).toBe(month);
      // A later run of the same month (after another entry) charges nothing more.
      await entry({ customer_id: ids.bushra, cans_delivered: 1, cans_returned: 0 }).expect(201);
      await runMonth();
      expect(await rentLines()).toHaveLength(1);
    });

    it('ends a rental on a day, not before it began', async () => {
      const from: string = (await customer(ids.bushra)).rentals[0].from;
      const end = (until: string) =>
        t
          .http()
          .post(`/api/filter-owner/customers/${ids.bushra}/rentals/${ids.dispenser}/end?filter_plant_id=${plantId}`)
          .set(auth(owner.token))
          .send({ until });
      await end('2000-01-01').expect(422);
      expect((await end(from).expect(200)).body.data.rentals[0]).toMatchObject({ until: from });
      await end(from).expect(404);
    });
  });
});
