import { api, ownerWithRider } from '../support/api';
import { eventually } from '../support/eventually';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { signInContext, toastText } from '../support/owner-session';

/**
 * Customers' places and the street order: at a customer's door the rider taps "Save this place" on
 * a phone (the phone's position is the browser's geolocation, set by the test: the edge of the
 * world); the owner confirms the place on the delivery schedule, asks for the street order, and
 * the rider's sheet follows it.
 */
describe("customers' places and the street order", () => {
  let session: BrowserSession;
  let setup: Awaited<ReturnType<typeof ownerWithRider>>;
  const RIDER = { email: `rider-places-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
  // A street running east from the plant: 0.001° of longitude is about 95 m here.
  const PLANT = { latitude: 31.5, longitude: 74.3 };
  const AT_CHAND_DOOR = { latitude: 31.5, longitude: 74.302, accuracy: 9 };
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: envelope } = await api(method, `${path}${path.includes('?') ? '&' : '?'}${setup.scoped}`, {
      token: setup.owner.token,
      body,
    });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };

  beforeAll(async () => {
    session = await launchBrowser();
    setup = await ownerWithRider('Places Owner', ['Ayesha Malik', 'Bilal Ahmed', 'Chand Bibi'], RIDER);
    await call('PUT', `/filter-owner/my-plants/${setup.owner.plantId}/location`, PLANT);
    await call('PUT', `/filter-owner/customers/${setup.customers.get('Ayesha Malik')}`, { latitude: 31.5, longitude: 74.303 });
    await call('PUT', `/filter-owner/customers/${setup.customers.get('Bilal Ahmed')}`, { latitude: 31.5, longitude: 74.301 });
  });
  afterAll(async () => {
    await session.close();
  });

  it('saves the place at the door from the rider’s phone, 360 px wide', async () => {
    const page = await session.newPage({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      geolocation: AT_CHAND_DOOR,
      permissions: ['geolocation'],
    });
    await signInContext(page.context(), RIDER.email, RIDER.password);
    await page.goto('/rider');
    const chand = page.getByTestId('rider-customer').filter({ hasText: 'Chand Bibi' });
    await chand.getByRole('button', { name: 'Save where you stand as the place of Chand Bibi' }).click();
    await chand.getByText('Place saved: the owner will confirm it.').waitFor();
    await eventually(
      async () => (await call('GET', '/filter-owner/location-proposals')).map((p: { customer_name: string }) => p.customer_name),
      ['Chand Bibi'],
    );
    const [proposal] = await call('GET', '/filter-owner/location-proposals');
    expect(proposal).toMatchObject({ latitude: 31.5, longitude: 74.302, accuracy_m: 9, proposed_by: 'Rider One' });
    // Nothing changes for the customer until the owner says yes.
    expect((await call('GET', `/filter-owner/customers/${setup.customers.get('Chand Bibi')}`)).latitude).toBeNull();
    await screenshot(page, 'rider-save-place');
    await page.close();
  });

  it('lets the owner confirm it, then orders the route by the street, and the rider’s sheet follows', async () => {
    const page = await session.newPage();
    await signInContext(page.context(), setup.owner.email, setup.owner.password);
    await page.goto('/filter-owner/delivery-schedule');
    const waiting = page.getByRole('region', { name: '1 place saved by a rider waits for you' });
    const row = waiting.getByTestId('place-proposal');
    await row.getByText('Chand Bibi · Centre').waitFor();
    expect(await row.innerText()).toContain('Saved by Rider One');
    expect(await row.getByRole('link', { name: '31.5, 74.302' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=31.5,74.302',
    );
    await row.getByRole('button', { name: 'Confirm' }).click();
    await toastText(page, 'Place of Chand Bibi confirmed');
    await waiting.waitFor({ state: 'detached' });
    expect(await call('GET', `/filter-owner/customers/${setup.customers.get('Chand Bibi')}`)).toMatchObject({
      latitude: 31.5,
      longitude: 74.302,
    });

    const list = page.getByRole('list', { name: 'Route of Centre' });
    const shown = async () => (await list.getByRole('listitem').allInnerTexts()).map((text) => text.match(/Ayesha|Bilal|Chand/)?.[0]);
    expect(await shown()).toEqual(['Ayesha', 'Bilal', 'Chand']);
    await page.getByRole('region', { name: 'Centre' }).getByRole('button', { name: 'Suggest street order' }).click();
    expect(await toastText(page, 'Street order saved')).toContain('about 0.3 km from the plant');
    await eventually(shown, ['Bilal', 'Chand', 'Ayesha']);
    const routes = await call('GET', '/filter-owner/delivery-schedule/routes');
    expect(routes.areas[0].customers.map((c: { name: string }) => c.name)).toEqual(['Bilal Ahmed', 'Chand Bibi', 'Ayesha Malik']);
    await page.getByRole('region', { name: 'Centre' }).getByRole('button', { name: 'Suggest street order' }).click();
    await toastText(page, 'This route is already in street order');
    await screenshot(page, 'delivery-schedule-street-order');
    await page.close();

    const phone = await session.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await signInContext(phone.context(), RIDER.email, RIDER.password);
    await phone.goto('/rider');
    const cards = phone.getByTestId('rider-customer');
    await cards.first().waitFor();
    await eventually(async () => (await cards.locator('h2').allInnerTexts()).join(', '), 'Bilal Ahmed, Chand Bibi, Ayesha Malik');
    await phone.close();
  });
});
