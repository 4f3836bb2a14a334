import { CommandBus } from '@nestjs/cqrs';
import simpleRestProvider from 'ra-data-simple-rest';
import { DataProvider, fetchUtils, HttpError } from 'ra-core';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

/**
 * The console's own data provider, unchanged (its httpClient only adds the Bearer token), against
 * the running API over real HTTP: the proof that /api/admin speaks ra-data-simple-rest.
 */
describe('the react-admin surface /api/admin driven by ra-data-simple-rest (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let data: DataProvider;
  let ownerData: DataProvider;
  let baseUrl: string;

  const provider = (token: string): DataProvider =>
    simpleRestProvider(`${baseUrl}/api/admin`, (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers ?? { Accept: 'application/json' });
      headers.set('Authorization', `Bearer ${token}`);
      return fetchUtils.fetchJson(url, { ...options, headers });
    });

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    const bus = t.app.get(CommandBus);
    for (let i = 1; i <= 30; i += 1) {
      await bus.execute(
        new RegisterUserCommand(`Owner ${String(i).padStart(2, '0')}`, `owner${i}@water.pk`, 'filter_owner', 'owner-password', i % 3 !== 0),
      );
    }
    data = provider(await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password));
    ownerData = provider(await t.login('owner1@water.pk', 'owner-password'));
  });
  afterAll(() => t.close());

  describe('filter-owners', () => {
    it('pages, sorts and counts through Content-Range', async () => {
      const first = await data.getList('filter-owners', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      });
      expect(first.total).toBe(30);
      expect(first.data).toHaveLength(10);
      expect(first.data[0]).toMatchObject({
        name: 'Owner 01',
        email: 'owner1@water.pk',
        filter_plants_count: 0,
        billing_summary: { total_monthly_fees: 0, active_plants: 0 },
      });
      const last = await data.getList('filter-owners', {
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'name', order: 'DESC' },
        filter: {},
      });
      expect(last.data.map((o) => o.name)).toEqual([
        'Owner 10',
        'Owner 09',
        'Owner 08',
        'Owner 07',
        'Owner 06',
        'Owner 05',
        'Owner 04',
        'Owner 03',
        'Owner 02',
        'Owner 01',
      ]);
    });

    it('filters with q and is_active, and fetches many by id', async () => {
      const search = await data.getList('filter-owners', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'OWNER2' },
      });
      expect(search.total).toBe(11);
      const inactive = await data.getList('filter-owners', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: { is_active: false },
      });
      expect(inactive.total).toBe(10);
      const ids = search.data.slice(0, 3).map((o) => o.id);
      const many = await data.getMany('filter-owners', { ids });
      expect(many.data.map((o) => o.id).sort()).toEqual([...ids].sort());
    });

    it('creates, reads, updates (whole record back) and deletes (deactivates)', async () => {
      const created = await data.create('filter-owners', {
        data: { name: 'Zara', email: 'zara@water.pk', password: 'zara-password', is_active: true },
      });
      expect(created.data).toMatchObject({ id: expect.any(Number), name: 'Zara', is_active: true });
      const one = await data.getOne('filter-owners', { id: created.data.id });
      expect(one.data.analytics).toMatchObject({ plants_breakdown: [], total_monthly_billing: 0 });
      const updated = await data.update('filter-owners', {
        id: one.data.id,
        data: { ...one.data, name: 'Zara Ali' },
        previousData: one.data,
      });
      expect(updated.data).toMatchObject({ name: 'Zara Ali', email: 'zara@water.pk' });
      await t.login('zara@water.pk', 'zara-password');
      const deleted = await data.delete('filter-owners', { id: one.data.id, previousData: updated.data });
      expect(deleted.data).toMatchObject({ id: one.data.id, is_active: false });
      const [row] = await t.db.dataSource.query(`SELECT is_active FROM users WHERE id = $1`, [one.data.id]);
      expect(row.is_active).toBe(false);
    });

    it('answers bad input with a status and { message, errors: { field: message } }', async () => {
      const failure = await data
        .create('filter-owners', { data: { name: '', email: 'owner1@water.pk', password: 'x' } })
        .catch((error) => error);
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure.status).toBe(422);
      expect(failure.body.errors).toEqual({ name: 'The name field is required.', password: 'The password must be at least 8 characters.' });
      const taken = await data
        .create('filter-owners', { data: { name: 'Again', email: 'OWNER1@water.pk', password: 'long-enough' } })
        .catch((error) => error);
      expect(taken.body.errors).toEqual({ email: 'The email has already been taken.' });
      const missing = await data.getOne('filter-owners', { id: 999999 }).catch((error) => error);
      expect(missing.status).toBe(404);
    });
  });

  describe('subscription-plans', () => {
    it('lists the seeded plans, creates, edits and retires one', async () => {
      const list = await data.getList('subscription-plans', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'price_per_month', order: 'ASC' },
        filter: {},
      });
      expect(list.data.map((p) => p.name)).toEqual(['Free', 'Basic', 'Standard', 'Premium']);
      expect(list.total).toBe(4);
      const created = await data.create('subscription-plans', {
        data: { name: 'Enterprise', price_per_month: 999, max_plants: 100, features: ['All'] },
      });
      const updated = await data.update('subscription-plans', {
        id: created.data.id,
        data: { ...created.data, price_per_month: 899 },
        previousData: created.data,
      });
      expect(updated.data).toMatchObject({ price_per_month: 899, is_retired: false });
      const retired = await data.delete('subscription-plans', { id: created.data.id, previousData: updated.data });
      expect(retired.data.is_retired).toBe(true);
      const search = await data.getList('subscription-plans', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'enter' },
      });
      expect(search.data.map((p) => p.name)).toEqual(['Enterprise']);
      const bad = await data
        .create('subscription-plans', { data: { name: 'Basic', price_per_month: 1, max_plants: 1 } })
        .catch((error) => error);
      expect(bad.body.errors).toEqual({ name: 'The name has already been taken.' });
    });
  });

  describe('currencies', () => {
    it('creates, lists, updates and deletes currencies with the code and rate rules', async () => {
      const usd = await data.create('currencies', { data: { code: 'USD', name: 'US Dollar', symbol: '$', exchange_rate: 0.0036 } });
      const list = await data.getList('currencies', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'code', order: 'ASC' },
        filter: {},
      });
      expect(list.data.map((c) => c.code)).toEqual(['PKR', 'USD']);
      expect(list.total).toBe(2);
      const updated = await data.update('currencies', {
        id: usd.data.id,
        data: { ...usd.data, exchange_rate: 0.0037 },
        previousData: usd.data,
      });
      expect(updated.data.exchange_rate).toBe(0.0037);
      const bad = await data
        .create('currencies', { data: { code: 'eur', name: 'Euro', symbol: '€', exchange_rate: 0 } })
        .catch((error) => error);
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        code: 'The code must be exactly three uppercase letters (A-Z).',
        exchange_rate: 'The exchange rate must be greater than 0.',
      });
      const pkr = await data.delete('currencies', { id: 1 }).catch((error) => error);
      expect(pkr.status).toBe(422);
      await data.delete('currencies', { id: usd.data.id, previousData: updated.data });
      expect(
        (await data.getList('currencies', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total,
      ).toBe(1);
    });
  });

  it("is the super admin's alone: an owner gets 403 on every resource", async () => {
    for (const resource of ['filter-owners', 'subscription-plans', 'currencies']) {
      const failure = await ownerData
        .getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
        .catch((error) => error);
      expect(failure.status).toBe(403);
    }
  });
});
