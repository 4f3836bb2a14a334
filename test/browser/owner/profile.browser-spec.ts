import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, storageItem, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/** The owner's own account from the avatar menu: name and email, then the password. */
describe('owner profile', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Profile Owner');
  });
  afterAll(async () => {
    await session.close();
  });

  it('changes the name shown in the account menu, then the password: other devices signed out, this one kept', async () => {
    const page = await session.newPage();
    const { token: firstToken } = await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Profile Owner');

    await page.getByLabel('Name').fill('Profile Owner Raza');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toastText(page, 'Your details are saved');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByText('Profile Owner Raza').waitFor();
    await page.keyboard.press('Escape');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password\W*$/).fill('a-new-password');
    await page.getByLabel('New password again').fill('a-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not correct.').waitFor();

    await page.getByLabel('Current password').fill(owner.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toastText(page, 'Password changed. Other devices are signed out.');
    await screenshot(page, 'owner-profile');
    const newToken = await storageItem(page, 'auth_token');
    expect(newToken).not.toBe(firstToken);
    expect((await api('GET', '/profile', { token: firstToken })).status).toBe(401);
    // This device stays signed in: the next screen loads with the new token.
    await page.goto('/filter-owner/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    expect((await api('POST', '/login', { body: { email: owner.email, password: 'a-new-password' } })).status).toBe(200);
    expect((await api('POST', '/login', { body: { email: owner.email, password: owner.password } })).status).toBe(401);
  });
});
