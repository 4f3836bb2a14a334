import { fieldForHeader, headerKey, mapColumns, parseMapping } from './import-columns';
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
