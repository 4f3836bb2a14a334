import { launchBrowser, type BrowserSession } from '../support/browser';
import { createOwnerViaApi, openSignedIn, runId } from './support/console';

describe('super-admin console: event log', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("lists the log newest first, filters by event type and shows an event's payload", async () => {
    const owner = await createOwnerViaApi(`Logged Owner ${runId}`);
    const page = await openSignedIn(session, '/super-admin/events');
    await page.getByRole('columnheader', { name: 'Position' }).waitFor();

    const filtered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/events?') && decodeURIComponent(response.url()).includes('"event_type":"UserRegistered"'),
    );
    await page.getByLabel('Event type').fill('UserRegistered');
    await filtered;
    const types = await page.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['UserRegistered']));

    await page.locator('tbody tr').first().click();
    await page.getByText(owner.email, { exact: false }).first().waitFor();
  });
});
