import { api, createOwner, login } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

describe('onboarding progress is kept on the server and resumed', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends an owner without plants from the dashboard to the wizard, and resumes after a reload at the next step', async () => {
    const owner = await createOwner('Resuming Owner');
    const token = await login(owner.email, owner.password);
    await api('POST', '/filter-owner/mark-first-login-completed', { token });
    const page = await session.newPage({
      viewport: { width: 1280, height: 900 },
      geolocation: { latitude: 31.55, longitude: 74.34 },
      permissions: ['geolocation'],
    });
    await signInContext(page.context(), owner.email, owner.password);

    await page.goto('/filter-owner/dashboard');
    await page.waitForURL('**/filter-owner/onboarding');
    await page.getByRole('heading', { name: 'Filter Plant Setup', level: 2 }).waitFor();
    await page.getByTestId('plan-summary').getByText('Up to 1 plant').waitFor();
    expect(await page.getByRole('button', { name: 'Area Assignments' }).isDisabled()).toBe(true);
    await page.getByLabel('Plant Name').fill('Resume Plant');
    await page.getByLabel('Address').fill('3 Jail Road, Lahore');
    await page.getByLabel('Phone Number').fill('0300-9998887');
    await page.getByRole('button', { name: 'GPS' }).click();
    await toastText(page, 'Location Detected');
    expect(await page.getByLabel('Latitude').inputValue()).toBe('31.550000');
    await page.getByLabel('Default Can Rate (PKR)').fill('0');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Can rate must be at least 1').waitFor();
    await page.getByLabel('Default Can Rate (PKR)').fill('30');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Delivery Areas', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Area name is required').waitFor();
    await page.getByText('Description is required').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Delivery Areas', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Filter Plant Setup' }).click();
    expect(await page.getByLabel('Plant Name').inputValue()).toBe('Resume Plant');
    expect(await page.getByLabel('Default Can Rate (PKR)').inputValue()).toBe('30');
    const status = await api('GET', '/filter-owner/onboarding/status', { token });
    expect(status.body.data).toMatchObject({ is_complete: false, next_step: 'areas', steps: { plant_created: true } });
    const plant = await api('GET', `/filter-owner/my-plants/${status.body.data.plants[0].id}`, { token });
    expect(plant.body.data).toMatchObject({ name: 'Resume Plant', default_can_rate: 30, latitude: 31.55, longitude: 74.34 });

    // The alternative wizard resumes at the same place, with a progress bar instead of the step list.
    await page.goto('/filter-owner/wizard');
    await page.getByRole('heading', { name: 'Setup Wizard' }).waitFor();
    await page.getByText('Step 2 of 5: Delivery Areas').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow')).toBe('20');
    await page.getByRole('button', { name: 'Start Fresh' }).waitFor();
    const steps = page.getByLabel('Steps');
    expect(await steps.getByRole('button', { name: 'Employee Management' }).isDisabled()).toBe(true);
    await steps.getByRole('button', { name: 'Filter Plant Setup' }).click();
    expect(await page.getByLabel('Plant Name').inputValue()).toBe('Resume Plant');
  });
});
