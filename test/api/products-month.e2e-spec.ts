import { setNow } from '../../api/src/platform/domain/clock';
import { verifyDatabase } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * One month of a plant selling three products, scripted day by day through HTTP (September 2026,
 * the business clock set for every step, Asia/Karachi): the 19 L can, a returnable dispenser
 * bottle, a 6 L bottle that does not come back, and a dispenser rented by the month. Deliveries on
 * the owner's sheet and through the rider, payments, empties back, a container lost at a customer,
 * a stock purchase, a write-off and a count, a reversed entry, a rider's day close; then the
 * month-end run. At the end: each customer's statement by product (and the rental charge), sales by
 * product equal to the entries that stand, the stock balancing for every product and equal to what
 * the month did, each balance the sum of its ledger, and a replay giving every read model again.
 */
describe('a month of products, stock and rentals (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let riderToken: string;
  let ahmed: number;
  let bushra: number;
  let chand: number;
  let runId: number;
  const CAN = 1;
  const DISPENSER_BOTTLE = 2;
  const BOTTLE = 3;
  const DISPENSER = 4;
  const MONTH = '2026-09';

  /** Each entry of the month as saved: its id, and each product's delivered, returned and amount. */
  const entries: { id: number; customer: number; items: { product_id: number; delivered: number; returned: number; amount: number }[] }[] =
    [];
  const reversed = new Set<number>();

  /** The business clock at noon in Karachi of a day of the month. */
  const on = (day: number) => setNow(`${MONTH}-${String(day).padStart(2, '0')}T07:00:00Z`);
  const q = () => `filter_plant_id=${plantId}`;
  const url = (path: string) => `/api/filter-owner${path}${path.includes('?') ? '&' : '?'}${q()}`;
  const post = (path: string, body: Record<string, unknown>) => t.http().post(url(path)).set(auth(owner.token)).send(body);
  const get = async (path: string) => (await t.http().get(url(path)).set(auth(owner.token)).expect(200)).body.data;
  const customer = (id: number) => get(`/customers/${id}`);
  const stock = async () => (await get('/stock')).products as Record<string, any>[];
  const stockOf = async (productId: number) => (await stock()).find((row) => row.product_id === productId)!;
  /** Records what an entry answered with its items, for the sums at the end. */
  const keep = (saved: {
    id: number;
    customer_id: number;
    items: { product_id: number; delivered: number; returned: number; amount: number }[];
  }) =>
    entries.push({
      id: saved.id,
      customer: saved.customer_id,
      items: saved.items.map(({ product_id, delivered, returned, amount }) => ({ product_id, delivered, returned, amount })),
    });
  /** The entries of a day saved as a batch are read back (the batch answers amounts only) and kept. */
  const keepDay = async (date: string, ids: number[]) => {
    const list = await get(`/daily-entries?date=${date}&per_page=100`);
    for (const id of ids) keep(list.data.find((e: { id: number }) => e.id === id));
  };
  const sheet = async (date: string, rows: Record<string, unknown>[]) => {
    const saved = await post('/daily-entries/batch', { date, entries: rows }).expect(201);
    await keepDay(
      date,
      saved.body.data.entries.map((e: { id: number }) => e.id),
    );
    return saved.body.data;
  };
  const rider = async (rows: Record<string, unknown>[]) => {
    const saved = await t.http().post('/api/rider/entries').set(auth(riderToken)).send({ entries: rows }).expect(201);
    await keepDay(
      saved.body.data.date,
      saved.body.data.entries.map((e: { id: number }) => e.id),
    );
    return saved.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    on(1);
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Month Plant', default_can_rate: 100 });
    const area = await createArea(t, owner, plantId, 'Gulberg');
    const riderId = await createRider(t, owner, plantId, 'Bilal', [area]);
    riderToken = (await signInRider(t, owner, plantId, riderId, '03004445592', 'rider-pass-92')).token;
    const product = (body: Record<string, unknown>) => post('/products', body).expect(201);
    await product({ name: 'Dispenser bottle', unit: 'bottle', returnable: true, default_rate: 150, deposit_per_unit: 300 });
    await product({ name: '6 L bottle', name_ur: '6 لیٹر بوتل', unit: 'bottle', returnable: false, default_rate: 120 });
    await product({ name: 'Dispenser', unit: 'dispenser', returnable: false, default_rate: 400, billing: 'monthly' });
    const base = { area_id: area, employee_id: riderId };
    ahmed = (await createCustomer(t, owner, plantId, { ...base, name: 'Ahmed', rate: 90 })).id;
    bushra = (await createCustomer(t, owner, plantId, { ...base, name: 'Bushra', product_rates: [{ product_id: BOTTLE, rate: 110 }] })).id;
    chand = (await createCustomer(t, owner, plantId, { ...base, name: 'Chand', opening_balance: 500, opening_cans: 2 })).id;
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  describe('the month, day by day', () => {
    it('1st: the plant buys 100 cans and 40 dispenser bottles; Ahmed rents two dispensers from today', async () => {
      on(1);
      await post('/stock/purchases', { product_id: CAN, quantity: 100, cost: 45000, note: 'September order' }).expect(201);
      await post('/stock/purchases', { product_id: DISPENSER_BOTTLE, quantity: 40, cost: 12000 }).expect(201);
      const rented = await post(`/customers/${ahmed}/rentals`, { product_id: DISPENSER, quantity: 2 }).expect(201);
      expect(rented.body.data.rentals).toEqual([
        expect.objectContaining({ product_id: DISPENSER, quantity: 2, from: '2026-09-01', rate: 400 }),
      ]);
      expect(await stockOf(CAN)).toMatchObject({ owned: 100, with_customers: 2, at_plant: 98 });
    });

    it("2nd: the owner's sheet, each customer several products at their prices", async () => {
      on(2);
      const saved = await sheet('2026-09-02', [
        {
          customer_id: ahmed,
          items: [
            { product_id: CAN, delivered: 3, returned: 0 },
            { product_id: BOTTLE, delivered: 2 },
          ],
        },
        {
          customer_id: bushra,
          items: [
            { product_id: CAN, delivered: 2 },
            { product_id: DISPENSER_BOTTLE, delivered: 4 },
            { product_id: BOTTLE, delivered: 3 },
          ],
        },
        { customer_id: chand, items: [{ product_id: CAN, delivered: 1, returned: 2 }], collected: 100 },
      ]);
      // Ahmed 3 × 90 + 2 × 120; Bushra 2 × 100 + 4 × 150 + 3 × 110 (her own bottle price); Chand 1 × 100.
      expect(saved.entries.map((e: { amount: number }) => e.amount)).toEqual([510, 1130, 100]);
    });

    it('5th: Bushra rents a dispenser from today', async () => {
      on(5);
      await post(`/customers/${bushra}/rentals`, { product_id: DISPENSER, quantity: 1 }).expect(201);
    });

    it("8th: the rider's entries, several products and money taken, then the rider's day close with a can not brought back", async () => {
      on(8);
      const saved = await rider([
        {
          customer_id: ahmed,
          items: [
            { product_id: CAN, delivered: 2, returned: 2 },
            { product_id: DISPENSER_BOTTLE, delivered: 2 },
          ],
        },
        {
          customer_id: chand,
          items: [
            { product_id: BOTTLE, delivered: 4 },
            { product_id: CAN, delivered: 2, returned: 1 },
          ],
          collected: 300,
          payment_method: 'cash',
        },
      ]);
      expect(saved.date).toBe('2026-09-08');
      expect(saved.entries.map((e: { amount: number }) => e.amount)).toEqual([480, 680]);
      // 6 full taken, 4 delivered, 3 empties collected: 5 expected back, 4 brought.
      const close = await t
        .http()
        .post('/api/rider/day-close')
        .set(auth(riderToken))
        .send({ cash_handed_over: 300, cans_returned_to_plant: 4, full_cans_taken: 6 })
        .expect(201);
      expect(close.body.data).toMatchObject({ expected_cans_back: 5, cans_difference: -1 });
      expect(await stockOf(CAN)).toMatchObject({ with_riders: 1 });
    });

    it('10th: payments outside deliveries', async () => {
      on(10);
      await post(`/customers/${ahmed}/payments`, { amount: 1000, method: 'cash', received_at: '2026-09-10T11:00:00+05:00' }).expect(201);
      await post(`/customers/${bushra}/payments`, { amount: 500, method: 'bank', reference: 'HBL-2291' }).expect(201);
    });

    it('12th: Bushra gives back a can and three dispenser bottles', async () => {
      on(12);
      const back = await post('/daily-entries', {
        customer_id: bushra,
        items: [
          { product_id: CAN, delivered: 0, returned: 1 },
          { product_id: DISPENSER_BOTTLE, delivered: 0, returned: 3 },
        ],
      }).expect(201);
      expect(back.body.data).toMatchObject({ amount: 0, cans_returned: 1 });
      keep(back.body.data);
      expect((await customer(bushra)).containers).toEqual([
        expect.objectContaining({ product_id: CAN, product_name: '19 L can', held: 1 }),
        expect.objectContaining({ product_id: DISPENSER_BOTTLE, product_name: 'Dispenser bottle', held: 1 }),
      ]);
    });

    it('15th: Ahmed lost a can, charged to him', async () => {
      on(15);
      const lost = await post(`/customers/${ahmed}/containers/lost`, {
        product_id: CAN,
        quantity: 1,
        charge: 800,
        reason: 'Broken at home',
      }).expect(201);
      expect(lost.body.data.containers).toContainEqual(expect.objectContaining({ product_id: CAN, product_name: '19 L can', held: 2 }));
    });

    it('16th: the plant writes off 2 damaged cans and a lost dispenser bottle', async () => {
      on(16);
      await post('/stock/write-offs', { product_id: CAN, quantity: 2, kind: 'damaged', reason: 'Cracked in the washer' }).expect(201);
      await post('/stock/write-offs', {
        product_id: DISPENSER_BOTTLE,
        quantity: 1,
        kind: 'lost',
        reason: 'Not found after loading',
      }).expect(201);
    });

    it('20th: an entry on the wrong customer, reversed', async () => {
      on(20);
      const [mistake] = (await sheet('2026-09-20', [{ customer_id: chand, items: [{ product_id: CAN, delivered: 1 }] }])).entries;
      await post(`/daily-entries/${mistake.id}/reverse`, { reason: 'Entered on the wrong customer' }).expect(200);
      reversed.add(mistake.id);
    });

    it('25th: the count finds 3 cans fewer and 2 dispenser bottles more than the stock', async () => {
      on(25);
      const cans = await stockOf(CAN);
      const bottles = await stockOf(DISPENSER_BOTTLE);
      await post('/stock/counts', { product_id: CAN, counted: cans.at_plant - 3, reason: 'Missing at the count' }).expect(201);
      await post('/stock/counts', { product_id: DISPENSER_BOTTLE, counted: bottles.at_plant + 2, reason: 'Found in the store' }).expect(
        201,
      );
      expect(await stockOf(CAN)).toMatchObject({ owned: 100, lost: cans.lost + 3, at_plant: cans.at_plant - 3 });
      expect(await stockOf(DISPENSER_BOTTLE)).toMatchObject({ owned: 42, lost: bottles.lost, at_plant: bottles.at_plant + 2 });
    });

    it("28th: the rider's entry for Bushra, paid by JazzCash", async () => {
      on(28);
      const saved = await rider([
        {
          customer_id: bushra,
          items: [
            { product_id: CAN, delivered: 1 },
            { product_id: BOTTLE, delivered: 1 },
          ],
          collected: 210,
          payment_method: 'jazzcash',
        },
      ]);
      expect(saved.entries[0].amount).toBe(210);
    });

    it("1 October: the month-end run charges the rentals and makes every customer's statement", async () => {
      setNow('2026-10-01T07:00:00Z');
      const started = await post('/statements/runs', { month: MONTH }).expect(202);
      runId = started.body.data.run.id;
      let run: Record<string, any> = {};
      for (let i = 0; i < 300 && run.status !== 'completed'; i += 1) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        run = await get(`/statements/runs/${runId}`);
        expect(run.status).not.toBe('failed');
      }
      expect(run).toMatchObject({ status: 'completed', total: 3, done: 3, failed: 0 });
      const rentals = await t.db.dataSource.query(
        `SELECT customer_id::int AS customer, date::text AS date, debit::float8 AS debit, description
           FROM customer_ledger_lines WHERE plant_id = $1 AND kind = 'rental' ORDER BY customer_id`,
        [plantId],
      );
      // Ahmed: 2 × PKR 400 for the whole month. Bushra: 1 × 400 for 26 of 30 days (from the 5th), 34666.67 paisa, half up.
      expect(rentals).toEqual([
        { customer: ahmed, date: '2026-09-30', debit: 800, description: 'Dispenser rent 2026-09: 2 × PKR 400.00' },
        { customer: bushra, date: '2026-09-30', debit: 346.67, description: 'Dispenser rent 2026-09: 1 × PKR 400.00 (26 of 30 days)' },
      ]);
    });
  });

  describe('what the month comes to', () => {
    const standing = () => entries.filter((e) => !reversed.has(e.id));

    it("each customer's statement by product: delivered, returned, lost, containers held and amounts, the rental charge beside them", async () => {
      const statement = (id: number) => get(`/customers/${id}/statement?month=${MONTH}`);
      const row = (product_id: number, figures: Record<string, unknown>) => expect.objectContaining({ product_id, ...figures });

      const a = await statement(ahmed);
      expect(a.products).toEqual([
        row(CAN, { returnable: true, opening_held: 0, delivered: 5, returned: 2, lost: 1, closing_held: 2, amount: 450 }),
        row(DISPENSER_BOTTLE, { returnable: true, opening_held: 0, delivered: 2, returned: 0, lost: 0, closing_held: 2, amount: 300 }),
        row(BOTTLE, { returnable: false, delivered: 2, returned: 0, lost: 0, closing_held: 0, amount: 240 }),
      ]);
      // The deliveries (990), the lost can (800) and the dispensers' rent (800); PKR 1000 paid.
      expect(a.totals).toMatchObject({ debit: 2590, credit: 1000, cans_delivered: 5, cans_returned: 3 });
      expect(a.opening).toEqual({ balance: 0, cans: 0 });
      expect(a.closing).toMatchObject({ balance: 1590, cans: 2 });
      expect(a.lines.find((l: { date: string }) => l.date === '2026-09-30')).toMatchObject({ debit: 800, credit: 0, balance: 1590 });

      const b = await statement(bushra);
      expect(b.products).toEqual([
        row(CAN, { opening_held: 0, delivered: 3, returned: 1, lost: 0, closing_held: 2, amount: 300 }),
        row(DISPENSER_BOTTLE, { opening_held: 0, delivered: 4, returned: 3, lost: 0, closing_held: 1, amount: 600 }),
        row(BOTTLE, { delivered: 4, returned: 0, closing_held: 0, amount: 440 }),
      ]);
      expect(b.totals).toMatchObject({ debit: 1686.67, credit: 710 });
      expect(b.closing).toMatchObject({ balance: 976.67, cans: 2 });
      expect(b.lines.find((l: { date: string }) => l.date === '2026-09-30')).toMatchObject({ debit: 346.67, balance: 976.67 });

      // Chand: 2 cans and PKR 500 from before; the reversed can is taken off at the rate it was sold at.
      const c = await statement(chand);
      expect(c.products).toEqual([
        row(CAN, { opening_held: 2, delivered: 3, returned: 3, lost: 0, closing_held: 2, amount: 300 }),
        row(BOTTLE, { opening_held: 0, delivered: 4, amount: 480 }),
      ]);
      expect(c.opening).toEqual({ balance: 500, cans: 2 });
      expect(c.totals).toMatchObject({ debit: 880, credit: 500 });
      expect(c.closing).toMatchObject({ balance: 880, cans: 2 });

      // Every statement's debits: its products' amounts, the lost charges and the rent (Chand's 100: the reversed can, a debit
      // its reversal credits back, which the can's amount nets); its product 1's containers are its cans.
      for (const [s, charges] of [
        [a, 800 + 800],
        [b, 346.67],
        [c, 100],
      ] as const) {
        const sum = s.products.reduce((total: number, p: { amount: number }) => total + p.amount, 0);
        expect(Math.round((sum + charges) * 100)).toBe(Math.round(s.totals.debit * 100));
        expect(s.products[0].closing_held).toBe(s.closing.cans);
      }
      // And the run kept each of these statements as they read now.
      const kept = await t.db.dataSource.query(`SELECT customer_id::int AS id, statement FROM statement_run_files WHERE run_id = $1`, [
        runId,
      ]);
      expect(kept).toHaveLength(3);
      for (const [id, s] of [
        [ahmed, a],
        [bushra, b],
        [chand, c],
      ] as const)
        expect(kept.find((k: { id: number }) => k.id === id).statement).toEqual(s);
    });

    it('sales by product over the month are the sums of the entries that stand, and their amounts the deliveries of the statements', async () => {
      const report = await get(`/reports/sales-by-product?from=${MONTH}-01&to=${MONTH}-30`);
      const expected = new Map<number, { entries: number; delivered: number; returned: number; amount: number }>();
      for (const entry of standing())
        for (const item of entry.items) {
          const sum = expected.get(item.product_id) ?? { entries: 0, delivered: 0, returned: 0, amount: 0 };
          expected.set(item.product_id, {
            entries: sum.entries + 1,
            delivered: sum.delivered + item.delivered,
            returned: sum.returned + item.returned,
            amount: sum.amount + item.amount,
          });
        }
      const rows = report.table.rows.map((r: Record<string, number>) => [r.product_id, r.entries, r.delivered, r.returned, r.amount]);
      expect(rows).toEqual([...expected].sort(([x], [y]) => x - y).map(([id, s]) => [id, s.entries, s.delivered, s.returned, s.amount]));
      // By hand: cans 7 entries, 11 out, 6 back; dispenser bottles 3, 6 out, 3 back; 6 L bottles 4, 10 out.
      expect(rows).toEqual([
        [CAN, 7, 11, 6, 1050],
        [DISPENSER_BOTTLE, 3, 6, 3, 900],
        [BOTTLE, 4, 10, 0, 1160],
      ]);
      expect(report.table.totals.amount).toBe(3110);
      // The entries list of the month agrees, reversed entries left out.
      const list = await get(`/daily-entries?from=${MONTH}-01&to=${MONTH}-30&per_page=100`);
      expect(list.totals).toMatchObject({ amount: 3110 });
      const listed = list.data
        .filter((e: { reversed_by: number | null }) => e.reversed_by === null)
        .map((e: { id: number }) => e.id)
        .sort((x: number, y: number) => x - y);
      expect(listed).toEqual(
        standing()
          .map((e) => e.id)
          .sort((x, y) => x - y),
      );
      // The statements' deliveries of each product are the report's.
      const statements = await Promise.all([ahmed, bushra, chand].map((id) => get(`/customers/${id}/statement?month=${MONTH}`)));
      for (const [productId, , delivered, , amount] of rows) {
        const of = statements.map((s) => s.products.find((p: { product_id: number }) => p.product_id === productId));
        expect(of.reduce((n, p) => n + (p?.delivered ?? 0), 0)).toBe(delivered);
        expect(of.reduce((n, p) => n + (p?.amount ?? 0), 0)).toBe(amount);
      }
    });

    it('the stock balances for every product (owned = at plant + with customers + with riders + lost + damaged), each figure what the month did', async () => {
      const figures = await stock();
      expect(figures.map((f) => f.product_id)).toEqual([CAN, DISPENSER_BOTTLE]);
      for (const f of figures)
        expect({ product: f.product_id, owned: f.owned }).toEqual({
          product: f.product_id,
          owned: f.at_plant + f.with_customers + f.with_riders + f.lost + f.damaged,
        });
      // Cans: 100 bought; customers hold 6 (Chand's 2 from before among them), the rider 1; lost 1 at Ahmed and 3 at the count; 2 damaged.
      expect(figures[0]).toMatchObject({
        owned: 100,
        with_customers: 6,
        with_riders: 1,
        lost: 4,
        lost_at_customers: 1,
        damaged: 2,
        at_plant: 87,
        out_exceeds_owned: false,
      });
      // Dispenser bottles: 40 bought and 2 found at the count; customers hold 3; 1 written off lost.
      expect(figures[1]).toMatchObject({
        owned: 42,
        with_customers: 3,
        with_riders: 0,
        lost: 1,
        lost_at_customers: 0,
        damaged: 0,
        at_plant: 38,
      });
      // What customers hold is their containers, and what the containers report counts.
      const held = new Map<number, number>();
      for (const id of [ahmed, bushra, chand])
        for (const c of (await customer(id)).containers) held.set(c.product_id, (held.get(c.product_id) ?? 0) + c.held);
      expect(figures.map((f) => [f.product_id, f.with_customers])).toEqual([...held]);
      const ages = await get('/reports/containers-by-age');
      expect(ages.table.rows.map((r: Record<string, number>) => [r.product_id, r.held])).toEqual([...held]);
      // The month's movements add up to the same: bought, written off, counted, lost at customers, out and back.
      const movements = await get(`/stock/movements?from=${MONTH}-01&to=${MONTH}-30`);
      const sum = (productId: number, key: string) =>
        movements.days
          .filter((d: { product_id: number }) => d.product_id === productId)
          .reduce((n: number, d: Record<string, number>) => n + d[key], 0);
      const keys = ['purchased', 'written_off', 'count_difference', 'lost_at_customers', 'delivered', 'returned'];
      expect(keys.map((key) => sum(CAN, key))).toEqual([100, 2, -3, 1, 11, 6]);
      expect(keys.map((key) => sum(DISPENSER_BOTTLE, key))).toEqual([40, 1, 2, 0, 6, 3]);
    });

    it("each customer's balance is the sum of their ledger: the API's ledger and its stored lines", async () => {
      const expected = new Map([
        [ahmed, 1590],
        [bushra, 976.67],
        [chand, 880],
      ]);
      for (const [id, balance] of expected) {
        const shown = await customer(id);
        const ledger = await get(`/customers/${id}/ledger`);
        const lines = ledger.lines.reduce(
          (n: number, l: { debit: number; credit: number }) => n + Math.round((l.debit - l.credit) * 100),
          0,
        );
        const [stored] = await t.db.dataSource.query(
          `SELECT sum(debit - credit)::float8 AS balance, sum(cans_delivered - cans_returned)::int AS cans
             FROM customer_ledger_lines WHERE customer_id = $1`,
          [id],
        );
        expect({ id, balance: shown.balance }).toEqual({ id, balance });
        expect({ id, sum: (Math.round(ledger.opening.balance * 100) + lines) / 100 }).toEqual({ id, sum: balance });
        expect({ id, closing: ledger.closing.balance, stored: stored.balance }).toEqual({ id, closing: balance, stored: balance });
        expect({ id, cans: stored.cans }).toEqual({ id, cans: shown.cans_out });
      }
    });

    it('a replay of the log gives every read model again, equal to the live ones', async () => {
      const chains = await verifyDatabase(t.db.dataSource);
      expect(chains.problems).toEqual([]);
      const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
      expect(replay.tables.filter((table) => !table.equal)).toEqual([]);
      const compared = new Map(replay.tables.map((table) => [table.table, table.liveRows]));
      for (const table of [
        'customer_ledger_lines',
        'customer_containers',
        'customer_rentals',
        'plant_stock',
        'daily_product_totals',
        'products',
      ])
        expect({ table, rows: (compared.get(table) ?? 0) > 0 }).toEqual({ table, rows: true });
    });
  });
});
