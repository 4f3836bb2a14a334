import { api } from '../support/api';
import { readyOwner } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext } from '../support/owner-session';

/**
 * The rider on a phone (issue 15): the owner gives their employee a sign-in on the staff screen;
 * the rider signs in with the phone at the same sign-in page on a 360 × 740 screen, lands on
 * /rider, enters a delivery for one customer, saves it, and closes the day.
 */
describe('the rider on a phone', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const RIDER_PHONE = '0301-4445556';
  const RIDER_PASSWORD = 'rider-password-1';

  beforeAll(async () => {
    session = await launchBrowser();
    owner = await readyOwner('Rider Owner');
    const scoped = `filter_plant_id=${owner.plantId}`;
    const areas = await api('GET', `/filter-owner/areas?${scoped}`, { token: owner.token });
    const areaId = (areas.body.data.areas ?? areas.body.data)[0].id;
    for (const name of ['Ayesha Malik', 'Bilal Ahmed']) {
      const created = await api('POST', `/filter-owner/customers?${scoped}`, {
        token: owner.token,
        // Ayesha's door is on the map (set by the owner); Bilal's is not.
        body: {
          name,
          area_id: areaId,
          address: `${name.split(' ')[0]} House, Centre`,
          rate: 60,
          ...(name === 'Ayesha Malik' ? { latitude: 31.5203696, longitude: 74.3587473 } : {}),
        },
      });
      if (created.status !== 201) throw new Error(`customer: ${created.status} ${JSON.stringify(created.body)}`);
    }
  });
  afterAll(async () => {
    await session.close();
  });

  it('gives the sign-in on the staff screen', async () => {
    const page = await session.newPage();
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/employees');
    const card = page.getByTestId('employee-card').filter({ hasText: 'Rider One' });
    await card.getByRole('button', { name: 'Give sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign-in for Rider One' });
    await dialog.getByLabel('Phone').fill(RIDER_PHONE);
    await dialog.getByLabel('Password').fill(RIDER_PASSWORD);
    await dialog.getByRole('button', { name: 'Give sign-in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Signs in as +923014445556').waitFor();
    await card.getByRole('button', { name: 'Revoke sign-in' }).waitFor();
    // /rider is the rider's own page: an owner who opens it is sent to their own screens.
    await page.goto('/rider');
    await page.waitForURL('**/filter-owner/dashboard');
    await page.close();
  });

  it('sends a visitor who is not signed in from /rider to the sign-in page', async () => {
    const page = await session.newPage();
    await page.goto('/rider');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.close();
  });

  it('signs the rider in by phone, saves a delivery for one customer and closes the day, 360 px wide', async () => {
    const page = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(RIDER_PHONE);
    await page.getByLabel('Password', { exact: true }).fill(RIDER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/rider');
    await page.getByRole('heading', { name: "Today's deliveries" }).waitFor();

    const cards = page.getByTestId('rider-customer');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const card = cards.filter({ hasText: 'Ayesha Malik' });
    await card.getByText('Ayesha House, Centre').waitFor();
    // Directions open the phone's maps app at the door; a customer with no place on the map has none.
    const directions = card.getByRole('link', { name: 'Directions to Ayesha Malik' });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=31.5203696,74.3587473');
    expect(await cards.filter({ hasText: 'Bilal Ahmed' }).getByTestId('rider-directions').count()).toBe(0);
    // Big touch targets: the steppers' buttons are 48 px.
    const plus = card.getByRole('button', { name: 'One more Delivered' });
    expect((await plus.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    expect(await card.getByTestId('rider-delivered').innerText()).toBe('1');
    await plus.click();
    await card.getByRole('button', { name: 'One more Empties back' }).click();
    expect(await card.getByTestId('rider-delivered').innerText()).toBe('2');
    expect(await card.getByTestId('rider-returned').innerText()).toBe('1');
    await card.getByLabel('Cash collected (PKR)').fill('100');
    await card.getByText('Amount PKR 120.00').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, 'rider-sheet');
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByTestId('rider-saved').waitFor();
    await card.getByText('2 delivered, 1 back, PKR 100.00 collected').waitFor();
    await page.getByText('1 of 2 saved').waitFor();

    // The server has the entry, as the rider, at the customer's rate.
    const scoped = `filter_plant_id=${owner.plantId}`;
    const entries = await api('GET', `/filter-owner/daily-entries?${scoped}`, { token: owner.token });
    expect(entries.body.data.data).toEqual([
      expect.objectContaining({
        customer_name: 'Ayesha Malik',
        cans_delivered: 2,
        cans_returned: 1,
        rate: 60,
        amount: 120,
        collected: 100,
        employee_name: 'Rider One',
      }),
    ]);

    await page.getByRole('tab', { name: 'Close the day' }).click();
    await page.getByTestId('close-expected-cash').filter({ hasText: 'PKR 100' }).waitFor();
    await page.getByLabel('Full cans taken out').fill('10');
    await page.getByLabel('Empty cans returned to plant').fill('8');
    await page.getByLabel('Cash handed over (PKR)').fill('90');
    // 10 taken − 2 delivered + 1 empty collected = 9 expected back
    expect(await page.getByTestId('close-expected-back').innerText()).toBe('9');
    expect(await page.getByTestId('close-difference').innerText()).toBe('PKR -10.00');
    expect(await page.getByTestId('close-cans-difference').innerText()).toBe('-1');
    await screenshot(page, 'rider-day-close');
    await page.getByRole('button', { name: 'Close the day' }).last().click();
    await page.getByTestId('close-closed').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    const days = await api('GET', `/filter-owner/rider-days?${scoped}`, { token: owner.token });
    expect(days.body.data.days).toEqual([
      expect.objectContaining({
        employee_name: 'Rider One',
        closed: true,
        expected_cash: 100,
        cash_handed_over: 90,
        difference: -10,
        expected_cans_back: 9,
        cans_difference: -1,
      }),
    ]);

    // The rider chooses the language on the phone itself, from the rider's bar; back to English after.
    // The Urdu font's style sheet comes with Urdu's words, not before.
    const urduFontRules = () =>
      page.evaluate<number>(`[...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule.cssText.startsWith('@font-face') && rule.cssText.includes('Noto Naskh Arabic')).length`);
    expect(await urduFontRules()).toBe(0);
    await page.getByRole('button', { name: 'Language and digits' }).click();
    await page.getByRole('menuitem', { name: 'اردو' }).click();
    await page.locator('html[dir="rtl"][lang="ur"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'آج کی ڈیلیوریاں' }).waitFor();
    expect(await urduFontRules()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'ڈیلیوریاں' }).click();
    await screenshot(page, 'rider-sheet-urdu');
    // The choice is on the rider's account (PATCH /api/profile/preferences), not only on this phone.
    const profile = await api('GET', '/profile', { token: await page.evaluate<string>("localStorage.getItem('auth_token')") });
    expect(profile.body.data.language).toBe('ur');
    await page.getByRole('button', { name: 'زبان اور ہندسے' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.locator('html[dir="ltr"][lang="en"]').waitFor({ state: 'attached' });

    // A rider is kept out of the owner's screens, and signs out.
    await page.goto('/filter-owner/dashboard');
    await page.waitForURL('**/rider');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
  });
});
