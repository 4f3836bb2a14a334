import { FIRST_PRODUCT_ID, type Product, type ProductRate } from '@paani/contracts';

/** A product's name in the language on screen: its Urdu name when it has one. */
export const productLabel = (product: Pick<Product, 'name' | 'name_ur'>, language: string | undefined) =>
  language?.startsWith('ur') && product.name_ur ? product.name_ur : product.name;

/**
 * The products a customer may have their own price of in the form: active, not the first (its price
 * is `rate`); a monthly one's price is its rent a month. By position.
 */
export const otherPricedProducts = (products: readonly Product[]) =>
  products.filter((product) => product.id !== FIRST_PRODUCT_ID && product.is_active).sort((a, b) => a.position - b.position || a.id - b.id);

/** The form's prices of other products by `p<id>` (a number as the key would make react-hook-form take the record for a list). */
export type ProductRateValues = Record<string, string>;

export const rateKey = (productId: number) => `p${productId}`;

/** The customer's own prices as the form's values; every one is kept, also of a product the form does not show (inactive). */
export const productRatesToForm = (rates: readonly ProductRate[] | undefined): ProductRateValues =>
  Object.fromEntries((rates ?? []).map((rate) => [rateKey(rate.product_id), String(rate.rate)]));

/** The filled prices by product id: the order the server's `product_rates.N` messages count in. */
export function toProductRates(values: ProductRateValues | undefined): ProductRate[] {
  return Object.entries(values ?? {})
    .filter(([key, value]) => /^p\d+$/.test(key) && value.trim() !== '')
    .map(([key, value]) => ({ product_id: Number(key.slice(1)), rate: Number(value.trim().replace(/,/g, '')) }))
    .sort((a, b) => a.product_id - b.product_id);
}

/** Where the section's own messages go (a product it does not show, the list as a whole). */
export const PRODUCT_RATES_ERROR = 'root.productRates' as const;

/**
 * Where the server's 422 message of `field` goes: `product_rates.N.rate` under that product's field
 * (N counts in `sent`), any other about product_rates above the section; null for another field.
 */
export function productRateTarget(field: string, sent: readonly ProductRate[], shownIds: readonly number[]): string | null {
  if (field !== 'product_rates' && !field.startsWith('product_rates.')) return null;
  const index = /^product_rates\.(\d+)(\.|$)/.exec(field)?.[1];
  const productId = index === undefined ? undefined : sent[Number(index)]?.product_id;
  return productId !== undefined && shownIds.includes(productId) ? `product_rates.${rateKey(productId)}` : PRODUCT_RATES_ERROR;
}
