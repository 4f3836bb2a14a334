import type { SheetRow } from '@paani/contracts';
import { describe, expect, it } from 'vitest';
import { BOTTLE, CAN, sheetRow } from '../daily-entries/test-data';
import { EMPTY_DRAFT } from './card-drafts';
import { cardCount, cardProducts } from './card-products';

const JAR = { id: 3, name: '5 gal jar', name_ur: null, unit: 'jar', returnable: true, default_rate: 200, deposit_per_unit: 0 };
/** Two cans daily and a bottle on Fridays: Friday's row. */
const FRIDAY = sheetRow(1, {
  default_items: [
    { product_id: 1, quantity: 2 },
    { product_id: 2, quantity: 1 },
  ],
});

describe("the rider's card products", () => {
  it('offers the products the schedule brings today beside product 1, the others behind "Add product"', () => {
    expect(cardProducts(FRIDAY, [CAN, BOTTLE, JAR], [], [])).toEqual({ shown: [CAN, BOTTLE], hidden: [JAR] });
    // Saturday: the cans only.
    expect(cardProducts(sheetRow(1), [CAN, BOTTLE, JAR], [], [])).toEqual({ shown: [CAN], hidden: [BOTTLE, JAR] });
    // One product: the card as it always was.
    expect(cardProducts(FRIDAY, [CAN], [], [])).toBeNull();
  });

  it('counts each product from the schedule until the rider sets it, and from nothing once recorded', () => {
    expect(cardCount(FRIDAY, EMPTY_DRAFT, false, 1)).toEqual({ product_id: 1, delivered: 2, returned: 0 });
    expect(cardCount(FRIDAY, EMPTY_DRAFT, false, 2)).toEqual({ product_id: 2, delivered: 1, returned: 0 });
    expect(cardCount(FRIDAY, EMPTY_DRAFT, false, 3)).toEqual({ product_id: 3, delivered: 0, returned: 0 });
    const typed = { ...EMPTY_DRAFT, delivered: 0, returned: 1, items: { 2: { delivered: 4, returned: 0 } } };
    expect(cardCount(FRIDAY, typed, false, 1)).toEqual({ product_id: 1, delivered: 0, returned: 1 });
    expect(cardCount(FRIDAY, typed, false, 2)).toEqual({ product_id: 2, delivered: 4, returned: 0 });
    expect(cardCount(FRIDAY, EMPTY_DRAFT, true, 1).delivered).toBe(0);
    expect(cardCount(FRIDAY, EMPTY_DRAFT, true, 2).delivered).toBe(0);
    // A sheet kept on the phone from before schedules had lines: the cans as always, nothing else.
    const older = { ...sheetRow(1, { default_quantity: 3 }), default_items: undefined } as unknown as SheetRow;
    expect(cardCount(older, EMPTY_DRAFT, false, 1).delivered).toBe(3);
    expect(cardCount(older, EMPTY_DRAFT, false, 2).delivered).toBe(0);
    expect(cardProducts(older, [CAN, BOTTLE], [], [])?.shown).toEqual([CAN]);
  });
});
