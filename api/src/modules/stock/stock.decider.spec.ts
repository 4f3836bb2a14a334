import { givenDecider } from '../../platform/event-store/decider.testing';
import { stockDecider } from './stock.decider';

const given = givenDecider(stockDecider);
const on = { plantId: 2, ownerId: 1, date: '2026-11-28', product: { productId: 1, name: '19 L can', atPlant: 40 } };
const ref = { plant_id: 2, owner_id: 1, product_id: 1, date: '2026-11-28' };

describe('stock decider', () => {
  it('records a purchase, and refuses none bought or a negative cost', () => {
    given()
      .when({ ...on, type: 'RecordPurchase', quantity: 50, cost: '25000.00', note: 'From Karachi' })
      .then([{ type: 'StockPurchased', data: { ...ref, quantity: 50, cost: '25000.00', note: 'From Karachi' } }]);
    given()
      .when({ ...on, type: 'RecordPurchase', quantity: 0, cost: '0.00', note: null })
      .thenThrows('validation');
    given()
      .when({ ...on, type: 'RecordPurchase', quantity: 1, cost: '-1.00', note: null })
      .thenThrows('validation');
  });

  it('writes off what is at the plant, no more', () => {
    given()
      .when({ ...on, type: 'WriteOff', quantity: 3, kind: 'damaged', reason: 'Cracked' })
      .then([{ type: 'StockWrittenOff', data: { ...ref, quantity: 3, kind: 'damaged', reason: 'Cracked' } }]);
    given()
      .when({ ...on, type: 'WriteOff', quantity: 41, kind: 'lost', reason: 'Gone' })
      .thenThrows({ message: 'Only 40 19 L can are at the plant by the stock: count them first if there are more.' });
  });

  it('records a count with its difference from the stock, which needs a reason', () => {
    given()
      .when({ ...on, type: 'RecordCount', counted: 37, reason: 'Three missing after Eid' })
      .then([{ type: 'StockCounted', data: { ...ref, counted: 37, expected: 40, difference: -3, reason: 'Three missing after Eid' } }]);
    given()
      .when({ ...on, type: 'RecordCount', counted: 40, reason: null })
      .then([{ type: 'StockCounted', data: { ...ref, counted: 40, expected: 40, difference: 0, reason: null } }]);
    given()
      .when({ ...on, type: 'RecordCount', counted: 45, reason: null })
      .thenThrows('validation');
  });
});
