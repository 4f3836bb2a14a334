import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

const DISPENSER = { name: 'Dispenser', unit: 'dispenser', returnable: false, default_rate: 500, billing: 'monthly' };
const BOTTLE = { name: '6 L bottle', unit: 'bottle', returnable: false, default_rate: 120 };

/** MUI's focus-trap sentinels around an open dialog are not controls. */
const controlsWithoutName = async (page: Page) =>
  (await unlabelledControls(page)).filter((html) => !/data-testid="sentinel(Start|End)"/.test(html));

/**
 * A customer's products against the real server: the owner adds a monthly Dispenser and a 6 L
 * bottle (API), sets the customer's own bottle price in the form, rents them a dispenser from
 * their page and records 1 can lost with a charge; the server's state is checked after each step,
 * and the page and its dialogs fit a 360 px phone.
 */
describe('a customer’s products', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let customerId: number;
  let bottleId: number;
  let dispenserId: number;
  const ownerApi = async (method: string, path: string, body?: unknown) => {
    const response = await api(method, `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`, {
      token: owner.token,
      body,
    });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const serverCustomer = () => ownerApi('GET', `/filter-owner/customers/${customerId}`);

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Customer Products Owner');
    dispenserId = (await ownerApi('POST', '/filter-owner/products', DISPENSER)).id;
    bottleId = (await ownerApi('POST', '/filter-owner/products', BOTTLE)).id;
    const { areas } = await ownerApi('GET', '/filter-owner/areas');
    // Three cans at the door from the start.
    customerId = (await ownerApi('POST', '/filter-owner/customers', { name: 'Rehana Bibi', area_id: areas[0].id, opening_cans: 3 })).id;
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('sets the customer’s own bottle price in the form; the can is not asked, the dispenser’s is its rent a month', async () => {
    await page.goto(`/filter-owner/customers/${customerId}`);
    await page.getByRole('heading', { name: 'Rehana Bibi', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Customer' });
    const prices = dialog.getByRole('region', { name: 'Prices of other products' });
    const bottle = prices.getByLabel('6 L bottle (PKR)');
    await bottle.waitFor();
    expect(await prices.getByRole('textbox').count()).toBe(2);
    expect(await bottle.getAttribute('placeholder')).toMatch(/120/);
    // Left empty, the dispenser's rent is the product's.
    await prices.getByLabel('Dispenser (PKR a month)').waitFor();
    await bottle.fill('110');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Customer saved');
    await dialog.waitFor({ state: 'detached' });
    expect((await serverCustomer()).product_rates).toEqual([{ product_id: bottleId, rate: 110 }]);
  });

  it('rents a dispenser from the customer page', async () => {
    const rentals = page.getByRole('region', { name: 'Rentals' });
    await rentals.getByText('Nothing rented.').waitFor();
    await rentals.getByRole('button', { name: 'Rent a product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rent a product' });
    // The only monthly product is chosen; one from the plant's today.
    expect(await dialog.getByRole('combobox', { name: /Product/ }).innerText()).toMatch(/^Dispenser, Rs\s?500 a month$/);
    expect(await dialog.getByLabel(/Quantity/).inputValue()).toBe('1');
    const from = await dialog.getByLabel(/From/).inputValue();
    await dialog.getByRole('button', { name: 'Rent', exact: true }).click();
    await toastText(page, 'Rental started');
    await dialog.waitFor({ state: 'detached' });
    const row = rentals.getByTestId('rental-row');
    await row.getByText('Still rented').waitFor();
    expect(await row.getByTestId('rental-product').innerText()).toMatch(/Dispenser$/);
    expect(await row.getByTestId('rental-rate').innerText()).toMatch(/Rs\s?500 a month$/);
    expect((await serverCustomer()).rentals).toEqual([
      { product_id: dispenserId, product_name: 'Dispenser', quantity: 1, from, until: null, charged_through: null, rate: 500 },
    ]);
  });

  it('records 1 can lost with a charge: the cans held and the balance move, a ledger line says why', async () => {
    await page.getByRole('button', { name: 'Containers lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Containers lost' });
    expect(await dialog.getByRole('combobox', { name: /Product/ }).innerText()).toBe('19 L can (holds 3)');
    await dialog.getByLabel(/Quantity/).fill('1');
    await dialog.getByLabel(/Charge/).fill('800');
    await dialog.getByLabel(/Reason/).fill('Cracked, kept by the customer');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await toastText(page, 'Lost containers recorded');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('customer-cans').getByText('2', { exact: true }).waitFor();
    const after = await serverCustomer();
    expect(after).toMatchObject({ cans_out: 2, balance: 800 });
    expect(after.containers.find((holding: { product_id: number }) => holding.product_id === 1)).toMatchObject({ held: 2 });
    const ledger = await ownerApi('GET', `/filter-owner/customers/${customerId}/ledger`);
    expect(ledger.lines.filter((line: { kind: string }) => line.kind === 'containers_lost')).toMatchObject([{ debit: 800 }]);
    await page.getByTestId('ledger-line').filter({ hasText: 'Containers lost' }).waitFor();
    await screenshot(page, 'customer-products');
  });

  it('fits 360 px without sideways scrolling: the page, its prices form and its dialogs', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto(`/filter-owner/customers/${customerId}`);
    await phone.getByRole('heading', { name: 'Rehana Bibi', level: 1 }).waitFor();
    await phone.getByTestId('rental-row').waitFor();
    await phone.waitForLoadState('networkidle');
    const width = () => phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(await width()).toBe(360);
    expect(await controlsWithoutName(phone)).toEqual([]);
    for (const [button, dialog] of [
      ['Edit', 'Edit Customer'],
      ['Rent a product', 'Rent a product'],
      ['Containers lost', 'Containers lost'],
      ['End the rental of Dispenser', 'End the rental of Dispenser'],
    ]) {
      await phone.getByRole('button', { name: button, exact: true }).first().click();
      await phone.getByRole('dialog', { name: dialog }).waitFor();
      if (dialog === 'Edit Customer') await phone.getByRole('region', { name: 'Prices of other products' }).scrollIntoViewIfNeeded();
      expect(await width()).toBe(360);
      expect(await controlsWithoutName(phone)).toEqual([]);
      await screenshot(phone, `mobile-customer-products-${button.split(' ')[0].toLowerCase()}`);
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await phone.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
