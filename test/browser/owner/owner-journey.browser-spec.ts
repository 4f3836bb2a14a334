import type { BrowserContext, Page } from 'playwright-core';
import { api, createOwner, superAdminToken } from '../support/api';
import { launchBrowser, screenshot, storageItem, type BrowserSession } from '../support/browser';
import { toastText } from '../support/owner-session';

/**
 * A new owner's whole first day, in one browser session against the real server:
 * sign-in, package, onboarding, dashboard, a second plant, settings, location, switching plants, a revoked token.
 */
describe('owner journey', () => {
  let session: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  let ownerToken: string;
  const LOCATION = { latitude: 31.520412, longitude: 74.358749 };

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await createOwner('Journey Owner');
    page = await session.newPage({ geolocation: LOCATION, permissions: ['geolocation'] });
    context = page.context();
  });
  afterAll(async () => {
    await session.close();
  });

  const ownerApi = (method: string, path: string, body?: unknown) => api(method, path, { token: ownerToken, body });

  it('signs a new owner in and sends them to package selection', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/package-selection');
    ownerToken = (await storageItem(page, 'auth_token'))!;
    expect(ownerToken).toBeTruthy();
    await page.getByRole('heading', { name: 'Choose Your Subscription Plan' }).waitFor();
    await page.getByTestId('package-card').first().waitFor();
    await page.getByText('Most Popular').waitFor();
    await page.getByText('30-day money-back guarantee').waitFor();
    await screenshot(page, 'package-selection');
  });

  it('picks a package that allows several plants and moves on to onboarding', async () => {
    const { body } = await ownerApi('GET', '/filter-owner/packages/available');
    const plan = (body.data as Array<{ id: number; name: string; max_plants: number }>).find(
      (p) => p.max_plants === 0 || p.max_plants >= 2,
    )!;
    await page.getByRole('button', { name: `Select ${plan.name} plan` }).click();
    await page.waitForURL('**/filter-owner/onboarding');
    await toastText(page, 'Package selected successfully');
    const current = await ownerApi('GET', '/filter-owner/packages/current');
    expect(current.body.data.subscription_plan.id).toBe(plan.id);
    await page.getByTestId('plan-summary').getByText(plan.name).waitFor();
  });

  it('completes the five-step onboarding with a plant, two areas, two employees and an assignment', async () => {
    await page.getByRole('heading', { name: 'Filter Plant Setup', level: 2 }).waitFor();
    await screenshot(page, 'onboarding-plant');
    // The product's validation messages appear before anything is sent.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Plant name is required').waitFor();
    await page.getByText('Phone number is required').waitFor();
    await page.getByLabel('Plant Name').fill('Journey Main Plant');
    await page.getByLabel('Address').fill('12 Canal Road, Lahore');
    await page.getByLabel('Phone Number').fill('0300-1234567');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Delivery Areas', level: 2 }).waitFor();
    await page.getByLabel('Area Name').first().fill('Gulberg');
    await page.getByLabel('Description').first().fill('Blocks A to F');
    await page.getByRole('button', { name: 'Add Another Area' }).click();
    await page.getByLabel('Area Name').nth(1).fill('Model Town');
    await page.getByLabel('Description').nth(1).fill('All sectors');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Employee Management', level: 2 }).waitFor();
    await page.getByLabel('Employee Name').first().fill('Asif Rider');
    await page.getByLabel('Employee Phone').first().fill('0301-7654321');
    await page.getByRole('button', { name: 'Add Another Employee' }).click();
    await page.getByLabel('Employee Name').nth(1).fill('Bilal Driver');
    await page.getByLabel('Employee Phone').nth(1).fill('12345');
    await page
      .locator('label')
      .filter({ hasText: /^Salary$/ })
      .nth(1)
      .click();
    expect(await page.getByRole('radio', { name: 'Salary' }).nth(1).isChecked()).toBe(true);
    await page.getByLabel('Monthly Salary (PKR)').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Phone number is required and must be at least 10 digits').waitFor();
    await page.getByLabel('Employee Phone').nth(1).fill('0302-5550000');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Area Assignments', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.getByText('At least one area assignment is required').waitFor();
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Model Town' }).click();
    await page.getByRole('combobox', { name: 'Employee' }).click();
    await page.getByRole('option', { name: 'Bilal Driver' }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText('Bilal Driver → Model Town').waitFor();
    await screenshot(page, 'onboarding-assignments');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    await toastText(page, 'Setup Complete!');
    await page.getByRole('button', { name: 'Continue to Dashboard' }).waitFor();
    await screenshot(page, 'onboarding-complete');

    const status = await ownerApi('GET', '/filter-owner/onboarding/status');
    expect(status.body.data.is_complete).toBe(true);
    expect(status.body.data.steps).toEqual({ plant_created: true, areas_added: true, employees_added: true, assignments_made: true });
    const plantId = status.body.data.plants[0].id;
    const areas = await ownerApi('GET', `/filter-owner/areas?filter_plant_id=${plantId}`);
    expect(areas.body.data.areas.map((a: { name: string }) => a.name).sort()).toEqual(['Gulberg', 'Model Town']);
    const employees = await ownerApi('GET', `/filter-owner/employees?filter_plant_id=${plantId}`);
    const staff = employees.body.data.employees.map((e: { name: string; type: string }) => [e.name, e.type]).sort();
    expect(staff).toEqual([
      ['Asif Rider', 'commission'],
      ['Bilal Driver', 'salary'],
    ]);
  });

  it('lands on the dashboard with the plant and the plan', async () => {
    await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    await page.getByTestId('current-plan-card').waitFor();
    // A new plant has nothing to warn of, and no invented notice.
    await page.getByTestId('dashboard-alerts').getByText('Nothing needs your attention.').waitFor();
    expect(await page.getByText('System maintenance scheduled for next week').count()).toBe(0);
    await page.getByTestId('plant-selector').getByText('Journey Main Plant').waitFor();
    // Figures from GET /api/filter-owner/dashboard for the plant onboarding created.
    expect(await page.getByTestId('detail-areas').innerText()).toMatch(/Areas\s+2$/);
    expect(await page.getByTestId('detail-staff').innerText()).toMatch(/Staff\s+2$/);
    expect(await page.getByTestId('detail-can-rate').innerText()).toMatch(/PKR 25\/can$/);
    expect(await page.getByTestId('stat-revenue').innerText()).toBe(
      new Intl.NumberFormat('en-PK', { style: 'currency', currency: 'PKR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(0),
    );
    await screenshot(page, 'dashboard');
  });

  it('adds a second plant from My Plants', async () => {
    await page.getByRole('link', { name: /My Plants/ }).click();
    await page.getByRole('heading', { name: 'My Filter Plants' }).waitFor();
    await page.getByTestId('plant-card').first().waitFor();
    await page.getByRole('button', { name: 'Add New Plant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Plant' });
    const create = dialog.getByRole('button', { name: 'Create Plant' });
    expect(await dialog.getByLabel('Default Can Rate (PKR)').inputValue()).toBe('50');
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel('Plant Name').fill('Journey North Plant');
    await dialog.getByLabel('Address').fill('7 Ring Road, Lahore');
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    await toastText(page, 'Plant Created');
    await page.getByTestId('plant-card').nth(1).waitFor();
    await page.getByTestId('plant-card').filter({ hasText: 'Journey North Plant' }).getByText('Awaiting Activation').waitFor();
    await screenshot(page, 'plants');
  });

  it('switches plant in the header once the super admin has activated both', async () => {
    const admin = await superAdminToken();
    const { body } = await ownerApi('GET', '/filter-owner/my-plants');
    for (const plant of body.data.plants as Array<{ id: number; is_active: boolean }>) {
      if (!plant.is_active) await api('PUT', `/super-admin/filter-plants/${plant.id}/toggle-status`, { token: admin });
    }
    const north = (body.data.plants as Array<{ id: number; name: string }>).find((p) => p.name === 'Journey North Plant')!;
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByTestId('plant-card').filter({ hasText: 'Journey North Plant' }).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('link', { name: /^Dashboard/ }).click();
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    // The header variant of the selector is 220 px wide.
    expect((await page.getByTestId('plant-selector').locator('.MuiSelect-root, .MuiInputBase-root').first().boundingBox())?.width).toBe(
      220,
    );
    await page.getByRole('combobox', { name: 'Select plant' }).click();
    await page.getByRole('option', { name: /Journey North Plant/ }).click();
    await page.getByText(/Journey North Plant · /).waitFor();
    expect(await storageItem(page, 'selectedPlantId')).toBe(String(north.id));
  });

  it('edits the selected plant’s settings with dirty tracking, Reset and Save', async () => {
    await page.getByRole('link', { name: /Plant Settings/ }).click();
    await page.getByRole('heading', { name: 'Plant Settings' }).waitFor();
    await page.getByRole('banner').getByText('Plant Settings', { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Address').fill('9 Ring Road, Lahore');
    await page.getByText('Unsaved Changes').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByLabel('Address').inputValue()).toBe('7 Ring Road, Lahore');
    await page.getByLabel('Address').fill('9 Ring Road, Lahore');
    await page.getByLabel('Secondary Phone').fill('042-111-222');
    await page.getByLabel('Default Can Rate').fill('60');
    await save.click();
    await toastText(page, 'Saved');
    await page.getByText('Unsaved Changes').waitFor({ state: 'detached' });
    const plantId = Number(await storageItem(page, 'selectedPlantId'));
    const { body } = await ownerApi('GET', `/filter-owner/my-plants/${plantId}`);
    expect(body.data).toMatchObject({ address: '9 Ring Road, Lahore', phone_secondary: '042-111-222', default_can_rate: 60 });
  });

  it('saves the location from (stubbed) GPS and removes it again', async () => {
    const card = page.getByTestId('location-card');
    await card.getByText("No location set - customers won't be able to find your plant on the mobile app").waitFor();
    await card.getByRole('button', { name: 'Use Current Location' }).click();
    await toastText(page, 'Location Detected');
    expect(await card.getByLabel('Latitude').inputValue()).toBe('31.520412');
    await card.getByRole('button', { name: 'Save Location' }).click();
    await toastText(page, 'Location saved successfully! Your plant is now visible to customers on the mobile app.');
    await card.getByText('Verified').waitFor();
    expect(await card.getByTestId('location-coordinates').innerText()).toBe('31.520412, 74.358749');
    await screenshot(page, 'plant-settings-location');
    const plantId = Number(await storageItem(page, 'selectedPlantId'));
    const saved = await ownerApi('GET', `/filter-owner/my-plants/${plantId}/location`);
    expect(saved.body.data).toMatchObject({ location: { lat: LOCATION.latitude, lng: LOCATION.longitude }, location_verified: true });

    await card.getByRole('button', { name: 'Remove' }).click();
    await toastText(page, 'Location Removed');
    await card.getByText("No location set - customers won't be able to find your plant on the mobile app").waitFor();
    const removed = await ownerApi('GET', `/filter-owner/my-plants/${plantId}/location`);
    expect(removed.body.data).toMatchObject({ location: null, location_verified: false });
  });

  it('signs out and returns to /login when the token is refused (401)', async () => {
    await ownerApi('POST', '/logout');
    await page.getByRole('link', { name: /My Plants/ }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await storageItem(page, 'auth_token')).toBeNull();
    expect(await storageItem(page, 'auth_user')).toBeNull();
  });

  it('keeps the session apart from other contexts', () => {
    expect(context.pages()).toHaveLength(1);
  });
});
