import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { eventually } from '../support/eventually';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/**
 * The owner's reports and payment reminders against the real server: today's sales as a chart and
 * a table, downloaded as CSV; the customer who owes on the reminders page with a WhatsApp link
 * made from the plant's template, marked as sent when tapped.
 */
describe('owner reports and payment reminders', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let customerName: string;
  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: owner.token, body });
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Reports Owner');
    const areas = await ownerApi('GET', scoped('/filter-owner/areas'));
    customerName = 'Report Customer';
    const customer = await ownerApi('POST', scoped('/filter-owner/customers'), {
      name: customerName,
      area_id: areas.body.data.areas[0].id,
      phone: '0300-7654321',
    });
    if (customer.status !== 201) throw new Error(`Creating the customer failed: ${JSON.stringify(customer.body)}`);
    const saved = await ownerApi('POST', scoped('/filter-owner/daily-entries/batch'), {
      entries: [{ customer_id: customer.body.data.id, cans_delivered: 4, cans_returned: 0, collected: 0, rate: 75 }],
    });
    if (saved.status !== 201) throw new Error(`Saving the day failed: ${JSON.stringify(saved.body)}`);
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    // WhatsApp is not reached from a test: its link opens this page instead.
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>WhatsApp</p>' }));
  });
  afterAll(async () => {
    await session.close();
  });

  it("shows the day's sales as a chart and a table, and downloads them as CSV", async () => {
    await page.goto('/filter-owner/reports');
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Daily sales', level: 2 }).waitFor();
    const chart = page.getByTestId('report-chart');
    await chart.locator('svg').first().waitFor();
    // One bar for the one day with sales.
    expect(await chart.locator('.MuiBarElement-root, [class*="MuiBarElement"]').count()).toBeGreaterThan(0);
    const row = page.getByTestId('report-row').first();
    expect(await row.innerText()).toMatch(/4\s+0\s+PKR 300\.00/);
    expect(await page.getByTestId('report-totals').innerText()).toContain('Total');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^daily-sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path())
      .toString('utf8')
      .replace(/^\ufeff/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Date,Entries,Cans delivered,Cans returned,Amount (PKR)');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},1,4,0,300$/);
    expect(lines[2]).toBe('Total,1,4,0,300');

    await page.getByRole('tab', { name: 'Outstanding by age' }).click();
    await page.getByRole('heading', { name: 'Outstanding by age', level: 2 }).waitFor();
    const firstAge = page.getByTestId('report-row').first();
    await firstAge.filter({ hasText: '0–30 days' }).waitFor();
    expect(await firstAge.innerText()).toContain('PKR 300.00');
    expect(page.url()).toContain('report=outstanding-age');
  });

  it('lists the customer who owes with a WhatsApp reminder from the edited template, and marks it sent when tapped', async () => {
    await page.goto('/filter-owner/reminders');
    await page.getByRole('heading', { name: 'Payment Reminders', level: 1 }).waitFor();
    const template = page.getByLabel('Message template');
    // The plant's template first: filled before it arrives, the form would take the saved one over the typed one.
    await eventually(async () => (await template.inputValue()).length > 0, true);
    await template.fill('Salam {name}, please pay {amount} to {plant}.');
    await page.getByRole('button', { name: 'Save template' }).click();
    expect(await toastText(page, 'Template saved')).toContain('Template saved');

    const row = page.getByTestId('reminder-row').filter({ hasText: customerName });
    await row.waitFor();
    expect(await row.innerText()).toContain('PKR 300.00');
    expect(await row.getByTestId('reminder-sent').innerText()).toBe('Not sent');
    const link = row.getByRole('link', { name: 'Send on WhatsApp' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/923007654321\?text=/);
    expect(decodeURIComponent(href!.split('?text=')[1])).toMatch(new RegExp(`^Salam ${customerName}, please pay PKR 300\\.00 to .+\\.$`));

    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup.close();
    await row
      .getByTestId('reminder-sent')
      .filter({ hasText: /^Sent on / })
      .waitFor();
    const listed = await ownerApi('GET', scoped('/filter-owner/reminders'));
    expect(listed.body.data.customers[0]).toMatchObject({ name: customerName, sends: 1 });

    // Urdu customers get the Urdu template: its own default until the owner saves one.
    await page.getByRole('group', { name: 'Message language' }).getByRole('button', { name: 'Urdu' }).click();
    // The Urdu text replaces the English one in the field once it is loaded (this file has no DOM types).
    await page.waitForFunction(() => {
      type Field = { disabled: boolean; value: string };
      const doc = (globalThis as unknown as { document: { querySelector(selector: string): Field | null } }).document;
      const field = doc.querySelector('textarea[lang="ur"]');
      return field !== null && !field.disabled && field.value.includes('یاد دہانی');
    });
    await template.fill('السلام علیکم {name}، آپ کا بقایا {amount} ہے۔');
    await page.getByRole('button', { name: 'Save template' }).click();
    await toastText(page, 'Template saved');
    const customerId = listed.body.data.customers[0].customer_id;
    expect((await ownerApi('PUT', scoped(`/filter-owner/customers/${customerId}`), { language: 'ur' })).status).toBe(200);
    await page.reload();
    const urduHref = await page
      .getByTestId('reminder-row')
      .filter({ hasText: customerName })
      .getByRole('link', { name: 'Send on WhatsApp' })
      .getAttribute('href');
    expect(decodeURIComponent(urduHref!.split('?text=')[1])).toBe(`السلام علیکم ${customerName}، آپ کا بقایا 300.00 روپے ہے۔`);

    // A threshold above what is owed leaves nobody to remind.
    await page.getByLabel('Balance at least (PKR)').fill('1000');
    await page.getByText('No customer owes that much or for that long.').waitFor();
  });
});
