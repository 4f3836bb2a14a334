/** One CSV column: its heading and how a row gives its value. */
export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * What a spreadsheet may read as the start of a formula (OWASP's CSV injection list): =, +, -, @, a tab
 * or a carriage return. Text starting so gets a leading apostrophe and stays text; numbers stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as CSV writes it: quoted when it holds a comma, quote or line break; text a spreadsheet would run is kept as text. */
function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: Row[], columns: CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.label)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves rows as a CSV file in the browser. */
export function downloadCsv<Row>(filename: string, rows: Row[], columns: CsvColumn<Row>[]): void {
  const blob = new Blob([toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
