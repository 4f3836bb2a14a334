import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { openSignedIn } from './support/console';

/** A horizontal finger swipe across the page, as Chromium delivers touch events. */
async function swipe(page: Page, fromX: number, toX: number): Promise<void> {
  await page.evaluate(
    ([startX, endX]) => {
      const scope = globalThis as unknown as {
        Touch: new (init: object) => unknown;
        TouchEvent: new (type: string, init: object) => unknown;
        document: { body: unknown };
        dispatchEvent(event: unknown): boolean;
      };
      const touch = (x: number) => new scope.Touch({ identifier: 1, target: scope.document.body, clientX: x, clientY: 300 });
      scope.dispatchEvent(new scope.TouchEvent('touchstart', { touches: [touch(startX)], changedTouches: [touch(startX)] }));
      scope.dispatchEvent(new scope.TouchEvent('touchend', { touches: [], changedTouches: [touch(endX)] }));
    },
    [fromX, toX] as const,
  );
}

describe('super-admin console: placeholders and the phone-sized shell', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it.each([
    ['/super-admin/users', 'User Management', 'Next Phase'],
    ['/super-admin/filter-owners', 'Filter Owners', 'Next Phase'],
  ])('shows the placeholder page %s with its badge and buttons', async (path, title, badge) => {
    const page = await openSignedIn(session, path);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByText(badge, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/super-admin/dashboard');
  });

  it('names the page in the app bar, and counts no notifications or messages it does not have', async () => {
    const page = await openSignedIn(session, '/super-admin/tenants', { viewport: { width: 1280, height: 800 } });
    const bar = page.getByRole('banner');
    await bar.getByText('Tenant Management', { exact: true }).waitFor();
    // The browser tab names the page as the header does.
    await eventually(() => page.title(), 'Tenant Management · Paani Super Admin');
    await bar.getByRole('button', { name: 'Notifications' }).waitFor();
    await bar.getByRole('button', { name: 'Messages' }).waitFor();
    expect(await bar.locator('.MuiBadge-badge').count()).toBe(0);
    await page.getByRole('menuitem', { name: /Billing Management/ }).click();
    await bar.getByText('Billing Management', { exact: true }).waitFor();
    await eventually(() => page.title(), 'Billing Management · Paani Super Admin');
  });

  it('opens the drawer from the header menu button and by a swipe on a phone-sized screen', async () => {
    const page = await openSignedIn(session, '/super-admin/tenants', { viewport: { width: 375, height: 740 } });
    await page.getByRole('heading', { name: 'Tenant Management', level: 1 }).waitFor();
    const billingItem = page.getByRole('menuitem', { name: /Billing Management/ });
    await expect(billingItem.isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await billingItem.waitFor();
    await screenshot(page, 'admin-mobile-drawer');
    const drawer = await page.locator('.MuiDrawer-modal .MuiPaper-root').first().boundingBox();
    expect(drawer?.width).toBeCloseTo(18 * 16, 1);
    await page.keyboard.press('Escape');
    await billingItem.waitFor({ state: 'hidden' });

    await swipe(page, 10, 200);
    await billingItem.waitFor();
    await swipe(page, 250, 20);
    await billingItem.waitFor({ state: 'hidden' });
  });

  it('collapses and expands the sidebar with Ctrl+B on a desktop, kept in the sidebar_state cookie for 7 days', async () => {
    const page = await openSignedIn(session, '/super-admin/tenants', { viewport: { width: 1280, height: 800 } });
    await page.getByRole('heading', { name: 'Tenant Management', level: 1 }).waitFor();
    const sidebarWidth = async () => (await page.locator('.RaSidebar-fixed').first().boundingBox())?.width ?? 0;
    const sidebarCookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    /** Polls until `check` holds (the sidebar animates its width). */
    const eventually = async (check: () => Promise<boolean>) => {
      for (let waited = 0; !(await check()); waited += 100) {
        if (waited > 5000) throw new Error('timed out');
        await page.waitForTimeout(100);
      }
    };
    await eventually(async () => Math.round(await sidebarWidth()) === 256);

    await page.keyboard.press('Control+b');
    await eventually(async () => (await sidebarWidth()) < 100);
    await eventually(async () => (await sidebarCookie())?.value === 'false');
    expect(((await sidebarCookie())?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 60);

    await page.reload();
    await page.getByRole('heading', { name: 'Tenant Management', level: 1 }).waitFor();
    await eventually(async () => (await sidebarWidth()) < 100);
    await page.keyboard.press('Control+b');
    await eventually(async () => (await sidebarCookie())?.value === 'true');
  });
});
