import { createOwner } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

describe('network and server failures', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('says so when the network is down at sign-in', async () => {
    const page = await session.newPage({ path: '/login' });
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('Email').fill('someone@paani.pk');
    await page.getByRole('textbox', { name: 'Password' }).fill('password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Network error. Please check your connection.').first().waitFor();
  });

  it('shows the package error with Retry, then the list; a failed choice toasts Selection Failed', async () => {
    const owner = await createOwner('Unlucky Owner');
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    let failures = 1;
    await page.route('**/api/filter-owner/packages/available', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"data":null,"message":"boom"}' })
        : route.continue(),
    );
    await page.route('**/api/filter-owner/packages/select', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/package-selection');
    await page.getByText('Server error. Please try again later.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('package-card').first().waitFor();
    await page.getByRole('button', { name: 'Select Free plan' }).click();
    expect(await toastText(page, 'Selection Failed')).toContain('Server error. Please try again later.');
    expect(new URL(page.url()).pathname).toBe('/package-selection');
  });
});
