import type { Page } from 'playwright-core';
import { api, login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

/** Chooses a status in the list's filter and waits for the list call that carries it. */
async function pickStatus(page: Page, option: string, expected: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/admin/filter-plants?') && decodeURIComponent(response.url()).includes(expected),
  );
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await answered;
}

describe('super-admin console: plants', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("activates a plant that an owner created through the API ('Awaiting Activation' first)", async () => {
    const owner = await createOwnerViaApi(`Plant Owner ${runId}`);
    const ownerToken = await login(owner.email, owner.password);
    const name = `Awaiting Plant ${runId}`;
    const created = await api('POST', '/filter-owner/my-plants', {
      token: ownerToken,
      body: { name, address: '12 Canal Road, Lahore', phone: '0300-1234567', default_can_rate: 50 },
    });
    expect([200, 201]).toContain(created.status);
    const plantId: number = created.body.data.id ?? created.body.data.plant?.id;

    const page = await openSignedIn(session, '/super-admin/filter-plants');
    const row = page.locator('tr', { hasText: name });
    await row.getByText('Awaiting Activation').waitFor();
    await pickStatus(page, 'Awaiting Activation', '"is_active":false');
    await row.getByText('Awaiting Activation').waitFor();
    await screenshot(page, 'admin-plants-awaiting');
    await row.getByRole('button', { name: `Activate ${name}` }).click();
    await page.getByText(/activated successfully/).waitFor();
    await pickStatus(page, 'Active', '"is_active":true');
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Deactivate ${name}` }).waitFor();

    const plant = await api('GET', `/super-admin/filter-plants/${plantId}`, { token: await consoleToken() });
    expect(plant.body.data.is_active).toBe(true);
    // The owner's first active plant becomes their default (docs/decisions.md, "Plants").
    const mine = await api('GET', `/filter-owner/my-plants/${plantId}`, { token: ownerToken });
    expect(mine.body.data.is_default ?? mine.body.data.plant?.is_default).toBe(true);
  });
});
