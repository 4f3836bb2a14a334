import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../../test/api-stub';
import { StaffScreen } from '../StaffScreen';

vi.mock('../../../plants/PlantContext', () => ({
  usePlants: () => ({ selectedPlant: { id: 7, name: 'North' }, isLoading: false }),
}));

describe('the staff screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens each employee's pay from their card", async () => {
    stubApi(() => ({
      employees: [
        { id: 11, name: 'Asif Rider', phone: '0300-1234567', type: 'commission', commission_rate: 12.5, is_active: true, areas: [] },
      ],
      statistics: { total: 1, active: 1, commission: 1, salary: 0 },
    }));
    renderScreen(<StaffScreen />);
    const card = await screen.findByRole('article', { name: 'Asif Rider' });
    const pay = within(card).getByRole('link', { name: 'Pay of Asif Rider' });
    expect(pay.getAttribute('href')).toBe('/filter-owner/employees/11/pay');
    expect(pay.textContent).toBe('Pay');
  });
});
