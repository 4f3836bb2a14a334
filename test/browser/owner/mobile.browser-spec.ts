import { readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signedInPhone } from '../support/owner-session';

function swipe(fromX: number, toX: number, y = 300): string {
  // Dispatched on the document, where the app listens for the drawer's swipes.
  return `(() => {
    const touch = (x) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: ${y} });
    document.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(${fromX})], changedTouches: [touch(${fromX})], bubbles: true }));
    document.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(${toX})], bubbles: true }));
  })()`;
}

describe('phone-sized screen', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Mobile Owner');
  });
  afterAll(async () => {
    await session.close();
  });

  it('works 360 px wide: no sideways scrolling, a drawer opened by the menu button and closed and opened by swipes', async () => {
    const page = await signedInPhone(session, owner.email, owner.password);
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('heading', { name: 'Filter Owner Dashboard' }).waitFor();
    await page.getByTestId('stat-revenue').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await nav.waitFor();
    // 18rem; the drawer's slide-in transform can leave a sub-pixel fraction in the measured box.
    expect((await page.getByTestId('sidebar').boundingBox())?.width).toBeCloseTo(288, 1);
    await page.waitForTimeout(400); // let the drawer finish sliding in before the picture
    await screenshot(page, 'mobile-drawer');
    await page.evaluate(swipe(250, 40));
    await nav.waitFor({ state: 'hidden' });
    await page.evaluate(swipe(10, 40));
    expect(await nav.isVisible()).toBe(false);
    await page.evaluate(swipe(10, 200));
    await nav.waitFor();
    await nav.getByRole('link', { name: /My Plants/ }).click();
    await page.getByRole('heading', { name: 'My Filter Plants' }).waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, 'mobile-plants');
    for (const path of ['/filter-owner/plant-settings', '/filter-owner/billing', '/filter-owner/onboarding', '/package-selection']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect({ path, width: await page.evaluate<number>('document.documentElement.scrollWidth') }).toEqual({ path, width: 360 });
    }
    // The day sheet is one tap away on a phone too.
    await page.goto('/filter-owner/billing');
    await page.getByRole('link', { name: 'Open the day sheet' }).click();
    await page.waitForURL('**/filter-owner/daily-entries');
    await page.getByRole('heading', { name: 'Daily Entries', level: 1 }).waitFor();
  });
});
