import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, storageItem, superAdmin, type BrowserSession } from '../support/browser';

describe('sign-in page (owner app)', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });
  beforeEach(async () => {
    page = await session.newPage();
  });

  it('sends a signed-out visitor to /login, which renders the sign-in form', async () => {
    await page.goto('/filter-owner/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('textbox', { name: 'Password' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Show password' }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Sign in · Paani');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'login');
  });

  it("shows the product's validation messages before calling the server", async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password' }).fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it("shows the server's message for a wrong password and stays signed out", async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(superAdmin().email);
    await page.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message.length).toBeGreaterThan(0);
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe(message);
    expect(await storageItem(page, 'auth_token')).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await screenshot(page, 'not-found');
  });
});
