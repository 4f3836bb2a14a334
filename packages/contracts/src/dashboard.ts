import type { TodayExpenses } from './expenses';

export interface RecentEntry {
  id: number;
  customer_name: string;
  area_name: string;
  bottles_delivered: number;
  amount: number;
  status: string;
}

export interface DashboardStats {
  today_revenue?: number;
  today_deliveries?: number;
  total_customers?: number;
  total_employees?: number;
  total_areas?: number;
  pending_balance?: number;
  recent_entries?: RecentEntry[];
  /** The plant's expenses of its today by category (reversed ones left out); null without a plant. */
  today_expenses?: TodayExpenses | null;
  usage_limits?: { percentage_used?: number };
  current_invoice?: { status?: string | null } | null;
  subscription_plan?: { name: string; monthly_fee: number; max_plants?: number } | null;
}

/** GET /filter-owner/dashboard. */
export interface OwnerDashboard {
  stats: DashboardStats;
  filter_plant: { name: string; code: string; address: string; phone: string | null; default_can_rate: number } | null;
}
