import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { header } from '../i18n/en/header';
import { FILTER_OWNER_MENU, isActiveRoute, type MenuItemKey } from './menu';

type OtherPageKey = keyof typeof header.pages;

/** Where a page's name is: its menu item's label, or `header:pages.<key>` for a page the menu does not list. */
export type PageName = { menuItem: MenuItemKey } | { otherPage: OtherPageKey };

/** Pages the menu does not list, by route (a route also names the pages under it). */
const OTHER_PAGES = new Map<string, OtherPageKey>([
  ['/login', 'signIn'],
  ['/package-selection', 'packageSelection'],
  ['/filter-owner/onboarding', 'setup'],
  ['/filter-owner/wizard', 'setup'],
  ['/filter-owner/settings', 'settings'],
  ['/settings', 'settings'],
  ['/profile', 'profile'],
  ['/notifications', 'notifications'],
  ['/messages', 'messages'],
  ['/filter-owner/invoices', 'invoices'],
  ['/currency-preferences', 'currency'],
]);

const MENU_PAGES = new Map(FILTER_OWNER_MENU.flatMap((section) => section.items).map((item) => [item.route, item.key]));

/** The longest of `routes` that `pathname` is on, so a deeper route outranks the one it continues. */
function longestActiveRoute(routes: Iterable<string>, pathname: string): string | undefined {
  return [...routes].filter((route) => isActiveRoute(route, pathname)).sort((a, b) => b.length - a.length)[0];
}

/** The name of the page at `pathname`: the menu's words where the menu lists it; null when nothing names it. */
export function pageNameFor(pathname: string): PageName | null {
  const menuRoute = longestActiveRoute(MENU_PAGES.keys(), pathname);
  if (menuRoute) return { menuItem: MENU_PAGES.get(menuRoute)! };
  const otherRoute = longestActiveRoute(OTHER_PAGES.keys(), pathname);
  return otherRoute ? { otherPage: OTHER_PAGES.get(otherRoute)! } : null;
}

/** The current page's name in the reader's language, or null for a page nothing names (the header then says the app's name). */
export function usePageName(): string | null {
  const { pathname } = useLocation();
  const { t } = useTranslation(['nav', 'header']);
  const name = pageNameFor(pathname);
  if (!name) return null;
  return 'menuItem' in name ? t(`nav:items.${name.menuItem}.label`) : t(`header:pages.${name.otherPage}`);
}
