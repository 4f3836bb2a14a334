import type { Page } from 'playwright-core';
import { api, ownerWithRider, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext } from '../support/owner-session';

interface StoredItem {
  seq: number;
  kind: 'entries' | 'close';
  body: unknown;
  idempotencyKey: string;
  state: string;
}

// The rider's queue as the app keeps it in IndexedDB (read and written with the browser's own API).
const readOutbox = (page: Page) =>
  page.evaluate<StoredItem[]>(`new Promise((resolve, reject) => {
    const open = indexedDB.open('paani-rider');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => { open.result.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  })`);

const putBackInOutbox = (page: Page, items: StoredItem[]) =>
  page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('paani-rider');
    open.onsuccess = () => {
      const tx = open.result.transaction('outbox', 'readwrite');
      for (const { seq, ...item } of ${JSON.stringify(items)}) tx.objectStore('outbox').add({ ...item, state: 'waiting' });
      tx.oncomplete = () => { open.result.close(); resolve(true); };
      tx.onerror = () => reject(tx.error);
    };
  })`);

/**
 * The rider app without a network (issue 17): opened once online, the sheet stays on the phone;
 * offline the rider records 10 deliveries and the day close, reloads (the app and the queue are
 * still there), and when the network is back the queue sends itself: exactly those 10 entries on
 * the server, once each, even when the same queue is sent again; a delivery for a customer the
 * owner deactivated meanwhile comes back with the server's reason and stays until dismissed.
 */
describe('the rider app offline', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  let scoped: string;
  let customers: Map<string, number>;
  const RIDER = { email: `rider-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
  const names = Array.from({ length: 12 }, (_, i) => `Offline Customer ${String(i + 1).padStart(2, '0')}`);

  beforeAll(async () => {
    session = await launchBrowser();
    ({ owner, scoped, customers } = await ownerWithRider('Offline Owner', names, RIDER));
  });
  afterAll(async () => {
    await session.close();
  });

  const entriesOnServer = async () => {
    const list = await api('GET', `/filter-owner/daily-entries?${scoped}&per_page=100`, { token: owner.token });
    expect(list.status).toBe(200);
    return list.body.data.data as Array<{ customer_name: string; cans_delivered: number; cans_returned: number; collected: number }>;
  };

  it('records deliveries and the day close offline, survives a reload, and sends each exactly once when back online', async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const context = page.context();
    const { token: riderToken } = await signInContext(context, RIDER.email, RIDER.password);

    // Online: the sheet is read and kept; the app's service worker is installed.
    await page.goto('/rider');
    const cards = page.getByTestId('rider-customer');
    await page.getByRole('article', { name: names[11] }).waitFor();
    expect(await cards.count()).toBe(12);
    await page.evaluate('navigator.serviceWorker.ready');
    await page.getByRole('tab', { name: 'Close the day' }).click();
    await page.getByTestId('close-expected-cash').waitFor();
    await page.getByRole('tab', { name: 'Deliveries' }).click();

    await context.setOffline(true);
    await page.getByTestId('rider-offline').waitFor();

    // Ten deliveries offline: 2 cans each, one empty back, PKR 40 collected.
    for (const name of names.slice(0, 10)) {
      const card = page.getByRole('article', { name });
      const delivered = card.getByTestId('rider-delivered');
      while (Number(await delivered.innerText()) < 2) await card.getByRole('button', { name: 'One more Delivered' }).click();
      while (Number(await delivered.innerText()) > 2) await card.getByRole('button', { name: 'One fewer Delivered' }).click();
      await card.getByRole('button', { name: 'One more Empties back' }).click();
      await card.getByLabel('Cash collected (PKR)').fill('40');
      await card.getByRole('button', { name: 'Save', exact: true }).click();
      await card.getByTestId('rider-queued').waitFor();
    }
    await page.getByText('Waiting to send (10)').waitFor();
    // The sheet shows the queued effect: 2 cans at PKR 50, PKR 40 paid.
    const first = page.getByRole('article', { name: names[0] });
    expect(await first.getByTestId('rider-balance').innerText()).toBe('PKR 60.00');
    expect(await first.getByTestId('rider-saved-summary').innerText()).toBe('2 delivered, 1 back, PKR 40.00 collected');

    // Meanwhile the owner deactivates customer 11; the rider, offline, still delivers to them.
    const deactivated = await api('PUT', `/filter-owner/customers/${customers.get(names[10])}/toggle-status?${scoped}`, {
      token: owner.token,
    });
    expect(deactivated.status).toBe(200);
    const eleventh = page.getByRole('article', { name: names[10] });
    await eleventh.getByRole('button', { name: 'Save', exact: true }).click();
    await eleventh.getByTestId('rider-queued').waitFor();

    // The day close, offline, counting the queued entries.
    await page.getByRole('tab', { name: 'Close the day' }).click();
    await page
      .getByTestId('close-cans-delivered')
      .filter({ hasText: /^2[0-9]$/ })
      .waitFor();
    await page.getByLabel('Full cans taken out').fill('40');
    await page.getByLabel('Empty cans returned to plant').fill('28');
    await page.getByLabel('Cash handed over (PKR)').fill('400');
    await page.getByRole('button', { name: 'Close the day' }).last().click();
    await page.getByTestId('close-queued').waitFor();
    await page.getByText('Waiting to send (12)').waitFor();
    await screenshot(page, 'rider-offline-queue');

    // Reloaded with no network: the app, the sheet and the queue are all on the phone.
    await page.reload();
    await page.getByRole('article', { name: names[11] }).waitFor();
    expect(await cards.count()).toBe(12);
    await page.getByText('Waiting to send (12)').waitFor();
    await page.getByRole('article', { name: names[0] }).getByTestId('rider-queued').waitFor();
    const queued = await readOutbox(page);
    expect(queued.map((item) => item.kind)).toEqual([...Array(11).fill('entries'), 'close']);
    expect(new Set(queued.map((item) => item.idempotencyKey)).size).toBe(12);
    expect(await entriesOnServer()).toEqual([]);

    // Back online: the queue drains in order; the deactivated customer's entry comes back refused.
    await context.setOffline(false);
    await page.getByTestId('rider-outbox').waitFor({ state: 'detached', timeout: 30000 });
    const rejected = page.getByTestId('rider-rejected');
    await rejected.waitFor();
    expect(await rejected.count()).toBe(1);
    const reason = await rejected.innerText();
    expect(reason).toContain('Not accepted by the office');
    expect(reason).toContain(names[10]);
    expect(reason).toContain('inactive');
    await page.getByRole('article', { name: names[0] }).getByTestId('rider-saved').waitFor();

    const expectTenOnce = async () => {
      const entries = await entriesOnServer();
      expect(entries.map((entry) => entry.customer_name).sort()).toEqual(names.slice(0, 10));
      for (const entry of entries) expect(entry).toMatchObject({ cans_delivered: 2, cans_returned: 1, collected: 40 });
    };
    await expectTenOnce();
    const days = await api('GET', `/filter-owner/rider-days?${scoped}`, { token: owner.token });
    expect(days.body.data.days).toEqual([
      expect.objectContaining({ closed: true, closes: 1, expected_cash: 400, cash_handed_over: 400, full_cans_taken: 40 }),
    ]);

    // A double send: the same items with the same keys, straight to the API and again through the app.
    for (const item of queued) {
      const path = item.kind === 'entries' ? '/api/rider/entries' : '/api/rider/day-close';
      const response = await fetch(`${process.env.PAANI_BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${riderToken}`, 'idempotency-key': item.idempotencyKey },
        body: JSON.stringify(item.body),
      });
      expect(response.status).toBe(item === queued[10] ? 422 : 201);
    }
    await putBackInOutbox(page, queued);
    await page.reload();
    await page.getByRole('article', { name: names[0] }).waitFor();
    // The phone's queue is read once the sheet is drawn (Dexie loads after it), so the panel may
    // not be there yet: wait on the queue itself until the app has sent everything in it.
    const waiting = async () => (await readOutbox(page)).filter((item) => item.state === 'waiting');
    for (let tries = 0; (await waiting()).length > 0 && tries < 300; tries += 1) await page.waitForTimeout(100);
    expect(await waiting()).toEqual([]);
    await expectTenOnce();
    const again = await api('GET', `/filter-owner/rider-days?${scoped}`, { token: owner.token });
    expect(again.body.data.days[0].closes).toBe(1);

    // A refusal stays until the rider dismisses it: the first one, and the same item refused again.
    await rejected.nth(1).waitFor();
    for (const left of [1, 0]) {
      await rejected.first().getByRole('button', { name: 'Dismiss' }).click();
      for (let waited = 0; (await rejected.count()) !== left; waited += 100) {
        if (waited > 10000) throw new Error(`still ${await rejected.count()} refusals shown, expected ${left}`);
        await page.waitForTimeout(100);
      }
    }
    expect(await readOutbox(page)).toEqual([]);
  });

  it('refuses to sign out with unsent records until the rider confirms', async () => {
    const page = await signedInPhone(session, RIDER.email, RIDER.password);
    await page.goto('/rider');
    const card = page.getByRole('article', { name: names[11] });
    await card.waitFor();
    await page.evaluate('navigator.serviceWorker.ready');
    await page.context().setOffline(true);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Waiting to send (1)').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    const warning = page.getByTestId('rider-signout-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('1 record has not reached the office yet');
    expect(new URL(page.url()).pathname).toBe('/rider');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });

    // Sent once the network is back; then signing out needs no confirmation.
    await page.context().setOffline(false);
    await page.getByTestId('rider-outbox').waitFor({ state: 'detached', timeout: 30000 });
    await card.getByTestId('rider-saved').waitFor();
    expect((await entriesOnServer()).filter((entry) => entry.customer_name === names[11])).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
  });
  it('serves the service worker and the manifest fresh, the hashed files compressed and for a year, and keeps the owner screens outside the worker', async () => {
    const base = process.env.PAANI_BASE_URL;
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifestResponse = await fetch(`${base}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await manifestResponse.json()) as { icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: 'Paani', start_url: '/rider', scope: '/rider', display: 'standalone' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect((await fetch(`${base}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    // A missing file is a 404, not the app's page (a service worker or script answered with HTML breaks the app).
    const missing = await fetch(`${base}/assets/gone-0123abcd.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
    // /rider is the rider's own page (rider.html and its own first script), not the owner app's.
    const page = await fetch(`${base}/rider`);
    expect(page.headers.get('content-type')).toMatch(/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = (await page.text()).match(/src="(\/assets\/rider-[^"]+\.js)"/)![1];
    expect((await fetch(`${base}/rider/anything`).then((response) => response.text())).includes(script)).toBe(true);
    expect((await fetch(`${base}/login`).then((response) => response.text())).includes(script)).toBe(false);
    const compressed = await fetch(`${base}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The worker's scope is /rider: an owner screen in the same browser is never served by it.
    const browserPage = await session.newPage();
    await signInContext(browserPage.context(), RIDER.email, RIDER.password);
    await browserPage.goto('/rider');
    await browserPage.evaluate('navigator.serviceWorker.ready');
    // Signed out first: the sign-in page sends a signed-in rider on to /rider by a page load, which
    // raced the checks below. The worker's registration stays; it is not the sign-in's to clear.
    await browserPage.evaluate("localStorage.removeItem('auth_token'); localStorage.removeItem('auth_user')");
    await browserPage.goto('/login');
    await browserPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await browserPage.evaluate('navigator.serviceWorker.controller === null')).toBe(true);
    expect(await browserPage.evaluate("navigator.serviceWorker.getRegistration('/rider').then((r) => r.scope)")).toBe(`${base}/rider`);
  });
});
