import { api, login, ownerWithRider } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext } from '../support/owner-session';

const JAR = { name: '5 L jar', unit: 'jar', returnable: true, default_rate: 40 };

/** A figure line of a stock card, its label and number as one text, whitespace made single spaces. */
const lineText = async (text: Promise<string>) => (await text).replace(/\s+/g, ' ').trim();

/**
 * A day close counting a plant's second returnable product against the real server: the plant
 * sells a 5 L jar beside its 19 L can; the rider delivers 2 jars and collects 1 empty (through the
 * API), then closes the day on a 360 px phone with 5 jars taken out and 3 brought back, sees the
 * one jar not back, and the owner finds it on the riders' days and the stock (1 jar with riders).
 */
describe('a day close counting a 5 L jar', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof ownerWithRider>>['owner'];
  let scoped: string;
  let jarId: number;
  const rider = { email: `jar-rider-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };

  beforeAll(async () => {
    session = await launchBrowser();
    const ready = await ownerWithRider('Jar Owner', ['Jar Amna'], rider);
    owner = ready.owner;
    scoped = ready.scoped;
    const added = await api('POST', `/filter-owner/products?${scoped}`, { token: owner.token, body: JAR });
    if (added.status !== 201) throw new Error(`Adding the jar failed: ${added.status} ${JSON.stringify(added.body)}`);
    jarId = added.body.data.id;
    // The rider's day (the plant's today, the server's): 2 jars to Amna and 1 empty back from her.
    const riderToken = await login(rider.email, rider.password);
    const saved = await api('POST', '/rider/entries', {
      token: riderToken,
      body: { entries: [{ customer_id: ready.customers.get('Jar Amna'), items: [{ product_id: jarId, delivered: 2, returned: 1 }] }] },
    });
    if (saved.status !== 201) throw new Error(`The rider's entry failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  });
  afterAll(async () => {
    await session.close();
  });

  it('closes the day on the phone with the jars counted and shows the one not back', async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signInContext(page.context(), rider.email, rider.password);
    await page.goto('/rider');
    await page.getByRole('article', { name: 'Jar Amna' }).waitFor();
    await page.getByRole('tab', { name: 'Close the day' }).click();

    const full = page.getByLabel('5 L jar full taken', { exact: true });
    const back = page.getByLabel('5 L jar empties back to plant', { exact: true });
    await full.waitFor();
    expect(await page.getByTestId(`close-product-delivered-${jarId}`).innerText()).toBe('2');
    expect(await page.getByTestId(`close-product-collected-${jarId}`).innerText()).toBe('1');
    // As thumb-friendly as the cans' fields: 48 px tall, the phone's number pad.
    expect((await full.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await full.getAttribute('inputmode')).toBe('numeric');

    // No can moved today: 10 taken, 10 back. The jars: 5 taken − 2 delivered + 1 collected = 4 expected, 3 back.
    await page.getByLabel('Full cans taken out').fill('10');
    await page.getByLabel('Empty cans returned to plant').fill('10');
    await full.fill('5');
    await back.fill('3');
    await page.getByLabel('Cash handed over (PKR)').fill('0');
    expect(await page.getByTestId('close-cans-difference').innerText()).toBe('0');
    expect(await page.getByTestId(`close-product-expected-back-${jarId}`).innerText()).toBe('4');
    expect(await page.getByTestId(`close-product-difference-${jarId}`).innerText()).toBe('1 not back');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, 'rider-day-close-products');

    await page.getByRole('button', { name: 'Close the day' }).last().click();
    const saved = page.getByTestId('close-closed');
    await saved.waitFor();
    await saved.getByTestId(`close-saved-product-difference-${jarId}`).getByText('1 not back', { exact: true }).waitFor();
    expect(await saved.getByTestId(`close-saved-product-expected-back-${jarId}`).innerText()).toBe('4');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // The server has the jar's counts, as the phone sent them.
    const days = await api('GET', `/filter-owner/rider-days?${scoped}`, { token: owner.token });
    expect(days.body.data.days).toEqual([
      expect.objectContaining({
        closed: true,
        cans_difference: 0,
        products: [{ product_id: jarId, full_taken: 5, returned_to_plant: 3, delivered: 2, returned: 1, expected_back: 4, difference: -1 }],
      }),
    ]);
    await page.close();
  });

  it("shows the owner the jar not back on the riders' days and 1 jar with riders on the stock", async () => {
    const stock = await api('GET', `/filter-owner/stock?${scoped}`, { token: owner.token });
    expect(stock.body.data.products.find((product: { product_id: number }) => product.product_id === jarId)).toMatchObject({
      with_riders: 1,
      with_customers: 1,
    });

    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/rider-days');
    const row = page.getByTestId('rider-day-row').filter({ hasText: 'Rider One' });
    await row.getByTestId('rider-day-product-difference').getByText('5 L jar: 1 not back').waitFor();
    await page.close();

    const phone = await signedInPhone(session, owner.email, owner.password);
    await phone.goto('/filter-owner/stock');
    const jar = phone.getByRole('article', { name: '5 L jar', exact: true });
    await jar.getByTestId('stock-with-riders').getByText('1', { exact: true }).waitFor();
    expect(await lineText(jar.getByTestId('stock-with-riders').innerText())).toBe('With riders 1');
    expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBe(360);
    await screenshot(phone, 'mobile-stock-jar-with-riders');
    await phone.close();
  });
});
