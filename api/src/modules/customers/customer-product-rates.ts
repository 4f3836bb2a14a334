import type { ProductRate } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { money } from '../../platform/domain/money';
import { FIRST_PRODUCT_ID } from '../../platform/domain/products';

type Query = <T = any>(sql: string, parameters?: unknown[]) => Promise<T[]>;

/** A customer's product rates as the profile records them: each product once, in product order, decimal strings. */
export function recordedProductRates(given: ProductRate[]): { product_id: number; rate: string }[] {
  return [...given].sort((a, b) => a.product_id - b.product_id).map((r) => ({ product_id: r.product_id, rate: money(r.rate) }));
}

/**
 * Own prices only of the plant's products sold on entries, each once, and never of the first
 * product, whose price is the customer's `rate` (422 on product_rates otherwise).
 */
export async function assertProductRates(query: Query, plantId: number, rates: { product_id: number }[]): Promise<void> {
  if (rates.length === 0) return;
  const ids = rates.map((r) => r.product_id);
  if (ids.includes(FIRST_PRODUCT_ID))
    throw DomainError.field('product_rates', "The first product's price is the customer's rate: set it there.");
  if (new Set(ids).size !== ids.length) throw DomainError.field('product_rates', 'Give each product once.');
  const sold: { id: number }[] = await query(
    // A monthly product's own price is what the month-end run charges for its rental.
    `SELECT id FROM products WHERE plant_id = $1 AND id = ANY($2::int[])`,
    [plantId, ids],
  );
  const unknown = ids.filter((id) => !sold.some((row) => row.id === id));
  if (unknown.length > 0) throw DomainError.field('product_rates', `This plant has no product ${unknown.join(', ')}.`);
}
