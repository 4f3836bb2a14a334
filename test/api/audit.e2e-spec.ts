import { CommandBus } from '@nestjs/cqrs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { exportLog, verifyDatabase, verifyExport } from '../../api/src/platform/event-store/log-export';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('auditors: read, export, verify and replay the event log', () => {
  let t: TestApp;
  let admin: string;
  let ownerId: number;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    ownerId = await t.app
      .get(CommandBus)
      .execute(new RegisterUserCommand('Zara Ahmed', 'zara@example.com', 'filter_owner', 'zara-password'));
    owner = await t.login('zara@example.com', 'zara-password');
    await t.http().post('/api/filter-owner/mark-first-login-completed').set('authorization', `Bearer ${owner}`).expect(200);
  });
  afterAll(() => t.close());

  const asAdmin = (path: string) => t.http().get(path).set('authorization', `Bearer ${admin}`);

  it('lists events in the simple-rest dialect with Content-Range, newest first', async () => {
    const response = await asAdmin('/api/admin/events?range=[0,4]').expect(200);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.headers['content-range']).toMatch(/^events 0-\d+\/\d+$/);
    const ids = response.body.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(Object.keys(response.body[0]).sort()).toEqual(
      [
        'data',
        'event_type',
        'hash',
        'id',
        'metadata',
        'previous_hash',
        'recorded_at',
        'schema_version',
        'stream_id',
        'stream_type',
        'stream_version',
      ].sort(),
    );
  });

  it('filters by stream, event type, owner and time range', async () => {
    const byStream = await asAdmin(
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ stream_id: `user-${ownerId}` }))}`,
    ).expect(200);
    expect(byStream.body.map((e: { event_type: string }) => e.event_type).sort()).toEqual(['FirstLoginCompleted', 'UserRegistered']);

    const byType = await asAdmin(
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ event_type: 'FirstLoginCompleted' }))}`,
    ).expect(200);
    expect(byType.body).toHaveLength(1);
    expect(byType.body[0].metadata).toMatchObject({ actor_id: ownerId, actor_role: 'filter_owner', tenant_id: ownerId, source: 'http' });
    expect(byType.body[0].metadata.request_id).toMatch(/^[0-9a-f-]{36}$/);

    const byOwner = await asAdmin(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ owner_id: ownerId }))}`).expect(200);
    expect(byOwner.body.every((e: { stream_id: string }) => e.stream_id === `user-${ownerId}`)).toBe(true);

    const future = await asAdmin(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ from: '2999-01-01T00:00:00Z' }))}`).expect(
      200,
    );
    expect(future.body).toEqual([]);
    expect(future.headers['content-range']).toBe('events */0');

    const bad = await asAdmin(`/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ to: 'yesterday' }))}`).expect(400);
    expect(bad.body.errors).toEqual({ 'filter.to': 'The filter to must be an ISO timestamp.' });
  });

  it('never shows password hashes, not even to auditors', async () => {
    const response = await asAdmin(
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ event_type: 'UserRegistered' }))}`,
    ).expect(200);
    for (const event of response.body) expect(event.data.password_hash).toBe('[redacted]');
  });

  it('shows one event by position, and a stream with the entity as its events describe it, as of a position', async () => {
    const stream = await asAdmin(`/api/super-admin/audit/streams/user-${ownerId}`).expect(200);
    expect(stream.body.data).toMatchObject({ stream_id: `user-${ownerId}`, stream_type: 'user', version: 2 });
    expect(stream.body.data.state).toMatchObject({
      name: 'Zara Ahmed',
      email: 'zara@example.com',
      role: 'filter_owner',
      password_hash: '[redacted]',
    });
    const firstPosition = stream.body.data.events[0].id;

    const asOf = await asAdmin(`/api/super-admin/audit/streams/user-${ownerId}?as_of=${firstPosition}`).expect(200);
    expect(asOf.body.data.version).toBe(1);
    expect(asOf.body.data.events).toHaveLength(1);

    const one = await asAdmin(`/api/admin/events/${firstPosition}`).expect(200);
    expect(one.body).toMatchObject({ id: firstPosition, event_type: 'UserRegistered' });
    await asAdmin('/api/super-admin/audit/streams/plant-999999').expect(404);
    await asAdmin(`/api/super-admin/audit/streams/user-${ownerId}?as_of=last-week`).expect(422);
  });

  it('keeps owners out of the log (403)', async () => {
    await t.http().get('/api/admin/events').set('authorization', `Bearer ${owner}`).expect(403);
    await t.http().get(`/api/super-admin/audit/streams/user-${ownerId}`).set('authorization', `Bearer ${owner}`).expect(403);
  });

  describe('the auditor role', () => {
    let auditor: string;

    beforeAll(async () => {
      const created = await t
        .http()
        .post('/api/super-admin/auditors')
        .set('authorization', `Bearer ${admin}`)
        .send({ name: 'Audit Firm', email: 'audit@example.com', password: 'audit-password' })
        .expect(201);
      expect(created.body.data).toMatchObject({ role: 'auditor', email: 'audit@example.com' });
      auditor = await t.login('audit@example.com', 'audit-password');
    });

    it('validates the new auditor', async () => {
      const response = await t
        .http()
        .post('/api/super-admin/auditors')
        .set('authorization', `Bearer ${admin}`)
        .send({ name: '', email: 'x', password: 'short' })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'name', 'password']);
    });

    it('reads the log and the console lists', async () => {
      await t.http().get('/api/admin/events').set('authorization', `Bearer ${auditor}`).expect(200);
      await t.http().get(`/api/super-admin/audit/streams/user-${ownerId}`).set('authorization', `Bearer ${auditor}`).expect(200);
    });

    it('gets 403 on every write route of the console and the super-admin API', async () => {
      await t
        .http()
        .post('/api/super-admin/auditors')
        .set('authorization', `Bearer ${auditor}`)
        .send({ name: 'X', email: 'x@example.com', password: 'whatever-pass' })
        .expect(403);
      await t.http().put(`/api/admin/filter-owners/${ownerId}`).set('authorization', `Bearer ${auditor}`).send({ name: 'X' }).expect(403);
      await t.http().delete('/api/super-admin/filter-owners/1').set('authorization', `Bearer ${auditor}`).expect(403);
      await t
        .http()
        .put('/api/super-admin/system-settings')
        .set('authorization', `Bearer ${auditor}`)
        .send({ app: { onboarding_enabled: false } })
        .expect(403);
    });

    it('cannot reach the owner routes', async () => {
      await t.http().get('/api/filter-owner/my-plants').set('authorization', `Bearer ${auditor}`).expect(403);
    });
  });

  describe('export and verify', () => {
    it('verifies the log in the database as intact', async () => {
      const report = await verifyDatabase(t.db.dataSource);
      expect(report.ok).toBe(true);
      expect(report.events).toBeGreaterThan(3);
    });

    it('exports NDJSON with a manifest, which verifies; an edited line is caught', async () => {
      const directory = mkdtempSync(join(tmpdir(), 'paani-export-'));
      const manifest = await exportLog(t.db.dataSource, {}, directory);
      const lines = readFileSync(join(directory, 'events.ndjson'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(manifest.count);
      expect(JSON.parse(lines[lines.length - 1]).hash).toBe(manifest.last_hash);
      expect((await verifyExport(directory)).ok).toBe(true);

      const edited = lines.map((line) => {
        const event = JSON.parse(line);
        if (event.event_type === 'UserRegistered' && event.data.email === 'zara@example.com') event.data.name = 'Someone Else';
        return JSON.stringify(event);
      });
      writeFileSync(join(directory, 'events.ndjson'), `${edited.join('\n')}\n`);
      const report = await verifyExport(directory);
      expect(report.ok).toBe(false);
      expect(report.problems[0]).toMatchObject({ stream_id: `user-${ownerId}`, stream_version: 1 });
      expect(report.manifestProblems).toContain('the file digest differs from the manifest (lines were changed, added or removed)');
    });

    it("exports one owner's events only", async () => {
      const directory = mkdtempSync(join(tmpdir(), 'paani-export-'));
      const manifest = await exportLog(t.db.dataSource, { ownerId }, directory);
      const events = readFileSync(join(directory, 'events.ndjson'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(manifest.count).toBe(events.length);
      expect(events.every((e) => e.tenant_id === ownerId)).toBe(true);
      expect((await verifyExport(directory)).ok).toBe(true);
    });

    it('finds an event altered in the database behind the trigger, and names it', async () => {
      const [target] = await t.db.dataSource.query(`SELECT global_position FROM events WHERE stream_id = $1 AND stream_version = 1`, [
        `user-${ownerId}`,
      ]);
      await t.db.dataSource.query(`ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete`);
      await t.db.dataSource.query(`UPDATE events SET data = jsonb_set(data, '{name}', '"Tampered"') WHERE global_position = $1`, [
        target.global_position,
      ]);
      await t.db.dataSource.query(`ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete`);
      const report = await verifyDatabase(t.db.dataSource);
      expect(report.ok).toBe(false);
      expect(report.problems[0]).toMatchObject({
        position: String(target.global_position),
        problem: 'its content does not give its hash (the event was changed)',
      });

      // Put it back as it was: the chain is whole again (and the suite's closing check passes).
      await t.db.dataSource.query(`ALTER TABLE events DISABLE TRIGGER events_no_update_or_delete`);
      await t.db.dataSource.query(`UPDATE events SET data = jsonb_set(data, '{name}', '"Zara Ahmed"') WHERE global_position = $1`, [
        target.global_position,
      ]);
      await t.db.dataSource.query(`ALTER TABLE events ENABLE TRIGGER events_no_update_or_delete`);
      expect((await verifyDatabase(t.db.dataSource)).ok).toBe(true);
    });
  });

  describe('replay', () => {
    it('finds a hand-edited read model and rebuilds it from the log', async () => {
      const rebuilder = t.app.get(ProjectionRebuilder);
      await t.db.dataSource.query(`UPDATE users SET name = 'Edited By Hand' WHERE id = $1`, [ownerId]);
      const verify = await rebuilder.rebuild({ verifyOnly: true });
      expect(verify.equal).toBe(false);
      expect(verify.tables.find((table) => table.table === 'users')?.onlyLive[0]).toContain('Edited By Hand');
      await rebuilder.rebuild();
      expect((await rebuilder.rebuild({ verifyOnly: true })).equal).toBe(true);
    });

    it('rebuilds the read models as of a past position into a schema of their own', async () => {
      const [{ position }] = await t.db.dataSource.query(
        `SELECT global_position AS position FROM events WHERE stream_id = $1 AND stream_version = 1`,
        [`user-${ownerId}`],
      );
      const report = await t.app.get(ProjectionRebuilder).rebuild({ asOf: { position: Number(position) } });
      expect(report.schema).toBe(`as_of_${position}`);
      const [past] = await t.db.dataSource.query(`SELECT first_login_completed FROM ${report.schema}.users WHERE id = $1`, [ownerId]);
      const [now] = await t.db.dataSource.query(`SELECT first_login_completed FROM users WHERE id = $1`, [ownerId]);
      expect(past.first_login_completed).toBe(false);
      expect(now.first_login_completed).toBe(true);
    });
  });
});
