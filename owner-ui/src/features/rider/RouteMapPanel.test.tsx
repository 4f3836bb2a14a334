import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mapsUrl, type MapSettings, type SheetRow } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearReads } from '../../api/rider/read-store';
import { stubApi } from '../../test/api-stub';
import { RouteMapPanel } from './RouteMapPanel';

const row = (id: number, name: string, location: SheetRow['location']): SheetRow =>
  ({
    customer_id: id,
    code: `C-${id}`,
    name,
    address: null,
    phone: null,
    location,
    area_id: 3,
    area_name: 'Gulberg',
    employee_id: 9,
    employee_name: 'Imran',
    route_position: id - 1,
    scheduled: true,
    default_quantity: 1,
    default_items: [{ product_id: 1, quantity: 1 }],
    rate: 50,
    previous_balance: 150,
    cans_out: 2,
    balance: 150,
    flags: { over_credit_limit: false, over_can_limit: false, paused: false, no_delivery_for_days: null },
    product_rates: [],
    containers: [{ product_id: 1, held: 2, deposited: 0, over_deposit: false }],
    entries: [],
  }) as SheetRow;

// The sheet's order is the route's: the second customer has no place, so the stops are 1 and 3.
const ROWS = [
  row(1, 'Ali Raza', { latitude: 31.51, longitude: 74.35 }),
  row(2, 'Bushra Unplaced', null),
  row(3, 'Chaudhry Sb', { latitude: 31.52, longitude: 74.36 }),
];

const SETTINGS: MapSettings = {
  tile_url: '',
  attribution: '&copy; OpenStreetMap contributors',
  plant: { name: 'North Plant', latitude: 31.5, longitude: 74.3 },
};

const renderPanel = () =>
  render(<RouteMapPanel rows={ROWS} userId={5} queued={new Map()} list={<p data-testid="the-list">the sheet as cards</p>} />);

describe("the rider's route map", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearReads();
  });

  it('numbers the placed customers in the sheet’s order, draws the route from the plant, and names those not on the map', async () => {
    const calls = stubApi((call) => (call.path === '/api/rider/map' ? SETTINGS : { fail: { status: 404, message: 'not here' } }));
    renderPanel();
    await screen.findByTestId('rider-route-map');
    await waitFor(() => expect(document.querySelectorAll('.route-stop')).toHaveLength(2));
    expect([...document.querySelectorAll('.route-stop [data-stop]')].map((stop) => stop.textContent)).toEqual(['1', '3']);
    expect([...document.querySelectorAll('.route-stop')].map((stop) => stop.getAttribute('title'))).toEqual([
      'Stop 1: Ali Raza',
      'Stop 3: Chaudhry Sb',
    ]);
    expect(document.querySelector('.map-plant-marker')?.getAttribute('title')).toBe('Plant: North Plant');
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.getByTestId('rider-map-unplaced').textContent).toBe('Not on the map: Bushra Unplaced');
    expect(screen.queryByTestId('the-list')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/rider/map']);

    fireEvent.click(document.querySelectorAll('.route-stop')[1]);
    const popup = await screen.findByTestId('rider-map-popup');
    expect(popup.textContent).toContain('Chaudhry Sb');
    expect(popup.textContent).toMatch(/Balance PKR\s?150/);
    const directions = screen.getByRole('link', { name: 'Directions to Chaudhry Sb' });
    expect(directions.getAttribute('href')).toBe(mapsUrl({ latitude: 31.52, longitude: 74.36 }));
  });

  it('says the map needs a connection and keeps the list when the map cannot be read, and tries again', async () => {
    let online = false;
    stubApi((call) => {
      if (!online) throw new TypeError('Failed to fetch');
      return call.path === '/api/rider/map' ? SETTINGS : { fail: { status: 404, message: 'not here' } };
    });
    renderPanel();
    expect((await screen.findByTestId('rider-map-offline')).textContent).toContain(
      'The map needs a connection. Your list works without one.',
    );
    expect(screen.getByTestId('the-list').textContent).toBe('the sheet as cards');
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('rider-route-map');
    expect(screen.queryByTestId('rider-map-offline')).toBeNull();
  });
});
