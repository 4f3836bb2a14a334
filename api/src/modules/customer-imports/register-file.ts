import type { CustomerImportFormat } from '@paani/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';

/** The largest register accepted (the multipart reader stops at this many bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Data rows per import; a bigger register is split into several files. */
export const MAX_ROWS = 20_000;
export const MAX_COLUMNS = 100;
/** A cell longer than this is refused (no customer field is anywhere near it). */
const MAX_CELL_LENGTH = 2_000;

/** One data row of the register: its number as the owner sees it (the header is usually 1) and its cells as text. */
export interface RegisterRow {
  row: number;
  cells: string[];
  /** Cells that cannot be read (a formula without a saved result, an error value), by column index. */
  unreadable: Map<number, string>;
  /** A problem with the row as a whole (broken quotes in a CSV). */
  problem?: string;
}

export interface RegisterFile {
  format: CustomerImportFormat;
  headers: string[];
  rows: RegisterRow[];
}

export const FILE_TYPE_REFUSED = 'Upload the register as a CSV (.csv) or Excel workbook (.xlsx) file.';
export const FILE_EMPTY = 'The file is empty: it needs a header row and at least one customer.';
export const FILE_TOO_LARGE = 'The file is larger than 10 MB. Split the register into smaller files.';
const NOT_UTF8 = 'The CSV file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and upload it again.';
const BROKEN_XLSX =
  'The workbook cannot be read: it is damaged or not an .xlsx file. Open it in Excel, save it as .xlsx and upload it again.';
const OLD_EXCEL =
  'Old Excel (.xls) workbooks are not read. In Excel, save the register as .xlsx (Excel Workbook) or CSV and upload it again.';

const refuse = (message: string, code: string) => new DomainError('validation', message, { code, errors: { file: [message] } });

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** CSV or XLSX, from the bytes first (a renamed file is what it is), then the name. */
export function detectFormat(name: string, content: Buffer): CustomerImportFormat {
  const lower = name.toLowerCase();
  if (content.subarray(0, 4).equals(ZIP_MAGIC)) {
    if (lower.endsWith('.xlsx') || lower.endsWith('.xlsm') || !/\.[a-z0-9]+$/.test(lower)) return 'xlsx';
    throw refuse(FILE_TYPE_REFUSED, ERROR_CODES.importFileType);
  }
  if (content.subarray(0, 4).equals(OLE_MAGIC) || lower.endsWith('.xls')) throw refuse(OLD_EXCEL, ERROR_CODES.importFileType);
  if (lower.endsWith('.xlsx')) throw refuse(BROKEN_XLSX, ERROR_CODES.importFileUnreadable);
  if (lower.endsWith('.csv') || lower.endsWith('.txt') || !/\.[a-z0-9]+$/.test(lower)) return 'csv';
  throw refuse(FILE_TYPE_REFUSED, ERROR_CODES.importFileType);
}

/** Reads the register: the first row with any text is the header, the rows after it are customers. */
export async function readRegister(name: string, content: Buffer): Promise<RegisterFile> {
  if (content.length === 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  const format = detectFormat(name, content);
  const table = format === 'csv' ? readCsv(content) : await readXlsx(content);
  const headerAt = table.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (headerAt < 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  const headerRow = table[headerAt];
  const headers = trimTrailingEmpty(headerRow.cells).map((cell) => cell.trim());
  if (headerRow.unreadable.size > 0)
    throw refuse('The header row holds formulas; type the column names as text.', ERROR_CODES.importFileUnreadable);
  if (headers.length > MAX_COLUMNS)
    throw refuse(`The file has ${headers.length} columns; at most ${MAX_COLUMNS} are read.`, ERROR_CODES.importTooManyColumns);
  const rows = table.slice(headerAt + 1).filter((row) => row.problem || row.unreadable.size > 0 || row.cells.some((c) => c.trim() !== ''));
  if (rows.length === 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  if (rows.length > MAX_ROWS) {
    throw refuse(
      `The file has ${rows.length.toLocaleString('en')} customer rows; one import takes at most ${MAX_ROWS.toLocaleString('en')}. Split the register into smaller files.`,
      ERROR_CODES.importTooManyRows,
    );
  }
  for (const row of rows) {
    row.cells.forEach((cell, index) => {
      if (cell.length > MAX_CELL_LENGTH) row.unreadable.set(index, `The cell holds ${cell.length} characters; at most ${MAX_CELL_LENGTH}.`);
    });
  }
  return { format, headers, rows };
}

function trimTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1].trim() === '') end -= 1;
  return cells.slice(0, end);
}

function readCsv(content: Buffer): RegisterRow[] {
  if (content.includes(0)) throw refuse('The file is not a CSV text file.', ERROR_CODES.importFileType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    throw refuse(NOT_UTF8, ERROR_CODES.importFileEncoding);
  }
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  const problems = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.type === 'Delimiter') continue; // one column only: nothing to guess, not a problem
    if (typeof error.row === 'number' && !problems.has(error.row)) {
      problems.set(error.row, error.type === 'Quotes' ? 'The row has a quote (") that does not close.' : error.message);
    }
  }
  // A record's number is the row Excel shows when it opens the file (a quoted line break stays in its cell).
  return parsed.data.map((cells, index) => ({
    row: index + 1,
    cells: cells.map((cell) => cell ?? ''),
    unreadable: new Map(),
    problem: problems.get(index),
  }));
}

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
    if (result === undefined || result === null) {
      return {
        text: '',
        problem:
          'The cell holds a formula without a saved result. Formulas are not calculated here: open the file in Excel, save it, and upload it again, or type the value.',
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

async function readXlsx(content: Buffer): Promise<RegisterRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as never);
  } catch {
    throw refuse(BROKEN_XLSX, ERROR_CODES.importFileUnreadable);
  }
  // The first sheet that has anything on it (a workbook may open on an empty cover sheet).
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0);
  if (!sheet) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  if (sheet.actualRowCount > MAX_ROWS + 1) {
    throw refuse(
      `The sheet has ${sheet.actualRowCount.toLocaleString('en')} rows; one import takes at most ${MAX_ROWS.toLocaleString('en')} customers. Split the register into smaller files.`,
      ERROR_CODES.importTooManyRows,
    );
  }
  const rows: RegisterRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const unreadable = new Map<number, string>();
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      const index = columnNumber - 1;
      if (index >= MAX_COLUMNS * 2) return;
      // A merged cell repeats its master's value only once, where the owner typed it.
      if (cell.isMerged && cell.master !== cell) return;
      const { text, problem } = cellText(cell.value);
      while (cells.length < index) cells.push('');
      cells[index] = text;
      if (problem) unreadable.set(index, `${columnLetter(index)}${rowNumber}: ${problem}`);
    });
    rows.push({ row: rowNumber, cells, unreadable });
  });
  return rows;
}
