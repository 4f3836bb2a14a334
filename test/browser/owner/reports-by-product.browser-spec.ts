import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext } from '../support/owner-session';

/**
 * The reports by product against the real server: a plant selling cans and bottles, a day of
 * entries (one of them reversed); the owner opens Sales by product from the reports' tabs and sees
 * a row per product with the day's money as the total, then Containers out.
 */
describe('reports by product', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const ownerApi = async (method: string, path: string, body?: unknown) => {
    const scoped = `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
    const response = await api(method, scoped, { token: owner.token, body });
    if (response.status >= 300) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const rowText = async (index: number) => (await page.getByTestId('report-row').nth(index).innerText()).replace(/\s+/g, ' ').trim();

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Products Report Owner');
    await ownerApi('POST', '/filter-owner/products', {
      name: '6 L bottle',
      name_ur: '6 لیٹر بوتل',
      unit: 'bottle',
      returnable: false,
      default_rate: 120,
    });
    const areas = await ownerApi('GET', '/filter-owner/areas');
    const customer = await ownerApi('POST', '/filter-owner/customers', { name: 'Product Customer', area_id: areas.areas[0].id });
    const saved = await ownerApi('POST', '/filter-owner/daily-entries/batch', {
      entries: [
        {
          customer_id: customer.id,
          items: [
            { product_id: 1, delivered: 3 },
            { product_id: 2, delivered: 2 },
          ],
        },
      ],
    });
    // A second entry of 5 bottles, reversed: it counts nowhere.
    const wrong = await ownerApi('POST', '/filter-owner/daily-entries/batch', {
      entries: [{ customer_id: customer.id, items: [{ product_id: 2, delivered: 5 }] }],
    });
    await ownerApi('POST', `/filter-owner/daily-entries/${wrong.entries[0].id}/reverse`, { reason: 'entered twice' });
    if (saved.entries.length !== 1) throw new Error('The day was not saved');
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens Sales by product: a row per product, reversed entries out, the money as the total', async () => {
    await page.goto('/filter-owner/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Sales by product' }).click();
    await page.getByRole('heading', { name: 'Sales by product', level: 2 }).waitFor();
    expect(page.url()).toContain('report=sales-by-product');
    await page.getByRole('table', { name: 'Sales by product' }).waitFor();
    // 3 cans at the plant's PKR 40, 2 bottles at PKR 120.
    expect(await rowText(0)).toBe('19 L can 1 3 0 PKR 120.00');
    expect(await rowText(1)).toBe('6 L bottle 1 2 0 PKR 240.00');
    expect((await page.getByTestId('report-totals').innerText()).replace(/\s+/g, ' ').trim()).toBe('Total PKR 360.00');
    await page.getByTestId('report-chart').locator('svg').first().waitFor();

    await page.getByRole('tab', { name: 'Containers out' }).click();
    await page.getByRole('heading', { name: 'Containers out by product and age', level: 2 }).waitFor();
    // The 3 cans went out today; bottles do not come back, so they are no containers.
    await page.getByTestId('report-row').first().filter({ hasText: '19 L can' }).waitFor();
    expect(await rowText(0)).toBe('19 L can 1 3 3 0 0 0 0');
    expect(await page.getByTestId('report-row').count()).toBe(1);
  });
});
