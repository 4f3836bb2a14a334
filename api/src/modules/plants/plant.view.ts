import { OwnerPlan } from './owner-plan.reader';
import { instantText } from '../../platform/cache/json-text';

/** Row of the `plants` read model. */
export interface PlantRow {
  id: string;
  owner_id: string;
  name: string;
  code: string;
  address: string;
  phone: string | null;
  phone_secondary: string | null;
  default_can_rate: string;
  time_zone: string;
  lock_period_days: number;
  payment_details?: string | null;
  latitude: number | null;
  longitude: number | null;
  location_address: string | null;
  location_verified: boolean;
  location_updated_at: Date | null;
  is_active: boolean;
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

export const AWAITING_ACTIVATION = 'Awaiting Activation';

/** A plant as the owner's screens read it. */
export function toPlantView(row: PlantRow, plan: OwnerPlan) {
  return {
    id: Number(row.id),
    filter_owner_id: Number(row.owner_id),
    name: row.name,
    code: row.code,
    address: row.address,
    phone: row.phone,
    phone_secondary: row.phone_secondary,
    secondary_phone: row.phone_secondary,
    default_can_rate: Number(row.default_can_rate),
    time_zone: row.time_zone,
    lock_period_days: Number(row.lock_period_days),
    payment_details: row.payment_details ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    location_verified: row.location_verified,
    location_updated_at: instantText(row.location_updated_at),
    is_active: row.is_active,
    is_default: row.is_default,
    status: row.is_active ? 'Active' : AWAITING_ACTIVATION,
    subscription_plan: { name: plan.name, monthly_fee: plan.price_per_month },
    created_at: instantText(row.created_at),
    updated_at: instantText(row.updated_at),
  };
}
export type PlantView = ReturnType<typeof toPlantView>;

/** A plant's location as the location card reads it: `location {lat, lng}`, `location_verified`, `last_updated`. */
export function toLocationView(row: PlantRow) {
  return {
    location: row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude },
    location_verified: row.location_verified,
    last_updated: instantText(row.location_updated_at),
    address: row.location_address ?? row.address,
  };
}
