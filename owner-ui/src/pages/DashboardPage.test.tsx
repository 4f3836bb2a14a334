import { fireEvent, screen } from '@testing-library/react';
import type { OwnerDashboard } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../test/api-stub';
import DashboardPage from './DashboardPage';

vi.mock('../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North', code: 'N1' }],
    selectedPlant: { id: 7, name: 'North', code: 'N1' },
    isLoading: false,
  }),
}));
vi.mock('../auth/AuthContext', () => ({ useAuth: () => ({ status: 'signedIn', user: { role: 'auditor' } }) }));

const DASHBOARD: OwnerDashboard = {
  stats: {
    today_revenue: 1840,
    today_deliveries: 37,
    total_customers: 61,
    total_employees: 2,
    total_areas: 3,
    pending_balance: 0,
    today_expenses: { date: '2026-11-29', total: 0, by_category: {} },
    recent_entries: [],
    weekly_performance: [],
    notifications: [],
    usage_limits: { percentage_used: 10 },
    current_invoice: null,
    subscription_plan: null,
  },
  filter_plant: null,
} as unknown as OwnerDashboard;

describe('DashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows why the figures failed to load and a Retry, never made-up figures, then the real ones', async () => {
    let fail = true;
    stubApi((call) => {
      if (call.path !== '/api/filter-owner/dashboard') return { fail: { status: 404, message: 'not in this test' } };
      return fail ? { fail: { status: 503, message: 'The database cannot be reached', error_code: 'DATABASE_UNAVAILABLE' } } : DASHBOARD;
    });
    renderScreen(<DashboardPage />);
    expect(await screen.findByText("The dashboard's figures could not be loaded")).toBeTruthy();
    expect(screen.queryByTestId('stat-customers')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('stat-customers')).textContent).toContain('61');
    expect(screen.getByTestId('stat-deliveries').textContent).toContain('37');
  });
});
