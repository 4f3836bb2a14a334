import { CustomerEvent, CustomerProfile } from './customer.events';

/** A customer as the decider specs give them: customer 7 of plant 2 of owner 1, in English. */
export const CUSTOMER_REF = { customer_id: 7, plant_id: 2, owner_id: 1 };

export const CUSTOMER_PROFILE: CustomerProfile = {
  code: 'C-0001',
  name: 'Ahmed',
  phone: '+923001234567',
  whatsapp: '+923001234567',
  address: null,
  latitude: null,
  longitude: null,
  rate: null,
  product_rates: [],
  credit_limit: null,
  can_limit: null,
  notes: null,
  language: 'en',
};

/**
 * The registration of that customer in an area (and with a rider), with no opening balance, their
 * opening standing at `openingDate` (absent: as recorded before openings had a day).
 */
export function customerRegistered(placement: { area_id: number; employee_id: number | null }, openingDate?: string): CustomerEvent {
  const opening = openingDate === undefined ? {} : { opening_date: openingDate };
  return {
    type: 'CustomerRegistered',
    data: { ...CUSTOMER_REF, ...CUSTOMER_PROFILE, ...placement, opening_balance: '0.00', opening_cans: 0, ...opening },
  };
}
