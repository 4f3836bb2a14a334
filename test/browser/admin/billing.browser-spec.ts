import { api, login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

interface InvoiceRecord {
  id: number;
  number: string;
  owner_id: number;
  amount: number;
  paid_amount: number;
  status: string;
}

const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('super-admin console: billing management from real invoices', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  /** An owner on Basic with `active` of `plants` plants activated. */
  async function basicOwner(name: string, plants: number, active: number) {
    const admin = await consoleToken();
    const owner = await createOwnerViaApi(name);
    const ownerToken = await login(owner.email, owner.password);
    const offered = await api('GET', '/filter-owner/packages/available', { token: ownerToken });
    const basic = (offered.body.data as { id: number; name: string }[]).find((plan) => plan.name === 'Basic');
    expect(basic).toBeDefined();
    expect(
      (await api('POST', '/filter-owner/packages/select', { token: ownerToken, body: { subscription_plan_id: basic!.id } })).status,
    ).toBe(200);
    for (let i = 0; i < plants; i += 1) {
      const created = await api('POST', '/filter-owner/my-plants', {
        token: ownerToken,
        body: { name: `${name} Plant ${i + 1}`, address: '1 Mall Road, Lahore', phone: '0300-7654321', default_can_rate: 40 },
      });
      expect([200, 201]).toContain(created.status);
      if (i < active) {
        const id = created.body.data.id ?? created.body.data.plant?.id;
        expect((await api('PUT', `/super-admin/filter-plants/${id}/toggle-status`, { token: admin })).status).toBe(200);
      }
    }
    return { ...owner, basicId: basic!.id };
  }

  async function invoiceOf(ownerId: number): Promise<InvoiceRecord> {
    const { body } = await api('GET', `/super-admin/invoices?owner_id=${ownerId}`, { token: await consoleToken() });
    return (body.data.data as InvoiceRecord[]).find((invoice) => invoice.status !== 'void')!;
  }

  it('runs the month, lists the real invoices, records a partial payment and voids one; the cards and Tenants follow', async () => {
    const payer = await basicOwner(`Billing Payer ${runId}`, 3, 2);
    const voided = await basicOwner(`Billing Voided ${runId}`, 1, 1);

    const page = await openSignedIn(session, '/super-admin/billing');
    await page.getByRole('heading', { name: 'Billing Management', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Invoices' }).click();

    // Run month by hand: the job issues this month's invoices (the days so far).
    await page.getByRole('button', { name: 'Run Month' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Month' });
    await dialog.getByRole('button', { name: 'Run', exact: true }).click();
    await dialog.getByText(/\d+ issued, \d+ already invoiced\./).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const invoice = await invoiceOf(payer.id);
    expect(invoice).toMatchObject({ status: 'pending', paid_amount: 0 });
    expect(invoice.amount).toBeGreaterThan(0);
    const row = page.locator('tr', { hasText: invoice.number });
    await row.getByText(payer.name).waitFor();
    await row.getByText(pkr(invoice.amount)).first().waitFor();
    await row.getByText('Pending').waitFor();

    // Filter by status and owner name through the list's filters.
    await page.getByPlaceholder('Search by number or owner...').fill(payer.name);
    await page.locator('tr', { hasText: voided.name }).waitFor({ state: 'detached' });
    await row.waitFor();
    await page.getByPlaceholder('Search by number or owner...').fill('');

    // A partial payment: the rest stays due, the status stays pending.
    const half = Math.floor(invoice.amount * 50) / 100;
    await row.getByRole('button', { name: `Record payment for ${invoice.number}` }).click();
    const pay = page.getByRole('dialog', { name: `Record Payment · ${invoice.number}` });
    await pay.getByLabel('Amount').fill(String(half));
    await pay.getByLabel('Reference').fill('TX-BROWSER');
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await pay.waitFor({ state: 'detached' });
    await row.getByText(pkr(half)).first().waitFor();
    await row.getByText('Pending').waitFor();
    expect(await invoiceOf(payer.id)).toMatchObject({ paid_amount: half, status: 'pending' });

    // Void the other owner's invoice with a reason.
    const other = await invoiceOf(voided.id);
    const otherRow = page.locator('tr', { hasText: other.number });
    await otherRow.getByRole('button', { name: `Void ${other.number}` }).click();
    const voidDialog = page.getByRole('dialog', { name: `Void Invoice · ${other.number}` });
    await voidDialog.getByRole('button', { name: 'Void Invoice' }).click();
    await voidDialog.getByText('A reason is required.').waitFor();
    await voidDialog.getByLabel('Reason').fill('Billed in error');
    await voidDialog.getByRole('button', { name: 'Void Invoice' }).click();
    await voidDialog.waitFor({ state: 'detached' });
    await otherRow.getByText('Void: Billed in error').waitFor();
    await screenshot(page, 'admin-billing-invoices');

    // The summary cards are the invoices' sums.
    const summary = (await api('GET', '/super-admin/invoices/summary', { token: await consoleToken() })).body.data;
    const cards = page.getByTestId('billing-summary');
    await cards.getByText(pkr(summary.invoiced)).waitFor();
    await cards.getByText(pkr(summary.collected)).first().waitFor();
    await cards.getByText(`${summary.collection_rate}%`).waitFor();

    // Tenants: the plan, what was invoiced and collected, and plant usage (3 of Basic's 3: orange).
    await page.getByRole('tab', { name: 'Tenants' }).click();
    const tenant = page.getByTestId('billing-tenant').filter({ hasText: payer.email });
    await tenant.getByText('Basic', { exact: true }).waitFor();
    await tenant.getByText(pkr(invoice.amount)).waitFor();
    await tenant.getByText(pkr(half)).first().waitFor();
    await tenant.getByText('Pending').waitFor();
    await tenant.getByText('3 / 3').waitFor();
    await expect(tenant.locator('.MuiLinearProgress-colorWarning').count()).resolves.toBe(1);
    await screenshot(page, 'admin-billing-tenants');

    await page.getByRole('tab', { name: 'Subscription Plans' }).click();
    const basicCard = page.getByTestId('billing-plan').filter({ hasText: 'Basic' }).filter({ hasText: 'PKR 99.00' });
    await basicCard.getByText('Up to 3 plants').first().waitFor();
    const subscribers = Number((await basicCard.getByTestId(`subscribers-${payer.basicId}`).innerText()).split(' ')[0]);
    expect(subscribers).toBeGreaterThanOrEqual(2);
  });

  it("shows the dashboard's total revenue as the invoiced sum", async () => {
    const summary = (await api('GET', '/super-admin/invoices/summary', { token: await consoleToken() })).body.data;
    expect(summary.invoiced).toBeGreaterThan(0);
    const page = await openSignedIn(session, '/super-admin/dashboard');
    await page.getByRole('heading', { name: 'Super Admin Dashboard' }).waitFor();
    const revenue = `PKR ${new Intl.NumberFormat('en-PK', { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(summary.invoiced)}`;
    await page.getByText(revenue, { exact: true }).waitFor();
  });
});
