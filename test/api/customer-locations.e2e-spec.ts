import { randomUUID } from 'node:crypto';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Customers' places: a rider saves one at the door (POST /api/rider/customers/{id}/location), the
 * owner confirms or dismisses it (/api/filter-owner/location-proposals), and an area's route can be
 * suggested in street order from the plant (GET /delivery-schedule/route-order/suggestion).
 */
describe('customer locations and the suggested route (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let gulberg: number;
  let johar: number;
  let riderToken: string;
  // A street running east from the plant (Canal Road, Lahore): 0.001° of longitude is about 95 m here.
  const PLANT = { latitude: 31.5, longitude: 74.3 };
  const ids: Record<string, number> = {};

  const proposals = (token = owner.token, plant = plantId) =>
    t.http().get(`/api/filter-owner/location-proposals?filter_plant_id=${plant}`).set(auth(token));
  const propose = (customerId: number, body: Record<string, unknown>, key = randomUUID()) =>
    t.http().post(`/api/rider/customers/${customerId}/location`).set(auth(riderToken)).set('Idempotency-Key', key).send(body);
  const decide = (customerId: number, verdict: 'confirm' | 'dismiss', seen: Record<string, unknown>, token = owner.token) =>
    t.http().post(`/api/filter-owner/location-proposals/${customerId}/${verdict}?filter_plant_id=${plantId}`).set(auth(token)).send(seen);
  const customer = async (id: number) =>
    (await t.http().get(`/api/filter-owner/customers/${id}?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200)).body.data;
  const suggestion = (areaId: number | string, token = owner.token) =>
    t
      .http()
      .get(`/api/filter-owner/delivery-schedule/route-order/suggestion?filter_plant_id=${plantId}&area_id=${areaId}`)
      .set(auth(token));

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { name: 'Canal Water Works', ...PLANT });
    gulberg = await createArea(t, owner, plantId, 'Gulberg');
    johar = await createArea(t, owner, plantId, 'Johar Town');
    const rider = await createRider(t, owner, plantId, 'Ali Raza', [gulberg]);
    riderToken = (await signInRider(t, owner, plantId, rider, '03004445556', 'rider-pass-1')).token;
    // Added in this order: the far house first, then the near one, then one with no place, then the middle one.
    for (const [name, longitude] of [
      ['Far House', 74.303],
      ['Near House', 74.301],
      ['No Place', null],
      ['Middle House', 74.302],
      ['Unplaced', null],
    ] as const) {
      const place = longitude === null ? {} : { latitude: 31.5, longitude };
      ids[name] = (await createCustomer(t, owner, plantId, { name, area_id: gulberg, employee_id: rider, ...place })).id;
    }
    ids.elsewhere = (await createCustomer(t, owner, plantId, { name: 'Johar Customer', area_id: johar })).id;
  });
  afterAll(() => t.close());

  describe('a place saved at the door', () => {
    it('waits for the owner, named with the rider and the accuracy, and a retry of the same save records it once', async () => {
      const key = randomUUID();
      const body = { latitude: 31.5011, longitude: 74.3022, accuracy_m: 8.6 };
      const first = await propose(ids['No Place'], body, key).expect(201);
      expect(first.body.data).toEqual({ customer_id: ids['No Place'], latitude: 31.5011, longitude: 74.3022, status: 'waiting' });
      expect((await propose(ids['No Place'], body, key).expect(201)).body.data).toEqual(first.body.data);

      const list = (await proposals().expect(200)).body.data;
      expect(list).toEqual([
        {
          customer_id: ids['No Place'],
          customer_name: 'No Place',
          customer_code: expect.any(String),
          area_name: 'Gulberg',
          latitude: 31.5011,
          longitude: 74.3022,
          accuracy_m: 9,
          proposed_by: 'Ali Raza',
          proposed_at: expect.any(String),
          current: null,
        },
      ]);
      expect((await customer(ids['No Place'])).latitude).toBeNull();
    });

    it("becomes the customer's place when the owner confirms what they were shown, and only once", async () => {
      const confirmed = await decide(ids['No Place'], 'confirm', { latitude: 31.5011, longitude: 74.3022 }).expect(200);
      expect(confirmed.body.data).toMatchObject({ id: ids['No Place'], latitude: 31.5011, longitude: 74.3022 });
      expect((await proposals().expect(200)).body.data).toEqual([]);
      const again = await decide(ids['No Place'], 'confirm', { latitude: 31.5011, longitude: 74.3022 }).expect(404);
      expect(again.body.message).toBe('No place saved by a rider waits for this customer.');
    });

    it('answers 409 to a yes for a place a newer save replaced, then dismisses the newer one and keeps the place', async () => {
      await propose(ids['Far House'], { latitude: 31.5031, longitude: 74.3031 }).expect(201);
      await propose(ids['Far House'], { latitude: 31.5032, longitude: 74.3032, accuracy_m: null }).expect(201);
      const stale = await decide(ids['Far House'], 'confirm', { latitude: 31.5031, longitude: 74.3031 }).expect(409);
      expect(stale.body.message).toMatch(/another place/);
      const [waiting] = (await proposals().expect(200)).body.data;
      expect(waiting).toMatchObject({
        customer_id: ids['Far House'],
        latitude: 31.5032,
        accuracy_m: null,
        current: { latitude: 31.5, longitude: 74.303 },
      });

      await decide(ids['Far House'], 'dismiss', { latitude: 31.5032, longitude: 74.3032 }).expect(200);
      expect((await proposals().expect(200)).body.data).toEqual([]);
      expect(await customer(ids['Far House'])).toMatchObject({ latitude: 31.5, longitude: 74.303 });
    });

    it("refuses a customer outside the rider's areas, a place off the globe and an unknown field", async () => {
      const outside = await propose(ids.elsewhere, { latitude: 31.5, longitude: 74.3 }).expect(404);
      expect(outside.body.message).toBe('Customer not found.');
      const off = await propose(ids['Near House'], { latitude: 91, longitude: 74.3 }).expect(422);
      expect(off.body.errors.latitude).toEqual(['The latitude must be between -90 and 90.']);
      const missing = await propose(ids['Near House'], { latitude: 31.5 }).expect(422);
      expect(missing.body.errors.longitude).toEqual(['The longitude field is required.']);
      await propose(ids['Near House'], { latitude: 31.5, longitude: 74.3, customer_id: 1 }).expect(422);
      expect((await proposals().expect(200)).body.data).toEqual([]);
    });

    it("keeps the owner's list and decisions to the owner: another owner and a rider are refused", async () => {
      await propose(ids['Near House'], { latitude: 31.5012, longitude: 74.3012 }).expect(201);
      const stranger = await createOwner(t, { plan: 'Premium' });
      const strangersPlant = await createPlant(t, stranger, { name: 'Other Works' });
      expect((await proposals(stranger.token, strangersPlant).expect(200)).body.data).toEqual([]);
      const strangers = (verdict: 'confirm' | 'dismiss') =>
        t
          .http()
          .post(`/api/filter-owner/location-proposals/${ids['Near House']}/${verdict}`)
          .set(auth(stranger.token))
          .send({ latitude: 31.5012, longitude: 74.3012 });
      await strangers('confirm').expect(404);
      await strangers('dismiss').expect(404);
      await decide(ids['Near House'], 'confirm', { latitude: 31.5012, longitude: 74.3012 }, stranger.token).expect(403);
      await proposals(riderToken).expect(403);
      await decide(ids['Near House'], 'confirm', { latitude: 31.5012, longitude: 74.3012 }, riderToken).expect(403);
      await decide(ids['Near House'], 'dismiss', { latitude: 31.5012, longitude: 74.3012 }).expect(200);
    });
  });

  describe('the suggested route', () => {
    it('walks from the plant to the nearest house each time, the house without a place last, and saves nothing', async () => {
      // Near, Middle and Far are 95 m apart along the street; No Place was confirmed 122 m north of it, past Middle.
      const answer = (await suggestion(gulberg).expect(200)).body.data;
      expect(answer).toEqual({
        area_id: gulberg,
        customer_ids: [ids['Near House'], ids['Middle House'], ids['Far House'], ids['No Place'], ids.Unplaced],
        starts_at: 'plant',
        unplaced: 1,
        distance_m: expect.any(Number),
      });
      expect(answer.distance_m).toBeGreaterThan(410);
      expect(answer.distance_m).toBeLessThan(450);
      const routes = (
        await t
          .http()
          .get(`/api/filter-owner/delivery-schedule/routes?filter_plant_id=${plantId}&area_id=${gulberg}`)
          .set(auth(owner.token))
          .expect(200)
      ).body.data;
      expect(routes.areas[0].customers.map((c: { name: string }) => c.name)).toEqual([
        'Far House',
        'Middle House',
        'Near House',
        'No Place',
        'Unplaced',
      ]);
    });

    it("once applied, gives the owner's sheet and the rider's sheet in street order", async () => {
      const { customer_ids } = (await suggestion(gulberg).expect(200)).body.data;
      await t
        .http()
        .put(`/api/filter-owner/delivery-schedule/route-order?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ area_id: gulberg, customer_ids })
        .expect(200);
      const names = ['Near House', 'Middle House', 'Far House', 'No Place', 'Unplaced'];
      const sheet = (
        await t
          .http()
          .get(`/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}&area_id=${gulberg}`)
          .set(auth(owner.token))
          .expect(200)
      ).body.data;
      expect(sheet.rows.map((row: { name: string }) => row.name)).toEqual(names);
      const riderSheet = (await t.http().get('/api/rider/sheet').set(auth(riderToken)).expect(200)).body.data;
      expect(riderSheet.rows.map((row: { name: string }) => row.name)).toEqual(names);
      // The same customers give the same answer.
      expect((await suggestion(gulberg).expect(200)).body.data.customer_ids).toEqual(customer_ids);
      // A schedule changed afterwards keeps the customer's stop.
      await t
        .http()
        .put(`/api/filter-owner/customers/${ids['Middle House']}/schedule?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ kind: 'weekdays', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], quantity: 2 })
        .expect(200);
      const routes = (
        await t
          .http()
          .get(`/api/filter-owner/delivery-schedule/routes?filter_plant_id=${plantId}&area_id=${gulberg}`)
          .set(auth(owner.token))
          .expect(200)
      ).body.data;
      expect(routes.areas[0].customers.map((c: { name: string }) => c.name)).toEqual(names);
    });

    it('refuses an area of another plant, a missing area and a rider', async () => {
      const otherPlant = await createPlant(t, owner, { name: 'Second Works' });
      const otherArea = await createArea(t, owner, otherPlant, 'Model Town');
      expect((await suggestion(otherArea).expect(404)).body.message).toBe('Area not found.');
      const missing = await t
        .http()
        .get(`/api/filter-owner/delivery-schedule/route-order/suggestion?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .expect(422);
      expect(missing.body.errors.area_id).toBeDefined();
      await suggestion('abc').expect(422);
      await suggestion(gulberg, riderToken).expect(403);
    });
  });

  it('rebuilds the waiting places and the confirmed ones from the log exactly as they are', async () => {
    await propose(ids['Middle House'], { latitude: 31.5021, longitude: 74.3021, accuracy_m: 30 }).expect(201);
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = report.tables.filter((table) => ['customers', 'customer_location_proposals'].includes(table.table));
    expect(mine).toHaveLength(2);
    for (const table of mine) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
  });
});
