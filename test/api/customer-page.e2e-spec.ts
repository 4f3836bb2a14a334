import { setNow } from '../../api/src/platform/domain/clock';
import { shiftDay } from '../../api/src/platform/domain/plant-day';
import { pdfText } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, saveEntries, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * A customer's own page (/api/public/customer-page/{token}) and the owner's side of it: the link
 * issued, rotated, PIN-guarded and revoked; what the page shows; the requests a customer sends,
 * which reach the owner's feed and, accepted, the day's sheet and the rider's card. The business
 * clock is fixed: entries on 28 October 2026, the page read on 10 November 2026 (Karachi).
 */
describe("a customer's own page (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let owner: Owner;
  let plant: number;
  let area: number;
  const OCTOBER = '2026-10-28T07:00:00.000Z';
  const NOW = '2026-11-10T07:00:00.000Z';
  const TODAY = '2026-11-10';
  const TOMORROW = '2026-11-11';

  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${plant}`;
  const issue = (customerId: number, body: Record<string, unknown> = {}, who = owner) =>
    t
      .http()
      .post(scoped(`/api/filter-owner/customers/${customerId}/page-link`))
      .set(auth(who.token))
      .send(body);
  const tokenOf = (url: string) => url.split('/c/')[1];
  const page = (token: string, pin?: string) => {
    const call = t.http().get(`/api/public/customer-page/${token}`);
    return pin === undefined ? call : call.set('x-customer-pin', pin);
  };
  const ask = (token: string, body: Record<string, unknown>, pin?: string) => {
    const call = t.http().post(`/api/public/customer-page/${token}/requests`);
    return (pin === undefined ? call : call.set('x-customer-pin', pin)).send(body);
  };
  const decide = (id: number, decision: 'accept' | 'decline', body: Record<string, unknown> = {}, who = owner) =>
    t.http().post(`/api/filter-owner/customer-requests/${id}/${decision}`).set(auth(who.token)).send(body);
  const sheet = async (date: string) =>
    (
      await t
        .http()
        .get(scoped(`/api/filter-owner/daily-entries/sheet?date=${date}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
  const newCustomer = async (name: string, body: Record<string, unknown> = {}) =>
    (await createCustomer(t, owner, plant, { name, area_id: area, phone: '0300-1234567', ...body })).id as number;
  const linkFor = async (customerId: number) => tokenOf((await issue(customerId).expect(201)).body.data.url);

  beforeAll(async () => {
    setNow(OCTOBER);
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plant = await createPlant(t, owner, { name: 'Crystal Water', default_can_rate: 60 });
    area = await createArea(t, owner, plant, 'Gulberg');
  });
  afterAll(async () => {
    setNow(process.env.PAANI_NOW);
    await t.close();
  });

  it('shows the balance, containers, recent lines and finished statements, and sends a statement PDF in either language', async () => {
    const asad = await newCustomer('Asad Pagewala', { opening_date: '2026-10-01' });
    await saveEntries(t, owner, plant, '2026-10-27', [{ customer_id: asad, cans_delivered: 3, cans_returned: 0, collected: 100 }]);
    setNow(NOW);
    const token = await linkFor(asad);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const shown = (await page(token).expect(200)).body.data;
    expect(shown.customer).toMatchObject({ name: 'Asad Pagewala', language: 'en' });
    expect(shown.plant).toMatchObject({ name: 'Crystal Water', today: TODAY });
    expect(shown.balance).toBe(80);
    expect(shown.containers).toEqual([expect.objectContaining({ product_id: 1, held: 3 })]);
    expect(shown.lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ date: '2026-10-27', debit: 180, credit: 100, cans_delivered: 3 })]),
    );
    expect(shown.statements).toEqual([{ month: '2026-10', answer: null }]);
    expect(shown.products[0]).toMatchObject({ id: 1 });

    const pdf = await t.http().get(`/api/public/customer-page/${token}/statements/2026-10`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((await pdfText(pdf.body as Buffer)).text).toContain('Asad Pagewala');
    const urdu = await t.http().get(`/api/public/customer-page/${token}/statements/2026-10?language=ur`).buffer(true).expect(200);
    expect((await pdfText(urdu.body as Buffer)).text).toContain('آخری بقایا، روپے');
    // Only the months the page lists.
    await t.http().get(`/api/public/customer-page/${token}/statements/2026-11`).expect(404);
    await t.http().get(`/api/public/customer-page/${token}/statements/2025-01`).expect(404);
  });

  it('keeps the token out of the events and the read model; a new link stops the old one at once, and so does revoking', async () => {
    setNow(NOW);
    const bano = await newCustomer('Bano Link');
    const first = (await issue(bano).expect(201)).body.data;
    expect(first).toMatchObject({ customer_id: bano, status: 'active', pin: null });
    expect(first.whatsapp_url).toMatch(/^https:\/\/wa\.me\/92300\d+\?text=/);
    const token = tokenOf(first.url);
    const stored = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE data::text LIKE $1`, [`%${token}%`]);
    expect(stored[0].n).toBe(0);
    const [row] = await t.db.dataSource.query(`SELECT token_sealed, token_hash FROM customer_page_links WHERE customer_id = $1`, [bano]);
    expect(row.token_sealed).toMatch(/^v1\./);
    expect(row.token_sealed).not.toContain(token);
    const again = (
      await t
        .http()
        .get(scoped(`/api/filter-owner/customers/${bano}/page-link`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(tokenOf(again.url)).toBe(token);
    await page(token).expect(200);

    const rotated = tokenOf((await issue(bano).expect(201)).body.data.url);
    expect(rotated).not.toBe(token);
    expect((await page(token).expect(404)).body.message).toBe('This link no longer works. Ask the plant for a new one.');
    await page(rotated).expect(200);

    const revoked = await t
      .http()
      .delete(scoped(`/api/filter-owner/customers/${bano}/page-link`))
      .set(auth(owner.token))
      .expect(200);
    expect(revoked.body.data).toMatchObject({ status: 'revoked', url: null });
    await page(rotated).expect(404);
    await ask(rotated, { kind: 'problem', problem: 'late' }).expect(404);

    // Another owner reaches neither the link nor its customer.
    const other = await createOwner(t);
    await t.http().post(`/api/filter-owner/customers/${bano}/page-link`).set(auth(other.token)).send({}).expect(404);
    await t.http().get(`/api/filter-owner/customers/${bano}/page-link`).set(auth(other.token)).expect(404);
    await t.http().get('/api/public/customer-page/not-a-token').expect(404);
  });

  it("puts an accepted extra delivery on that day's sheet and the rider's card, and nowhere else", async () => {
    setNow(NOW);
    const rider = await createRider(t, owner, plant, 'Aslam', [area]);
    const riderToken = (await signInRider(t, owner, plant, rider, '03005550001', 'rider-password-1')).token;
    const chand = await newCustomer('Chand Extra', { employee_id: rider });
    const token = await linkFor(chand);

    const asked = await ask(token, { kind: 'extra_delivery', date: TOMORROW, quantity: 2, note: 'Guests at home' }).expect(201);
    expect(asked.body.data).toMatchObject({ kind: 'extra_delivery', status: 'pending', date: TOMORROW, quantity: 2, product_id: 1 });
    const id = asked.body.data.id;

    // It reaches the owner: the feed (with the envelope's count) and the list.
    const feed = (await t.http().get('/api/filter-owner/notifications').set(auth(owner.token)).expect(200)).body.data;
    expect(feed.requests_pending).toBeGreaterThanOrEqual(1);
    expect(feed.items).toContainEqual(
      expect.objectContaining({
        key: `customer_request:${id}`,
        kind: 'customer_request',
        request_kind: 'extra_delivery',
        link: '/messages',
      }),
    );
    const pending = (await t.http().get('/api/filter-owner/customer-requests?status=pending').set(auth(owner.token)).expect(200)).body.data;
    expect(pending.data).toContainEqual(
      expect.objectContaining({ id, customer_name: 'Chand Extra', plant_name: 'Crystal Water', note: 'Guests at home' }),
    );
    // Filtered by kind and by plant: another plant of the owner has none.
    const extras = (await t.http().get('/api/filter-owner/customer-requests?kind=extra_delivery').set(auth(owner.token)).expect(200)).body
      .data;
    expect(extras.data.every((each: { kind: string }) => each.kind === 'extra_delivery')).toBe(true);
    expect(extras.data.map((each: { id: number }) => each.id)).toContain(id);
    const otherPlant = await createPlant(t, owner, { name: 'Second Plant' });
    const scopedTo = async (plantId: number) =>
      (await t.http().get(`/api/filter-owner/customer-requests?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data
        .total;
    expect(await scopedTo(otherPlant)).toBe(0);
    expect(await scopedTo(plant)).toBeGreaterThan(0);

    const rowOf = async (date: string) => (await sheet(date)).rows.find((row: { customer_id: number }) => row.customer_id === chand);
    expect((await rowOf(TOMORROW)).default_quantity).toBe(1);
    const accepted = await decide(id, 'accept', { reply: 'Coming tomorrow' }).expect(200);
    expect(accepted.body.data).toMatchObject({ id, status: 'accepted', reply: 'Coming tomorrow', customer_id: chand });
    // The schedule's can and the two asked for.
    expect((await rowOf(TOMORROW)).default_quantity).toBe(3);
    expect((await rowOf(TOMORROW)).default_items).toEqual([{ product_id: 1, quantity: 3 }]);
    expect((await rowOf(shiftDay(TOMORROW, 1))).default_quantity).toBe(1);
    const riderSheet = (await t.http().get(`/api/rider/sheet?date=${TOMORROW}`).set(auth(riderToken)).expect(200)).body.data;
    expect(riderSheet.rows.find((row: { customer_id: number }) => row.customer_id === chand).default_quantity).toBe(3);
    // The customer reads the answer on their page.
    expect((await page(token).expect(200)).body.data.requests[0]).toMatchObject({ id, status: 'accepted', reply: 'Coming tomorrow' });

    // Decided once: another decision is refused, and another owner cannot see it.
    expect((await decide(id, 'decline').expect(409)).body.error_code).toBe('CUSTOMER_REQUEST_DECIDED');
    const other = await createOwner(t);
    await decide(id, 'accept', {}, other).expect(404);

    // A customer due on no day by schedule is on the sheet only on the day asked.
    const dawood = await newCustomer('Dawood On Call');
    await t
      .http()
      .put(scoped(`/api/filter-owner/customers/${dawood}/schedule`))
      .set(auth(owner.token))
      .send({ kind: 'on_call' })
      .expect(200);
    const onCall = await ask(await linkFor(dawood), { kind: 'extra_delivery', date: shiftDay(TODAY, 3) }).expect(201);
    await decide(onCall.body.data.id, 'accept').expect(200);
    const dueRow = (await sheet(shiftDay(TODAY, 3))).rows.find((row: { customer_id: number }) => row.customer_id === dawood);
    expect(dueRow).toMatchObject({ scheduled: true, default_quantity: 1 });
    expect((await sheet(shiftDay(TODAY, 4))).rows.some((row: { customer_id: number }) => row.customer_id === dawood)).toBe(false);
  });

  it("brings an extra of another product on the day's items, beside the schedule's", async () => {
    setNow(NOW);
    const bottle = (
      await t
        .http()
        .post(scoped('/api/filter-owner/products'))
        .set(auth(owner.token))
        .send({ name: '6 L bottle', unit: 'bottle', returnable: false, default_rate: 120 })
        .expect(201)
    ).body.data.id;
    const imran = await newCustomer('Imran Bottles');
    const token = await linkFor(imran);
    expect((await page(token).expect(200)).body.data.products.map((product: { id: number }) => product.id)).toEqual([1, bottle]);
    const asked = (await ask(token, { kind: 'extra_delivery', date: TOMORROW, product_id: bottle, quantity: 4 }).expect(201)).body.data;
    expect(asked).toMatchObject({ product_id: bottle, product_name: '6 L bottle', quantity: 4 });
    await decide(asked.id, 'accept').expect(200);
    const row = (await sheet(TOMORROW)).rows.find((each: { customer_id: number }) => each.customer_id === imran);
    expect(row.default_quantity).toBe(1);
    expect(row.default_items).toEqual([
      { product_id: 1, quantity: 1 },
      { product_id: bottle, quantity: 4 },
    ]);
  });

  it('pauses the customer when a pause is accepted, in one transaction with the decision', async () => {
    setNow(NOW);
    const ejaz = await newCustomer('Ejaz Pause');
    const token = await linkFor(ejaz);
    const from = shiftDay(TODAY, 3);
    const until = shiftDay(TODAY, 5);
    const asked = (await ask(token, { kind: 'pause', from, until }).expect(201)).body.data;
    await decide(asked.id, 'accept').expect(200);
    const customer = (
      await t
        .http()
        .get(scoped(`/api/filter-owner/customers/${ejaz}`))
        .set(auth(owner.token))
        .expect(200)
    ).body.data;
    expect(customer.pauses).toEqual([expect.objectContaining({ from, until })]);
    expect((await sheet(shiftDay(TODAY, 4))).rows.some((row: { customer_id: number }) => row.customer_id === ejaz)).toBe(false);
    expect((await sheet(shiftDay(TODAY, 6))).rows.some((row: { customer_id: number }) => row.customer_id === ejaz)).toBe(true);

    // A second pause over the same days cannot be accepted: the request stays pending, the customer keeps one pause.
    const clash = (await ask(token, { kind: 'pause', from: until, until: shiftDay(until, 2) }).expect(201)).body.data;
    await decide(clash.id, 'accept').expect(422);
    expect(
      (await t.http().get(`/api/filter-owner/customer-requests?customer_id=${ejaz}&status=pending`).set(auth(owner.token))).body.data.data,
    ).toHaveLength(1);
    // An extra delivery on a paused day would never show on the sheet: refused.
    const extra = (await ask(token, { kind: 'extra_delivery', date: from }).expect(201)).body.data;
    expect((await decide(extra.id, 'accept').expect(422)).body.errors.date[0]).toContain('paused');
  });

  it('takes confirmations, disputes and problems, refuses what cannot be asked, and shows the answers', async () => {
    setNow(OCTOBER);
    const faiza = await newCustomer('Faiza Dispute', { opening_date: '2026-10-01' });
    setNow(NOW);
    const token = await linkFor(faiza);
    const dispute = (await ask(token, { kind: 'statement_dispute', month: '2026-10', note: 'I got 2 cans, not 3' }).expect(201)).body.data;
    await decide(dispute.id, 'decline', { reply: 'Our rider recorded 3; we will call you' }).expect(200);
    const shown = (await page(token).expect(200)).body.data;
    expect(shown.statements).toEqual([{ month: '2026-10', answer: 'statement_dispute' }]);
    expect(shown.requests[0]).toMatchObject({ status: 'declined', reply: 'Our rider recorded 3; we will call you' });
    await ask(token, { kind: 'statement_confirm', month: '2026-10' }).expect(201);
    expect((await page(token).expect(200)).body.data.statements[0].answer).toBe('statement_confirm');
    await ask(token, { kind: 'problem', problem: 'leaking_can' }).expect(201);

    const refused = async (body: Record<string, unknown>, field: string) =>
      expect(Object.keys((await ask(token, body).expect(422)).body.errors ?? {})).toContain(field);
    await refused({ kind: 'statement_confirm', month: '2026-11' }, 'month');
    await refused({ kind: 'statement_dispute', month: '2026-10' }, 'note');
    await refused({ kind: 'extra_delivery', date: TODAY }, 'date');
    await refused({ kind: 'extra_delivery', date: shiftDay(TODAY, 61) }, 'date');
    await refused({ kind: 'extra_delivery', date: TOMORROW, quantity: 21 }, 'quantity');
    await refused({ kind: 'extra_delivery', date: TOMORROW, product_id: 99 }, 'product_id');
    await refused({ kind: 'pause', from: TOMORROW, until: TODAY }, 'until');
    await refused({ kind: 'pause', from: TOMORROW, until: shiftDay(TOMORROW, 90) }, 'until');
    await refused({ kind: 'problem', problem: 'other' }, 'note');
    await refused({ kind: 'problem', problem: 'late', note: 'x'.repeat(501) }, 'note');
    await refused({ kind: 'gift' }, 'kind');
    await ask(token, { kind: 'problem', problem: 'late', owner_id: 1 }).expect(422);
  });

  it('refuses accepting an extra delivery whose day has passed, and bounds what waits', async () => {
    setNow(NOW);
    const ghazi = await newCustomer('Ghazi Late');
    const token = await linkFor(ghazi);
    const asked = (await ask(token, { kind: 'extra_delivery', date: TOMORROW }).expect(201)).body.data;
    setNow('2026-11-12T07:00:00.000Z');
    expect((await decide(asked.id, 'accept').expect(422)).body.errors.date[0]).toContain('has passed');
    await decide(asked.id, 'decline').expect(200);
    setNow(NOW);
    for (let i = 0; i < 10; i += 1) await ask(token, { kind: 'problem', problem: 'late' }).expect(201);
    expect((await ask(token, { kind: 'problem', problem: 'late' }).expect(422)).body.message).toContain('10 requests waiting');
  });

  it('makes a request once when the page sends it again with its key, also twice at once', async () => {
    setNow(NOW);
    const javed = await newCustomer('Javed Retry');
    const token = await linkFor(javed);
    const body = { kind: 'extra_delivery', date: TOMORROW, quantity: 2, client_key: 'page-key-0001' };
    const first = (await ask(token, body).expect(201)).body.data;
    const again = (await ask(token, body).expect(201)).body.data;
    expect(again.id).toBe(first.id);
    const both = await Promise.all([
      ask(token, { ...body, client_key: 'page-key-0002' }),
      ask(token, { ...body, client_key: 'page-key-0002' }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(both[0].body.data.id).toBe(both[1].body.data.id);
    const listed = (await t.http().get(`/api/filter-owner/customer-requests?customer_id=${javed}`).set(auth(owner.token)).expect(200)).body
      .data;
    expect(listed.total).toBe(2);
    expect((await ask(token, { ...body, client_key: 'short' }).expect(422)).body.errors).toHaveProperty('client_key');
  });

  it('asks for the PIN when the owner turns one on, and locks the link after 5 wrong PINs', async () => {
    setNow(NOW);
    const hina = await newCustomer('Hina Pin');
    const token = await linkFor(hina);
    const turnedOn = (
      await t
        .http()
        .put(scoped(`/api/filter-owner/customers/${hina}/page-link/pin`))
        .set(auth(owner.token))
        .send({ pin: true })
        .expect(200)
    ).body.data;
    expect(turnedOn.pin).toMatch(/^\d{4}$/);
    // The WhatsApp message the owner sends carries the PIN with the link.
    expect(decodeURIComponent(turnedOn.whatsapp_url)).toContain(`PIN: ${turnedOn.pin}`);
    expect(tokenOf(turnedOn.url)).toBe(token);
    const pin: string = turnedOn.pin;
    const wrong = pin === '0000' ? '1111' : '0000';
    expect((await page(token).expect(401)).body.error_code).toBe('CUSTOMER_PAGE_PIN_REQUIRED');
    expect((await page(token, pin).expect(200)).body.data.customer.name).toBe('Hina Pin');
    // A download link carries the PIN in its query (a browser opens it without headers).
    await t.http().get(`/api/public/customer-page/${token}/statements/2026-10`).expect(401);
    const pdf = await t.http().get(`/api/public/customer-page/${token}/statements/2026-10?pin=${pin}`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    await ask(token, { kind: 'problem', problem: 'late' }).expect(401);
    await ask(token, { kind: 'problem', problem: 'late' }, pin).expect(201);

    for (let i = 0; i < 5; i += 1) expect((await page(token, wrong).expect(401)).body.error_code).toBe('CUSTOMER_PAGE_PIN_WRONG');
    const locked = await page(token, pin).expect(429);
    expect(locked.body.error_code).toBe('CUSTOMER_PAGE_TOO_MANY_GUESSES');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Off again: the page opens without one (the lock is on PIN checks only).
    await t
      .http()
      .put(scoped(`/api/filter-owner/customers/${hina}/page-link/pin`))
      .set(auth(owner.token))
      .send({ pin: false })
      .expect(200);
    await page(token).expect(200);
  });

  it('refuses an address that keeps guessing links, with Retry-After', async () => {
    setNow(NOW);
    // The wrong links and PINs of the tests above came from this address too: they count.
    const guess = (i: number) => `guess${String(i).padStart(17, '0')}`;
    let unknown = 0;
    while ((await page(guess(unknown))).status === 404) unknown += 1;
    expect(unknown).toBeGreaterThan(10);
    expect(unknown).toBeLessThanOrEqual(30);
    const refused = await page(guess(unknown + 1)).expect(429);
    expect(refused.body.error_code).toBe('CUSTOMER_PAGE_TOO_MANY_GUESSES');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
