import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { callOwn as call, openOwnConsole, startServerWithRateSource } from './support/own-server';

describe('super-admin console: exchange rates', () => {
  let session: BrowserSession;
  let server: Awaited<ReturnType<typeof startServerWithRateSource>>;

  beforeAll(async () => {
    server = await startServerWithRateSource({ USD: 0.0036, EUR: 0.0033 });
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });

  it('triggers the update-all job against a local rate source and shows its result', async () => {
    const { page, token } = await openOwnConsole(session, server);
    const usd = await call(server, 'POST', '/super-admin/currencies', token, {
      code: 'USD',
      name: 'US Dollar',
      symbol: '$',
      exchange_rate: 0.003,
      is_active: true,
    });
    expect([200, 201]).toContain(usd.status);

    await page.goto('/super-admin/currencies');
    await page.getByText('Currency selection is disabled', { exact: false }).waitFor();
    await page.locator('tr', { hasText: 'USD' }).getByText('Coming soon').waitFor();

    const queued = page.waitForResponse((response) => response.url().endsWith('/exchange-rates/update-all'));
    await page.getByRole('button', { name: 'Update All Rates' }).click();
    const { data } = (await (await queued).json()) as { data: { job_id: string } };
    expect(data.job_id).toBeTruthy();
    await page.getByTestId('job-state').getByText('completed').waitFor({ timeout: 30000 });
    await page.getByTestId('job-result').getByText('1 rate updated: USD 0.0036').waitFor();
    await page.locator('tr', { hasText: 'USD' }).getByText('0.0036', { exact: true }).waitFor();
    expect(server.rates.requests).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'admin-exchange-rates-job');

    const job = await call(server, 'GET', `/super-admin/jobs/${data.job_id}`, token);
    expect(job.body.data.state).toBe('completed');
    const currency = await call(server, 'GET', `/super-admin/currencies/${usd.body.data.id}`, token);
    expect(Number(currency.body.data.exchange_rate)).toBeCloseTo(0.0036, 6);
  });
});
