import { setNow } from '../../api/src/platform/domain/clock';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * A customer's opening ("opening as of", docs/product.md, "Opening balances"): the day their
 * opening balance, cans and deposit stand at. It dates the opening lines, nothing may be dated
 * before it, and the opening shows only as the opening of ledgers and statements, never as a line,
 * so a register typed in after the customers were added reads in order.
 */
describe("customers' opening date (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let areaId: number;
  const today = '2026-11-20';

  beforeAll(async () => {
    t = await startTestApp();
    setNow('2026-11-20T07:00:00Z');
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 50 });
    areaId = await createArea(t, owner, plantId, 'Model Town');
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  const http = () => t.http();
  const register = (body: Record<string, unknown>) =>
    http()
      .post(`/api/filter-owner/customers?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ area_id: areaId, ...body });
  const deliver = (customerId: number, date: string) =>
    http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ date, entries: [{ customer_id: customerId, cans_delivered: 2, cans_returned: 1, collected: 40 }] });
  const ledger = async (customerId: number, query = '') =>
    (await http().get(`/api/filter-owner/customers/${customerId}/ledger?${query}`).set(auth(owner.token)).expect(200)).body.data;
  const statement = async (customerId: number, month: string) =>
    (await http().get(`/api/filter-owner/customers/${customerId}/statement?month=${month}&format=json`).set(auth(owner.token)).expect(200))
      .body.data;
  const lineDates = async (customerId: number) =>
    (
      await t.db.dataSource.query(
        `SELECT kind, date::text AS date FROM customer_ledger_lines WHERE customer_id = $1 ORDER BY stream_version`,
        [customerId],
      )
    ).map((line: { kind: string; date: string }) => [line.kind, line.date]);

  it("stands at the plant's today when not given, and refuses anything dated before it", async () => {
    const created = await register({ name: 'Registered Today', opening_balance: 750, opening_cans: 3 }).expect(201);
    const id = created.body.data.id;
    expect(created.body.data.opening_date).toBe(today);
    expect(await lineDates(id)).toEqual([['opening', today]]);

    const refused = await deliver(id, '2026-11-19').expect(422);
    expect(JSON.stringify(refused.body.errors)).toContain(
      "This customer's opening balance and cans stand at 2026-11-20: nothing can be dated before it (2026-11-19).",
    );
    const adjustment = await http()
      .post(`/api/filter-owner/customers/${id}/adjustments`)
      .set(auth(owner.token))
      .send({ amount: 10, reason: 'Back-dated', date: '2026-11-19' })
      .expect(422);
    expect(adjustment.body.errors.date[0]).toMatch(/stand at 2026-11-20/);
    await deliver(id, today).expect(201);

    // The day's sheet owes the opening before the day's entries: it is where the history starts.
    const sheet = await http()
      .get(`/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}&date=${today}`)
      .set(auth(owner.token))
      .expect(200);
    const row = sheet.body.data.rows.find((r: { customer_id: number }) => r.customer_id === id);
    expect(row).toMatchObject({ previous_balance: 750, balance: 810 });
  });

  it('takes an earlier opening date, so a paper register typed in late reads in order', async () => {
    const created = await register({ name: 'From The Register', opening_balance: 500, opening_cans: 2, opening_date: '2026-11-10' }).expect(
      201,
    );
    const id = created.body.data.id;
    expect(created.body.data.opening_date).toBe('2026-11-10');
    await deliver(id, '2026-11-09').expect(422);
    await deliver(id, '2026-11-10').expect(201);
    await deliver(id, '2026-11-15').expect(201);
    const payment = await http()
      .post(`/api/filter-owner/customers/${id}/payments`)
      .set(auth(owner.token))
      .send({ amount: 100, method: 'cash', received_at: '2026-11-09T10:00:00+05:00' });
    expect(payment.status).toBe(422);

    // The ledger opens with the opening, and its lines are the movements after it.
    const all = await ledger(id);
    expect(all.opening).toEqual({ balance: 500, cans: 2 });
    expect(all.lines.map((line: { kind: string; date: string; balance: number }) => [line.kind, line.date, line.balance])).toEqual([
      ['delivery', '2026-11-10', 560],
      ['delivery', '2026-11-15', 620],
    ]);
    expect(all.closing).toEqual({ balance: 620, cans: 4 });
    const later = await ledger(id, 'from=2026-11-12');
    expect(later.opening).toEqual({ balance: 560, cans: 3 });
    expect(later.lines).toHaveLength(1);
    const before = await ledger(id, 'to=2026-11-09');
    expect(before).toEqual({ opening: { balance: 0, cans: 0 }, lines: [], closing: { balance: 0, cans: 0 } });

    // The statement of the month: the opening is its opening row, the lines are the days after it,
    // each with the contract's debit and credit (and the screens' amount and paid, the same numbers).
    const november = await statement(id, '2026-11');
    expect(november.opening).toEqual({ balance: 500, cans: 2 });
    expect(november.lines).toEqual([
      { date: '2026-11-10', cans_delivered: 2, cans_returned: 1, debit: 100, credit: 40, amount: 100, paid: 40, balance: 560, cans: 3 },
      { date: '2026-11-15', cans_delivered: 2, cans_returned: 1, debit: 100, credit: 40, amount: 100, paid: 40, balance: 620, cans: 4 },
    ]);
    expect(november.totals).toEqual({ cans_delivered: 4, cans_returned: 2, debit: 200, credit: 80, amount: 200, paid: 80 });
    expect(november.closing).toMatchObject({ balance: 620, cans: 4 });
    const october = await statement(id, '2026-10');
    expect(october.opening).toEqual({ balance: 0, cans: 0 });
    expect(october.lines).toEqual([]);
  });

  it('refuses an opening date after today or inside the lock period, and a malformed one', async () => {
    const future = await register({ name: 'Tomorrow', opening_date: '2026-11-21' }).expect(422);
    expect(future.body.errors.opening_date).toEqual(["The opening date cannot be after today (2026-11-20, the plant's day)."]);
    const locked = await register({ name: 'Long Ago', opening_date: '2026-10-01' }).expect(422);
    expect(locked.body.errors.opening_date[0]).toMatch(/cannot be before 2026-10-16/);
    const malformed = await register({ name: 'Bad Day', opening_date: '20/11/2026' }).expect(422);
    expect(malformed.body.errors.opening_date).toEqual(['The opening date must be a day written YYYY-MM-DD.']);
  });

  it("imports a register's Opening Date column (day first, as written in Pakistan) and refuses one in the future", async () => {
    const csv = ['Name,Area,Opening Balance,Opening Date', 'Bilal,Model Town,300,12/11/2026', 'Later,Model Town,100,25/11/2026'].join('\n');
    const preview = await http()
      .post(`/api/filter-owner/customers/import?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .attach('file', Buffer.from(csv), 'register.csv')
      .field('dry_run', 'true')
      .expect(200);
    const [bilal, later] = preview.body.data.preview;
    expect(bilal.values.opening_date).toBe('2026-11-12');
    expect(bilal.action).toBe('create');
    expect(later.action).toBe('error');
    expect(preview.body.data.errors).toEqual([
      {
        row: 3,
        column: 'Opening Date',
        field: 'opening_date',
        message: "The opening date cannot be after today (2026-11-20, the plant's day).",
      },
    ]);

    // Imported for real, the valid row's customer opens on its day: their opening line is dated on it.
    const started = await http()
      .post(`/api/filter-owner/customers/import?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .attach('file', Buffer.from(csv), 'register.csv')
      .expect(202);
    for (let waited = 0; ; waited += 200) {
      const state = (await http().get(`/api/filter-owner/imports/${started.body.data.id}`).set(auth(owner.token)).expect(200)).body.data
        .state;
      if (state === 'completed' || state === 'failed') break;
      if (waited > 60_000) throw new Error(`import still ${state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [imported] = await t.db.dataSource.query(`SELECT id, opening_date::text AS opening_date FROM customers WHERE name = 'Bilal'`);
    expect(imported.opening_date).toBe('2026-11-12');
    expect(await lineDates(Number(imported.id))).toEqual([['opening', '2026-11-12']]);
  });
});
