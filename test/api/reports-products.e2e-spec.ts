import { plantToday, shiftDay } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { seededRandom } from '../support/seeded-random';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * The reports by product over known entries of three products (the 19 L can, a bottle that does
 * not come back, a jar that does), with reversed entries, an entry of empties only, and a customer
 * whose cans are an opening count: sales by product over a range, containers with customers by the
 * days since their last delivery, and the dashboard's today by product.
 */
describe('reports by product (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let otherPlantId: number;
  let north: number;
  let south: number;
  let ali: number;
  const c: Record<string, any> = {};
  const today = plantToday('Asia/Karachi');
  const d100 = shiftDay(today, -100);
  const d45 = shiftDay(today, -45);
  const d20 = shiftDay(today, -20);
  const d10 = shiftDay(today, -10);
  const d5 = shiftDay(today, -5);
  const from = shiftDay(today, -120);
  const BOTTLE = 2;
  const JAR = 3;

  const report = (name: string, query = '', token = owner.token, plant = plantId) =>
    t.http().get(`/api/filter-owner/reports/${name}?filter_plant_id=${plant}&from=${from}&to=${today}${query}`).set(auth(token));
  const data = async (name: string, query = '') => {
    const response = await report(name, query);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const dashboard = async (plant = plantId) =>
    (await t.http().get(`/api/filter-owner/dashboard?filter_plant_id=${plant}`).set(auth(owner.token)).expect(200)).body.data.stats;
  const batch = async (date: string, entries: Record<string, unknown>[], plant = plantId) =>
    (
      await t
        .http()
        .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plant}`)
        .set(auth(owner.token))
        .send({ date, entries })
        .expect(201)
    ).body.data.entries as { id: number; customer_id: number }[];
  const reverse = (entryId: number) =>
    t
      .http()
      .post(`/api/filter-owner/daily-entries/${entryId}/reverse`)
      .set(auth(owner.token))
      .send({ reason: 'entered by mistake' })
      .expect(200);
  const addProduct = (body: Record<string, unknown>) =>
    t.http().post(`/api/filter-owner/products?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body).expect(201);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 100 });
    otherPlantId = await createPlant(t, other);
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 400 }).expect(200);
    await addProduct({ name: '6 L bottle', name_ur: '6 لیٹر بوتل', unit: 'bottle', returnable: false, default_rate: 120 });
    await addProduct({ name: '5 L jar', unit: 'jar', returnable: true, default_rate: 50 });
    await addProduct({ name: 'Dispenser', unit: 'dispenser', returnable: false, default_rate: 500, billing: 'monthly' });
    north = await createArea(t, owner, plantId, 'North');
    south = await createArea(t, owner, plantId, 'South');
    ali = await createRider(t, owner, plantId, 'Ali', [north]);
    const sana = await createRider(t, owner, plantId, 'Sana', [south]);
    c.a = await createCustomer(t, owner, plantId, { name: 'Akbar', area_id: north, employee_id: ali });
    c.b = await createCustomer(t, owner, plantId, { name: 'Bano', area_id: south, employee_id: sana });
    c.c = await createCustomer(t, owner, plantId, { name: 'Chand', area_id: north });
    // Dua's two cans are her opening count: no delivery ever.
    c.d = await createCustomer(t, owner, plantId, { name: 'Dua', area_id: north, employee_id: ali, opening_cans: 2 });
    c.e = await createCustomer(t, owner, plantId, { name: 'Ehsan', area_id: south });

    await batch(d100, [
      {
        customer_id: c.a.id,
        items: [
          { product_id: 1, delivered: 3 },
          { product_id: JAR, delivered: 2 },
        ],
      },
      { customer_id: c.e.id, items: [{ product_id: 1, delivered: 1 }] },
    ]);
    await batch(d45, [
      {
        customer_id: c.a.id,
        items: [
          { product_id: 1, delivered: 2, returned: 1 },
          { product_id: BOTTLE, delivered: 1 },
        ],
      },
      {
        customer_id: c.b.id,
        items: [
          { product_id: 1, delivered: 1 },
          { product_id: JAR, delivered: 1 },
        ],
      },
    ]);
    // Bano's jar comes back: an entry of empties only is no delivery.
    await batch(d20, [{ customer_id: c.b.id, items: [{ product_id: JAR, delivered: 0, returned: 1 }] }]);
    const tenDaysAgo = await batch(d10, [
      { customer_id: c.a.id, items: [{ product_id: 1, delivered: 1 }] },
      {
        customer_id: c.c.id,
        items: [
          { product_id: 1, delivered: 4 },
          { product_id: BOTTLE, delivered: 2 },
        ],
      },
    ]);
    await reverse(tenDaysAgo.find((entry) => entry.customer_id === c.c.id)!.id);
    // Ehsan's bottle five days ago was reversed: his last delivery stays 100 days back.
    const [ehsans] = await batch(d5, [{ customer_id: c.e.id, items: [{ product_id: BOTTLE, delivered: 1 }] }]);
    await reverse(ehsans.id);
    await batch(today, [{ customer_id: c.c.id, items: [{ product_id: 1, delivered: 1 }] }]);
    // Two bottles to Bano today, reversed.
    const [banos] = await batch(today, [{ customer_id: c.b.id, items: [{ product_id: BOTTLE, delivered: 2 }] }]);
    await reverse(banos.id);
  });
  afterAll(() => t.close());

  it('sales by product: entries, delivered, returned and amount per product, reversed entries out, the total in money only', async () => {
    const sales = await data('sales-by-product');
    expect(sales).toMatchObject({ name: 'sales-by-product', title: 'Sales by product', plant_id: plantId, from, to: today, as_of: null });
    expect(sales.ignored_filters).toEqual([]);
    expect(sales.table.columns.map((column: { key: string; kind: string }) => [column.key, column.kind])).toEqual([
      ['product', 'text'],
      ['entries', 'count'],
      ['delivered', 'count'],
      ['returned', 'count'],
      ['amount', 'money'],
    ]);
    expect(sales.table.rows).toEqual([
      { product: '19 L can', product_id: 1, name_ur: '19 لیٹر کین', entries: 6, delivered: 9, returned: 1, amount: 900 },
      { product: '6 L bottle', product_id: BOTTLE, name_ur: '6 لیٹر بوتل', entries: 1, delivered: 1, returned: 0, amount: 120 },
      { product: '5 L jar', product_id: JAR, name_ur: null, entries: 3, delivered: 3, returned: 1, amount: 150 },
    ]);
    expect(sales.table.totals).toEqual({ product: 'Total', entries: null, delivered: null, returned: null, amount: 1170 });
    expect(sales.chart).toEqual({ kind: 'bar', x: 'product', series: ['amount'], stacked: false });
    // The products' money is the day sales' money.
    expect((await data('daily-sales')).table.totals.amount).toBe(1170);
    // And each product's is its entries' items that stand.
    const direct = await t.db.dataSource.query(
      `SELECT (i->>'product_id')::int AS product_id, count(*)::int AS entries, sum((i->>'delivered')::int)::int AS delivered,
              sum((i->>'amount')::numeric)::float AS amount
         FROM daily_entries e CROSS JOIN LATERAL jsonb_array_elements(e.items) i
        WHERE e.plant_id = $1 AND e.reversed_by IS NULL GROUP BY 1 ORDER BY 1`,
      [plantId],
    );
    expect(direct).toEqual(
      sales.table.rows.map((row: any) => ({
        product_id: row.product_id,
        entries: row.entries,
        delivered: row.delivered,
        amount: row.amount,
      })),
    );
  });

  it('sales by product narrowed by area, rider and range', async () => {
    expect((await data('sales-by-product', `&area_id=${south}`)).table.rows).toEqual([
      expect.objectContaining({ product_id: 1, entries: 2, delivered: 2, returned: 0, amount: 200 }),
      expect.objectContaining({ product_id: JAR, entries: 2, delivered: 1, returned: 1, amount: 50 }),
    ]);
    const alis = await data('sales-by-product', `&employee_id=${ali}`);
    expect(alis.table.rows.map((row: any) => [row.product_id, row.entries, row.delivered, row.returned, row.amount])).toEqual([
      [1, 3, 6, 1, 600],
      [BOTTLE, 1, 1, 0, 120],
      [JAR, 1, 2, 0, 100],
    ]);
    expect(alis.table.totals.amount).toBe(820);
    const middle = await t
      .http()
      .get(`/api/filter-owner/reports/sales-by-product?filter_plant_id=${plantId}&from=${d45}&to=${d10}`)
      .set(auth(owner.token))
      .expect(200);
    expect(middle.body.data.table.rows.map((row: any) => [row.product_id, row.entries, row.delivered, row.returned, row.amount])).toEqual([
      [1, 3, 4, 1, 400],
      [BOTTLE, 1, 1, 0, 120],
      [JAR, 2, 1, 1, 50],
    ]);
    // Days with only reversed entries show nothing.
    const reversedOnly = await t
      .http()
      .get(`/api/filter-owner/reports/sales-by-product?filter_plant_id=${plantId}&from=${d5}&to=${d5}`)
      .set(auth(owner.token))
      .expect(200);
    expect(reversedOnly.body.data.table).toEqual({
      columns: expect.any(Array),
      rows: [],
      totals: { product: 'Total', entries: null, delivered: null, returned: null, amount: 0 },
    });
  });

  it("containers out by product and the days since each holder's last delivery that stands (any product)", async () => {
    const containers = await data('containers-by-age');
    expect(containers).toMatchObject({ name: 'containers-by-age', as_of: today, ignored_filters: [] });
    expect(containers.table.columns.map((column: { key: string; label: string }) => [column.key, column.label])).toEqual([
      ['product', 'Product'],
      ['customers', 'Customers holding'],
      ['held', 'Containers out'],
      ['days_0_7', '0–7 days'],
      ['days_8_30', '8–30 days'],
      ['days_31_90', '31–90 days'],
      ['days_over_90', 'Over 90 days'],
      ['never', 'Never delivered'],
    ]);
    // Cans: Chand 1 (today), Akbar 5 (10 days), Bano 1 (45 days: her empties 20 days ago delivered nothing), Ehsan 1 (100 days:
    // his bottle five days ago was reversed), Dua 2 (an opening count). Jars: Akbar's 2; Bano's came back. Bottles do not come back.
    expect(containers.table.rows).toEqual([
      {
        product: '19 L can',
        product_id: 1,
        name_ur: '19 لیٹر کین',
        customers: 5,
        held: 10,
        days_0_7: 1,
        days_8_30: 5,
        days_31_90: 1,
        days_over_90: 1,
        never: 2,
      },
      {
        product: '5 L jar',
        product_id: JAR,
        name_ur: null,
        customers: 1,
        held: 2,
        days_0_7: 0,
        days_8_30: 2,
        days_31_90: 0,
        days_over_90: 0,
        never: 0,
      },
    ]);
    expect(containers.table.totals).toBeNull();
    expect(containers.chart).toEqual({
      kind: 'bar',
      x: 'product',
      series: ['days_0_7', 'days_8_30', 'days_31_90', 'days_over_90', 'never'],
      stacked: true,
    });
    // The containers are those customers hold, and the first product's are their cans out.
    const [held] = await t.db.dataSource.query(
      `SELECT (SELECT sum(held)::int FROM customer_containers WHERE plant_id = $1 AND product_id = 1) AS containers,
              (SELECT sum(cans_out)::int FROM customers WHERE plant_id = $1) AS cans_out`,
      [plantId],
    );
    expect(held).toEqual({ containers: 10, cans_out: 10 });
    // By the customers' area and rider, as cans-out.
    const norths = (await data('containers-by-age', `&area_id=${north}`)).table.rows;
    expect(norths.map((row: any) => [row.product_id, row.customers, row.held, row.days_0_7, row.days_8_30, row.never])).toEqual([
      [1, 3, 8, 1, 5, 2],
      [JAR, 1, 2, 0, 2, 0],
    ]);
    const alis = (await data('containers-by-age', `&employee_id=${ali}`)).table.rows;
    expect(alis.map((row: any) => [row.product_id, row.customers, row.held, row.days_8_30, row.never])).toEqual([
      [1, 2, 7, 5, 2],
      [JAR, 1, 2, 2, 0],
    ]);
  });

  it("the dashboard's today by product: the plant's products sold per unit, reversed entries out, adding up to today's figures", async () => {
    const stats = await dashboard();
    expect(stats.today_by_product).toEqual([
      { product_id: 1, name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', delivered: 1, amount: 100 },
      { product_id: BOTTLE, name: '6 L bottle', name_ur: '6 لیٹر بوتل', unit: 'bottle', delivered: 0, amount: 0 },
      { product_id: JAR, name: '5 L jar', name_ur: null, unit: 'jar', delivered: 0, amount: 0 },
    ]);
    expect(stats).toMatchObject({ today_deliveries: 1, today_revenue: 100 });
    await batch(today, [
      {
        customer_id: c.a.id,
        items: [
          { product_id: 1, delivered: 2, returned: 2 },
          { product_id: BOTTLE, delivered: 3 },
        ],
      },
    ]);
    const after = await dashboard();
    expect(after.today_by_product.map((p: any) => [p.product_id, p.delivered, p.amount])).toEqual([
      [1, 3, 300],
      [BOTTLE, 3, 360],
      [JAR, 0, 0],
    ]);
    expect(after).toMatchObject({ today_deliveries: 3, today_revenue: 660 });
    const sum = after.today_by_product.reduce((total: number, p: any) => total + p.amount, 0);
    expect(sum).toBe(after.today_revenue);
  });

  it('a plant with one product shows that one alone; an owner without a plant none', async () => {
    const single = await createPlant(t, owner, { name: 'One Product', default_can_rate: 70 });
    const area = await createArea(t, owner, single, 'Centre');
    const customer = await createCustomer(t, owner, single, { name: 'Fazal', area_id: area });
    await batch(today, [{ customer_id: customer.id, cans_delivered: 2, cans_returned: 0, collected: 0 }], single);
    const stats = await dashboard(single);
    expect(stats.today_by_product).toEqual([
      { product_id: 1, name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', delivered: 2, amount: 140 },
    ]);
    expect(stats).toMatchObject({ today_deliveries: 2, today_revenue: 140 });
    const plantless = await createOwner(t);
    const none = await t.http().get('/api/filter-owner/dashboard').set(auth(plantless.token)).expect(200);
    expect(none.body.data.stats.today_by_product).toEqual([]);
  });

  it("keeps owners apart: another owner's plant is 403, their own shows nothing of ours; a rider is refused", async () => {
    for (const name of ['sales-by-product', 'containers-by-age']) {
      expect({ name, status: (await report(name, '', other.token)).status }).toEqual({ name, status: 403 });
      expect({ name, status: (await report(name, '', other.token, otherPlantId)).status }).toEqual({ name, status: 200 });
      expect((await report(name, '', other.token, otherPlantId)).body.data.table.rows).toEqual([]);
      expect((await t.http().get(`/api/filter-owner/reports/${name}?filter_plant_id=${plantId}`)).status).toBe(401);
    }
    const rider = await signInRider(t, owner, plantId, ali, '03004445511', 'rider-pass-9');
    expect((await report('sales-by-product', '', rider.token)).status).toBe(403);
    // An area of another plant matches nothing; bad filters are refused as for every report.
    expect((await report('sales-by-product', '&area_id=0')).status).toBe(422);
    expect((await report('containers-by-age', '&employee_id=abc')).status).toBe(422);
    expect((await report('sales-by-product', '&colour=blue')).status).toBe(422);
  });

  it('a kept report and dashboard are read again when a product is renamed or an entry lands', async () => {
    const rename = (name: string) =>
      t.http().put(`/api/filter-owner/products/${BOTTLE}?filter_plant_id=${plantId}`).set(auth(owner.token)).send({ name }).expect(200);
    const twice = async (name: string) => {
      await data(name);
      return data(name);
    };
    expect((await twice('sales-by-product')).table.rows[1].product).toBe('6 L bottle');
    await rename('6 L bottle (sealed)');
    expect((await twice('sales-by-product')).table.rows[1].product).toBe('6 L bottle (sealed)');
    expect((await dashboard()).today_by_product[1].name).toBe('6 L bottle (sealed)');
    const before = (await twice('containers-by-age')).table.rows[1];
    await batch(today, [{ customer_id: c.c.id, items: [{ product_id: JAR, delivered: 4 }] }]);
    const jars = (await twice('containers-by-age')).table.rows[1];
    expect(jars).toMatchObject({ customers: before.customers + 1, held: before.held + 4, days_0_7: before.days_0_7 + 4 });
    await rename('6 L bottle');
  });

  it('exports sales by product as a workbook with its money-only total line', async () => {
    const response = await t
      .http()
      .get(`/api/filter-owner/reports/sales-by-product/export?filter_plant_id=${plantId}&from=${from}&to=${d10}&format=xlsx`)
      .set(auth(owner.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.body);
    const values = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0][1]).toBe('Sales by product');
    expect(values.find((row) => row[1] === 'Product')).toEqual([undefined, 'Product', 'Entries', 'Delivered', 'Returned', 'Amount (PKR)']);
    expect(values.find((row) => row[1] === '19 L can')).toEqual([undefined, '19 L can', 5, 8, 1, 800]);
    expect(values.find((row) => row[1] === 'Total')).toEqual([undefined, 'Total', undefined, undefined, undefined, 1070]);
  });

  it('documents both reports in the OpenAPI document: their names, and their rows as models', async () => {
    const doc = (await t.http().get('/api/docs/json').expect(200)).body;
    const operation = doc.paths['/api/filter-owner/reports/{name}'].get;
    const name = operation.parameters.find((parameter: { name: string }) => parameter.name === 'name');
    expect(name.schema.enum).toEqual(expect.arrayContaining(['sales-by-product', 'containers-by-age']));
    expect(operation.summary).toContain('sales-by-product');
    const schemas = doc.components.schemas;
    expect(schemas.ReportResponse.properties.name.enum).toEqual(expect.arrayContaining(['sales-by-product', 'containers-by-age']));
    expect(Object.keys(schemas.SalesByProductRowResponse.properties).sort()).toEqual(
      ['amount', 'delivered', 'entries', 'name_ur', 'product', 'product_id', 'returned'].sort(),
    );
    expect(Object.keys(schemas.ContainersByAgeRowResponse.properties).sort()).toEqual(
      ['customers', 'days_0_7', 'days_31_90', 'days_8_30', 'days_over_90', 'held', 'name_ur', 'never', 'product', 'product_id'].sort(),
    );
    expect(schemas.ReportTableResponse.properties.rows.items.anyOf).toEqual(
      expect.arrayContaining([
        { $ref: '#/components/schemas/SalesByProductRowResponse' },
        { $ref: '#/components/schemas/ContainersByAgeRowResponse' },
      ]),
    );
    expect(schemas.DashboardStatsResponse.properties.today_by_product.items).toEqual({
      $ref: '#/components/schemas/TodayProductSalesResponse',
    });
  });

  it('for random entries of several products and reversals: the product totals are the sums of the entries that stand, and a replay equals them', async () => {
    const random = seededRandom(20_2026);
    const customers = [c.a.id, c.b.id, c.c.id, c.e.id];
    for (let step = 0; step < 30; step += 1) {
      if (random(4) === 0) {
        const [line] = await t.db.dataSource.query(
          `SELECT id FROM daily_entries WHERE plant_id = $1 AND reversed_by IS NULL ORDER BY random() LIMIT 1`,
          [plantId],
        );
        if (line) await reverse(Number(line.id));
        continue;
      }
      const entries = customers
        .filter(() => random(2) === 1)
        .map((customerId) => {
          const items: { product_id: number; delivered: number; returned?: number }[] = [
            { product_id: 1, delivered: 1 + random(3), returned: random(2) },
          ];
          if (random(2)) items.push({ product_id: BOTTLE, delivered: 1 + random(2) });
          if (random(2)) items.push({ product_id: JAR, delivered: random(3), returned: random(2) });
          return { customer_id: customerId, items: items.filter((item) => item.delivered + (item.returned ?? 0) > 0) };
        });
      if (entries.length > 0) await batch(shiftDay(today, -random(60)), entries);
    }
    const sums = (table: string) =>
      `SELECT date::text AS date, area_id::int AS area_id, coalesce(employee_id, 0)::int AS employee_id, product_id,
              sum(entries)::int AS entries, sum(delivered)::int AS delivered, sum(returned)::int AS returned, sum(amount)::float8 AS amount
         FROM ${table} WHERE plant_id = $1 GROUP BY 1, 2, 3, 4 HAVING sum(entries) <> 0 ORDER BY 1, 2, 3, 4`;
    const direct = await t.db.dataSource.query(
      sums(`(SELECT e.plant_id, e.date, e.area_id, e.employee_id, (i->>'product_id')::int AS product_id, 1 AS entries,
                    (i->>'delivered')::int AS delivered, (i->>'returned')::int AS returned, (i->>'amount')::numeric AS amount
               FROM daily_entries e CROSS JOIN LATERAL jsonb_array_elements(e.items) i WHERE e.reversed_by IS NULL) standing`),
      [plantId],
    );
    expect(await t.db.dataSource.query(sums('daily_product_totals'), [plantId])).toEqual(direct);
    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = replay.tables.find((table) => table.table === 'daily_product_totals');
    expect(mine).toMatchObject({ equal: true });
    expect(mine!.liveRows).toBeGreaterThan(10);
  });
});
