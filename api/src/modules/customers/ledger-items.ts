import { FIRST_PRODUCT_ID } from '../../platform/domain/products';
import { UpcasterRegistry } from '../../platform/event-store/upcasters';
import { LEDGER_EVENT_TYPES_BEFORE_PRODUCTS } from './customer.events';

/**
 * What one ledger line moved of one product. A returnable product's containers at the customer
 * move by delivered − returned; any other product's never do. A delivery's items carry the rate
 * each was sold at (decimal string).
 */
export interface LineItem {
  product_id: number;
  delivered: number;
  returned: number;
  returnable: boolean;
  rate?: string;
  /** Containers that left the customer lost (charged to them): held falls, the plant's stock counts them lost. */
  lost?: number;
  /** Containers a security deposit now covers more (taken) or less (refunded): the first product's are the line's `deposit_cans`. */
  deposited?: number;
}

/** Containers of the first product a line moved: its `cans_delivered` and `cans_returned` (lost ones left the customer too). */
export function firstProductCans(items: LineItem[]): { delivered: number; returned: number } {
  const item = items.find((i) => i.product_id === FIRST_PRODUCT_ID);
  return { delivered: item?.delivered ?? 0, returned: (item?.returned ?? 0) + (item?.lost ?? 0) };
}

/** The items of a line that moved only cans of the first product (every line recorded before products). */
export function legacyItems(delivered: number, returned: number, rate?: string): LineItem[] {
  if (delivered === 0 && returned === 0) return [];
  return [{ product_id: FIRST_PRODUCT_ID, delivered, returned, returnable: true, ...(rate === undefined ? {} : { rate }) }];
}

/** A reversal's items: what the line delivered comes back, what came back goes out again, what was lost is held again, a deposit is undone. */
export const mirroredItems = (items: LineItem[]): LineItem[] =>
  items.map(({ product_id, delivered, returned, returnable, lost, deposited }) => ({
    product_id,
    delivered: returned,
    returned: delivered,
    returnable,
    ...(lost ? { lost: -lost } : {}),
    ...(deposited ? { deposited: -deposited } : {}),
  }));

/**
 * Ledger events recorded before products (schema version 1) read as lines of the first product:
 * their cans become its item, a delivery's with the rate it was sold at. The stored rows never change.
 */
export function registerLedgerUpcasters(upcasters: UpcasterRegistry): void {
  for (const type of LEDGER_EVENT_TYPES_BEFORE_PRODUCTS)
    upcasters.register(type, 1, (data) => {
      const { line } = data;
      const rate = type === 'CustomerDeliveryRecorded' ? data.entry.rate : undefined;
      return { ...data, line: { ...line, items: legacyItems(line.cans_delivered, line.cans_returned, rate) } };
    });
}
