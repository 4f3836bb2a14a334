import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CustomerMap } from '@paani/contracts';
import { CRS, latLng, point } from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../test/api-stub';
import { CustomerFormDialog } from './CustomerFormDialog';
import { AREAS, customer, EMPLOYEES } from './test-utils';

// As MapPage.test.tsx: Leaflet draws circle markers in SVG only when it finds createSVGRect.
vi.hoisted(() => {
  const svg = globalThis.SVGSVGElement?.prototype as unknown as Record<string, unknown> | undefined;
  if (svg && !svg.createSVGRect) svg.createSVGRect = () => ({});
});

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North Plant', default_can_rate: 50 }, isLoading: false }),
}));

const PLANT = { name: 'North Plant', latitude: 31.52, longitude: 74.35 };
/** No tiles (''): nothing in the tests may fetch them. */
const SETTINGS: CustomerMap = { tile_url: '', attribution: '', plant: PLANT, customers: [], unplaced: 0 };

function renderForm(extra: { customer?: ReturnType<typeof customer>; plant?: CustomerMap['plant'] } = {}) {
  const calls = stubApi((call) =>
    call.path === '/api/filter-owner/customers/map'
      ? { ...SETTINGS, plant: extra.plant === undefined ? PLANT : extra.plant }
      : { fail: { status: 404, message: 'not here' } },
  );
  const onSubmit = vi.fn(async () => undefined);
  renderScreen(
    <CustomerFormDialog
      open
      customer={extra.customer}
      areas={AREAS}
      employees={EMPLOYEES}
      defaultRate={50}
      busy={false}
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return { calls, onSubmit };
}

const placeField = () => screen.getByLabelText('Place on the map') as HTMLInputElement;

/** The first opening imports the dialog and Leaflet: slow on a busy 2-core machine. */
const LOAD_MS = 10_000;
const TEST_MS = 30_000;

/** Opens the picker and waits for its map (the dialog and Leaflet load lazily). */
async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Pick on the map' }));
  await screen.findByRole('dialog', { name: 'Pick the place on the map' }, { timeout: LOAD_MS });
  await waitFor(() => expect(document.querySelector('[data-testid="place-picker-map"] .leaflet-container')).not.toBeNull(), {
    timeout: LOAD_MS,
  });
  return document.querySelector('[data-testid="place-picker-map"] .leaflet-container') as HTMLElement;
}

const chosen = () => screen.getByTestId('place-picker-chosen').textContent;

describe('Pick on the map', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    "opens on the plant, puts the marker where the map is clicked, and 'Use this place' fills the field",
    async () => {
      const { calls, onSubmit } = renderForm();
      const map = await openPicker();
      expect(
        calls.filter((call) => call.path === '/api/filter-owner/customers/map').map((call) => call.query.get('filter_plant_id')),
      ).toEqual(['7']);
      expect(document.querySelector('.map-plant-marker')?.getAttribute('title')).toBe('Plant: North Plant');
      expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
      expect(chosen()).toBe('No place chosen yet');
      expect(screen.getByRole('button', { name: 'Use this place' }).hasAttribute('disabled')).toBe(true);

      // jsdom lays nothing out: the map is 0×0, its centre (the plant, street zoom) at the top-left
      // pixel, rounded as Leaflet rounds it. A click 40 px right and 30 px down is this point.
      const origin = CRS.EPSG3857.latLngToPoint(latLng(31.52, 74.35), 16).round();
      const expected = CRS.EPSG3857.pointToLatLng(origin.add(point(40, 30)), 16);
      const text = `${Number(expected.lat.toFixed(7))}, ${Number(expected.lng.toFixed(7))}`;
      fireEvent.click(map, { clientX: 40, clientY: 30 });
      await waitFor(() => expect(document.querySelectorAll('path.place-picker-marker')).toHaveLength(1));
      expect(chosen()).toBe(`Chosen: ${text}`);

      fireEvent.click(screen.getByRole('button', { name: 'Use this place' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick the place on the map' })).toBeNull());
      expect(placeField().value).toBe(text);

      fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Sara' } });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Area' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Gulberg' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add Customer' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect((onSubmit.mock.calls[0] as unknown as [{ location: string }])[0].location).toBe(text);
    },
    TEST_MS,
  );

  it(
    "starts at the field's place, and Cancel or Escape leave the field as it was",
    async () => {
      renderForm({ customer: customer(7, { name: 'Nadia', latitude: 24.8607, longitude: 67.0011 }) });
      expect(placeField().value).toBe('24.8607, 67.0011');
      let map = await openPicker();
      expect(chosen()).toBe('Chosen: 24.8607, 67.0011');
      fireEvent.click(map, { clientX: 100, clientY: 100 });
      await waitFor(() => expect(chosen()).not.toBe('Chosen: 24.8607, 67.0011'));
      // Enter on the focused map chooses its centre: the field's place, not the plant's.
      fireEvent.keyDown(map, { key: 'Enter' });
      await waitFor(() => expect(chosen()).toBe('Chosen: 24.8607, 67.0011'));
      fireEvent.click(map, { clientX: 100, clientY: 100 });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick the place on the map' })).toBeNull());
      expect(placeField().value).toBe('24.8607, 67.0011');

      map = await openPicker();
      fireEvent.click(map, { clientX: 100, clientY: 100 });
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'Pick the place on the map' }), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pick the place on the map' })).toBeNull());
      expect(placeField().value).toBe('24.8607, 67.0011');
      // Escape closed the picker alone, not the customer form under it.
      expect(screen.getByRole('dialog', { name: 'Edit Customer' })).toBeTruthy();
    },
    TEST_MS,
  );

  it(
    'starts in Lahore when neither the customer nor the plant has a place',
    async () => {
      renderForm({ plant: null });
      const map = await openPicker();
      expect(document.querySelector('.map-plant-marker')).toBeNull();
      fireEvent.keyDown(map, { key: 'Enter' });
      await waitFor(() => expect(chosen()).toBe('Chosen: 31.5204, 74.3587'));
      fireEvent.click(screen.getByRole('button', { name: 'Use this place' }));
      await waitFor(() => expect(placeField().value).toBe('31.5204, 74.3587'));
    },
    TEST_MS,
  );
});
