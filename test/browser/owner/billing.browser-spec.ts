import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext } from '../support/owner-session';
import { consoleToken } from '../admin/support/console';

/** Billing & Usage on the owner's real invoices and API calls (no sample data). */
describe('owner billing and usage', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let invoice: { id: number; number: string; amount: number; status: string };

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Billing Usage Owner');
    const admin = await consoleToken();
    expect((await api('PUT', `/super-admin/filter-plants/${owner.plantId}/toggle-status`, { token: admin })).status).toBe(200);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit' }).format(new Date());
    const queued = await api('POST', '/super-admin/invoices/run', { token: admin, body: { month } });
    expect(queued.status).toBe(202);
    for (let i = 0; i < 100; i += 1) {
      const job = await api('GET', `/super-admin/jobs/${encodeURIComponent(queued.body.data.job_id)}`, { token: admin });
      if (job.body.data.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const list = await api('GET', '/filter-owner/invoices', { token: owner.token });
    [invoice] = list.body.data.data;
    expect(invoice).toMatchObject({ status: 'pending' });
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it("shows the owner's invoices in Billing History, with the invoice's PDF", async () => {
    await page.goto('/filter-owner/billing');
    await page.getByRole('heading', { name: 'Billing & Usage', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Billing History' }).click();
    const row = page.getByTestId('billing-history-row').filter({ hasText: invoice.number });
    await row.getByText('pending').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Download ${invoice.number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await screenshot(page, 'owner-billing-history');
  });

  it("counts the owner's API calls today against the plan's daily limit", async () => {
    const usage = (await api('GET', '/filter-owner/usage', { token: owner.token })).body.data;
    // That read counted too; the screen's own calls come on top.
    expect(usage.today.api_calls).toBeGreaterThan(0);
    await page.reload();
    await page.getByRole('tab', { name: 'Usage Analytics' }).click();
    await page.getByText(`Your plan allows ${usage.limit_per_day.toLocaleString('en-US')} API calls a day.`).waitFor();
    const rows = page.getByTestId('usage-day');
    await expect(rows.count()).resolves.toBe(7);
    const today = rows.first();
    const shown = Number((await today.locator('td').nth(1).innerText()).replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(usage.today.api_calls);
    // Far under the limit: green.
    await expect(today.locator('.MuiLinearProgress-colorSuccess').count()).resolves.toBe(1);
    await screenshot(page, 'owner-billing-usage');
  });
});
