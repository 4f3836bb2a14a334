import type { ExpenseCategory } from '@paani/contracts';
import { formatMonth as formatCalendarMonth } from '../../lib/format';

/** The categories in the order the screens list them. */
export const EXPENSE_CATEGORIES: readonly ExpenseCategory[] = [
  'fuel',
  'maintenance',
  'staff_wages',
  'electricity',
  'filters_and_consumables',
  'rent',
  'other',
];

/** This month as 'YYYY-MM' in the browser's zone (the owner's plant day in practice). */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM' as 'November 2026'. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? formatCalendarMonth(new Date(Number(match[1]), Number(match[2]) - 1, 1)) : month;
}
