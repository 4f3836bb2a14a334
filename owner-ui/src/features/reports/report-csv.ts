import type { Report, ReportTable } from '@paani/contracts';
import Papa from 'papaparse';

function tableLines(part: ReportTable): (string | number | null)[][] {
  const lines: (string | number | null)[][] = [part.columns.map((column) => column.label)];
  for (const row of part.rows) lines.push(part.columns.map((column) => row[column.key] ?? null));
  if (part.totals) lines.push(part.columns.map((column) => part.totals![column.key] ?? null));
  return lines;
}

/**
 * The report as CSV: its table with column labels and the total line, then its detail table (if
 * any) after a blank line. Text that a spreadsheet would run as a formula (a customer named
 * `=HYPERLINK(…)`: a leading =, +, -, @, tab or carriage return) is written with a leading
 * apostrophe, as the import's errors.csv is; numbers stay numbers.
 */
export function reportCsv(report: Report): string {
  const lines = tableLines(report.table);
  if (report.detail) lines.push([], [report.detail.title], ...tableLines(report.detail));
  return Papa.unparse(lines, { newline: '\r\n', escapeFormulae: true });
}

export const reportFileName = (report: Report, extension: string) => `${report.name}-${report.from}-${report.to}.${extension}`;

/** Hands the CSV to the browser as a file (with a BOM, so Excel reads it as UTF-8). */
export function saveReportCsv(report: Report): void {
  const blob = new Blob(['\ufeff', reportCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = reportFileName(report, 'csv');
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
