// The super admin's Analytics and Reports: GET /api/super-admin/analytics?days=30.
// Platform figures from platform-level projections (per owner and day), never from owners' raw rows.

/** One day of the platform: what happened that day, and the totals at its end. */
export interface PlatformDay {
  /** YYYY-MM-DD. */
  date: string;
  owners_registered: number;
  plants_added: number;
  customers_added: number;
  deliveries: number;
  cans: number;
  /** PKR charged for deliveries that day. */
  sales: number;
  api_calls: number;
  /** At the end of the day. */
  total_owners: number;
  active_plants: number;
  total_customers: number;
}

/** One billed month: invoiced (void left out), collected, collection rate of the month's invoices. */
export interface PlatformRevenueMonth {
  /** YYYY-MM. */
  month: string;
  invoices: number;
  invoiced: number;
  collected: number;
  /** Collected ÷ invoiced, percent to one decimal; 100 when nothing was invoiced. */
  collection_rate: number;
}

export interface PlanMixRow {
  plan_id: number | null;
  plan: string;
  price_per_month: number;
  owners: number;
  /** Of all owners, percent to one decimal. */
  share: number;
}

/** An owner at 80 % or more of a plan limit (plants, customers or today's API calls). */
export interface OwnerNearLimit {
  owner_id: number;
  name: string;
  email: string;
  plan: string;
  plants: number;
  /** 0 = unlimited. */
  max_plants: number;
  customers: number;
  max_customers: number;
  api_calls_today: number;
  api_limit: number;
  /** The highest of the three, percent to one decimal. */
  highest_percent: number;
  limit: 'plants' | 'customers' | 'api_calls';
}

/** An active owner with no API call and no delivery for 14 days or more. */
export interface InactiveOwner {
  owner_id: number;
  name: string;
  email: string;
  plan: string;
  registered_at: string;
  /** YYYY-MM-DD of the last API call or delivery; null when never. */
  last_active: string | null;
  days_inactive: number;
}

export interface PlatformAnalytics {
  from: string;
  to: string;
  days: PlatformDay[];
  revenue_by_month: PlatformRevenueMonth[];
  plan_mix: PlanMixRow[];
  near_limits: OwnerNearLimit[];
  inactive_owners: InactiveOwner[];
  totals: { owners: number; active_plants: number; customers: number; deliveries: number; sales: number; api_calls: number };
}
