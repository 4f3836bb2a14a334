import type { Report } from '@paani/contracts';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { reportCsv, reportFileName } from './report-csv';

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
    rows: [
      { area: 'North, "old" town', cans_out: 7 },
      { area: 'South', cans_out: 1 },
    ],
    totals: { area: 'Total', cans_out: 8 },
  },
  chart: { kind: 'bar', x: 'area', series: ['cans_out'], stacked: false },
  detail: {
    title: 'Customers holding more than their can limit',
    columns: [
      { key: 'name', label: 'Customer', kind: 'text' },
      { key: 'over_by', label: 'Over by', kind: 'count' },
    ],
    rows: [{ name: 'Akbar', over_by: 4 }],
    totals: null,
  },
};

describe('reportCsv', () => {
  it('writes text a spreadsheet would run as a formula with a leading apostrophe, and numbers as numbers', () => {
    const hostile: Report = {
      ...report,
      table: {
        ...report.table,
        rows: [
          { area: '=HYPERLINK("http://evil.example","Click")', cans_out: -2 },
          { area: '+92 300 1234567', cans_out: 3 },
          { area: '-5 cans', cans_out: 0 },
          { area: '@SUM(A1:A2)', cans_out: 1 },
          { area: '\tTabbed', cans_out: 1 },
        ],
      },
      detail: null,
    };
    expect(Papa.parse<string[]>(reportCsv(hostile)).data.slice(1, 6)).toEqual([
      ['\'=HYPERLINK("http://evil.example","Click")', '-2'],
      ["'+92 300 1234567", '3'],
      ["'-5 cans", '0'],
      ["'@SUM(A1:A2)", '1'],
      ["'\tTabbed", '1'],
    ]);
  });

  it('writes the labelled table with its total line, then the detail table, quoting what needs it', () => {
    const csv = reportCsv(report);
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Area', 'Cans out'],
      ['North, "old" town', '7'],
      ['South', '1'],
      ['Total', '8'],
      [''],
      ['Customers holding more than their can limit'],
      ['Customer', 'Over by'],
      ['Akbar', '4'],
    ]);
    expect(csv.split('\r\n')[1]).toBe('"North, ""old"" town",7');
  });

  it('names the file by report and days', () => {
    expect(reportFileName(report, 'csv')).toBe('cans-out-2026-11-01-2026-11-30.csv');
  });
});
