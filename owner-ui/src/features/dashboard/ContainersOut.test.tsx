import { act, screen, within } from '@testing-library/react';
import type { OwnerDashboard, ProductStock } from '@paani/contracts';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../../test/api-stub';
import DashboardPage from '../../pages/DashboardPage';

vi.mock('../../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North', code: 'N1' }],
    selectedPlant: { id: 7, name: 'North', code: 'N1' },
    isLoading: false,
  }),
}));
vi.mock('../../auth/AuthContext', () => ({ useAuth: () => ({ status: 'signedIn', user: { role: 'filter_owner' } }) }));

const stock = (product: Partial<ProductStock> & Pick<ProductStock, 'product_id' | 'name'>): ProductStock => ({
  name_ur: null,
  unit: 'can',
  is_active: true,
  owned: 0,
  at_plant: 0,
  with_customers: 0,
  with_riders: 0,
  lost: 0,
  lost_at_customers: 0,
  damaged: 0,
  out_exceeds_owned: false,
  ...product,
});

const dashboard = (containers: ProductStock[]): OwnerDashboard => ({
  stats: {
    today_revenue: 0,
    today_deliveries: 0,
    today_by_product: [],
    containers,
    total_customers: 61,
    total_employees: 2,
    total_areas: 3,
    pending_balance: 0,
    today_expenses: null,
    recent_entries: [],
    weekly_performance: [],
    notifications: [],
    usage_limits: { percentage_used: 10 },
    current_invoice: null,
    subscription_plan: null,
  },
  filter_plant: null,
});

const serve = (answer: OwnerDashboard) =>
  stubApi((call) => (call.path === '/api/filter-owner/dashboard' ? answer : { fail: { status: 404, message: 'not in this test' } }));

describe("the dashboard's containers out", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('shows each product out with customers and riders against what the plant owns, and marks one out beyond it', async () => {
    serve(
      dashboard([
        stock({ product_id: 1, name: '19 L can', name_ur: '19 لیٹر کین', owned: 500, with_customers: 220, with_riders: 10, at_plant: 270 }),
        stock({ product_id: 3, name: '5 L jar', owned: 10, with_customers: 12, at_plant: -2, out_exceeds_owned: true }),
        stock({ product_id: 4, name: 'Dispenser bottle' }),
      ]),
    );
    renderScreen(<DashboardPage />);
    const list = await screen.findByRole('group', { name: 'Containers out' });
    expect(within(list).getByTestId('containers-1').textContent).toBe('19 L can230 out of 500 owned');
    expect(within(list).getByTestId('containers-3').textContent).toBe('5 L jar12 out of 10 owned');
    // Nothing recorded or out of it yet: no line.
    expect(within(list).queryByTestId('containers-4')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Containers out' }).getAttribute('href')).toBe('/filter-owner/stock');
  });

  it('says only how many are out before any purchase is recorded, in Urdu too', async () => {
    serve(dashboard([stock({ product_id: 1, name: '19 L can', name_ur: '19 لیٹر کین', with_customers: 41 })]));
    await act(() => i18next.changeLanguage('ur'));
    renderScreen(<DashboardPage />);
    const list = await screen.findByRole('group', { name: 'باہر کنٹینر' });
    expect(within(list).getByTestId('containers-1').textContent).toContain('19 لیٹر کین');
    expect(within(list).getByTestId('containers-1').textContent).toContain('41 باہر');
  });

  it('shows nothing before any container is recorded or delivered', async () => {
    serve(dashboard([stock({ product_id: 1, name: '19 L can' })]));
    renderScreen(<DashboardPage />);
    expect((await screen.findByTestId('stat-customers')).textContent).toBe('61');
    expect(screen.queryByTestId('containers-out')).toBeNull();
  });
});
