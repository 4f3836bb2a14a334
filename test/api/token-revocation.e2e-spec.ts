import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/src/app.factory';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

/**
 * The guard caches token holders in each process. A second app on the same database and Redis
 * stands in for a second process: it hears of sign-outs, password changes and deactivations only
 * through the Redis channel (or its 1-second fallback), never through shared memory.
 */
describe('token revocation reaches every process (two apps, one database, one Redis)', () => {
  let t: TestApp;
  let other: NestFastifyApplication;
  let otherData: DataSource;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    if (!t.redis) throw new Error('This suite needs Redis: install redis-server and start it on 127.0.0.1:6379, or set REDIS_URL.');
    otherData = await openDatabase(t.db.url, 4);
    other = await createApp({ config: t.config, dataSource: otherData, redis: t.redis.duplicate() });
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
  });

  afterAll(async () => {
    await other?.close();
    if (otherData?.isInitialized) await otherData.destroy();
    await t?.close();
  });

  const profileOn = (app: NestFastifyApplication, token: string) =>
    request(app.getHttpServer()).get('/api/profile').set('authorization', `Bearer ${token}`);

  async function ownerToken(email: string): Promise<{ id: number; token: string }> {
    const created = await t
      .http()
      .post('/api/super-admin/filter-owners')
      .set('authorization', `Bearer ${admin}`)
      .send({ name: 'Owner', email, password: 'owner-password', is_active: true })
      .expect(201);
    const token = await t.login(email, 'owner-password');
    // Warm both processes' caches, so the refusal below cannot come from a cold lookup.
    await profileOn(t.app, token).expect(200);
    await profileOn(other, token).expect(200);
    return { id: created.body.data.id, token };
  }

  /** Polls the other process until it refuses the token; returns how long that took. */
  async function refusedWithin(token: string, limitMs: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const response = await profileOn(other, token);
      if (response.status === 401) return Date.now() - started;
      expect(response.status).toBe(200);
      if (Date.now() - started > limitMs) throw new Error(`the other process still accepts the token after ${limitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('refuses a signed-out token in the other process within 1 second', async () => {
    const { token } = await ownerToken('out@example.com');
    await request(t.app.getHttpServer()).post('/api/logout').set('authorization', `Bearer ${token}`).expect(200);
    await profileOn(t.app, token).expect(401);
    expect(await refusedWithin(token, 1000)).toBeLessThanOrEqual(1000);
  });

  it('refuses tokens from before a password change in the other process within 1 second', async () => {
    const { id, token } = await ownerToken('pw@example.com');
    await t
      .http()
      .put(`/api/super-admin/filter-owners/${id}`)
      .set('authorization', `Bearer ${admin}`)
      .send({ name: 'Owner', email: 'pw@example.com', is_active: true, password: 'another-password' })
      .expect(200);
    expect(await refusedWithin(token, 1000)).toBeLessThanOrEqual(1000);
  });

  it('refuses a deactivated owner in the other process within 1 second', async () => {
    const { id, token } = await ownerToken('off@example.com');
    await t.http().put(`/api/super-admin/filter-owners/${id}/toggle-status`).set('authorization', `Bearer ${admin}`).expect(200);
    expect(await refusedWithin(token, 1000)).toBeLessThanOrEqual(1000);
    const refused = await profileOn(other, token).expect(401);
    expect(refused.body.error_code).toBe('ACCOUNT_DEACTIVATED');
  });
});
