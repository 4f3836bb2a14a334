import { setNow } from '../../api/src/platform/domain/clock';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Deposits by product: a security deposit covers containers of one returnable product, and a
 * customer holding more of a product that asks a deposit than their deposit covers is flagged on
 * the customer page, the owner's sheet and the rider's. The first product keeps its own deposit
 * (security_deposit_cans) and its own flag (over_can_limit). The suite's database is replayed and
 * compared with its read models when it ends (test-app.ts).
 */
describe('deposits by product (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let riderToken: string;
  let customerId: number;
  const JAR = 2;
  const BOTTLE = 3;
  const CARTON = 4;
  const DATE = '2030-03-04';

  const url = (path: string) => `/api/filter-owner${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plantId}`;
  const post = (path: string, body: Record<string, unknown>) => t.http().post(url(path)).set(auth(owner.token)).send(body);
  const customer = async () =>
    (
      await t
        .http()
        .get(url(`/customers/${customerId}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
  const holding = async (productId: number) =>
    (await customer()).containers.find((c: { product_id: number }) => c.product_id === productId);
  const sheetRow = async () =>
    (
      await t
        .http()
        .get(url(`/daily-entries/sheet?date=${DATE}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data.rows[0];
  const deposit = (body: Record<string, unknown>) => post(`/customers/${customerId}/deposits`, { date: DATE, ...body });

  beforeAll(async () => {
    // The business clock on the plant's day, far from today's date.
    setNow(`${DATE}T07:00:00Z`);
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Deposits Plant', default_can_rate: 80 });
    const area = await createArea(t, owner, plantId, 'Model Town');
    const rider = await createRider(t, owner, plantId, 'Imran', [area]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445592', 'rider-pass-92')).token;
    await post('/products', { name: '5 L jar', unit: 'jar', returnable: true, default_rate: 40, deposit_per_unit: 300 }).expect(201);
    await post('/products', { name: 'Glass bottle', unit: 'bottle', returnable: true, default_rate: 60 }).expect(201);
    await post('/products', { name: 'Carton', unit: 'carton', returnable: false, default_rate: 500 }).expect(201);
    customerId = (await createCustomer(t, owner, plantId, { name: 'Farah', area_id: area, employee_id: rider })).id;
    await post('/daily-entries', {
      customer_id: customerId,
      date: DATE,
      items: [
        { product_id: JAR, delivered: 3 },
        { product_id: BOTTLE, delivered: 2 },
      ],
    }).expect(201);
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  it('flags a product asking a deposit held beyond it, on the customer, the sheet and the rider’s sheet; never one asking none', async () => {
    expect(await holding(JAR)).toEqual({ product_id: JAR, product_name: '5 L jar', held: 3, deposited: 0, over_deposit: true });
    expect(await holding(BOTTLE)).toMatchObject({ held: 2, deposited: 0, over_deposit: false });
    const row = await sheetRow();
    expect(row.containers).toEqual([
      { product_id: JAR, held: 3, deposited: 0, over_deposit: true },
      { product_id: BOTTLE, held: 2, deposited: 0, over_deposit: false },
    ]);
    const rider = (await t.http().get(`/api/rider/sheet?date=${DATE}`).set(auth(riderToken)).expect(200)).body.data;
    expect(rider.rows[0].containers).toEqual(row.containers);
  });

  it('takes a deposit of a product’s containers: a ledger line, the money held, the containers covered', async () => {
    const taken = await deposit({ kind: 'taken', product_id: JAR, cans: 2, amount: 600 }).expect(201);
    expect(taken.body.data).toMatchObject({ security_deposit_cans: 0, security_deposit_amount: 600 });
    expect(await holding(JAR)).toMatchObject({ held: 3, deposited: 2, over_deposit: true });
    await deposit({ kind: 'taken', product_id: JAR, cans: 1, amount: 300 }).expect(201);
    expect(await holding(JAR)).toMatchObject({ held: 3, deposited: 3, over_deposit: false });
    expect((await sheetRow()).containers[0]).toMatchObject({ product_id: JAR, deposited: 3, over_deposit: false });
    const ledger = (
      await t
        .http()
        .get(url(`/customers/${customerId}/ledger`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(
      ledger.lines.filter((l: { kind: string }) => l.kind === 'deposit_taken').map((l: { description: string }) => l.description),
    ).toEqual(['Security deposit taken: 2 × 5 L jar, PKR 600.00', 'Security deposit taken: 1 × 5 L jar, PKR 300.00']);
  });

  it('refunds no more than is covered, and a reversed refund covers them again', async () => {
    const refused = await deposit({ kind: 'refunded', product_id: JAR, cans: 4, amount: 0 }).expect(422);
    expect(refused.body.errors).toEqual({ cans: ['Only 3 × 5 L jar are held against a deposit.'] });
    await deposit({ kind: 'refunded', product_id: JAR, cans: 1, amount: 300 }).expect(201);
    expect(await holding(JAR)).toMatchObject({ deposited: 2, over_deposit: true });
    const ledger = (
      await t
        .http()
        .get(url(`/customers/${customerId}/ledger`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    const refund = ledger.lines.find((l: { kind: string }) => l.kind === 'deposit_refunded');
    await post(`/customers/${customerId}/ledger/${refund.id}/reverse`, { reason: 'Refunded by mistake' }).expect(201);
    expect(await holding(JAR)).toMatchObject({ deposited: 3, over_deposit: false });
    expect((await customer()).security_deposit_amount).toBe(900);
  });

  it('keeps the first product’s deposit as it was, and refuses a product that does not come back', async () => {
    await deposit({ kind: 'taken', cans: 2, amount: 1000 }).expect(201);
    await deposit({ kind: 'taken', product_id: 1, cans: 1, amount: 500 }).expect(201);
    expect(await customer()).toMatchObject({ security_deposit_cans: 3, security_deposit_amount: 2400 });
    expect(await holding(JAR)).toMatchObject({ deposited: 3 });
    for (const productId of [CARTON, 42]) {
      const refused = await deposit({ kind: 'taken', product_id: productId, cans: 1, amount: 100 }).expect(422);
      expect(refused.body.errors).toEqual({ product_id: [`This plant has no returnable product ${productId}.`] });
    }
    await deposit({ kind: 'taken', product_id: 0, cans: 1 }).expect(422);
  });
});
