import { api } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, openSignedIn, runId } from './support/console';

describe('super-admin console: subscription plans', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('lists, creates with validation, edits, retires and reinstates a plan', async () => {
    const page = await openSignedIn(session, '/super-admin/subscription-plans');
    await page.locator('tr', { hasText: 'Free' }).first().waitFor();
    await page.getByText('Unlimited').first().waitFor();

    const name = `Console Plan ${runId}`;
    await page.getByRole('link', { name: 'New Plan' }).click();
    await page.getByLabel('Plan Name').fill(name);
    await page.getByLabel('Monthly Price (PKR)').fill('-5');
    await page.getByLabel('Max Plants (0 = unlimited)').fill('3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The price per month must be at least 0.').waitFor();
    await page.getByLabel('Monthly Price (PKR)').fill('1500');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/super-admin/subscription-plans');
    const row = page.locator('tr', { hasText: name });
    await row.getByText('PKR 1,500.00').waitFor();

    const plans = await api('GET', '/super-admin/subscription-plans?include_retired=true', { token: await consoleToken() });
    const created = (plans.body.data as { id: number; name: string; max_plants: number }[]).find((plan) => plan.name === name);
    expect(created?.max_plants).toBe(3);

    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Monthly Price (PKR)').fill('1750.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/super-admin/subscription-plans');
    await row.getByText('PKR 1,750.50').waitFor();

    await row.getByRole('button', { name: 'Retire' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Retired', { exact: true }).waitFor();
    await screenshot(page, 'admin-plans');
    const retired = await api('GET', `/super-admin/subscription-plans/${created!.id}`, { token: await consoleToken() });
    expect(retired.body.data.is_retired).toBe(true);
    expect(retired.body.data.price_per_month).toBe(1750.5);

    await row.getByRole('button', { name: 'Reinstate' }).click();
    await row.getByText('Offered', { exact: true }).waitFor();
  });
});
