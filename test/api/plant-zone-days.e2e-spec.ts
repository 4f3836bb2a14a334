import { setNow } from '../../api/src/platform/domain/clock';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Every date a command or a screen takes is the plant's day in the plant's own zone: customers'
 * openings, adjustments, deposits and statuses as well as deliveries and payments. Tried at fixed
 * instants of the business clock on either side of New York's and Karachi's midnights.
 */
describe("dates are the plant's day in the plant's zone, around both midnights (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let owner: Owner;
  const plants = { newYork: { id: 0, area: 0 }, karachi: { id: 0, area: 0 } };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    for (const [name, zone] of [
      ['newYork', 'America/New_York'],
      ['karachi', 'Asia/Karachi'],
    ] as const) {
      const id = await createPlant(t, owner, { default_can_rate: 50 });
      await t.http().put(`/api/filter-owner/my-plants/${id}`).set(auth(owner.token)).send({ time_zone: zone }).expect(200);
      plants[name] = { id, area: await createArea(t, owner, id, `${name} area`) };
    }
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  /** A customer whose opening stands at the plant's today (no opening date given), or at `openingDate`. */
  const customerIn = async (plant: { id: number; area: number }, name: string, openingDate?: string) =>
    (
      await t
        .http()
        .post(`/api/filter-owner/customers?filter_plant_id=${plant.id}`)
        .set(auth(owner.token))
        .send({ name, area_id: plant.area, opening_balance: 750, ...(openingDate ? { opening_date: openingDate } : {}) })
        .expect(201)
    ).body.data.id as number;
  /** Every line of the customer's ledger with its day, the opening line included (the ledger shows it as its opening). */
  const ledgerDates = async (id: number) =>
    (
      await t.db.dataSource.query(
        `SELECT kind, date::text AS date FROM customer_ledger_lines WHERE customer_id = $1 ORDER BY stream_version`,
        [id],
      )
    ).map((line: { kind: string; date: string }) => [line.kind, line.date]);
  const adjust = (id: number, date: string) =>
    t.http().post(`/api/filter-owner/customers/${id}/adjustments`).set(auth(owner.token)).send({ amount: 10, reason: 'Zone check', date });
  const takeDeposit = (id: number) =>
    t.http().post(`/api/filter-owner/customers/${id}/deposits`).set(auth(owner.token)).send({ kind: 'taken', cans: 1, amount: 500 });
  const deliver = (plantId: number, id: number, date: string) =>
    t
      .http()
      .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ date, entries: [{ customer_id: id, cans_delivered: 1, cans_returned: 0 }] });

  it("at 20:30 UTC on the 28th (New York's 28th, Karachi's 29th) each plant dates by its own day", async () => {
    setNow('2026-11-28T20:30:00Z');
    const inNewYork = await customerIn(plants.newYork, 'Late Afternoon');
    const inKarachi = await customerIn(plants.karachi, 'After Midnight');
    expect(await ledgerDates(inNewYork)).toEqual([['opening', '2026-11-28']]);
    expect(await ledgerDates(inKarachi)).toEqual([['opening', '2026-11-29']]);

    // New York's 29th is tomorrow: an adjustment is refused as a delivery is, with the same message.
    const refusedAdjustment = await adjust(inNewYork, '2026-11-29').expect(422);
    const refusedDelivery = await deliver(plants.newYork.id, inNewYork, '2026-11-29').expect(422);
    expect(refusedAdjustment.body.errors.date).toEqual(["Entries cannot be dated after today (2026-11-28, the plant's day)."]);
    expect(refusedDelivery.body.errors.date).toEqual(refusedAdjustment.body.errors.date);
    await adjust(inNewYork, '2026-11-28').expect(201);
    await deliver(plants.newYork.id, inNewYork, '2026-11-28').expect(201);

    // Karachi's 29th is today.
    await adjust(inKarachi, '2026-11-29').expect(201);
    await deliver(plants.karachi.id, inKarachi, '2026-11-29').expect(201);
  });

  it("crosses New York's midnight at 05:00 UTC, not Karachi's", async () => {
    setNow('2026-11-29T04:59:00Z');
    const before = await customerIn(plants.newYork, 'Before Midnight');
    await adjust(before, '2026-11-29').expect(422);
    setNow('2026-11-29T05:00:30Z');
    const after = await customerIn(plants.newYork, 'After Midnight NY');
    await adjust(after, '2026-11-29').expect(201);
    expect(await ledgerDates(before)).toEqual([['opening', '2026-11-28']]);
    expect(await ledgerDates(after)).toEqual([
      ['opening', '2026-11-29'],
      ['adjustment', '2026-11-29'],
    ]);
  });

  it("crosses Karachi's midnight at 19:00 UTC, and a deposit taken without a date is the plant's day", async () => {
    setNow('2026-11-29T18:59:00Z');
    const id = await customerIn(plants.karachi, 'Karachi Evening');
    await takeDeposit(id).expect(201);
    await adjust(id, '2026-11-30').expect(422);
    setNow('2026-11-29T19:00:30Z');
    await adjust(id, '2026-11-30').expect(201);
    await takeDeposit(id).expect(201);
    expect(await ledgerDates(id)).toEqual([
      ['opening', '2026-11-29'],
      ['deposit_taken', '2026-11-29'],
      ['adjustment', '2026-11-30'],
      ['deposit_taken', '2026-11-30'],
    ]);
  });

  it('holds adjustments and deposits to the open days, as deliveries are: none inside the lock period', async () => {
    setNow('2026-11-28T09:00:00Z');
    const id = await customerIn(plants.karachi, 'Old Paper Sheets', '2026-10-24');
    // Karachi's 28 November with the default 35-day lock: 24 October is the first open day.
    const locked = await adjust(id, '2026-10-23').expect(422);
    expect(locked.body.errors.date[0]).toMatch(/^2026-10-23 is locked/);
    await t
      .http()
      .post(`/api/filter-owner/customers/${id}/deposits`)
      .set(auth(owner.token))
      .send({ kind: 'taken', cans: 1, amount: 500, date: '2026-10-23' })
      .expect(422);
    await adjust(id, '2026-10-24').expect(201);
  });

  it("a customer's pause covers the plant's today in its zone", async () => {
    setNow('2026-11-30T20:30:00Z');
    const id = await customerIn(plants.newYork, 'Paused Tomorrow');
    // From New York's 1 December, which is already Karachi's today but not New York's.
    await t
      .http()
      .post(`/api/filter-owner/customers/${id}/pauses`)
      .set(auth(owner.token))
      .send({ from: '2026-12-01', until: '2026-12-05' })
      .expect(201);
    const status = async () =>
      (await t.http().get(`/api/filter-owner/customers/${id}`).set(auth(owner.token)).expect(200)).body.data.status;
    const listed = async () =>
      (
        await t
          .http()
          .get(`/api/filter-owner/customers?filter_plant_id=${plants.newYork.id}&status=paused`)
          .set(auth(owner.token))
          .expect(200)
      ).body.data.data.map((customer: { id: number }) => customer.id);
    expect(await status()).toBe('active');
    expect(await listed()).not.toContain(id);
    setNow('2026-12-01T05:00:30Z');
    expect(await status()).toBe('paused');
    expect(await listed()).toContain(id);
  });
});
