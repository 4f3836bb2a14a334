import { cleanup, screen, waitFor } from '@testing-library/react';
import type { Announcement, BackupsOverview } from '@paani/contracts';
import { DataProvider, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../format';
import { renderInAdmin } from '../test/renderInAdmin';
import { DashboardData } from './dashboard.types';
import { ANNOUNCEMENTS_SHOWN, announcementLines, SystemAlerts, systemAlerts } from './SystemAlerts';

afterEach(cleanup);

// The component reads the clock itself: the last good backup is an hour old whenever the tests run.
const NOW = Date.now();
const HEALTHY: DashboardData = {
  total_revenue: 100000,
  active_filter_plants: 12,
  total_filter_owners: 8,
  avg_response_time: 0.2,
  overdue_invoices: 0,
  overdue_amount: 0,
  collection_rate: 96,
  recent_registrations: [],
};
const BACKED_UP: BackupsOverview = {
  schedule: { enabled: true, directory: '/backups', at: '02:30', time_zone: 'Asia/Karachi', keep_days: 14, next_run_at: null },
  last_success_at: new Date(NOW - 3_600_000).toISOString(),
  last_run_failed: false,
  runs: [],
};
const NO_ALERTS = 'No alerts: no overdue invoices, collections on track, backups up to date.';

const announcement = (id: number, title: string, ends_at: string): Announcement => ({
  id,
  title,
  text: 'Words for owners',
  level: 'info',
  starts_at: '2026-11-29T00:00:00Z',
  ends_at,
  audience: 'all',
  plan_id: null,
  owner_id: null,
  status: 'active',
  created_at: '2026-11-28T00:00:00Z',
  withdrawn_at: null,
});

function fakeApi(active: Announcement[], total = active.length) {
  const getList = vi.fn(async () => ({ data: active, total }));
  const dataProvider = testDataProvider({ getList } as unknown as Partial<DataProvider>);
  return { dataProvider, getList };
}

describe('systemAlerts', () => {
  it('raises nothing when the figures are fine', () => {
    expect(systemAlerts(HEALTHY, BACKED_UP, NOW)).toEqual([]);
  });

  it('raises overdue invoices, a low collection rate and a failed backup, and nothing invented', () => {
    const failed: BackupsOverview = {
      ...BACKED_UP,
      last_run_failed: true,
      runs: [
        {
          id: 1,
          trigger: 'nightly',
          started_at: '2026-11-29T21:30:00Z',
          finished_at: '2026-11-29T21:30:01Z',
          duration_ms: 1000,
          result: 'failed',
          file: null,
          bytes: null,
          sha256: null,
          events: null,
          removed: 0,
          error: 'EEXIST',
        },
      ],
    };
    expect(systemAlerts({ ...HEALTHY, overdue_invoices: 3, overdue_amount: 4500, collection_rate: 72.345 }, failed, NOW)).toEqual([
      { severity: 'error', text: 'The last backup failed: EEXIST' },
      { severity: 'error', text: '3 overdue invoices (PKR 4,500)' },
      { severity: 'warning', text: 'Collection rate at 72.3%' },
    ]);
  });
});

describe('announcementLines', () => {
  it('says what owners see, and how many more there are', () => {
    const ends = '2026-12-07T05:00:00Z';
    expect(announcementLines([announcement(4, 'Water supply cut', ends)], 3)).toEqual([
      { key: 'announcement-4', text: `Announcement to owners: Water supply cut (until ${formatDateTime(ends)})` },
      { key: 'announcements-more', text: 'and 2 more active announcements' },
    ]);
    expect(announcementLines([])).toEqual([]);
  });
});

describe('SystemAlerts', { timeout: 20_000 }, () => {
  it('shows the active announcements as info lines beside "no alerts", soonest to end first', async () => {
    const { dataProvider, getList } = fakeApi([
      announcement(2, 'Maintenance tonight', '2026-11-30T20:00:00Z'),
      announcement(1, 'Water supply cut on Friday', '2026-12-07T05:00:00Z'),
    ]);
    renderInAdmin(<SystemAlerts data={HEALTHY} backups={BACKED_UP} />, { dataProvider });
    expect(screen.getByText(NO_ALERTS)).toBeTruthy();
    const lines = await screen.findAllByTestId('active-announcement');
    expect(lines.map((line) => line.textContent)).toEqual([
      `Announcement to owners: Maintenance tonight (until ${formatDateTime('2026-11-30T20:00:00Z')})`,
      `Announcement to owners: Water supply cut on Friday (until ${formatDateTime('2026-12-07T05:00:00Z')})`,
    ]);
    expect(getList).toHaveBeenCalledWith(
      'announcements',
      expect.objectContaining({
        filter: { status: 'active' },
        sort: { field: 'ends_at', order: 'ASC' },
        pagination: { page: 1, perPage: ANNOUNCEMENTS_SHOWN },
      }),
    );
  });

  it('keeps the real alerts first and says how many more announcements are active', async () => {
    const { dataProvider } = fakeApi([announcement(9, 'New reports', '2026-12-07T05:00:00Z')], 6);
    renderInAdmin(<SystemAlerts data={{ ...HEALTHY, overdue_invoices: 2, overdue_amount: 3000 }} backups={BACKED_UP} />, { dataProvider });
    await screen.findByText(/Announcement to owners: New reports/);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts[0]).toBe('2 overdue invoices (PKR 3,000)');
    expect(alerts.slice(1)).toEqual([
      `Announcement to owners: New reports (until ${formatDateTime('2026-12-07T05:00:00Z')})`,
      'and 5 more active announcements',
    ]);
    expect(screen.queryByText(NO_ALERTS)).toBeNull();
  });

  it('shows only the real alerts when no announcement is active or they cannot be read', async () => {
    const { dataProvider, getList } = fakeApi([]);
    renderInAdmin(<SystemAlerts data={HEALTHY} backups={BACKED_UP} />, { dataProvider });
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(screen.getByText(NO_ALERTS)).toBeTruthy();
    expect(screen.queryByTestId('active-announcement')).toBeNull();
    cleanup();

    // The data provider logs the failed read; the card goes on without announcements.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = testDataProvider({
      getList: vi.fn(async () => {
        throw new Error('Not Found');
      }),
    } as unknown as Partial<DataProvider>);
    renderInAdmin(<SystemAlerts data={{ ...HEALTHY, collection_rate: 80 }} backups={BACKED_UP} />, { dataProvider: failing });
    expect(await screen.findByText('Collection rate at 80%')).toBeTruthy();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByTestId('active-announcement')).toBeNull();
    logged.mockRestore();
  });
});
