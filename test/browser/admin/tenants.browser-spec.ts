import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

/** Types into the tenant search and waits for the debounced list call (500 ms) that carries it. */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/admin/filter-owners?') && decodeURIComponent(response.url()).includes(text),
  );
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(text);
  await answered;
}

/** Picks a status and waits for the list call that carries it. */
async function filterStatus(page: Page, option: 'All Status' | 'Active Only' | 'Inactive Only'): Promise<void> {
  const expected = option === 'Active Only' ? '"is_active":true' : option === 'Inactive Only' ? '"is_active":false' : null;
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/filter-owners?') &&
      (expected ? decodeURIComponent(response.url()).includes(expected) : !decodeURIComponent(response.url()).includes('is_active')),
  );
  await page.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await answered;
}

const rows = (page: Page): Locator => page.getByTestId('tenant-row');

describe('super-admin console: tenant management', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('creates a filter owner from the Add dialog and shows the server field error for a duplicate email', async () => {
    const page = await openSignedIn(session, '/super-admin/tenants');
    await page.getByRole('heading', { name: 'Tenant Management', level: 1 }).waitFor();
    const email = `created-${runId}@paani.browser`;

    await page.getByRole('button', { name: 'Add Filter Owner' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add New Filter Owner' });
    await dialog.getByLabel('Name').fill(`Created Owner ${runId}`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.locator('input[name="password"]').fill('created-password-1');
    await expect(dialog.getByLabel('Active Account').isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Create Filter Owner' }).click();
    await page.getByText('Filter Owner Created Successfully', { exact: false }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await search(page, `Created Owner ${runId}`);
    await rows(page).filter({ hasText: email }).getByText('Needs Package Selection').waitFor();
    expect((await api('POST', '/login', { body: { email, password: 'created-password-1' } })).status).toBe(200);

    await page.getByRole('button', { name: 'Add Filter Owner' }).click();
    dialog = page.getByRole('dialog', { name: 'Add New Filter Owner' });
    await dialog.getByLabel('Name').fill('Second With Same Email');
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.locator('input[name="password"]').fill('created-password-2');
    await dialog.getByRole('button', { name: 'Create Filter Owner' }).click();
    await dialog.getByText('The email has already been taken.').waitFor();
    await screenshot(page, 'admin-tenant-duplicate-email');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('searches by name or email, filters by status and pages through more than one page of 15', async () => {
    const prefix = `Pager ${runId}`;
    for (let index = 1; index <= 20; index += 1) await createOwnerViaApi(`${prefix} ${String(index).padStart(2, '0')}`);
    await createOwnerViaApi(`${prefix} Dormant`, { active: false });

    const page = await openSignedIn(session, '/super-admin/tenants');
    await search(page, prefix);
    await page.getByText('Showing 15 of 21 filter owners').waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    expect(await rows(page).count()).toBe(15);
    await screenshot(page, 'admin-tenants-page-1');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByText('Showing 6 of 21 filter owners').waitFor();
    // The first page's rows may still be on screen for a frame while the second page's arrive.
    await rows(page).nth(6).waitFor({ state: 'detached' });
    expect(await rows(page).count()).toBe(6);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1 of 2').waitFor();

    await filterStatus(page, 'Inactive Only');
    await rows(page)
      .filter({ hasText: `${prefix} Dormant` })
      .waitFor();
    await expect(rows(page).count()).resolves.toBe(1);
    await rows(page).getByText('Inactive', { exact: true }).waitFor();
    // One page only: no pagination.
    expect(await page.getByText(/Page \d+ of \d+/).count()).toBe(0);

    await filterStatus(page, 'Active Only');
    await page.getByText('Showing 15 of 20 filter owners').waitFor();

    await search(page, `no-such-owner-${runId}`);
    await page.getByText('No filter owners found').waitFor();
  });

  it('opens the details, edits without a password and deactivates with the confirmation', async () => {
    const owner = await createOwnerViaApi(`Lifecycle ${runId}`);
    const page = await openSignedIn(session, '/super-admin/tenants');
    await search(page, owner.email);
    const row = rows(page).filter({ hasText: owner.email });

    await row.getByRole('button', { name: `View ${owner.name}` }).click();
    const details = page.getByRole('dialog', { name: 'Filter Owner Details' });
    await details.getByText(owner.email).waitFor();
    await details.getByText('Plants Overview').waitFor();
    await details.getByText('Billing Summary').waitFor();
    await details.getByText('Total Monthly Billing').waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Edit ${owner.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Filter Owner' });
    // Another owner's email: the server's field error lands under the field and nothing is saved.
    const other = await createOwnerViaApi(`Other ${runId}`);
    await edit.getByLabel('Email').fill(other.email);
    await edit.getByRole('button', { name: 'Update Filter Owner' }).click();
    await edit.getByText('The email has already been taken.').waitFor();
    await edit.getByLabel('Email').fill(owner.email);
    await edit.getByLabel('Name').fill(`Renamed ${runId}`);
    await expect(edit.locator('input[name="password"]').getAttribute('placeholder')).resolves.toBe('Leave blank to keep current password');
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes(`/api/admin/filter-owners/${owner.id}`),
    );
    await edit.getByRole('button', { name: 'Update Filter Owner' }).click();
    expect(Object.keys((await saved).postDataJSON())).not.toContain('password');
    await page.getByText('Filter owner updated successfully.').waitFor();
    await rows(page)
      .filter({ hasText: `Renamed ${runId}` })
      .waitFor();
    expect((await api('POST', '/login', { body: { email: owner.email, password: owner.password } })).status).toBe(200);

    await rows(page)
      .filter({ hasText: owner.email })
      .getByRole('button', { name: `Deactivate account of Renamed ${runId}` })
      .click();
    await page
      .getByText(`Are you sure you want to deactivate Renamed ${runId}? This will preserve their data but disable their account.`)
      .waitFor();
    await screenshot(page, 'admin-tenant-deactivate-confirm');
    await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText('Filter owner account deactivated successfully.').waitFor();
    await rows(page).filter({ hasText: owner.email }).getByText('Inactive', { exact: true }).waitFor();
    const signIn = await api('POST', '/login', { body: { email: owner.email, password: owner.password } });
    expect([401, 403]).toContain(signIn.status);

    // The toggle brings the account back.
    await rows(page)
      .filter({ hasText: owner.email })
      .getByRole('switch', { name: `Activate Renamed ${runId}` })
      .click();
    await page.getByText('Filter owner activated successfully.').waitFor();
    const detail = await api('GET', `/super-admin/filter-owners/${owner.id}`, { token: await consoleToken() });
    expect(detail.body.data.is_active).toBe(true);
  });
});
