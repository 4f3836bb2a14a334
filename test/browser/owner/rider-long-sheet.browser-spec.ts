import { api, ownerWithRider, readyOwner } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { signedInPhone } from '../support/owner-session';

/**
 * A long sheet on the rider's phone (issue 17): the page draws only the cards near the screen,
 * so a 150-customer sheet scrolls on a slow phone. Every customer is still reachable by
 * scrolling, each card says its place in the sheet, and what the rider typed on a card and did
 * not save yet is still there when the card comes back on screen, or after the day-close tab.
 */
describe("the rider's long sheet", () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let scoped: string;
  const RIDER = { email: `long-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
  const names = Array.from({ length: 40 }, (_, i) => `Route Customer ${String(i + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    session = await launchBrowser();
    ({ owner, scoped } = await ownerWithRider('Long Sheet Owner', names, RIDER));
  });
  afterAll(async () => {
    await session.close();
  });

  it('draws the cards near the screen, reaches the last by scrolling, and keeps an unsaved card as typed', async () => {
    const page = await signedInPhone(session, RIDER.email, RIDER.password);
    await page.goto('/rider');
    const first = page.getByRole('article', { name: names[0] });
    await first.waitFor();
    const cards = page.getByTestId('rider-customer');
    const drawn = await cards.count();
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(names.length);
    expect(await first.getAttribute('aria-posinset')).toBe('1');
    expect(await first.getAttribute('aria-setsize')).toBe(String(names.length));
    expect(await page.getByTestId('rider-progress').innerText()).toContain(String(names.length));

    // Typed on the first card, not saved.
    await first.getByLabel('Cash collected (PKR)').fill('75');
    await first.getByRole('button', { name: 'One more Empties back' }).click();

    // The bottom of the sheet: the 40th customer is drawn there, the first no longer is.
    const last = page.getByRole('article', { name: names[39] });
    for (let tries = 0; !(await last.isVisible()) && tries < 50; tries += 1) {
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await page.waitForTimeout(100);
    }
    await last.waitFor();
    expect(await last.getAttribute('aria-posinset')).toBe(String(names.length));
    await first.waitFor({ state: 'detached' });
    await last.getByRole('button', { name: 'Save', exact: true }).click();
    await last.getByTestId('rider-saved').waitFor();

    // Back at the top, the first card is as the rider left it; also after the day-close tab.
    await page.evaluate('window.scrollTo(0, 0)');
    await first.waitFor();
    expect(await first.getByLabel('Cash collected (PKR)').inputValue()).toBe('75');
    expect(await first.getByTestId('rider-returned').innerText()).toBe('1');
    await page.getByRole('tab', { name: 'Close the day' }).click();
    await page.getByTestId('close-expected-cash').waitFor();
    await page.getByRole('tab', { name: 'Deliveries' }).click();
    expect(await first.getByLabel('Cash collected (PKR)').inputValue()).toBe('75');

    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByTestId('rider-saved').waitFor();
    const list = await api('GET', `/filter-owner/daily-entries?${scoped}&per_page=100`, { token: owner.token });
    const entries = list.body.data.data as Array<{ customer_name: string; cans_returned: number; collected: number }>;
    expect(entries.map((entry) => entry.customer_name).sort()).toEqual([names[0], names[39]]);
    expect(entries.find((entry) => entry.customer_name === names[0])).toMatchObject({ cans_returned: 1, collected: 75 });
  });
});
