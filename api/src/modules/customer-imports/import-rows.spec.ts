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
});
