import { act, screen, within } from '@testing-library/react';
import { formatMoney, type OwnerDashboard, type TodayProductSales } from '@paani/contracts';
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

const CAN: TodayProductSales = { product_id: 1, name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', delivered: 37, amount: 1840 };
const BOTTLE: TodayProductSales = { product_id: 2, name: '6 L bottle', name_ur: null, unit: 'bottle', delivered: 4, amount: 480 };

const dashboard = (byProduct: TodayProductSales[]): OwnerDashboard =>
  ({
    stats: {
      today_revenue: byProduct.reduce((sum, product) => sum + product.amount, 0),
      today_deliveries: 37,
      today_by_product: byProduct,
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
  }) as unknown as OwnerDashboard;

const serve = (answer: OwnerDashboard) =>
  stubApi((call) => (call.path === '/api/filter-owner/dashboard' ? answer : { fail: { status: 404, message: 'not in this test' } }));

describe("the dashboard's today by product", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it("lists each product's quantity and amount under today's figures", async () => {
    serve(dashboard([CAN, BOTTLE]));
    renderScreen(<DashboardPage />);
    const list = await screen.findByRole('group', { name: 'By product' });
    expect(within(list).getByTestId('today-product-1').textContent).toBe(`19 L can37 delivered · ${formatMoney(1840)}`);
    expect(within(list).getByTestId('today-product-2').textContent).toBe(`6 L bottle4 delivered · ${formatMoney(480)}`);
    expect(screen.getByTestId('stat-revenue').textContent).toBe(formatMoney(2320));
    expect(formatMoney(2320)).toMatch(/2,320/);
  });

  it('names the products in Urdu where they have an Urdu name', async () => {
    serve(dashboard([CAN, BOTTLE]));
    await act(() => i18next.changeLanguage('ur'));
    renderScreen(<DashboardPage />);
    const list = await screen.findByRole('group', { name: 'پروڈکٹ کے حساب سے' });
    expect(within(list).getByTestId('today-product-1').textContent).toContain('19 لیٹر کین');
    expect(within(list).getByTestId('today-product-2').textContent).toContain('6 L bottle');
  });

  it('shows nothing more for a plant with one product', async () => {
    serve(dashboard([CAN]));
    renderScreen(<DashboardPage />);
    expect((await screen.findByTestId('stat-deliveries')).textContent).toBe('37');
    expect(screen.queryByTestId('today-by-product')).toBeNull();
  });
});
