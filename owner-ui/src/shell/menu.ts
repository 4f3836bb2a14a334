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
  collapsible?: boolean;
  defaultCollapsed?: boolean;
}

export const FILTER_OWNER_MENU: MenuSection[] = [
  {
    key: 'dashboard',
    items: [{ route: '/filter-owner/dashboard', key: 'dashboard', icon: 'dashboard' }],
  },
  {
    key: 'plants',
    items: [{ route: '/filter-owner/plants', key: 'plants', icon: 'plants' }],
  },
  {
    key: 'billing',
    items: [
      { route: '/filter-owner/billing', key: 'billing', icon: 'billing' },
      { route: '/filter-owner/current-plan', key: 'currentPlan', icon: 'plan' },
    ],
  },
  {
    key: 'operations',
    collapsible: true,
    defaultCollapsed: true,
    items: [
      { route: '/filter-owner/customers', key: 'customers', badge: 'New', icon: 'customers' },
      {
        route: '/filter-owner/daily-entries',
        key: 'dailyEntries',
        badge: 'New',
        icon: 'entries',
      },
      { route: '/filter-owner/expenses', key: 'expenses', badge: 'New', icon: 'expenses' },
      {
        route: '/filter-owner/statements',
        key: 'statements',
        badge: 'New',
        icon: 'billing',
      },
      {
        route: '/filter-owner/rider-days',
        key: 'riderDays',
        badge: 'New',
        icon: 'riderDays',
      },
      {
        route: '/filter-owner/delivery-schedule',
        key: 'deliverySchedule',
        badge: 'New',
        icon: 'schedule',
      },
      { route: '/filter-owner/employees', key: 'staff', badge: 'New', icon: 'staff' },
      { route: '/filter-owner/areas', key: 'areas', badge: 'New', icon: 'areas' },
      {
        route: '/filter-owner/reminders',
        key: 'reminders',
        badge: 'New',
        icon: 'reminders',
      },
      { route: '/filter-owner/reports', key: 'reports', badge: 'New', icon: 'reports' },
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
