import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Plant } from '@paani/contracts';
import { PLANT_SELECTOR_WIDTHS, PlantSelector, type PlantSelectorProps } from './PlantSelector';

const plant = (id: number, extra: Partial<Plant> = {}): Plant => ({
  id,
  name: `Plant ${id}`,
  code: `FP-${id}`,
  address: 'Street',
  phone: null,
  phone_secondary: null,
  default_can_rate: 50,
  latitude: null,
  longitude: null,
  is_default: false,
  is_active: true,
  ...extra,
});

function renderSelector(props: Partial<PlantSelectorProps>) {
  const onSelect = vi.fn();
  render(
    <MemoryRouter initialEntries={['/filter-owner/dashboard']}>
      <Routes>
        <Route
          path="/filter-owner/dashboard"
          element={<PlantSelector plants={[]} selectedPlant={null} isLoading={false} error={null} onSelect={onSelect} {...props} />}
        />
        <Route path="/filter-owner/plants" element={<p>plants page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onSelect };
}

describe('PlantSelector', () => {
  it('shows the loading state', () => {
    renderSelector({ isLoading: true });
    expect(screen.getByText('Loading plants...')).toBeTruthy();
  });

  it('asks to sign in again for an authentication error, else says loading failed', () => {
    renderSelector({ error: 'Authentication failed. Please log in again.' });
    expect(screen.getByText('Please log in again')).toBeTruthy();
  });

  it('shows a generic error for other failures', () => {
    renderSelector({ error: 'Server error. Please try again later.' });
    expect(screen.getByText('Error loading plants')).toBeTruthy();
  });

  it('invites to create the first plant when there is none', () => {
    renderSelector({});
    expect(screen.getByText('Ready to create your first plant?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create First Plant' }));
    expect(screen.getByText('plants page')).toBeTruthy();
  });

  it('shows a single plant with its Default and Inactive badges and an Add Plant button', () => {
    const only = plant(1, { is_default: true, is_active: false });
    renderSelector({ plants: [only], selectedPlant: only });
    const selector = screen.getByTestId('plant-selector');
    expect(within(selector).getByText('Plant 1')).toBeTruthy();
    expect(within(selector).getByText('Default')).toBeTruthy();
    expect(within(selector).getByText('Inactive')).toBeTruthy();
    expect(within(selector).getByRole('button', { name: 'Add Plant' })).toBeTruthy();
  });

  it('hides the Add button when asked (the header does)', () => {
    renderSelector({ plants: [plant(1)], selectedPlant: plant(1), showAddButton: false });
    expect(screen.queryByRole('button', { name: 'Add Plant' })).toBeNull();
  });

  it('offers a dropdown for several plants, with a placeholder and badges, and reports the choice', () => {
    const plants = [plant(1, { is_default: true }), plant(2), plant(3, { is_active: false })];
    const { onSelect } = renderSelector({ plants, selectedPlant: null });
    expect(screen.getByText('Select plant...')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Select plant' }));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Plant 1Default', 'Plant 2', 'Plant 3Inactive']);
    expect(options[2].getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(options[1]);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('has the three width variants', () => {
    expect(PLANT_SELECTOR_WIDTHS).toEqual({ compact: 180, header: 220, default: 250 });
  });
});
