import { PlantCoarseLocation1763700000310 } from '../../migrations/1763700000310-plant-coarse-location';
import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

interface Point {
  lat: number;
  lng: number;
}
interface NearbyPlant {
  id: number;
  latitude: number;
  longitude: number;
  distance_km: number;
}

const NEAR = { lat: 31.523456, lng: 74.361234 };
const CENTRE = { lat: 31.5204, lng: 74.3587 };

/** Great-circle distance in km, the formula the search uses. */
function km(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}

/** The point `east` and `north` km away from `origin` (flat approximation, fine at a few km). */
function moved(origin: Point, eastKm: number, northKm: number): Point {
  return { lat: origin.lat + northKm / 111.195, lng: origin.lng + eastKm / (111.195 * Math.cos((origin.lat * Math.PI) / 180)) };
}

describe('public nearby search for the mobile app (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let near: number;
  let farther: number;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await superAdminToken(t);
    const owner = await createOwner(t, { plan: 'Premium' });
    // Around Lahore (31.5204, 74.3587).
    near = await createPlant(t, owner, { name: 'Near', phone: '0421111111', latitude: NEAR.lat, longitude: NEAR.lng });
    farther = await createPlant(t, owner, { name: 'Farther', latitude: 31.58, longitude: 74.4 });
    // Never activated, so never listed, though it is the closest of all.
    await createPlant(t, owner, { name: 'Inactive', latitude: 31.5205, longitude: 74.3588 });
    const unverified = await createPlant(t, owner, { name: 'No location' });
    const faraway = await createPlant(t, owner, { name: 'Karachi', latitude: 24.8607, longitude: 67.0011 });
    for (const id of [near, farther, unverified, faraway]) await activatePlant(t, id, admin);
  });
  afterAll(() => t.close());

  const search = async (at: Point, radiusKm: number, limit = 100): Promise<NearbyPlant[]> => {
    const response = await t.http().get(`/api/public/plants/nearby?lat=${at.lat}&lng=${at.lng}&radius_km=${radiusKm}&limit=${limit}`);
    expect(response.status).toBe(200);
    return response.body.data.plants;
  };

  it('lists active plants with a verified location in the radius, nearest first, at their public point', async () => {
    const response = await t.http().get(`/api/public/plants/nearby?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius_km=10`).expect(200);
    // The envelope as for any object, though PostgreSQL wrote the plants' JSON.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(response.body)).toEqual(['success', 'data', 'message']);
    expect(response.body).toMatchObject({ success: true, message: 'Nearby plants retrieved successfully' });
    expect(Object.keys(response.body.data)).toEqual(['plants', 'radius_km', 'center']);
    const { plants, radius_km, center } = response.body.data;
    expect(radius_km).toBe(10);
    expect(center).toEqual({ lat: CENTRE.lat, lng: CENTRE.lng });
    expect(plants.map((p: { id: number }) => p.id)).toEqual([near, farther]);
    expect(plants[0]).toEqual({
      id: near,
      name: 'Near',
      code: expect.stringMatching(/^FP-/),
      phone: '0421111111',
      default_can_rate: 50,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      distance_km: expect.any(Number),
    });
    // In this order, as the app has always had them.
    expect(Object.keys(plants[0])).toEqual(['id', 'name', 'code', 'phone', 'default_can_rate', 'latitude', 'longitude', 'distance_km']);
    // The public point is the general area: 3 decimals, 0.5 to 1.1 km from the plant.
    const shown = { lat: plants[0].latitude, lng: plants[0].longitude };
    expect(Math.round(shown.lat * 1000) / 1000).toBe(shown.lat);
    expect(Math.round(shown.lng * 1000) / 1000).toBe(shown.lng);
    expect(km(shown, NEAR)).toBeGreaterThanOrEqual(0.5);
    expect(km(shown, NEAR)).toBeLessThanOrEqual(1.1);
    // And the distance is measured to that point, not to the plant.
    expect(Math.abs(plants[0].distance_km - km(CENTRE, shown))).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(plants[1].distance_km).toBeGreaterThan(5);
    expect(plants[1].distance_km).toBeLessThan(10);
  });

  it('honours the radius and the limit', async () => {
    const [shown] = await search(NEAR, 3, 1);
    expect(shown.id).toBe(near);
    const at = { lat: shown.latitude, lng: shown.longitude };
    const small = await t.http().get(`/api/public/plants/nearby?lat=${at.lat}&lng=${at.lng}&radius_km=1`).expect(200);
    expect(small.body.data.plants.map((p: { id: number }) => p.id)).toEqual([near]);
    const limited = await t.http().get(`/api/public/plants/nearby?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius_km=50&limit=1`).expect(200);
    expect(limited.body.data.plants).toHaveLength(1);
    const defaults = await t.http().get('/api/public/plants/nearby?lat=24.86&lng=67.0').expect(200);
    expect(defaults.body.data).toMatchObject({ radius_km: 10, plants: [expect.objectContaining({ name: 'Karachi' })] });
  });

  it('cannot be trilaterated: searches from a grid of chosen points locate the public point, never the plant', async () => {
    const [first] = await search(NEAR, 3, 1);
    const shown = { lat: first.latitude, lng: first.longitude };
    const observations: { at: Point; distance: number }[] = [];
    // 9 x 9 query points 350 m apart around the true spot, each searched twice: once to read the
    // distance, once with the radius set to the true distance, which only the exact spot would answer consistently.
    for (let i = -4; i <= 4; i++) {
      for (let j = -4; j <= 4; j++) {
        const at = moved(NEAR, i * 0.35, j * 0.35);
        const found = (await search(at, 5)).find((p) => p.id === near);
        expect(found).toBeDefined();
        expect({ lat: found!.latitude, lng: found!.longitude }).toEqual(shown);
        expect(Math.abs(found!.distance_km - km(at, shown))).toBeLessThanOrEqual(0.05 + 1e-9);
        observations.push({ at, distance: found!.distance_km });
        const trueDistance = km(at, NEAR);
        if (Math.abs(trueDistance - km(at, shown)) > 0.01) {
          const listed = (await search(at, Math.max(0.1, trueDistance))).some((p) => p.id === near);
          expect(listed).toBe(km(at, shown) <= Math.max(0.1, trueDistance));
        }
      }
    }
    // The attacker's best fit: the point whose distances to the query points match the answers best.
    let best = { point: NEAR, error: Infinity };
    for (let east = -2; east <= 2; east += 0.025) {
      for (let north = -2; north <= 2; north += 0.025) {
        const candidate = moved(NEAR, east, north);
        let error = 0;
        for (const { at, distance } of observations) error += (km(at, candidate) - distance) ** 2;
        if (error < best.error) best = { point: candidate, error };
      }
    }
    expect(km(best.point, shown)).toBeLessThan(0.1);
    expect(km(best.point, NEAR)).toBeGreaterThanOrEqual(0.5);
  });

  it('moves each plant by an offset of its own, kept while it stays put, and the owner still sees the exact spot', async () => {
    const owner: Owner = await createOwner(t, { plan: 'Premium' });
    const admin = await superAdminToken(t);
    // Islamabad, 3 km apart: each plant is alone within the radius of its own search.
    const spots = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => moved({ lat: 33.6844, lng: 73.0479 }, (k % 4) * 3, Math.floor(k / 4) * 3));
    const ids: number[] = [];
    for (const spot of spots) {
      const id = await createPlant(t, owner, { latitude: spot.lat, longitude: spot.lng });
      await activatePlant(t, id, admin);
      ids.push(id);
    }
    const offsets: { east: number; north: number }[] = [];
    for (const [index, spot] of spots.entries()) {
      const found = (await search(spot, 1.2)).filter((p) => p.id === ids[index]);
      expect(found).toHaveLength(1);
      const shown = { lat: found[0].latitude, lng: found[0].longitude };
      expect(km(shown, spot)).toBeGreaterThanOrEqual(0.5);
      expect(km(shown, spot)).toBeLessThanOrEqual(1.1);
      offsets.push({
        east: (shown.lng - spot.lng) * 111.195 * Math.cos((spot.lat * Math.PI) / 180),
        north: (shown.lat - spot.lat) * 111.195,
      });
      // Searching again gives the same area: repeating a search teaches nothing new.
      const again = (await search(moved(spot, 0.3, -0.2), 2)).find((p) => p.id === ids[index]);
      expect({ lat: again!.latitude, lng: again!.longitude }).toEqual(shown);

      const own = await t.http().get(`/api/filter-owner/my-plants/${ids[index]}`).set(auth(owner.token)).expect(200);
      expect(own.body.data).toMatchObject({ latitude: spot.lat, longitude: spot.lng });
      const location = await t.http().get(`/api/filter-owner/my-plants/${ids[index]}/location`).set(auth(owner.token)).expect(200);
      expect(location.body.data.location).toEqual({ lat: spot.lat, lng: spot.lng });
    }
    // Not one shift for all (which one plant of known place would give away): the directions differ.
    const spread = Math.max(...offsets.flatMap((a) => offsets.map((b) => Math.hypot(a.east - b.east, a.north - b.north))));
    expect(spread).toBeGreaterThan(0.5);
  });

  it('keeps the offset when the owner moves the plant, and drops the public point with the location', async () => {
    const owner: Owner = await createOwner(t, { plan: 'Premium' });
    const spot = { lat: 30.1575, lng: 71.5249 };
    const id = await createPlant(t, owner, { latitude: spot.lat, longitude: spot.lng });
    await activatePlant(t, id);
    const before = (await search(spot, 2)).find((p) => p.id === id)!;
    const next = moved(spot, 0.2, 0.1);
    await t
      .http()
      .put(`/api/filter-owner/my-plants/${id}/location`)
      .set(auth(owner.token))
      .send({ latitude: next.lat, longitude: next.lng })
      .expect(200);
    const after = (await search(next, 2)).find((p) => p.id === id)!;
    expect(km({ lat: after.latitude, lng: after.longitude }, next)).toBeGreaterThanOrEqual(0.5);
    // The same shift (up to the 3-decimal rounding): moving a plant does not draw a new offset to average away.
    expect(Math.abs(after.latitude - next.lat - (before.latitude - spot.lat))).toBeLessThanOrEqual(0.0011);
    expect(Math.abs(after.longitude - next.lng - (before.longitude - spot.lng))).toBeLessThanOrEqual(0.0011);

    await t.http().delete(`/api/filter-owner/my-plants/${id}/location`).set(auth(owner.token)).expect(200);
    expect((await search(next, 5)).some((p) => p.id === id)).toBe(false);
    const [row] = await t.db.dataSource.query(`SELECT public_latitude, public_longitude FROM plants WHERE id = $1`, [id]);
    expect(row).toEqual({ public_latitude: null, public_longitude: null });
  });

  it('stops listing a plant once it is deactivated', async () => {
    const admin = await superAdminToken(t);
    await t.http().put(`/api/super-admin/filter-plants/${farther}/toggle-status`).set(auth(admin)).expect(200);
    const response = await t.http().get(`/api/public/plants/nearby?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius_km=10`).expect(200);
    expect(response.body.data.plants.map((p: { id: number }) => p.id)).toEqual([near]);
  });

  it.each([
    ['', 'lat', 'The lat field is required and must be a number.'],
    ['lat=91&lng=0', 'lat', 'The latitude must be between -90 and 90.'],
    ['lat=0&lng=-181', 'lng', 'The longitude must be between -180 and 180.'],
    ['lat=0&lng=0&radius_km=500', 'radius_km', 'The radius km may not be greater than 100.'],
    ['lat=abc&lng=0', 'lat', 'The lat field is required and must be a number.'],
    ['lat=0&lng=0&limit=1.5', 'limit', 'The limit must be an integer.'],
    ['lat=0&lng=0&radius_km=0.05', 'radius_km', 'The radius km must be at least 0.1.'],
    ['lat=0&lng=0&lat=1', 'lat', 'The lat field is required and must be a number.'],
    ['lat=0&lng=0&city=lahore', 'city', 'The field city is not allowed.'],
  ])('validates ?%s', async (query, field, message) => {
    const response = await t.http().get(`/api/public/plants/nearby?${query}`).expect(422);
    expect(response.body.errors[field]).toContain(message);
  });

  it('reads a query the app would not write as the rules always have', async () => {
    // Plain decimals are read at once; other spellings the rules accept go through the DTO, same answer.
    const plain = await t.http().get(`/api/public/plants/nearby?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius_km=10&limit=20`).expect(200);
    for (const odd of [
      `lat=%20${CENTRE.lat}&lng=${CENTRE.lng}&radius_km=1e1&limit=20`,
      `lat=${CENTRE.lat}&lng=${CENTRE.lng}0&radius_km=10.&limit=2e1`,
    ]) {
      const response = await t.http().get(`/api/public/plants/nearby?${odd}`).expect(200);
      expect(response.body.data.plants).toEqual(plain.body.data.plants);
      expect(response.body.data.radius_km).toBe(10);
    }
  });

  it('uses the index that serves a radius query', async () => {
    await t.db.dataSource.query(`SET enable_seqscan = off`);
    try {
      const plan: { 'QUERY PLAN': string }[] = await t.db.dataSource.query(
        `EXPLAIN SELECT id FROM plants WHERE is_active AND location_verified
           AND point(public_longitude, public_latitude) <@ box(point(74.2, 31.4), point(74.5, 31.6))`,
      );
      expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('plants_visible_public_point');
    } finally {
      await t.db.dataSource.query(`RESET enable_seqscan`);
    }
  });

  it('gives a database that had located plants before the public point the same points a replay gives', async () => {
    const before = await t.db.dataSource.query(`SELECT id, public_latitude, public_longitude FROM plants ORDER BY id`);
    expect(before.filter((row: { public_latitude: number | null }) => row.public_latitude !== null).length).toBeGreaterThan(5);
    const runner = t.db.dataSource.createQueryRunner();
    try {
      const migration = new PlantCoarseLocation1763700000310();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await t.db.dataSource.query(`SELECT id, public_latitude, public_longitude FROM plants ORDER BY id`)).toEqual(before);
  });

  it('needs no sign-in', async () => {
    const owner = await createOwner(t);
    await t.http().get('/api/public/plants/nearby?lat=0&lng=0').set(auth(owner.token)).expect(200);
  });
});
