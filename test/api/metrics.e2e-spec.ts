import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { OwnerDayReader } from '../../api/src/modules/platform-analytics/owner-day-reader';
import { samples, valueOf } from '../support/prometheus-text';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * GET /api/metrics: off (404) unless METRICS_TOKEN is set, guarded by that bearer token, and
 * answering Prometheus text whose series follow what the app really did: requests by route
 * template, events committed, the pool, the queues, the log's position and the analytics lag.
 */

describe('GET /api/metrics without METRICS_TOKEN (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404 like any unknown path, whatever the caller sends', async () => {
    for (const headers of [{}, auth('anything-at-all'), auth('')]) {
      const response = await t.http().get('/api/metrics').set(headers).expect(404);
      expect(response.body).toEqual({ success: false, data: null, message: 'Not found.' });
      expect(response.text).not.toContain('paani_');
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN (HTTP, real PostgreSQL)', () => {
  const token = randomBytes(32).toString('hex');
  let t: TestApp;
  let owner: Owner;
  let plantId: number;

  const scrape = async (): Promise<string> => {
    const response = await t.http().get('/api/metrics').set(auth(token)).expect(200);
    return response.text;
  };

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: token });
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', {}],
    ['a wrong token of the same length', auth(randomBytes(32).toString('hex'))],
    ['the token with a character more', auth(`${token}0`)],
    ['a prefix of the token', auth(token.slice(0, 63))],
    ['the token under another scheme', { Authorization: `Basic ${token}` }],
    ["a signed-in user's token", 'owner'],
  ])('refuses %s: 401 in the error envelope, nothing exposed', async (_name, headers) => {
    const response = await t
      .http()
      .get('/api/metrics')
      .set(headers === 'owner' ? auth(owner.token) : headers)
      .expect(401);
    expect(response.body).toEqual({ success: false, data: null, message: 'Unauthenticated. Please log in again.' });
    expect(response.text).not.toContain('paani_');
  });

  it('answers Prometheus text, not the JSON envelope, with every series it promises', async () => {
    const response = await t.http().get('/api/metrics').set(auth(token)).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text.startsWith('# HELP ')).toBe(true);
    const declared = new Set([...response.text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => `${name} ${type}`));
    for (const series of [
      'paani_http_requests_total counter',
      'paani_http_request_duration_seconds histogram',
      'paani_events_appended_total counter',
      'paani_db_pool_max_clients gauge',
      'paani_db_pool_total_clients gauge',
      'paani_db_pool_idle_clients gauge',
      'paani_db_pool_waiting_clients gauge',
      'paani_queue_jobs gauge',
      'paani_event_log_position gauge',
      'paani_projection_checkpoint_position gauge',
      'paani_projection_lag_seconds gauge',
      // The process's own, prom-client's defaults.
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_eventloop_lag_seconds gauge',
      'nodejs_heap_size_used_bytes gauge',
    ])
      expect(declared).toContain(series);
    // Every line parses as a sample (or is a comment).
    expect(samples(response.text).length).toBeGreaterThan(50);
  });

  it('counts a request under its route template and status, never under its raw URL', async () => {
    const customer = await createCustomer(t, owner, plantId, { name: 'Metered', area_id: await createArea(t, owner, plantId, 'Metered') });
    const template = { route: '/api/filter-owner/customers/:id', method: 'GET' };
    const before = await scrape();
    const ok = valueOf(before, 'paani_http_requests_total', { ...template, status: '200' }) ?? 0;
    const missing = valueOf(before, 'paani_http_requests_total', { ...template, status: '404' }) ?? 0;
    for (let i = 0; i < 3; i += 1)
      await t.http().get(`/api/filter-owner/customers/${customer.id}?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(200);
    await t.http().get(`/api/filter-owner/customers/999999999?filter_plant_id=${plantId}`).set(auth(owner.token)).expect(404);
    await t.http().get(`/api/no-such-route/${customer.id}`).expect(404);

    const after = await scrape();
    expect(valueOf(after, 'paani_http_requests_total', { ...template, status: '200' })).toBe(ok + 3);
    expect(valueOf(after, 'paani_http_requests_total', { ...template, status: '404' })).toBe(missing + 1);
    expect(valueOf(after, 'paani_http_request_duration_seconds_count', { ...template, status: '200' })).toBe(ok + 3);
    // The slowest bucket holds every request; `le` is cumulative.
    expect(valueOf(after, 'paani_http_request_duration_seconds_bucket', { ...template, status: '200', le: '+Inf' })).toBe(ok + 3);
    expect(valueOf(after, 'paani_http_request_duration_seconds_sum', { ...template, status: '200' })).toBeGreaterThan(0);
    // A path no route matched is one fixed label, whatever its text.
    expect(valueOf(after, 'paani_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(
      samples(after)
        .map((sample) => sample.labels.route)
        .filter(Boolean),
    );
    expect([...routes].filter((route) => /\d/.test(route))).toEqual([]);
    expect(after).not.toContain(`/customers/${customer.id}`);
  });

  it('counts the events an API command commits, by type', async () => {
    const before = await scrape();
    const areas = valueOf(before, 'paani_events_appended_total', { type: 'AreaCreated' }) ?? 0;
    const customers = valueOf(before, 'paani_events_appended_total', { type: 'CustomerRegistered' }) ?? 0;
    const areaId = await createArea(t, owner, plantId, 'Counted');
    await createCustomer(t, owner, plantId, { name: 'Counted one', area_id: areaId });
    await createCustomer(t, owner, plantId, { name: 'Counted two', area_id: areaId });
    // A refused command commits nothing and counts nothing.
    await t
      .http()
      .post(`/api/filter-owner/areas?filter_plant_id=${plantId}`)
      .set(auth(owner.token))
      .send({ name: 'Counted', description: 'the same name again' })
      .expect(422);

    const after = await scrape();
    expect(valueOf(after, 'paani_events_appended_total', { type: 'AreaCreated' })).toBe(areas + 1);
    expect(valueOf(after, 'paani_events_appended_total', { type: 'CustomerRegistered' })).toBe(customers + 2);
  });

  it('reads the connection pool when scraped', async () => {
    // The app's own pool: the DataSource the test handed it (10 connections in the tests).
    const pool = (t.db.dataSource.driver as PostgresDriver).master as Pool;
    const text = await scrape();
    expect(valueOf(text, 'paani_db_pool_max_clients')).toBe(10);
    const total = valueOf(text, 'paani_db_pool_total_clients')!;
    const idle = valueOf(text, 'paani_db_pool_idle_clients')!;
    // The suite's commands opened connections; the scrape itself reads beside the pool.
    expect(total).toBeGreaterThan(0);
    expect(total).toBe(pool.totalCount);
    expect(idle).toBeLessThanOrEqual(total);
    expect(valueOf(text, 'paani_db_pool_waiting_clients')).toBe(0);

    // Connections taken and held show at the next scrape.
    const held = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
    try {
      const busy = await scrape();
      expect(valueOf(busy, 'paani_db_pool_total_clients')).toBe(pool.totalCount);
      expect(valueOf(busy, 'paani_db_pool_total_clients')! - valueOf(busy, 'paani_db_pool_idle_clients')!).toBeGreaterThanOrEqual(3);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('reads every queue by state when scraped', async () => {
    const text = await scrape();
    for (const queue of ['customer-imports', 'statement-runs', 'invoices', 'exchange-rates', 'platform-analytics']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        const value = valueOf(text, 'paani_queue_jobs', { queue, state });
        expect({ queue, state, value }).toEqual({ queue, state, value: expect.any(Number) });
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("gives the log's position and how far the analytics projection is behind it", async () => {
    const lastPosition = async () =>
      Number((await t.db.dataSource.query(`SELECT max(global_position)::text AS position FROM events`))[0].position);
    const position = await lastPosition();
    await t.app.get(OwnerDayReader).catchUp();
    const caughtUp = await scrape();
    expect(valueOf(caughtUp, 'paani_event_log_position')).toBe(position);
    expect(valueOf(caughtUp, 'paani_projection_checkpoint_position', { projection: 'platform_owner_days' })).toBe(position);
    expect(valueOf(caughtUp, 'paani_projection_lag_seconds', { projection: 'platform_owner_days' })).toBe(0);

    await createArea(t, owner, plantId, 'After the checkpoint');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const behind = await scrape();
    const moved = await lastPosition();
    expect(moved).toBeGreaterThan(position);
    expect(valueOf(behind, 'paani_event_log_position')).toBe(moved);
    expect(valueOf(behind, 'paani_projection_checkpoint_position', { projection: 'platform_owner_days' })).toBe(position);
    const lag = valueOf(behind, 'paani_projection_lag_seconds', { projection: 'platform_owner_days' })!;
    expect(lag).toBeGreaterThanOrEqual(0.02);
    expect(lag).toBeLessThan(60);
  });
});
