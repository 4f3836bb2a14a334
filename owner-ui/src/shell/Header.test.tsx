import type { User } from '@paani/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '../components/ThemeMode';
import { ToastProvider } from '../components/Toaster';
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
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(path: string) {
  return render(
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
    </MemoryRouter>,
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

  it('counts nothing it does not know: notifications and messages without a badge', () => {
    const { container } = renderHeader('/filter-owner/dashboard');
    expect(container.querySelector('.MuiBadge-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages', hidden: true })).toBeTruthy();
    expect(banner().textContent).not.toMatch(/\d/);
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
