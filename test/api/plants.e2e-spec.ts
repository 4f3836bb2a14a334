import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

describe('owner plants: list, create, settings, default, location (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
  });
  afterAll(() => t.close());

  describe('a new owner', () => {
    let owner: Owner;
    beforeAll(async () => {
      owner = await createOwner(t);
    });

    it('with no plants gets 404 with error_code NO_PLANTS_CREATED and an empty list', async () => {
      const response = await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(404);
      expect(response.body).toMatchObject({
        success: false,
        error_code: 'NO_PLANTS_CREATED',
        message: 'No plants found. Please create a plant first.',
        data: { plants: [], user_state: 'NO_PLANTS_CREATED' },
      });
    });

    it('creates a plant: inactive, Awaiting Activation, generated code, Free plan fee, event recorded with tenant', async () => {
      const response = await t
        .http()
        .post('/api/filter-owner/my-plants')
        .set(auth(owner.token))
        .send({
          name: 'Main Plant',
          address: 'Block 5, Karachi',
          phone: '0300-1234567',
          secondary_phone: '021 1234567',
          default_can_rate: 50,
        })
        .expect(201);
      const plant = response.body.data;
      expect(response.body.success).toBe(true);
      expect(plant).toMatchObject({
        name: 'Main Plant',
        address: 'Block 5, Karachi',
        phone: '0300-1234567',
        phone_secondary: '021 1234567',
        default_can_rate: 50,
        is_active: false,
        is_default: false,
        status: 'Awaiting Activation',
        location_verified: false,
        subscription_plan: { name: 'Free', monthly_fee: 0 },
      });
      expect(plant.code).toMatch(/^FP-\d{5,}$/);
      const [event] = await t.db.dataSource.query(
        `SELECT event_type, stream_id, metadata FROM events WHERE event_type = 'PlantRegistered' AND data->>'plant_id' = $1`,
        [String(plant.id)],
      );
      expect(event).toMatchObject({
        stream_id: `plant-portfolio-${owner.id}`,
        metadata: expect.objectContaining({ tenant_id: owner.id, actor_id: owner.id }),
      });
    });

    it('refuses a second plant on the Free plan with 422 PLANT_LIMIT_EXCEEDED', async () => {
      const response = await t
        .http()
        .post('/api/filter-owner/my-plants')
        .set(auth(owner.token))
        .send({ name: 'Second', address: 'x', default_can_rate: 40 })
        .expect(422);
      expect(response.body).toMatchObject({
        success: false,
        error_code: 'PLANT_LIMIT_EXCEEDED',
        data: { max_plants: 1, current_plants: 1 },
      });
      expect(response.body.message).toMatch(/Plant limit reached/);
    });

    it('lists its plants under data.plants', async () => {
      const response = await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(200);
      expect(response.body.data.plants).toHaveLength(1);
      expect(response.body.data.user_state).toBe('ACTIVE_PLANTS');
    });
  });

  it.each([
    [
      {},
      {
        name: ['The name field is required.'],
        address: ['The address field is required.'],
        default_can_rate: ['The default can rate field is required.'],
      },
    ],
    [{ name: 'x', address: 'y', default_can_rate: 0 }, { default_can_rate: ['The default can rate must be greater than 0.'] }],
    [
      { name: 'x', address: 'y', default_can_rate: 'abc' },
      { default_can_rate: ['The default can rate must be a number with at most 2 decimals.'] },
    ],
    [{ name: 'x'.repeat(256), address: 'y', default_can_rate: 5 }, { name: ['The name may not be greater than 255 characters.'] }],
    [
      { name: 'x', address: 'y', default_can_rate: 5, latitude: 91, longitude: 181 },
      { latitude: ['The latitude must be between -90 and 90.'], longitude: ['The longitude must be between -180 and 180.'] },
    ],
    [{ name: 'x', address: 'y', default_can_rate: 5, owner_id: 3 }, { owner_id: ['The field owner_id is not allowed.'] }],
  ])('validates a new plant %j', async (body, errors) => {
    const owner = await createOwner(t);
    const response = await t.http().post('/api/filter-owner/my-plants').set(auth(owner.token)).send(body).expect(422);
    for (const [field, messages] of Object.entries(errors)) expect(response.body.errors[field]).toEqual(messages);
  });

  describe('an owner on an unlimited plan', () => {
    let owner: Owner;
    let first: number;
    let second: number;

    beforeAll(async () => {
      owner = await createOwner(t, { plan: 'Premium' });
      first = await createPlant(t, owner, { name: 'First' });
      second = await createPlant(t, owner, { name: 'Second' });
    });

    it('shows the plan of its package on each plant', async () => {
      const response = await t.http().get(`/api/filter-owner/my-plants/${first}`).set(auth(owner.token)).expect(200);
      expect(response.body.data.subscription_plan).toEqual({ name: 'Premium', monthly_fee: 499 });
    });

    it('refuses to make an inactive plant default', async () => {
      const response = await t.http().put(`/api/filter-owner/my-plants/${first}/set-default`).set(auth(owner.token)).expect(422);
      expect(response.body).toMatchObject({ success: false, error_code: 'PLANT_NOT_ACTIVE' });
    });

    it('makes the first plant to become active the default; a second activation does not move it', async () => {
      await activatePlant(t, second, admin);
      await activatePlant(t, first, admin);
      const response = await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(200);
      const byId = Object.fromEntries(response.body.data.plants.map((p: { id: number }) => [p.id, p]));
      expect(byId[second]).toMatchObject({ is_active: true, is_default: true, status: 'Active' });
      expect(byId[first]).toMatchObject({ is_active: true, is_default: false });
    });

    it('set-default moves the default; concurrent calls leave exactly one default', async () => {
      const third = await createPlant(t, owner, { name: 'Third' });
      await activatePlant(t, third, admin);
      const ids = [first, second, third, first, third, second, first, second];
      const responses = await Promise.all(
        ids.map((id) => t.http().put(`/api/filter-owner/my-plants/${id}/set-default`).set(auth(owner.token))),
      );
      expect(responses.map((r) => r.status)).toEqual(ids.map(() => 200));
      const defaults = await t.db.dataSource.query(`SELECT id FROM plants WHERE owner_id = $1 AND is_default`, [owner.id]);
      expect(defaults).toHaveLength(1);
      const response = await t.http().put(`/api/filter-owner/my-plants/${third}/set-default`).set(auth(owner.token)).expect(200);
      expect(response.body).toMatchObject({ message: 'Default plant updated successfully', data: { id: third, is_default: true } });
    });

    it('deactivating the default plant hands the default to another active plant', async () => {
      const [{ id: defaultId }] = await t.db.dataSource.query(`SELECT id FROM plants WHERE owner_id = $1 AND is_default`, [owner.id]);
      await t.http().put(`/api/super-admin/filter-plants/${defaultId}/toggle-status`).set(auth(admin)).expect(200);
      const defaults = await t.db.dataSource.query(`SELECT id, is_active FROM plants WHERE owner_id = $1 AND is_default`, [owner.id]);
      expect(defaults).toHaveLength(1);
      expect(defaults[0]).toMatchObject({ is_active: true });
      expect(Number(defaults[0].id)).not.toBe(Number(defaultId));
      await activatePlant(t, Number(defaultId), admin);
    });

    it('updates settings: only given fields change, empty phones become null', async () => {
      const response = await t
        .http()
        .put(`/api/filter-owner/my-plants/${first}`)
        .set(auth(owner.token))
        .send({ name: 'Renamed', phone: '0311 2223334', phone_secondary: '', default_can_rate: 65.5 })
        .expect(200);
      expect(response.body.message).toBe('Plant settings updated successfully');
      expect(response.body.data).toMatchObject({
        name: 'Renamed',
        address: '1 Canal Road, Lahore',
        phone: '0311 2223334',
        phone_secondary: null,
        default_can_rate: 65.5,
      });
      const invalid = await t
        .http()
        .put(`/api/filter-owner/my-plants/${first}`)
        .set(auth(owner.token))
        .send({ name: '', default_can_rate: -1 })
        .expect(422);
      expect(invalid.body.errors).toMatchObject({
        name: ['The name field is required.'],
        default_can_rate: ['The default can rate must be at least 0.'],
      });
    });

    it('saves, reads and removes the location', async () => {
      const empty = await t.http().get(`/api/filter-owner/my-plants/${first}/location`).set(auth(owner.token)).expect(200);
      expect(empty.body.data).toMatchObject({ location: null, location_verified: false, last_updated: null });

      const saved = await t
        .http()
        .put(`/api/filter-owner/my-plants/${first}/location`)
        .set(auth(owner.token))
        .send({ latitude: 31.52037, longitude: 74.358749, address_confirmation: '1 Canal Road, Lahore' })
        .expect(200);
      expect(saved.body.data.plant).toMatchObject({ id: first, latitude: 31.52037, longitude: 74.358749, location_verified: true });
      expect(saved.body.data).toMatchObject({ location: { lat: 31.52037, lng: 74.358749 }, location_verified: true });

      const read = await t.http().get(`/api/filter-owner/my-plants/${first}/location`).set(auth(owner.token)).expect(200);
      expect(read.body.data).toMatchObject({ location: { lat: 31.52037, lng: 74.358749 }, location_verified: true });
      expect(new Date(read.body.data.last_updated).toISOString()).toBe(read.body.data.last_updated);

      const removed = await t.http().delete(`/api/filter-owner/my-plants/${first}/location`).set(auth(owner.token)).expect(200);
      expect(removed.body.data.plant).toMatchObject({ latitude: null, longitude: null, location_verified: false });
      expect(removed.body.data).toMatchObject({ location: null, location_verified: false, last_updated: null });
    });

    it.each([
      [{ latitude: 90.5, longitude: 10 }, 'latitude', 'The latitude must be between -90 and 90.'],
      [{ latitude: 10, longitude: -180.1 }, 'longitude', 'The longitude must be between -180 and 180.'],
      [{ longitude: 10 }, 'latitude', 'The latitude field is required.'],
      [{ latitude: '12', longitude: 10 }, 'latitude', 'The latitude must be a number.'],
    ])('refuses the location %j', async (body, field, message) => {
      const response = await t.http().put(`/api/filter-owner/my-plants/${first}/location`).set(auth(owner.token)).send(body).expect(422);
      expect(response.body.errors[field]).toContain(message);
    });

    it('creating with coordinates saves a verified location', async () => {
      const id = await createPlant(t, owner, { latitude: 24.8607, longitude: 67.0011 });
      const response = await t.http().get(`/api/filter-owner/my-plants/${id}/location`).set(auth(owner.token)).expect(200);
      expect(response.body.data).toMatchObject({ location: { lat: 24.8607, lng: 67.0011 }, location_verified: true });
    });
  });

  it.each(['abc', '0', '-3', '1.5'])('rejects the plant id %s with 422', async (id) => {
    const owner = await createOwner(t);
    const response = await t.http().get(`/api/filter-owner/my-plants/${id}`).set(auth(owner.token)).expect(422);
    expect(response.body.errors.id).toEqual(['The filter plant id must be a positive integer.']);
  });

  it('a kept plant list is read again as soon as a plant is added, changed or activated, or the plan changes', async () => {
    const owner = await createOwner(t);
    const list = async () => {
      // Twice, so the second answer is the kept one whenever the first was kept.
      await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(200);
      return (await t.http().get('/api/filter-owner/my-plants').set(auth(owner.token)).expect(200)).body.data.plants;
    };
    const first = await createPlant(t, owner, { name: 'Canal View' });
    expect((await list()).map((plant: any) => plant.name)).toEqual(['Canal View']);
    await t.http().put(`/api/filter-owner/my-plants/${first}`).set(auth(owner.token)).send({ name: 'Canal View Plant' }).expect(200);
    expect((await list()).map((plant: any) => plant.name)).toEqual(['Canal View Plant']);
    expect((await list())[0].is_active).toBe(false);
    await activatePlant(t, first, admin);
    expect((await list())[0].is_active).toBe(true);
    const plans = (await t.http().get('/api/filter-owner/packages/available').set(auth(owner.token)).expect(200)).body.data;
    const premium = plans.find((plan: any) => plan.name === 'Premium');
    await t.http().put('/api/filter-owner/packages/update').set(auth(owner.token)).send({ subscription_plan_id: premium.id }).expect(200);
    expect((await list())[0]).toMatchObject({ subscription_plan: { name: 'Premium' } });
    await createPlant(t, owner, { name: 'Second' });
    expect((await list()).map((plant: any) => plant.name).sort()).toEqual(['Canal View Plant', 'Second']);
  });

  it("answers 403 for another owner's plant and 404 for a plant that does not exist", async () => {
    const a = await createOwner(t);
    const b = await createOwner(t);
    const plantId = await createPlant(t, a);
    const forbidden = await t.http().get(`/api/filter-owner/my-plants/${plantId}`).set(auth(b.token)).expect(403);
    expect(forbidden.body.message).toBe('Unauthorized plant access. Please ensure you have selected a valid plant.');
    await t.http().get(`/api/filter-owner/my-plants/999999`).set(auth(b.token)).expect(404);
  });

  it('keeps the owner routes to filter owners and activation to the super admin', async () => {
    await t.http().get('/api/filter-owner/my-plants').set(auth(admin)).expect(403);
    const owner = await createOwner(t);
    const plantId = await createPlant(t, owner);
    await t.http().put(`/api/super-admin/filter-plants/${plantId}/toggle-status`).set(auth(owner.token)).expect(403);
    await t.http().get('/api/filter-owner/my-plants').expect(401);
  });
});
