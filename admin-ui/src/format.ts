/** Money in PKR: two decimals with en-US grouping on the console's tables and cards (spec section 1). */
export function formatPkr(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return `PKR ${(Number.isFinite(value) ? value : 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Dashboard figures: en-PK locale with 0 to 2 fraction digits (spec section 9). */
export function formatDashboardPkr(amount: number | string | null | undefined): string {
  const value = Number(amount ?? 0);
  return `PKR ${(Number.isFinite(value) ? value : 0).toLocaleString('en-PK', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
}

/** Compact numbers: K from 1,000 and M from 1,000,000. */
export function formatCompact(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(value) >= 1_000) return `${(value / 1_000).toFixed(1).replace(/\.0$/, '')}K`;
  return String(value);
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
