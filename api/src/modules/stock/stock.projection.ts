import { StoredOf } from '../../platform/event-store/event.types';
import { InlineProjection, ProjectionTransaction } from '../../platform/event-store/projection.types';
import { STOCK_EVENT_TYPES, StockEvent } from './stock.events';

/** What a movement adds to the plant's own figures of a product: owned, lost at the plant, damaged. */
function moved(event: StoredOf<StockEvent>): { owned: number; lost: number; damaged: number; quantity: number } {
  const d = event.data;
  switch (event.type) {
    case 'StockPurchased':
      return { owned: event.data.quantity, lost: 0, damaged: 0, quantity: event.data.quantity };
    case 'StockWrittenOff': {
      const q = event.data.quantity;
      return { owned: 0, lost: event.data.kind === 'lost' ? q : 0, damaged: event.data.kind === 'damaged' ? q : 0, quantity: q };
    }
    case 'StockCounted': {
      // More counted than the stock said: owned, never recorded; fewer: lost.
      const difference = (d as { difference: number }).difference;
      return { owned: Math.max(difference, 0), lost: Math.max(-difference, 0), damaged: 0, quantity: difference };
    }
  }
}

async function apply(event: StoredOf<StockEvent>, tx: ProjectionTransaction): Promise<void> {
  const d = event.data;
  const change = moved(event);
  await tx.query(
    `INSERT INTO plant_stock AS s (plant_id, product_id, owner_id, owned, lost, damaged) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (plant_id, product_id) DO UPDATE SET owned = s.owned + excluded.owned, lost = s.lost + excluded.lost,
       damaged = s.damaged + excluded.damaged`,
    [d.plant_id, d.product_id, d.owner_id, change.owned, change.lost, change.damaged],
  );
  const cost = event.type === 'StockPurchased' ? event.data.cost : null;
  const note = event.type === 'StockPurchased' ? event.data.note : event.type === 'StockWrittenOff' ? event.data.reason : event.data.reason;
  const kind = event.type === 'StockPurchased' ? 'purchase' : event.type === 'StockWrittenOff' ? event.data.kind : 'count';
  await tx.query(
    `INSERT INTO stock_movements (plant_id, stream_version, product_id, owner_id, date, kind, quantity, counted, cost, note, recorded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (plant_id, stream_version) DO NOTHING`,
    [
      d.plant_id,
      event.streamVersion,
      d.product_id,
      d.owner_id,
      d.date,
      kind,
      change.quantity,
      event.type === 'StockCounted' ? event.data.counted : null,
      cost,
      note,
      event.recordedAt,
    ],
  );
}

/** The plants' own container figures (plant_stock) and their movements, one row each (stock_movements). */
export const stockProjection: InlineProjection<StockEvent> = {
  name: 'stock',
  tables: ['plant_stock', 'stock_movements'],
  handles: STOCK_EVENT_TYPES,
  apply,
};
