import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CustomerMap, MapCustomer } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi, type StubAnswer, type StubCall } from '../../test/api-stub';
import MapPage from './MapPage';

// Leaflet draws circle markers in SVG when the browser can (it asks for createSVGRect when it
// loads), else on a canvas, which jsdom cannot draw: the markers are then SVG paths to read.
vi.hoisted(() => {
  const svg = globalThis.SVGSVGElement?.prototype as unknown as Record<string, unknown> | undefined;
  if (svg && !svg.createSVGRect) svg.createSVGRect = () => ({});
});

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North Plant', default_can_rate: 50 }, isLoading: false }),
}));

const AREAS = [
  { id: 3, name: 'Gulberg', description: null, is_active: true },
  { id: 4, name: 'Model Town', description: null, is_active: true },
];

const customer = (id: number, extra: Partial<MapCustomer>): MapCustomer => ({
  id,
  code: `C-${String(id).padStart(4, '0')}`,
  name: `Customer ${id}`,
  address: null,
  area_id: 3,
  area_name: 'Gulberg',
  latitude: 31.5 + id / 100,
  longitude: 74.3 + id / 100,
  balance: 0,
  cans_out: 0,
  unpaid: false,
  over_limit: false,
  route_position: null,
  ...extra,
});

/** Tiles left out ('' = none): nothing in the tests may fetch them. */
const mapOf = (customers: MapCustomer[], unplaced = 0): CustomerMap => ({
  tile_url: '',
  attribution: '&copy; OpenStreetMap contributors',
  plant: { name: 'North Plant', latitude: 31.52, longitude: 74.35 },
  customers,
  unplaced,
});

const MIXED = mapOf(
  [
    customer(1, { name: 'Ali Over', balance: 2500, unpaid: true, over_limit: true, cans_out: 4 }),
    customer(2, { name: 'Bina Owes', balance: 400, unpaid: true }),
    customer(3, { name: 'Chaudhry Clear', balance: -100, area_id: 4, area_name: 'Model Town' }),
  ],
  2,
);

function answer(map: (call: StubCall) => StubAnswer) {
  return (call: StubCall) => {
    if (call.path === '/api/filter-owner/areas') return { areas: AREAS };
    if (call.path === '/api/filter-owner/customers/map') return map(call);
    return { fail: { status: 404, message: 'not in this test' } };
  };
}

const markers = (state: string) => document.querySelectorAll(`path.map-marker-${state}`);

describe('MapPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws each customer coloured by state, the plant, no tiles, and says how many have no place', async () => {
    const calls = stubApi(answer(() => MIXED));
    renderScreen(<MapPage />);
    expect((await screen.findByTestId('map-unplaced')).textContent).toBe('2 customers have no place on the map');
    await waitFor(() => expect(document.querySelectorAll('path.map-marker')).toHaveLength(3));
    expect(markers('over-limit')).toHaveLength(1);
    expect(markers('unpaid')).toHaveLength(1);
    expect(markers('fine')).toHaveLength(1);
    expect(markers('over-limit')[0].getAttribute('fill')).toBe('#d32f2f');
    expect(markers('unpaid')[0].getAttribute('fill')).toBe('#f9a825');
    expect(markers('fine')[0].getAttribute('fill')).toBe('#2e7d32');
    expect(document.querySelector('.map-plant-marker')?.getAttribute('title')).toBe('Plant: North Plant');
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
    expect(screen.queryByTestId('map-empty')).toBeNull();
    const legend = screen.getByRole('list', { name: 'What the colours mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Over limit', 'Owes money', 'Paid up', 'Plant']);
    const mapCall = calls.find((call) => call.path === '/api/filter-owner/customers/map')!;
    expect(Object.fromEntries(mapCall.query)).toEqual({ filter_plant_id: '7' });
  });

  it("opens a customer's popup with the name, code, area, balance in PKR, cans out and a link to their page", async () => {
    stubApi(answer(() => MIXED));
    renderScreen(<MapPage />);
    await waitFor(() => expect(markers('over-limit')).toHaveLength(1));
    fireEvent.click(markers('over-limit')[0]);
    const popup = await screen.findByTestId('map-popup');
    expect(popup.textContent).toContain('Ali Over');
    expect(popup.textContent).toContain('Code C-0001');
    expect(popup.textContent).toContain('Area: Gulberg');
    expect(popup.textContent).toMatch(/Balance: PKR\s?2,500/);
    expect(popup.textContent).toContain('Cans out: 4');
    expect(within(popup).getByRole('link', { name: 'Open customer' }).getAttribute('href')).toBe('/filter-owner/customers/1');
  });

  it('asks for one area when it is chosen', async () => {
    const calls = stubApi(answer((call) => (call.query.get('area_id') === '4' ? mapOf([MIXED.customers[2]]) : MIXED)));
    renderScreen(<MapPage />);
    await waitFor(() => expect(document.querySelectorAll('path.map-marker')).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Model Town' }));
    await waitFor(() => expect(document.querySelectorAll('path.map-marker')).toHaveLength(1));
    expect(markers('fine')).toHaveLength(1);
    expect(screen.queryByTestId('map-unplaced')).toBeNull();
    const asked = calls.filter((call) => call.path === '/api/filter-owner/customers/map').map((call) => call.query.get('area_id'));
    expect(asked).toEqual([null, '4']);
  });

  it('says how to place customers when none has a place', async () => {
    stubApi(answer(() => mapOf([], 5)));
    renderScreen(<MapPage />);
    expect((await screen.findByTestId('map-empty')).textContent).toBe(
      "No customer has a place on the map yet: set one on the customer's page.",
    );
    expect(screen.getByTestId('map-unplaced').textContent).toBe('5 customers have no place on the map');
    expect(document.querySelectorAll('path.map-marker')).toHaveLength(0);
  });

  it('shows why the map failed to load and a Retry, then the map', async () => {
    let fail = true;
    stubApi(
      answer(() =>
        fail ? { fail: { status: 503, message: 'The database cannot be reached', error_code: 'DATABASE_UNAVAILABLE' } } : MIXED,
      ),
    );
    renderScreen(<MapPage />);
    expect(await screen.findByText('Could not load the map.')).toBeTruthy();
    expect(screen.getByText(/Server error\. Please try again later\./)).toBeTruthy();
    expect(screen.queryByTestId('customer-map')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(document.querySelectorAll('path.map-marker')).toHaveLength(3));
    expect(screen.queryByText('Could not load the map.')).toBeNull();
  });
});
