import { startTestApp, TestApp } from '../support/test-app';

describe('sign-in limit per client address', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers 429 with the envelope after 60 sign-in attempts in 15 minutes from one address', async () => {
    // Sixty argon2 checks: slow on purpose, so this test gets more time than most.
    for (let i = 0; i < 60; i += 1) {
      // Different emails each time: the per-email limit never triggers, only the per-address one.
      await t
        .http()
        .post('/api/login')
        .send({ email: `nobody${i}@example.com`, password: 'wrong-password' })
        .expect(401);
    }
    const response = await t.http().post('/api/login').send({ email: 'nobody@example.com', password: 'wrong-password' }).expect(429);
    expect(response.body).toMatchObject({ success: false, message: 'Too many requests. Please try again later.' });
    // Other routes are not limited by it.
    await t.http().get('/api/health').expect(200);
  }, 180_000);
});
