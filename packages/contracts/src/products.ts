/**
 * What a plant sells: a 19-litre returnable can, bottles that are sold and not returned, cartons,
 * dispensers rented by the month. A product's id is its number within its plant (1, 2, 3…): the
 * plant's first product, number 1, is what the single-product fields of customers, entries and
 * schedules (`rate`, `cans_delivered`, `cans_returned`, `cans_out`, `quantity`) speak of.
 */
export type ProductBilling = 'per_unit' | 'monthly';

/** The plant's first product: every plant has it from its first day (a plant made before products got it by migration). */
export const FIRST_PRODUCT_ID = 1;

export interface Product {
  /** The product's number within its plant; the first product is 1. */
  id: number;
  filter_plant_id: number;
  name: string;
  /** The name in Urdu, for Urdu statements and screens; null = the English name. */
  name_ur: string | null;
  /** What one is called: can, bottle, carton, dispenser. */
  unit: string;
  /** A container that comes back (a 19 L can): the customer holds it until returned, and the plant counts it in its stock. */
  returnable: boolean;
  /** Price of one, in rupees; a customer's own rate replaces it. */
  default_rate: number;
  /** Deposit asked per container held, in rupees (returnable products). */
  deposit_per_unit: number;
  /** per_unit: sold on entries; monthly: rented, billed once a month. */
  billing: ProductBilling;
  /** An inactive product keeps its history but is offered for no new entry. */
  is_active: boolean;
  /** Order on the sheet, the rider's card and statements (smallest first). */
  position: number;
  created_at: string;
  updated_at: string;
}

export interface ProductList {
  products: Product[];
}

/** POST /filter-owner/products. */
export interface ProductInput {
  name: string;
  name_ur?: string | null;
  unit: string;
  returnable: boolean;
  default_rate: number;
  deposit_per_unit?: number;
  billing?: ProductBilling;
  position?: number;
}

/** PUT /filter-owner/products/{id}: absent fields keep their value; `returnable` and `billing` cannot change once created. */
export type ProductChange = Partial<ProductInput> & { is_active?: boolean };

/**
 * One product on an entry or a ledger line: how many were delivered and how many empties came back.
 * A returnable product's containers at the customer move by delivered − returned; any other
 * product's never do (nothing comes back).
 */
export interface EntryItemInput {
  product_id: number;
  delivered: number;
  /** Empties back; only for a returnable product. Absent = 0. */
  returned?: number;
  /** Price of one; absent = the customer's rate for the product, else the product's. */
  rate?: number;
}

/** An entry's item as stored and shown: the rate it was sold at and what it came to, in rupees. */
export interface EntryItem {
  product_id: number;
  delivered: number;
  returned: number;
  rate: number;
  amount: number;
}

/** What a customer holds of one returnable product, and what their security deposit covers of it. */
export interface HeldContainers {
  product_id: number;
  held: number;
  /** Covered by their deposit; the first product's is the customer's `security_deposit_cans` (0 here). */
  deposited: number;
  /**
   * Holding more than the deposit covers, of a product that asks a deposit (`deposit_per_unit` > 0);
   * the first product keeps its own rule, `over_can_limit`.
   */
  over_deposit: boolean;
}

/**
 * Whether `held` containers of a product are more than a customer's deposit covers: only a product
 * other than the first that asks a deposit. The server's rule (customer.queries.ts heldContainersJson),
 * for figures the phone works out itself while its entries wait to be sent.
 */
export const holdsBeyondDeposit = (productId: number, depositPerUnit: number, held: number, deposited: number): boolean =>
  productId !== FIRST_PRODUCT_ID && depositPerUnit > 0 && held > deposited;

/** A customer's containers of one returnable product. */
export interface ContainerHolding extends HeldContainers {
  product_name: string;
}

/** A customer's own price of one product, in rupees. */
export interface ProductRate {
  product_id: number;
  rate: number;
}
