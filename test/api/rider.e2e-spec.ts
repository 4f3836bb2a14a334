import { randomUUID } from 'node:crypto';
import { riderDayAlerts } from '../../api/src/modules/riders/rider-day.queries';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * The rider (issue 15): an owner gives an employee a sign-in, the rider signs in by phone or
 * email, sees and saves only their areas' customers under /api/rider/, closes their day; the
 * owner closes or corrects riders' days and lists the unclosed ones. Through HTTP, real PostgreSQL.
 */
describe('the rider: sign-in, sheet, entries and day close (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let plantId: number;
  let areaA: number;
  let areaB: number;
  let riderId: number;
  let secondId: number;
  let customerA1: number;
  let customerA2: number;
  let customerB1: number;
  let riderToken: string;
  let today: string;
  const PASSWORD = 'rider-password';
  const employees = (path = '') => `/api/filter-owner/employees${path}?filter_plant_id=${plantId}`;
  const entriesCount = async (): Promise<number> =>
    Number((await t.db.dataSource.query(`SELECT count(*)::int AS n FROM daily_entries WHERE plant_id = $1`, [plantId]))[0].n);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 50 });
    areaA = await createArea(t, owner, plantId, 'Johar Town');
    areaB = await createArea(t, owner, plantId, 'Model Town');
    riderId = await createRider(t, owner, plantId, 'Imran', [areaA]);
    secondId = await createRider(t, owner, plantId, 'Sajid', [areaB]);
    customerA1 = (await createCustomer(t, owner, plantId, { name: 'Ali Raza', area_id: areaA, rate: 60 })).id;
    customerA2 = (await createCustomer(t, owner, plantId, { name: 'Bushra', area_id: areaA })).id;
    customerB1 = (await createCustomer(t, owner, plantId, { name: 'Chaudhry', area_id: areaB })).id;
  });
  afterAll(() => t.close());

  describe('sign-in given by the owner', () => {
    it.each([
      [{ phone: '03005551234', password: 'short' }, 'password', 'The password must be at least 8 characters.'],
      [{ password: PASSWORD }, 'phone', 'Enter a phone or an email for the sign-in.'],
      [{ phone: '12345', password: PASSWORD }, 'phone', 'Enter a Pakistani mobile number, e.g. 0300-1234567 or +92 300 1234567.'],
      [{ email: 'not-an-email', password: PASSWORD }, 'email', 'Please enter a valid email address'],
      [{ phone: '03005551234', password: PASSWORD, role: 'filter_owner' }, 'role', 'The field role is not allowed.'],
    ])('refuses %j with 422', async (body, field, message) => {
      const response = await t
        .http()
        .post(employees(`/${riderId}/login`))
        .set(auth(owner.token))
        .send(body)
        .expect(422);
      expect(response.body.errors[field]).toEqual(expect.arrayContaining([message]));
    });

    it("gives the employee a sign-in by phone, shown on the employee (another owner's: 404)", async () => {
      await t
        .http()
        .post(`/api/filter-owner/employees/${riderId}/login`)
        .set(auth(other.token))
        .send({ phone: '0300-5551234', password: PASSWORD })
        .expect(404);
      const response = await t
        .http()
        .post(employees(`/${riderId}/login`))
        .set(auth(owner.token))
        .send({ phone: '0300-5551234', password: PASSWORD })
        .expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Sign-in given successfully' });
      expect(response.body.data).toMatchObject({ id: riderId, has_login: true, login_phone: '+923005551234', login_email: null });
      const shown = await t
        .http()
        .get(employees(`/${riderId}`))
        .set(auth(owner.token))
        .expect(200);
      expect(shown.body.data).toMatchObject({ has_login: true, login_phone: '+923005551234' });
      const listed = await t.http().get(employees()).set(auth(owner.token)).expect(200);
      expect(listed.body.data.employees.find((e: { id: number }) => e.id === secondId)).toMatchObject({
        has_login: false,
        login_phone: null,
      });
      const [user] = await t.db.dataSource.query(
        `SELECT role, email, phone, employee_id, owner_id, plant_id FROM users WHERE employee_id = $1`,
        [riderId],
      );
      expect(user).toMatchObject({
        role: 'employee',
        email: null,
        phone: '+923005551234',
        owner_id: String(owner.id),
        plant_id: String(plantId),
      });
    });

    it('signs the rider in with the phone in any spelling, in `phone` or in `email`', async () => {
      for (const body of [{ phone: '+92 300 555 1234' }, { email: '03005551234' }, { phone: '0092-300-5551234' }]) {
        const response = await t
          .http()
          .post('/api/login')
          .send({ ...body, password: PASSWORD })
          .expect(200);
        expect(response.body.data.user).toMatchObject({ role: 'employee', email: null, phone: '+923005551234', employee_id: riderId });
      }
      await t.http().post('/api/login').send({ phone: '03005551234', password: 'wrong-password' }).expect(401);
      riderToken = (await t.http().post('/api/login').send({ phone: '03005551234', password: PASSWORD }).expect(200)).body.data.token;
      const profile = await t.http().get('/api/profile').set(auth(riderToken)).expect(200);
      expect(profile.body.data).toMatchObject({ role: 'employee', employee_id: riderId });
    });

    it('gives a second rider a sign-in by email; a phone or email already taken is refused', async () => {
      const taken = await t
        .http()
        .post(employees(`/${secondId}/login`))
        .set(auth(owner.token))
        .send({ phone: '03005551234', password: PASSWORD })
        .expect(422);
      expect(taken.body.errors.phone).toEqual(['The phone has already been taken.']);
      const ownerEmail = await t
        .http()
        .post(employees(`/${secondId}/login`))
        .set(auth(owner.token))
        .send({ email: owner.email, password: PASSWORD })
        .expect(422);
      expect(ownerEmail.body.errors.email).toEqual(['The email has already been taken.']);
      await t
        .http()
        .post(employees(`/${secondId}/login`))
        .set(auth(owner.token))
        .send({ email: 'Sajid@Example.com', password: PASSWORD })
        .expect(200);
      const response = await t.http().post('/api/login').send({ email: 'sajid@example.com', password: PASSWORD }).expect(200);
      expect(response.body.data.user).toMatchObject({ role: 'employee', email: 'sajid@example.com' });
    });
  });

  describe("the rider's routes", () => {
    it('refuses the rider every /api/filter-owner/ route by role (403)', async () => {
      for (const path of [
        '/api/filter-owner/my-plants',
        employees(),
        `/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}`,
        '/api/filter-owner/rider-days',
      ]) {
        const response = await t.http().get(path).set(auth(riderToken)).expect(403);
        expect(response.body.error_code).toBe('ROLE_FORBIDDEN');
      }
      await t
        .http()
        .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
        .set(auth(riderToken))
        .send({ entries: [] })
        .expect(403);
      // And the owner cannot use the rider's routes.
      await t.http().get('/api/rider/sheet').set(auth(owner.token)).expect(403);
    });

    it("tells the rider who they are: their plant, areas and the plant's today", async () => {
      const response = await t.http().get('/api/rider/me').set(auth(riderToken)).expect(200);
      expect(response.body.data).toMatchObject({
        employee_id: riderId,
        name: 'Imran',
        filter_plant_id: plantId,
        areas: [{ id: areaA, name: 'Johar Town' }],
      });
      today = response.body.data.today;
      expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it("shows the rider the sheet of their areas' customers only", async () => {
      const response = await t.http().get('/api/rider/sheet').set(auth(riderToken)).expect(200);
      expect(response.body.data.date).toBe(today);
      const ids = response.body.data.rows.map((row: { customer_id: number }) => row.customer_id);
      expect(ids).toEqual(expect.arrayContaining([customerA1, customerA2]));
      expect(ids).not.toContain(customerB1);
      expect(response.body.data.rows.find((row: { customer_id: number }) => row.customer_id === customerA1)).toMatchObject({
        rate: 60,
        area_id: areaA,
      });
    });

    it('refuses a rate or a rider in the entries (422), and a customer of another area (nothing saved)', async () => {
      const entry = { customer_id: customerA1, cans_delivered: 3, cans_returned: 1, collected: 100 };
      const rate = await t
        .http()
        .post('/api/rider/entries')
        .set(auth(riderToken))
        .send({ entries: [{ ...entry, rate: 1 }] })
        .expect(422);
      expect(JSON.stringify(rate.body.errors)).toContain('rate');
      await t
        .http()
        .post('/api/rider/entries')
        .set(auth(riderToken))
        .send({ entries: [{ ...entry, employee_id: secondId }] })
        .expect(422);
      const before = await entriesCount();
      const outside = await t
        .http()
        .post('/api/rider/entries')
        .set(auth(riderToken))
        .send({
          entries: [
            { customer_id: customerA2, cans_delivered: 1, cans_returned: 0 },
            { customer_id: customerB1, cans_delivered: 1, cans_returned: 0 },
          ],
        });
      expect([403, 404]).toContain(outside.status);
      expect(JSON.stringify(outside.body)).toMatch(/entries\.1|"row":1/);
      expect(await entriesCount()).toBe(before);
    });

    it("saves the rider's entries as the rider, at the customer's rate, once per Idempotency-Key", async () => {
      const key = randomUUID();
      const body = { entries: [{ customer_id: customerA1, cans_delivered: 3, cans_returned: 1, collected: 100 }] };
      const first = await t.http().post('/api/rider/entries').set(auth(riderToken)).set('Idempotency-Key', key).send(body);
      expect([200, 201]).toContain(first.status);
      expect(first.body.data).toMatchObject({ date: today, entries: [{ customer_id: customerA1, amount: 180 }] });
      const again = await t.http().post('/api/rider/entries').set(auth(riderToken)).set('Idempotency-Key', key).send(body);
      expect(again.body.data).toEqual(first.body.data);
      const rows = await t.db.dataSource.query(`SELECT employee_id, rate::text, amount::text FROM daily_entries WHERE customer_id = $1`, [
        customerA1,
      ]);
      expect(rows).toEqual([{ employee_id: String(riderId), rate: '60.00', amount: '180.00' }]);
    });
  });

  describe('day close', () => {
    it('works out expected cash and cans for the rider: entries and their payments collected, cans out and back', async () => {
      // A payment the rider took counts in their cash.
      const payment = await t
        .http()
        .post(`/api/filter-owner/customers/${customerA2}/payments?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ amount: 50, method: 'cash', employee_id: riderId });
      expect([200, 201]).toContain(payment.status);
      const before = await t.http().get('/api/rider/day-close').set(auth(riderToken)).expect(200);
      expect(before.body.data).toMatchObject({ date: today, closed: false, expected_cash: 150, cans_delivered: 3, cans_returned: 1 });

      const response = await t
        .http()
        .post('/api/rider/day-close')
        .set(auth(riderToken))
        .send({ cash_handed_over: 140.5, cans_returned_to_plant: 6, full_cans_taken: 10 });
      expect([200, 201]).toContain(response.status);
      expect(response.body.data).toMatchObject({
        employee_id: riderId,
        date: today,
        expected_cash: 150,
        cash_handed_over: 140.5,
        difference: -9.5,
        // 10 taken − 3 delivered + 1 empty collected
        expected_cans_back: 8,
        cans_returned_to_plant: 6,
        cans_difference: -2,
        closes: 1,
      });
      expect(new Date(response.body.data.closed_at).toISOString()).toBe(response.body.data.closed_at);
    });

    it('lets the owner correct the close: a second event, the history kept, the latest counts standing', async () => {
      await t
        .http()
        .post(`/api/filter-owner/rider-days`)
        .set(auth(other.token))
        .send({ employee_id: riderId, date: today, cash_handed_over: 1, cans_returned_to_plant: 1, full_cans_taken: 1 })
        .expect(404);
      const response = await t
        .http()
        .post(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ employee_id: riderId, date: today, cash_handed_over: 150, cans_returned_to_plant: 8, full_cans_taken: 10 });
      expect([200, 201]).toContain(response.status);
      expect(response.body.data).toMatchObject({ expected_cash: 150, difference: 0, expected_cans_back: 8, cans_difference: 0, closes: 2 });
      const events = await t.db.dataSource.query(
        `SELECT event_type, stream_type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`,
        [`rider-day-${riderId}_${today.replace(/-/g, '')}`],
      );
      expect(events.map((e: { event_type: string }) => e.event_type)).toEqual(['RiderDayClosed', 'RiderDayCloseCorrected']);
      expect(events[0]).toMatchObject({
        stream_type: 'rider-day',
        data: { cash_handed_over: '140.50', closed_by: 'rider', expected_cash: '150.00' },
      });
      expect(events[1].data).toMatchObject({ cash_handed_over: '150.00', closed_by: 'owner' });
    });

    it('refuses a day after today and a missing count (422)', async () => {
      const future = await t
        .http()
        .post(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ employee_id: riderId, date: '2999-01-01', cash_handed_over: 1, cans_returned_to_plant: 1, full_cans_taken: 1 })
        .expect(422);
      expect(future.body.errors.date).toEqual(['A day after today cannot be closed.']);
      const missing = await t.http().post('/api/rider/day-close').set(auth(riderToken)).send({ cash_handed_over: -1 }).expect(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['cans_returned_to_plant', 'cash_handed_over', 'full_cans_taken']);
    });

    it('lists rider days: closed with history and differences, and unclosed days with entries', async () => {
      // The second rider works today (entered by the owner) and does not close.
      const batch = await t
        .http()
        .post(`/api/filter-owner/daily-entries/batch?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({
          date: today,
          entries: [{ customer_id: customerB1, cans_delivered: 2, cans_returned: 0, collected: 100, employee_id: secondId }],
        });
      expect([200, 201]).toContain(batch.status);
      const all = await t.http().get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
      const mine = all.body.data.days.find((d: { employee_id: number }) => d.employee_id === riderId);
      expect(mine).toMatchObject({ date: today, closed: true, closes: 2, employee_name: 'Imran', difference: 0, cans_difference: 0 });
      expect(mine.history.map((h: { closed_by: string }) => h.closed_by)).toEqual(['rider', 'owner']);
      const unclosed = await t
        .http()
        .get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&status=unclosed`)
        .set(auth(owner.token))
        .expect(200);
      expect(unclosed.body.data.days).toEqual([
        expect.objectContaining({
          employee_id: secondId,
          date: today,
          closed: false,
          expected_cash: 100,
          cash_handed_over: null,
          difference: null,
        }),
      ]);
      const closed = await t
        .http()
        .get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&status=closed&employee_id=${riderId}`)
        .set(auth(owner.token))
        .expect(200);
      expect(closed.body.data.days).toHaveLength(1);
      await t.http().get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&status=open`).set(auth(owner.token)).expect(422);

      const alerts = await riderDayAlerts((sql, params) => t.db.dataSource.query(sql, params), plantId, today);
      expect(alerts.unclosed.map((d) => d.employee_id)).toEqual([secondId]);
      expect(alerts.differences).toEqual([]);
      // A close that does not add up is an alert.
      await t
        .http()
        .post(`/api/filter-owner/rider-days?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ employee_id: secondId, date: today, cash_handed_over: 90, cans_returned_to_plant: 0, full_cans_taken: 2 });
      const after = await riderDayAlerts((sql, params) => t.db.dataSource.query(sql, params), plantId, today);
      expect(after.unclosed).toEqual([]);
      expect(after.differences).toEqual([expect.objectContaining({ employee_id: secondId, difference: -10, cans_difference: 0 })]);
    });
  });

  it('treats empty query values as absent and refuses odd ones with 422, never 5xx', async () => {
    await t.http().get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&from=&to=`).set(auth(owner.token)).expect(200);
    await t.http().get('/api/rider/day-close?date=').set(auth(riderToken)).expect(200);
    for (const date of ['2026-02-30', 'yesterday', '1899-12-31', '[]']) {
      await t.http().get(`/api/rider/day-close?date=${date}`).set(auth(riderToken)).expect(422);
      await t.http().get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&from=${date}`).set(auth(owner.token)).expect(422);
    }
    const reversed = await t
      .http()
      .get(`/api/filter-owner/rider-days?filter_plant_id=${plantId}&from=2026-02-01&to=2026-01-01`)
      .set(auth(owner.token));
    expect(reversed.status).toBe(422);
    for (const body of [
      { date: '', cash_handed_over: 'x', cans_returned_to_plant: 1.5, full_cans_taken: -1 },
      { cash_handed_over: 1e12, cans_returned_to_plant: 1, full_cans_taken: 1, extra: 1 },
    ]) {
      await t.http().post('/api/rider/day-close').set(auth(riderToken)).send(body).expect(422);
    }
  });

  describe('revoking and deactivating', () => {
    it('revokes the sign-in at once: its tokens refused, sign-in refused; given again, a new password works', async () => {
      await t.http().get('/api/rider/me').set(auth(riderToken)).expect(200);
      const revoked = await t
        .http()
        .delete(employees(`/${riderId}/login`))
        .set(auth(owner.token))
        .expect(200);
      expect(revoked.body.data).toMatchObject({ has_login: false, login_phone: null });
      await t.http().get('/api/rider/me').set(auth(riderToken)).expect(401);
      const refused = await t.http().post('/api/login').send({ phone: '03005551234', password: PASSWORD }).expect(403);
      expect(refused.body.error_code).toBe('ACCOUNT_DEACTIVATED');
      await t
        .http()
        .post(employees(`/${riderId}/login`))
        .set(auth(owner.token))
        .send({ phone: '03005551234', password: 'a-new-password' })
        .expect(200);
      await t.http().post('/api/login').send({ phone: '03005551234', password: PASSWORD }).expect(401);
      const fresh = (await t.http().post('/api/login').send({ phone: '03005551234', password: 'a-new-password' }).expect(200)).body.data
        .token;
      await t.http().get('/api/rider/me').set(auth(fresh)).expect(200);
      await t.http().get('/api/rider/me').set(auth(riderToken)).expect(401);
      riderToken = fresh;
    });

    it("refuses a deactivated employee's tokens and sign-in, and a removed one's", async () => {
      await t
        .http()
        .put(employees(`/${riderId}/toggle-status`))
        .set(auth(owner.token))
        .expect(200);
      await t.http().get('/api/rider/sheet').set(auth(riderToken)).expect(401);
      await t.http().post('/api/login').send({ phone: '03005551234', password: 'a-new-password' }).expect(403);
      await t
        .http()
        .put(employees(`/${riderId}/toggle-status`))
        .set(auth(owner.token))
        .expect(200);
      await t.http().get('/api/rider/sheet').set(auth(riderToken)).expect(200);

      const second = (await t.http().post('/api/login').send({ email: 'sajid@example.com', password: PASSWORD }).expect(200)).body.data
        .token;
      await t
        .http()
        .delete(employees(`/${secondId}`))
        .set(auth(owner.token))
        .expect(200);
      await t.http().get('/api/rider/me').set(auth(second)).expect(401);
      await t.http().post('/api/login').send({ email: 'sajid@example.com', password: PASSWORD }).expect(403);
    });

    it('answers 404 when revoking a sign-in never given', async () => {
      const third = await createRider(t, owner, plantId, 'Nobody');
      await t
        .http()
        .delete(employees(`/${third}/login`))
        .set(auth(owner.token))
        .expect(404);
    });
  });
});
