import ExcelJS from 'exceljs';
import { inSlices, yieldToEventLoop } from '../../platform/event-loop';
import { hasContent, MAX_COLUMNS, RegisterRow, RegisterTable } from './register-rows';
import { assertPartsFit, OversizedWorkbook, UnreadableWorkbook } from './workbook-parts';

/** Cells read per row: past the column limit, enough to tell the owner how wide the header is. */
const MAX_COLUMNS_READ = MAX_COLUMNS * 2;
const ROWS_PER_SLICE = 200;

/** A number as the owner typed it, without binary floating noise (0.1 + 0.2 is 0.3). */
function numberText(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
}

function plainValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * A cell's text. A formula is never calculated here: its result as Excel saved it is used, and a
 * formula saved without a result (written by a program, never opened in Excel) is refused.
 */
function cellText(value: ExcelJS.CellValue): { text: string; problem?: string } {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value !== 'object' || value instanceof Date) return { text: plainValue(value) };
  if ('error' in value) return { text: '', problem: `The cell shows the error ${value.error}.` };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    // The streaming reader drops an error result (#DIV/0!) like a missing one: the message covers both.
    if (result === undefined || result === null || Number.isNaN(result)) {
      return {
        text: '',
        problem:
          'The cell holds a formula without a saved result, or one that gives an error. Formulas are not calculated here: open the file in Excel, correct it, save it, and upload it again, or type the value.',
      };
    }
    if (typeof result === 'object' && !(result instanceof Date) && 'error' in result) {
      return { text: '', problem: `The cell's formula gives the error ${result.error}.` };
    }
    return { text: plainValue(result) };
  }
  if ('richText' in value) return { text: value.richText.map((part) => part.text).join('') };
  if ('hyperlink' in value) return { text: plainValue((value as ExcelJS.CellHyperlinkValue).text) };
  return { text: '' };
}

const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

function registerRow(row: ExcelJS.Row): RegisterRow {
  const cells: string[] = [];
  const unreadable = new Map<number, string>();
  row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
    const index = columnNumber - 1;
    if (index >= MAX_COLUMNS_READ) return;
    const { text, problem } = cellText(cell.value);
    while (cells.length < index) cells.push('');
    cells[index] = text;
    if (problem) unreadable.set(index, `${columnLetter(index)}${row.number}: ${problem}`);
  });
  return { row: row.number, cells, unreadable };
}

/**
 * The first sheet with anything on it (a workbook may open on an empty cover sheet), read as a
 * stream row by row, and left as soon as `keep` rows with content are read: a workbook of a
 * million rows costs no more than one just over the limit. Dates come as dates (the styles are
 * read for their number formats).
 */
export async function readWorkbook(content: Buffer, keep: number): Promise<RegisterTable> {
  await assertPartsFit(content);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(inSlices(content), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  const rows: RegisterRow[] = [];
  let withContent = 0;
  try {
    for await (const sheet of reader) {
      let read = 0;
      for await (const row of sheet) {
        const line = registerRow(row);
        if (hasContent(line)) withContent += 1;
        if (withContent > keep) return { rows, withContent, complete: false };
        rows.push(line);
        if (++read % ROWS_PER_SLICE === 0) await yieldToEventLoop();
      }
      if (withContent > 0) break;
    }
  } catch (error) {
    if (error instanceof OversizedWorkbook) throw error;
    throw new UnreadableWorkbook();
  }
  return { rows, withContent, complete: true };
}
