import { customerDecider } from '../../api/src/modules/customers/customer.decider';
import { deliveryDecider, firstProductItems } from '../../api/src/modules/daily-entries/delivery.decider';
import { CustomerEvent } from '../../api/src/modules/customers/customer.events';
import { PLANT_TIME_ZONE, shiftDay } from '../../api/src/platform/domain/plant-day';
import { plantToday } from '../../api/src/platform/domain/plant-day';
import { decideAll, fold } from '../../api/src/platform/event-store/decider';
import { BulkAppender } from '../../api/src/platform/event-store/bulk-append';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { loadCustomerStates } from '../../api/src/modules/customers/customer-state';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { Pool, PoolClient } from 'pg';
import { Sql } from '../../api/src/platform/database/sql';
import { ProjectionRegistry } from '../../api/src/platform/event-store/projection-registry';
import { UpcasterRegistry } from '../../api/src/platform/event-store/upcasters';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';
import { seededRandom } from '../support/seeded-random';
import { now as businessNow } from '../../api/src/platform/domain/clock';

describe('daily entries, the day sheet and payments (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let otherPlantId: number;
  let gulberg: number;
  let johar: number;
  let aslam: number;
  let bilal: number;
  /** A rider of another owner's plant. */
  let stranger: number;
  const today = plantToday(PLANT_TIME_ZONE);
  const customers: Record<string, any> = {};

  const url = (path: string, plant = plantId, query = '') =>
    `/api/filter-owner/daily-entries${path}?filter_plant_id=${plant}${query ? `&${query}` : ''}`;
  const batch = (body: Record<string, unknown>, token = owner.token, plant = plantId) =>
    t.http().post(url('/batch', plant)).set(auth(token)).send(body);
  const customer = async (id: number) =>
    (await t.http().get(`/api/filter-owner/customers/${id}`).set(auth(owner.token)).expect(200)).body.data;
  const entriesCount = async () => Number((await t.db.dataSource.query(`SELECT count(*) AS n FROM daily_entries`))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    otherPlantId = await createPlant(t, other);
    gulberg = await createArea(t, owner, plantId, 'Gulberg');
    johar = await createArea(t, owner, plantId, 'Johar Town');
    aslam = await createRider(t, owner, plantId, 'Aslam', [gulberg]);
    bilal = await createRider(t, owner, plantId, 'Bilal', [johar]);
    customers.ahmed = await createCustomer(t, owner, plantId, {
      name: 'Ahmed',
      area_id: gulberg,
      employee_id: aslam,
      opening_balance: 100,
    });
    customers.bushra = await createCustomer(t, owner, plantId, {
      name: 'Bushra',
      area_id: gulberg,
      employee_id: aslam,
      rate: 80,
      credit_limit: 100,
    });
    customers.chaudhry = await createCustomer(t, owner, plantId, { name: 'Chaudhry', area_id: johar, employee_id: bilal });
    customers.dawood = await createCustomer(t, owner, plantId, { name: 'Dawood', area_id: johar });
    const otherArea = await createArea(t, other, otherPlantId, 'Elsewhere');
    customers.foreign = await createCustomer(t, other, otherPlantId, { name: 'Foreign', area_id: otherArea });
    stranger = await createRider(t, other, otherPlantId, 'Stranger', [otherArea]);
  });
  afterAll(() => t.close());

  it("lists the day's sheet: every customer due, prefilled with the schedule's cans, with balance, cans out and flags", async () => {
    const sheet = (await t.http().get(url('/sheet')).set(auth(owner.token)).expect(200)).body.data;
    expect(sheet.date).toBe(today);
    expect(sheet.rows.map((r: any) => r.name)).toEqual(['Ahmed', 'Bushra', 'Chaudhry', 'Dawood']);
    expect(sheet.rows[0]).toMatchObject({
      customer_id: customers.ahmed.id,
      scheduled: true,
      default_quantity: 1,
      rate: 60,
      // The opening balance is owed before any day's entries.
      previous_balance: 100,
      balance: 100,
      cans_out: 0,
      area_name: 'Gulberg',
      employee_name: 'Aslam',
      flags: { over_credit_limit: false, over_can_limit: false, paused: false, no_delivery_for_days: null },
      entries: [],
    });
    expect(sheet.rows[1].rate).toBe(80);
    const byRider = (
      await t
        .http()
        .get(url('/sheet', plantId, `employee_id=${bilal}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    // A rider's customers: those assigned to them, and the unassigned ones of the areas they serve.
    expect(byRider.rows.map((r: any) => r.name)).toEqual(['Chaudhry', 'Dawood']);
    const byArea = (
      await t
        .http()
        .get(url('/sheet', plantId, `area_id=${johar}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(byArea.rows.map((r: any) => r.name)).toEqual(['Chaudhry', 'Dawood']);
  });

  it('saves a whole sheet in one transaction: amounts at each rate, collections, cans, new balances', async () => {
    const response = await batch({
      date: today,
      entries: [
        { customer_id: customers.ahmed.id, cans_delivered: 2, cans_returned: 1, collected: 50 },
        { customer_id: customers.bushra.id, cans_delivered: 3, cans_returned: 0, collected: 0, note: 'gate locked, left at guard' },
        { customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 1, rate: 70, collected: 70, payment_method: 'jazzcash' },
        { customer_id: customers.dawood.id, cans_delivered: 0, cans_returned: 0, status: 'not_home' },
      ],
    })
      .set('Idempotency-Key', 'sheet-day-1')
      .expect(201);
    expect(response.body.message).toBe('Entries saved successfully');
    const result = response.body.data;
    expect(result.date).toBe(today);
    expect(result.entries.map((e: any) => e.amount)).toEqual([120, 240, 70, 0]);
    expect(result.balances).toEqual(
      expect.arrayContaining([
        { customer_id: customers.ahmed.id, balance: 170, cans_out: 1 },
        { customer_id: customers.bushra.id, balance: 240, cans_out: 3 },
        { customer_id: customers.chaudhry.id, balance: 0, cans_out: 0 },
        { customer_id: customers.dawood.id, balance: 0, cans_out: 0 },
      ]),
    );
    const ahmed = await customer(customers.ahmed.id);
    expect(ahmed).toMatchObject({ balance: 170, cans_out: 1 });
    expect(ahmed.last_delivery_at).not.toBeNull();
    expect(ahmed.last_payment_at).not.toBeNull();
    // The rider defaults to the customer's; Dawood has none.
    const list = (
      await t
        .http()
        .get(url('', plantId, `date=${today}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(list.total).toBe(4);
    expect(list.totals).toEqual({ entries: 4, cans_delivered: 6, cans_returned: 2, amount: 430, collected: 120 });
    const chaudhry = list.data.find((e: any) => e.customer_id === customers.chaudhry.id);
    expect(chaudhry).toMatchObject({
      employee_id: bilal,
      employee_name: 'Bilal',
      rate: 70,
      amount: 70,
      payment_method: 'jazzcash',
      status: 'delivered',
    });
    expect(list.data.find((e: any) => e.customer_id === customers.dawood.id)).toMatchObject({ employee_id: null, status: 'not_home' });
    // The ledger shows the delivery line with both movements.
    const ledger = (await t.http().get(`/api/filter-owner/customers/${customers.ahmed.id}/ledger`).set(auth(owner.token)).expect(200)).body
      .data;
    const line = ledger.lines.find((l: any) => l.kind === 'delivery');
    expect(line).toMatchObject({ debit: 120, credit: 50, cans_delivered: 2, cans_returned: 1 });
    expect(line.description).toContain('Delivered 2 cans × PKR 60.00');
    // The sheet now carries the saved entries, the totals and the flags.
    const sheet = (await t.http().get(url('/sheet')).set(auth(owner.token)).expect(200)).body.data;
    const bushra = sheet.rows.find((r: any) => r.customer_id === customers.bushra.id);
    expect(bushra.entries).toHaveLength(1);
    expect(bushra.previous_balance).toBe(0);
    expect(bushra.flags.over_credit_limit).toBe(true);
    expect(sheet.totals).toEqual(list.totals);
  });

  it("an area's sheet shows only that area's customers and entries, and totals only them", async () => {
    const sheet = (
      await t
        .http()
        .get(url('/sheet', plantId, `area_id=${johar}&date=${today}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(sheet.rows.map((r: any) => r.name)).toEqual(['Chaudhry', 'Dawood']);
    expect(sheet.rows.every((r: any) => r.area_id === johar)).toBe(true);
    const entries = sheet.rows.flatMap((r: any) => r.entries);
    expect(entries.length).toBeGreaterThan(0);
    expect(sheet.totals.entries).toBe(entries.length);
    expect(sheet.totals.cans_delivered).toBe(entries.reduce((sum: number, e: any) => sum + e.cans_delivered, 0));
  });

  it('answers a repeated batch (same Idempotency-Key) as the first time and saves nothing twice', async () => {
    const before = await entriesCount();
    const again = await batch({
      date: today,
      entries: [
        { customer_id: customers.ahmed.id, cans_delivered: 2, cans_returned: 1, collected: 50 },
        { customer_id: customers.bushra.id, cans_delivered: 3, cans_returned: 0, collected: 0, note: 'gate locked, left at guard' },
        { customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 1, rate: 70, collected: 70, payment_method: 'jazzcash' },
        { customer_id: customers.dawood.id, cans_delivered: 0, cans_returned: 0, status: 'not_home' },
      ],
    })
      .set('Idempotency-Key', 'sheet-day-1')
      .expect(201);
    expect(again.body.data.entries.map((e: any) => e.amount)).toEqual([120, 240, 70, 0]);
    expect(await entriesCount()).toBe(before);
    expect((await customer(customers.ahmed.id)).balance).toBe(170);
  });

  it('saves nothing when one row is refused, and names that row', async () => {
    const before = await entriesCount();
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ customer_id: customers.bushra.id, cans_delivered: -1, cans_returned: 0 }, 422, 'entries.1.cans_delivered', /negative/],
      [{ customer_id: customers.foreign.id, cans_delivered: 1, cans_returned: 0 }, 404, 'entries.1.customer_id', /not found/i],
      [
        { customer_id: customers.bushra.id, cans_delivered: 2, cans_returned: 0, status: 'refused' },
        422,
        'entries.1.cans_delivered',
        /delivers no cans/,
      ],
      [{ customer_id: customers.bushra.id, cans_delivered: 0, cans_returned: 0 }, 422, 'entries.1.cans_delivered', /Enter the cans/],
      [
        { customer_id: customers.bushra.id, cans_delivered: 1, cans_returned: 0, employee_id: 999999 },
        422,
        'entries.1.employee_id',
        /not an employee/,
      ],
      [
        { customer_id: customers.bushra.id, cans_delivered: 1, cans_returned: 0, employee_id: stranger },
        422,
        'entries.1.employee_id',
        /not an employee/,
      ],
      [{ customer_id: customers.bushra.id, cans_delivered: 1, cans_returned: 0, colour: 'blue' }, 422, 'entries.1.colour', /.+/],
    ];
    for (const [bad, status, field, message] of cases) {
      const response = await batch({
        date: today,
        entries: [{ customer_id: customers.ahmed.id, cans_delivered: 1, cans_returned: 0 }, bad],
      });
      expect({ bad, status: response.status }).toEqual({ bad, status });
      expect(response.body.errors?.[field]?.[0]).toMatch(message);
    }
    expect(await entriesCount()).toBe(before);
    expect((await customer(customers.ahmed.id)).balance).toBe(170);
  });

  it('refuses a day after today and a day inside the lock period, per the plant setting', async () => {
    const tomorrow = shiftDay(today, 1);
    const future = await batch({
      date: tomorrow,
      entries: [{ customer_id: customers.ahmed.id, cans_delivered: 1, cans_returned: 0 }],
    }).expect(422);
    expect(future.body.errors.date[0]).toMatch(/after today/);
    const locked = await batch({
      date: shiftDay(today, -36),
      entries: [{ customer_id: customers.ahmed.id, cans_delivered: 1, cans_returned: 0 }],
    }).expect(422);
    expect(locked.body.errors.date[0]).toMatch(/locked/);
    await batch({
      date: shiftDay(today, -35),
      entries: [{ customer_id: customers.dawood.id, cans_delivered: 1, cans_returned: 0 }],
    }).expect(201);
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 3 }).expect(200);
    await batch({ date: shiftDay(today, -4), entries: [{ customer_id: customers.dawood.id, cans_delivered: 1, cans_returned: 0 }] }).expect(
      422,
    );
    await batch({ date: shiftDay(today, -3), entries: [{ customer_id: customers.dawood.id, cans_delivered: 1, cans_returned: 0 }] }).expect(
      201,
    );
    await t.http().put(`/api/filter-owner/my-plants/${plantId}`).set(auth(owner.token)).send({ lock_period_days: 35 }).expect(200);
  });

  it('reverses an entry with a reason (never edits it): balance, cans and totals back, the entry marked', async () => {
    const list = (
      await t
        .http()
        .get(url('', plantId, `date=${today}&customer_id=${customers.bushra.id}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    const entry = list.data[0];
    await t
      .http()
      .post(url(`/${entry.id}/reverse`))
      .set(auth(owner.token))
      .send({})
      .expect(422);
    const reversed = await t
      .http()
      .post(url(`/${entry.id}/reverse`))
      .set(auth(owner.token))
      .send({ reason: 'Entered twice' })
      .expect(200);
    expect(reversed.body.data).toMatchObject({
      reverses: entry.id,
      customer_id: customers.bushra.id,
      balance: 0,
      cans_out: 0,
      replaced_by: null,
    });
    const again = await t
      .http()
      .post(url(`/${entry.id}/reverse`))
      .set(auth(owner.token))
      .send({ reason: 'again' })
      .expect(422);
    expect(again.body.message).toMatch(/already reversed/);
    const shown = (
      await t
        .http()
        .get(url(`/${entry.id}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(shown).toMatchObject({ reversed_by: reversed.body.data.id, reversal_reason: 'Entered twice', amount: 240 });
    const day = (
      await t
        .http()
        .get(url('', plantId, `date=${today}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(day.totals).toEqual({ entries: 3, cans_delivered: 3, cans_returned: 2, amount: 190, collected: 120 });
    const onlyReversed = (
      await t
        .http()
        .get(url('', plantId, `status=reversed`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(onlyReversed.data.map((e: any) => e.id)).toEqual([entry.id]);
    const ledger = (await t.http().get(`/api/filter-owner/customers/${customers.bushra.id}/ledger`).set(auth(owner.token)).expect(200)).body
      .data;
    expect(ledger.lines.map((l: any) => l.kind)).toEqual(['delivery', 'reversal']);
  });

  it('corrects an entry as a reversal and the new entry in one change, with the reason', async () => {
    const list = (
      await t
        .http()
        .get(url('', plantId, `date=${today}&customer_id=${customers.ahmed.id}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    const entry = list.data[0];
    const corrected = await t
      .http()
      .post(url(`/${entry.id}/correct`))
      .set(auth(owner.token))
      .send({ reason: 'Three cans, not two', customer_id: customers.ahmed.id, cans_delivered: 3, cans_returned: 1, collected: 50 })
      .expect(200);
    expect(corrected.body.data).toMatchObject({ reverses: entry.id, balance: 230, cans_out: 2 });
    const replacement = (
      await t
        .http()
        .get(url(`/${corrected.body.data.replaced_by}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(replacement).toMatchObject({ date: today, cans_delivered: 3, amount: 180, reversed_by: null });
    await t
      .http()
      .post(url(`/${corrected.body.data.replaced_by}/correct`))
      .set(auth(owner.token))
      .send({ reason: 'x', customer_id: customers.bushra.id, cans_delivered: 1, cans_returned: 0 })
      .expect(422);
  });

  it('records payments outside deliveries; overpaying leaves an advance; a payment is reversed like any ledger line', async () => {
    const before = (await customer(customers.chaudhry.id)).balance;
    const paid = await t
      .http()
      .post(`/api/filter-owner/customers/${customers.chaudhry.id}/payments`)
      .set(auth(owner.token))
      .send({ amount: 500, method: 'easypaisa', reference: 'EP-123', employee_id: bilal })
      .expect(201);
    expect(paid.body.data).toMatchObject({
      amount: 500,
      method: 'easypaisa',
      reference: 'EP-123',
      date: today,
      balance: before - 500,
      employee_id: bilal,
    });
    expect((await customer(customers.chaudhry.id)).balance).toBe(-500);
    const reversed = await t
      .http()
      .post(`/api/filter-owner/customers/${customers.chaudhry.id}/ledger/${paid.body.data.id}/reverse`)
      .set(auth(owner.token))
      .send({ reason: 'Bounced' })
      .expect(201);
    expect(reversed.body.data.customer.balance).toBe(0);
    const [row] = await t.db.dataSource.query(`SELECT reversed_by, reversal_reason FROM customer_payments WHERE id = $1`, [
      paid.body.data.id,
    ]);
    expect(row.reversal_reason).toBe('Bounced');
    const refused: [Record<string, unknown>, string][] = [
      [{ amount: 0, method: 'cash' }, 'amount'],
      [{ amount: 10, method: 'cheque' }, 'method'],
      [{ amount: 10, method: 'cash', received_at: 'yesterday' }, 'received_at'],
      [{ amount: 10, method: 'cash', received_at: new Date(businessNow().getTime() + 86_400_000).toISOString() }, 'received_at'],
      [{ amount: 10, method: 'cash', received_at: new Date(businessNow().getTime() - 40 * 86_400_000).toISOString() }, 'received_at'],
    ];
    for (const [body, field] of refused) {
      const response = await t
        .http()
        .post(`/api/filter-owner/customers/${customers.chaudhry.id}/payments`)
        .set(auth(owner.token))
        .send(body);
      expect({ body, status: response.status, field: Object.keys(response.body.errors ?? {}) }).toEqual({
        body,
        status: 422,
        field: [field],
      });
    }
  });

  it("keeps owners apart: another owner's entries, customers and plant are not found", async () => {
    const list = (
      await t
        .http()
        .get(url('', plantId, `date=${today}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    await t
      .http()
      .get(url(`/${list.data[0].id}`, otherPlantId))
      .set(auth(other.token))
      .expect(404);
    await t
      .http()
      .post(url(`/${list.data[0].id}/reverse`, otherPlantId))
      .set(auth(other.token))
      .send({ reason: 'mine now' })
      .expect(404);
    await t.http().get(url('/sheet', plantId)).set(auth(other.token)).expect(403);
    await batch({ entries: [{ customer_id: customers.ahmed.id, cans_delivered: 1, cans_returned: 0 }] }, other.token, otherPlantId).expect(
      404,
    );
    await t
      .http()
      .post(`/api/filter-owner/customers/${customers.ahmed.id}/payments`)
      .set(auth(other.token))
      .send({ amount: 5, method: 'cash' })
      .expect(404);
    await t.http().get(url('', plantId)).set(auth(other.token)).expect(403);
  });

  it('saves one entry by POST /daily-entries and answers it with the balance', async () => {
    const response = await t
      .http()
      .post(url(''))
      .set(auth(owner.token))
      .send({ customer_id: customers.dawood.id, cans_delivered: 2, cans_returned: 0, collected: 120 })
      .expect(201);
    expect(response.body.data).toMatchObject({
      customer_id: customers.dawood.id,
      date: today,
      amount: 120,
      collected: 120,
      status: 'delivered',
    });
    expect(response.body.data.balance).toBe((await customer(customers.dawood.id)).balance);
  });

  /** The texts sent to PostgreSQL, on every pooled connection, while `work` runs. */
  async function textsSentDuring(work: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const pool = (t.db.dataSource.driver as PostgresDriver).master as Pool;
    const watched = new Map<PoolClient, PoolClient['query']>();
    const watch = (client: PoolClient) => {
      if (watched.has(client)) return;
      const query = client.query;
      watched.set(client, query);
      client.query = function (this: PoolClient, config: string | { text: string }, ...rest: unknown[]) {
        sent.push(typeof config === 'string' ? config : config.text);
        return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
      } as typeof client.query;
    };
    pool.on('acquire', watch);
    try {
      await work();
    } finally {
      pool.off('acquire', watch);
      for (const [client, query] of watched) client.query = query;
    }
    return sent;
  }

  const saveOne = (body: Record<string, unknown>) => t.http().post(url('')).set(auth(owner.token)).send(body).expect(201);

  it("reads a single entry's answer in its commit's text, not in a round trip of its own", async () => {
    const sent = await textsSentDuring(async () => {
      const response = await saveOne({ customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 0 });
      expect(response.body.data).toMatchObject({ customer_id: customers.chaudhry.id, customer_name: 'Chaudhry', cans_delivered: 1 });
    });
    const readsEntry = (text: string) => text.includes('FROM daily_entries d JOIN customers c');
    expect(sent.filter((text) => readsEntry(text) && !text.startsWith('PREPARE '))).toEqual([]);
    const commit = sent.find((text) => /\bCOMMIT\b/.test(text));
    expect(commit).toMatch(/COMMIT;?\s*EXECUTE \w+/);
  });

  it("is two round trips: its customer's turn and its reads with the BEGIN, everything else with the COMMIT", async () => {
    await saveOne({ customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 0 });
    let balance = 0;
    const sent = await textsSentDuring(async () => {
      balance = (await saveOne({ customer_id: customers.chaudhry.id, cans_delivered: 2, cans_returned: 1 })).body.data.balance;
    });
    // PREPAREs go once per connection; what is left is the save's own texts.
    const texts = sent.filter((text) => !text.startsWith('PREPARE '));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^BEGIN/);
    expect(texts[0]).not.toMatch(/\bCOMMIT\b/);
    expect(texts[1]).toMatch(/\bCOMMIT\b/);
    expect(balance).toBe((await customer(customers.chaudhry.id)).balance);
  });

  /** Another process: a store of its own on the same database, whose commits this one never hears of. */
  const otherProcess = () =>
    new EventStore(t.db.dataSource, new Sql(t.db.dataSource), t.app.get(ProjectionRegistry), t.app.get(UpcasterRegistry));
  const query = (sql: string, values?: unknown[]) => t.db.dataSource.query(sql, values);

  it('decides again on what it reads when the customer changed in another process since its last save here', async () => {
    await saveOne({ customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 0 });
    const elsewhere = otherProcess();
    const { state, version } = (await loadCustomerStates(query, owner.id, [customers.chaudhry.id])).get(customers.chaudhry.id)!;
    const [{ id: lineId }] = await query(`SELECT nextval('customer_ledger_line_ids')::int AS id`);
    const payment = deliveryDecider.decide(
      {
        type: 'RecordPayment',
        lineId,
        date: today,
        amount: '500.00',
        method: 'cash',
        reference: null,
        receivedAt: businessNow().toISOString(),
        employeeId: null,
      },
      state,
    );
    await elsewhere.append(`customer-${customers.chaudhry.id}`, version, payment);
    const paid = (await customer(customers.chaudhry.id)).balance;

    const saved = (await saveOne({ customer_id: customers.chaudhry.id, cans_delivered: 1, cans_returned: 0 })).body.data;
    expect(saved.balance).toBe(paid + 60);
    expect(saved.balance).toBe((await customer(customers.chaudhry.id)).balance);
  });

  it("shows a customer's lines of a day in the order they were recorded, whatever their ids (taken in blocks per process)", async () => {
    const id = customers.ahmed.id;
    const [{ smaller }] = await query(`SELECT nextval('customer_ledger_line_ids')::int AS smaller`);
    const [{ larger }] = await query(`SELECT nextval('customer_ledger_line_ids')::int AS larger`);
    const { state, version } = (await loadCustomerStates(query, owner.id, [id])).get(id)!;
    // Recorded first with the larger id (as by a process whose block came later), then a payment with the smaller.
    const { events } = decideAll(deliveryDecider, state, [
      {
        type: 'RecordDelivery',
        lineId: larger,
        date: today,
        status: 'delivered',
        items: firstProductItems(2, 0, '60.00'),
        rate: '60.00',
        collected: '0.00',
        method: 'cash',
        employeeId: null,
        note: null,
        correctsLineId: null,
      },
      {
        type: 'RecordPayment',
        lineId: smaller,
        date: today,
        amount: '50.00',
        method: 'cash',
        reference: null,
        receivedAt: businessNow().toISOString(),
        employeeId: null,
      },
    ]);
    await otherProcess().append(`customer-${id}`, version, events);
    const ledger = (
      await t.http().get(`/api/filter-owner/customers/${id}/ledger?from=${today}&to=${today}`).set(auth(owner.token)).expect(200)
    ).body.data;
    const ours = ledger.lines.filter((line: any) => line.id === smaller || line.id === larger);
    expect(ours.map((line: any) => line.id)).toEqual([larger, smaller]);
    expect(ours[1].balance).toBe(ours[0].balance - 50);
    expect(ledger.lines.at(-1).balance).toBe(ledger.closing.balance);
  });

  it("uses the plant's rate as it stands when it was changed in another process since the last save here", async () => {
    await saveOne({ customer_id: customers.dawood.id, cans_delivered: 1, cans_returned: 0 });
    // As another process's change of the rate leaves the plant, with no commit this process hears of.
    await t.db.dataSource.query(`UPDATE plants SET default_can_rate = 75 WHERE id = $1`, [plantId]);
    try {
      const saved = (await saveOne({ customer_id: customers.dawood.id, cans_delivered: 2, cans_returned: 0 })).body.data;
      expect(saved).toMatchObject({ rate: 75, amount: 150 });
    } finally {
      await t.db.dataSource.query(`UPDATE plants SET default_can_rate = 60 WHERE id = $1`, [plantId]);
    }
    const again = (await saveOne({ customer_id: customers.dawood.id, cans_delivered: 1, cans_returned: 0 })).body.data;
    expect(again).toMatchObject({ rate: 60, amount: 60 });
  });

  it("gives each row the customer's place on the map when the owner has set it, null otherwise", async () => {
    await t
      .http()
      .put(`/api/filter-owner/customers/${customers.dawood.id}?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ latitude: 31.5203696, longitude: 74.3587473 })
      .expect(200);
    const rows = (await t.http().get(url('/sheet')).set(auth(owner.token)).expect(200)).body.data.rows;
    const location = (name: string) => rows.find((row: { name: string }) => row.name === name).location;
    expect(location('Dawood')).toEqual({ latitude: 31.5203696, longitude: 74.3587473 });
    expect(location('Chaudhry')).toBeNull();
  });

  it('keeps the day totals equal to a direct sum over the entries and payments that stand', async () => {
    const totals = await t.db.dataSource.query(
      `SELECT plant_id, date::text, area_id, coalesce(employee_id, 0) AS rider, entries, cans_delivered, cans_returned, amount::text, collected::text
         FROM daily_delivery_totals WHERE plant_id = $1 ORDER BY 2, 3, 4`,
      [plantId],
    );
    const direct = await t.db.dataSource.query(
      `SELECT plant_id, date::text, area_id, coalesce(employee_id, 0) AS rider,
              (count(*) FILTER (WHERE kind = 'entry' AND live))::int AS entries,
              coalesce(sum(cans_delivered) FILTER (WHERE live), 0)::int AS cans_delivered,
              coalesce(sum(cans_returned) FILTER (WHERE live), 0)::int AS cans_returned,
              coalesce(sum(amount) FILTER (WHERE live), 0)::numeric(14,2)::text AS amount,
              coalesce(sum(collected) FILTER (WHERE live), 0)::numeric(14,2)::text AS collected
         FROM (SELECT 'entry' AS kind, plant_id, date, area_id, employee_id, cans_delivered, cans_returned, amount, collected, reversed_by IS NULL AS live FROM daily_entries
               UNION ALL
               SELECT 'payment', plant_id, date, area_id, employee_id, 0, 0, 0, amount, reversed_by IS NULL FROM customer_payments) m
        WHERE plant_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 2, 3, 4`,
      [plantId],
    );
    expect(totals).toEqual(direct);
    expect(totals.length).toBeGreaterThan(2);
  });

  it('loads many streams at once through the bulk append, leaving the read models as appends one by one would', async () => {
    const ids = [customers.ahmed.id, customers.chaudhry.id];
    const states = await loadCustomerStates((sql, values) => t.db.dataSource.query(sql, values), owner.id, ids);
    const [{ first }] = await t.db.dataSource.query(`SELECT nextval('customer_ledger_line_ids') AS first`);
    await t.db.dataSource.query(`SELECT setval('customer_ledger_line_ids', $1)`, [Number(first) + 100]);
    let lineId = Number(first);
    const chunks = [0, 1].map((week) =>
      ids.map((id) => {
        const { state, version } = states.get(id)!;
        const commands = Array.from({ length: 5 }, (_, day) => ({
          type: 'RecordDelivery' as const,
          lineId: lineId++,
          date: shiftDay(today, -(week * 7 + day + 1)),
          status: 'delivered' as const,
          items: firstProductItems(2, 1, '60.00'),
          rate: '60.00',
          collected: day % 2 ? '60.00' : '0.00',
          method: 'cash' as const,
          employeeId: null,
          note: null,
          correctsLineId: null,
        }));
        const events = commands.flatMap((command) => deliveryDecider.decide(command, state));
        const expectedVersion = version + week * 5;
        return { streamId: `customer-${id}`, expectedVersion, events };
      }),
    );
    const before = await customer(customers.ahmed.id);
    expect(await t.app.get(BulkAppender).append(chunks)).toBe(20);
    const after = await customer(customers.ahmed.id);
    expect(after.balance).toBe(before.balance + 10 * 120 - 4 * 60);
    expect(after.cans_out).toBe(before.cans_out + 10);
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
  });

  it('for random sequences of entries, payments, reversals and adjustments: every balance equals a replay of the log, and a rebuild is identical', async () => {
    const random = seededRandom(20261124);
    const ids = [customers.ahmed.id, customers.bushra.id, customers.chaudhry.id, customers.dawood.id];
    for (let step = 0; step < 60; step += 1) {
      const id = ids[random(ids.length)];
      const action = random(4);
      if (action === 0) {
        const entries = Array.from({ length: 1 + random(3) }, () => ({
          customer_id: ids[random(ids.length)],
          cans_delivered: 1 + random(4),
          cans_returned: random(3),
          collected: random(3) * 25,
          ...(random(2) ? { rate: 45 + random(30) } : {}),
        }));
        await batch({ date: shiftDay(today, -random(5)), entries }).expect(201);
      } else if (action === 1) {
        await t
          .http()
          .post(`/api/filter-owner/customers/${id}/payments`)
          .set(auth(owner.token))
          .send({ amount: 10 + random(200), method: 'cash' })
          .expect(201);
      } else if (action === 2) {
        const [line] = await t.db.dataSource.query(
          `SELECT id FROM customer_ledger_lines WHERE customer_id = $1 AND kind IN ('delivery', 'payment') AND reversed_by IS NULL ORDER BY id DESC LIMIT 1`,
          [id],
        );
        if (line)
          await t
            .http()
            .post(`/api/filter-owner/customers/${id}/ledger/${line.id}/reverse`)
            .set(auth(owner.token))
            .send({ reason: `step ${step}` })
            .expect(201);
      } else {
        await t
          .http()
          .post(`/api/filter-owner/customers/${id}/adjustments`)
          .set(auth(owner.token))
          .send({ amount: random(100) - 50 || 5, reason: `step ${step}` })
          .expect(201);
      }
    }
    // A sheet past 16 entries prepares its statements once each; fewer send them with literal arguments.
    const sheet = Array.from({ length: 24 }, (_, n) => ({
      customer_id: ids[n % ids.length],
      cans_delivered: 1 + (n % 3),
      cans_returned: n % 2,
      collected: n % 5 === 0 ? 40 : 0,
    }));
    await batch({ date: today, entries: sheet }).expect(201);
    const store = t.app.get(EventStore);
    for (const id of ids) {
      const events = await store.readStream<CustomerEvent>(`customer-${id}`);
      const replayed = fold(customerDecider, events);
      const shown = await customer(id);
      expect({ id, balance: shown.balance, cans_out: shown.cans_out }).toEqual({
        id,
        balance: Number(replayed.balance),
        cans_out: replayed.cansOut,
      });
    }
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    expect(report.tables.filter((table) => !table.equal)).toEqual([]);
    expect(report.equal).toBe(true);
  });
});
