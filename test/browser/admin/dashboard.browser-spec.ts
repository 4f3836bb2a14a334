import type { Response } from 'playwright-core';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { openSignedIn } from './support/console';

describe('super-admin console: dashboard', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows the four stat cards, recent activity, alerts and health from GET /api/super-admin/dashboard', async () => {
    let answered: Promise<Response> | undefined;
    const page = await openSignedIn(session, '/super-admin/dashboard', {
      prepare: (opened) => {
        answered = opened.waitForResponse((response) => response.url().endsWith('/api/super-admin/dashboard'));
      },
    });
    const answer = await answered!;
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { avg_response_time: number; total_filter_owners: number } };
    await page.getByRole('heading', { name: 'Super Admin Dashboard' }).waitFor();
    await page.getByText('System overview and management').waitFor();
    for (const card of ['Total Revenue', 'Active Filter Plants', 'Total Filter Owners']) {
      await page.getByText(card, { exact: true }).waitFor();
    }
    await page.getByText('Recent System Activity').waitFor();
    await page.getByText('System Performance Trends').waitFor();
    // Only alerts the figures show: no invented maintenance notice.
    await page.getByText('System Alerts').waitFor();
    expect(await page.getByText('System maintenance scheduled for next week').count()).toBe(0);
    const health = Math.max(0, Math.min(100, Math.round((100 - 10 * Number(data.avg_response_time)) * 10) / 10));
    await page.getByTestId('system-health').getByText(`${health}%`).waitFor();
    await screenshot(page, 'admin-dashboard');
  });
});
