import { api, createOwner, login } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext } from '../support/owner-session';

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
    const page = await session.newPage({ viewport: { width: 1280, height: 900 } });
    await signInContext(page.context(), owner.email, owner.password);

    await page.goto('/filter-owner/dashboard');
    await page.waitForURL('**/filter-owner/onboarding');
    await page.getByRole('heading', { name: 'Filter Plant Setup', level: 2 }).waitFor();
    await page.getByTestId('plan-summary').getByText('Up to 1 plant').waitFor();
    expect(await page.getByRole('button', { name: 'Area Assignments' }).isDisabled()).toBe(true);
    await page.getByLabel('Plant Name').fill('Resume Plant');
    await page.getByLabel('Address').fill('3 Jail Road, Lahore');
    await page.getByLabel('Phone Number').fill('0300-9998887');
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
  });
});
