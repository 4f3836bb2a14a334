import { randomUUID } from 'node:crypto';
import { IdempotencyClaim, runInContext } from '../../api/src/platform/context/request-context';
import { EventStore } from '../../api/src/platform/event-store/event-store';
import { ConcurrencyError } from '../../api/src/platform/event-store/concurrency.error';
import { NewEvent } from '../../api/src/platform/event-store/event.types';
import { IdempotencyStore } from '../../api/src/platform/idempotency/idempotency-store';
import { startTestApp, TestApp } from '../support/test-app';
import { auth, createOwner, createPlant, Owner, superAdminToken } from './plants.fixtures';

describe('Idempotency-Key on POST commands (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let owner: Owner;
  let plantId: number;
  let otherPlantId: number;
  const areas = (plant = plantId) => `/api/filter-owner/areas?filter_plant_id=${plant}`;
  const eventCount = async (where = 'true', parameters: unknown[] = []): Promise<number> =>
    (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE ${where}`, parameters))[0].n;
  const keyRow = async (userId: number, key: string) =>
    (await t.db.dataSource.query(`SELECT * FROM idempotency_keys WHERE user_id = $1 AND key = $2`, [userId, key]))[0];

  beforeAll(async () => {
    t = await startTestApp();
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner);
    otherPlantId = await createPlant(t, owner);
  });
  afterAll(() => t.close());

  it('replays the first response of a repeat (same key, same body in any key order) without writing again', async () => {
    const key = randomUUID();
    const first = await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'Gulberg', description: 'Main boulevard' })
      .expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const events = await eventCount();

    const repeat = await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ description: 'Main boulevard', name: 'Gulberg' })
      .expect(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers['content-type']).toMatch(/application\/json/);
    expect(repeat.text).toBe(first.text);
    expect(repeat.body).toMatchObject({ success: true, message: 'Area created successfully', data: { name: 'Gulberg' } });
    expect(await eventCount()).toBe(events);
    expect(await eventCount(`stream_id = $1`, [`area-${first.body.data.id}`])).toBe(1);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM areas WHERE plant_id = $1 AND name = 'Gulberg'`, [plantId]);
    expect(n).toBe(1);
  });

  it('refuses the same key with another body, or on another route, with 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const key = randomUUID();
    await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'Johar', description: 'Town' })
      .expect(201);
    const events = await eventCount();
    const otherBody = await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'Johar Town', description: 'Town' })
      .expect(422);
    expect(otherBody.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_REUSED', data: null });
    expect(otherBody.headers['idempotent-replayed']).toBeUndefined();
    const otherPlant = await t
      .http()
      .post(areas(otherPlantId))
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'Johar', description: 'Town' })
      .expect(422);
    expect(otherPlant.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await eventCount()).toBe(events);
  });

  it('stores a refused command (422 validation) and replays the refusal', async () => {
    const key = randomUUID();
    const events = await eventCount();
    const first = await t.http().post(areas()).set(auth(owner.token)).set('Idempotency-Key', key).send({ name: '' }).expect(422);
    expect(first.body.errors).toMatchObject({ name: ['Area name is required'], description: ['Description is required'] });
    const repeat = await t.http().post(areas()).set(auth(owner.token)).set('Idempotency-Key', key).send({ name: '' }).expect(422);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await eventCount()).toBe(events);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT to a repeat sent while the first still runs, then replays the first', async () => {
    const newcomer = await createOwner(t);
    const key = randomUUID();
    // The first request is slowed down by another writer holding its stream's next version, uncommitted.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const holding = new Promise<void>((resolve) => (appended = resolve));
    const competing = t.app.get(EventStore).transaction(async (tx) => {
      await tx.append(`user-${newcomer.id}`, 1, [{ type: 'FirstLoginCompleted', data: { user_id: newcomer.id } }]);
      // The append goes out with the transaction's next statement: a read sends it now, so its rows are held.
      await tx.query('SELECT 1');
      appended();
      await held;
      throw new Error('the competing writer gives up, so the first request goes through');
    });
    await holding;
    const markFirstLogin = () =>
      t.http().post('/api/filter-owner/mark-first-login-completed').set(auth(newcomer.token)).set('Idempotency-Key', key).send({});
    const first = markFirstLogin().then((r) => r);
    await waitForLockWait();

    const parallel = await markFirstLogin();
    expect(parallel.status).toBe(409);
    expect(parallel.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });

    release();
    await expect(competing).rejects.toThrow('gives up');
    const done = await first;
    expect(done.status).toBe(200);
    expect(done.body.data.first_login_completed).toBe(true);
    const repeat = await markFirstLogin();
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(done.body);
    expect(await eventCount(`stream_id = $1 AND event_type = 'FirstLoginCompleted'`, [`user-${newcomer.id}`])).toBe(1);
  });

  it('answers 409 to a key reserved ahead of its commit (rows of the earlier design); one abandoned past its lease is taken over', async () => {
    const key = randomUUID();
    const body = { name: 'Model Town', description: 'Blocks A to Q' };
    const send = () => t.http().post(areas(otherPlantId)).set(auth(owner.token)).set('Idempotency-Key', key).send(body);
    expect((await send()).status).toBe(201);
    // Turn the finished row into what the earlier design left for a request still running: reserved under another claim, nothing written.
    await t.db.dataSource.query(
      `UPDATE idempotency_keys SET claim = gen_random_uuid(), created_at = now(), committed_at = NULL, completed_at = NULL,
              response_status = NULL, response_headers = NULL, response_body = NULL
        WHERE user_id = $1 AND key = $2`,
      [owner.id, key],
    );
    const refused = await send();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });

    // Its holder died before writing anything: after the lease a repeat runs (and meets the name it created, a 422 of its own).
    await t.db.dataSource.query(`UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE user_id = $1 AND key = $2`, [
      owner.id,
      key,
    ]);
    const takenOver = await send();
    expect(takenOver.status).toBe(422);
    expect(takenOver.body.errors.name).toEqual(['Area name already exists in this plant.']);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never answers a repeat by writing again when the process died after the commit and before saving the response', async () => {
    const key = randomUUID();
    const body = { name: 'Cantt', description: 'Cantonment' };
    const first = await t.http().post(areas()).set(auth(owner.token)).set('Idempotency-Key', key).send(body).expect(201);
    expect(await keyRow(owner.id, key)).toMatchObject({ response_status: 201 });
    expect((await keyRow(owner.id, key)).committed_at).not.toBeNull();
    // What a crash between the commit and the response leaves behind: committed, no response.
    await t.db.dataSource.query(
      `UPDATE idempotency_keys SET completed_at = NULL, response_status = NULL, response_body = NULL, response_headers = NULL
        WHERE user_id = $1 AND key = $2`,
      [owner.id, key],
    );
    const events = await eventCount();
    const repeat = () => t.http().post(areas()).set(auth(owner.token)).set('Idempotency-Key', key).send(body);
    const soon = await repeat();
    expect(soon.status).toBe(409);
    expect(soon.body.error_code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    await t.db.dataSource.query(`UPDATE idempotency_keys SET created_at = now() - interval '3 minutes' WHERE user_id = $1 AND key = $2`, [
      owner.id,
      key,
    ]);
    const later = await repeat();
    expect(later.status).toBe(409);
    expect(later.body.error_code).toBe('IDEMPOTENCY_KEY_RESPONSE_LOST');
    expect(await eventCount()).toBe(events);
    expect(await eventCount(`stream_id = $1`, [`area-${first.body.data.id}`])).toBe(1);
  });

  it('writes the key in the transaction of the events: a second holder is refused at once, and an append that fails writes no key', async () => {
    const key = randomUUID();
    const claim = (): IdempotencyClaim => ({ userId: owner.id, key, requestHash: 'a'.repeat(64), claim: randomUUID() });
    const probe = (suffix: string): NewEvent[] => [{ type: 'IdempotencyProbed', data: { key, suffix } }];
    const append = (held: IdempotencyClaim, stream: string, expected = 0) =>
      runInContext({ source: 'test', idempotency: held }, () => t.app.get(EventStore).append(stream, expected, probe(stream)));
    const events = await eventCount();

    // An append that loses its race (a stale version) rolls back with its key: nothing to release.
    const stream = `idempotency-probe-${key}`;
    await t.app.get(EventStore).append(stream, 0, probe('first'));
    await expect(append(claim(), stream)).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await keyRow(owner.id, key)).toBeUndefined();

    // While one transaction holds the key, uncommitted, another append holding it is refused without waiting.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const holding = new Promise<void>((resolve) => (appended = resolve));
    const first = claim();
    const holder = runInContext({ source: 'test', idempotency: first }, () =>
      t.app.get(EventStore).transaction(async (tx) => {
        await tx.append(stream, 1, probe('holder'));
        // The append goes out with the transaction's next statement: a read sends it now, so its rows are held.
        await tx.query('SELECT 1');
        appended();
        await held;
      }),
    );
    await holding;
    await expect(append(claim(), `${stream}-parallel`)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    expect(await keyRow(owner.id, key)).toBeUndefined();
    release();
    await holder;
    expect(first.taken).toBe(true);
    const row = await keyRow(owner.id, key);
    expect(row).toMatchObject({ claim: first.claim, completed_at: null });
    expect(row.committed_at).not.toBeNull();

    // Committed: a later append holding the same key (a repeat that read it too early) is refused, and writes nothing.
    await expect(append(claim(), `${stream}-late`)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_FLIGHT' });
    expect(await eventCount()).toBe(events + 2);
    expect((await keyRow(owner.id, key)).claim).toBe(first.claim);
  });

  it('frees the key after a 409 concurrency conflict, so the retry runs', async () => {
    const newcomer = await createOwner(t);
    const key = randomUUID();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const holding = new Promise<void>((resolve) => (appended = resolve));
    const competing = t.app.get(EventStore).transaction(async (tx) => {
      await tx.append(`user-${newcomer.id}`, 1, [{ type: 'FirstLoginCompleted', data: { user_id: newcomer.id } }]);
      // The append goes out with the transaction's next statement: a read sends it now, so its rows are held.
      await tx.query('SELECT 1');
      appended();
      await held;
    });
    await holding;
    const markFirstLogin = () =>
      t.http().post('/api/filter-owner/mark-first-login-completed').set(auth(newcomer.token)).set('Idempotency-Key', key).send({});
    const pending = markFirstLogin().then((r) => r);
    await waitForLockWait();
    release();
    await competing;
    const conflict = await pending;
    expect(conflict.status).toBe(409);
    expect(conflict.body.error_code).toBe('CONCURRENCY_CONFLICT');
    expect(await keyRow(newcomer.id, key)).toBeUndefined();

    const retry = await markFirstLogin();
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.body.data.first_login_completed).toBe(true);
    expect(await keyRow(newcomer.id, key)).toMatchObject({ response_status: 200 });
  });

  describe('a command whose key is checked where it is written (KeyCheckedOnWrite: adding an employee)', () => {
    const employees = () => `/api/filter-owner/employees?filter_plant_id=${plantId}`;
    const employeeCount = async (phone: string): Promise<number> =>
      (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM employees WHERE phone = $1`, [phone]))[0].n;
    const add = (key: string, body: object) => t.http().post(employees()).set(auth(owner.token)).set('Idempotency-Key', key).send(body);

    it('answers a repeat with the first response although its handler ran again, and keeps one employee', async () => {
      const key = randomUUID();
      const body = { name: 'Rider Asif', phone: '0300-5550101', type: 'salary', monthly_salary: 32000 };
      const first = await add(key, body).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const events = await eventCount();
      const repeat = await add(key, { ...body }).expect(201);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.text).toBe(first.text);
      expect(await eventCount()).toBe(events);
      expect(await employeeCount('0300-5550101')).toBe(1);
      expect(await keyRow(owner.id, key)).toMatchObject({ response_status: 201 });
    });

    it('saves the responses of commands answered together (one batched save) byte for byte, quotes, backslashes and Urdu included', async () => {
      const sends = Array.from({ length: 6 }, (_, index) => ({
        key: randomUUID(),
        body: { name: `Rider "${index}" \\ آصف {a,b}`, phone: `0300-55502${10 + index}`, type: 'salary', monthly_salary: 30000 + index },
      }));
      const firsts = await Promise.all(sends.map(({ key, body }) => add(key, body)));
      for (const first of firsts) expect(first.status).toBe(201);
      const repeats = await Promise.all(sends.map(({ key, body }) => add(key, body)));
      repeats.forEach((repeat, index) => {
        expect(repeat.headers['idempotent-replayed']).toBe('true');
        expect(repeat.text).toBe(firsts[index].text);
      });
      expect(firsts[0].body.data.name).toBe('Rider "0" \\ آصف {a,b}');
    });

    it('refuses the key with another body (422 IDEMPOTENCY_KEY_REUSED) and keeps nothing of the second handler', async () => {
      const key = randomUUID();
      await add(key, { name: 'Rider Bilal', phone: '0300-5550102', type: 'salary', monthly_salary: 30000 }).expect(201);
      const events = await eventCount();
      const reused = await add(key, { name: 'Rider Kamran', phone: '0300-5550103', type: 'commission', commission_rate: 10 });
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await eventCount()).toBe(events);
      expect(await employeeCount('0300-5550103')).toBe(0);
    });

    it('refuses at once (409 IN_FLIGHT) while another transaction holds the key, and runs once it is free', async () => {
      const key = randomUUID();
      const body = { name: 'Rider Danish', phone: '0300-5550104', type: 'salary', monthly_salary: 31000 };
      const holder = await t.db.dataSource.createQueryRunner();
      await holder.startTransaction();
      try {
        await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended('idempotency-key:' || $1::bigint || ':' || $2::text, 0))`, [
          owner.id,
          key,
        ]);
        const refused = await add(key, body);
        expect(refused.status).toBe(409);
        expect(refused.body.error_code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
        expect(await keyRow(owner.id, key)).toBeUndefined();
        expect(await employeeCount('0300-5550104')).toBe(0);
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      const ran = await add(key, body).expect(201);
      expect(ran.headers['idempotent-replayed']).toBeUndefined();
      expect(await employeeCount('0300-5550104')).toBe(1);
    });
  });

  it('keeps keys per caller: two owners use the same key independently', async () => {
    const second = await createOwner(t, { plan: 'Premium' });
    const secondPlant = await createPlant(t, second);
    const body = { name: 'Shared Key Area', description: 'Same key, two owners' };
    const mine = await t.http().post(areas()).set(auth(owner.token)).set('Idempotency-Key', 'shared-key').send(body).expect(201);
    const theirs = await t
      .http()
      .post(areas(secondPlant))
      .set(auth(second.token))
      .set('Idempotency-Key', 'shared-key')
      .send(body)
      .expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(theirs.body.data.filter_plant_id).toBe(secondPlant);
  });

  it('forgets a key after 24 hours: the same key then runs as new, even with another body', async () => {
    const key = randomUUID();
    await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'Old Town', description: 'x' })
      .expect(201);
    await t.db.dataSource.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE user_id = $1 AND key = $2`,
      [owner.id, key],
    );
    const again = await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: 'New Town', description: 'y' })
      .expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.data.name).toBe('New Town');

    await t.db.dataSource.query(`UPDATE idempotency_keys SET created_at = now() - interval '2 days' WHERE user_id = $1 AND key = $2`, [
      owner.id,
      key,
    ]);
    expect(await t.app.get(IdempotencyStore).sweep()).toBeGreaterThanOrEqual(1);
    expect(await keyRow(owner.id, key)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'clé'],
  ])('refuses a key that is %s with 400 and the envelope', async (_label, key) => {
    const events = await eventCount();
    const response = await t
      .http()
      .post(areas())
      .set(auth(owner.token))
      .set('Idempotency-Key', key)
      .send({ name: `Bad key ${_label}`, description: 'x' })
      .expect(400);
    expect(response.body).toMatchObject({ success: false, error_code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await eventCount()).toBe(events);
  });

  it('replays on the react-admin surface in its own shape', async () => {
    const admin = await superAdminToken(t);
    const key = randomUUID();
    const body = { code: 'AED', name: 'UAE Dirham', symbol: 'د.إ', exchange_rate: 0.0131 };
    const first = await t.http().post('/api/admin/currencies').set(auth(admin)).set('Idempotency-Key', key).send(body).expect(201);
    expect(first.body).toMatchObject({ code: 'AED' });
    const events = await eventCount();
    const repeat = await t.http().post('/api/admin/currencies').set(auth(admin)).set('Idempotency-Key', key).send(body).expect(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await eventCount()).toBe(events);
  });

  it('accepts the header on sign-in and on PUT without remembering it', async () => {
    await t
      .http()
      .post('/api/login')
      .set('Idempotency-Key', 'login-key')
      .send({ email: owner.email, password: 'owner-password' })
      .expect(200);
    const area = await t.http().post(areas()).set(auth(owner.token)).send({ name: 'Put Target', description: 'x' }).expect(201);
    for (const name of ['Put Target A', 'Put Target B']) {
      const response = await t
        .http()
        .put(`/api/filter-owner/areas/${area.body.data.id}?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .set('Idempotency-Key', 'put-key')
        .send({ name, description: 'x' })
        .expect(200);
      expect(response.body.data.name).toBe(name);
    }
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key IN ('login-key', 'put-key')`);
    expect(n).toBe(0);
  });

  it('documents the header on signed-in POST operations in OpenAPI', async () => {
    const document = (await t.http().get('/api/docs/json').expect(200)).body;
    const headerOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
    expect(headerOf('/api/filter-owner/areas', 'post')).toMatchObject({ required: false });
    expect(headerOf('/api/login', 'post')).toBeUndefined();
    expect(headerOf('/api/filter-owner/areas', 'get')).toBeUndefined();
  });

  /** Until some request of this database waits on a row lock (the held stream version). */
  async function waitForLockWait(): Promise<void> {
    for (let waited = 0; waited < 20_000; waited += 50) {
      const [{ blocked }] = await t.db.dataSource.query(
        `SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if (blocked > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the first request never waited on the held version');
  }
});
