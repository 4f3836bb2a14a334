import { startTestApp, TestApp } from '../support/test-app';
import { createRider, signInRider } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Each user's language and digits (issue 17): set through PATCH /api/profile/preferences, kept on
 * the server per user, and handed back by every sign-in and profile read, so each device opens in
 * the language its user chose. Through HTTP, real PostgreSQL.
 */
describe('user preferences: language and digits (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  const PREFERENCES = '/api/profile/preferences';

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
  });
  afterAll(() => t.close());

  it('starts every account in English with Western digits, on sign-in and profile', async () => {
    const signIn = await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(200);
    expect(signIn.body.data.user).toMatchObject({ language: 'en', digits: 'latn' });
    const profile = await t.http().get('/api/profile').set(auth(owner.token)).expect(200);
    expect(profile.body.data).toMatchObject({ language: 'en', digits: 'latn' });
  });

  it('saves a language, then digits on their own, and a new sign-in and the profile read them back', async () => {
    const first = await t.http().patch(PREFERENCES).set(auth(owner.token)).send({ language: 'ur' }).expect(200);
    expect(first.body).toMatchObject({ success: true, message: 'Preferences saved' });
    expect(first.body.data).toMatchObject({ id: owner.id, language: 'ur', digits: 'latn' });

    // A field left out keeps its value: choosing digits leaves Urdu chosen.
    const second = await t.http().patch(PREFERENCES).set(auth(owner.token)).send({ digits: 'arabext' }).expect(200);
    expect(second.body.data).toMatchObject({ language: 'ur', digits: 'arabext' });

    const signIn = await t.http().post('/api/login').send({ email: owner.email, password: 'owner-password' }).expect(200);
    expect(signIn.body.data.user).toMatchObject({ language: 'ur', digits: 'arabext' });
    const profile = await t.http().get('/api/profile').set(auth(signIn.body.data.token)).expect(200);
    expect(profile.body.data).toMatchObject({ language: 'ur', digits: 'arabext' });
  });

  it('records a change as one event on the user stream, and a repeated choice as none', async () => {
    const count = async () =>
      Number(
        (
          await t.db.dataSource.query(
            `SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND event_type = 'UserPreferencesChanged'`,
            [`user-${owner.id}`],
          )
        )[0].n,
      );
    const before = await count();
    await t.http().patch(PREFERENCES).set(auth(owner.token)).send({ language: 'en', digits: 'latn' }).expect(200);
    await t.http().patch(PREFERENCES).set(auth(owner.token)).send({ language: 'en', digits: 'latn' }).expect(200);
    expect(await count()).toBe(before + 1);
  });

  it.each([
    [{ language: 'fr' }, 'language', 'The language must be one of en, ur.'],
    [{ language: 7 }, 'language', 'The language must be one of en, ur.'],
    [{ digits: 'roman' }, 'digits', 'The digits must be one of latn, arabext.'],
    [{ language: 'ur', theme: 'dark' }, 'theme', 'The field theme is not allowed.'],
  ])('refuses %j with 422 and changes nothing', async (body, field, message) => {
    const response = await t.http().patch(PREFERENCES).set(auth(owner.token)).send(body).expect(422);
    expect(response.body.success).toBe(false);
    expect(response.body.errors[field]).toEqual([message]);
    const profile = await t.http().get('/api/profile').set(auth(owner.token)).expect(200);
    expect(profile.body.data).toMatchObject({ language: 'en', digits: 'latn' });
  });

  it('refuses a caller without a sign-in with 401', async () => {
    await t.http().patch(PREFERENCES).send({ language: 'ur' }).expect(401);
    await t.http().patch(PREFERENCES).set(auth('not-a-token')).send({ language: 'ur' }).expect(401);
  });

  it("keeps a rider's choice on the rider's own account, apart from the owner's", async () => {
    const plantId = await createPlant(t, owner);
    const riderId = await createRider(t, owner, plantId, 'Imran');
    const rider = await signInRider(t, owner, plantId, riderId, '0300-5557788', 'rider-password');
    const riderToken = rider.token;
    expect(rider.user).toMatchObject({ role: 'employee', language: 'en' });

    await t.http().patch(PREFERENCES).set(auth(riderToken)).send({ language: 'ur', digits: 'arabext' }).expect(200);
    const again = await t.http().post('/api/login').send({ phone: '+923005557788', password: 'rider-password' }).expect(200);
    expect(again.body.data.user).toMatchObject({ language: 'ur', digits: 'arabext' });
    const ownerProfile = await t.http().get('/api/profile').set(auth(owner.token)).expect(200);
    expect(ownerProfile.body.data).toMatchObject({ language: 'en', digits: 'latn' });
  });

  it('describes the endpoint in the OpenAPI document, with both fields and their values', async () => {
    const doc = (await t.http().get('/api/docs/json').expect(200)).body;
    const operation = doc.paths['/api/profile/preferences'].patch;
    expect(operation.summary).toMatch(/language and digits/);
    const ref: string = operation.requestBody.content['application/json'].schema.$ref;
    const schema = doc.components.schemas[ref.split('/').pop()!];
    expect(schema.properties.language.enum).toEqual(['en', 'ur']);
    expect(schema.properties.digits.enum).toEqual(['latn', 'arabext']);
  });
});
