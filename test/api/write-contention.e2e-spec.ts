import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../api/src/app.factory';
import { openDatabase } from '../../api/src/platform/database/data-source';
import { PLANT_TIME_ZONE, plantToday } from '../../api/src/platform/domain/plant-day';
import { startTestApp, TestApp } from '../support/test-app';
import { createArea, createCustomer } from './customers.fixtures';
import { auth, createOwner, createPlant, Owner } from './plants.fixtures';

/**
 * Commands that do not depend on what the user saw wait for their stream's turn instead of failing
 * on a lost race, in one process and across processes: a second app on the same database stands in
 * for a second API process (it shares no memory with the first, only PostgreSQL).
 */
describe('writers of one customer wait their turn, across two processes (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let other: NestFastifyApplication;
  let otherData: DataSource;
  let owner: Owner;
  let plantId: number;
  let areaId: number;

  beforeAll(async () => {
    t = await startTestApp();
    otherData = await openDatabase(t.db.url, 4);
    other = await createApp({ config: t.config, dataSource: otherData, redis: t.redis?.duplicate() ?? null });
    owner = await createOwner(t, { plan: 'Premium' });
    plantId = await createPlant(t, owner, { default_can_rate: 60 });
    areaId = await createArea(t, owner, plantId, 'Model Town');
  });

  afterAll(async () => {
    await other?.close();
    if (otherData?.isInitialized) await otherData.destroy();
    await t?.close();
  });

  const apps = () => [t.app, other];
  const on = (app: NestFastifyApplication) => request(app.getHttpServer());

  it('saves 40 entries sent at once for one customer, half to each process: none refused, every can and rupee counted', async () => {
    const customer = await createCustomer(t, owner, plantId, { name: 'Busy House', area_id: areaId });
    const today = plantToday(PLANT_TIME_ZONE);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        on(apps()[i % 2])
          .post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`)
          .set(auth(owner.token))
          .send({ customer_id: customer.id, date: today, cans_delivered: 1 + (i % 3), cans_returned: 0, collected: i % 2 === 0 ? 10 : 0 }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    const cans = Array.from({ length: 40 }, (_, i) => 1 + (i % 3)).reduce((sum, n) => sum + n, 0);
    const shown = (await t.http().get(`/api/filter-owner/customers/${customer.id}`).set(auth(owner.token)).expect(200)).body.data;
    expect({ cans_out: shown.cans_out, balance: shown.balance }).toEqual({ cans_out: cans, balance: cans * 60 - 20 * 10 });
    const [{ events }] = await t.db.dataSource.query(`SELECT count(*)::int AS events FROM events WHERE stream_id = $1`, [
      `customer-${customer.id}`,
    ]);
    expect(events).toBe(1 + 40);
  });

  it('takes payments, adjustments and deliveries of one customer at once through both processes, in turn', async () => {
    const customer = await createCustomer(t, owner, plantId, { name: 'Mixed Traffic', area_id: areaId, opening_balance: 1000 });
    const calls = Array.from({ length: 24 }, (_, i) => {
      const http = on(apps()[i % 2]);
      if (i % 3 === 0)
        return http
          .post(`/api/filter-owner/customers/${customer.id}/payments`)
          .set(auth(owner.token))
          .send({ amount: 25.5, method: 'cash' });
      if (i % 3 === 1)
        return http
          .post(`/api/filter-owner/customers/${customer.id}/adjustments`)
          .set(auth(owner.token))
          .send({ amount: 10, cans: 0, reason: `Parallel ${i}` });
      return http
        .post(`/api/filter-owner/daily-entries?filter_plant_id=${plantId}`)
        .set(auth(owner.token))
        .send({ customer_id: customer.id, cans_delivered: 2, cans_returned: 1 });
    });
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses).toEqual(Array(24).fill(201));
    const shown = (await t.http().get(`/api/filter-owner/customers/${customer.id}`).set(auth(owner.token)).expect(200)).body.data;
    // 8 payments of 25.50, 8 adjustments of 10, 8 deliveries of 2 cans at 60 (1 back each).
    expect({ balance: shown.balance, cans_out: shown.cans_out }).toEqual({ balance: 1000 - 8 * 25.5 + 8 * 10 + 8 * 120, cans_out: 8 });
  });

  it('still refuses with 409 a change made on what the user saw when another write came first', async () => {
    const customer = await createCustomer(t, owner, plantId, { name: 'Toggled', area_id: areaId });
    const toggles = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        on(apps()[i % 2])
          .put(`/api/filter-owner/customers/${customer.id}/toggle-status`)
          .set(auth(owner.token))
          .send({}),
      ),
    );
    const statuses = toggles.map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    for (const response of toggles.filter((r) => r.status === 409)) expect(response.body.error_code).toBe('CONCURRENCY_CONFLICT');
    // Every 200 flipped the status once, and every 409 wrote nothing.
    const [{ flips }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS flips FROM events WHERE stream_id = $1 AND event_type IN ('CustomerDeactivated', 'CustomerActivated')`,
      [`customer-${customer.id}`],
    );
    expect(flips).toBe(statuses.filter((status) => status === 200).length);
  });
});
