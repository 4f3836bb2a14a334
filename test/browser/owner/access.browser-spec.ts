import { api, readyOwner } from '../support/api';
import { launchBrowser, screenshot, storageItem, superAdmin, unlabelledControls, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

describe('route guard, access denied, 404', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Guarded Owner');
  });
  afterAll(async () => {
    await session.close();
  });

  it('remembers where a signed-out owner was going and returns there after sign-in', async () => {
    const page = await session.newPage({ path: '/filter-owner/billing' });
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/filter-owner/billing');
    await page.getByRole('heading', { name: 'Billing & Usage' }).waitFor();
    // The page's own data has come (the warning of the sample page is shown only near the plan's limit now).
    await page.getByText('Usage Overview').waitFor();
    await screenshot(page, 'billing');
  });

  it('sends a super admin who signs in here on to the console dashboard', async () => {
    const page = await session.newPage({ path: '/login' });
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByRole('textbox', { name: 'Password' }).fill(superAdmin().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/super-admin/dashboard', { waitUntil: 'commit' });
  });

  it('can be used with the keyboard alone, and every reachable control has a name', async () => {
    const page = await session.newPage({ path: '/login' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
    await page.getByLabel('Email').focus();
    await page.keyboard.type(owner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/filter-owner/dashboard');
    await page.getByTestId('stat-revenue').waitFor();
    expect(await unlabelledControls(page)).toEqual([]);
    for (const path of ['/filter-owner/plants', '/filter-owner/plant-settings', '/filter-owner/billing']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, unlabelled: await unlabelledControls(page) }).toEqual({ path, unlabelled: [] });
    }
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press('Control+b');
    expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
    await page.waitForTimeout(300); // the width change is a 150 ms transition
    expect(await page.evaluate<number>("document.querySelector('[data-testid=sidebar]').getBoundingClientRect().width")).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state')!;
    expect(cookie.value).toBe('false');
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await page.reload();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
  });

  it('shows Access Denied to a super admin on an owner-only page', async () => {
    const page = await session.newPage();
    await signInContext(page.context(), superAdmin().email, superAdmin().password);
    await page.goto('/package-selection');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.getByText('This page is for filter owners only.').waitFor();
    await page.getByRole('link', { name: 'Go back' }).waitFor();
    await screenshot(page, 'access-denied');
  });

  it("shows 'Oops! Page not found' for an unknown owner path and returns home from it", async () => {
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/no-such-screen');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL('**/filter-owner/dashboard');
  });

  it('signs out from the avatar menu, clearing the stored session and revoking the token', async () => {
    const page = await session.newPage();
    const { token } = await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/current-plan');
    await page.getByText('The subscription details interface will be implemented in a later phase.').waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await toastText(page, 'Logged out successfully');
    expect(await storageItem(page, 'auth_token')).toBeNull();
    expect((await api('GET', '/profile', { token })).status).toBe(401);
  });

  it('names the page in the header and the tab, counts nothing it does not know, and opens the day sheet from anywhere', async () => {
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/billing');
    await page.getByRole('heading', { name: 'Billing & Usage', level: 1 }).waitFor();
    const header = page.getByRole('banner');
    await header.getByText('Billing & Usage', { exact: true }).waitFor();
    expect(await page.title()).toBe('Billing & Usage · Paani');
    // The bell counts the feed's unread and the envelope the customers' requests and replies; this owner has none: no number on either.
    await header.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await header.getByRole('button', { name: 'Customer requests', exact: true }).waitFor();
    expect(await header.locator('.MuiBadge-badge:not(.MuiBadge-invisible)').count()).toBe(0);
    // The sidebar leads with the daily work, open, the day sheet first.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect((await nav.getByRole('link').allInnerTexts()).slice(0, 4)).toEqual(['Dashboard', 'Daily Entries', 'Customers', 'Map']);
    expect(await nav.getByRole('button', { name: 'Daily Work' }).getAttribute('aria-expanded')).toBe('true');
    await header.getByRole('link', { name: 'Open the day sheet' }).click();
    await page.waitForURL('**/filter-owner/daily-entries');
    await page.getByRole('heading', { name: 'Daily Entries', level: 1 }).waitFor();
    await header.getByText('Daily Entries', { exact: true }).waitFor();
    expect(await page.title()).toBe('Daily Entries · Paani');
  });

  it('keeps the theme choice under local-storage key theme', async () => {
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/daily-entries');
    await page.getByRole('heading', { name: 'Daily Entries', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText(owner.email).waitFor();
    await page.getByText('Filter Owner', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Theme' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    expect(await storageItem(page, 'theme')).toBe('dark');
    const background = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    expect(background).toBe('rgb(18, 18, 18)');
    await page.reload();
    await page.getByRole('heading', { name: 'Daily Entries', level: 1 }).waitFor();
    expect(await page.evaluate<string>('getComputedStyle(document.body).backgroundColor')).toBe('rgb(18, 18, 18)');
  });
});
