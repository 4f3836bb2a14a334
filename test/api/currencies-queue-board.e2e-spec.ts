import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

const BOARD = '/api/super-admin/queues';

describe('the bull-board queue dashboard, for super admins only (HTTP, real Redis)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp({}, { needsRedis: true });
    await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', 'asif@example.com', 'filter_owner', 'owner-password'));
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    owner = await t.login('asif@example.com', 'owner-password');
  });
  afterAll(() => t?.close());

  it('shows the exchange-rate queue to a super admin with a bearer token', async () => {
    const response = await t.http().get(`${BOARD}/api/queues`).set('authorization', `Bearer ${admin}`).expect(200);
    expect(response.body.queues.map((q: { name: string }) => q.name)).toContain('exchange-rates');
    const page = await t.http().get(BOARD).set('authorization', `Bearer ${admin}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Paani jobs');
  });

  it('moves a ?token= into an HttpOnly cookie for the browser, then serves on the cookie alone', async () => {
    const first = await t.http().get(`${BOARD}?token=${admin}`).expect(303);
    expect(first.headers.location).toBe(BOARD);
    const cookie = first.headers['set-cookie'][0];
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^paani_queues=.+/);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      expect.stringMatching(/^Max-Age=\d+$/),
      'Path=/api/super-admin/queues',
      'SameSite=Strict',
    ]);
    const api = await t.http().get(`${BOARD}/api/queues`).set('cookie', cookie.split(';')[0]).expect(200);
    expect(Array.isArray(api.body.queues)).toBe(true);
    const page = await t.http().get(`${BOARD}/`).set('cookie', cookie.split(';')[0]).expect(200);
    const script = /<script defer src="([^"]+)"/.exec(page.text)?.[1];
    await t
      .http()
      .get(new URL(script ?? 'missing.js', `http://board${BOARD}/`).pathname)
      .set('cookie', cookie.split(';')[0])
      .expect(200);
  });

  it('refuses owners (403), anonymous callers and revoked tokens (401)', async () => {
    const forbidden = await t.http().get(`${BOARD}/api/queues`).set('authorization', `Bearer ${owner}`).expect(403);
    expect(forbidden.body).toMatchObject({ success: false, message: 'You do not have permission to perform this action' });
    await t.http().get(`${BOARD}?token=${owner}`).expect(403);
    await t.http().get(BOARD).expect(401);
    await t.http().get(`${BOARD}/api/queues`).set('cookie', 'paani_queues=forged').expect(401);
    const revoked = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await t.http().post('/api/logout').set('authorization', `Bearer ${revoked}`).expect(200);
    await t.http().get(`${BOARD}/api/queues`).set('authorization', `Bearer ${revoked}`).expect(401);
  });
});
