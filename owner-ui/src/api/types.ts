export type Role = 'super_admin' | 'filter_owner' | 'employee' | 'customer' | 'auditor';

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  created_at?: string;
  first_login_completed?: boolean;
}

export interface Plant {
  id: number;
  name: string;
  code: string;
  address: string;
  phone: string | null;
  phone_secondary: string | null;
  default_can_rate: number | string;
  latitude: number | string | null;
  longitude: number | string | null;
  location_verified?: boolean;
  location_updated_at?: string | null;
  is_default: boolean;
  is_active: boolean;
  subscription_plan?: { name: string; monthly_fee: number | string } | null;
}

export interface PlantLocation {
  location: { lat: number; lng: number } | null;
  location_verified: boolean;
  last_updated: string | null;
}

export interface SubscriptionPackage {
  id: number;
  name: string;
  description?: string | null;
  price_per_month: number | string;
  formatted_price?: string;
  max_plants: number;
  max_customers?: number | null;
  max_employees?: number | null;
  features?: string[] | null;
  is_popular?: boolean;
}

export type OnboardingStepName = 'plant' | 'areas' | 'employees' | 'assignments' | 'complete';

export interface OnboardingStatus {
  is_complete: boolean;
  next_step: OnboardingStepName;
  progress_percentage?: number;
  has_plants?: boolean;
  steps?: { plant_created?: boolean; areas_added?: boolean; employees_added?: boolean; assignments_made?: boolean };
  plants?: Array<{ id: number; name: string; has_areas?: boolean; has_employees?: boolean; employees_assigned?: boolean }>;
  progress_data?: { plantId?: number | null } & Record<string, unknown>;
}

export interface Area {
  id: number;
  name: string;
  description: string | null;
  filter_plant_id?: number;
  is_active: boolean;
}

export interface Employee {
  id: number;
  name: string;
  phone: string;
  address?: string | null;
  type: 'commission' | 'salary';
  commission_rate?: number | string | null;
  monthly_salary?: number | string | null;
  is_active: boolean;
}

export interface RecentEntry {
  id: number;
  customer_name: string;
  area_name: string;
  bottles_delivered: number;
  amount: number | string;
  status: string;
}

export interface DashboardStats {
  today_revenue?: number | string;
  today_deliveries?: number;
  total_customers?: number;
  total_employees?: number;
  total_areas?: number;
  pending_balance?: number | string;
  recent_entries?: RecentEntry[];
  usage_limits?: { percentage_used?: number };
  current_invoice?: { status?: string } | null;
  subscription_plan?: { name: string; monthly_fee: number | string; max_plants?: number } | null;
}

export interface DashboardData {
  stats: DashboardStats;
  filter_plant: { name: string; code: string; address: string; phone: string | null; default_can_rate: number | string } | null;
}
