import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

describe("the super admin's plants: directory, activation, react-admin resource (HTTP, real PostgreSQL)", () => {
  let t: TestApp;
  let admin: string;
  let owner: Owner;
  let active: number;
  let awaiting: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
    owner = await createOwner(t, { plan: 'Standard', name: 'Asif Khan' });
    active = await createPlant(t, owner, { name: 'Alpha Plant' });
    awaiting = await createPlant(t, owner, { name: 'Beta Plant' });
    await activatePlant(t, active, admin);
  });
  afterAll(() => t.close());

  it("lists every plant, 'Awaiting Activation' first, with owner name and plan, paginated", async () => {
    const other = await createOwner(t, { name: 'Zara Ali' });
    const third = await createPlant(t, other, { name: 'Gamma Plant' });
    const response = await t.http().get('/api/super-admin/filter-plants').set(auth(admin)).expect(200);
    const { data, current_page, last_page, per_page, total } = response.body.data;
    expect({ current_page, last_page, per_page, total }).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 3 });
    expect(data.map((p: { id: number }) => p.id)).toEqual([third, awaiting, active]);
    expect(data[1]).toMatchObject({
      status: 'Awaiting Activation',
      owner_name: 'Asif Khan',
      owner: { id: owner.id, name: 'Asif Khan' },
      subscription_plan: { name: 'Standard', monthly_fee: 299 },
    });
    expect(data[0].subscription_plan).toEqual({ name: 'Free', monthly_fee: 0 });

    const page = await t.http().get('/api/super-admin/filter-plants?per_page=2&page=2').set(auth(admin)).expect(200);
    expect(page.body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page.body.data.data.map((p: { id: number }) => p.id)).toEqual([active]);

    const searched = await t.http().get('/api/super-admin/filter-plants?search=zara').set(auth(admin)).expect(200);
    expect(searched.body.data.data.map((p: { id: number }) => p.id)).toEqual([third]);
    const activeOnly = await t.http().get('/api/super-admin/filter-plants?status=active').set(auth(admin)).expect(200);
    expect(activeOnly.body.data.data.map((p: { id: number }) => p.id)).toEqual([active]);
    await t.http().get('/api/super-admin/filter-plants?status=gone').set(auth(admin)).expect(422);
  });

  it('toggles activation with PlantActivated / PlantDeactivated, tagged with the owner as tenant', async () => {
    const on = await t.http().put(`/api/super-admin/filter-plants/${awaiting}/toggle-status`).set(auth(admin)).expect(200);
    expect(on.body).toMatchObject({
      message: 'Filter plant activated successfully.',
      data: { id: awaiting, is_active: true, status: 'Active' },
    });
    const off = await t.http().put(`/api/super-admin/filter-plants/${awaiting}/toggle-status`).set(auth(admin)).expect(200);
    expect(off.body).toMatchObject({ message: 'Filter plant deactivated successfully.', data: { is_active: false } });
    const events = await t.db.dataSource.query(
      `SELECT event_type, tenant_id, metadata->>'actor_role' AS role FROM events WHERE data->>'plant_id' = $1 AND event_type IN ('PlantActivated', 'PlantDeactivated') ORDER BY global_position`,
      [String(awaiting)],
    );
    expect(events).toEqual([
      { event_type: 'PlantActivated', tenant_id: String(owner.id), role: 'super_admin' },
      { event_type: 'PlantDeactivated', tenant_id: String(owner.id), role: 'super_admin' },
    ]);
    await t.http().put('/api/super-admin/filter-plants/999999/toggle-status').set(auth(admin)).expect(404);
    await t.http().put('/api/super-admin/filter-plants/abc/toggle-status').set(auth(admin)).expect(422);
    const shown = await t.http().get(`/api/super-admin/filter-plants/${active}`).set(auth(admin)).expect(200);
    expect(shown.body.data).toMatchObject({ id: active, is_active: true, is_default: true });
  });

  describe('react-admin resource /api/admin/filter-plants', () => {
    it('lists with Content-Range, sorts, filters and gets many by id', async () => {
      const list = await t.http().get('/api/admin/filter-plants').query({ range: '[0,1]' }).set(auth(admin)).expect(200);
      expect(Array.isArray(list.body)).toBe(true);
      expect(list.body).toHaveLength(2);
      expect(list.headers['content-range']).toBe('filter-plants 0-1/3');
      expect(list.body[0].is_active).toBe(false);

      const sorted = await t.http().get('/api/admin/filter-plants').query({ sort: '["name","ASC"]' }).set(auth(admin)).expect(200);
      expect(sorted.body.map((p: { name: string }) => p.name)).toEqual(['Alpha Plant', 'Beta Plant', 'Gamma Plant']);

      const filtered = await t
        .http()
        .get('/api/admin/filter-plants')
        .query({ filter: JSON.stringify({ q: 'beta' }) })
        .set(auth(admin))
        .expect(200);
      expect(filtered.body.map((p: { id: number }) => p.id)).toEqual([awaiting]);
      const inactive = await t
        .http()
        .get('/api/admin/filter-plants')
        .query({ filter: JSON.stringify({ is_active: true }) })
        .set(auth(admin))
        .expect(200);
      expect(inactive.body.map((p: { id: number }) => p.id)).toEqual([active]);
      const many = await t
        .http()
        .get('/api/admin/filter-plants')
        .query({ filter: JSON.stringify({ id: [active, awaiting] }) })
        .set(auth(admin))
        .expect(200);
      expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([active, awaiting].sort());
    });

    it('gets one and updates is_active only, ignoring the rest of the record', async () => {
      const one = await t.http().get(`/api/admin/filter-plants/${awaiting}`).set(auth(admin)).expect(200);
      expect(one.body).toMatchObject({ id: awaiting, name: 'Beta Plant', is_active: false });
      const updated = await t
        .http()
        .put(`/api/admin/filter-plants/${awaiting}`)
        .set(auth(admin))
        .send({ ...one.body, is_active: true, name: 'Ignored' })
        .expect(200);
      expect(updated.body).toMatchObject({ id: awaiting, name: 'Beta Plant', is_active: true, status: 'Active' });
      const invalid = await t.http().put(`/api/admin/filter-plants/${awaiting}`).set(auth(admin)).send({ is_active: 'yes' }).expect(422);
      expect(invalid.body.errors).toEqual({ is_active: 'The is active field must be true or false.' });
      await t.http().get('/api/admin/filter-plants/999999').set(auth(admin)).expect(404);
    });

    it('is closed to owners', async () => {
      await t.http().get('/api/admin/filter-plants').set(auth(owner.token)).expect(403);
      await t.http().get('/api/super-admin/filter-plants').set(auth(owner.token)).expect(403);
    });
  });
});
