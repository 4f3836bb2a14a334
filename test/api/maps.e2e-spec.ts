import { DEFAULT_MAP_TILE_URL, MAP_TILE_ATTRIBUTION } from '../../api/src/platform/domain/location';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer, createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Maps (issue "the rider's route on a map"): the owner's active customers with a place, by area,
 * flagged unpaid and over limit as the day sheet flags them, with how many have no place; the
 * rider's map settings; the platform's tile address, set by the super admin. Through HTTP, real
 * PostgreSQL.
 */
describe('maps: the customers map, the rider map and the tile address (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let other: Owner;
  let admin: string;
  let plantId: number;
  let barePlantId: number;
  let north: number;
  let south: number;
  let foreignArea: number;
  let riderToken: string;
  const c: Record<string, number> = {};
  const PLANT_PLACE = { latitude: 31.5204, longitude: 74.3587 };

  const map = (query = '', who: Owner = owner, plant = plantId) =>
    t.http().get(`/api/filter-owner/customers/map?filter_plant_id=${plant}${query}`).set(auth(who.token));
  const putSettings = (app: Record<string, unknown>) => t.http().put('/api/super-admin/system-settings').set(auth(admin)).send({ app });
  const byName = (customers: { name: string }[]) => customers.map((customer) => customer.name);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    other = await createOwner(t, { plan: 'Premium' });
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    plantId = await createPlant(t, owner, PLANT_PLACE);
    barePlantId = await createPlant(t, owner);
    north = await createArea(t, owner, plantId, 'North');
    south = await createArea(t, owner, plantId, 'South');
    foreignArea = await createArea(t, owner, barePlantId, 'Elsewhere');
    const add = async (name: string, body: Record<string, unknown>) =>
      (c[name] = (await createCustomer(t, owner, plantId, { name, ...body })).id);
    // North: one in advance, one owing, one without a place, one to be deactivated.
    await add('Ali Advance', { area_id: north, latitude: 31.51, longitude: 74.35, opening_balance: -200 });
    await add('Bushra Owing', { area_id: north, latitude: 31.52, longitude: 74.36, opening_balance: 500, opening_cans: 2 });
    await add('Erum Unplaced', { area_id: north, opening_balance: 300 });
    await add('Faisal Gone', { area_id: north, latitude: 31.53, longitude: 74.37 });
    // South: over the credit limit, over the can limit, and within both limits.
    await add('Chaudhry Credit', { area_id: south, latitude: 31.5, longitude: 74.3, opening_balance: 1500, credit_limit: 1000 });
    await add('Danish Cans', { area_id: south, latitude: 31.49, longitude: 74.31, opening_cans: 5, can_limit: 3 });
    await add('Gul Within', {
      area_id: south,
      latitude: 31.48,
      longitude: 74.32,
      opening_balance: 800,
      credit_limit: 1000,
      opening_cans: 3,
      can_limit: 3,
    });
    await add('Hina Unplaced', { area_id: south });
    await createCustomer(t, owner, barePlantId, { name: 'Other Plant Customer', area_id: foreignArea, latitude: 30, longitude: 70 });
    // North's route: Bushra first, then Ali; Erum and Faisal after them.
    await t
      .http()
      .put(`/api/filter-owner/delivery-schedule/route-order?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ area_id: north, customer_ids: [c['Bushra Owing'], c['Ali Advance'], c['Erum Unplaced'], c['Faisal Gone']] })
      .expect(200);
    await t
      .http()
      .put(`/api/filter-owner/customers/${c['Faisal Gone']}/toggle-status?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .expect(200);
    const riderId = await createRider(t, owner, plantId, 'Imran', [north]);
    riderToken = (await signInRider(t, owner, plantId, riderId, '0300-5557788', 'rider-password')).token;
  });
  afterAll(() => t.close());

  describe('GET /filter-owner/customers/map', () => {
    it("answers the plant's placed active customers by area and route order, with the flags, the unplaced count, the tiles and the plant", async () => {
      const response = await map().expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Customer map retrieved successfully' });
      const data = response.body.data;
      expect(data).toMatchObject({ tile_url: DEFAULT_MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION, unplaced: 2 });
      expect(data.plant).toEqual({ name: expect.any(String), ...PLANT_PLACE });
      // North in route order (Bushra, then Ali), then South by name (no route set there); Faisal is inactive.
      expect(byName(data.customers)).toEqual(['Bushra Owing', 'Ali Advance', 'Chaudhry Credit', 'Danish Cans', 'Gul Within']);
      const flags = Object.fromEntries(
        data.customers.map((customer: { name: string; unpaid: boolean; over_limit: boolean }) => [
          customer.name,
          { unpaid: customer.unpaid, over_limit: customer.over_limit },
        ]),
      );
      expect(flags).toEqual({
        'Bushra Owing': { unpaid: true, over_limit: false },
        'Ali Advance': { unpaid: false, over_limit: false },
        'Chaudhry Credit': { unpaid: true, over_limit: true },
        'Danish Cans': { unpaid: false, over_limit: true },
        'Gul Within': { unpaid: true, over_limit: false },
      });
      expect(data.customers[0]).toEqual({
        id: c['Bushra Owing'],
        code: expect.stringMatching(/^C-\d{4}$/),
        name: 'Bushra Owing',
        address: null,
        area_id: north,
        area_name: 'North',
        latitude: 31.52,
        longitude: 74.36,
        balance: 500,
        cans_out: 2,
        unpaid: true,
        over_limit: false,
        route_position: 0,
      });
      expect(data.customers[2]).toMatchObject({ name: 'Chaudhry Credit', area_name: 'South', balance: 1500, route_position: null });
    });

    it('flags over limit exactly as the day sheet does', async () => {
      const sheet = await t
        .http()
        .get(`/api/filter-owner/daily-entries/sheet?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .expect(200);
      const sheetOver = new Map<number, boolean>(
        sheet.body.data.rows.map((row: { customer_id: number; flags: { over_credit_limit: boolean; over_can_limit: boolean } }) => [
          row.customer_id,
          row.flags.over_credit_limit || row.flags.over_can_limit,
        ]),
      );
      const { customers } = (await map().expect(200)).body.data;
      for (const customer of customers as { id: number; over_limit: boolean }[])
        expect([customer.id, customer.over_limit]).toEqual([customer.id, sheetOver.get(customer.id)]);
    });

    it("filters by area, counting that area's unplaced customers only", async () => {
      const northMap = (await map(`&area_id=${north}`).expect(200)).body.data;
      expect(byName(northMap.customers)).toEqual(['Bushra Owing', 'Ali Advance']);
      expect(northMap.unplaced).toBe(1);
      const southMap = (await map(`&area_id=${south}`).expect(200)).body.data;
      expect(byName(southMap.customers)).toEqual(['Chaudhry Credit', 'Danish Cans', 'Gul Within']);
      expect(southMap.unplaced).toBe(1);
    });

    it('answers 404 for an area of another plant, 422 for an id that is not one', async () => {
      const foreign = await map(`&area_id=${foreignArea}`).expect(404);
      expect(foreign.body).toMatchObject({ success: false, message: 'Area not found.' });
      const bad = await map('&area_id=north').expect(422);
      expect(bad.body.errors.area_id).toEqual(expect.arrayContaining(['The area id must be a positive integer.']));
    });

    it("answers a plant without a place with plant null, and only that plant's customers", async () => {
      const data = (await map('', owner, barePlantId).expect(200)).body.data;
      expect(data.plant).toBeNull();
      expect(byName(data.customers)).toEqual(['Other Plant Customer']);
      expect(data.unplaced).toBe(0);
    });

    it("refuses another owner's plant (403) and shows another owner none of these customers", async () => {
      await map('', other, plantId).expect(403);
      const otherPlant = await createPlant(t, other);
      const data = (await map('', other, otherPlant).expect(200)).body.data;
      expect(data.customers).toEqual([]);
      expect(data.unplaced).toBe(0);
    });

    it('is not taken by the customers/:id routes, which still answer a customer', async () => {
      // The static path wins over :id whatever the order: no "customer id must be a positive integer".
      const response = await t.http().get('/api/filter-owner/customers/map').set(auth(owner.token)).expect(200);
      expect(response.body.data).toHaveProperty('unplaced');
      const customer = await t.http().get(`/api/filter-owner/customers/${c['Ali Advance']}`).set(auth(owner.token)).expect(200);
      expect(customer.body.data.name).toBe('Ali Advance');
      await t.http().get('/api/filter-owner/customers/maps').set(auth(owner.token)).expect(422);
    });

    it('is the owner’s alone: a rider gets 403, no sign-in 401', async () => {
      await t.http().get('/api/filter-owner/customers/map').set(auth(riderToken)).expect(403);
      await t.http().get('/api/filter-owner/customers/map').expect(401);
    });
  });

  describe('GET /rider/map', () => {
    it("answers the rider's plant's place and the tile address", async () => {
      const response = await t.http().get('/api/rider/map').set(auth(riderToken)).expect(200);
      expect(response.body).toMatchObject({ success: true, message: 'Map settings retrieved successfully' });
      expect(response.body.data).toEqual({
        tile_url: DEFAULT_MAP_TILE_URL,
        attribution: MAP_TILE_ATTRIBUTION,
        plant: { name: expect.any(String), ...PLANT_PLACE },
      });
    });

    it('is the rider’s alone: an owner gets 403', async () => {
      await t.http().get('/api/rider/map').set(auth(owner.token)).expect(403);
    });
  });

  describe('the tile address (app.map_tile_url)', () => {
    it('starts at the default, and a change reaches both maps', async () => {
      const before = await t.http().get('/api/super-admin/system-settings').set(auth(admin)).expect(200);
      expect(before.body.data.app).toEqual({ onboarding_enabled: true, map_tile_url: DEFAULT_MAP_TILE_URL });

      const tiles = 'https://{s}.tiles.example.pk/{z}/{x}/{y}.png';
      const saved = await putSettings({ map_tile_url: tiles }).expect(200);
      expect(saved.body).toMatchObject({ message: 'Settings updated successfully', data: { app: { map_tile_url: tiles } } });
      expect((await map().expect(200)).body.data.tile_url).toBe(tiles);
      expect((await t.http().get('/api/rider/map').set(auth(riderToken)).expect(200)).body.data.tile_url).toBe(tiles);
      const [row] = await t.db.dataSource.query(`SELECT value FROM system_settings WHERE key = 'app.map_tile_url'`);
      expect(row.value).toBe(tiles);
    });

    it('takes an empty address (no tiles)', async () => {
      const saved = await putSettings({ map_tile_url: '' }).expect(200);
      expect(saved.body.data.app.map_tile_url).toBe('');
      expect((await map().expect(200)).body.data.tile_url).toBe('');
      expect((await t.http().get('/api/rider/map').set(auth(riderToken)).expect(200)).body.data.tile_url).toBe('');
    });

    it.each([
      ['ftp://tiles.example.pk/{z}/{x}/{y}.png'],
      ['https://tiles.example.pk/{z}/{x}.png'],
      ['tiles.example.pk/{z}/{x}/{y}.png'],
      ['https://tiles example.pk/{z}/{x}/{y}.png'],
      [42],
    ])('refuses %j with 422 naming the field, and keeps the saved one', async (value) => {
      const events = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;
      const count = await events();
      const response = await putSettings({ map_tile_url: value }).expect(422);
      expect(response.body.success).toBe(false);
      expect(response.body.errors['app.map_tile_url']).toEqual(
        expect.arrayContaining(['The map tile address must be empty, or an http(s) address with {z}, {x} and {y}.']),
      );
      expect(await events()).toBe(count);
      expect((await map().expect(200)).body.data.tile_url).toBe('');
    });

    it('is the super admin’s: an owner may not change it', async () => {
      await t
        .http()
        .put('/api/super-admin/system-settings')
        .set(auth(owner.token))
        .send({ app: { map_tile_url: '' } })
        .expect(403);
    });
  });
});
