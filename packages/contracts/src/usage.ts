// Owners' API usage (Billing & Usage → Usage Analytics): GET /api/filter-owner/usage?days=7.

/** One billing day (Asia/Karachi). */
export interface UsageDay {
  /** YYYY-MM-DD. */
  date: string;
  api_calls: number;
  /** Of the plan's daily limit, to one decimal (may pass 100). */
  usage_percent: number;
  /** Calls over the limit (0 when within). */
  overage: number;
  /** PKR: overage × the plan's price per allowed call (price ÷ 30 ÷ limit). */
  overage_cost: number;
}

export interface OwnerUsage {
  plan: { name: string; price_per_month: number };
  /** API calls a day the plan allows. */
  limit_per_day: number;
  today: { date: string; api_calls: number; usage_percent: number };
  /** Oldest first, today last. */
  days: UsageDay[];
  total_api_calls: number;
  total_overage_cost: number;
}
