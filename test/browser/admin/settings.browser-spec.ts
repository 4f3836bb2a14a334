import { api, login } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, createOwnerViaApi, openSignedIn, runId } from './support/console';

describe('super-admin console: system settings', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
    // Leave the shared server as the other browser tests expect it, whatever happened above.
    await api('PUT', '/super-admin/system-settings', { token: await consoleToken(), body: { app: { onboarding_enabled: true } } });
  });

  it('switches onboarding off (an owner then gets 423 from onboarding) and on again', async () => {
    const owner = await createOwnerViaApi(`Onboarding Owner ${runId}`);
    const ownerToken = await login(owner.email, owner.password);
    expect((await api('GET', '/filter-owner/onboarding/status', { token: ownerToken })).status).toBe(200);

    const page = await openSignedIn(session, '/super-admin/system-settings');
    await page.getByRole('heading', { name: 'System Settings', level: 1 }).waitFor();
    for (const tab of ['Currency', 'Exchange Rates', 'System', 'Security', 'Notifications', 'Audit']) {
      await page.getByRole('tab', { name: tab }).waitFor();
    }
    const toggle = page.getByRole('switch', { name: /Onboarding (enabled|disabled)/ });
    await page.getByText('Onboarding enabled').waitFor();
    await toggle.click();
    await page.getByText('Onboarding system disabled successfully').waitFor();
    await page.getByText('Onboarding disabled').waitFor();
    await screenshot(page, 'admin-settings-onboarding-off');
    expect((await api('GET', '/filter-owner/onboarding/status', { token: ownerToken })).status).toBe(423);

    await page.reload();
    await page.getByText('Onboarding disabled').waitFor();
    await toggle.click();
    await page.getByText('Onboarding system enabled successfully').waitFor();
    expect((await api('GET', '/filter-owner/onboarding/status', { token: ownerToken })).status).toBe(200);

    // A failed update reverts the switch and reloads the state from the server.
    await page.route('**/api/super-admin/system-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, data: null, message: 'boom' }),
          })
        : route.continue(),
    );
    const reloaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/super-admin/system-settings') && response.request().method() === 'GET',
    );
    await toggle.click();
    await page.getByText('Failed to update onboarding system').waitFor();
    await reloaded;
    await page.getByText('Onboarding enabled').waitFor();
    await expect(toggle.isChecked()).resolves.toBe(true);
    await page.unroute('**/api/super-admin/system-settings');

    await page.getByRole('tab', { name: 'Currency' }).click();
    await page.getByText('PKR Pakistani Rupee').waitFor();
    await page.getByText('PKR 1,234.56').waitFor();
  });
});
