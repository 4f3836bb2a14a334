import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OwnerDashboard, OwnerNotification } from '@paani/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedOf, notification } from '../features/notifications/test-data';
import { renderScreen, stubApi } from '../test/api-stub';
import DashboardPage from './DashboardPage';

vi.mock('../plants/PlantContext', () => ({
  usePlants: () => ({
    plants: [{ id: 7, name: 'North', code: 'N1' }],
    selectedPlant: { id: 7, name: 'North', code: 'N1' },
    isLoading: false,
  }),
}));
const auth = vi.hoisted(() => ({ status: 'signedIn', user: { role: 'auditor' } }));
vi.mock('../auth/AuthContext', () => ({ useAuth: () => auth }));

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

  describe("the platform's announcements", () => {
    const shown = notification({
      key: 'announcement:5',
      kind: 'announcement',
      severity: 'warning',
      title: 'Maintenance on Sunday',
      body: 'The app will be down\nfrom 2 to 3 am.',
      ends_at: '2099-12-01T00:00:00.000Z',
      plant_id: null,
      plant_name: null,
      link: '/notifications',
    });
    const alreadyRead = { ...shown, key: 'announcement:4', title: 'New plans from January', body: 'Read me once.', read: true };
    const ended = { ...shown, key: 'announcement:3', title: 'Old news', ends_at: '2020-01-01T00:00:00.000Z' };

    function serve(items: () => OwnerNotification[]) {
      return stubApi((call) => {
        if (call.path === '/api/filter-owner/dashboard') return DASHBOARD;
        if (call.method === 'POST' && call.path === '/api/filter-owner/notifications/read') return { unread: 0 };
        if (call.path === '/api/filter-owner/notifications') return feedOf(items());
        return { fail: { status: 404, message: 'not in this test' } };
      });
    }

    afterEach(() => {
      auth.user = { role: 'auditor' };
    });

    it('shows an unread one at the top with its title and body; a read or ended one not', async () => {
      auth.user = { role: 'filter_owner' };
      serve(() => [shown, alreadyRead, ended, notification({ key: 'x', kind: 'customers_over_can_limit', count: 3 })]);
      renderScreen(<DashboardPage />);
      const announcements = await screen.findByTestId('dashboard-announcements');
      expect(within(announcements).getAllByRole('alert')).toHaveLength(1);
      expect(announcements.textContent).toContain('Maintenance on Sunday');
      expect(announcements.textContent).toContain('The app will be down\nfrom 2 to 3 am.');
      expect(screen.queryByText('New plans from January')).toBeNull();
      expect(screen.queryByText('Old news')).toBeNull();
      // At the top: before the dashboard's title.
      const title = screen.getByRole('heading', { level: 1 });
      expect(announcements.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('dismissing one marks it read: it leaves the dashboard', async () => {
      auth.user = { role: 'filter_owner' };
      let items = [shown];
      const calls = serve(() => items);
      renderScreen(<DashboardPage />);
      const announcements = await screen.findByTestId('dashboard-announcements');
      items = [{ ...shown, read: true }];
      fireEvent.click(within(announcements).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Maintenance on Sunday')).toBeNull();
      await waitFor(() =>
        expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ keys: ['announcement:5'] }]),
      );
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/api/filter-owner/notifications' && call.method === 'GET')).toHaveLength(2),
      );
      expect(screen.queryByTestId('dashboard-announcements')).toBeNull();
    });

    it('fetches no feed for anyone but a filter owner', async () => {
      const calls = serve(() => [shown]);
      renderScreen(<DashboardPage />);
      expect(await screen.findByTestId('stat-customers')).toBeTruthy();
      expect(calls.some((call) => call.path.startsWith('/api/filter-owner/notifications'))).toBe(false);
      expect(screen.queryByText('Maintenance on Sunday')).toBeNull();
    });
  });
});
