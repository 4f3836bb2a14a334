import type { Page } from 'playwright-core';
import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { eventually } from '../support/eventually';
import { signInContext, toastText } from '../support/owner-session';

/** The plant's day (Asia/Karachi) `days` from now, YYYY-MM-DD. */
const plantDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/**
 * A customer's own page end to end: the owner makes the link on the customer's page; the customer,
 * on a 360 px phone, confirms last month's statement and asks for an extra can tomorrow; the owner
 * accepts it in the requests inbox (the header's envelope counts it) and finds the customer on
 * tomorrow's day sheet, though they are delivered to only on call.
 */
describe("a customer's own page and the owner's requests", () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let ownerPage: Page;
  let customerId: number;
  const tomorrow = plantDay(1);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api(method, `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`, {
      token: owner.token,
      body,
    });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const sheetRow = (page: Page) => page.locator(`[data-testid="sheet-row"][data-customer="${customerId}"]`).first();

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Customer Page Owner');
    const { areas } = await call('GET', '/filter-owner/areas');
    // A customer since 35 days back (the plant's lock period allows it): always in an earlier
    // month, so their page has a finished month's statement to confirm. Delivered to on call only.
    customerId = (
      await call('POST', '/filter-owner/customers', {
        name: 'Nadia Page',
        area_id: areas[0].id,
        phone: '0300-7654321',
        opening_date: plantDay(-35),
        opening_balance: 600,
      })
    ).id;
    await call('PUT', `/filter-owner/customers/${customerId}/schedule`, { kind: 'on_call' });
    ownerPage = await session.newPage({ timezoneId: 'Asia/Karachi' });
    await signInContext(ownerPage.context(), owner.email, owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('lets a customer on a phone confirm a statement and ask for an extra can, which the owner accepts onto tomorrow’s sheet', async () => {
    // The owner makes the link on the customer's page.
    await ownerPage.goto(`/filter-owner/customers/${customerId}`);
    const card = ownerPage.getByTestId('customer-page-link');
    await card.getByRole('button', { name: 'Create link' }).click();
    const address = card.getByRole('textbox').first();
    await eventually(async () => /\/c\/[A-Za-z0-9_-]{22}$/.test(await address.inputValue()), true);
    const url = new URL(await address.inputValue());

    // The customer, on a phone.
    const phone = await session.newPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      timezoneId: 'Asia/Karachi',
    });
    await phone.goto(url.pathname);
    await phone.getByTestId('balance').getByText('600').first().waitFor();
    // Nothing wider than the phone: no sideways scrolling.
    const widths = await phone.evaluate(() => {
      const { document, innerWidth } = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return { page: document.documentElement.scrollWidth, screen: innerWidth };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    const statements = phone.getByTestId('statements');
    await statements
      .getByRole('button', { name: /^Confirm the .* statement$/ })
      .first()
      .click();
    await statements.getByText('You confirmed this statement.').first().waitFor();

    const extra = phone.getByTestId('ask-extra');
    await extra.getByLabel('Day').fill(tomorrow);
    await extra.getByLabel('How many').fill('2');
    await extra.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Sent to the plant. You will see their answer here.').first().waitFor();
    await phone
      .getByTestId('requests')
      .getByText(/Extra delivery on/)
      .first()
      .waitFor();
    await screenshot(phone, 'customer-page-phone');

    // Before the owner answers, nobody is due tomorrow (the plant's only customer comes on call).
    await ownerPage.goto(`/filter-owner/daily-entries?date=${tomorrow}`);
    await ownerPage.getByText('No customers are due on this day').waitFor();

    // The envelope counts the two requests; the owner accepts the extra delivery.
    const envelope = ownerPage.getByRole('button', { name: /^Customer requests/ }).first();
    await eventually(() => envelope.getAttribute('aria-label'), 'Customer requests, 2 waiting');
    await envelope.click();
    await ownerPage.waitForURL('**/messages');
    const request = ownerPage
      .locator('[data-testid^="customer-request-"]')
      .filter({ hasText: 'Nadia Page' })
      .filter({ hasText: /extra/i })
      .first();
    await request.getByRole('button', { name: 'Accept' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Coming tomorrow morning');
    await dialog.getByRole('button', { name: 'Accept request' }).click();
    await toastText(ownerPage, 'Request accepted');

    // On tomorrow's sheet, with the two cans asked for; not the day after.
    await ownerPage.goto(`/filter-owner/daily-entries?date=${tomorrow}`);
    await sheetRow(ownerPage).waitFor();
    await eventually(async () => (await sheetRow(ownerPage).getByTestId('cell-delivered').innerText()).trim(), '2');
    await ownerPage.goto(`/filter-owner/daily-entries?date=${plantDay(2)}`);
    await ownerPage.getByText('No customers are due on this day').waitFor();

    // The customer reads the answer.
    await phone.reload();
    await phone.getByTestId('requests').getByText('Coming tomorrow morning').waitFor();
  });
});
