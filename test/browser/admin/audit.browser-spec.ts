import { login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { createOwnerViaApi, openSignedIn, runId } from './support/console';

describe('super-admin console: audit log, stream history and the auditor role', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("opens an owner's audit trail from their details, and shows it as of its first event", async () => {
    const owner = await createOwnerViaApi(`Audited Owner ${runId}`);
    const page = await openSignedIn(session, `/super-admin/streams/user-${owner.id}`);
    await page.getByRole('heading', { level: 1, name: `Audit trail: user-${owner.id}` }).waitFor();
    await page.getByRole('heading', { name: 'UserRegistered' }).waitFor();
    await page.getByText('[redacted]').first().waitFor();
    await screenshot(page, 'admin-audit-stream');

    const firstPosition = (
      await page
        .getByText(/^position \d+/)
        .first()
        .innerText()
    ).match(/position (\d+)/)![1];
    await page.getByLabel('As of (position or ISO time)').fill(firstPosition);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText(`at version 1 (as of position ${firstPosition})`).waitFor();

    await page.getByLabel('As of (position or ISO time)').fill('last week');
    expect(await page.getByRole('button', { name: 'Show' }).isDisabled()).toBe(true);
  });

  it('creates an auditor who lands on the audit log, reads it, and cannot create another', async () => {
    const page = await openSignedIn(session, '/super-admin/events');
    await page.getByRole('button', { name: 'Add Auditor' }).click();
    const email = `auditor-${runId}@paani.browser`;
    await page.getByLabel('Name').fill('Audit Firm');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create Auditor' }).click();
    await page.getByText('The password must be at least 8 characters.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('auditor-password');
    await page.getByRole('button', { name: 'Create Auditor' }).click();
    await page.getByText(`Auditor ${email} created`).waitFor();

    const token = await login(email, 'auditor-password');
    const auditorPage = await openSignedIn(session, '/super-admin/events', { token });
    await auditorPage.getByRole('columnheader', { name: 'Position' }).waitFor();
    await auditorPage
      .getByRole('link', { name: /History: / })
      .first()
      .waitFor();
    expect(await auditorPage.getByRole('button', { name: 'Add Auditor' }).count()).toBe(0);
  });
});
