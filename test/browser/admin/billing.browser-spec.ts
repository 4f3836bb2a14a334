import { api, login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

describe('super-admin console: billing management', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("shows an owner's monthly billing from their active plants and plan, with plant usage and this month's statement", async () => {
    const admin = await consoleToken();
    const owner = await createOwnerViaApi(`Billing Owner ${runId}`);
    const ownerToken = await login(owner.email, owner.password);
    const offered = await api('GET', '/filter-owner/packages/available', { token: ownerToken });
    const basic = (offered.body.data as { id: number; name: string; price_per_month: number; max_plants: number }[]).find(
      (plan) => plan.name === 'Basic',
    );
    expect(basic).toBeDefined();
    const selected = await api('POST', '/filter-owner/packages/select', { token: ownerToken, body: { subscription_plan_id: basic!.id } });
    expect(selected.status).toBe(200);
    const plants: number[] = [];
    for (const name of [`Billing Plant A ${runId}`, `Billing Plant B ${runId}`, `Billing Plant C ${runId}`]) {
      const created = await api('POST', '/filter-owner/my-plants', {
        token: ownerToken,
        body: { name, address: '1 Mall Road, Lahore', phone: '0300-7654321', default_can_rate: 40 },
      });
      expect([200, 201]).toContain(created.status);
      plants.push(created.body.data.id ?? created.body.data.plant?.id);
    }
    // Two of three plants active: billed 2 x 99; three of Basic's three plants used (100%, orange).
    for (const id of plants.slice(0, 2)) {
      expect((await api('PUT', `/super-admin/filter-plants/${id}/toggle-status`, { token: admin })).status).toBe(200);
    }

    const page = await openSignedIn(session, '/super-admin/billing');
    await page.getByRole('heading', { name: 'Billing Management', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Tenants' }).click();
    const row = page.getByTestId('billing-tenant').filter({ hasText: owner.email });
    await row.getByText('Basic', { exact: true }).waitFor();
    await row.getByText('PKR 198.00').waitFor();
    await row.getByText('3 / 3').waitFor();
    await expect(row.locator('.MuiLinearProgress-colorWarning').count()).resolves.toBe(1);
    await screenshot(page, 'admin-billing-tenants');

    await page.getByRole('tab', { name: 'Invoices' }).click();
    const statement = page.locator('tr', { hasText: owner.name });
    await statement.getByText(/^INV-\d{4}-\d{3}$/).waitFor();
    await statement.getByText('PKR 198.00').waitFor();

    await page.getByRole('tab', { name: 'Subscription Plans' }).click();
    const basicCard = page.getByTestId('billing-plan').filter({ hasText: 'Basic' }).filter({ hasText: 'PKR 99.00' });
    await basicCard.getByText('Up to 3 plants').first().waitFor();
    const subscribers = Number((await basicCard.getByTestId(`subscribers-${basic!.id}`).innerText()).split(' ')[0]);
    expect(subscribers).toBeGreaterThanOrEqual(1);
  });
});
