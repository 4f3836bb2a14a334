// Billing & Usage shows sample data only until platform billing exists (docs/product.md#owner-app); it makes no calls.
export const SUBSCRIPTION = {
  name: 'Standard',
  price: 299,
  currency: 'USD',
  billingCycle: 'monthly',
  status: 'active',
  features: ['Up to 5 plants', 'Advanced analytics', 'Priority support', 'API access'],
  usage: { apiCalls: 85, apiCallLimit: 100, storage: 2.3, storageLimit: 5, storageUnit: 'GB' },
  nextBillingDate: '2026-12-01',
};

export const DAILY_USAGE = [
  { date: '2026-11-15', apiCalls: 72, amount: 0 },
  { date: '2026-11-16', apiCalls: 95, amount: 0 },
  { date: '2026-11-17', apiCalls: 110, amount: 5 },
  { date: '2026-11-18', apiCalls: 64, amount: 0 },
  { date: '2026-11-19', apiCalls: 88, amount: 0 },
  { date: '2026-11-20', apiCalls: 125, amount: 12.5 },
  { date: '2026-11-21', apiCalls: 85, amount: 0 },
];

export const INVOICES = [
  { id: 'INV-2026-011', period: 'November 2026', amount: 299, status: 'pending', dueDate: '2026-12-01' },
  { id: 'INV-2026-010', period: 'October 2026', amount: 299, status: 'paid', dueDate: '2026-11-01' },
  { id: 'INV-2026-009', period: 'September 2026', amount: 299, status: 'paid', dueDate: '2026-10-01' },
];

/** Green up to 80 % of the limit, orange above, red above the limit; bars are capped at 100 %. */
export function usageColor(used: number, limit: number): 'success' | 'warning' | 'error' {
  if (used > limit) return 'error';
  if (used > limit * 0.8) return 'warning';
  return 'success';
}

export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? (used / limit) * 100 : 0;
}
