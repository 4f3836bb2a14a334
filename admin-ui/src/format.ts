import { formatNumber } from '@paani/contracts';

// Money and counts come from the shared contracts, so the console, the owner app and the API agree on them.
export { formatCompact, formatPkr } from '@paani/contracts';

/** Dashboard figures: en-PK grouping, 0 to 2 fraction digits, written 'PKR …' (the shared formatMoney writes 'Rs'). */
export function formatDashboardPkr(amount: number | string | null | undefined): string {
  return `PKR ${formatNumber(amount)}`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
