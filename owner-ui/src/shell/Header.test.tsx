import type { User } from '@paani/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { ThemeModeProvider } from '../components/ThemeMode';
import { ToastProvider } from '../components/Toaster';
import { stubApi, type StubCall } from '../test/api-stub';
import { DocumentTitle } from './DocumentTitle';
import { Header } from './Header';
import { pageNameFor } from './pageName';
import { SidebarProvider } from './SidebarContext';

const auth = vi.hoisted(() => ({
  user: { id: 7, name: 'Asif Khan', email: 'asif@example.com', role: 'filter_owner' } as User,
  logout: () => Promise.resolve(),
}));
vi.mock('../auth/AuthContext', () => ({ useAuth: () => auth }));
vi.mock('../plants/PlantContext', () => ({
  usePlants: () => ({ plants: [], selectedPlant: null, isLoading: false, error: null, selectPlant: () => undefined }),
}));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHeader(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <ThemeModeProvider>
            <SidebarProvider>
              <DocumentTitle />
              <Header />
              <Where />
            </SidebarProvider>
          </ThemeModeProvider>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The owner's feed says `unread` are unread and `requests` requests wait; any other call is not in these tests. */
function serveFeed(unread: number, requests = 0, replies = 0): StubCall[] {
  return stubApi((call) =>
    call.path === '/api/filter-owner/notifications'
      ? { items: [], unread, requests_pending: requests, replies_unread: replies }
      : { fail: { status: 404, message: 'not in this test' } },
  );
}

const banner = () => screen.getByRole('banner');

describe('page names', () => {
  it("take the menu's item for the longest route the path is on", () => {
    expect(pageNameFor('/filter-owner/daily-entries')).toEqual({ menuItem: 'dailyEntries' });
    expect(pageNameFor('/filter-owner/customers/import')).toEqual({ menuItem: 'customers' });
    expect(pageNameFor('/filter-owner/statements/runs/3/send')).toEqual({ menuItem: 'statements' });
    expect(pageNameFor('/filter-owner/plants-archive')).toBeNull();
  });

  it('name the pages the menu does not list, and nothing else', () => {
    expect(pageNameFor('/filter-owner/settings')).toEqual({ otherPage: 'settings' });
    expect(pageNameFor('/profile')).toEqual({ otherPage: 'profile' });
    expect(pageNameFor('/package-selection')).toEqual({ otherPage: 'packageSelection' });
    expect(pageNameFor('/filter-owner/onboarding')).toEqual({ otherPage: 'setup' });
    expect(pageNameFor('/')).toBeNull();
  });
});

describe('Header', () => {
  let calls: StubCall[] = [];
  beforeEach(() => {
    calls = serveFeed(0);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/filter-owner/dashboard', 'Dashboard'],
    ['/filter-owner/customers/42', 'Customers'],
    ['/filter-owner/billing', 'Billing & Usage'],
    ['/notifications', 'Notifications'],
    ['/', 'Paani'],
  ])('names the page at %s "%s", in the bar and the tab', (path, name) => {
    renderHeader(path);
    expect(banner().textContent).toContain(name);
    expect(document.title).toBe(path === '/' ? 'Paani' : `${name} · Paani`);
  });

  it('names the page in Urdu when the language is Urdu', async () => {
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderHeader('/filter-owner/daily-entries');
      expect(banner().textContent).toContain('روزانہ اندراج');
      expect(document.title).toBe('روزانہ اندراج · پانی');
      expect(screen.getByRole('link', { name: 'دن کی شیٹ کھولیں' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it("counts the owner's unread notifications on the bell, and says the count to a screen reader", async () => {
    vi.unstubAllGlobals();
    calls = serveFeed(3);
    renderHeader('/filter-owner/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge')?.textContent).toBe('3');
    // The feed is the owner's, across plants: no plant in the request.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/filter-owner/notifications' });
    expect(calls[0].query.has('filter_plant_id')).toBe(false);
    fireEvent.click(bell);
    expect(screen.getByTestId('where').textContent).toBe('/notifications');
  });

  it("asks for the feed only once the page's own data has come: the bell never competes with the page", async () => {
    vi.unstubAllGlobals();
    calls = serveFeed(2);
    let arrive!: (value: string) => void;
    const pageData = new Promise<string>((resolve) => (arrive = resolve));
    function PageData() {
      const page = useQuery({ queryKey: ['page-data'], queryFn: () => pageData });
      return <p>{page.data ?? 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/filter-owner/dashboard']}>
          <ToastProvider>
            <ThemeModeProvider>
              <SidebarProvider>
                <Header />
                <PageData />
              </SidebarProvider>
            </ThemeModeProvider>
          </ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
    await act(async () => arrive('the page'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('shows 99+ over 99', async () => {
    vi.unstubAllGlobals();
    serveFeed(150);
    renderHeader('/filter-owner/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications, 150 unread' })).toBeTruthy();
    expect(screen.getByTestId('notifications-badge').querySelector('.MuiBadge-badge')?.textContent).toBe('99+');
  });

  it('hides the badges at 0: no number it does not know', async () => {
    renderHeader('/filter-owner/dashboard');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('notifications-badge').querySelector('.MuiBadge-invisible')).toBeTruthy();
    expect(screen.getByTestId('requests-badge').querySelector('.MuiBadge-invisible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customer requests', hidden: true })).toBeTruthy();
    expect(banner().textContent).not.toMatch(/\d/);
  });

  it("counts the customers' requests waiting on the envelope, from the same feed, and opens them", async () => {
    vi.unstubAllGlobals();
    calls = serveFeed(0, 3);
    renderHeader('/filter-owner/dashboard');
    const envelope = await screen.findByRole('button', { name: 'Customer requests, 3 waiting' });
    expect(screen.getByTestId('requests-badge').querySelector('.MuiBadge-badge')?.textContent).toBe('3');
    // The bell keeps its own count (none here).
    expect(screen.getByTestId('notifications-badge').querySelector('.MuiBadge-invisible')).toBeTruthy();
    expect(calls).toHaveLength(1);
    fireEvent.click(envelope);
    expect(screen.getByTestId('where').textContent).toBe('/messages');
    expect(banner().textContent).toContain('Customer requests');
  });

  it("adds the customers' unread WhatsApp replies to the envelope, and opens the replies when only they wait", async () => {
    vi.unstubAllGlobals();
    calls = serveFeed(2, 0, 2);
    renderHeader('/filter-owner/dashboard');
    const envelope = await screen.findByRole('button', { name: 'Customer requests, 2 waiting' });
    fireEvent.click(envelope);
    expect(screen.getByTestId('where').textContent).toBe('/messages?tab=replies');
  });

  it('shows 99+ requests over 99, and says the count in Urdu', async () => {
    vi.unstubAllGlobals();
    serveFeed(0, 120);
    renderHeader('/filter-owner/dashboard');
    expect(await screen.findByRole('button', { name: 'Customer requests, 120 waiting' })).toBeTruthy();
    expect(screen.getByTestId('requests-badge').querySelector('.MuiBadge-badge')?.textContent).toBe('99+');
    await act(() => i18next.changeLanguage('ur'));
    try {
      expect(await screen.findByRole('button', { name: 'کسٹمرز کی درخواستیں، 120 جواب کی منتظر' })).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('counts no requests when the feed failed', async () => {
    vi.unstubAllGlobals();
    stubApi(() => ({ fail: { status: 500, message: 'down' } }));
    renderHeader('/filter-owner/dashboard');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('requests-badge').querySelector('.MuiBadge-invisible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customer requests', hidden: true })).toBeTruthy();
  });

  it('fetches no feed and shows no count for any other role', async () => {
    auth.user = { ...auth.user, role: 'auditor' };
    try {
      renderHeader('/');
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
      await act(() => Promise.resolve());
      expect(calls).toEqual([]);
    } finally {
      auth.user = { ...auth.user, role: 'filter_owner' };
    }
  });

  it('opens the day sheet in one click from any page', () => {
    renderHeader('/filter-owner/billing');
    const daySheet = screen.getByRole('link', { name: 'Open the day sheet' });
    expect(daySheet.getAttribute('href')).toBe('/filter-owner/daily-entries');
    expect(daySheet.getAttribute('aria-current')).toBeNull();
    fireEvent.click(daySheet);
    expect(screen.getByTestId('where').textContent).toBe('/filter-owner/daily-entries');
    expect(daySheet.getAttribute('aria-current')).toBe('page');
    expect(banner().textContent).toContain('Daily Entries');
  });

  it('shows the day sheet button to filter owners only', () => {
    auth.user = { ...auth.user, role: 'auditor' };
    try {
      renderHeader('/');
      expect(screen.queryByRole('link', { name: 'Open the day sheet' })).toBeNull();
    } finally {
      auth.user = { ...auth.user, role: 'filter_owner' };
    }
  });
});
