import type { DailyEntry, DailySheet, SheetProduct, SheetRow } from '@paani/contracts';

/** A due row; its `default_items` follow `default_quantity` (product 1 only) unless given. */
export function sheetRow(id: number, extra: Partial<SheetRow> = {}): SheetRow {
  const cans = extra.default_quantity ?? 2;
  return {
    customer_id: id,
    code: `C-${String(id).padStart(4, '0')}`,
    name: `Customer ${id}`,
    address: null,
    phone: null,
    location: null,
    area_id: 3,
    area_name: 'Gulberg',
    employee_id: 9,
    employee_name: 'Asif Rider',
    route_position: id,
    scheduled: true,
    default_quantity: cans,
    default_items: cans > 0 ? [{ product_id: 1, quantity: cans }] : [],
    rate: 50,
    previous_balance: 100,
    cans_out: 1,
    balance: 100,
    flags: { over_credit_limit: false, over_can_limit: false, paused: false, no_delivery_for_days: null },
    product_rates: [],
    containers: [{ product_id: 1, held: 1, deposited: 0, over_deposit: false }],
    entries: [],
    ...extra,
  };
}

export function savedEntry(id: number, customerId: number, extra: Partial<DailyEntry> = {}): DailyEntry {
  return {
    id,
    filter_plant_id: 7,
    customer_id: customerId,
    customer_code: `C-${String(customerId).padStart(4, '0')}`,
    customer_name: `Customer ${customerId}`,
    area_id: 3,
    employee_id: 9,
    employee_name: 'Asif Rider',
    date: '2026-11-24',
    cans_delivered: 2,
    cans_returned: 1,
    rate: 50,
    amount: 100,
    items: [{ product_id: 1, delivered: 2, returned: 1, rate: 50, amount: 100 }],
    collected: 40,
    payment_method: 'cash',
    note: null,
    status: 'delivered',
    reversed_by: null,
    reversal_reason: null,
    recorded_at: '2026-11-24T09:00:00Z',
    ...extra,
  };
}

/** The plant's 19 L can, its first product (its price for a row is the row's rate). */
export const CAN: SheetProduct = {
  id: 1,
  name: '19 L can',
  name_ur: '19 لیٹر کین',
  unit: 'can',
  returnable: true,
  default_rate: 50,
  deposit_per_unit: 0,
};
/** A second product that is sold and not returned. */
export const BOTTLE: SheetProduct = {
  id: 2,
  name: '6 L bottle',
  name_ur: null,
  unit: 'bottle',
  returnable: false,
  default_rate: 120.5,
  deposit_per_unit: 0,
};

export function sheet(rows: SheetRow[], date = '2026-11-24', products: SheetProduct[] = [CAN]): DailySheet {
  return { date, filter_plant_id: 7, rows, products, totals: { entries: 0, cans_delivered: 0, cans_returned: 0, amount: 0, collected: 0 } };
}
