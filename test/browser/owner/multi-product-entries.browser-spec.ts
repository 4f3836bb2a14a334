import type { Page } from 'playwright-core';
import { api, ownerWithRider, readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

const BOTTLE = { name: '6 L bottle', unit: 'bottle', returnable: false, default_rate: 120 };

interface SavedEntry {
  customer_name: string;
  cans_delivered: number;
  cans_returned: number;
  amount: number;
  collected: number;
  items: Array<{ product_id: number; delivered: number; returned: number; rate: number; amount: number }>;
}

/** The rider's queue as the app keeps it in IndexedDB (read with the browser's own API). */
const readOutbox = (page: Page) =>
  page.evaluate<Array<{ kind: string; body: { entries: unknown[] } }>>(`new Promise((resolve, reject) => {
    const open = indexedDB.open('paani-rider');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => { open.result.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  })`);

/**
 * A plant selling a second product (a 6 L bottle, not returned, PKR 120) against the real server:
 * the owner enters a day of cans and bottles on the sheet with the keyboard only and saves it; a
 * rider, offline, delivers cans and bottles from their card and the queue sends it once when the
 * network is back.
 */
describe('entries of two products', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  const addBottle = async (token: string, plantId: number) => {
    const added = await api('POST', `/filter-owner/products?filter_plant_id=${plantId}`, { token, body: BOTTLE });
    if (added.status !== 201) throw new Error(`Adding the bottle failed: ${added.status} ${JSON.stringify(added.body)}`);
    return added.body.data.id as number;
  };

  it('enters a day of cans and bottles on the sheet by keyboard and saves the items', async () => {
    const owner = await readyOwner('Two Products Owner');
    const scoped = `filter_plant_id=${owner.plantId}`;
    const areas = await api('GET', `/filter-owner/areas?${scoped}`, { token: owner.token });
    for (const name of ['Sheet Amna', 'Sheet Babar']) {
      // No schedule: due daily, one can (the sheet's prefill), at the plant's PKR 40.
      const created = await api('POST', `/filter-owner/customers?${scoped}`, {
        token: owner.token,
        body: { name, area_id: areas.body.data.areas[0].id },
      });
      if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const bottleId = await addBottle(owner.token, owner.plantId);
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);

    await page.goto('/filter-owner/daily-entries');
    await page.getByRole('grid', { name: 'Day sheet' }).waitFor();
    expect(await page.getByTestId('product-header').allInnerTexts()).toEqual(['19 L can', '6 L bottle']);
    const rows = page.locator('[data-testid="sheet-row"][data-state="draft"]');
    expect(await rows.count()).toBe(2);

    // Amna: 2 cans, 1 empty back, 3 bottles; Babar: his 1 can and 1 bottle. Digits, Tab and Enter only.
    await rows.first().getByTestId('cell-delivered').focus();
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');

    const total = (id: string) => page.getByTestId('sheet-totals').getByTestId(id).innerText();
    expect(await total('total-delivered')).toBe('3');
    expect(await total(`total-delivered:${bottleId}`)).toBe('4');
    // 2 × 40 + 3 × 120 and 40 + 120.
    expect(await rows.first().getByTestId('row-amount').innerText()).toMatch(/Rs\s?440(?!\d)/);
    expect(await total('total-amount')).toMatch(/Rs\s?600(?!\d)/);
    await screenshot(page, 'daily-entries-two-products');

    await page.keyboard.press('Control+s');
    await toastText(page, '2 entries saved');
    await page.getByTestId('save-all').getByText('Nothing to save').waitFor();
    expect(
      await page.locator('[data-testid="sheet-row"][data-state="saved"]').first().getByTestId(`saved-delivered:${bottleId}`).innerText(),
    ).toBe('3');

    const list = await api('GET', `/filter-owner/daily-entries?${scoped}&per_page=100`, { token: owner.token });
    const entries = (list.body.data.data as SavedEntry[]).sort((a, b) => a.customer_name.localeCompare(b.customer_name));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ customer_name: 'Sheet Amna', cans_delivered: 2, cans_returned: 1, amount: 440 });
    expect(entries[0].items).toEqual([
      { product_id: 1, delivered: 2, returned: 1, rate: 40, amount: 80 },
      { product_id: bottleId, delivered: 3, returned: 0, rate: 120, amount: 360 },
    ]);
    expect(entries[1]).toMatchObject({ customer_name: 'Sheet Babar', cans_delivered: 1, amount: 160 });
    await page.close();
  });

  it('has a rider deliver cans and bottles offline and sends them once when back online', async () => {
    const rider = { email: `rider-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
    const names = ['Card Amna', 'Card Babar'];
    const { owner, scoped } = await ownerWithRider('Two Products Rider Owner', names, rider);
    const bottleId = await addBottle(owner.token, owner.plantId);

    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const context = page.context();
    await signInContext(context, rider.email, rider.password);
    // Online: the sheet (with its products) is read and kept; the app's service worker is installed.
    await page.goto('/rider');
    const amna = page.getByRole('article', { name: names[0] });
    await amna.waitFor();
    await page.evaluate('navigator.serviceWorker.ready');
    await context.setOffline(true);
    await page.getByTestId('rider-offline').waitFor();

    // Amna takes cans only so far: the bottle comes by "Add product".
    await amna.getByRole('button', { name: 'Add product' }).click();
    await amna.getByRole('button', { name: '6 L bottle' }).click();
    await amna.getByRole('button', { name: 'One more 6 L bottle delivered' }).click();
    await amna.getByRole('button', { name: 'One more 6 L bottle delivered' }).click();
    await amna.getByRole('button', { name: 'One more 19 L can empties back' }).click();
    await amna.getByLabel('Cash collected (PKR)').fill('100');
    await amna.getByRole('button', { name: 'Save', exact: true }).click();
    await amna.getByTestId('rider-queued').waitFor();
    // Her usual can at PKR 50 and 2 bottles at PKR 120, less PKR 100 paid.
    expect(await amna.getByTestId('rider-balance').innerText()).toBe('PKR 190.00');
    expect(await amna.getByTestId('rider-saved-summary').innerText()).toBe(
      '19 L can: 1 delivered, 1 back; 6 L bottle: 2 delivered; PKR 100.00 collected',
    );
    // Babar takes his can only: the card sends it as it always did.
    const babar = page.getByRole('article', { name: names[1] });
    await babar.getByRole('button', { name: 'Save', exact: true }).click();
    await babar.getByTestId('rider-queued').waitFor();
    await page.getByText('Waiting to send (2)').waitFor();
    await screenshot(page, 'rider-two-products-offline');

    const queued = await readOutbox(page);
    expect(queued.map((item) => item.body.entries[0])).toEqual([
      {
        customer_id: expect.any(Number),
        items: [
          { product_id: 1, delivered: 1, returned: 1 },
          { product_id: bottleId, delivered: 2 },
        ],
        collected: 100,
      },
      { customer_id: expect.any(Number), cans_delivered: 1, cans_returned: 0, collected: 0 },
    ]);
    const onServer = async () =>
      (await api('GET', `/filter-owner/daily-entries?${scoped}&per_page=100`, { token: owner.token })).body.data.data as SavedEntry[];
    expect(await onServer()).toEqual([]);

    // Back online: the queue sends itself, each entry once.
    await context.setOffline(false);
    await page.getByTestId('rider-outbox').waitFor({ state: 'detached', timeout: 30000 });
    await amna.getByTestId('rider-saved').waitFor();
    const entries = (await onServer()).sort((a, b) => a.customer_name.localeCompare(b.customer_name));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ customer_name: names[0], cans_delivered: 1, cans_returned: 1, amount: 290, collected: 100 });
    expect(entries[0].items).toEqual([
      { product_id: 1, delivered: 1, returned: 1, rate: 50, amount: 50 },
      { product_id: bottleId, delivered: 2, returned: 0, rate: 120, amount: 240 },
    ]);
    expect(entries[1]).toMatchObject({ customer_name: names[1], cans_delivered: 1, amount: 50 });
    expect(await readOutbox(page)).toEqual([]);
    // The sheet read again from the server agrees with what the phone counted.
    expect(await amna.getByTestId('rider-balance').innerText()).toBe('PKR 190.00');
    await page.close();
  });
});
