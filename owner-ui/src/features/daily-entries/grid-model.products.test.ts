import { describe, expect, it } from 'vitest';
import {
  batchErrors,
  draftAmount,
  draftHasEntry,
  draftProblems,
  moveCell,
  prefillDraft,
  productTotals,
  sheetLayout,
  sheetTotals,
  toEntryInput,
  withCell,
} from './grid-model';
import { productName } from './sheet-products';
import { BOTTLE, CAN, savedEntry, sheetRow } from './test-data';

const JAR = { id: 3, name: '5 gal jar', name_ur: null, unit: 'jar', returnable: true, default_rate: 200, deposit_per_unit: 0 };
const TWO = sheetLayout([CAN, BOTTLE]);

describe('the sheet model with several products', () => {
  it('is the one-product sheet for one product (or none, a sheet kept from before products)', () => {
    expect(sheetLayout([CAN])).toEqual({
      multi: false,
      products: [],
      columns: ['delivered', 'returned', 'rate', 'collected', 'method', 'status', 'note'],
    });
    expect(sheetLayout(undefined).multi).toBe(false);
    // Product 1 inactive: its single-product fields cannot name the one product left.
    expect(sheetLayout([BOTTLE]).columns).toEqual(['delivered:2', 'collected', 'method', 'status', 'note']);
  });

  it('gives each product its delivered column, a returned one only when it comes back, product 1’s rate after them', () => {
    expect(sheetLayout([CAN, BOTTLE, JAR]).columns).toEqual([
      'delivered',
      'returned',
      'delivered:2',
      'delivered:3',
      'returned:3',
      'rate',
      'collected',
      'method',
      'status',
      'note',
    ]);
    expect(moveCell({ row: 0, col: 2 }, 'end', 2, TWO.columns.length)).toEqual({ row: 0, col: 7 });
    expect(moveCell({ row: 0, col: 7 }, 'next', 2, TWO.columns.length)).toEqual({ row: 1, col: 0 });
    // Headed in Urdu by the Urdu name when the product has one.
    expect([productName(CAN, 'ur'), productName(BOTTLE, 'ur'), productName(CAN, 'en')]).toEqual(['19 لیٹر کین', '6 L bottle', '19 L can']);
  });

  it('sends items of the products moved, product 1’s own rate on its item, and prices the row in paisa', () => {
    let draft = prefillDraft(sheetRow(1, { default_quantity: 2, rate: 45 }));
    draft = withCell(withCell(draft, 'returned', '1'), 'delivered:2', '3');
    expect(toEntryInput(draft, 45, TWO)).toEqual({
      customer_id: 1,
      items: [
        { product_id: 1, delivered: 2, returned: 1 },
        { product_id: 2, delivered: 3 },
      ],
      collected: 0,
      payment_method: 'cash',
      status: 'delivered',
      note: null,
    });
    // 2 × 45 + 3 × 120.50 = 451.50; the customer's own price of the bottle replaces the product's.
    expect(draftAmount(draft, 45, TWO)).toBe(451.5);
    expect(draftAmount(draft, 45, TWO, [{ product_id: 2, rate: 33.33 }])).toBe(189.99);
    const cheaper = withCell(withCell(draft, 'rate', '40'), 'delivered', '0');
    expect(toEntryInput(cheaper, 45, TWO).items).toEqual([
      { product_id: 1, delivered: 0, returned: 1, rate: 40 },
      { product_id: 2, delivered: 3 },
    ]);
    // Not home: nothing delivered of any product, money only.
    const notHome = { ...draft, status: 'not_home' as const, returned: '0', collected: '50' };
    expect(toEntryInput(notHome, 45, TWO).items).toEqual([]);
    expect(draftAmount(notHome, 45, TWO)).toBe(0);
  });

  it('counts a row with only another product, checks every product’s cell, and totals each product', () => {
    const onlyBottles = withCell({ ...prefillDraft(sheetRow(2)), delivered: '0' }, 'delivered:2', '4');
    expect(draftHasEntry(onlyBottles, TWO)).toBe(true);
    expect(draftHasEntry(withCell(onlyBottles, 'delivered:2', '0'), TWO)).toBe(false);
    expect(draftProblems(withCell(onlyBottles, 'delivered:2', '1.5'), TWO)).toEqual({ 'delivered:2': 'wholeCans' });

    const saved = [
      savedEntry(1, 1, {
        amount: 341,
        items: [
          { product_id: 1, delivered: 2, returned: 1, rate: 50, amount: 100 },
          { product_id: 2, delivered: 2, returned: 0, rate: 120.5, amount: 241 },
        ],
      }),
    ];
    const drafts = [{ draft: onlyBottles, rate: 50 }];
    expect(productTotals(saved, drafts, TWO)).toEqual({ 1: { delivered: 2, returned: 1 }, 2: { delivered: 6, returned: 0 } });
    expect(sheetTotals(saved, drafts, TWO)).toMatchObject({ unsaved: 1, cans_delivered: 2, amount: 823 });
  });

  it('prefills each product’s delivered cell from what the schedule brings that day, product 1’s from default_quantity', () => {
    // Two cans daily and a bottle on Fridays: Friday's row.
    const friday = sheetRow(1, {
      default_quantity: 2,
      default_items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
    });
    const draft = prefillDraft(friday);
    expect(draft).toMatchObject({ delivered: '2', productCells: { 'delivered:2': '1' }, touched: false });
    expect(toEntryInput(draft, 50, TWO).items).toEqual([
      { product_id: 1, delivered: 2, returned: 0 },
      { product_id: 2, delivered: 1 },
    ]);
    // Saturday: the cans only; the bottle's cell is 0 as on any row.
    expect(prefillDraft(sheetRow(1, { default_quantity: 2 })).productCells).toEqual({});
    // Due only for the bottle: no cans, the bottles prefilled, and the row still counts.
    const bottlesOnly = prefillDraft(sheetRow(2, { default_quantity: 0, default_items: [{ product_id: 2, quantity: 3 }] }));
    expect(bottlesOnly).toMatchObject({ delivered: '0', productCells: { 'delivered:2': '3' } });
    expect(draftHasEntry(bottlesOnly, TWO)).toBe(true);
    // Another entry for a customer already entered starts from nothing, the bottle too.
    expect(prefillDraft(friday, 'extra')).toMatchObject({ delivered: '0', productCells: {} });
    // A sheet kept from before schedules had lines (no default_items): the cans as before.
    const older = { ...sheetRow(3, { default_quantity: 1 }), default_items: undefined } as unknown as typeof friday;
    expect(prefillDraft(older)).toMatchObject({ delivered: '1', productCells: {} });
  });

  it('puts a 422 on an item’s field on that product’s cell', () => {
    const found = batchErrors(
      { 'entries.0.items.1.delivered': ['Too many'], 'entries.0.items.0.rate': ['Out of range'], 'entries.0.items': ['Given twice'] },
      ['a'],
      [
        [
          { product_id: 1, delivered: 2 },
          { product_id: 2, delivered: 900 },
        ],
      ],
    );
    expect(found.rows.a).toEqual({ row: 'Given twice', cells: { 'delivered:2': 'Too many', rate: 'Out of range' } });
  });
});
