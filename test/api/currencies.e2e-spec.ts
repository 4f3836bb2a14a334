import { CommandBus } from '@nestjs/cqrs';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { ProjectionRebuilder } from '../../api/src/platform/event-store/projection-rebuilder';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

/** A stand-in for the rate provider: answers with `rates`, or fails the next `failures` calls. */
function rateSource() {
  const state = { rates: { USD: 0.0036, EUR: 0.0033 } as Record<string, number>, failures: 0, calls: 0 };
  const server: Server = createServer((_req, res) => {
    state.calls += 1;
    if (state.failures > 0) {
      state.failures -= 1;
      res.writeHead(503).end('down for maintenance');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ base: 'PKR', rates: state.rates }));
  });
  return { state, server };
}

describe('currencies, preferences and exchange-rate jobs (HTTP, real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  const source = rateSource();
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const eventCount = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;
  const ids: Record<string, number> = {};

  async function waitForJob(jobId: string, states: string[], timeoutMs = 20_000) {
    const started = Date.now();
    for (;;) {
      const response = await t
        .http()
        .get(`/api/super-admin/jobs/${encodeURIComponent(jobId)}`)
        .set(auth(admin))
        .expect(200);
      if (states.includes(response.body.data.state)) return response.body.data;
      if (Date.now() - started > timeoutMs) throw new Error(`job ${jobId} still ${response.body.data.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => source.server.listen(0, '127.0.0.1', resolve));
    const { port } = source.server.address() as AddressInfo;
    t = await startTestApp({ EXCHANGE_RATES_URL: `http://127.0.0.1:${port}/rates.json` });
    await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', 'asif@example.com', 'filter_owner', 'owner-password'));
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    owner = await t.login('asif@example.com', 'owner-password');
  });
  afterAll(async () => {
    await t.close();
    source.server.close();
  });

  it('seeds PKR as id 1, rate 1, default and active; the list is an array', async () => {
    const response = await t.http().get('/api/super-admin/currencies').set(auth(admin)).expect(200);
    expect(response.body.message).toBe('Currencies retrieved successfully');
    expect(response.body.data).toEqual([
      expect.objectContaining({ id: 1, code: 'PKR', name: 'Pakistani Rupee', exchange_rate: 1, is_default: true, is_active: true }),
    ]);
  });

  it('creates currencies with the code and rate rules', async () => {
    for (const [code, name, symbol, rate] of [
      ['USD', 'US Dollar', '$', 0.0036],
      ['EUR', 'Euro', '€', 0.0033],
      ['GBP', 'Pound Sterling', '£', 0.0028],
    ] as const) {
      const response = await t
        .http()
        .post('/api/super-admin/currencies')
        .set(auth(admin))
        .send({ code, name, symbol, exchange_rate: rate })
        .expect(201);
      expect(response.body).toMatchObject({
        message: 'Currency created successfully',
        data: { code, exchange_rate: rate, is_active: true, is_default: false },
      });
      ids[code] = response.body.data.id;
    }
    expect(ids.USD).toBeGreaterThan(1);
  });

  it.each([
    [{ code: 'usd', name: 'x', symbol: 'x', exchange_rate: 1 }, 'code', 'The code must be exactly three uppercase letters (A-Z).'],
    [{ code: 'US', name: 'x', symbol: 'x', exchange_rate: 1 }, 'code', 'The code must be exactly three uppercase letters (A-Z).'],
    [{ code: 'USDX', name: 'x', symbol: 'x', exchange_rate: 1 }, 'code', 'The code must be exactly three uppercase letters (A-Z).'],
    [{ code: 'JPY', name: 'x', symbol: 'x', exchange_rate: 0 }, 'exchange_rate', 'The exchange rate must be greater than 0.'],
    [{ code: 'JPY', name: 'x', symbol: 'x', exchange_rate: -2 }, 'exchange_rate', 'The exchange rate must be greater than 0.'],
    [{ code: 'JPY', name: 'x', symbol: 'x', exchange_rate: 1_000_000 }, 'exchange_rate', 'The exchange rate must be less than 1,000,000.'],
    [
      { code: 'JPY', name: 'x', symbol: 'x', exchange_rate: '1' },
      'exchange_rate',
      'The exchange rate must be a number with at most 8 decimals.',
    ],
    [{ code: 'JPY', symbol: 'x', exchange_rate: 1 }, 'name', 'The name field is required.'],
    [{ code: 'USD', name: 'Again', symbol: '$', exchange_rate: 1 }, 'code', 'The code has already been taken.'],
  ])('refuses %j with 422 and writes nothing', async (body, field, message) => {
    const before = await eventCount();
    const response = await t.http().post('/api/super-admin/currencies').set(auth(admin)).send(body).expect(422);
    expect(response.body.errors[field]).toContain(message);
    expect(await eventCount()).toBe(before);
  });

  it('updates, toggles, sets the default and keeps PKR fixed', async () => {
    const updated = await t
      .http()
      .put(`/api/super-admin/currencies/${ids.GBP}`)
      .set(auth(admin))
      .send({ name: 'British Pound', exchange_rate: 0.0029 })
      .expect(200);
    expect(updated.body.data).toMatchObject({ name: 'British Pound', code: 'GBP', exchange_rate: 0.0029 });
    const rate = await t
      .http()
      .put(`/api/super-admin/currencies/${ids.USD}/exchange-rate`)
      .set(auth(admin))
      .send({ exchange_rate: 0.0035 })
      .expect(200);
    expect(rate.body).toMatchObject({ message: 'Exchange rate updated successfully', data: { exchange_rate: 0.0035 } });
    await t.http().put(`/api/super-admin/currencies/${ids.USD}/exchange-rate`).set(auth(admin)).send({ exchange_rate: 0 }).expect(422);

    const off = await t.http().put(`/api/super-admin/currencies/${ids.GBP}/toggle-status`).set(auth(admin)).expect(200);
    expect(off.body).toMatchObject({ message: 'Currency deactivated successfully', data: { is_active: false } });
    const refused = await t.http().put(`/api/super-admin/currencies/${ids.GBP}/set-default`).set(auth(admin)).expect(422);
    expect(refused.body.message).toBe('Only an active currency can be the default.');
    await t.http().put(`/api/super-admin/currencies/${ids.GBP}/toggle-status`).set(auth(admin)).expect(200);

    const pkrRate = await t
      .http()
      .put('/api/super-admin/currencies/1/exchange-rate')
      .set(auth(admin))
      .send({ exchange_rate: 2 })
      .expect(422);
    expect(pkrRate.body.errors.exchange_rate).toEqual(['PKR is the base currency: its exchange rate is always 1.']);
    await t.http().put('/api/super-admin/currencies/1').set(auth(admin)).send({ code: 'PKX' }).expect(422);
    const pkrDelete = await t.http().delete('/api/super-admin/currencies/1').set(auth(admin)).expect(422);
    expect(pkrDelete.body.message).toBe('PKR is the base currency and cannot be deleted.');
    await t.http().put('/api/super-admin/currencies/1/toggle-status').set(auth(admin)).expect(422);

    const made = await t.http().put(`/api/super-admin/currencies/${ids.EUR}/set-default`).set(auth(admin)).expect(200);
    expect(made.body).toMatchObject({ message: 'Euro (EUR) is now the default currency', data: { is_default: true } });
    const list = (await t.http().get('/api/super-admin/currencies').set(auth(admin))).body.data;
    expect(list.filter((c: { is_default: boolean }) => c.is_default).map((c: { code: string }) => c.code)).toEqual(['EUR']);
    const deleteDefault = await t.http().delete(`/api/super-admin/currencies/${ids.EUR}`).set(auth(admin)).expect(422);
    expect(deleteDefault.body.message).toBe('The default currency cannot be deleted. Make another currency the default first.');
    await t.http().put(`/api/super-admin/currencies/${ids.EUR}/toggle-status`).set(auth(admin)).expect(422);
    await t.http().put('/api/super-admin/currencies/1/set-default').set(auth(admin)).expect(200);
    const pkr = await t.http().get('/api/super-admin/currencies/1').set(auth(admin)).expect(200);
    expect(pkr.body.data).toMatchObject({ code: 'PKR', exchange_rate: 1, is_default: true });
  });

  it('updates rates in bulk, all or none, and keeps a rate history', async () => {
    const before = await eventCount();
    const bad = await t
      .http()
      .put('/api/super-admin/currencies/bulk-update-rates')
      .set(auth(admin))
      .send({
        updates: [
          { currency_id: ids.USD, exchange_rate: 0.004 },
          { currency_id: 9999, exchange_rate: 1 },
        ],
      })
      .expect(422);
    expect(bad.body.errors['updates.1.currency_id']).toEqual(['The selected currency is invalid.']);
    expect(await eventCount()).toBe(before);
    await t
      .http()
      .put('/api/super-admin/currencies/bulk-update-rates')
      .set(auth(admin))
      .send({ updates: [{ currency_id: ids.USD, exchange_rate: 2_000_000 }] })
      .expect(422);

    const ok = await t
      .http()
      .put('/api/super-admin/currencies/bulk-update-rates')
      .set(auth(admin))
      .send({
        updates: [
          { currency_id: ids.USD, exchange_rate: 0.004 },
          { currency_id: ids.EUR, exchange_rate: 0.0031 },
        ],
      })
      .expect(200);
    expect(ok.body.data.updated).toBe(2);
    const history = await t.http().get(`/api/super-admin/currencies/${ids.USD}/rate-history`).set(auth(admin)).expect(200);
    expect(history.body.data.days).toBe(30);
    expect(history.body.data.history.map((h: { exchange_rate: number; source: string }) => [h.exchange_rate, h.source])).toEqual([
      [0.004, 'bulk'],
      [0.0035, 'manual'],
    ]);
    expect(history.body.data.history[0].previous_rate).toBe(0.0035);
    await t.http().get(`/api/super-admin/currencies/${ids.USD}/rate-history?days=0`).set(auth(admin)).expect(422);
    await t.http().get('/api/super-admin/currencies/9999/rate-history').set(auth(admin)).expect(404);
  });

  it('converts amounts through PKR to 2 decimals', async () => {
    const response = await t
      .http()
      .post('/api/super-admin/currencies/convert')
      .set(auth(admin))
      .send({ amount: 1000, from_currency_id: 1, to_currency_id: ids.USD })
      .expect(200);
    expect(response.body.data.converted_amount).toBe(4);
    const back = await t
      .http()
      .post('/api/super-admin/currencies/convert')
      .set(auth(admin))
      .send({ amount: 4, from_currency_id: ids.USD, to_currency_id: 1 })
      .expect(200);
    expect(back.body.data.converted_amount).toBe(1000);
    const cross = await t
      .http()
      .post('/api/super-admin/currencies/convert')
      .set(auth(admin))
      .send({ amount: 10, from_currency_id: ids.USD, to_currency_id: ids.EUR })
      .expect(200);
    expect(cross.body.data.converted_amount).toBe(7.75);
    const missing = await t
      .http()
      .post('/api/super-admin/currencies/convert')
      .set(auth(admin))
      .send({ amount: 1, from_currency_id: 9999, to_currency_id: 1 })
      .expect(422);
    expect(missing.body.errors.from_currency_id).toEqual(['The selected from currency is invalid.']);
    await t
      .http()
      .post('/api/super-admin/currencies/convert')
      .set(auth(admin))
      .send({ amount: -1, from_currency_id: 1, to_currency_id: 1 })
      .expect(422);
  });

  it("stores each user's currency preference and the owner's business currency", async () => {
    const mine = await t.http().put('/api/super-admin/profile/currency').set(auth(admin)).send({ currency_id: ids.USD }).expect(200);
    expect(mine.body).toMatchObject({
      message: 'Currency preference set to US Dollar (USD)',
      data: { currency_id: ids.USD, currency: { code: 'USD' } },
    });
    const ownerDefault = await t.http().get('/api/filter-owner/profile/currency').set(auth(owner)).expect(200);
    expect(ownerDefault.body.data).toMatchObject({ currency_id: 1, is_default: true });
    const ownerPref = await t.http().put('/api/filter-owner/profile/currency').set(auth(owner)).send({ currency_id: ids.EUR }).expect(200);
    expect(ownerPref.body.message).toBe('Currency preference set to Euro (EUR)');
    const [event] = await t.db.dataSource.query(
      `SELECT data, tenant_id FROM events WHERE event_type = 'UserCurrencyPreferenceSet' AND tenant_id IS NOT NULL`,
    );
    expect(event.data).toMatchObject({ currency_id: ids.EUR, code: 'EUR' });

    const business = await t.http().put('/api/filter-owner/business/currency').set(auth(owner)).send({ currency_id: 1 }).expect(200);
    expect(business.body).toMatchObject({
      message: 'Business currency set to Pakistani Rupee (PKR)',
      data: { currency_id: 1, is_default: false },
    });
    const read = await t.http().get('/api/filter-owner/business/currency').set(auth(owner)).expect(200);
    expect(read.body.data.currency.code).toBe('PKR');

    await t.http().put(`/api/super-admin/currencies/${ids.GBP}/toggle-status`).set(auth(admin)).expect(200);
    const inactive = await t.http().put('/api/filter-owner/profile/currency').set(auth(owner)).send({ currency_id: ids.GBP }).expect(422);
    expect(inactive.body.errors.currency_id).toEqual(['The selected currency is invalid.']);
    await t.http().put('/api/filter-owner/profile/currency').set(auth(owner)).send({ currency_id: 'usd' }).expect(422);
    await t.http().put('/api/filter-owner/profile/currency').set(auth(owner)).send({}).expect(422);
    await t.http().put('/api/super-admin/profile/currency').set(auth(owner)).send({ currency_id: 1 }).expect(403);

    const active = await t.http().get('/api/currencies').set(auth(owner)).expect(200);
    expect(active.body.data.map((c: { code: string }) => c.code)).toEqual(['PKR', 'EUR', 'USD']);
  });

  it('runs the update-all job on BullMQ against the rate source: each rate an event and a history row', async () => {
    source.state.rates = { USD: 0.00355, EUR: 0.00325 };
    const queued = await t.http().post('/api/super-admin/system-settings/exchange-rates/update-all').set(auth(admin)).expect(202);
    expect(queued.body).toMatchObject({
      success: true,
      message: 'Exchange rate update queued',
      data: { job_id: expect.stringMatching(/^exchange-rates:/), queue: t.redis ? 'redis' : 'in-process' },
    });
    const job = await waitForJob(queued.body.data.job_id, ['completed', 'failed']);
    expect(job).toMatchObject({
      state: 'completed',
      attempts_made: 1,
      result: {
        updated: [
          { code: 'EUR', exchange_rate: 0.00325 },
          { code: 'USD', exchange_rate: 0.00355 },
        ],
        missing: [],
      },
    });
    const usd = await t.http().get(`/api/super-admin/currencies/${ids.USD}`).set(auth(admin)).expect(200);
    expect(usd.body.data.exchange_rate).toBe(0.00355);
    const rows = await t.db.dataSource.query(
      `SELECT h.code, e.metadata->>'source' AS source FROM currency_rate_history h JOIN events e ON e.global_position = h.id WHERE h.source = 'job' ORDER BY h.code`,
    );
    expect(rows).toEqual([
      { code: 'EUR', source: 'job' },
      { code: 'USD', source: 'job' },
    ]);
  });

  it('retries a failing rate source with backoff, then reports success or the failure', async () => {
    source.state.failures = 1;
    const first = (await t.http().post('/api/super-admin/system-settings/exchange-rates/update-all').set(auth(admin)).expect(202)).body.data
      .job_id;
    const retried = await waitForJob(first, ['completed', 'failed']);
    expect(retried).toMatchObject({ state: 'completed', attempts_made: 2 });

    source.state.failures = 10;
    const second = (await t.http().post('/api/super-admin/system-settings/exchange-rates/update-all').set(auth(admin)).expect(202)).body
      .data.job_id;
    const failed = await waitForJob(second, ['failed']);
    expect(failed).toMatchObject({
      state: 'failed',
      attempts_made: 3,
      max_attempts: 3,
      failed_reason: 'The rate source answered 503 Service Unavailable',
    });
    source.state.failures = 0;
    await t.http().get('/api/super-admin/jobs/exchange-rates%3A999999').set(auth(admin)).expect(404);
  });

  it('schedules the repeatable job while auto_update_rates is on, at rate_update_frequency', async () => {
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ currency: { auto_update_rates: true, rate_update_frequency: 'hourly' } })
      .expect(200);
    const on = await t.http().get('/api/super-admin/system-settings/exchange-rates/schedule').set(auth(admin)).expect(200);
    if (t.redis) expect(on.body.data.schedule).toMatchObject({ every: 3_600_000 });
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ currency: { auto_update_rates: false } })
      .expect(200);
    const off = await t.http().get('/api/super-admin/system-settings/exchange-rates/schedule').set(auth(admin)).expect(200);
    expect(off.body.data.schedule).toBeNull();
  });

  it('deletes a currency that is neither PKR nor the default', async () => {
    const removed = await t.http().delete(`/api/super-admin/currencies/${ids.GBP}`).set(auth(admin)).expect(200);
    expect(removed.body).toMatchObject({ message: 'Currency deleted successfully', data: { code: 'GBP' } });
    await t.http().get(`/api/super-admin/currencies/${ids.GBP}`).set(auth(admin)).expect(404);
  });

  it('rebuilds currencies, rate history, choices, settings and plans from the log exactly as they are', async () => {
    const report = await t.app.get(ProjectionRebuilder).rebuild({ verifyOnly: true });
    const mine = [
      'currencies',
      'currency_rate_history',
      'user_currency_preferences',
      'business_currencies',
      'system_settings',
      'subscription_plans',
      'owner_packages',
    ];
    const tables = report.tables.filter((table) => mine.includes(table.table));
    expect(tables.map((table) => table.table).sort()).toEqual([...mine].sort());
    for (const table of tables) expect(table).toMatchObject({ equal: true, onlyLive: [], onlyRebuilt: [] });
    expect(tables.find((table) => table.table === 'currency_rate_history')!.liveRows).toBeGreaterThan(4);
  });

  it('keeps owners out of every currency administration route (403)', async () => {
    await t.http().get('/api/super-admin/currencies').set(auth(owner)).expect(403);
    await t
      .http()
      .post('/api/super-admin/currencies')
      .set(auth(owner))
      .send({ code: 'JPY', name: 'Yen', symbol: '¥', exchange_rate: 0.5 })
      .expect(403);
    await t.http().put('/api/super-admin/currencies/1/set-default').set(auth(owner)).expect(403);
    await t.http().post('/api/super-admin/system-settings/exchange-rates/update-all').set(auth(owner)).expect(403);
    await t.http().get('/api/super-admin/jobs/exchange-rates%3A1').set(auth(owner)).expect(403);
  });
});
