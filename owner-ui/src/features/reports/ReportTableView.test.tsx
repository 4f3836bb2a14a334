import { render, screen, within } from '@testing-library/react';
import type { ReportTable } from '@paani/contracts';
import { describe, expect, it } from 'vitest';
import { ReportTableView } from './ReportTableView';

const table: ReportTable = {
  columns: [
    { key: 'month', label: 'Month', kind: 'text' },
    { key: 'entries', label: 'Entries', kind: 'count' },
    { key: 'profit', label: 'Profit (PKR)', kind: 'money' },
  ],
  rows: [
    { month: '2026-10', entries: 12, profit: 1234.5 },
    { month: '2026-11', entries: 3, profit: -200 },
  ],
  totals: { month: 'Total', entries: 15, profit: 1034.5 },
};

describe('ReportTableView', () => {
  it('shows money as PKR, counts as they are, and the total line last', () => {
    render(<ReportTableView table={table} label="Profit and loss" title="Profit and loss by month" />);
    const grid = screen.getByRole('table', { name: 'Profit and loss' });
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthEntriesProfit (PKR)',
      '2026-1012PKR 1,234.50',
      '2026-113PKR -200.00',
      'Total15PKR 1,034.50',
    ]);
    expect(screen.getByRole('heading', { name: 'Profit and loss by month' })).toBeTruthy();
  });
});
