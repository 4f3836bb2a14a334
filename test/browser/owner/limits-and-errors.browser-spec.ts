import { api, createOwner, login, superAdminToken } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

async function ownerPastFirstLogin(name: string, withPlant: boolean) {
  const owner = await createOwner(name);
  const token = await login(owner.email, owner.password);
  await api('POST', '/filter-owner/mark-first-login-completed', { token });
  if (withPlant) {
    const plant = { name: `${name} Plant`, address: '5 Fort Road, Lahore', phone: '0300-4445556', default_can_rate: 35 };
    const created = await api('POST', '/filter-owner/onboarding/create-plant-from-progress', { token, body: { plant_data: plant } });
    if (created.status >= 300) throw new Error(`Creating a plant failed: ${JSON.stringify(created.body)}`);
  }
  return { ...owner, token };
}

async function setOnboarding(enabled: boolean) {
  const token = await superAdminToken();
  const { status, body } = await api('PUT', '/super-admin/system-settings', { token, body: { app: { onboarding_enabled: enabled } } });
  if (status >= 300) throw new Error(`Switching onboarding failed: ${status} ${JSON.stringify(body)}`);
}

describe('limits and errors the owner sees', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it("refuses a plant beyond the Free plan's limit with the 'Plant Limit Exceeded' toast", async () => {
    const owner = await ownerPastFirstLogin('Limited Owner', true);
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/plants');
    await page.getByTestId('plant-card').first().waitFor();
    await page.getByRole('button', { name: 'Add New Plant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Plant' });
    await dialog.getByLabel('Plant Name').fill('One Too Many');
    await dialog.getByLabel('Address').fill('8 Link Road, Lahore');
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/filter-owner/my-plants') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create Plant' }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    const { message, error_code: code } = (await response.json()) as { message: string; error_code: string };
    expect(code).toBe('PLANT_LIMIT_EXCEEDED');
    expect(await toastText(page, 'Plant Limit Exceeded')).toContain(message);
    expect(await page.getByTestId('plant-card').count()).toBe(1);
  });

  it('explains a refused location permission on the settings screen and opens manual entry', async () => {
    const owner = await ownerPastFirstLogin('Private Owner', true);
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/plant-settings');
    const card = page.getByTestId('location-card');
    await card.getByRole('button', { name: 'Use Current Location' }).click();
    expect(await toastText(page, 'Location Error')).toContain('Location access denied. Please enable location permissions and try again.');
    await card.getByLabel('Latitude').fill('abc');
    expect(await card.getByRole('button', { name: 'Save Location' }).isDisabled()).toBe(true);
    await card.getByLabel('Latitude').fill('95');
    await card.getByLabel('Longitude').fill('74.3');
    await card.getByRole('button', { name: 'Save Location' }).click();
    await toastText(page, 'Error');
    await card.getByText("No location set - customers won't be able to find your plant on the mobile app").waitFor();
  });

  it("shows 'System Setup Required' and a locked wizard while onboarding is switched off", async () => {
    const owner = await ownerPastFirstLogin('Early Owner', false);
    await setOnboarding(false);
    try {
      const page = await session.newPage();
      await signInContext(page.context(), owner.email, owner.password);
      await page.goto('/filter-owner/dashboard');
      await page.getByRole('heading', { name: 'System Setup Required' }).waitFor();
      await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
      await screenshot(page, 'system-setup-required');
      await page.getByRole('button', { name: 'Go to Plant Management' }).click();
      await page.getByText('No Filter Plants').waitFor();
      await page.getByRole('button', { name: 'Add Your First Plant' }).waitFor();
      await page.getByText('Ready to create your first plant?').waitFor();
      await page.goto('/filter-owner/onboarding');
      await page.getByRole('heading', { name: 'Onboarding is currently disabled' }).waitFor();
    } finally {
      await setOnboarding(true);
    }
  });
});
