import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, superAdminToken } from './plants.fixtures';

describe('public nearby search for the mobile app (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let near: number;
  let farther: number;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await superAdminToken(t);
    const owner = await createOwner(t, { plan: 'Premium' });
    // Around Lahore (31.5204, 74.3587).
    near = await createPlant(t, owner, { name: 'Near', phone: '0421111111', latitude: 31.523456, longitude: 74.361234 });
    farther = await createPlant(t, owner, { name: 'Farther', latitude: 31.58, longitude: 74.4 });
    // Never activated, so never listed, though it is the closest of all.
    await createPlant(t, owner, { name: 'Inactive', latitude: 31.5205, longitude: 74.3588 });
    const unverified = await createPlant(t, owner, { name: 'No location' });
    const faraway = await createPlant(t, owner, { name: 'Karachi', latitude: 24.8607, longitude: 67.0011 });
    for (const id of [near, farther, unverified, faraway]) await activatePlant(t, id, admin);
  });
  afterAll(() => t.close());

  it('lists active plants with a verified location in the radius, nearest first, coordinates coarsened', async () => {
    const response = await t.http().get('/api/public/plants/nearby?lat=31.5204&lng=74.3587&radius_km=10').expect(200);
    expect(response.body.success).toBe(true);
    const { plants, radius_km } = response.body.data;
    expect(radius_km).toBe(10);
    expect(plants.map((p: { id: number }) => p.id)).toEqual([near, farther]);
    expect(plants[0]).toEqual({
      id: near,
      name: 'Near',
      code: expect.stringMatching(/^FP-/),
      phone: '0421111111',
      default_can_rate: 50,
      latitude: 31.52,
      longitude: 74.36,
      distance_km: expect.any(Number),
    });
    expect(plants[0].distance_km).toBeLessThan(1);
    expect(plants[1].distance_km).toBeGreaterThan(5);
    expect(plants[1].distance_km).toBeLessThan(10);
  });

  it('honours the radius and the limit', async () => {
    const small = await t.http().get('/api/public/plants/nearby?lat=31.5204&lng=74.3587&radius_km=1').expect(200);
    expect(small.body.data.plants.map((p: { id: number }) => p.id)).toEqual([near]);
    const limited = await t.http().get('/api/public/plants/nearby?lat=31.5204&lng=74.3587&radius_km=50&limit=1').expect(200);
    expect(limited.body.data.plants).toHaveLength(1);
    const defaults = await t.http().get('/api/public/plants/nearby?lat=24.86&lng=67.0').expect(200);
    expect(defaults.body.data).toMatchObject({ radius_km: 10, plants: [expect.objectContaining({ name: 'Karachi' })] });
  });

  it('stops listing a plant once it is deactivated', async () => {
    const admin = await superAdminToken(t);
    await t.http().put(`/api/super-admin/filter-plants/${farther}/toggle-status`).set(auth(admin)).expect(200);
    const response = await t.http().get('/api/public/plants/nearby?lat=31.5204&lng=74.3587&radius_km=10').expect(200);
    expect(response.body.data.plants.map((p: { id: number }) => p.id)).toEqual([near]);
  });

  it.each([
    ['', 'lat', 'The lat field is required and must be a number.'],
    ['lat=91&lng=0', 'lat', 'The latitude must be between -90 and 90.'],
    ['lat=0&lng=-181', 'lng', 'The longitude must be between -180 and 180.'],
    ['lat=0&lng=0&radius_km=500', 'radius_km', 'The radius km may not be greater than 100.'],
    ['lat=abc&lng=0', 'lat', 'The lat field is required and must be a number.'],
  ])('validates ?%s', async (query, field, message) => {
    const response = await t.http().get(`/api/public/plants/nearby?${query}`).expect(422);
    expect(response.body.errors[field]).toContain(message);
  });

  it('uses the index that serves a radius query', async () => {
    await t.db.dataSource.query(`SET enable_seqscan = off`);
    try {
      const plan: { 'QUERY PLAN': string }[] = await t.db.dataSource.query(
        `EXPLAIN SELECT id FROM plants WHERE is_active AND location_verified
           AND point(longitude, latitude) <@ box(point(74.2, 31.4), point(74.5, 31.6))`,
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('plants_visible_location');
    } finally {
      await t.db.dataSource.query(`RESET enable_seqscan`);
    }
  });

  it('needs no sign-in', async () => {
    const owner = await createOwner(t);
    await t.http().get('/api/public/plants/nearby?lat=0&lng=0').set(auth(owner.token)).expect(200);
  });
});
