import { startTestApp, TestApp } from '../support/test-app';
import { createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/** The signed-in user's own account: their name and email, and their password. */
describe('own profile and password (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  const profile = async (token: string) => (await t.http().get('/api/profile').set(auth(token)).expect(200)).body.data;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { name: 'Asif Khan' });
  });
  afterAll(() => t.close());

  it('changes the name and email, keeps a field left out, and signs in with the new email only', async () => {
    const changed = await t.http().patch('/api/profile').set(auth(owner.token)).send({ name: '  Asif Raza ' }).expect(200);
    expect(changed.body).toMatchObject({ message: 'Profile updated successfully', data: { name: 'Asif Raza', email: owner.email } });
    const email = `asif-${Date.now().toString(36)}@example.com`;
    await t.http().patch('/api/profile').set(auth(owner.token)).send({ email: email.toUpperCase() }).expect(200);
    expect(await profile(owner.token)).toMatchObject({ name: 'Asif Raza', email });
    await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(401);
    await t.http().post('/api/login').send({ email, password: 'owner-password' }).expect(200);
    owner = { ...owner, email };
  });

  it.each([
    [{ name: '   ' }, 'name', 'The name field is required.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ role: 'super_admin' }, 'role', 'The field role is not allowed.'],
  ])('refuses %j with 422 and changes nothing', async (body, field, message) => {
    const response = await t.http().patch('/api/profile').set(auth(owner.token)).send(body).expect(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await profile(owner.token)).toMatchObject({ name: 'Asif Raza', email: owner.email, role: 'filter_owner' });
  });

  it("refuses another account's email, in any letter case", async () => {
    const other = await createOwner(t);
    const response = await t.http().patch('/api/profile').set(auth(owner.token)).send({ email: other.email.toUpperCase() }).expect(422);
    expect(response.body.errors.email).toEqual(['The email has already been taken.']);
  });

  it("leaves a rider's name to the owner: 403", async () => {
    const plantId = await createPlant(t, owner);
    const riderId = await createRider(t, owner, plantId, 'Imran');
    const rider = await signInRider(t, owner, plantId, riderId, '0300-5557700', 'rider-password');
    await t.http().patch('/api/profile').set(auth(rider.token)).send({ name: 'Someone Else' }).expect(403);
    // A rider may still change their own password.
    const changed = await t
      .http()
      .put('/api/profile/password')
      .set(auth(rider.token))
      .send({ current_password: 'rider-password', new_password: 'rider-new-password' })
      .expect(200);
    await t.http().post('/api/login').send({ phone: '03005557700', password: 'rider-new-password' }).expect(200);
    await t.http().get('/api/rider/sheet').set(auth(changed.body.data.token)).expect(200);
  });

  it('refuses a wrong current password or a short new one, and changes nothing', async () => {
    const wrong = await t
      .http()
      .put('/api/profile/password')
      .set(auth(owner.token))
      .send({ current_password: 'not-my-password', new_password: 'a-new-password' })
      .expect(422);
    expect(wrong.body.errors.current_password).toEqual(['The current password is not correct.']);
    const short = await t
      .http()
      .put('/api/profile/password')
      .set(auth(owner.token))
      .send({ current_password: 'owner-password', new_password: 'short' })
      .expect(422);
    expect(short.body.errors.new_password).toEqual(['The new password must be at least 8 characters.']);
    await profile(owner.token);
    await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(200);
  });

  it('changes the password: every older token stops working, the one returned works, and only the new password signs in', async () => {
    const otherDevice = (await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(200)).body.data
      .token;
    const changed = await t
      .http()
      .put('/api/profile/password')
      .set(auth(owner.token))
      .send({ current_password: 'owner-password', new_password: 'a-new-password' })
      .expect(200);
    expect(changed.body).toMatchObject({
      message: 'Password changed; other devices are signed out',
      data: { user: { email: owner.email } },
    });
    await t.http().get('/api/profile').set(auth(owner.token)).expect(401);
    await t.http().get('/api/profile').set(auth(otherDevice)).expect(401);
    expect(await profile(changed.body.data.token)).toMatchObject({ email: owner.email });
    await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(401);
    await t.http().post('/api/login').send({ email: owner.email, password: 'a-new-password' }).expect(200);
  });

  it('counts wrong current passwords like failed sign-ins: 429 after five', async () => {
    const someone = await createOwner(t);
    const attempt = () =>
      t
        .http()
        .put('/api/profile/password')
        .set(auth(someone.token))
        .send({ current_password: 'guess-password', new_password: 'a-new-password' });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).status).toBe(422);
    expect((await attempt()).status).toBe(429);
  });
});
