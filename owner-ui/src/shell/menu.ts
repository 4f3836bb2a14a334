import type { Role } from '@paani/contracts';

export type MenuBadge = 'Priority' | 'Active' | 'New' | 'Soon';

export interface MenuItem {
  route: string;
  label: string;
  description?: string;
  badge?: MenuBadge;
  icon: string;
  children?: MenuItem[];
}

export interface MenuSection {
  title: string;
  items: MenuItem[];
  collapsible?: boolean;
  defaultCollapsed?: boolean;
}

export const FILTER_OWNER_MENU: MenuSection[] = [
  {
    title: 'Dashboard',
    items: [{ route: '/filter-owner/dashboard', label: 'Dashboard', description: 'Business overview', icon: 'dashboard' }],
  },
  {
    title: 'Plant Management',
    items: [{ route: '/filter-owner/plants', label: 'My Plants', description: 'Your filter plants', icon: 'plants' }],
  },
  {
    title: 'Billing & Account',
    items: [
      { route: '/filter-owner/billing', label: 'Billing & Usage', description: 'Plan usage and invoices', icon: 'billing' },
      { route: '/filter-owner/current-plan', label: 'Current Plan', description: 'Subscription details', icon: 'plan' },
    ],
  },
  {
    title: 'Operations',
    collapsible: true,
    defaultCollapsed: true,
    items: [
      { route: '/filter-owner/customers', label: 'Customers', description: 'Customer management', badge: 'New', icon: 'customers' },
      {
        route: '/filter-owner/daily-entries',
        label: 'Daily Entries',
        description: 'Deliveries and payments',
        badge: 'New',
        icon: 'entries',
      },
      { route: '/filter-owner/expenses', label: 'Expenses', description: 'What the plant spends', badge: 'New', icon: 'expenses' },
      {
        route: '/filter-owner/statements',
        label: 'Statements',
        description: 'Monthly bills as PDF and WhatsApp',
        badge: 'New',
        icon: 'billing',
      },
      {
        route: '/filter-owner/rider-days',
        label: 'Rider Days',
        description: 'Day closes and differences',
        badge: 'New',
        icon: 'riderDays',
      },
      {
        route: '/filter-owner/delivery-schedule',
        label: 'Delivery Schedule',
        description: 'Routes and days',
        badge: 'New',
        icon: 'schedule',
      },
      { route: '/filter-owner/employees', label: 'Staff Management', description: 'Your delivery staff', badge: 'New', icon: 'staff' },
      { route: '/filter-owner/areas', label: 'Service Areas', description: 'Where you deliver', badge: 'New', icon: 'areas' },
      {
        route: '/filter-owner/reminders',
        label: 'Reminders',
        description: 'Payment reminders on WhatsApp',
        badge: 'New',
        icon: 'reminders',
      },
      { route: '/filter-owner/reports', label: 'Reports', description: 'Sales, dues, riders, profit', badge: 'New', icon: 'reports' },
    ],
  },
  {
    title: 'Settings & Support',
    items: [
      { route: '/filter-owner/plant-settings', label: 'Plant Settings', description: 'Details, pricing, location', icon: 'settings' },
      { route: '/coming-soon', label: 'Help & Support', description: 'Get help', icon: 'support' },
    ],
  },
];

/** Employees and customers have no menu yet (docs/product.md#roles); the super admin's lives in the console. */
export function menuFor(role: Role | undefined): MenuSection[] {
  return role === 'filter_owner' || role === undefined ? FILTER_OWNER_MENU : [];
}

/** An item is active when the path equals its route or continues it after a slash; '#' never is. */
export function isActiveRoute(route: string, pathname: string): boolean {
  if (route === '#') return false;
  return pathname === route || pathname.startsWith(`${route}/`);
}
