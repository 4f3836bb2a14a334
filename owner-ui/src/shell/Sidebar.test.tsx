import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('marks the current page and keeps Operations collapsed until opened', () => {
    // Text queries: role queries over the whole menu are slow in jsdom.
    renderSidebar('/filter-owner/plants');
    const link = (label: string) => screen.getByText(label).closest('a');
    expect(link('My Plants')?.getAttribute('aria-current')).toBe('page');
    expect(link('My Plants')?.getAttribute('href')).toBe('/filter-owner/plants');
    expect(link('Billing & Usage')?.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByText('Customers')).toBeNull();
    const operations = screen.getByText('Operations').closest('[aria-expanded]') as HTMLElement;
    expect(operations.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(operations);
    expect(operations.getAttribute('aria-expanded')).toBe('true');
    expect(link('Customers')?.getAttribute('href')).toBe('/filter-owner/customers');
    // Each badge the menu gives is shown (screens that work are New, those still to come Soon).
    const badges = (badge: string) => FILTER_OWNER_MENU.flatMap((section) => section.items).filter((item) => item.badge === badge).length;
    expect(screen.queryAllByText('New')).toHaveLength(badges('New'));
    expect(screen.queryAllByText('Soon')).toHaveLength(badges('Soon'));
    expect(badges('New')).toBeGreaterThanOrEqual(4);
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
      fireEvent.click(screen.getByText('روزمرہ کام').closest('[aria-expanded]') as HTMLElement);
      expect(screen.getByText('کسٹمرز').closest('a')?.getAttribute('href')).toBe('/filter-owner/customers');
      expect(screen.getAllByText('نیا').length).toBeGreaterThanOrEqual(4);
      expect(screen.queryByText('My Plants')).toBeNull();
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
