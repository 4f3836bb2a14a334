import { readFileSync } from 'node:fs';
import type { InactiveOwner, OwnerNearLimit, PlatformAnalytics } from '@paani/contracts';
import { api, login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

describe('super-admin console: analytics and reports from real data', () => {
  let session: BrowserSession;
  let ownerName: string;

  beforeAll(async () => {
    session = await launchBrowser();
    // An owner on the Free plan with its one plant active: at 100% of its plant limit.
    const owner = await createOwnerViaApi(`Analytics Owner ${runId}`);
    ownerName = owner.name;
    const token = await login(owner.email, owner.password);
    const created = await api('POST', '/filter-owner/my-plants', {
      token,
      body: { name: `Analytics Plant ${runId}`, address: '1 Mall Road, Lahore', phone: '0300-7654321', default_can_rate: 40 },
    });
    expect([200, 201]).toContain(created.status);
    const plantId = created.body.data.id ?? created.body.data.plant?.id;
    expect((await api('PUT', `/super-admin/filter-plants/${plantId}/toggle-status`, { token: await consoleToken() })).status).toBe(200);
  });
  afterAll(async () => {
    await session.close();
  });

  it('draws the platform over time with its charts, and lists the owners near their limits', async () => {
    const data = (await api('GET', '/super-admin/analytics?days=30', { token: await consoleToken() })).body.data;
    expect(data.totals.owners).toBeGreaterThanOrEqual(1);
    const page = await openSignedIn(session, '/super-admin/analytics');
    await page.getByRole('heading', { name: 'Usage Analytics', level: 1 }).waitFor();
    // Every chart is drawn (an SVG with its axes); the growth lines and the plan mix have paths.
    for (const chart of ['chart-growth', 'chart-deliveries', 'chart-plan-mix', 'chart-api-calls']) {
      await page.getByTestId(chart).locator('svg').first().waitFor();
    }
    await page.getByTestId('chart-growth').locator('svg path').first().waitFor();
    await page.getByTestId('chart-plan-mix').locator('svg path').first().waitFor();
    const near = page.getByTestId('report-owners-near-limits');
    await near.getByText(ownerName).waitFor();
    await near.locator('tr', { hasText: ownerName }).getByText('100% Plants').waitFor();
    await page.getByRole('button', { name: '7 days' }).click();
    await page.getByTestId('chart-growth').locator('svg path').first().waitFor();
    await screenshot(page, 'admin-analytics');
  });

  it('exports every report table as CSV', async () => {
    const page = await openSignedIn(session, '/super-admin/reports');
    await page.getByRole('heading', { name: 'System Reports', level: 1 }).waitFor();
    const exportOf = async (title: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export ${title} as CSV` }).click(),
      ]);
      return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
    };
    const mix = await exportOf('Plan mix');
    expect(mix.name).toBe('plan-mix.csv');
    const lines = mix.text.trim().split(/\r\n/);
    expect(lines[0]).toBe('Plan,Price (PKR/month),Owners,Share (%)');
    expect(lines.some((line) => /^Free,0,\d+,/.test(line))).toBe(true);

    const near = await exportOf('Owners near their plan limits');
    expect(near.name).toBe('owners-near-limits.csv');
    expect(near.text).toContain(ownerName);
    expect(near.text).toContain('100% (Plants)');

    const daily = await exportOf('Platform by day');
    expect(daily.text.split(/\r\n/)[0]).toBe(
      'Date,Owners registered,Plants added,Customers added,Deliveries,Cans,Sales (PKR),API calls,Total owners,Active plants,Total customers',
    );
    expect((await exportOf('Monthly platform revenue')).text.split(/\r\n/)[0]).toBe(
      'Month,Invoices,Invoiced (PKR),Collected (PKR),Collection rate (%)',
    );
    expect((await exportOf('Owners inactive for 14 days')).name).toBe('inactive-owners.csv');
    await screenshot(page, 'admin-reports');
  });

  it('writes text a spreadsheet would run as a formula as text, and numbers as numbers', async () => {
    // Rows no form lets anyone type (a leading tab or carriage return), added to the server's real answer.
    const nearLimit: OwnerNearLimit = {
      owner_id: -1,
      name: '=HYPERLINK("x")',
      email: '@SUM(A1)',
      plan: '+Plan',
      plants: 1,
      max_plants: 1,
      customers: 0,
      max_customers: 0,
      api_calls_today: 0,
      api_limit: 0,
      highest_percent: 100,
      limit: 'plants',
    };
    const inactive: InactiveOwner = {
      owner_id: -2,
      name: '\tTabbed',
      email: '\rReturned',
      plan: '-Minus',
      registered_at: '2024-01-01',
      last_active: null,
      days_inactive: -3,
    };
    const page = await openSignedIn(session, '/super-admin/dashboard');
    await page.route('**/api/super-admin/analytics?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: PlatformAnalytics };
      body.data.near_limits.unshift(nearLimit);
      body.data.inactive_owners.unshift(inactive);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/super-admin/reports');
    await page.getByRole('heading', { name: 'System Reports', level: 1 }).waitFor();
    const exportLines = async (title: string) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Export ${title} as CSV` }).click(),
      ]);
      return readFileSync((await download.path())!, 'utf8').split('\r\n');
    };
    expect(await exportLines('Owners near their plan limits')).toContain(
      `"'=HYPERLINK(""x"")",'@SUM(A1),'+Plan,1 / 1,0 / Unlimited,0 / Unlimited,100% (Plants)`,
    );
    expect(await exportLines('Owners inactive for 14 days')).toContain(`'\tTabbed,"'\rReturned",'-Minus,2024-01-01,Never,-3`);
  });

  it('keeps owners off the analytics', async () => {
    const owner = await createOwnerViaApi(`Analytics Outsider ${runId}`);
    const token = await login(owner.email, owner.password);
    expect((await api('GET', '/super-admin/analytics', { token })).status).toBe(403);
  });
});
