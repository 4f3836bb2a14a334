import { eventually } from '../support/eventually';
import { api } from '../support/api';
import { launchBrowser, screenshot, type BrowserSession } from '../support/browser';
import { consoleToken, openSignedIn } from './support/console';

/**
 * The console's Map tiles card (System tab): the tile address every map of the owner and rider
 * apps draws, checked with the API's rule before it is sent, saved with a notice, read back from
 * the server after a reload, and empty for a map without tiles.
 */
describe('super-admin console: map tiles', () => {
  let session: BrowserSession;
  let before: string;
  const tileUrl = async () =>
    (await api('GET', '/super-admin/system-settings', { token: await consoleToken() })).body.data.app.map_tile_url as string;

  beforeAll(async () => {
    session = await launchBrowser();
    before = await tileUrl();
  });
  afterAll(async () => {
    await session.close();
    // Leave the shared server's maps as they were (the map tests draw no tiles).
    await api('PUT', '/super-admin/system-settings', { token: await consoleToken(), body: { app: { map_tile_url: before } } });
  });

  it('refuses an address the maps cannot draw, saves a good one and an empty one, and shows the saved one after a reload', async () => {
    const page = await openSignedIn(session, '/super-admin/system-settings');
    await page.getByRole('heading', { name: 'Map tiles' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Tile address' });
    // The saved address arrives after the card: read the field once it has.
    await eventually(() => field.inputValue(), before);
    await page.getByText('{z}/{x}/{y} address of the map background; empty for none').waitFor();

    await field.fill('https://tiles.example.pk/{z}/{x}.png');
    await page.getByText('Enter an http(s) address with {z}, {x} and {y}, or leave it empty for no background.').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    const tiles = 'https://{s}.tiles.example.pk/{z}/{x}/{y}.png';
    await field.fill(tiles);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Map tiles saved').waitFor();
    expect(await tileUrl()).toBe(tiles);
    await screenshot(page, 'admin-settings-map-tiles');

    await page.reload();
    await page.getByRole('heading', { name: 'Map tiles' }).waitFor();
    // Polled from here: a waitForFunction that has to poll evaluates its text in the page, which the console's CSP refuses.
    await eventually(() => field.inputValue(), tiles);

    await field.fill('');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/super-admin/system-settings') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(await tileUrl()).toBe('');
    expect(await field.inputValue()).toBe('');
  });
});
