import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/** A Friday and the Saturday after it: fixed days, so the test does not depend on today's weekday. */
const FRIDAY = '2026-12-04';
const SATURDAY = '2026-12-05';

/**
 * A schedule of two products against the real server: the owner adds a carton on the Products
 * page, gives a customer "2 cans daily and 1 carton on Fridays" in the schedule editor, and the
 * day's sheet prefills both on a Friday and only the cans on the Saturday after.
 */
describe('schedule lines of several products', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const ids: Record<string, number> = {};
  let cartonId = 0;
  const call = async (method: string, path: string, body?: unknown) => {
    const scoped = `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
    const { status, body: envelope } = await api(method, scoped, { token: owner.token, body });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const sheetRow = (name: string) => page.locator(`[data-testid="sheet-row"][data-state="draft"][data-customer="${ids[name]}"]`);
  const openSheet = async (date: string) => {
    await page.goto(`/filter-owner/daily-entries?date=${date}`);
    await page.getByRole('grid', { name: 'Day sheet' }).waitFor();
    await sheetRow('Amna').waitFor();
  };
  /** What a row's cells show: the cans and the cartons delivered, as prefilled. */
  const delivered = async (name: string) => ({
    cans: await sheetRow(name).getByTestId('cell-delivered').innerText(),
    cartons: await sheetRow(name).getByTestId(`cell-delivered:${cartonId}`).innerText(),
  });

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Schedule Lines Owner');
    const areas = await call('GET', '/filter-owner/areas');
    // No schedule of their own: daily, one can.
    for (const name of ['Amna', 'Babar'])
      ids[name] = (await call('POST', '/filter-owner/customers', { name, area_id: areas.areas[0].id })).id;
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('adds a carton to what the plant sells', async () => {
    await page.goto('/filter-owner/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.getByLabel('Product Name').fill('Carton');
    await dialog.getByLabel(/^Unit/).fill('carton');
    await dialog.getByLabel('Rate (PKR)').fill('300');
    await page.keyboard.press('Enter');
    await toastText(page, 'Product Added');
    const products = (await call('GET', '/filter-owner/products')).products as Array<{ id: number; name: string }>;
    cartonId = products.find((product) => product.name === 'Carton')!.id;
  });

  it('gives Amna 2 cans daily and 1 carton on Fridays in the schedule editor', async () => {
    await page.goto('/filter-owner/delivery-schedule');
    const row = page.getByTestId(`route-row-${ids.Amna}`);
    await row.waitFor();
    // Nobody has a line of another product yet: the routes list shows none.
    expect(await page.getByTestId(`route-lines-${ids.Amna}`).count()).toBe(0);

    await row.getByLabel('Cans: Amna').fill('2');
    await row.getByRole('button', { name: 'Add product: Amna' }).click();
    const carton = row.getByRole('group', { name: 'Carton: Amna' });
    expect(await carton.getByLabel('Carton quantity: Amna').inputValue()).toBe('1');
    await carton.getByRole('combobox', { name: /^When/ }).click();
    await page.getByRole('option', { name: 'Weekdays', exact: true }).click();
    await carton.getByRole('group', { name: 'Days: Carton' }).getByRole('button', { name: 'Fri' }).click();
    expect(await unlabelledControls(page)).toEqual([]);
    await row.getByRole('button', { name: 'Save: Amna' }).click();
    await toastText(page, 'Schedule saved for Amna');

    expect(await call('GET', `/filter-owner/customers/${ids.Amna}/schedule`)).toMatchObject({
      kind: 'daily',
      quantity: 2,
      items: [
        { product_id: 1, quantity: 2, kind: null },
        { product_id: cartonId, quantity: 1, kind: 'weekdays', days: ['fri'] },
      ],
    });
    // The routes list, read again from the server, spells the lines out.
    await page.getByTestId(`route-lines-${ids.Amna}`).getByText('2 × 19 L can daily · 1 × Carton Fri').waitFor();
    await screenshot(page, 'schedule-lines-routes');
  });

  it('prefills the cans and the carton on a Friday, and only the cans on the Saturday', async () => {
    await openSheet(FRIDAY);
    expect(await page.getByTestId('product-header').allInnerTexts()).toEqual(['19 L can', 'Carton']);
    expect(await delivered('Amna')).toEqual({ cans: '2', cartons: '1' });
    expect(await delivered('Babar')).toEqual({ cans: '1', cartons: '0' });
    const total = (id: string) => page.getByTestId('sheet-totals').getByTestId(id).innerText();
    expect(await total('total-delivered')).toBe('3');
    expect(await total(`total-delivered:${cartonId}`)).toBe('1');
    // 2 × PKR 40 and a carton at PKR 300.
    expect(await sheetRow('Amna').getByTestId('row-amount').innerText()).toMatch(/Rs\s?380(?!\d)/);
    await screenshot(page, 'schedule-lines-friday-sheet');

    await openSheet(SATURDAY);
    expect(await delivered('Amna')).toEqual({ cans: '2', cartons: '0' });
    expect(await delivered('Babar')).toEqual({ cans: '1', cartons: '0' });

    // The keyboard flow is the sheet's as ever: from the cans, Tab reaches the carton's cell (an extra one this Saturday).
    await sheetRow('Amna').getByTestId('cell-delivered').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    expect(await delivered('Amna')).toEqual({ cans: '2', cartons: '1' });
  });
});
