/** Billing built on real data: owners' monthly billing from their active plants and the plans' limits (docs/decisions.md#limits). */
export interface BillingPlant {
  id: number;
  filter_owner_id: number;
  owner_name?: string;
  is_active: boolean;
  subscription_plan?: { name: string; monthly_fee: number };
}

export interface BillingPlan {
  id: number;
  name: string;
  price_per_month: number;
  max_plants: number;
  features: string[];
  is_retired: boolean;
  is_popular?: boolean;
}

export interface BillingTenant {
  id: number;
  name: string;
  email: string;
  is_active: boolean;
  filter_plants_count?: number;
  billing_summary?: { total_monthly_fees: number; active_plants: number };
  subscription_plan?: { id: number; name: string; price_per_month: number; max_plants: number };
}

export interface OwnerBilling {
  ownerId: number;
  planId: number | null;
  name: string;
  email: string;
  isActive: boolean;
  planName: string;
  monthlyAmount: number;
  plants: number;
  activePlants: number;
  limit: number;
}

/** Usage colour: green up to 80% of the limit, orange above 80%, red above 100% (docs/product.md#constants). */
export function usageColor(used: number, limit: number): 'success' | 'warning' | 'error' {
  if (limit <= 0) return 'success';
  const ratio = used / limit;
  if (ratio > 1) return 'error';
  if (ratio > 0.8) return 'warning';
  return 'success';
}

export function ownerBilling(tenants: BillingTenant[], plants: BillingPlant[], plans: BillingPlan[]): OwnerBilling[] {
  const limitByPlan = new Map(plans.map((plan) => [plan.name, Number(plan.max_plants)]));
  return tenants.map((tenant) => {
    const own = plants.filter((plant) => plant.filter_owner_id === tenant.id);
    const planName = tenant.subscription_plan?.name ?? own[0]?.subscription_plan?.name ?? 'Free';
    return {
      ownerId: tenant.id,
      planId: tenant.subscription_plan?.id ?? null,
      name: tenant.name,
      email: tenant.email,
      isActive: tenant.is_active,
      planName,
      monthlyAmount: Number(tenant.billing_summary?.total_monthly_fees ?? 0),
      plants: tenant.filter_plants_count ?? own.length,
      activePlants: tenant.billing_summary?.active_plants ?? own.filter((plant) => plant.is_active).length,
      limit: tenant.subscription_plan ? Number(tenant.subscription_plan.max_plants) : (limitByPlan.get(planName) ?? 1),
    };
  });
}

/** Subscribers per plan: the owners on it (an owner who never chose one is on the Free plan). */
export function subscriberCount(plan: BillingPlan, billing: OwnerBilling[]): number {
  return billing.filter((owner) => (owner.planId === null ? owner.planName === plan.name : owner.planId === plan.id)).length;
}

/** This month's statement per paying owner, numbered INV-YYYY-NNN. */
export function currentStatements(billing: OwnerBilling[], today = new Date()) {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const period = today.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const due = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  return billing
    .filter((owner) => owner.monthlyAmount > 0)
    .map((owner, index) => ({
      id: `INV-${year}-${String(index + 1).padStart(3, '0')}`,
      tenantName: owner.name,
      planName: owner.planName,
      amount: owner.monthlyAmount,
      status: 'pending',
      period,
      dueDate: due,
    }));
}
