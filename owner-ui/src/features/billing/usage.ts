import { formatDateTime } from '../../lib/format';

/** Green up to 80 % of the limit, orange above, red above the limit; bars are capped at 100 % (docs/product.md, "Constants"). */
export function usageColor(used: number, limit: number): 'success' | 'warning' | 'error' {
  if (used > limit) return 'error';
  if (used > limit * 0.8) return 'warning';
  return 'success';
}

export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? (used / limit) * 100 : 0;
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return formatDateTime(new Date(Date.UTC(year, m - 1, 1)), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Invoices are issued on the 1st for the month before: the next one is the 1st of next month (YYYY-MM-DD). */
export function nextBillingDate(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
