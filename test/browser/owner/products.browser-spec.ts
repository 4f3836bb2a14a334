import type { Locator, Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

/** The text under a labelled field (its helper text), found through aria-describedby as a screen reader would. */
async function helperText(field: Locator): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  if (!id) return '';
  return field.page().locator(`[id="${id}"]`).innerText();
}

interface ProductRow {
  id: number;
  name: string;
  returnable: boolean;
  default_rate: number;
  deposit_per_unit: number;
  billing: string;
  is_active: boolean;
  position: number;
}

/**
 * Products against the real server: the plant's first product (its 19 L can at the plant's can
 * rate), then a 6 L bottle added from the keyboard (not returnable, PKR 120), the server's
 * duplicate-name message under the name, its rate changed, and the bottle deactivated.
 */
describe('products', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const productCard = (name: string) => page.getByRole('article', { name, exact: true });
  const products = async (): Promise<ProductRow[]> =>
    (await api('GET', `/filter-owner/products?filter_plant_id=${owner.plantId}`, { token: owner.token })).body.data.products;
  const bottle = async () => (await products()).find((product) => product.name === '6 L bottle');

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Products Owner');
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens Products from the menu and lists the plant’s 19 L can at the plant’s can rate', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    // Right after sign-in the app may still settle where the owner lands (its onboarding check), and
    // a click in that moment can be overridden: click again until the menu has taken us there.
    for (let attempt = 0; attempt < 5 && !page.url().endsWith('/filter-owner/products'); attempt++) {
      await page.getByRole('link', { name: /Products/ }).click();
      await page.waitForURL('**/filter-owner/products', { timeout: 3000 }).catch(() => undefined);
    }
    await page.waitForURL('**/filter-owner/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const can = productCard('19 L can');
    await can.getByText('Active', { exact: true }).waitFor();
    expect(await can.getByTestId('product-returnable').innerText()).toMatch(/Yes$/);
    // readyOwner's plant sells its can at PKR 40.
    expect(await can.getByTestId('product-rate').innerText()).toMatch(/PKR 40\.00 \/ can$/);
  });

  it('adds a 6 L bottle from the keyboard, after the server’s duplicate-name message under the name', async () => {
    await page.getByRole('button', { name: 'Add Product', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const name = dialog.getByLabel('Product Name');
    // The name has the focus; each field is a Tab further (the deposit is skipped: a bottle does not come back).
    expect(await page.evaluate<string>('document.activeElement.id')).toBe(await name.getAttribute('id'));
    expect(await dialog.getByLabel('Deposit per Unit (PKR)').isDisabled()).toBe(true);
    await page.keyboard.type('19 l CAN');
    await page.keyboard.press('Tab'); // Urdu name
    await page.keyboard.press('Tab'); // unit
    await page.keyboard.type('bottle');
    await page.keyboard.press('Tab'); // position
    await page.keyboard.press('Tab'); // returnable, left unchecked
    await page.keyboard.press('Tab'); // billing: per unit
    await page.keyboard.press('Tab'); // rate
    await page.keyboard.type('120');
    await page.keyboard.press('Enter');
    const taken = 'A product with this name already exists in this plant.';
    await dialog.getByText(taken).waitFor();
    expect(await helperText(name)).toBe(taken);

    await name.fill('6 L bottle');
    await page.keyboard.press('Enter');
    await toastText(page, 'Product Added');
    await dialog.waitFor({ state: 'detached' });
    const card = productCard('6 L bottle');
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await card.getByTestId('product-returnable').innerText()).toMatch(/No$/);
    expect(await card.getByTestId('product-rate').innerText()).toMatch(/PKR 120\.00 \/ bottle$/);
    expect(await card.getByTestId('product-deposit').innerText()).toMatch(/None$/);
    expect(await bottle()).toMatchObject({
      returnable: false,
      default_rate: 120,
      deposit_per_unit: 0,
      billing: 'per_unit',
      is_active: true,
      position: 2,
    });
  });

  it('edits the bottle’s rate, its returnable and billing shown but fixed', async () => {
    await page.getByRole('button', { name: 'Edit 6 L bottle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const rate = dialog.getByLabel('Rate (PKR)');
    expect(await rate.inputValue()).toBe('120');
    expect(await dialog.getByRole('checkbox', { name: 'Returnable' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Per unit/ }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^Per unit/ }).isDisabled()).toBe(true);
    await rate.fill('135.50');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Product Updated');
    await dialog.waitFor({ state: 'detached' });
    await productCard('6 L bottle')
      .getByText(/PKR 135\.50 \/ bottle$/)
      .waitFor();
    expect(await bottle()).toMatchObject({ default_rate: 135.5, returnable: false, billing: 'per_unit', is_active: true });
  });

  it('deactivates the bottle: it stays listed, inactive, with Activate offered', async () => {
    await page.getByRole('button', { name: 'Deactivate 6 L bottle' }).click();
    await toastText(page, 'Product Deactivated');
    await productCard('6 L bottle').getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Activate 6 L bottle' }).waitFor();
    expect(await bottle()).toMatchObject({ is_active: false, default_rate: 135.5 });
    await page.reload();
    await productCard('6 L bottle').getByText('Inactive', { exact: true }).waitFor();
    expect((await products()).map((product) => [product.name, product.is_active])).toEqual([
      ['19 L can', true],
      ['6 L bottle', false],
    ]);
    await screenshot(page, 'products');
  });

  it('fits 360 px without sideways scrolling and names every control, on the page and in its dialog', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto('/filter-owner/products');
    await phone.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await phone.getByRole('article').first().waitFor();
    await phone.waitForLoadState('networkidle');
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
    expect(await unlabelledControls(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Add Product', exact: true }).click();
    await phone.getByRole('dialog').waitFor();
    // MUI's focus trap adds two empty focus guards around a modal; they hand focus back and are not controls.
    const inDialog = (await unlabelledControls(phone)).filter((html) => !/data-testid="sentinel(Start|End)"/.test(html));
    expect(inDialog).toEqual([]);
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
    await screenshot(phone, 'mobile-products-dialog');
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
  });
});
