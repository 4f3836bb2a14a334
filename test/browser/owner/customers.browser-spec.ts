import type { Page } from 'playwright-core';
import { api, readyOwner, superAdminToken } from '../support/api';
import { baseUrl, launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

/**
 * The customers screens against the real API: add a customer with an opening balance, find them by
 * their phone written another way, open them, record an adjustment and see the running balance,
 * reverse it, pause them, move them to another area from the list; the list on a phone; and a new
 * customer's place picked on the map (no tiles: the tile address is set to '' first).
 */
describe('customers', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let customerId: number;

  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: owner.token, body });
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const pick = async (label: string, option: string, within = page.getByRole('dialog')) => {
    await within.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    session = await launchBrowser();
    // No map tiles: the picker's map then fetches nothing from outside the test server.
    const tiles = await api('PUT', '/super-admin/system-settings', { token: await superAdminToken(), body: { app: { map_tile_url: '' } } });
    if (tiles.status !== 200) throw new Error(`the tile address was not cleared: ${tiles.status} ${JSON.stringify(tiles.body)}`);
    owner = await readyOwner('Customers Owner');
    const second = await ownerApi('POST', scoped('/filter-owner/areas'), { name: 'Gulberg', description: 'Blocks A to F' });
    if (second.status >= 300) throw new Error(`Adding an area failed: ${JSON.stringify(second.body)}`);
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('offers Add Customer and Import to a plant without customers', async () => {
    await page.goto('/filter-owner/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await page.getByText('No customers yet').waitFor();
    const importLinks = page.getByRole('link', { name: 'Import' });
    expect(await importLinks.first().getAttribute('href')).toBe('/filter-owner/customers/import');
    expect(await unlabelledControls(page)).toEqual([]);
  });

  it('adds a customer with an opening balance, checking the fields first', async () => {
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByText(/Empty = the plant’s default, Rs\s?40/).waitFor();
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Choose an area').waitFor();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Ali Raza');
    await dialog.getByLabel('Phone').fill('0300-1234567');
    await pick('Area', 'Centre', dialog);
    await pick('Rider', 'Rider One', dialog);
    // Their statements and WhatsApp messages in Urdu.
    await pick('Statement & WhatsApp language', 'Urdu', dialog);
    await dialog.getByLabel('Opening balance (PKR)').fill('1500');
    await dialog.getByLabel('Opening cans').fill('2');
    // MUI's focus-trap sentinels around an open dialog are not controls.
    expect((await unlabelledControls(page)).filter((html) => !html.includes('data-testid="sentinel'))).toEqual([]);
    await screenshot(page, 'customers-add');
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await toastText(page, 'Customer added');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('customer-row').filter({ hasText: 'Ali Raza' }).waitFor();

    const list = await ownerApi('GET', scoped('/filter-owner/customers'));
    expect(list.status).toBe(200);
    const [created] = list.body.data.data;
    customerId = created.id;
    expect(created).toMatchObject({
      name: 'Ali Raza',
      phone: '+923001234567',
      balance: 1500,
      cans_out: 2,
      area_name: 'Centre',
      language: 'ur',
    });
  });

  it('finds the customer by their phone in another spelling, kept in the URL across a reload', async () => {
    await page.getByLabel('Search customers').fill('+92 300 1234567');
    await page.waitForURL(/[?&]q=%2B92/);
    await page.getByTestId('customer-row').filter({ hasText: 'Ali Raza' }).waitFor();
    await page.getByTestId('customer-totals').getByText('Totals (1 customer)').waitFor();
    await page.reload();
    expect(await page.getByLabel('Search customers').inputValue()).toBe('+92 300 1234567');
    await page.getByTestId('customer-row').filter({ hasText: 'Ali Raza' }).waitFor();
    await page.getByLabel('Search customers').fill('0399 0000000');
    await page.getByText('No customers match').waitFor();
    await page.getByLabel('Search customers').fill('03001234567');
    await page.waitForURL(/[?&]q=03001234567/);
    await page.getByTestId('customer-row').filter({ hasText: 'Ali Raza' }).waitFor();
  });

  it('opens the customer: balance and cans in large type, call and WhatsApp links', async () => {
    await page.getByRole('link', { name: 'Ali Raza' }).click();
    await page.waitForURL(`**/filter-owner/customers/${customerId}`);
    await page.getByRole('heading', { name: 'Ali Raza', level: 1 }).waitFor();
    expect(await page.getByTestId('customer-balance').innerText()).toMatch(/1,500/);
    expect(await page.getByTestId('customer-cans').innerText()).toMatch(/2/);
    expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+923001234567');
    expect(await page.getByRole('link', { name: 'Message Ali Raza on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/923001234567');
    // The opening balance is the ledger's opening row, not a line: nothing has moved since.
    await page.getByTestId('ledger-opening').getByText(/1,500/).waitFor();
    await page.getByText('No entries in this period.').waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
    // Back returns to the list as it was left, search included, and forward to the customer again.
    await page.goBack();
    expect(await page.getByLabel('Search customers').inputValue()).toBe('03001234567');
    await page.goForward();
    await page.getByRole('heading', { name: 'Ali Raza', level: 1 }).waitFor();
    // The language chosen on adding them, among the details.
    await page.getByRole('tab', { name: 'Details' }).click();
    const language = page.locator('dt', { hasText: 'Statement language' });
    expect(await language.locator('xpath=following-sibling::dd[1]').innerText()).toBe('Urdu');
    // Added without an opening date: the opening stands at today, the plant's day.
    const opening = page.locator('dt', { hasText: /^Opening$/ });
    expect(await opening.locator('xpath=following-sibling::dd[1]').innerText()).toMatch(/1,500 and 2 cans, as of \d{1,2} \w{3} \d{4}$/);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByTestId('ledger-opening').getByText(/1,500/).waitFor();
  });

  it('records an adjustment with a reason and shows the running balance, then reverses it with a reason', async () => {
    await page.getByRole('button', { name: 'Adjustment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjustment' });
    await dialog.getByLabel('Amount (PKR)').fill('250');
    await dialog.getByRole('button', { name: 'Record adjustment' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Two extra cans on Sunday');
    await dialog.getByRole('button', { name: 'Record adjustment' }).click();
    await toastText(page, 'Adjustment recorded');
    await dialog.waitFor({ state: 'hidden' });

    const adjustment = page.getByTestId('ledger-line').filter({ has: page.getByRole('button', { name: /^Reverse / }) });
    await adjustment.waitFor();
    expect(await adjustment.getByTestId('ledger-balance').innerText()).toMatch(/1,750/);
    await page.getByTestId('customer-balance').getByText(/1,750/).waitFor();
    await screenshot(page, 'customers-ledger');

    await adjustment.getByRole('button', { name: /^Reverse / }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse this entry?' });
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await reverse.getByText('A reason is required').waitFor();
    await reverse.getByLabel('Reason').fill('Charged twice');
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await toastText(page, 'Entry reversed');
    const reversed = page.locator('[data-testid="ledger-line"][data-reversed="true"]');
    await reversed.waitFor();
    expect(await reversed.locator('s').count()).toBeGreaterThan(0);
    expect(
      await reversed
        .locator('s')
        .first()
        .evaluate((element: any) => (globalThis as any).getComputedStyle(element).textDecorationLine),
    ).toBe('line-through');
    expect(await page.getByRole('button', { name: /^Reverse / }).count()).toBe(0);
    await page.getByTestId('customer-balance').getByText(/1,500/).waitFor();
    const closing = await page.getByTestId('ledger-closing').innerText();
    expect(closing).toMatch(/1,500/);
  });

  it('pauses the customer from today', async () => {
    await page.getByRole('tab', { name: 'Pauses' }).click();
    await page.getByText('No pauses.').waitFor();
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Until').fill(until);
    await page.getByLabel('Reason').fill('Away for a wedding');
    await page.getByRole('button', { name: 'Add pause' }).click();
    await toastText(page, 'Pause added');
    await page.getByTestId('pause').filter({ hasText: 'Away for a wedding' }).waitFor();
    await page.getByText('Paused', { exact: true }).first().waitFor();
    const detail = await ownerApi('GET', scoped(`/filter-owner/customers/${customerId}`));
    expect(detail.body.data.pauses).toHaveLength(1);
    expect(detail.body.data.status).toBe('paused');
  });

  it('moves the customer to another area from the list', async () => {
    await page.getByRole('link', { name: 'Back to customers' }).click();
    await page.waitForURL('**/filter-owner/customers');
    await page.getByRole('checkbox', { name: 'Select Ali Raza' }).check();
    await page.getByText('1 selected').first().waitFor();
    await page.getByRole('button', { name: 'Move to area / rider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move customers' });
    await pick('New area', 'Gulberg', dialog);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await toastText(page, 'Customers moved');
    await page.getByTestId('customer-row').filter({ hasText: 'Gulberg' }).waitFor();
    const detail = await ownerApi('GET', scoped(`/filter-owner/customers/${customerId}`));
    expect(detail.body.data).toMatchObject({ area_name: 'Gulberg', employee_id: null });
  });

  it('keeps a 360 px phone screen from scrolling sideways: the list as cards, the ledger as a list with its running balances', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto('/filter-owner/customers');
    // On a phone the list is cards, balance first; selecting and the totals work there too.
    const card = phone.getByTestId('customer-row').filter({ hasText: 'Ali Raza' });
    await card.getByText(/1,500/).waitFor();
    await phone.getByTestId('customer-totals').getByText('Totals (1 customer)').waitFor();
    await card.getByRole('checkbox', { name: 'Select Ali Raza' }).check();
    await phone.getByRole('button', { name: 'Move to area / rider' }).waitFor();
    expect(await unlabelledControls(phone)).toEqual([]);
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(phone, 'customers-phone-list');
    await phone.goto(`/filter-owner/customers/${customerId}`);
    await phone.getByTestId('ledger-line').first().waitFor();
    expect(await phone.locator('[data-testid="ledger-line"][data-reversed="true"] s').count()).toBeGreaterThan(0);
    expect(await phone.getByTestId('ledger-closing').innerText()).toMatch(/1,500/);
    expect(await unlabelledControls(phone)).toEqual([]);
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(phone, 'customers-phone-detail');
  });

  it("picks a new customer's place on the map, saved as the field shows it, with no request outside the test server", async () => {
    const origin = new URL(baseUrl()).origin;
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    await page.goto('/filter-owner/customers');
    await page.getByRole('button', { name: 'Add Customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Customer' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Sana Pinned');
    await pick('Area', 'Centre', dialog);
    await dialog.getByRole('button', { name: 'Pick on the map' }).click();
    const picker = page.getByRole('dialog', { name: 'Pick the place on the map' });
    const map = picker.getByTestId('place-picker-map');
    await map.locator('.leaflet-container').waitFor();
    // The plant has no place: the map opens on Lahore. A click off its centre puts the marker there.
    await map.click({ position: { x: 120, y: 90 } });
    await picker.locator('path.place-picker-marker').waitFor({ state: 'attached' });
    await screenshot(page, 'customers-place-picker');
    await picker.getByRole('button', { name: 'Use this place' }).click();
    await picker.waitFor({ state: 'hidden' });
    const typed = await dialog.getByLabel('Place on the map').inputValue();
    const [latitude, longitude] = typed.split(', ').map(Number);
    expect(Math.abs(latitude - 31.5204)).toBeLessThan(0.3);
    expect(Math.abs(longitude - 74.3587)).toBeLessThan(0.3);
    await dialog.getByRole('button', { name: 'Add Customer' }).click();
    await toastText(page, 'Customer added');

    const list = await ownerApi('GET', scoped('/filter-owner/customers?search=Sana'));
    const saved = list.body.data.data.find((row: { name: string }) => row.name === 'Sana Pinned');
    const detail = await ownerApi('GET', scoped(`/filter-owner/customers/${saved.id}`));
    expect(detail.body.data).toMatchObject({ latitude, longitude });
    expect(outside).toEqual([]);
  });
});
