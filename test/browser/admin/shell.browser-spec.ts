import type { Page } from 'playwright-core';
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
    ['/super-admin/analytics', 'Usage Analytics', 'Coming Soon'],
    ['/super-admin/reports', 'System Reports', 'Future'],
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
});
