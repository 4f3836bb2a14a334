import type { Page } from 'playwright-core';
import { api, login } from '../support/api';
import { launchBrowser, screenshot, storageItem, type BrowserSession } from '../support/browser';
import { createOwnerViaApi, openSignedIn, runId, signInThroughLoginPage } from './support/console';

describe('super-admin console: sign-in, shell and role gate', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('sends a signed-out visitor to the one /login and brings the super admin back to the console page they asked for', async () => {
    const page = await session.newPage();
    await signInThroughLoginPage(page, '/super-admin/tenants');
    await page.getByRole('heading', { name: 'Tenant Management', level: 1 }).waitFor();
    expect(await storageItem(page, 'auth_token')).not.toBeNull();
    expect(JSON.parse((await storageItem(page, 'auth_user')) ?? '{}').role).toBe('super_admin');
  });

  it('signs out to the one /login and the old token is refused', async () => {
    const page = await session.newPage();
    await signInThroughLoginPage(page, '/super-admin/dashboard');
    const token = await storageItem(page, 'auth_token');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await storageItem(page, 'auth_token')).toBeNull();
    expect((await api('GET', '/profile', { token: token ?? '' })).status).toBe(401);
  });

  it('shows the super-admin menu with Analytics & Reports collapsed, and the 404 page for an unknown console path', async () => {
    const page = await openSignedIn(session, '/super-admin/dashboard');
    const menu = page.getByRole('menu').first();
    await menu.getByText('Filter Owners').waitFor();
    await menu.getByText('Billing Management').waitFor();
    expect(await page.getByRole('menuitem', { name: /Analytics/ }).count()).toBe(0);
    await page.getByText('Analytics & Reports').click();
    // Analytics and Reports are real screens now (issue 16): no 'Soon' badge.
    await page.getByRole('menuitem', { name: /Analytics/ }).waitFor();
    expect(
      await page
        .getByRole('menuitem', { name: /Analytics/ })
        .getByText('Soon')
        .count(),
    ).toBe(0);

    await page.goto('/super-admin/no-such-page');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL('**/super-admin/dashboard');
  });

  it('keeps the theme choice under local-storage key theme', async () => {
    const page = await openSignedIn(session, '/super-admin/dashboard');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Dark theme' }).click();
    expect(await storageItem(page, 'theme')).toBe('dark');
    const background = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { body: unknown } }).document;
      return (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }).getComputedStyle(doc.body)
        .backgroundColor;
    });
    expect(background).not.toBe('rgb(255, 255, 255)');
    await screenshot(page, 'admin-dashboard-dark');
  });

  it('shows Access Denied to a signed-in user of another role', async () => {
    const page = await session.newPage();
    await page.addInitScript(() => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage;
      storage.setItem('auth_token', 'a-token-of-an-employee');
      storage.setItem('auth_user', JSON.stringify({ id: 999, name: 'Field Employee', email: 'employee@paani.browser', role: 'employee' }));
    });
    await page.goto('/super-admin/tenants');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.getByText('This page is for super administrators only.').waitFor();
    await page.getByRole('link', { name: 'Go back' }).waitFor();
  });

  it('sends a filter owner who opens /super-admin/dashboard to their own dashboard', async () => {
    const owner = await createOwnerViaApi(`Gate Owner ${runId}`);
    const token = await login(owner.email, owner.password);
    const visited: string[] = [];
    const page: Page = await openSignedIn(session, '/super-admin/dashboard', {
      token,
      prepare: (opened) => opened.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname)),
    });
    await page.waitForURL((url) => !url.pathname.startsWith('/super-admin'));
    await page.waitForLoadState();
    expect([new URL(page.url()).pathname, ...visited]).toContain('/filter-owner/dashboard');
    // The console's data stays closed to them whatever the screen does.
    expect((await api('GET', '/admin/filter-owners', { token })).status).toBe(403);
  });
});
