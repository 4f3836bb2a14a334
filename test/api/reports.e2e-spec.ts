import { plantToday, shiftDay } from '../../api/src/platform/domain/plant-day';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, saveEntries } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';
import { seededRandom } from '../support/seeded-random';

/**
 * The owner's reports and payment reminders over known entries: a delivery and a payment reversed,
 * charges 100, 45 and 10 days old, a day close with a cash difference, expenses (one reversed).
 */
describe('owner reports and payment reminders (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let otherPlantId: number;
  let north: number;
  let south: number;
  let ali: number;
  let sana: number;
  const c: Record<string, any> = {};
  const today = plantToday('Asia/Karachi');
  const d100 = shiftDay(today, -100);
  const d45 = shiftDay(today, -45);
  const d10 = shiftDay(today, -10);
  const from = shiftDay(today, -120);

  const report = async (name: string, query = '', token?: string, plant?: number) =>
    t
      .http()
      .get(`/api/filter-owner/reports/${name}?filter_plant_id=${plant ?? plantId}&from=${from}&to=${today}${query}`)
      .set(auth(token ?? owner.token));
  const data = async (name: string, query = '') => {
    const response = await report(name, query);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const batch = (date: string, entries: Record<string, unknown>[]) =>
    t
      .http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ date, entries })
      .expect(201);
  const pay = (customerId: number, body: Record<string, unknown>) =>
    t.http().post(`/api/filter-owner/customers/${customerId}/payments`).set(auth(owner.token)).send(body).expect(201);
  const reverse = (customerId: number, lineId: number) =>
    t
      .http()
      .post(`/api/filter-owner/customers/${customerId}/ledger/${lineId}/reverse`)
      .set(auth(owner.token))
      .send({ reason: 'entered by mistake' })
      .expect(201);
  const reminders = async (query = '', token?: string, plant?: number) =>
    t
      .http()
      .get(`/api/filter-owner/reminders?filter_plant_id=${plant ?? plantId}${query}`)
      .set(auth(token ?? owner.token));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 100 });
    otherPlantId = await createPlant(t, other);
    // Entries 100 days back need a lock period longer than that.
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 400 }).expect(200);
    north = await createArea(t, owner, plantId, 'North');
    south = await createArea(t, owner, plantId, 'South');
    ali = await createRider(t, owner, plantId, 'Ali', [north]);
    sana = await createRider(t, owner, plantId, 'Sana', [south]);
    c.a = await createCustomer(t, owner, plantId, { name: 'Akbar', area_id: north, employee_id: ali, can_limit: 2, phone: '0300-1234567' });
    c.b = await createCustomer(t, owner, plantId, { name: 'Bano', area_id: south, employee_id: sana, phone: '03011112222' });
    c.c = await createCustomer(t, owner, plantId, { name: 'Chand', area_id: north, whatsapp: '03215556666' });

    await batch(d100, [{ customer_id: c.a.id, cans_delivered: 3, cans_returned: 0, collected: 0 }]);
    await batch(d45, [
      { customer_id: c.a.id, cans_delivered: 2, cans_returned: 0, collected: 50, payment_method: 'cash' },
      { customer_id: c.b.id, cans_delivered: 1, cans_returned: 0, collected: 100, payment_method: 'jazzcash' },
    ]);
    const tenDaysAgo = await batch(d10, [
      { customer_id: c.a.id, cans_delivered: 1, cans_returned: 0, collected: 0 },
      { customer_id: c.c.id, cans_delivered: 4, cans_returned: 0, collected: 0 },
    ]);
    const chandsEntry = tenDaysAgo.body.data.entries.find((e: any) => e.customer_id === c.c.id);
    await reverse(c.c.id, chandsEntry.id);
    await batch(today, [{ customer_id: c.c.id, cans_delivered: 1, cans_returned: 0, collected: 0 }]);
    await pay(c.a.id, { amount: 150, method: 'easypaisa', employee_id: null });
    const bounced = await pay(c.b.id, { amount: 500, method: 'bank', employee_id: null });
    await reverse(c.b.id, bounced.body.data.id);
    // Ali's day 45 days ago: 50 collected, 40 handed over; 3 full cans out, 2 delivered, 1 back.
    await t
      .http()
      .post(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ employee_id: ali, date: d45, cash_handed_over: 40, full_cans_taken: 3, cans_returned_to_plant: 1 })
      .expect(201);
    const expense = (body: Record<string, unknown>) =>
      t.http().post(`/api/filter-owner/expenses?filter_plant_id=${plantId}`).set(auth(owner.token)).send(body).expect(201);
    await expense({ date: d45, category: 'fuel', amount: 1000 });
    await expense({ date: d10, category: 'rent', amount: 5000 });
    const wrong = await expense({ date: d10, category: 'fuel', amount: 200 });
    await t
      .http()
      .delete(`/api/filter-owner/expenses/${wrong.body.data.id}?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ reason: 'typed twice' })
      .expect(200);
  });
  afterAll(() => t.close());

  it('daily sales: cans and amount per day, reversed entries out, narrowed by area and rider', async () => {
    const sales = await data('daily-sales');
    expect(sales).toMatchObject({ name: 'daily-sales', from, to: today, plant_id: plantId });
    expect(sales.table.rows).toEqual([
      { date: d100, entries: 1, cans_delivered: 3, cans_returned: 0, amount: 300 },
      { date: d45, entries: 2, cans_delivered: 3, cans_returned: 0, amount: 300 },
      { date: d10, entries: 1, cans_delivered: 1, cans_returned: 0, amount: 100 },
      { date: today, entries: 1, cans_delivered: 1, cans_returned: 0, amount: 100 },
    ]);
    expect(sales.table.totals).toEqual({ date: 'Total', entries: 5, cans_delivered: 8, cans_returned: 0, amount: 800 });
    expect(sales.chart).toEqual({ kind: 'bar', x: 'date', series: ['cans_delivered'], stacked: false });
    expect((await data('daily-sales', `&area_id=${south}`)).table.rows).toEqual([
      { date: d45, entries: 1, cans_delivered: 1, cans_returned: 0, amount: 100 },
    ]);
    expect((await data('daily-sales', `&employee_id=${ali}`)).table.totals.amount).toBe(600);
    // The range bounds the days.
    const recent = await t
      .http()
      .get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}&from=${d45}&to=${d10}`)
      .set(auth(owner.token))
      .expect(200);
    expect(recent.body.data.table.rows.map((r: any) => r.date)).toEqual([d45, d10]);
    // Without a range: the 30 days to the plant's today.
    const lately = await t
      .http()
      .get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .expect(200);
    expect(lately.body.data).toMatchObject({ from: shiftDay(today, -29), to: today });
    expect(lately.body.data.table.rows.map((r: any) => r.date)).toEqual([d10, today]);
  });

  it('collections by payment method: money on the spot and payments, a reversed payment out', async () => {
    const collections = await data('collections');
    const zero = { cash: 0, jazzcash: 0, easypaisa: 0, bank: 0, other: 0 };
    expect(collections.table.rows).toEqual([
      { date: d45, ...zero, cash: 50, jazzcash: 100, total: 150 },
      { date: today, ...zero, easypaisa: 150, total: 150 },
    ]);
    expect(collections.table.totals).toMatchObject({ cash: 50, jazzcash: 100, easypaisa: 150, bank: 0, total: 300 });
    expect(collections.chart.stacked).toBe(true);
    expect((await data('collections', `&area_id=${south}`)).table.totals.total).toBe(100);
  });

  it('outstanding by age: the balance is the newest charges, the oldest paid first', async () => {
    const plantSums = await t.db.dataSource.query(
      `SELECT date::text AS date, area_id::int AS area_id, employee_id::int AS employee_id, amount::text AS amount, customers
         FROM plant_open_debits WHERE plant_id = $1 ORDER BY 1, 2, 3`,
      [plantId],
    );
    const directSums = await t.db.dataSource.query(
      `SELECT date::text AS date, area_id::int AS area_id, coalesce(employee_id, 0)::int AS employee_id, sum(amount)::text AS amount,
              count(*) FILTER (WHERE date = oldest)::int AS customers
         FROM (SELECT *, min(date) OVER (PARTITION BY customer_id) AS oldest FROM customer_open_debits WHERE plant_id = $1) o
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [plantId],
    );
    expect(plantSums).toEqual(directSums);
    const aging = await data('outstanding-age');
    expect(aging.as_of).toBe(today);
    // Akbar owes 600 − 50 − 150 = 400: 100 from 10 days ago, 200 from 45, 100 of the 300 from 100 days ago. Chand owes today's 100.
    expect(aging.table.rows).toEqual([
      // Customers counted once, in the age of their oldest unpaid charge: Akbar over 90 days, Chand 0–30.
      { age: '0–30 days', amount: 200, customers: 1 },
      { age: '31–60 days', amount: 200, customers: 0 },
      { age: '61–90 days', amount: 0, customers: 0 },
      { age: 'Over 90 days', amount: 100, customers: 1 },
    ]);
    expect(aging.table.totals).toEqual({ age: 'Total', amount: 500, customers: 2 });
    const balances = await t.db.dataSource.query(`SELECT sum(balance)::float AS owed FROM customers WHERE plant_id = $1 AND balance > 0`, [
      plantId,
    ]);
    expect(balances[0].owed).toBe(500);
    expect((await data('outstanding-age', `&area_id=${south}`)).table.totals.amount).toBe(0);
    expect((await data('outstanding-age', `&employee_id=${ali}`)).table.totals.amount).toBe(400);
  });

  it('cans out per area, and the customers holding more than their can limit', async () => {
    const cans = await data('cans-out');
    expect(cans.table.rows).toEqual([
      { area: 'North', customers: 2, cans_out: 7, over_limit: 1 },
      { area: 'South', customers: 1, cans_out: 1, over_limit: 0 },
    ]);
    expect(cans.detail.rows).toEqual([{ code: c.a.code, name: 'Akbar', area: 'North', cans_out: 6, can_limit: 2, over_by: 4 }]);
  });

  it('rider performance: cans delivered and back, money collected, day closes and their differences', async () => {
    const riders = await data('rider-performance');
    expect(riders.ignored_filters).toEqual(['area_id']);
    expect(riders.table.rows).toEqual([
      {
        rider: 'Ali',
        days_worked: 3,
        cans_delivered: 6,
        cans_returned: 0,
        collected: 50,
        days_closed: 1,
        days_unclosed: 2,
        cash_difference: -10,
        cans_difference: 0,
      },
      {
        rider: 'Sana',
        days_worked: 1,
        cans_delivered: 1,
        cans_returned: 0,
        collected: 100,
        days_closed: 0,
        days_unclosed: 1,
        cash_difference: 0,
        cans_difference: 0,
      },
    ]);
    expect((await data('rider-performance', `&employee_id=${sana}`)).table.rows.map((r: any) => r.rider)).toEqual(['Sana']);
  });

  it('expenses by category and profit and loss per month (revenue − expenses)', async () => {
    const expenses = await data('expenses');
    expect(expenses.table.rows).toEqual([
      { category: 'Rent', amount: 5000 },
      { category: 'Fuel', amount: 1000 },
    ]);
    expect(expenses.ignored_filters).toEqual(['area_id', 'employee_id']);
    const months = new Map<string, { revenue: number; collected: number; expenses: number }>();
    const add = (day: string, revenue: number, collected: number, spent: number) => {
      const month = day.slice(0, 7);
      const row = months.get(month) ?? { revenue: 0, collected: 0, expenses: 0 };
      months.set(month, { revenue: row.revenue + revenue, collected: row.collected + collected, expenses: row.expenses + spent });
    };
    add(d100, 300, 0, 0);
    add(d45, 300, 150, 1000);
    add(d10, 100, 0, 5000);
    add(today, 100, 150, 0);
    const pl = await data('profit-loss');
    expect(pl.table.rows).toEqual(
      [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, row]) => ({ month, ...row, profit: row.revenue - row.expenses })),
    );
    expect(pl.table.totals).toMatchObject({ revenue: 800, expenses: 6000, profit: -5200 });
  });

  const exported = (period: string) =>
    t
      .http()
      .get(`/api/filter-owner/reports/daily-sales/export?filter_plant_id=${plantId}${period}&format=xlsx`)
      .set(auth(owner.token))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);

  it('exports a report as an XLSX workbook named by its period, the last 30 plant days when none is asked', async () => {
    const response = await exported(`&from=${from}&to=${today}`);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="daily-sales-${from}-${today}.xlsx"`);
    const recent = await exported('');
    expect(recent.headers['content-disposition']).toBe(`attachment; filename="daily-sales-${shiftDay(today, -29)}-${today}.xlsx"`);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.body);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0][1]).toBe('Daily sales');
    expect(values.find((row) => row[1] === 'Total')).toEqual([undefined, 'Total', 5, 8, 0, 800]);
  });

  it("validates the filters and keeps owners apart: another owner's plant is 403, their own shows nothing of ours", async () => {
    expect((await report('unknown-report')).status).toBe(404);
    const backwards = await t
      .http()
      .get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}&from=${today}&to=${d10}`)
      .set(auth(owner.token));
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['from']);
    expect((await report('daily-sales', '&area_id=0')).status).toBe(422);
    expect((await report('daily-sales', '&area_id=abc')).status).toBe(422);
    expect((await report('daily-sales', '&colour=blue')).status).toBe(422);
    const tooLong = await t
      .http()
      .get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}&from=${shiftDay(today, -800)}&to=${today}`)
      .set(auth(owner.token));
    expect({ status: tooLong.status, fields: Object.keys(tooLong.body.errors ?? {}) }).toEqual({ status: 422, fields: ['to'] });
    const badDay = await t
      .http()
      .get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}&from=2026-13-01`)
      .set(auth(owner.token));
    expect({ status: badDay.status, fields: Object.keys(badDay.body.errors ?? {}) }).toEqual({ status: 422, fields: ['from'] });
    for (const name of ['daily-sales', 'collections', 'outstanding-age', 'cans-out', 'rider-performance', 'expenses', 'profit-loss']) {
      expect({ name, status: (await report(name, '', other.token)).status }).toEqual({ name, status: 403 });
      const theirs = await report(name, '', other.token, otherPlantId);
      expect({ name, status: theirs.status }).toEqual({ name, status: 200 });
      const amounts = theirs.body.data.table.rows.flatMap((row: Record<string, unknown>) =>
        Object.values(row).filter((v) => typeof v === 'number' && v !== 0),
      );
      expect({ name, amounts }).toEqual({ name, amounts: [] });
    }
    expect((await t.http().get(`/api/filter-owner/reports/daily-sales?filter_plant_id=${plantId}`)).status).toBe(401);
    expect((await reminders('', other.token)).status).toBe(403);
  });

  it('reminders: customers over a balance or with an unpaid charge older than N days, with the amount, age and a WhatsApp link', async () => {
    const all = (await reminders()).body.data;
    expect(all.as_of).toBe(today);
    expect(all.customers.map((r: any) => [r.name, r.balance, r.age_days, r.oldest_unpaid_date])).toEqual([
      ['Akbar', 400, 100, d100],
      ['Chand', 100, 0, today],
    ]);
    expect((await reminders('&min_balance=300')).body.data.customers.map((r: any) => r.name)).toEqual(['Akbar']);
    expect((await reminders('&min_balance=401')).body.data.customers).toEqual([]);
    expect((await reminders('&min_days=100')).body.data.customers.map((r: any) => r.name)).toEqual(['Akbar']);
    expect((await reminders('&min_days=101')).body.data.customers).toEqual([]);
    // Either condition lists a customer.
    expect((await reminders('&min_balance=5000&min_days=0')).body.data.customers.map((r: any) => r.name)).toEqual(['Akbar', 'Chand']);
    expect((await reminders(`&area_id=${south}`)).body.data.customers).toEqual([]);
    const akbar = all.customers[0];
    expect(akbar.message).toContain('Akbar');
    expect(akbar.message).toContain('PKR 400.00');
    expect(akbar.whatsapp_url).toBe(`https://wa.me/923001234567?text=${encodeURIComponent(akbar.message)}`);
    // Chand has a WhatsApp number and no phone.
    expect(all.customers[1].whatsapp_url).toMatch(/^https:\/\/wa\.me\/923215556666\?text=/);
    expect((await reminders('&min_days=-1')).status).toBe(422);
    expect((await reminders('&min_balance=abc')).status).toBe(422);
  });

  it("edits the plant's template (an event) and marks a reminder as sent", async () => {
    const before = (
      await t.http().get(`/api/filter-owner/reminders/template?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)
    ).body.data;
    expect(before.is_default).toBe(true);
    const put = (body: Record<string, unknown>, token = owner.token, plant = plantId) =>
      t.http().put(`/api/filter-owner/reminders/template?filter_plant_id=${plant}`).set(auth(token)).send(body);
    const saved = await put({ template: 'Hi {name} ({code}): {amount} due for {days} days since {since}. {plant}' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ is_default: false });
    expect((await put({ template: 'Hi {nmae}' })).status).toBe(422);
    expect((await put({ template: '' })).status).toBe(422);
    expect((await put({ template: 'x', extra: 1 })).status).toBe(422);
    expect((await put({ template: 'Theirs {name}' }, other.token)).status).toBe(403);
    const events = await t.db.dataSource.query(`SELECT event_type FROM events WHERE stream_id = $1`, [`plant-reminders-${plantId}`]);
    expect(events.map((e: any) => e.event_type)).toEqual(['ReminderTemplateSet']);

    const [akbar] = (await reminders('&min_balance=300')).body.data.customers;
    expect(akbar.message).toBe(`Hi Akbar (${c.a.code}): PKR 400.00 due for 100 days since ${d100}. ${akbar.message.split('. ').pop()}`);
    expect(akbar.last_sent_at).toBeNull();
    const mark = (customerId: number, token = owner.token, plant = plantId) =>
      t.http().post(`/api/filter-owner/reminders/${customerId}/sent?filter_plant_id=${plant}`).set(auth(token)).send({});
    const sent = await mark(c.a.id);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ customer_id: c.a.id, sends: 1 });
    const listed = (await reminders()).body.data.customers.find((r: any) => r.customer_id === c.a.id);
    expect(listed).toMatchObject({ last_sent_at: sent.body.data.sent_at, sends: 1 });
    expect((await mark(c.a.id)).body.data.sends).toBe(2);
    // Another owner cannot mark ours, through their plant or ours.
    expect((await mark(c.a.id, other.token, otherPlantId)).status).toBe(404);
    expect((await mark(c.a.id, other.token)).status).toBe(403);
    expect((await mark(999999)).status).toBe(404);
    const [send] = await t.db.dataSource.query(`SELECT data FROM events WHERE stream_id = $1 ORDER BY stream_version LIMIT 1`, [
      `customer-reminders-${c.a.id}`,
    ]);
    expect(send.data).toMatchObject({ customer_id: c.a.id, amount: '400.00', age_days: 100 });
  });

  it('for random entries, payments, back-dated days and reversals: open debits are the newest charges making up each balance, collections the sums of what stands', async () => {
    const random = seededRandom(16_2026);
    const ids = [c.a.id, c.b.id, c.c.id];
    const methods = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];
    for (let step = 0; step < 40; step += 1) {
      const id = ids[random(ids.length)];
      const action = random(4);
      if (action <= 1) {
        // A sheet of several customers is one transaction: each of them is recomputed.
        await batch(
          shiftDay(today, -random(120)),
          (ids.filter(() => random(2) === 1).length > 0 ? ids.filter((x) => x !== id || random(2) === 0) : [id]).map((customerId) => ({
            customer_id: customerId,
            cans_delivered: 1 + random(3),
            cans_returned: random(2),
            collected: random(3) * 40,
            payment_method: methods[random(methods.length)],
          })),
        );
      } else if (action === 2) {
        await pay(id, { amount: 20 + random(300), method: methods[random(methods.length)] });
      } else {
        const [line] = await t.db.dataSource.query(
          `SELECT id FROM customer_ledger_lines WHERE customer_id = $1 AND kind IN ('delivery', 'payment') AND reversed_by IS NULL ORDER BY random() LIMIT 1`,
          [id],
        );
        if (line) await reverse(id, Number(line.id));
      }
    }
    for (const id of ids) {
      const lines: { date: string; kind: string; debit: string; credit: string; reversed_by: string | null }[] =
        await t.db.dataSource.query(
          `SELECT date::text AS date, kind, debit::text AS debit, credit::text AS credit, reversed_by FROM customer_ledger_lines WHERE customer_id = $1`,
          [id],
        );
      const paisa = (v: string) => Math.round(Number(v) * 100);
      let balance = lines.reduce((sum, l) => sum + paisa(l.debit) - paisa(l.credit), 0);
      const byDay = new Map<string, number>();
      for (const l of lines)
        if (l.reversed_by === null && l.kind !== 'reversal' && paisa(l.debit) > 0)
          byDay.set(l.date, (byDay.get(l.date) ?? 0) + paisa(l.debit));
      const expected: [string, number][] = [];
      for (const [date, debit] of [...byDay].sort(([a], [b]) => b.localeCompare(a))) {
        if (balance <= 0) break;
        expected.push([date, Math.min(debit, balance) / 100]);
        balance -= debit;
      }
      const open = await t.db.dataSource.query(
        `SELECT date::text AS date, amount::float AS amount FROM customer_open_debits WHERE customer_id = $1 ORDER BY date DESC`,
        [id],
      );
      expect({ id, open: open.map((o: any) => [o.date, o.amount]) }).toEqual({ id, open: expected });
    }
    const direct = await t.db.dataSource.query(
      `SELECT date::text AS date, method, sum(amount)::text AS amount FROM (
         SELECT date, payment_method AS method, collected AS amount FROM daily_entries WHERE plant_id = $1 AND reversed_by IS NULL AND collected > 0
         UNION ALL SELECT date, method, amount FROM customer_payments WHERE plant_id = $1 AND reversed_by IS NULL) m
       GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2`,
      [plantId],
    );
    const totals = await t.db.dataSource.query(
      `SELECT date::text AS date, method, sum(amount)::text AS amount FROM daily_collection_totals WHERE plant_id = $1
        GROUP BY 1, 2 HAVING sum(amount) <> 0 ORDER BY 1, 2`,
      [plantId],
    );
    expect(totals).toEqual(direct);
    const plantSums = await t.db.dataSource.query(
      `SELECT date::text AS date, area_id::int AS area_id, employee_id::int AS employee_id, amount::text AS amount, customers
         FROM plant_open_debits WHERE plant_id = $1 ORDER BY 1, 2, 3`,
      [plantId],
    );
    const directSums = await t.db.dataSource.query(
      `SELECT date::text AS date, area_id::int AS area_id, coalesce(employee_id, 0)::int AS employee_id, sum(amount)::text AS amount,
              count(*) FILTER (WHERE date = oldest)::int AS customers
         FROM (SELECT *, min(date) OVER (PARTITION BY customer_id) AS oldest FROM customer_open_debits WHERE plant_id = $1) o
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      [plantId],
    );
    expect(plantSums).toEqual(directSums);
    const aging = await data('outstanding-age');
    const owed = await t.db.dataSource.query(
      `SELECT coalesce(sum(balance), 0)::float AS owed FROM customers WHERE plant_id = $1 AND balance > 0`,
      [plantId],
    );
    expect(aging.table.totals.amount).toBe(owed[0].owed);
  });

  it('a kept report is read again as soon as anything it shows changes: entries, payments, expenses, day closes, area and rider names', async () => {
    const fresh = await createPlant(t, owner, { default_can_rate: 50 });
    const area = await createArea(t, owner, fresh, 'East');
    const rider = await createRider(t, owner, fresh, 'Bilal', [area]);
    const customer = await createCustomer(t, owner, fresh, { name: 'Dua', area_id: area, employee_id: rider });
    const owner$ = (path: string) => `/api/filter-owner/${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${fresh}`;
    const rename = (path: string, name: string) => t.http().put(owner$(path)).set(auth(owner.token)).send({ name }).expect(200);
    const read = async (name: string) => {
      // Twice, so the second answer is the kept one whenever the first was kept.
      expect((await report(name, '', undefined, fresh)).status).toBe(200);
      const response = await report(name, '', undefined, fresh);
      expect(response.status).toBe(200);
      return response.body.data.table;
    };
    expect((await read('daily-sales')).rows).toEqual([]);
    expect((await read('collections')).rows).toEqual([]);
    await saveEntries(t, owner, fresh, today, [{ customer_id: customer.id, cans_delivered: 2, cans_returned: 0, collected: 0 }]);
    expect((await read('daily-sales')).rows).toEqual([{ date: today, entries: 1, cans_delivered: 2, cans_returned: 0, amount: 100 }]);
    await pay(customer.id, { amount: 60, method: 'cash', employee_id: null });
    expect((await read('collections')).totals).toMatchObject({ cash: 60, total: 60 });
    expect((await read('outstanding-age')).totals).toMatchObject({ amount: 40 });

    expect((await read('expenses')).rows).toEqual([]);
    const spent = await t
      .http()
      .post(owner$('expenses'))
      .set(auth(owner.token))
      .send({ date: today, category: 'fuel', amount: 300 })
      .expect(201);
    expect((await read('expenses')).rows).toEqual([{ category: 'Fuel', amount: 300 }]);
    await t
      .http()
      .delete(owner$(`expenses/${spent.body.data.id}`))
      .set(auth(owner.token))
      .send({ reason: 'typed twice' })
      .expect(200);
    expect((await read('expenses')).rows).toEqual([]);

    expect((await read('rider-performance')).rows).toMatchObject([{ rider: 'Bilal', days_closed: 0 }]);
    await t
      .http()
      .post(owner$('rider-days'))
      .set(auth(owner.token))
      .send({ employee_id: rider, date: today, cash_handed_over: 0, full_cans_taken: 2, cans_returned_to_plant: 0 })
      .expect(201);
    expect((await read('rider-performance')).rows).toMatchObject([{ rider: 'Bilal', days_closed: 1 }]);
    await rename(`employees/${rider}`, 'Bilal Khan');
    expect((await read('rider-performance')).rows).toMatchObject([{ rider: 'Bilal Khan', days_closed: 1 }]);

    expect((await read('cans-out')).rows).toMatchObject([{ area: 'East', cans_out: 2 }]);
    await rename(`areas/${area}`, 'East Side');
    expect((await read('cans-out')).rows).toMatchObject([{ area: 'East Side', cans_out: 2 }]);
  });

  it('a rebuild that copies back a read model moves the plant marks, so no process keeps a report read from the broken rows', async () => {
    const fresh = await createPlant(t, owner, { default_can_rate: 30 });
    const customer = await createCustomer(t, owner, fresh, { name: 'Ejaz', area_id: await createArea(t, owner, fresh, 'West') });
    await saveEntries(t, owner, fresh, today, [{ customer_id: customer.id, cans_delivered: 1, cans_returned: 0, collected: 0 }]);
    const amount = async () => {
      const response = await report('daily-sales', '', undefined, fresh);
      expect(response.status).toBe(200);
      return response.body.data.table.totals.amount;
    };
    expect(await amount()).toBe(30);
    // Rows broken by hand, and a mark moved as a write would: the report is read from them and kept.
    await t.db.dataSource.query(`UPDATE daily_delivery_totals SET amount = amount + 1000 WHERE plant_id = $1`, [fresh]);
    await t.db.dataSource.query(`UPDATE customer_plant_marks SET plant_id = plant_id WHERE plant_id = $1`, [fresh]);
    expect(await amount()).toBe(1030);
    const rebuilt = await t.app.get(ProjectionRebuilder).rebuild();
    expect(rebuilt.tables.find((table) => table.table === 'daily_delivery_totals')).toMatchObject({ equal: false });
    expect(await amount()).toBe(30);
  });

  it('a rebuild from the log reproduces the collections, the open debits and the reminders exactly', async () => {
    const mine = [
      'collection_lines',
      'daily_collection_totals',
      'customer_debit_days',
      'customer_open_debits',
      'plant_open_debits',
      'reminder_templates',
      'reminder_sends',
    ];
    const replay = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const tables = replay.tables.filter((table) => mine.includes(table.table));
    expect(tables.map((table) => table.table).sort()).toEqual([...mine].sort());
    for (const table of tables) expect(table).toMatchObject({ equal: true, liveRows: table.rebuiltRows });
    expect(tables.find((table) => table.table === 'customer_open_debits')!.liveRows).toBeGreaterThan(0);
  });
});
