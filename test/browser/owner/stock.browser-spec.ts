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

/** A figure line of a stock card, its label and number as one text ("Owned\n50"), whitespace made single spaces. */
async function line(card: Locator, testId: string): Promise<string> {
  return (await card.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * Container stock against the real server: a fresh plant's 19 L can (nothing owned yet), 50 bought
 * for PKR 22,500, 2 written off as damaged with a reason, a count of 47 with a reason; the figures
 * after each, the day's movements and the plant's records; and a 360 px phone.
 */
describe('stock', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const canCard = () => page.getByRole('article', { name: '19 L can', exact: true });
  const serverStock = async () =>
    (await api('GET', `/filter-owner/stock?filter_plant_id=${owner.plantId}`, { token: owner.token })).body.data.products[0];

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Stock Owner');
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens Stock from the menu: the plant’s 19 L can, nothing owned yet, and nothing moved', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    // Right after sign-in the app may still settle where the owner lands (its onboarding check): click again until the menu has taken us there.
    for (let attempt = 0; attempt < 5 && !page.url().endsWith('/filter-owner/stock'); attempt++) {
      await page.getByRole('link', { name: /Stock/ }).click();
      await page.waitForURL('**/filter-owner/stock', { timeout: 3000 }).catch(() => undefined);
    }
    await page.waitForURL('**/filter-owner/stock');
    await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    const can = canCard();
    await can.waitFor();
    expect(await line(can, 'stock-owned')).toBe('Owned 0');
    expect(await can.getByTestId('stock-warning').count()).toBe(0);
    await page.getByTestId('stock-movements-empty').waitFor();
  });

  it('records a purchase of 50 cans for PKR 22,500', async () => {
    await canCard().getByRole('button', { name: 'Record purchase of 19 L can' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record purchase: 19 L can' });
    await dialog.getByLabel('Quantity').fill('50');
    await dialog.getByLabel('Cost (PKR)').fill('22500');
    await dialog.getByLabel('Note').fill('Karachi supplier, bill 118');
    await dialog.getByRole('button', { name: 'Record purchase' }).click();
    await toastText(page, 'Purchase Recorded');
    await dialog.waitFor({ state: 'detached' });
    const can = canCard();
    await can.getByTestId('stock-owned').getByText('50', { exact: true }).waitFor();
    expect(await line(can, 'stock-at-plant')).toBe('At the plant Full and empty together 50');
    expect(await serverStock()).toMatchObject({ owned: 50, at_plant: 50, damaged: 0, lost: 0 });
  });

  it('writes off 2 as damaged with a reason, after refusing more than are at the plant', async () => {
    await canCard().getByRole('button', { name: 'Write off 19 L can' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write off: 19 L can' });
    const quantity = dialog.getByLabel('Quantity');
    expect(await helperText(quantity)).toBe('The stock has 50 at the plant');
    await quantity.fill('51');
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByLabel('Reason').fill('Cracked in the washer');
    await dialog.getByRole('button', { name: 'Write off' }).click();
    await dialog.getByText('Only 50 are at the plant by the stock: count them first if there are more').waitFor();
    await quantity.fill('2');
    await dialog.getByRole('button', { name: 'Write off' }).click();
    await toastText(page, 'Write-off Recorded');
    await dialog.waitFor({ state: 'detached' });
    const can = canCard();
    await can.getByTestId('stock-damaged').getByText('2', { exact: true }).waitFor();
    expect(await line(can, 'stock-at-plant')).toBe('At the plant Full and empty together 48');
    expect(await line(can, 'stock-owned')).toBe('Owned 50');
    expect(await serverStock()).toMatchObject({ owned: 50, at_plant: 48, damaged: 2, lost: 0 });
  });

  it('counts 47: the dialog shows the 48 expected, asks why, and the one missing is lost', async () => {
    await canCard().getByRole('button', { name: 'Count 19 L can' }).click();
    const dialog = page.getByRole('dialog', { name: 'Count: 19 L can' });
    expect(await dialog.getByTestId('count-expected').innerText()).toBe('The stock expects 48 at the plant, full and empty together.');
    await dialog.getByLabel('Counted at the plant').fill('47');
    expect(await dialog.getByTestId('count-verdict').innerText()).toBe('1 fewer than the stock: they will be counted as lost. Say why.');
    await dialog.getByRole('button', { name: 'Record count' }).click();
    const reason = dialog.getByLabel('Reason');
    await dialog.getByText('The count differs from the stock: say why').waitFor();
    expect(await helperText(reason)).toBe('The count differs from the stock: say why');
    await reason.fill('One missing at the monthly count');
    await dialog.getByRole('button', { name: 'Record count' }).click();
    await toastText(page, 'Count Recorded');
    await dialog.waitFor({ state: 'detached' });
    const can = canCard();
    await can.getByTestId('stock-lost').getByText('1', { exact: true }).waitFor();
    expect(await line(can, 'stock-at-plant')).toBe('At the plant Full and empty together 47');
    expect(await line(can, 'stock-damaged')).toBe('Damaged 2');
    expect(await line(can, 'stock-owned')).toBe('Owned 50');
    expect(await serverStock()).toMatchObject({ owned: 50, at_plant: 47, damaged: 2, lost: 1, out_exceeds_owned: false });
  });

  it('shows the day’s movements and the plant’s records with their notes and cost', async () => {
    const records = page.getByTestId('stock-record');
    await records.nth(2).waitFor();
    const kinds = await Promise.all((await records.all()).map((record) => record.getAttribute('data-kind')));
    expect(kinds).toEqual(['count', 'damaged', 'purchase']);
    const texts = (await records.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(texts[0]).toMatch(/^Count .*19 L can Counted 47, −1 against the stock One missing at the monthly count$/);
    expect(texts[1]).toMatch(/^Damaged .*19 L can 2 written off Cracked in the washer$/);
    expect(texts[2]).toMatch(/^Purchase .*19 L can 50 bought for PKR 22,500\.00 Karachi supplier, bill 118$/);
    const day = page.getByRole('table', { name: 'Movements by day and product' }).getByTestId('stock-day');
    expect(await day.count()).toBe(1);
    expect(await day.locator('td').allInnerTexts()).toEqual([expect.any(String), '19 L can', '0', '0', '50', '2', '−1', '0']);
    await screenshot(page, 'stock');
  });

  it('fits 360 px without sideways scrolling and names every control, on the page and in its dialogs', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto('/filter-owner/stock');
    await phone.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
    await phone.getByRole('article').first().waitFor();
    await phone.getByTestId('stock-record').first().waitFor();
    await phone.waitForLoadState('networkidle');
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
    expect(await unlabelledControls(phone)).toEqual([]);
    await screenshot(phone, 'mobile-stock');
    for (const button of ['Record purchase of 19 L can', 'Write off 19 L can', 'Count 19 L can']) {
      await phone.getByRole('button', { name: button }).click();
      await phone.getByRole('dialog').waitFor();
      // MUI's focus trap adds two empty focus guards around a modal; they hand focus back and are not controls.
      const inDialog = (await unlabelledControls(phone)).filter((html) => !/data-testid="sentinel(Start|End)"/.test(html));
      expect(inDialog).toEqual([]);
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
      if (button.startsWith('Count')) await screenshot(phone, 'mobile-stock-count-dialog');
      await phone.getByRole('button', { name: 'Cancel' }).click();
      await phone.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });
});
