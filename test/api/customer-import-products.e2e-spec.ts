import Papa from 'papaparse';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * A register with a column per product (issue: "the register import (a column per product: rate,
 * opening containers)"), and the registration under it: POST /customers with `opening_containers`
 * of the plant's returnable products, the import's `product_rate:{id}` and
 * `opening_containers:{id}` fields (recognised from "<product> rate" / "<product> cans" headers),
 * and the template's product columns. The suite's database is replayed and compared with its read
 * models when it ends (test-app.ts): the containers come back from the opening lines' items.
 */
describe('the register import and the registration by product (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  const BOTTLE = 2;
  const DISPENSER = 3;
  const COOLER = 4;
  const JAR = 5;

  const customersUrl = (plant = plantId) => `/api/filter-owner/customers?filter_plant_id=${plant}`;
  const csv = (rows: (string | number)[][]) => Buffer.from(Papa.unparse(rows), 'utf8');
  const register = (body: Record<string, unknown>) => t.http().post(customersUrl()).set(auth(owner.token)).send(body);
  const customer = async (id: number) =>
    (await t.http().get(`/api/filter-owner/customers/${id}?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data;
  const customerCount = async () =>
    (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE plant_id = $1`, [plantId]))[0].n as number;
  const upload = (file: Buffer, fields: Record<string, string> = {}, plant = plantId) => {
    let request = t
      .http()
      .post(`/api/filter-owner/customers/import?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .attach('file', file, 'register.csv');
    for (const [field, value] of Object.entries(fields)) request = request.field(field, value);
    return request;
  };

  async function runImport(file: Buffer, fields: Record<string, string> = {}, plant = plantId): Promise<Record<string, any>> {
    const response = await upload(file, fields, plant);
    if (response.status !== 202) throw new Error(`import refused: ${response.status} ${JSON.stringify(response.body).slice(0, 500)}`);
    const started = Date.now();
    for (;;) {
      const status = (await t.http().get(`/api/filter-owner/imports/${response.body.data.id}`).set(auth(owner.token)).expect(200)).body
        .data;
      if (status.state === 'completed' || status.state === 'failed') return status;
      if (Date.now() - started > 60_000) throw new Error(`import still ${status.state} after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const byCode = async (code: string, plant = plantId) => {
    const [row] = await t.db.dataSource.query(`SELECT id FROM customers WHERE plant_id = $1 AND code = $2`, [plant, code]);
    return customer(Number(row.id));
  };

  async function addProducts(plant: number) {
    const add = async (body: Record<string, unknown>) =>
      (await t.http().post(`/api/filter-owner/products?filter_plant_id=${plant}`).set(auth(owner.token)).send(body).expect(201)).body.data
        .id as number;
    expect(await add({ name: '6 L bottle', name_ur: '6 لیٹر بوتل', unit: 'bottle', returnable: false, default_rate: 120 })).toBe(BOTTLE);
    expect(await add({ name: 'Dispenser', name_ur: 'ڈسپنسر', unit: 'dispenser', returnable: true, default_rate: 400 })).toBe(DISPENSER);
    expect(await add({ name: 'Water cooler', unit: 'cooler', returnable: false, default_rate: 500, billing: 'monthly' })).toBe(COOLER);
    expect(await add({ name: '12 L jar', unit: 'jar', returnable: true, default_rate: 70 })).toBe(JAR);
    // No longer sold: offered to no new customer.
    await t
      .http()
      .put(`/api/filter-owner/products/${JAR}?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .send({ is_active: false })
      .expect(200);
  }

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 80 });
    areaId = await createArea(t, owner, plantId, 'Gulberg');
    await addProducts(plantId);
  });
  afterAll(() => t.close());

  describe('registering a customer with the containers they hold of each product', () => {
    it("records the other products' containers on the opening line, beside product 1's cans", async () => {
      const response = await register({
        name: 'Hamza',
        area_id: areaId,
        opening_balance: 500,
        opening_cans: 2,
        opening_containers: [
          { product_id: DISPENSER, quantity: 1 },
          { product_id: 1, quantity: 2 },
        ],
      }).expect(201);
      const saved = response.body.data;
      expect(saved).toMatchObject({ opening_cans: 2, cans_out: 2, balance: 500 });
      expect(saved.containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 2 }),
        expect.objectContaining({ product_id: DISPENSER, product_name: 'Dispenser', held: 1 }),
      ]);
      expect((await customer(saved.id)).containers).toEqual(saved.containers);
      const lines = await t.db.dataSource.query(`SELECT kind, cans_delivered, items FROM customer_ledger_lines WHERE customer_id = $1`, [
        saved.id,
      ]);
      expect(lines).toEqual([
        {
          kind: 'opening',
          cans_delivered: 2,
          items: [
            { product_id: 1, delivered: 2, returned: 0, returnable: true },
            { product_id: DISPENSER, delivered: 1, returned: 0, returnable: true },
          ],
        },
      ]);
    });

    it("records an opening line for containers alone, and takes product 1's from the list when opening_cans is absent", async () => {
      const dispenserOnly = (
        await register({ name: 'Iqra', area_id: areaId, opening_containers: [{ product_id: DISPENSER, quantity: 3 }] }).expect(201)
      ).body.data;
      expect(dispenserOnly).toMatchObject({ cans_out: 0, balance: 0 });
      expect(dispenserOnly.containers).toEqual([expect.objectContaining({ product_id: DISPENSER, product_name: 'Dispenser', held: 3 })]);
      const canOnly = (await register({ name: 'Jawad', area_id: areaId, opening_containers: [{ product_id: 1, quantity: 4 }] }).expect(201))
        .body.data;
      expect(canOnly).toMatchObject({ opening_cans: 4, cans_out: 4 });
      const none = (
        await register({ name: 'Kiran', area_id: areaId, opening_containers: [{ product_id: DISPENSER, quantity: 0 }] }).expect(201)
      ).body.data;
      expect(none.containers).toEqual([]);
      expect(
        (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM customer_ledger_lines WHERE customer_id = $1`, [none.id]))[0].n,
      ).toBe(0);
    });

    it.each([
      ['a product the plant does not have', [{ product_id: 42, quantity: 1 }], {}, 'opening_containers.0.product_id', /no product 42/],
      [
        'a product that does not come back',
        [{ product_id: BOTTLE, quantity: 1 }],
        {},
        'opening_containers.0.product_id',
        /does not come back/,
      ],
      ['a negative quantity', [{ product_id: DISPENSER, quantity: -1 }], {}, 'opening_containers.0.quantity', /may not be negative/],
      ['a quantity that is not whole', [{ product_id: DISPENSER, quantity: 1.5 }], {}, 'opening_containers.0.quantity', /whole number/],
      ['a missing quantity', [{ product_id: DISPENSER }], {}, 'opening_containers.0.quantity', /how many/],
      [
        'a product given twice',
        [
          { product_id: DISPENSER, quantity: 1 },
          { product_id: DISPENSER, quantity: 2 },
        ],
        {},
        'opening_containers.1.product_id',
        /each product once/,
      ],
      [
        "product 1's containers that disagree with opening_cans",
        [{ product_id: 1, quantity: 3 }],
        { opening_cans: 2 },
        'opening_containers.0.quantity',
        /opening cans \(2\)/,
      ],
      ['an unknown field', [{ product_id: DISPENSER, quantity: 1, colour: 'blue' }], {}, 'opening_containers.0.colour', /not allowed/],
    ])('refuses %s with a 422 on the field, registering no one', async (_what, containers, extra, key, message) => {
      const before = await customerCount();
      const response = await register({ name: 'Refused', area_id: areaId, ...extra, opening_containers: containers }).expect(422);
      expect(Object.keys(response.body.errors)).toEqual([key]);
      expect(response.body.errors[key].join(' ')).toMatch(message);
      expect(await customerCount()).toBe(before);
    });
  });

  describe('importing a register with a column per product', () => {
    const headers = ['Code', 'Name', 'Phone', 'Area', '19L rate', '19L cans', '6L bottle rate', 'Dispenser'];
    const rows = () => [
      headers,
      ['P-1', 'Nabeel', '0301-5550001', 'Gulberg', '85', '2', '110', '1'],
      ['P-2', 'Saima', '0301-5550002', 'Gulberg', '', '0', '', '2'],
      ['P-3', 'Umer', '0301-5550003', 'Gulberg', '90', '1', 'sixty', '-1'],
    ];

    it('recognises the product columns, previews their values and names the column of a refused cell', async () => {
      const dry = (await upload(csv(rows()), { dry_run: 'true' }).expect(200)).body.data;
      expect(dry.columns.map((c: { field: string | null }) => c.field)).toEqual([
        'code',
        'name',
        'phone',
        'area_name',
        'rate',
        'opening_cans',
        `product_rate:${BOTTLE}`,
        `opening_containers:${DISPENSER}`,
      ]);
      // The active products sold on entries, other than product 1: not the monthly cooler, not the inactive jar.
      expect(dry.product_targets).toEqual([
        {
          field: `product_rate:${BOTTLE}`,
          kind: 'product_rate',
          product_id: BOTTLE,
          product_name: '6 L bottle',
          product_name_ur: '6 لیٹر بوتل',
        },
        {
          field: `product_rate:${DISPENSER}`,
          kind: 'product_rate',
          product_id: DISPENSER,
          product_name: 'Dispenser',
          product_name_ur: 'ڈسپنسر',
        },
        {
          field: `opening_containers:${DISPENSER}`,
          kind: 'opening_containers',
          product_id: DISPENSER,
          product_name: 'Dispenser',
          product_name_ur: 'ڈسپنسر',
        },
      ]);
      expect(dry.counts).toMatchObject({ rows: 3, valid: 2, invalid: 1 });
      expect(dry.preview[0].values).toMatchObject({
        rate: 85,
        opening_cans: 2,
        product_rates: [{ product_id: BOTTLE, rate: 110 }],
        opening_containers: [{ product_id: DISPENSER, quantity: 1 }],
      });
      expect(dry.preview[1].values).toMatchObject({
        product_rates: [{ product_id: BOTTLE, rate: null }],
        opening_containers: [{ product_id: DISPENSER, quantity: 2 }],
      });
      expect(dry.preview[2].raw).toMatchObject({ [`product_rate:${BOTTLE}`]: 'sixty', [`opening_containers:${DISPENSER}`]: '-1' });
      expect(dry.errors).toEqual([
        { row: 4, column: '6L bottle rate', field: `product_rate:${BOTTLE}`, message: 'Enter an amount, e.g. 1250 or 1250.50.' },
        { row: 4, column: 'Dispenser', field: `opening_containers:${DISPENSER}`, message: 'The number of containers cannot be negative.' },
      ]);
    });

    it('imports the customers with their own prices and the containers they hold, and lists the refused row by column', async () => {
      const result = await runImport(csv(rows()));
      expect(result).toMatchObject({ state: 'completed', counts: { created: 2, failed: 1 }, errors_total: 2 });
      expect(result.errors[0]).toMatchObject({ row: 4, column: '6L bottle rate', field: `product_rate:${BOTTLE}` });
      const nabeel = await byCode('P-1');
      expect(nabeel).toMatchObject({ rate: 85, cans_out: 2, product_rates: [{ product_id: BOTTLE, rate: 110 }] });
      expect(nabeel.containers).toEqual([
        expect.objectContaining({ product_id: 1, product_name: '19 L can', held: 2 }),
        expect.objectContaining({ product_id: DISPENSER, product_name: 'Dispenser', held: 1 }),
      ]);
      const saima = await byCode('P-2');
      expect(saima).toMatchObject({ rate: null, cans_out: 0, product_rates: [] });
      expect(saima.containers).toEqual([expect.objectContaining({ product_id: DISPENSER, product_name: 'Dispenser', held: 2 })]);
      const errors = await t.http().get(`/api/filter-owner/imports/${result.id}/errors.csv`).set(auth(owner.token)).expect(200);
      expect(errors.text).toContain('6L bottle rate: Enter an amount');
    });

    it('updates only the prices of the products the file has columns for, and records no second opening', async () => {
      const nabeel = await byCode('P-1');
      await t
        .http()
        .put(`/api/filter-owner/customers/${nabeel.id}?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({
          product_rates: [
            { product_id: BOTTLE, rate: 110 },
            { product_id: DISPENSER, rate: 350 },
          ],
        })
        .expect(200);
      const again = csv([
        ['Code', 'Name', 'Area', '6 L bottle price', 'Dispenser'],
        ['P-1', 'Nabeel', 'Gulberg', '105', '5'],
        ['P-2', 'Saima', 'Gulberg', '', '5'],
      ]);
      const result = await runImport(again, { on_existing: 'update' });
      expect(result.counts).toMatchObject({ updated: 2, failed: 0 });
      const updated = await byCode('P-1');
      expect(updated.product_rates).toEqual([
        { product_id: BOTTLE, rate: 105 },
        { product_id: DISPENSER, rate: 350 },
      ]);
      // Opening figures belong to registration: the containers held stay as they were.
      expect(updated.containers).toEqual(nabeel.containers);
      expect((await byCode('P-2')).containers).toEqual([
        expect.objectContaining({ product_id: DISPENSER, product_name: 'Dispenser', held: 2 }),
      ]);
    });

    it("takes a product field from the mapping, and refuses one the plant's products do not offer", async () => {
      const file = csv([
        ['Name', 'Area', 'Gadgets', 'Bottle price'],
        ['Owais', 'Gulberg', '2', '130'],
      ]);
      const mapping = JSON.stringify({ Gadgets: `opening_containers:${DISPENSER}`, 'Bottle price': `product_rate:${BOTTLE}` });
      const dry = (await upload(file, { dry_run: 'true', mapping }).expect(200)).body.data;
      expect(dry.columns.map((c: { field: string; auto: boolean }) => [c.field, c.auto])).toEqual([
        ['name', true],
        ['area_name', true],
        [`opening_containers:${DISPENSER}`, false],
        [`product_rate:${BOTTLE}`, false],
      ]);
      expect(dry.preview[0].values).toMatchObject({
        product_rates: [{ product_id: BOTTLE, rate: 130 }],
        opening_containers: [{ product_id: DISPENSER, quantity: 2 }],
      });
      for (const [field, message] of [
        [`product_rate:${COOLER}`, /sells no active product 4 on entries/],
        [`product_rate:${JAR}`, /sells no active product 5 on entries/],
        [`opening_containers:${BOTTLE}`, /6 L bottle does not come back/],
        ['product_rate:1', /Rate and Opening Cans/],
        ['opening_containers:x', /is not a customer field/],
      ] as const) {
        const refused = await upload(file, { dry_run: 'true', mapping: JSON.stringify({ Gadgets: field }) }).expect(422);
        expect(refused.body.errors.mapping.join(' ')).toMatch(message);
      }
    });
  });

  describe('the template', () => {
    const download = (query: string) =>
      t
        .http()
        .get(`/api/filter-owner/customers/import/template?${query}`)
        .set(auth(owner.token))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
    const table = (body: Buffer) => Papa.parse<string[]>(body.toString('utf8').slice(1).trim()).data;

    it("has a Rate column for each of the plant's other products and an Opening column for those that come back, and imports cleanly", async () => {
      const response = await download(`format=csv&filter_plant_id=${plantId}`);
      const [header, example] = table(response.body);
      expect(header.slice(-3)).toEqual(['6 L bottle Rate', 'Dispenser Rate', 'Dispenser Opening']);
      expect(header).not.toContain('Water cooler Rate');
      expect(header).not.toContain('12 L jar Opening');
      expect(example.slice(-3)).toEqual(['120', '400', '1']);
      const dry = (await upload(response.body, { dry_run: 'true' }).expect(200)).body.data;
      expect(dry.errors).toEqual([]);
      expect(dry.columns.slice(-3).map((c: { field: string }) => c.field)).toEqual([
        `product_rate:${BOTTLE}`,
        `product_rate:${DISPENSER}`,
        `opening_containers:${DISPENSER}`,
      ]);
      expect(dry.preview[0].values).toMatchObject({
        product_rates: [
          { product_id: BOTTLE, rate: 120 },
          { product_id: DISPENSER, rate: 400 },
        ],
        opening_containers: [{ product_id: DISPENSER, quantity: 1 }],
      });
    });

    it('has only the customer columns without a plant, or for a plant that sells one product', async () => {
      const plain = table((await download('format=csv')).body)[0];
      expect(plain).toContain('Opening Cans');
      expect(plain.filter((h) => / (Rate|Opening)$/.test(h))).toEqual([]);
      const single = await createPlant(t, owner);
      expect(table((await download(`format=csv&filter_plant_id=${single}`)).body)[0]).toEqual(plain);
      const stranger = await createOwner(t, { plan: 'Premium' });
      await createPlant(t, stranger);
      await t.http().get(`/api/filter-owner/customers/import/template?filter_plant_id=${plantId}`).set(auth(stranger.token)).expect(403);
    });
  });
});
