import { fieldForHeader, headerKey, ImportProduct, mapColumns, parseMapping, productTargets } from './import-columns';
import { batchesOf } from './customer-import.job';
import type { PendingRow } from './customer-import.store';
import { EMPTY_VALUES } from './import-rows';

describe('import columns', () => {
  it.each([
    ['Opening  Balance', 'opening_balance'],
    ['OPENING_BALANCE', 'opening_balance'],
    [' opening-balance ', 'opening_balance'],
    ['نام', 'name'],
    ['فون', 'phone'],
    ['پتہ', 'address'],
    ['علاقہ', 'area_name'],
    ['ریٹ', 'rate'],
    ['بقایا', 'opening_balance'],
    ['بوتلیں', 'opening_cans'],
    // The Arabic letter forms some keyboards type for Urdu ones: ي for ی, ه for ہ.
    ['بقايا', 'opening_balance'],
    ['پته', 'address'],
    ['Whats App', 'whatsapp'],
    ['Mobile No.', 'phone'],
  ])('understands the header %j as %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it('does not guess at headers it does not know', () => {
    expect(fieldForHeader('Gahak')).toBeNull();
    expect(fieldForHeader('')).toBeNull();
    expect(headerKey('A\u200cB')).toBe('ab');
  });

  it('lets the mapping win over the headers, and gives each field to one column', () => {
    const columns = mapColumns(['Name', 'Customer', 'Area', 'Phone'], parseMapping('{"Customer":"name","Phone":null}'));
    expect(columns.map((c) => [c.header, c.field, c.auto])).toEqual([
      ['Name', null, true],
      ['Customer', 'name', false],
      ['Area', 'area_name', true],
      ['Phone', null, false],
    ]);
  });
});

describe("the plant's products' columns", () => {
  const PRODUCTS: ImportProduct[] = [
    { id: 1, name: '19 L can', name_ur: '19 لیٹر کین', unit: 'can', returnable: true, default_rate: '80.00' },
    { id: 2, name: '6 L bottle', name_ur: '6 لیٹر بوتل', unit: 'bottle', returnable: false, default_rate: '60.00' },
    { id: 3, name: 'Dispenser', name_ur: 'ڈسپنسر', unit: 'dispenser', returnable: true, default_rate: '0.00' },
  ];

  it.each([
    ['6L bottle rate', 'product_rate:2'],
    ['6 L Bottle Price', 'product_rate:2'],
    ['6L rate', 'product_rate:2'],
    ['Rate of 6 L bottle', 'product_rate:2'],
    ['۶ لیٹر بوتل ریٹ', 'product_rate:2'],
    ['6 لیٹر بوتل کا ریٹ', 'product_rate:2'],
    ['Dispenser', 'opening_containers:3'],
    ['dispenser cans', 'opening_containers:3'],
    ['Dispenser Opening', 'opening_containers:3'],
    ['Dispenser rate', 'product_rate:3'],
    ['ڈسپنسر', 'opening_containers:3'],
    // Product 1's name fills the customer's own fields: the issue's "19L rate, 19L cans".
    ['19L rate', 'rate'],
    ['19L cans', 'opening_cans'],
    ['19 لیٹر کین ریٹ', 'rate'],
    // The customer fields' own headers are never taken by a product.
    ['Rate', 'rate'],
    ['Bottles', 'opening_cans'],
  ])('understands the header %j as %s', (header, field) => {
    expect(fieldForHeader(header, PRODUCTS)).toBe(field);
  });

  it('does not give a product that does not come back an opening column, nor guess between two products', () => {
    expect(fieldForHeader('6L bottle cans', PRODUCTS)).toBeNull();
    expect(fieldForHeader('6 L bottle', PRODUCTS)).toBeNull();
    expect(fieldForHeader('Dispenser rate', [])).toBeNull();
    const twins: ImportProduct[] = [
      ...PRODUCTS,
      { id: 4, name: '6 L jar', name_ur: null, unit: 'jar', returnable: true, default_rate: '50.00' },
    ];
    // "6 L" is the short name of both the bottle and the jar; their full names still tell them apart.
    expect(fieldForHeader('6L rate', twins)).toBeNull();
    expect(fieldForHeader('6L jar rate', twins)).toBe('product_rate:4');
    expect(fieldForHeader('6L bottle rate', twins)).toBe('product_rate:2');
  });

  it('offers a rate for each product other than product 1, and opening containers for those that come back', () => {
    expect(productTargets(PRODUCTS).map((target) => [target.field, target.product_name])).toEqual([
      ['product_rate:2', '6 L bottle'],
      ['product_rate:3', 'Dispenser'],
      ['opening_containers:3', 'Dispenser'],
    ]);
  });

  it('maps product columns from the headers and the mapping, and refuses a product field the plant does not offer', () => {
    const columns = mapColumns(['Name', 'Area', '6L bottle rate', 'Gadgets'], parseMapping('{"Gadgets":"opening_containers:3"}'), PRODUCTS);
    expect(columns.map((c) => [c.header, c.field, c.auto])).toEqual([
      ['Name', 'name', true],
      ['Area', 'area_name', true],
      ['6L bottle rate', 'product_rate:2', true],
      ['Gadgets', 'opening_containers:3', false],
    ]);
    const refused = (mapping: string) => {
      try {
        mapColumns(['Name', 'X'], parseMapping(mapping), PRODUCTS);
      } catch (error) {
        return (error as { options: { errors: Record<string, string[]> } }).options.errors.mapping[0];
      }
      return null;
    };
    expect(refused('{"X":"product_rate:9"}')).toBe('"product_rate:9": this plant sells no active product 9 on entries (column "X").');
    expect(refused('{"X":"opening_containers:2"}')).toBe(
      '"opening_containers:2": 6 L bottle does not come back, so a customer holds no containers of it (column "X").',
    );
    expect(refused('{"X":"product_rate:1"}')).toBe('Product 1\'s fields are Rate and Opening Cans: map the column to those (column "X").');
    expect(() => parseMapping('{"X":"product_rate:two"}')).toThrow('"product_rate:two" is not a customer field (column "X").');
    expect(refused('{"X":"product_rate:3"}')).toBeNull();
  });
});

describe('import batches', () => {
  const row = (n: number, phone: string | null): PendingRow => ({
    row: n,
    cells: [],
    values: { ...EMPTY_VALUES, code: `K-${n}`, name: `Row ${n}`, phone, area_name: 'A' },
  });

  it('cuts the rows into batches of at most the size, in order, keeping rows that share a phone together', () => {
    const rows = [row(1, '+923000000001'), row(2, null), row(3, '+923000000003'), row(4, '+923000000001'), row(5, null)];
    expect(batchesOf(rows, 2).map((batch) => batch.map((r) => r.row))).toEqual([[1, 4], [2, 3], [5]]);
    expect(batchesOf(rows, 500).map((batch) => batch.length)).toEqual([5]);
    expect(batchesOf([], 500)).toEqual([]);
  });
});
