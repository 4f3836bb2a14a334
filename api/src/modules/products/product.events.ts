import type { ProductBilling } from '@paani/contracts';
import { DecidedEvent } from '../../platform/event-store/decider';

/**
 * One stream per plant holds its catalogue (`plant-products-{plantId}`): a product's number is
 * the next in its plant and a name is unique in it, rules across the plant's products that one
 * stream decides in turn. The first product (number 1) is added with the plant; the plants made
 * before products had it added by migrations/1763700000880-products.ts, as an event of this stream.
 */
export const plantProductsStreamId = (plantId: number): string => `plant-products-${plantId}`;

/** What the owner sets on a product; money as decimal strings. */
export interface ProductFields {
  name: string;
  name_ur: string | null;
  unit: string;
  default_rate: string;
  deposit_per_unit: string;
  position: number;
}

/** What a product is, fixed when it is added: its containers' and its bills' history depend on it. */
export interface ProductNature {
  returnable: boolean;
  billing: ProductBilling;
}

type Ref = { plant_id: number; owner_id: number; product_id: number };

export type ProductEvent =
  | DecidedEvent<'ProductAdded', Ref & ProductFields & ProductNature>
  | DecidedEvent<'ProductChanged', Ref & ProductFields & { is_active: boolean }>;

export const PRODUCT_EVENT_TYPES: ProductEvent['type'][] = ['ProductAdded', 'ProductChanged'];
