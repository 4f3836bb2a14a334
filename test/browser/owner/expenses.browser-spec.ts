import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/** Today in the plant's zone (the default, Asia/Karachi), as the server counts its days. */
const plantToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The expenses screen against the real API: add expenses (the form's own checks and the server's
 * field errors under the fields), see them and the month's totals per category, reverse one with a
 * reason (struck through, out of the totals), and Today's Expenses on the dashboard.
 */
describe('expenses', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const today = plantToday();

  const pick = async (label: string, option: string, within = page.getByRole('dialog')) => {
    await within.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const total = (category: string) => page.getByTestId(`expense-total-${category}`);

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Expenses Owner');
    // The browser's days are the plant's, so the form's default date is the plant's today.
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('opens from the menu on an empty month', async () => {
    await page.goto('/filter-owner/dashboard');
    await page
      .getByRole('link', { name: /Expenses/ })
      .first()
      .click();
    await page.waitForURL(/\/filter-owner\/expenses/);
    await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
    await page.getByText('No expenses this month').waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
  });

  it('adds expenses, checking the fields and showing the server’s refusal under its field', async () => {
    await page.getByRole('button', { name: 'Add expense' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add expense' });
    expect(await dialog.getByLabel(/^Date/).inputValue()).toBe(today);
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.getByText('Choose a category').waitFor();
    await dialog.getByText('Enter the amount').waitFor();

    await pick('Category', 'Fuel', dialog);
    await dialog.getByLabel(/^Amount/).fill('12.345');
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.getByText('Use a number with at most 2 decimals').waitFor();

    // A day in the future passes the form and is refused by the server, under the date.
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await dialog.getByLabel(/^Date/).fill(nextYear);
    await dialog.getByLabel(/^Amount/).fill('1500');
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await dialog.getByText('The date may not be in the future.').waitFor();

    await dialog.getByLabel(/^Date/).fill(today);
    await dialog.getByLabel('Note').fill('Diesel for the van');
    await pick('Rider / employee', 'Rider One', dialog);
    expect((await unlabelledControls(page)).filter((html) => !html.includes('data-testid="sentinel'))).toEqual([]);
    await dialog.getByRole('button', { name: 'Add expense' }).click();
    await toastText(page, 'Expense added');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('expense-row').filter({ hasText: 'Diesel for the van' }).waitFor();

    await page.getByRole('button', { name: 'Add expense' }).first().click();
    await pick('Category', 'Maintenance');
    await page
      .getByRole('dialog')
      .getByLabel(/^Amount/)
      .fill('800.50');
    await page.getByRole('dialog').getByRole('button', { name: 'Add expense' }).click();
    await toastText(page, 'Expense added');
    await page.getByTestId('expense-row').filter({ hasText: 'Maintenance' }).waitFor();

    const row = page.getByTestId('expense-row').filter({ hasText: 'Diesel for the van' });
    expect(await row.innerText()).toMatch(/Fuel[\s\S]*Rs\s?1,500[\s\S]*Rider One/);
    await total('fuel')
      .getByText(/Rs\s?1,500/)
      .waitFor();
    await total('maintenance')
      .getByText(/Rs\s?800\.5/)
      .waitFor();
    await page
      .getByTestId('expense-grand-total')
      .getByText(/Rs\s?2,300\.5/)
      .waitFor();
    await screenshot(page, 'expenses-month');
  });

  it('reverses an expense with a reason: struck through with it, out of the totals', async () => {
    const row = page.getByTestId('expense-row').filter({ hasText: 'Diesel for the van' });
    await row.getByRole('button', { name: /^Reverse the expense of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse expense?' });
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await dialog.getByText('Give a reason').waitFor();
    await dialog.getByLabel(/^Reason/).fill('Duplicate receipt');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await toastText(page, 'Expense reversed');
    await dialog.waitFor({ state: 'hidden' });

    const reversed = page.locator('[data-testid="expense-row"][data-status="reversed"]');
    await reversed.getByText('Reversed: Duplicate receipt').waitFor();
    const decoration = await reversed
      .getByText('Diesel for the van')
      .evaluate((element: any) => (globalThis as any).getComputedStyle(element).textDecorationLine);
    expect(decoration).toBe('line-through');
    expect(await reversed.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    await total('fuel')
      .getByText(/Rs\s?0/)
      .waitFor();
    await page
      .getByTestId('expense-grand-total')
      .getByText(/Rs\s?800\.5/)
      .waitFor();

    const list = await api('GET', `/filter-owner/expenses?filter_plant_id=${owner.plantId}`, { token: owner.token });
    expect(list.body.data.totals).toMatchObject({ amount: 800.5, by_category: { fuel: 0, maintenance: 800.5 } });
    expect(list.body.data.data.find((e: { note: string }) => e.note === 'Diesel for the van')).toMatchObject({
      status: 'reversed',
      reversal_reason: 'Duplicate receipt',
    });
    await screenshot(page, 'expenses-reversed');
  });

  it('corrects an expense with a reason', async () => {
    const row = page.getByTestId('expense-row').filter({ hasText: 'Maintenance' });
    await row.getByRole('button', { name: /^Correct the expense of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct expense' });
    await dialog.getByLabel(/^Amount/).fill('900');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await dialog.getByText('Give a reason').waitFor();
    await dialog.getByLabel(/^Reason for the correction/).fill('Receipt said 900');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await toastText(page, 'Expense corrected');
    await row.getByText('Corrected once').waitFor();
    await page
      .getByTestId('expense-grand-total')
      .getByText(/Rs\s?900/)
      .waitFor();
  });

  it("shows today's expenses on the dashboard", async () => {
    await page.goto('/filter-owner/dashboard');
    const card = page.getByTestId('today-expenses');
    await card.getByText("Today's Expenses").waitFor();
    await card.getByText('1 category').waitFor();
    await card
      .getByTestId('today-expense-maintenance')
      .getByText(/Rs\s?900/)
      .waitFor();
    await card
      .getByTestId('today-expenses-total')
      .getByText(/Rs\s?900/)
      .waitFor();
    expect(await card.getByTestId('today-expense-fuel').count()).toBe(0);
  });

  it('shows cards on a phone', async () => {
    const phone = await session.newPage({ timezoneId: 'Asia/Karachi', viewport: { width: 360, height: 740 } });
    await signInContext(phone.context(), owner.email, owner.password);
    await phone.goto('/filter-owner/expenses');
    await phone.getByTestId('expense-row').first().waitFor();
    expect(await phone.locator('table').count()).toBe(0);
    const width = await phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(360);
  });
});
