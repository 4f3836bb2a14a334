import { EventStore } from '../../api/src/platform/event-store/event-store';
import { startTestApp, TestApp } from '../support/test-app';
import { activatePlant, auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

const HUGE = '12345678901234567890';

/**
 * The input defects of issue 11, each as found: unstorable text (NUL, lone surrogates) and numbers
 * out of the safe range gave 500s; /api/admin lists took any range and ignored filters they could
 * not read; a body of unknown fields answered with a 422 as large as the body.
 */
describe('input hardening (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let owner: Owner;
  let plant: number;
  let area: number;

  const eventCount = async (): Promise<number> => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await superAdminToken(t);
    owner = await createOwner(t, { plan: 'Premium' });
    plant = await createPlant(t, owner);
    await activatePlant(t, plant, admin);
    const created = await t
      .http()
      .post(`/api/filter-owner/areas?filter_plant_id=${plant}`)
      .set(auth(owner.token))
      .send({ name: 'North', description: 'x' })
      .expect(201);
    area = created.body.data.id;
  });
  afterAll(() => t.close());

  describe('NUL and lone surrogates', () => {
    it.each([
      ['a NUL', 'Block\u0000A'],
      ['a lone high surrogate', 'Block \ud800'],
      ['a lone low surrogate', '\udc00 Block'],
    ])('refuses %s in an area name with 422 naming the field, and writes nothing', async (_, name) => {
      const before = await eventCount();
      const created = await t
        .http()
        .post(`/api/filter-owner/areas?filter_plant_id=${plant}`)
        .set(auth(owner.token))
        .send({ name, description: 'x' });
      expect(created.status).toBe(422);
      expect(created.body).toMatchObject({ success: false, data: null });
      expect(Object.keys(created.body.errors)).toEqual(['name']);
      const changed = await t.http().put(`/api/filter-owner/areas/${area}`).set(auth(owner.token)).send({ name });
      expect(changed.status).toBe(422);
      expect(Object.keys(changed.body.errors)).toEqual(['name']);
      expect(await eventCount()).toBe(before);
    });

    it('keeps a real surrogate pair (an emoji) in a name', async () => {
      await t.http().put(`/api/filter-owner/areas/${area}`).set(auth(owner.token)).send({ name: 'North 💧' }).expect(200);
    });

    it.each(['Ali\u0000', 'Ali \ud800'])('refuses %j as an owner name on both doors', async (name) => {
      const spec = await t
        .http()
        .post('/api/super-admin/filter-owners')
        .set(auth(admin))
        .send({ name, email: 'nul@example.com', password: 'owner-password' });
      expect(spec.status).toBe(422);
      expect(Object.keys(spec.body.errors)).toEqual(['name']);
      const console = await t
        .http()
        .post('/api/admin/filter-owners')
        .set(auth(admin))
        .send({ name, email: 'nul@example.com', password: 'owner-password' });
      expect(console.status).toBe(422);
      expect(console.body.errors).toEqual({ name: expect.stringContaining('not allowed') });
    });

    it('names a nested field and an unstorable key', async () => {
      const nested = await t
        .http()
        .put(`/api/filter-owner/areas/${area}`)
        .set(auth(owner.token))
        .send({ description: { lines: ['ok', 'b\u0000d'] } });
      expect(nested.status).toBe(422);
      expect(Object.keys(nested.body.errors)).toEqual(['description.lines.1']);
      const key = await t.http().put(`/api/filter-owner/areas/${area}`).set(auth(owner.token)).send({ 'na\u0000me': 'x' });
      expect(key.status).toBe(422);
      expect(Object.keys(key.body.errors)).toEqual(['na\ufffdme']);
    });

    it('refuses them in the query string and the path too', async () => {
      const search = await t.http().get('/api/super-admin/filter-owners?search=%00').set(auth(admin));
      expect(search.status).toBe(422);
      expect(Object.keys(search.body.errors)).toEqual(['search']);
      const stream = await t.http().get('/api/super-admin/audit/streams/user-1%00').set(auth(admin));
      expect(stream.status).toBe(422);
      expect(Object.keys(stream.body.errors)).toEqual(['streamId']);
      const filter = await t
        .http()
        .get(`/api/admin/events?filter=${encodeURIComponent('{"stream_id":"user-1\\u0000"}')}`)
        .set(auth(admin));
      expect(filter.status).toBe(422);
      expect(Object.keys(filter.body.errors)).toEqual(['filter.stream_id']);
    });
  });

  describe('integers out of range', () => {
    it.each([
      `/api/super-admin/filter-owners/${HUGE}`,
      `/api/super-admin/subscription-plans/${HUGE}`,
      `/api/super-admin/currencies/${HUGE}`,
      `/api/super-admin/filter-plants/${HUGE}`,
      `/api/filter-owner/areas/${HUGE}`,
      `/api/filter-owner/employees/${HUGE}`,
      `/api/filter-owner/my-plants/${HUGE}`,
      '/api/super-admin/filter-owners/-4',
      '/api/super-admin/filter-owners/0',
      '/api/super-admin/filter-owners/abc',
    ])('GET %s is a 422 naming the id, in the envelope', async (path) => {
      const token = path.includes('filter-owner/') && !path.includes('super-admin') ? owner.token : admin;
      const response = await t.http().get(path).set(auth(token));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, data: null });
      expect(Object.keys(response.body.errors)).toEqual(['id']);
    });

    it.each([`/api/admin/events/${HUGE}`, `/api/admin/filter-owners/${HUGE}`, `/api/admin/currencies/-1`])(
      'GET %s is a 422 in the console shape',
      async (path) => {
        const response = await t.http().get(path).set(auth(admin));
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ id: expect.any(String) });
      },
    );

    it.each([
      [`page=${HUGE}`, 'page'],
      [`per_page=${HUGE}`, 'per_page'],
      ['page=1000001', 'page'],
    ])('the paginated lists refuse %s with 422', async (query, field) => {
      for (const list of ['/api/super-admin/filter-owners', '/api/super-admin/filter-plants']) {
        const response = await t.http().get(`${list}?${query}`).set(auth(admin));
        expect(response.status).toBe(422);
        expect(Object.keys(response.body.errors)).toEqual([field]);
      }
    });

    it.each([
      `_start=${HUGE}&_end=${HUGE}1`,
      `_start=0&_end=${HUGE}`,
      '_start=-1&_end=5',
      '_start=5&_end=5',
      `range=${encodeURIComponent(`[${HUGE},${HUGE}]`)}`,
      `range=${encodeURIComponent('[1e20,1e21]')}`,
    ])('the console lists refuse %s with a 4xx', async (query) => {
      for (const list of ['/api/admin/filter-owners', '/api/admin/events', '/api/admin/currencies']) {
        const response = await t.http().get(`${list}?${query}`).set(auth(admin));
        expect([400, 422]).toContain(response.status);
        expect(typeof response.body.message).toBe('string');
      }
    });

    it('reads _start/_end (end exclusive) as a range', async () => {
      const response = await t.http().get('/api/admin/events?_start=1&_end=3').set(auth(admin)).expect(200);
      expect(response.body).toHaveLength(2);
      expect(response.headers['content-range']).toMatch(/^events 1-2\/\d+$/);
    });

    it.each([HUGE, '9007199254740992'])('as_of=%s is a 422 naming as_of', async (asOf) => {
      const response = await t.http().get(`/api/super-admin/audit/streams/user-1?as_of=${asOf}`).set(auth(admin));
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['as_of']);
    });

    it('as_of in year 0 is a 422, not a database error', async () => {
      const response = await t.http().get('/api/super-admin/audit/streams/user-1?as_of=0000-01-01T00:00:00Z').set(auth(admin));
      expect(response.status).toBe(422);
    });

    it('a body number beyond 2^53 is a 422 naming the field', async () => {
      const response = await t
        .http()
        .post('/api/filter-owner/packages/select')
        .set(auth(owner.token))
        .set('content-type', 'application/json')
        .send(`{"subscription_plan_id":${HUGE}}`);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['subscription_plan_id']);
    });
  });

  describe('/api/admin lists', () => {
    it('clamp a page to the list maximum (the log: 500 rows; no list ever more than 1,000)', async () => {
      await t.app.get(EventStore).append(
        'hardening-note-1',
        0,
        Array.from({ length: 1100 }, (_, i) => ({ type: 'HardeningNoted', data: { i } })),
      );
      const response = await t
        .http()
        .get(`/api/admin/events?range=${encodeURIComponent('[0,4999]')}`)
        .set(auth(admin))
        .expect(200);
      expect(response.body).toHaveLength(500);
      expect(response.headers['content-range']).toMatch(/^events 0-499\/\d+$/);
    });

    it.each([
      ['{"owner_id":"abc"}', 'owner_id'],
      ['{"owner_id":-3}', 'owner_id'],
      [`{"owner_id":"${HUGE}"}`, 'owner_id'],
      ['{"from":"not-a-date"}', 'from'],
      ['{"to":"2026-13-45"}', 'to'],
      ['{"stream_id":42}', 'stream_id'],
      ['{"q":["a"]}', 'q'],
    ])('refuse the events filter %s with a 400 naming it', async (filter, name) => {
      const response = await t
        .http()
        .get(`/api/admin/events?filter=${encodeURIComponent(filter)}`)
        .set(auth(admin));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(`filter ${name}`);
      expect(response.body.errors).toEqual({ [`filter.${name}`]: expect.any(String) });
    });

    it.each([
      ['/api/admin/filter-owners', '{"is_active":"maybe"}', 'is_active'],
      ['/api/admin/filter-plants', '{"owner_id":"x"}', 'owner_id'],
      ['/api/admin/currencies', '{"is_active":1}', 'is_active'],
      ['/api/admin/subscription-plans', '{"is_retired":"no"}', 'is_retired'],
    ])('%s refuses the filter %s with a 400', async (list, filter, name) => {
      const response = await t
        .http()
        .get(`${list}?filter=${encodeURIComponent(filter)}`)
        .set(auth(admin));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(`filter ${name}`);
    });

    it('take a null in a console record as a field left empty, not a 500 (found by the route fuzz)', async () => {
      const record = (await t.http().get('/api/admin/currencies/1').set(auth(admin)).expect(200)).body;
      const response = await t
        .http()
        .put('/api/admin/currencies/1')
        .set(auth(admin))
        .send({ ...record, exchange_rate: null });
      expect(response.status).toBe(200);
      expect(response.body.exchange_rate).toBe(record.exchange_rate);
    });

    it('still read well-formed filters (an owner id as text, a date, an empty value)', async () => {
      const filter = { owner_id: String(owner.id), from: '2000-01-01T00:00:00Z', event_type: '' };
      const response = await t
        .http()
        .get(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set(auth(admin))
        .expect(200);
      expect(response.body.length).toBeGreaterThan(0);
      expect(response.body.every((event: { metadata: { tenant_id: number } }) => event.metadata.tenant_id === owner.id)).toBe(true);
    });
  });

  it('answers a 700 KB body of unknown fields with at most 20 field errors', async () => {
    const body = Object.fromEntries(Array.from({ length: 7000 }, (_, i) => [`unknown_${i}_${'x'.repeat(80)}`, 'y']));
    expect(JSON.stringify(body).length).toBeGreaterThan(600_000);
    for (const [path, token] of [
      [`/api/filter-owner/areas?filter_plant_id=${plant}`, owner.token],
      ['/api/super-admin/filter-owners', admin],
    ]) {
      const response = await t.http().post(path).set(auth(token)).send(body);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).length).toBeLessThanOrEqual(20);
      expect(response.text.length).toBeLessThan(10_000);
    }
  });
});
