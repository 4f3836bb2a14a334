/** The answer of GET /api/super-admin/dashboard: platform totals and recent registrations. */
export interface DashboardData {
  total_revenue: number;
  active_filter_plants: number;
  total_filter_owners: number;
  avg_response_time: number;
  overdue_invoices: number;
  overdue_amount: number;
  collection_rate: number;
  recent_registrations: { id: number; action: string; user_name: string; company_name?: string | null; created_at: string }[];
}

/** System Health = 100 minus 10 times the average response time, kept within 0 to 100 (docs/product.md, "The console"). */
export function systemHealth(avgResponseTime: number): number {
  const value = 100 - 10 * Number(avgResponseTime || 0);
  return Math.max(0, Math.min(100, Math.round(value * 10) / 10));
}
