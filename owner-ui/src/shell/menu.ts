import type { Role } from '@paani/contracts';
import type { nav } from '../i18n/en/nav';

export type MenuBadge = 'Priority' | 'Active' | 'New' | 'Soon';
/** An item's words live in the `nav` namespace under `items.<key>` (its label and description). */
export type MenuItemKey = keyof typeof nav.items;
export type MenuSectionKey = keyof typeof nav.sections;

export interface MenuItem {
  route: string;
  key: MenuItemKey;
  badge?: MenuBadge;
  icon: string;
  children?: MenuItem[];
}

export interface MenuSection {
  key: MenuSectionKey;
  items: MenuItem[];
  /** Its heading folds it away and back; it starts open. */
  collapsible?: boolean;
}

/**
 * The owner's menu, in the order of the owner's day: the dashboard, then the daily work (open, the day
 * sheet first), then what is set up once (plants, staff, areas), then the account. Whether a section is
 * folded is never stored (the cookie keeps only the sidebar's width), so every visit opens the daily work.
 */
export const FILTER_OWNER_MENU: MenuSection[] = [
  {
    key: 'dashboard',
    items: [{ route: '/filter-owner/dashboard', key: 'dashboard', icon: 'dashboard' }],
  },
  {
    key: 'dailyWork',
    collapsible: true,
    items: [
      { route: '/filter-owner/daily-entries', key: 'dailyEntries', icon: 'entries' },
      { route: '/filter-owner/customers', key: 'customers', icon: 'customers' },
      { route: '/filter-owner/map', key: 'map', icon: 'map' },
      { route: '/filter-owner/statements', key: 'statements', icon: 'billing' },
      { route: '/filter-owner/whatsapp/messages', key: 'whatsappMessages', icon: 'whatsapp' },
      { route: '/filter-owner/reports', key: 'reports', icon: 'reports' },
      { route: '/filter-owner/expenses', key: 'expenses', icon: 'expenses' },
      { route: '/filter-owner/rider-days', key: 'riderDays', icon: 'riderDays' },
      { route: '/filter-owner/delivery-schedule', key: 'deliverySchedule', icon: 'schedule' },
      { route: '/filter-owner/reminders', key: 'reminders', icon: 'reminders' },
    ],
  },
  {
    key: 'setup',
    items: [
      { route: '/filter-owner/plants', key: 'plants', icon: 'plants' },
      { route: '/filter-owner/employees', key: 'staff', icon: 'staff' },
      { route: '/filter-owner/payroll', key: 'payroll', icon: 'payroll' },
      { route: '/filter-owner/areas', key: 'areas', icon: 'areas' },
      { route: '/filter-owner/products', key: 'products', icon: 'products' },
      { route: '/filter-owner/stock', key: 'stock', icon: 'stock' },
    ],
  },
  {
    key: 'billing',
    items: [
      { route: '/filter-owner/billing', key: 'billing', icon: 'billing' },
      { route: '/filter-owner/current-plan', key: 'currentPlan', icon: 'plan' },
    ],
  },
  {
    key: 'settings',
    items: [
      { route: '/filter-owner/plant-settings', key: 'plantSettings', icon: 'settings' },
      { route: '/coming-soon', key: 'support', icon: 'support' },
    ],
  },
];

/** Riders and customers have no menu here (riders work at /rider; docs/product.md, "Who uses it"); the super admin's lives in the console. */
export function menuFor(role: Role | undefined): MenuSection[] {
  return role === 'filter_owner' || role === undefined ? FILTER_OWNER_MENU : [];
}

/** An item is active when the path equals its route or continues it after a slash; '#' never is. */
export function isActiveRoute(route: string, pathname: string): boolean {
  if (route === '#') return false;
  return pathname === route || pathname.startsWith(`${route}/`);
}
