import type { TodayExpenses } from './expenses';
import type { ProductStock } from './stock';

export interface RecentEntry {
  id: number;
  customer_name: string;
  area_name: string;
  bottles_delivered: number;
  amount: number;
  /** The entry's status: delivered, not_home, refused or skipped. */
  status: string;
}

/** One day of the weekly performance card: the last 7 plant days, every day, oldest first. */
export interface WeeklyDay {
  date: string;
  cans: number;
  revenue: number;
}

/**
 * One product's deliveries of the plant's today (entries that stand): the plant's products sold per
 * unit and active, and any other delivered that day, in the plant's order. The first product's
 * `delivered` is `today_deliveries`; the amounts add up to `today_revenue`.
 */
export interface TodayProductSales {
  product_id: number;
  name: string;
  /** The Urdu name; null = the English name. */
  name_ur: string | null;
  unit: string;
  delivered: number;
  /** PKR. */
  amount: number;
}

export interface DashboardNotification {
  kind: 'rider_day_unclosed' | 'rider_day_difference' | 'customers_over_credit_limit' | 'customers_over_can_limit';
  severity: 'warning' | 'error' | 'info';
  /** In English, for API callers; the owner app writes it in the language on screen from the fields below. */
  text: string;
  employee_id?: number;
  /** The rider's name (null for a rider removed since). */
  employee_name?: string | null;
  date?: string;
  /** A close's differences: positive when more was handed over than expected (cash in PKR, cans). */
  cash_difference?: number;
  cans_difference?: number;
  /** The other returnable products counted at the close: their differences summed (containers). */
  containers_difference?: number;
  /** How many customers are over their limit. */
  count?: number;
}

export interface DashboardStats {
  today_revenue?: number;
  today_deliveries?: number;
  /** Today's deliveries by product (empty without a plant); a screen shows them when there is more than one. */
  today_by_product?: TodayProductSales[];
  /**
   * Where the plant's returnable containers are, per product (GET /stock's figures): owned, with
   * customers, with riders, at the plant; empty without a plant.
   */
  containers?: ProductStock[];
  total_customers?: number;
  total_employees?: number;
  total_areas?: number;
  pending_balance?: number;
  /** The day's 4 latest entries that stand. */
  recent_entries?: RecentEntry[];
  weekly_performance?: WeeklyDay[];
  /** Riders' unclosed days and differences of the last week, customers over their limits. */
  notifications?: DashboardNotification[];
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
