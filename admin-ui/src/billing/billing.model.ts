import type { InvoiceStatus } from '@paani/contracts';

/** A plan as the subscription-plans resource lists it. */
export interface BillingPlan {
  id: number;
  name: string;
  price_per_month: number;
  max_plants: number;
  features: string[];
  is_retired: boolean;
  is_popular?: boolean;
}

/** Usage colour: green up to 80% of the limit, orange above 80%, red above 100% (docs/product.md, "Constants"). */
export function usageColor(used: number, limit: number): 'success' | 'warning' | 'error' {
  if (limit <= 0) return 'success';
  const ratio = used / limit;
  if (ratio > 1) return 'error';
  if (ratio > 0.8) return 'warning';
  return 'success';
}

export const STATUS_COLORS: Record<InvoiceStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  paid: 'success',
  overdue: 'error',
  void: 'default',
};

export const STATUS_LABELS: Record<InvoiceStatus, string> = { pending: 'Pending', paid: 'Paid', overdue: 'Overdue', void: 'Void' };

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The current month (YYYY-MM) on the platform's billing days (Asia/Karachi, UTC+5 all year). */
export function currentBillingMonth(now = new Date()): string {
  return new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 7);
}

/** Still owed on an invoice (nothing on a void one). */
export function balanceDue(invoice: { amount: number; paid_amount: number; status: InvoiceStatus }): number {
  if (invoice.status === 'void') return 0;
  return Math.round((invoice.amount - invoice.paid_amount) * 100) / 100;
}
