import { DecidedEvent } from '../../platform/event-store/decider';

/**
 * The movements of a plant's containers that no customer's ledger records (`plant-stock-{plantId}`):
 * containers bought, written off as lost or damaged at the plant, and the owner's counts. Deliveries,
 * returns and containers lost at a customer are lines of the customers' ledgers; a rider's day
 * close says what did not come back. The stock is those together (stock.queries.ts).
 */
export const plantStockStreamId = (plantId: number): string => `plant-stock-${plantId}`;

type Ref = { plant_id: number; owner_id: number; product_id: number; date: string };

export type WriteOffKind = 'lost' | 'damaged';

export type StockEvent =
  | DecidedEvent<'StockPurchased', Ref & { quantity: number; cost: string; note: string | null }>
  | DecidedEvent<'StockWrittenOff', Ref & { quantity: number; kind: WriteOffKind; reason: string }>
  /** The owner counted `counted` at the plant where the stock said `expected`: more are owned, fewer are lost. */
  | DecidedEvent<'StockCounted', Ref & { counted: number; expected: number; difference: number; reason: string | null }>;

export const STOCK_EVENT_TYPES: StockEvent['type'][] = ['StockPurchased', 'StockWrittenOff', 'StockCounted'];
