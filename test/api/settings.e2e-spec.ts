import { CommandBus } from '@nestjs/cqrs';
import { RegisterUserCommand } from '../../api/src/modules/auth/user.commands';
import { SUPER_ADMIN, startTestApp, TestApp } from '../support/test-app';

describe('system settings and the onboarding switch (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const eventCount = async () => (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events`))[0].n as number;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(CommandBus).execute(new RegisterUserCommand('Asif Khan', 'asif@example.com', 'filter_owner', 'owner-password'));
    admin = await t.login(SUPER_ADMIN.email, SUPER_ADMIN.password);
    owner = await t.login('asif@example.com', 'owner-password');
  });
  afterAll(() => t.close());

  it('seeds onboarding on and the currency fallbacks, as events, once', async () => {
    const response = await t.http().get('/api/super-admin/system-settings').set(auth(admin)).expect(200);
    expect(response.body).toMatchObject({ success: true, data: { app: { onboarding_enabled: true } } });
    expect(response.body.data.currency).toEqual({
      currency_symbol: 'PKR',
      currency_name: 'Pakistani Rupee',
      currency_position: 'before',
      currency_decimal_places: 2,
      currency_thousands_separator: ',',
      currency_decimal_separator: '.',
      currency_format_template: '{symbol}{amount}',
      currency_display_format: 'symbol_only',
      auto_update_rates: false,
      rate_update_frequency: 'daily',
      base_currency: 'PKR',
    });
    const [row] = await t.db.dataSource.query(`SELECT value FROM system_settings WHERE key = 'app.onboarding_enabled'`);
    expect(row.value).toBe(true);
    const [{ n }] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = 'system-settings'`);
    expect(n).toBe(12);
  });

  it.each([
    [false, false, 'Onboarding system disabled successfully'],
    [1, true, 'Onboarding system enabled successfully'],
    ['0', false, 'Onboarding system disabled successfully'],
    ['1', true, 'Onboarding system enabled successfully'],
    [true, true, 'Onboarding system enabled successfully'],
  ])('switches onboarding with %j', async (value, expected, message) => {
    const response = await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ app: { onboarding_enabled: value } })
      .expect(200);
    expect(response.body).toMatchObject({ success: true, message, data: { app: { onboarding_enabled: expected } } });
    const [row] = await t.db.dataSource.query(`SELECT value FROM system_settings WHERE key = 'app.onboarding_enabled'`);
    expect(row.value).toBe(expected);
  });

  it('records a change only when the value differs', async () => {
    const before = await eventCount();
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ app: { onboarding_enabled: true } })
      .expect(200);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    [{ app: { onboarding_enabled: 'yes' } }, 'app.onboarding_enabled'],
    [{ app: { onboarding_enabled: true, other: 1 } }, 'app.other'],
    [{ currency: { currency_decimal_places: 9 } }, 'currency.currency_decimal_places'],
    [{ currency: { rate_update_frequency: 'yearly' } }, 'currency.rate_update_frequency'],
    [{ currency: { base_currency: 'USD' } }, 'currency.base_currency'],
    [{ currency: { currency_format_template: '{symbol}' } }, 'currency.currency_format_template'],
    [{}, 'app'],
  ])('refuses %j with 422 and writes nothing', async (body, field) => {
    const before = await eventCount();
    const response = await t.http().put('/api/super-admin/system-settings').set(auth(admin)).send(body).expect(422);
    expect(response.body.success).toBe(false);
    expect(response.body.errors[field]).toEqual(expect.any(Array));
    expect(await eventCount()).toBe(before);
  });

  it('saves currency settings, previews a format, and resets to the defaults', async () => {
    const saved = await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ currency: { currency_symbol: 'Rs', auto_update_rates: '1', rate_update_frequency: 'hourly' } })
      .expect(200);
    expect(saved.body).toMatchObject({
      message: 'Settings updated successfully',
      data: { currency: { currency_symbol: 'Rs', auto_update_rates: true, rate_update_frequency: 'hourly' } },
    });

    const preview = await t
      .http()
      .post('/api/super-admin/system-settings/currency/preview')
      .set(auth(admin))
      .send({ currency_symbol: 'PKR' })
      .expect(200);
    expect(preview.body.data).toMatchObject({ amount: 1234.56, formatted: 'PKR 1,234.56' });
    const after = await t
      .http()
      .post('/api/super-admin/system-settings/currency/preview')
      .set(auth(admin))
      .send({ amount: 1000000, currency_position: 'after', currency_decimal_places: 0, currency_symbol: '₨' })
      .expect(200);
    expect(after.body.data.formatted).toBe('1,000,000₨');
    const code = await t
      .http()
      .post('/api/super-admin/system-settings/currency/preview')
      .set(auth(admin))
      .send({ amount: 5.5, currency_display_format: 'code_amount' })
      .expect(200);
    expect(code.body.data.formatted).toBe('PKR 5.50');
    await t.http().post('/api/super-admin/system-settings/currency/preview').set(auth(admin)).send({ amount: 'lots' }).expect(422);

    const reset = await t.http().post('/api/super-admin/system-settings/currency/reset').set(auth(admin)).expect(200);
    expect(reset.body).toMatchObject({
      message: 'Currency settings reset to defaults',
      data: { currency: { currency_symbol: 'PKR', auto_update_rates: false, rate_update_frequency: 'daily' } },
    });
  });

  it('locks the onboarding routes with 423 while disabled, except system-status, and unlocks them again', async () => {
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ app: { onboarding_enabled: false } })
      .expect(200);
    const locked = await t.http().get('/api/filter-owner/onboarding/status').set(auth(owner)).expect(423);
    expect(locked.body.success).toBe(false);
    await t.http().post('/api/filter-owner/onboarding/mark-step-completed').set(auth(owner)).send({ step: 'plant' }).expect(423);
    const status = await t.http().get('/api/filter-owner/onboarding/system-status').set(auth(owner)).expect(200);
    expect(status.body.data.onboarding_enabled).toBe(false);

    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(admin))
      .send({ app: { onboarding_enabled: '1' } })
      .expect(200);
    await t.http().get('/api/filter-owner/onboarding/status').set(auth(owner)).expect(200);
    const open = await t.http().get('/api/filter-owner/onboarding/system-status').set(auth(owner)).expect(200);
    expect(open.body.data.onboarding_enabled).toBe(true);
  });

  it('is for the super admin only', async () => {
    await t.http().get('/api/super-admin/system-settings').set(auth(owner)).expect(403);
    await t
      .http()
      .put('/api/super-admin/system-settings')
      .set(auth(owner))
      .send({ app: { onboarding_enabled: false } })
      .expect(403);
    await t.http().post('/api/super-admin/system-settings/currency/reset').set(auth(owner)).expect(403);
    await t.http().get('/api/super-admin/system-settings').expect(401);
  });
});
