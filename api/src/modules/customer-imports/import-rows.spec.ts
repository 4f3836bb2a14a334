import { cleanText, readRow } from './import-rows';
import type { CustomerImportColumn } from '@paani/contracts';

describe('import rows', () => {
  it('takes back the apostrophe errors.csv puts before a cell a spreadsheet would run, and only that one', () => {
    expect(cleanText("'=HYPERLINK(1)")).toBe('=HYPERLINK(1)');
    expect(cleanText("'@sum")).toBe('@sum');
    expect(cleanText("'\tTabbed")).toBe('Tabbed');
    expect(cleanText("'\rReturned")).toBe('Returned');
    expect(cleanText("'Tis a name")).toBe("'Tis a name");
  });

  it('reads an opening date written as registers write it, day first, in any digits', () => {
    const column: CustomerImportColumn = { index: 0, header: 'Opening Date', field: 'opening_date', auto: true, samples: [] };
    const read = (cell: string) => readRow({ row: 2, cells: [cell], unreadable: new Map() }, [column]);
    expect(read('2026-11-05').values.opening_date).toBe('2026-11-05');
    expect(read('5/11/2026').values.opening_date).toBe('2026-11-05');
    expect(read('05.11.2026').values.opening_date).toBe('2026-11-05');
    expect(read('۰۵-۱۱-۲۰۲۶').values.opening_date).toBe('2026-11-05');
    expect(read('31/02/2026').errors.map((error) => error.field)).toContain('opening_date');
    expect(read('next week').errors.map((error) => error.message)).toContain('A day such as 2026-11-01 or 01/11/2026 (day, month, year).');
  });

  it("reads a product's rate and opening containers, an empty cell as no own price and no containers, and names the column at fault", () => {
    const columns: CustomerImportColumn[] = [
      { index: 0, header: 'Name', field: 'name', auto: true, samples: [] },
      { index: 1, header: 'Area', field: 'area_name', auto: true, samples: [] },
      { index: 2, header: '6L bottle rate', field: 'product_rate:2', auto: true, samples: [] },
      { index: 3, header: 'Dispenser', field: 'opening_containers:3', auto: true, samples: [] },
    ];
    const read = (...cells: string[]) => readRow({ row: 5, cells: ['Bilal', 'Saddar', ...cells], unreadable: new Map() }, columns);
    expect(read('Rs. 1,060.50', '۲').values).toMatchObject({
      product_rates: [{ product_id: 2, rate: 1060.5 }],
      opening_containers: [{ product_id: 3, quantity: 2 }],
    });
    expect(read('', '').values).toMatchObject({
      product_rates: [{ product_id: 2, rate: null }],
      opening_containers: [{ product_id: 3, quantity: 0 }],
    });
    expect(read('sixty', '1.5').errors).toEqual([
      { row: 5, column: '6L bottle rate', field: 'product_rate:2', message: 'Enter an amount, e.g. 1250 or 1250.50.' },
      { row: 5, column: 'Dispenser', field: 'opening_containers:3', message: 'Enter a whole number of containers, e.g. 2.' },
    ]);
    expect(read('-5', '-1').errors.map((error) => error.message)).toEqual([
      'The amount cannot be negative.',
      'The number of containers cannot be negative.',
    ]);
    // Each row has lists of its own.
    expect(read('70', '1').values.product_rates).toEqual([{ product_id: 2, rate: 70 }]);
  });
});
