import type { BrowserContext, Page } from 'playwright-core';
import { eventually } from '../support/eventually';
import { api, readyOwner, superAdminToken } from '../support/api';
import { baseUrl, launchBrowser, screenshot, unlabelledControls, type BrowserSession } from '../support/browser';
import { signedInPhone, signInContext } from '../support/owner-session';

/**
 * Maps (issue "the rider's route on a map") against the real server, with the tile address set to
 * '' first: the maps then draw no tiles, and nothing may leave the test server (every request of
 * the browser is collected and checked). The owner's Map page: customers in two areas coloured by
 * state, the line about customers without a place, an area filter. The rider's sheet on a phone:
 * the Map view with its numbered stops in the route's order and a stop's directions.
 */
describe('maps', () => {
  let session: BrowserSession;
  let owner: Awaited<ReturnType<typeof readyOwner>>;
  const RIDER = { email: `map-rider-${Date.now().toString(36)}@paani.browser`, password: 'rider-password-1' };
  const ids: Record<string, number> = {};
  const scoped = (path: string) => `${path}${path.includes('?') ? '&' : '?'}filter_plant_id=${owner.plantId}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const { status, body: envelope } = await api(method, scoped(path), { token: owner.token, body });
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };

  /** Every address the context's pages and workers ask for, to prove none is outside the test server. */
  function outsideRequests(context: BrowserContext): () => string[] {
    const urls: string[] = [];
    context.on('request', (request) => urls.push(request.url()));
    const origin = new URL(baseUrl()).origin;
    return () => urls.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:'));
  }

  const markers = (page: Page, state = '') => page.locator(`path.map-marker${state ? `.map-marker-${state}` : ''}`);

  beforeAll(async () => {
    session = await launchBrowser();
    const admin = await superAdminToken();
    const tiles = await api('PUT', '/super-admin/system-settings', { token: admin, body: { app: { map_tile_url: '' } } });
    if (tiles.status !== 200) throw new Error(`the tile address was not cleared: ${tiles.status} ${JSON.stringify(tiles.body)}`);

    owner = await readyOwner('Map Owner');
    await call('PUT', `/filter-owner/my-plants/${owner.plantId}/location`, { latitude: 31.5204, longitude: 74.3587 });
    const { areas } = await call('GET', '/filter-owner/areas');
    const centre = areas[0].id as number;
    const riverside = (await call('POST', '/filter-owner/areas', { name: 'Riverside', description: 'By the river' })).id as number;
    const customers: [string, Record<string, unknown>][] = [
      ['Amna Over Limit', { area_id: centre, latitude: 31.521, longitude: 74.361, opening_balance: 1500, credit_limit: 1000 }],
      ['Bilal Owes', { area_id: centre, latitude: 31.524, longitude: 74.366, opening_balance: 300 }],
      ['Erum No Place', { area_id: centre }],
      ['Dawood Paid', { area_id: riverside, latitude: 31.51, longitude: 74.34 }],
      ['Farah Paid', { area_id: riverside, latitude: 31.512, longitude: 74.343, opening_balance: -50 }],
    ];
    for (const [name, body] of customers) ids[name] = (await call('POST', '/filter-owner/customers', { name, rate: 50, ...body })).id;
    // The Centre round: Bilal first, then Amna, then Erum (who has no place).
    await call('PUT', '/filter-owner/delivery-schedule/route-order', {
      area_id: centre,
      customer_ids: [ids['Bilal Owes'], ids['Amna Over Limit'], ids['Erum No Place']],
    });
    const { employees } = await call('GET', '/filter-owner/employees');
    await call('POST', `/filter-owner/employees/${employees[0].id}/login`, RIDER);
  });
  afterAll(async () => {
    await session.close();
  });

  it("shows the owner's customers by state from the menu, says who has no place, and filters by area, all from the test server", async () => {
    const page = await session.newPage();
    const outside = outsideRequests(page.context());
    await signInContext(page.context(), owner.email, owner.password);
    await page.goto('/filter-owner/dashboard');
    await page.getByRole('link', { name: /^Map/ }).first().click();
    await page.waitForURL(/\/filter-owner\/map$/);
    await page.getByRole('heading', { name: 'Map', level: 1 }).waitFor();

    await markers(page).nth(3).waitFor({ state: 'attached' });
    expect(await markers(page).count()).toBe(4);
    expect(await markers(page, 'over-limit').count()).toBe(1);
    expect(await markers(page, 'unpaid').count()).toBe(1);
    expect(await markers(page, 'fine').count()).toBe(2);
    expect(await page.locator('.map-plant-marker').getAttribute('title')).toBe('Plant: Map Owner Plant');
    expect(await page.getByTestId('map-unplaced').innerText()).toBe('1 customer has no place on the map');
    expect(await page.locator('.leaflet-tile-pane img').count()).toBe(0);

    await markers(page, 'over-limit').click();
    const popup = page.getByTestId('map-popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Amna Over Limit');
    expect(await popup.innerText()).toMatch(/Balance: PKR\s?1,500/);
    expect(await popup.getByRole('link', { name: 'Open customer' }).getAttribute('href')).toBe(
      `/filter-owner/customers/${ids['Amna Over Limit']}`,
    );
    await screenshot(page, 'owner-map');
    expect(await unlabelledControls(page)).toEqual([]);

    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Riverside' }).click();
    await page.waitForURL(/area_id=\d+/);
    await page.getByTestId('map-unplaced').waitFor({ state: 'detached' });
    await eventually(() => page.locator('path.map-marker').count(), 2);
    expect(await markers(page, 'fine').count()).toBe(2);

    expect(outside()).toEqual([]);
  });

  it("shows the rider's route on a phone: numbered stops in the sheet's order, a stop's directions, and who is not on the map", async () => {
    const page = await signedInPhone(session, RIDER.email, RIDER.password);
    const outside = outsideRequests(page.context());
    await page.goto('/rider');
    await page.getByRole('article', { name: 'Bilal Owes' }).waitFor();
    const mapButton = page.getByRole('button', { name: 'Map', exact: true });
    await mapButton.click();
    expect(await mapButton.getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('rider-route-map').waitFor();
    await page.locator('.route-stop').nth(1).waitFor();
    expect(await page.locator('.route-stop [data-stop]').allInnerTexts()).toEqual(['1', '2']);
    const stops = page.locator('.route-stop');
    expect([await stops.nth(0).getAttribute('title'), await stops.nth(1).getAttribute('title')]).toEqual([
      'Stop 1: Bilal Owes',
      'Stop 2: Amna Over Limit',
    ]);
    expect(await stops.count()).toBe(2);
    expect(await page.locator('.route-line').count()).toBe(1);
    expect(await page.getByTestId('rider-map-unplaced').innerText()).toBe('Not on the map: Erum No Place');
    expect(await page.locator('.leaflet-tile-pane img').count()).toBe(0);

    await page.locator('.route-stop').nth(1).click();
    const popup = page.getByTestId('rider-map-popup');
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Amna Over Limit');
    const directions = popup.getByRole('link', { name: 'Directions to Amna Over Limit' });
    expect(await directions.innerText()).toBe('Directions');
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=31.521,74.361');
    await screenshot(page, 'rider-route-map');

    // Back to the list: the cards are there as before.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('article', { name: 'Amna Over Limit' }).waitFor();

    expect(outside()).toEqual([]);
  });
});
