/** A subscription plan as offered to owners; max_plants 0 means unlimited. */
export interface SubscriptionPackage {
  id: number;
  name: string;
  description?: string | null;
  price_per_month: number;
  /** 'PKR 1,234.00', as formatPkr writes it. */
  formatted_price?: string;
  max_plants: number;
  max_customers?: number | null;
  max_employees?: number | null;
  features?: string[] | null;
  is_popular?: boolean;
}

export interface CurrentPackage {
  subscription_plan: SubscriptionPackage | null;
}

/** POST /filter-owner/packages/select. */
export interface PackageSelection {
  subscription_plan_id: number;
  metadata: { selected_at: string; selected_by: number; package_name: string };
}
