import { CommandBus } from '@nestjs/cqrs';
import { ChangeUserCommand, RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('sign-in, sign-out, profile (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let ownerId: number;
  const owner = { email: 'owner@example.com', password: 'owner-password' };

  beforeAll(async () => {
    t = await startTestApp();
    ownerId = await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', owner.email, 'filter_owner', owner.password));
  });
  afterAll(() => t.close());

  it('seeds the super admin on first start, who can sign in', async () => {
    const response = await t.http().post('/api/login').send(SUPER_ADMIN).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Login successful' });
    expect(response.body.data.user).toMatchObject({ email: SUPER_ADMIN.email, role: 'super_admin', first_login_completed: false });
    expect(typeof response.body.data.token).toBe('string');
  });

  it('answers the login with token and user (id, name, email, role, created_at, first_login_completed, language, digits)', async () => {
    const response = await t.http().post('/api/login').send({ email: 'OWNER@example.com', password: owner.password }).expect(200);
    const { user } = response.body.data;
    expect(Object.keys(user).sort()).toEqual([
      'created_at',
      'digits',
      'email',
      'first_login_completed',
      'id',
      'is_active',
      'language',
      'name',
      'role',
    ]);
    expect(user).toMatchObject({ id: ownerId, name: 'Asif Khan', role: 'filter_owner' });
    expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
  });

  it.each([
    [
      {},
      {
        email: ['Email is required', 'Please enter a valid email address'],
        password: ['Password is required', 'Password must be at least 6 characters'],
      },
    ],
    [
      { email: 'not-an-email', password: '12345' },
      { email: ['Please enter a valid email address'], password: ['Password must be at least 6 characters'] },
    ],
  ])("validates the login body %j with the product's messages", async (body, errors) => {
    const response = await t.http().post('/api/login').send(body).expect(422);
    expect(response.body.success).toBe(false);
    for (const [field, messages] of Object.entries(errors)) {
      expect(response.body.errors[field]).toEqual(expect.arrayContaining(messages));
    }
  });

  it('refuses unknown fields with 422', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .send({ ...owner, remember: true })
      .expect(422);
    expect(response.body.errors.remember).toEqual(['The field remember is not allowed.']);
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const response = await t.http().post('/api/login').set('content-type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await t
      .http()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.success).toBe(false);
  });

  it('answers wrong credentials with 401 and a message', async () => {
    const response = await t.http().post('/api/login').send({ email: owner.email, password: 'wrong-password' }).expect(401);
    expect(response.body).toMatchObject({ success: false, message: 'Invalid email or password.' });
    await t.http().post('/api/login').send({ email: 'nobody@example.com', password: 'whatever1' }).expect(401);
  });

  it('returns the profile for a valid token and 401 without one', async () => {
    const token = await t.login(owner.email, owner.password);
    const response = await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(200);
    expect(response.body.data).toMatchObject({ id: ownerId, email: owner.email });
    const anonymous = await t.http().get('/api/profile').expect(401);
    expect(anonymous.body).toMatchObject({ success: false, message: 'Unauthenticated. Please log in again.' });
    await t.http().get('/api/profile').set('authorization', 'Bearer not.a.token').expect(401);
  });

  it('revokes the token on logout: the same token then gets 401, another token still works', async () => {
    const token = await t.login(owner.email, owner.password);
    const other = await t.login(owner.email, owner.password);
    const response = await t.http().post('/api/logout').set('authorization', `Bearer ${token}`).expect(200);
    expect(response.body).toMatchObject({ success: true, message: 'Logged out successfully' });
    await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(401);
    await t.http().get('/api/profile').set('authorization', `Bearer ${other}`).expect(200);
  });

  it('marks the first login completed, once, for filter owners only', async () => {
    const token = await t.login(owner.email, owner.password);
    const response = await t
      .http()
      .post('/api/filter-owner/mark-first-login-completed')
      .set('authorization', `Bearer ${token}`)
      .expect(200);
    expect(response.body.data.first_login_completed).toBe(true);
    await t.http().post('/api/filter-owner/mark-first-login-completed').set('authorization', `Bearer ${token}`).expect(200);
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE event_type = 'FirstLoginCompleted'`);
    expect(count).toBe(1);
    const admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    const forbidden = await t
      .http()
      .post('/api/filter-owner/mark-first-login-completed')
      .set('authorization', `Bearer ${admin}`)
      .expect(403);
    expect(forbidden.body).toMatchObject({ success: false, message: 'You do not have permission to perform this action' });
  });

  it('rejects the old token of a deactivated account at once, and refuses its sign-in', async () => {
    const id = await t.app.get(CommandBus).execute(new RegisterUserCommand('Bilal', 'bilal@example.com', 'filter_owner', 'bilal-password'));
    const token = await t.login('bilal@example.com', 'bilal-password');
    await t.app.get(CommandBus).execute(new ChangeUserCommand(id, { type: 'DeactivateUser' }));
    const response = await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(401);
    expect(response.body.message).toBe('Your account has been deactivated. Please contact support.');
    const login = await t.http().post('/api/login').send({ email: 'bilal@example.com', password: 'bilal-password' }).expect(403);
    expect(login.body.message).toBe('Your account has been deactivated. Please contact support.');
  });

  it('ends tokens issued before a password change, even within the same second', async () => {
    const id = await t.app.get(CommandBus).execute(new RegisterUserCommand('Chand', 'chand@example.com', 'filter_owner', 'chand-password'));
    const token = await t.login('chand@example.com', 'chand-password');
    await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(200);
    // No pause: a token issued a millisecond before the change must stop working too.
    await t.app.get(CommandBus).execute(new ChangeUserCommand(id, { type: 'ChangeUserPassword', password: 'new-chand-password' }));
    await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(401);
    const fresh = await t.login('chand@example.com', 'new-chand-password');
    await t.http().get('/api/profile').set('authorization', `Bearer ${fresh}`).expect(200);
  });

  it('does not revive tokens issued before a deactivation when the account is reactivated', async () => {
    const id = await t.app.get(CommandBus).execute(new RegisterUserCommand('Gul', 'gul@example.com', 'filter_owner', 'gul-password'));
    const token = await t.login('gul@example.com', 'gul-password');
    await t.app.get(CommandBus).execute(new ChangeUserCommand(id, { type: 'DeactivateUser' }));
    await t.app.get(CommandBus).execute(new ChangeUserCommand(id, { type: 'ActivateUser' }));
    await t.http().get('/api/profile').set('authorization', `Bearer ${token}`).expect(401);
    const fresh = await t.login('gul@example.com', 'gul-password');
    await t.http().get('/api/profile').set('authorization', `Bearer ${fresh}`).expect(200);
  });

  it('limits failed sign-ins per email: the sixth attempt in 15 minutes is 429', async () => {
    await t.app.get(CommandBus).execute(new RegisterUserCommand('Dua', 'dua@example.com', 'filter_owner', 'dua-password'));
    for (let i = 0; i < 5; i += 1) await t.http().post('/api/login').send({ email: 'dua@example.com', password: 'wrong-pass' }).expect(401);
    const response = await t.http().post('/api/login').send({ email: 'dua@example.com', password: 'dua-password' }).expect(429);
    expect(response.body).toMatchObject({ success: false, error_code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(response.body.message).toMatch(/Too many failed sign-in attempts\. Please try again in 1[45] minutes\./);
  });

  it('refuses a duplicate email regardless of letter case, atomically with the append', async () => {
    const before = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM events`);
    await expect(
      t.app.get(CommandBus).execute(new RegisterUserCommand('Copy', 'Owner@Example.com', 'filter_owner', 'whatever-pass')),
    ).rejects.toMatchObject({
      category: 'validation',
      options: { errors: { email: ['The email has already been taken.'] } },
    });
    const after = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM events`);
    expect(after[0].count).toBe(before[0].count);
  });

  it('answers a write decided on a stale version with 409 and the envelope, never overwriting', async () => {
    const id = await t.app.get(CommandBus).execute(new RegisterUserCommand('Erum', 'erum@example.com', 'filter_owner', 'erum-password'));
    const token = await t.login('erum@example.com', 'erum-password');
    // Another writer, through the store, holds the stream's next version uncommitted while the request decides.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const holding = new Promise<void>((resolve) => (appended = resolve));
    const competing = t.app.get(EventStore).transaction(async (tx) => {
      await tx.append(`user-${id}`, 1, [{ type: 'FirstLoginCompleted', data: { user_id: id } }]);
      // The append goes out with the transaction's next statement: a read sends it now, so its rows are held.
      await tx.query('SELECT 1');
      appended();
      await held;
    });
    await holding;
    const pending = t
      .http()
      .post('/api/filter-owner/mark-first-login-completed')
      .set('authorization', `Bearer ${token}`)
      .then((r) => r);
    // Commit only once the request's own append is waiting on that version's lock.
    for (let waited = 0; waited < 20_000; waited += 50) {
      const [{ blocked }] = await t.db.dataSource.query(
        `SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (blocked > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    await competing;
    const response = await pending;
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, error_code: 'CONCURRENCY_CONFLICT' });
    expect(response.body.message).toMatch(/changed by someone else/);
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM events WHERE stream_id = $1`, [`user-${id}`]);
    expect(count).toBe(2);
  });

  it('sends security headers and a request id', async () => {
    const response = await t.http().get('/api/health').set('x-request-id', 'req-123').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.body).toEqual({
      success: true,
      data: { database: 'up', queue: t.redis ? 'redis' : 'in-process', redis: t.redis ? 'up' : 'unused' },
      message: 'Healthy',
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ success: false, message: 'Not found.' });
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/logout', '/api/profile', '/api/health']));
  });
});
