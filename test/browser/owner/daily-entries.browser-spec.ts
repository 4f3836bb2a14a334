import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { pdfText } from '../../support/pdf-text';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

const CUSTOMERS = 20;
const RATE = 40; // readyOwner's plant default
/** What the keyboard enters for the customer at `i` (0-based, in route order). */
const delivered = (i: number) => (i % 3) + 1;
const returned = (i: number) => i % 2;
const collected = (i: number) => (i % 4 === 0 ? 100 : 0);
const NOT_HOME = 5;

/**
 * The day's sheet against the real API: a day of 20 customers entered with the keyboard only (digits,
 * Enter, arrows, a letter for the status, Ctrl+S), saved in one batch; the totals and the saved state;
 * one entry reversed with a reason from the saved entries; a payment recorded on the customer detail.
 */
describe('daily entries', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const customerIds: number[] = [];

  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: owner.token, body });
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const press = async (key: string, times = 1) => {
    for (let n = 0; n < times; n += 1) await page.keyboard.press(key);
  };
  const draftRows = () => page.locator('[data-testid="sheet-row"][data-state="draft"]');
  const totalText = (id: string) => page.getByTestId('sheet-totals').getByTestId(id).innerText();
  const money = (value: number) => new RegExp(`Rs\\s?${value.toLocaleString('en-US')}(?!\\d)`);

  // Expected figures of the day once entered: the not-home customer delivers nothing.
  const servedCans = Array.from({ length: CUSTOMERS }, (_, i) => (i === NOT_HOME ? 0 : delivered(i)));
  const totalCans = servedCans.reduce((sum, cans) => sum + cans, 0);
  const totalReturned = Array.from({ length: CUSTOMERS }, (_, i) => returned(i)).reduce((sum, cans) => sum + cans, 0);
  const totalCollected = Array.from({ length: CUSTOMERS }, (_, i): number => collected(i)).reduce((sum, amount) => sum + amount, 0);
  const totalAmount = totalCans * RATE;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Entries Owner');
    const areas = await ownerApi('GET', scoped('/filter-owner/areas'));
    const employees = await ownerApi('GET', scoped('/filter-owner/employees'));
    const areaId = areas.body.data.areas[0].id;
    const employeeId = employees.body.data.employees[0].id;
    for (let i = 0; i < CUSTOMERS; i += 1) {
      // No schedule given: every customer is due daily, one can (the sheet's prefill).
      const created = await ownerApi('POST', scoped('/filter-owner/customers'), {
        name: `Sheet Customer ${String(i + 1).padStart(2, '0')}`,
        phone: `0301-${String(5550000 + i)}`,
        area_id: areaId,
        employee_id: employeeId,
      });
      if (created.status >= 300) throw new Error(`Adding a customer failed: ${JSON.stringify(created.body)}`);
      customerIds.push(created.body.data.id);
    }
    page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it("opens today's sheet from the dashboard's Quick Entry, prefilled from the schedules", async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('button', { name: 'Quick Entry' }).click();
    await page.waitForURL(/\/filter-owner\/daily-entries\?date=\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('heading', { name: 'Daily Entries', level: 1 }).waitFor();
    await page.getByRole('grid', { name: 'Day sheet' }).waitFor();
    expect(await draftRows().count()).toBe(CUSTOMERS);
    expect(await totalText('total-delivered')).toBe(String(CUSTOMERS));
    expect(await totalText('total-amount')).toMatch(money(CUSTOMERS * RATE));
    await page.getByTestId('save-all').getByText(`Save all (${CUSTOMERS} rows)`).waitFor();
  });

  it('enters the day with the keyboard only: digits and Enter down a column, arrows across, a letter for the status', async () => {
    // The grid has one stop in the tab order; the keyboard starts on its first cell.
    await draftRows().first().getByTestId('cell-delivered').focus();
    for (let i = 0; i < CUSTOMERS; i += 1) {
      await page.keyboard.type(String(delivered(i)));
      await press('Enter');
    }
    await press('ArrowRight');
    await press('ArrowUp', CUSTOMERS - 1);
    for (let i = 0; i < CUSTOMERS; i += 1) {
      await page.keyboard.type(String(returned(i)));
      await press('Enter');
    }
    await press('ArrowRight', 2);
    await press('ArrowUp', CUSTOMERS - 1);
    for (let i = 0; i < CUSTOMERS; i += 1) {
      await page.keyboard.type(String(collected(i)));
      await press('Enter');
    }
    // Customer 6 was not home: up to their row, over to Status, 'n'.
    await press('ArrowUp', CUSTOMERS - 1 - NOT_HOME);
    await press('ArrowRight', 2);
    await page.keyboard.type('n');

    // Space opens the list of statuses; arrows and Enter pick one (and back to Not home with a letter).
    await press('Space');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await press('ArrowDown');
    await press('Enter');
    await menu.waitFor({ state: 'hidden' });
    expect(await draftRows().nth(NOT_HOME).getByTestId('cell-status').innerText()).toBe('Refused');
    await page.keyboard.type('n');

    const notHome = draftRows().nth(NOT_HOME);
    expect(await notHome.getByTestId('cell-status').innerText()).toBe('Not home');
    expect(await notHome.getByTestId('row-amount').innerText()).toMatch(money(0));
    expect(await draftRows().nth(1).getByTestId('cell-delivered').innerText()).toBe(String(delivered(1)));
    expect(await draftRows().nth(1).getByTestId('row-amount').innerText()).toMatch(money(delivered(1) * RATE));
    expect(await totalText('total-delivered')).toBe(String(totalCans));
    expect(await totalText('total-returned')).toBe(String(totalReturned));
    expect(await totalText('total-collected')).toMatch(money(totalCollected));
    expect(await totalText('total-amount')).toMatch(money(totalAmount));
    await screenshot(page, 'daily-entries-sheet');

    // Unsaved work is guarded: leaving in the app asks first, and saying no stays.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page
      .getByRole('link', { name: /Dashboard/ })
      .first()
      .click();
    expect(page.url()).toContain('/filter-owner/daily-entries');

    // Escape puts back what a cell held.
    await draftRows().first().getByTestId('cell-note').focus();
    await page.keyboard.type('Gate');
    await press('Escape');
    expect(await draftRows().first().getByTestId('cell-note').innerText()).toBe('');
  });

  it('saves the day in one batch (Ctrl+S): the rows become saved, balances follow and the totals stand', async () => {
    await page.keyboard.press('Control+s');
    await toastText(page, `${CUSTOMERS} entries saved`);
    await page.getByTestId('save-all').getByText('Nothing to save').waitFor();
    expect(await page.locator('[data-testid="sheet-row"][data-state="saved"]').count()).toBe(CUSTOMERS);
    expect(await draftRows().count()).toBe(0);
    expect(await totalText('total-delivered')).toBe(String(totalCans));
    expect(await totalText('total-amount')).toMatch(money(totalAmount));
    expect(await totalText('total-collected')).toMatch(money(totalCollected));
    // The first customer owes 1 can × 40 − 100 collected: a 60 advance.
    const first = page.locator('[data-testid="sheet-row"][data-state="saved"]').first();
    expect(await first.getByTestId('row-balance').innerText()).toMatch(/Rs\s?60(?!\d)/);
    await screenshot(page, 'daily-entries-saved');

    const list = await ownerApi('GET', scoped(`/filter-owner/daily-entries?customer_id=${customerIds[0]}`));
    expect(list.status).toBe(200);
    expect(list.body.data.data).toHaveLength(1);
    expect(list.body.data.data[0]).toMatchObject({ cans_delivered: 1, cans_returned: 0, rate: RATE, amount: RATE, collected: 100 });
    const all = await ownerApi('GET', scoped('/filter-owner/daily-entries?per_page=100'));
    expect(all.body.data.totals).toMatchObject({
      entries: CUSTOMERS,
      cans_delivered: totalCans,
      cans_returned: totalReturned,
      amount: totalAmount,
      collected: totalCollected,
    });
    const customer = await ownerApi('GET', scoped(`/filter-owner/customers/${customerIds[1]}`));
    expect(customer.body.data.balance).toBe(delivered(1) * RATE - collected(1));
  });

  it('prints the day as a PDF to carry on paper: every customer in route order, the saved figures filled in', async () => {
    await page.getByTestId('save-all').getByText('Nothing to save').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print sheet' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^day-sheet-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { text } = await pdfText(readFileSync(await download.path()));
    expect(text).toContain(`${CUSTOMERS} customers · ${CUSTOMERS} cans due`);
    expect(text.indexOf('Sheet Customer 01')).toBeLessThan(text.indexOf('Sheet Customer 02'));
    expect(text.indexOf('Sheet Customer 19')).toBeLessThan(text.indexOf('Sheet Customer 20'));
    // Customer 01: due 1 at 40, owing nothing before the day, 1 can out; saved 1 delivered, 0 returned, 100 collected.
    expect(text).toMatch(/Sheet Customer 01\s+\S+ · \S+ 1 40 0 1 1 0 100/);
    await page.getByRole('button', { name: 'Print sheet' }).waitFor();
  });

  it('reverses one entry from the saved entries with a reason', async () => {
    await page.getByRole('tab', { name: 'Saved entries' }).click();
    await page.getByTestId('entries-totals').getByText(`Totals (${CUSTOMERS} entries)`).waitFor();
    const row = page.getByTestId('entry-row').filter({ hasText: 'Sheet Customer 02' });
    await row.getByRole('button', { name: /^Reverse the entry of Sheet Customer 02/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reverse this entry?' });
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByLabel('Reason').fill('Counted twice');
    await dialog.getByRole('button', { name: 'Reverse' }).click();
    await toastText(page, 'Entry reversed');
    await page.locator('[data-testid="entry-row"][data-reversed="true"]').getByText('Reversed: Counted twice').waitFor();
    await page
      .getByTestId('entries-totals')
      .getByText(`Totals (${CUSTOMERS - 1} entries)`)
      .waitFor();
    expect(await page.getByTestId('entries-totals').innerText()).toMatch(money(totalAmount - delivered(1) * RATE));

    const customer = await ownerApi('GET', scoped(`/filter-owner/customers/${customerIds[1]}`));
    expect(customer.body.data.balance).toBe(0);
    // Back on the sheet, the customer can be entered again.
    await page.getByRole('tab', { name: 'Sheet' }).click();
    await draftRows().filter({ hasText: 'Sheet Customer 02' }).waitFor();
  });

  it('records a payment from the customer detail and shows it in the ledger', async () => {
    const id = customerIds[2];
    const before = (await ownerApi('GET', scoped(`/filter-owner/customers/${id}`))).body.data.balance as number;
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`/filter-owner/customers/${id}`);
    await page.getByRole('heading', { name: 'Sheet Customer 03', level: 1 }).waitFor();
    // The day's delivery is a ledger line with its description.
    await page.getByTestId('ledger-line').first().waitFor();
    await page.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.getByText('Enter the amount received').waitFor();
    await dialog.getByLabel(/^Amount \(PKR\)/).fill('500');
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'JazzCash', exact: true }).click();
    await dialog.getByLabel('Reference').fill('JC-778899');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await toastText(page, 'Payment recorded');
    await dialog.waitFor({ state: 'hidden' });
    const payment = page.getByTestId('ledger-line').filter({ hasText: 'Payment' });
    await payment.first().waitFor();
    expect(await payment.first().innerText()).toMatch(money(500));
    const after = (await ownerApi('GET', scoped(`/filter-owner/customers/${id}`))).body.data.balance as number;
    expect(after).toBe(before - 500);
    expect(await page.getByTestId('customer-balance').innerText()).toMatch(/advance|Rs/);
    await screenshot(page, 'daily-entries-payment');
  });

  it('keeps a 360 px phone from scrolling sideways: the grid scrolls inside itself', async () => {
    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto('/filter-owner/daily-entries');
    await phone.getByRole('grid', { name: 'Day sheet' }).waitFor();
    await phone.getByTestId('sheet-totals').waitFor();
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(phone, 'daily-entries-phone');
  });
});
