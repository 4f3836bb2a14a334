import type { Report } from '@paani/contracts';
import ExcelJS from 'exceljs';
import { reportWorkbook } from './report-xlsx';

const HOSTILE = '=HYPERLINK("http://evil.example","Click")';

const report: Report = {
  name: 'cans-out',
  title: 'Cans out per area',
  plant_id: 1,
  from: '2026-11-01',
  to: '2026-11-30',
  as_of: '2026-11-30',
  area_id: null,
  employee_id: null,
  ignored_filters: [],
  table: {
    columns: [
      { key: 'area', label: 'Area', kind: 'text' },
      { key: 'cans_out', label: 'Cans out', kind: 'count' },
    ],
    rows: [{ area: HOSTILE, cans_out: -2 }],
    totals: null,
  },
  chart: { kind: 'bar', x: 'area', series: ['cans_out'], stacked: false },
  detail: null,
};

describe('reportWorkbook', () => {
  it('writes text that looks like a formula as a text cell, never a formula, and numbers as numbers', async () => {
    const book = new ExcelJS.Workbook();
    // ExcelJS reads an ArrayBuffer (its typings' Buffer): the workbook's bytes, copied out of node's pool.
    const bytes = await reportWorkbook(report);
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const row = book.worksheets[0].getRow(5);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe(HOSTILE);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
  });
});
