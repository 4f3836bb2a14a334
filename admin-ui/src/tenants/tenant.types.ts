import { RaRecord } from 'react-admin';

/** A filter owner as the list, the forms and the details read it. */
export interface Tenant extends RaRecord<number> {
  name: string;
  email: string;
  is_active: boolean;
  created_at?: string;
  filter_plants_count?: number;
  billing_summary?: { total_monthly_fees: number; active_plants: number };
}

export interface PlantBreakdown {
  id: number;
  name: string;
  code: string;
  is_active: boolean;
  areas_count: number;
  employees_count: number;
  monthly_fee: number;
}

export interface TenantDetails extends Tenant {
  analytics?: { account_created?: string | null; plants_breakdown?: PlantBreakdown[]; total_monthly_billing?: number };
}

/** Package status derived on the client (docs/product.md, "The console"). */
export function packageStatus(tenant: Tenant): { status: 'assigned' | 'pending'; label: string } {
  const assigned = (tenant.filter_plants_count ?? 0) > 0 || Number(tenant.billing_summary?.total_monthly_fees ?? 0) > 0;
  return assigned ? { status: 'assigned', label: 'Package Selected' } : { status: 'pending', label: 'Needs Package Selection' };
}
