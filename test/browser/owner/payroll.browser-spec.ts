import type { Page } from 'playwright-core';
import { api, ownerWithRider } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext, toastText } from '../support/owner-session';

/**
 * Staff pay: a ready owner whose commission rider (15 %) delivered today and a salaried employee
 * hired today. The owner opens Payroll from the menu, runs this month, sees the run's bar reach its
 * end and the slips, opens the rider's slip (the commission worked out from the entries saved
 * here), downloads its PDF, pays it and sees it paid; on the staff screen records an advance on
 * the salaried employee's pay and reverses it; and the rider sees the month so far on their phone.
 */
describe('payroll: the month run, a payslip paid, the staff pay page and the rider’s earnings', () => {
  let session: BrowserSession;
  let page: Page;
  let setup: Awaited<ReturnType<typeof ownerWithRider>>;
  let riderId: number;
  let salariedId: number;
  /** The plant's month today (YYYY-MM), as the server's clock has it. */
  let month: string;
  const RIDER = { email: `rider-pay-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
  const SALARIED = 'Salma Salaried';
  // Ayesha: 3 cans at PKR 50 (150); Bilal: 2 cans (100). 15 % of the PKR 250 delivered is PKR 37.50.
  const ENTRIES = [
    { name: 'Ayesha Malik', cans: 3, collected: 100 },
    { name: 'Bilal Ahmed', cans: 2, collected: 100 },
  ];
  const call = async (method: string, path: string, body?: unknown, token = setup.owner.token) => {
    const { status, body: envelope } = await api(method, `${path}${path.includes('?') ? '&' : '?'}${setup.scoped}`, { token, body });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };

  beforeAll(async () => {
    session = await launchBrowser();
    setup = await ownerWithRider(
      'Payroll Owner',
      ENTRIES.map((entry) => entry.name),
      RIDER,
    );
    const { employees } = await call('GET', '/filter-owner/employees');
    riderId = employees[0].id;
    salariedId = (
      await call('POST', '/filter-owner/employees', {
        name: SALARIED,
        phone: '0300-7778889',
        type: 'salary',
        commission_rate: null,
        monthly_salary: 30000,
      })
    ).id;
    await call('POST', '/filter-owner/daily-entries/batch', {
      entries: ENTRIES.map((entry) => ({
        customer_id: setup.customers.get(entry.name),
        employee_id: riderId,
        cans_delivered: entry.cans,
        cans_returned: 0,
        collected: entry.collected,
      })),
    });
    const rider = await api('POST', '/login', { body: RIDER });
    month = (await api('GET', '/rider/me', { token: rider.body.data.token })).body.data.today.slice(0, 7);
    page = await session.newPage();
    await signInContext(page.context(), setup.owner.email, setup.owner.password);
  });
  afterAll(async () => {
    await session.close();
  });

  it('runs the month from the menu: the bar reaches its end and the slips show', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('link', { name: 'Payroll', exact: true }).click();
    await page.getByRole('heading', { name: 'Payroll', level: 1 }).waitFor();
    // The page opens on last month; this month holds the entries.
    await page.getByLabel('Month', { exact: true }).fill(month);
    await page.getByTestId('payroll-empty').getByText('This month has not been run yet').waitFor();
    await page.getByRole('button', { name: 'Run payroll' }).first().click();

    const result = page.getByTestId('payroll-run-result');
    await result.waitFor();
    expect(await result.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await result.innerText()).toContain('Done: 2 payslips, 2 lines recorded');
    const rows = page.getByTestId('payslip-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const riderRow = rows.filter({ hasText: 'Rider One' });
    expect(await riderRow.innerText()).toContain('Commission');
    expect(await riderRow.getByTestId('payslip-owed').innerText()).toBe('PKR 37.50');
    expect(await rows.filter({ hasText: SALARIED }).innerText()).toContain('Salary');
    expect((await call('GET', `/filter-owner/payroll/months/${month}`)).run).toMatchObject({ status: 'completed', progress: 100 });
    await screenshot(page, 'payroll-run');
  });

  it('opens the rider’s slip, whose commission matches the entries, and pays it', async () => {
    await page.getByRole('button', { name: 'Open the payslip of Rider One' }).click();
    const dialog = page.getByRole('dialog', { name: /Payslip of Rider One/ });
    const commission = dialog.getByTestId('slip-commission');
    await commission.waitFor();
    const delivered = ENTRIES.reduce((sum, entry) => sum + entry.cans * 50, 0);
    const cans = ENTRIES.reduce((sum, entry) => sum + entry.cans, 0);
    expect(await commission.innerText()).toContain(`15% of PKR ${delivered.toFixed(2)} delivered = PKR ${(delivered * 0.15).toFixed(2)}`);
    expect(await commission.innerText()).toContain(`From ${ENTRIES.length} deliveries, ${cans} cans`);
    const slip = await call('GET', `/filter-owner/payroll/months/${month}/slips/${riderId}`);
    expect(slip.commission).toMatchObject({ basis: 'delivered', rate_percent: 15, deliveries: 2, cans, base_amount: delivered });
    await screenshot(page, 'payroll-slip');
    // The PDF in the app's language (English here), handed to the browser under the API's name.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`payslip-${riderId}-${month}.pdf`);

    await dialog.getByRole('button', { name: 'Pay PKR 37.50' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay Rider One' });
    await pay.getByLabel(/Reference/).fill('Cash at the plant');
    await pay.getByRole('button', { name: 'Pay', exact: true }).click();
    await toastText(page, 'Rider One paid PKR 37.50');
    await dialog.getByTestId('slip-closing').filter({ hasText: 'PKR 0.00' }).waitFor();
    expect(await dialog.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await dialog.getByTestId('slip-status').innerText()).toBe('Paid');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('payslip-row').filter({ hasText: 'Rider One' }).filter({ hasText: 'Paid' }).waitFor();
    expect((await call('GET', `/filter-owner/payroll/months/${month}/slips/${riderId}`)).status).toBe('paid');
  });

  it('records an advance on the staff pay page and reverses it with a reason', async () => {
    await page.getByRole('link', { name: 'Staff Management', exact: true }).click();
    await page.getByRole('link', { name: `Pay of ${SALARIED}` }).click();
    await page.getByRole('heading', { name: `Pay of ${SALARIED}`, level: 1 }).waitFor();
    const before = (await call('GET', `/filter-owner/employees/${salariedId}/pay`)).balance;

    await page.getByRole('button', { name: 'Record advance' }).click();
    const dialog = page.getByRole('dialog', { name: `Advance to ${SALARIED}` });
    await dialog.getByLabel(/Amount/).fill('500');
    await dialog.getByLabel(/Note/).fill('For the bus fare');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastText(page, 'Advance recorded');
    const advance = page.getByTestId('pay-line').filter({ hasText: 'Advance' }).first();
    await advance.waitFor();
    expect(await advance.innerText()).toContain('PKR -500.00');

    await advance.getByRole('button', { name: /^Reverse the Advance of PKR 500\.00/ }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse this line?' });
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await reverse.getByText('Write the reason').waitFor();
    await reverse.getByLabel(/Reason/).fill('Entered for the wrong person');
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await toastText(page, 'Line reversed');
    await page.locator('[data-testid="pay-line"][data-reversed="true"]').filter({ hasText: 'Advance' }).waitFor();
    await page.getByTestId('pay-line').filter({ hasText: 'Cancels a line' }).waitFor();

    const ledger = await call('GET', `/filter-owner/employees/${salariedId}/pay`);
    const recorded = ledger.lines.find((line: { kind: string }) => line.kind === 'advance');
    expect(recorded).toMatchObject({ amount: -500, method: 'cash' });
    expect(recorded.reversed_by).not.toBeNull();
    expect(ledger.lines.find((line: { kind: string }) => line.kind === 'reversal')).toMatchObject({
      amount: 500,
      reverses_line_id: recorded.id,
    });
    expect(ledger.balance).toBe(before);
    await screenshot(page, 'staff-pay-reversed');
  });

  it('shows the rider their month so far on the phone', async () => {
    const phone = await signedInPhone(session, RIDER.email, RIDER.password);
    await phone.goto('/rider');
    await phone.getByTestId('rider-customer').first().waitFor();
    await phone.getByRole('tab', { name: 'My earnings' }).click();
    const card = phone.getByTestId('rider-earnings');
    await card.getByTestId('earnings-balance').waitFor();
    expect(await card.getByTestId('earnings-commission').innerText()).toBe('PKR 37.50');
    expect(await card.innerText()).toContain('15% of PKR 250.00, from 2 deliveries (5 cans)');
    expect(await card.getByTestId('earnings-payments').innerText()).toBe('PKR -37.50');
    await screenshot(phone, 'rider-earnings');
    await phone.close();
  });
});
