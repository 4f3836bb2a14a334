import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FILTER_OWNER_MENU, isActiveRoute, menuFor, type MenuSection } from './menu';
import { Sidebar } from './Sidebar';
import { SidebarProvider } from './SidebarContext';
import { readSidebarCookie, swipeDirection, writeSidebarCookie, SIDEBAR_COOKIE_MAX_AGE_S } from './sidebarState';

function renderSidebar(path: string, sections: MenuSection[] = FILTER_OWNER_MENU) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarProvider>
        <Sidebar sections={sections} />
      </SidebarProvider>
    </MemoryRouter>,
  );
}

describe('sidebar menu', () => {
  it('matches the active item by equal path or path followed by a slash', () => {
    expect(isActiveRoute('/filter-owner/plants', '/filter-owner/plants')).toBe(true);
    expect(isActiveRoute('/filter-owner/plants', '/filter-owner/plants/7')).toBe(true);
    expect(isActiveRoute('/filter-owner/plants', '/filter-owner/plants-archive')).toBe(false);
    expect(isActiveRoute('#', '/')).toBe(false);
  });

  it('has no menu for employees and customers', () => {
    expect(menuFor('employee')).toEqual([]);
    expect(menuFor('customer')).toEqual([]);
    expect(menuFor('filter_owner')).toBe(FILTER_OWNER_MENU);
  });

  it('leads with the dashboard, then the daily work (the day sheet first), then the setup, the account and support', () => {
    const { container } = renderSidebar('/filter-owner/dashboard');
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Daily Entries',
      'Customers',
      'Map',
      'Statements',
      'WhatsApp Messages',
      'Reports',
      'Expenses',
      'Rider Days',
      'Delivery Schedule',
      'Reminders',
      'My Plants',
      'Staff Management',
      'Payroll',
      'Service Areas',
      'Products',
      'Stock',
      'Billing & Usage',
      'Current Plan',
      'Plant Settings',
      'Help & Support',
    ]);
  });

  it('marks the current page and shows the daily work open, folding away only when asked', async () => {
    // Text queries: role queries over the whole menu are slow in jsdom.
    renderSidebar('/filter-owner/plants');
    const link = (label: string) => screen.getByText(label).closest('a');
    expect(link('My Plants')?.getAttribute('aria-current')).toBe('page');
    expect(link('My Plants')?.getAttribute('href')).toBe('/filter-owner/plants');
    expect(link('Billing & Usage')?.getAttribute('aria-current')).toBeNull();
    const dailyWork = screen.getByText('Daily Work').closest('[aria-expanded]') as HTMLElement;
    expect(dailyWork.getAttribute('aria-expanded')).toBe('true');
    expect(link('Daily Entries')?.getAttribute('href')).toBe('/filter-owner/daily-entries');
    fireEvent.click(dailyWork);
    expect(dailyWork.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByText('Customers')).toBeNull());
    fireEvent.click(dailyWork);
    expect(link('Customers')?.getAttribute('href')).toBe('/filter-owner/customers');
  });

  it("badges none of the product's own screens, and shows a badge an item is given", () => {
    expect(FILTER_OWNER_MENU.flatMap((section) => section.items).filter((item) => item.badge)).toEqual([]);
    renderSidebar('/', [{ key: 'settings', items: [{ route: '/coming-soon', key: 'support', icon: 'support', badge: 'Soon' }] }]);
    expect(screen.getByText('Soon')).toBeTruthy();
  });

  it("renders a '#' item inert and dimmed", () => {
    renderSidebar('/', [{ key: 'settings', items: [{ route: '#', key: 'support', icon: 'support' }] }]);
    expect(screen.queryByRole('link', { name: /Help & Support/ })).toBeNull();
    const item = screen.getByText('Help & Support').closest('[aria-disabled="true"]') as HTMLElement;
    expect(item).toBeTruthy();
    expect(item.style.opacity === '0.5' || getComputedStyle(item).opacity === '0.5').toBe(true);
  });

  it('toggles with Ctrl+B and Cmd+B and keeps the choice in a 7-day cookie', () => {
    renderSidebar('/filter-owner/dashboard');
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(readSidebarCookie()).toBe(false);
    act(() => void fireEvent.keyDown(window, { key: 'B', metaKey: true }));
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    expect(readSidebarCookie()).toBe(true);
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
  });

  it('starts collapsed when the cookie says so; collapsed items keep their names for screen readers', () => {
    writeSidebarCookie(false);
    renderSidebar('/filter-owner/dashboard');
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(screen.getByRole('link', { name: 'My Plants' })).toBeTruthy();
  });

  it('speaks Urdu when the language is Urdu: sections, items and badges', async () => {
    await act(() => i18next.changeLanguage('ur'));
    try {
      renderSidebar('/filter-owner/plants');
      expect(screen.getByRole('navigation', { name: 'مین مینو' })).toBeTruthy();
      expect(screen.getByText('میرے پلانٹس').closest('a')?.getAttribute('aria-current')).toBe('page');
      expect(screen.getByText('روزمرہ کام').closest('[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('کسٹمرز').closest('a')?.getAttribute('href')).toBe('/filter-owner/customers');
      expect(screen.getByText('کاروبار کا سیٹ اپ')).toBeTruthy();
      expect(screen.queryByText('My Plants')).toBeNull();
      cleanup();
      renderSidebar('/', [{ key: 'settings', items: [{ route: '/coming-soon', key: 'support', icon: 'support', badge: 'Soon' }] }]);
      expect(screen.getByText('جلد')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('reads swipes longer than 50 px that are mostly horizontal', () => {
    expect(swipeDirection(10, 100, 70, 110)).toBe('open');
    expect(swipeDirection(200, 100, 120, 90)).toBe('close');
    expect(swipeDirection(10, 100, 55, 100)).toBeNull();
    expect(swipeDirection(10, 100, 80, 250)).toBeNull();
  });
});
