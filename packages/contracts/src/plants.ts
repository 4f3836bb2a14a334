export interface Plant {
  id: number;
  name: string;
  code: string;
  address: string;
  phone: string | null;
  phone_secondary: string | null;
  /** Rupees per can; the API sends a number (the read model's numeric column is converted). */
  default_can_rate: number;
  /** IANA time zone of the plant's days (default 'Asia/Karachi'). */
  time_zone?: string;
  /** Entries older than this many days can only be reversed with a reason (default 35). */
  lock_period_days?: number;
  /** How customers pay (JazzCash/Easypaisa number, bank account): the statements' "how to pay" line; null when not set. */
  payment_details?: string | null;
  latitude: number | null;
  longitude: number | null;
  location_verified?: boolean;
  location_updated_at?: string | null;
  is_default: boolean;
  is_active: boolean;
  subscription_plan?: { name: string; monthly_fee: number } | null;
}

export interface PlantList {
  plants: Plant[];
}

export interface PlantLocation {
  location: { lat: number; lng: number } | null;
  location_verified: boolean;
  last_updated: string | null;
  address?: string;
}

/** POST /filter-owner/my-plants. */
export interface NewPlant {
  name: string;
  address: string;
  phone?: string;
  phone_secondary?: string;
  default_can_rate: number;
  latitude?: number;
  longitude?: number;
}

/** PUT /filter-owner/my-plants/:id (every field optional on the wire: absent fields keep their value). */
export type PlantSettings = Pick<NewPlant, 'name' | 'address' | 'phone' | 'phone_secondary' | 'default_can_rate'> & {
  time_zone?: string;
  lock_period_days?: number;
  /** Up to 300 characters; empty or null clears it. */
  payment_details?: string | null;
};

/** PUT /filter-owner/my-plants/:id/location. */
export interface PlantLocationInput {
  latitude: number;
  longitude: number;
  address_confirmation: string;
}
