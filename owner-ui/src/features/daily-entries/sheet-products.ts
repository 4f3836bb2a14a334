import { FIRST_PRODUCT_ID, type EntryItemInput, type SheetProduct, type SheetRow } from '@paani/contracts';

/**
 * The products a day's sheet sells, shared by the owner's sheet and the rider's card (no React, so
 * the rider's bundle takes only this).
 */

/**
 * Whether the sheet is more than the one product it always was: several products, or a single one
 * that is not product 1 (product 1 inactive), which the single-product fields cannot name. An old
 * sheet kept on a rider's phone has no `products`: it is the one product.
 */
export function isMultiProduct(products: readonly SheetProduct[] | undefined): boolean {
  if (!products || products.length === 0) return false;
  return products.length > 1 || products[0].id !== FIRST_PRODUCT_ID;
}

/** The product's name in the reader's language: the Urdu name when there is one. */
export function productName(product: Pick<SheetProduct, 'name' | 'name_ur'>, language: string | undefined): string {
  return language === 'ur' && product.name_ur ? product.name_ur : product.name;
}

/** A row's prices: product 1's `rate`, the customer's own prices of others (absent on a sheet kept from before products). */
export interface RowPrices {
  rate: number;
  product_rates?: SheetRow['product_rates'];
}

/**
 * Price of one for a customer, in rupees, as the server prices it: product 1's is the row's rate,
 * another's the customer's own price of it, else the product's.
 */
export function productRate(productId: number, row: RowPrices, products: readonly SheetProduct[]): number {
  if (productId === FIRST_PRODUCT_ID) return row.rate;
  const own = row.product_rates?.find((price) => price.product_id === productId);
  return own ? own.rate : (products.find((product) => product.id === productId)?.default_rate ?? 0);
}

export interface ItemCount {
  product_id: number;
  delivered: number;
  returned: number;
}

/**
 * What an entry moved of each product: its items, or its single-product fields as product 1's (an
 * entry queued before products, or saved on a sheet kept from before them).
 */
export function entryItems(entry: { cans_delivered?: number; cans_returned?: number; items?: EntryItemInput[] }): ItemCount[] {
  if (entry.items) {
    return entry.items.map((item) => ({ product_id: item.product_id, delivered: item.delivered, returned: item.returned ?? 0 }));
  }
  return [{ product_id: FIRST_PRODUCT_ID, delivered: entry.cans_delivered ?? 0, returned: entry.cans_returned ?? 0 }];
}

/**
 * How many of a product the customer's schedule brings on the sheet's day (the prefill): product
 * 1's is the row's `default_quantity`, another's its line in `default_items`, 0 without one (also on
 * a sheet kept from before schedules had lines).
 */
export function dueQuantity(row: Pick<SheetRow, 'default_quantity' | 'default_items'>, productId: number): number {
  if (productId === FIRST_PRODUCT_ID) return row.default_quantity;
  return row.default_items?.find((item) => item.product_id === productId)?.quantity ?? 0;
}

/** The products other than 1 the schedule brings on the sheet's day (a carton on Fridays beside the daily cans). */
export function dueOtherProducts(row: Pick<SheetRow, 'default_items'>): number[] {
  return (row.default_items ?? [])
    .filter((item) => item.product_id !== FIRST_PRODUCT_ID && item.quantity > 0)
    .map((item) => item.product_id);
}

/** An entry's count of one product (0 when the entry moved none of it). */
export function itemCount(items: readonly ItemCount[], productId: number): ItemCount {
  return items.find((item) => item.product_id === productId) ?? { product_id: productId, delivered: 0, returned: 0 };
}
