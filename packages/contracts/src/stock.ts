/**
 * The plant's container stock (/api/filter-owner/stock): per returnable product,
 * owned = at_plant + with_customers + with_riders + lost + damaged. Filling and washing are not
 * recorded, so the containers at the plant are one figure, full and empty together.
 */
export interface ProductStock {
  product_id: number;
  name: string;
  name_ur: string | null;
  unit: string;
  is_active: boolean;
  /** Bought, and found over the stock at counts. */
  owned: number;
  /** What is left of owned: negative when more are out than the plant owns (out_exceeds_owned). */
  at_plant: number;
  with_customers: number;
  /** Not brought back at riders' day closes (expected back − returned to the plant, per product counted). */
  with_riders: number;
  /** Written off as lost at the plant, missing at counts, and lost at customers. */
  lost: number;
  /** Of `lost`, those lost at customers (charged to them). */
  lost_at_customers: number;
  damaged: number;
  /** More containers are out than the plant owns: record the purchases or count them. */
  out_exceeds_owned: boolean;
}

export interface StockFigures {
  products: ProductStock[];
}

/** One day's movements of one product. */
export interface StockDay {
  date: string;
  product_id: number;
  delivered: number;
  returned: number;
  purchased: number;
  written_off: number;
  /** Counted over (+) or under (−) the stock. */
  count_difference: number;
  lost_at_customers: number;
}

/** One of the plant's own movements: a purchase, a write-off (lost or damaged) or a count. */
export interface StockRecord {
  id: number;
  date: string;
  product_id: number;
  kind: 'purchase' | 'lost' | 'damaged' | 'count';
  /** How many; for a count, its difference from the stock. */
  quantity: number;
  /** A count's figure. */
  counted: number | null;
  /** A purchase's cost, PKR. */
  cost: number | null;
  note: string | null;
}

export interface StockMovements {
  from: string;
  to: string;
  days: StockDay[];
  records: StockRecord[];
}

/** POST /stock/purchases. */
export interface StockPurchaseInput {
  product_id: number;
  quantity: number;
  /** PKR paid for them all. */
  cost: number;
  note?: string | null;
  date?: string;
}

/** POST /stock/write-offs. */
export interface StockWriteOffInput {
  product_id: number;
  quantity: number;
  kind: 'lost' | 'damaged';
  reason: string;
  date?: string;
}

/** POST /stock/counts: how many the owner counted at the plant. */
export interface StockCountInput {
  product_id: number;
  counted: number;
  /** Required when the count differs from the stock. */
  reason?: string | null;
  date?: string;
}
