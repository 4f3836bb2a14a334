import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/** Today in the plant's zone (the default, Asia/Karachi), as the server counts its days: the customer's first day and the entry's. */
const plantToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const JAR = { name: '5 L jar', unit: 'jar', returnable: true, default_rate: 40, deposit_per_unit: 300 };

/**
 * Deposits by product against the real server: a plant sells a returnable 5 L jar asking PKR 300 a
 * jar as deposit; a customer given 3 jars by an entry holds them beyond any deposit, which the day
 * sheet and the customer page flag. The owner records a deposit of the 3 jars from the customer's
 * deposit dialog (a refund beyond it is refused under its field), and both flags are gone.
 */
describe('deposits by product', () => {
  let session: BrowserSession;
  let page: Page;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let customerId = 0;
  let jarId = 0;
  const today = plantToday();
  const call = async (method: string, path: string, body?: unknown) => {
    const scoped = `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
    const { status, body: envelope } = await api(method, scoped, { token: owner.token, body });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const jarHolding = async () =>
    ((await call('GET', `/filter-owner/customers/${customerId}`)).containers as Array<{ product_id: number }>).find(
      (holding) => holding.product_id === jarId,
    );
  /** The customer's row on the plant's day sheet (saved: the day's entry is theirs). */
  const openSheetRow = async () => {
    await page.goto(`/filter-owner/daily-entries?date=${today}`);
    await page.getByRole('grid', { name: 'Day sheet' }).waitFor();
    const row = page.locator(`[data-testid="sheet-row"][data-customer="${customerId}"]`).first();
    await row.waitFor();
    return row;
  };
  const openCustomer = async () => {
    await page.goto(`/filter-owner/customers/${customerId}`);
    await page.getByRole('heading', { name: 'Nadia Jars', level: 1 }).waitFor();
    return page.getByTestId(`customer-held-${jarId}`);
  };

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Container Deposits Owner');
    jarId = (await call('POST', '/filter-owner/products', JAR)).id;
    const { areas } = await call('GET', '/filter-owner/areas');
    customerId = (await call('POST', '/filter-owner/customers', { name: 'Nadia Jars', area_id: areas[0].id })).id;
    await call('POST', '/filter-owner/daily-entries', {
      customer_id: customerId,
      date: today,
      items: [{ product_id: jarId, delivered: 3 }],
    });
    page = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(page.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('flags the 3 jars held beyond any deposit on the day sheet and the customer page', async () => {
    expect(await jarHolding()).toMatchObject({ held: 3, deposited: 0, over_deposit: true });
    const row = await openSheetRow();
    await row.getByText('5 L jar over deposit').waitFor();
    await screenshot(page, 'container-deposits-sheet-flag');

    const jars = await openCustomer();
    expect(await jars.innerText()).toMatch(/5 L jar out\s*3\s*more than the deposit covers/i);
  });

  it('records a deposit of 3 jars from the dialog, refuses a refund beyond it under the field, and the flags are gone', async () => {
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Security deposit' });
    const product = dialog.getByRole('combobox', { name: /Product/ });
    expect(await product.innerText()).toBe('19 L can');
    await product.click();
    await page.getByRole('option', { name: '5 L jar' }).click();
    await dialog.getByRole('textbox', { name: '5 L jar' }).fill('3');
    await dialog.getByLabel('Amount (PKR)').fill('900');
    await dialog.getByLabel('Reason / note').fill('Three jars');
    await screenshot(page, 'container-deposits-dialog');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await toastText(page, 'Deposit recorded');
    await dialog.waitFor({ state: 'detached' });

    expect(await jarHolding()).toMatchObject({ held: 3, deposited: 3, over_deposit: false });
    expect(await call('GET', `/filter-owner/customers/${customerId}`)).toMatchObject({
      security_deposit_cans: 0,
      security_deposit_amount: 900,
    });
    const jars = page.getByTestId(`customer-held-${jarId}`);
    await jars.getByText('deposit covers 3').waitFor();
    expect(await jars.innerText()).not.toMatch(/more than the deposit covers/i);

    // Four jars back is more than the deposit covers: the server's refusal is said under the jars.
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Refunded to the customer' }).check();
    await dialog.getByRole('combobox', { name: /Product/ }).click();
    await page.getByRole('option', { name: '5 L jar' }).click();
    await dialog.getByRole('textbox', { name: '5 L jar' }).fill('4');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await dialog.getByText('Only 3 × 5 L jar are held against a deposit.').waitFor();
    expect(await dialog.getByRole('textbox', { name: '5 L jar' }).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await jarHolding()).toMatchObject({ deposited: 3 });

    const row = await openSheetRow();
    await row
      .getByText(/Customer|Nadia Jars/)
      .first()
      .waitFor();
    expect(await row.getByText('5 L jar over deposit').count()).toBe(0);
  });
});
