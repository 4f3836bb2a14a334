import type { CustomerImportFormat } from '@paani/contracts';
import { DomainError } from '../../platform/domain/domain-error';
import { ERROR_CODES } from '../../platform/domain/error-codes';
import { yieldToEventLoop } from '../../platform/event-loop';
import { parseCsv } from './register-csv';
import { hasContent, MAX_COLUMNS, RegisterRow, RegisterTable } from './register-rows';
import { readWorkbook } from './register-xlsx';
import { MAX_PART_BYTES, OversizedWorkbook, UnreadableWorkbook } from './workbook-parts';

export type { RegisterRow } from './register-rows';

/** The largest register accepted (the multipart reader stops at this many bytes). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Data rows per import; a bigger register is split into several files. */
export const MAX_ROWS = 20_000;
/** A cell longer than this is refused (no customer field is anywhere near it). */
const MAX_CELL_LENGTH = 2_000;

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
const OVERSIZED_XLSX = `The workbook unpacks to more than ${MAX_PART_BYTES / 1024 / 1024} MB, far more than one import of ${MAX_ROWS.toLocaleString('en')} customers. Split the register into smaller files.`;
const OLD_EXCEL =
  'Old Excel (.xls) workbooks are not read. In Excel, save the register as .xlsx (Excel Workbook) or CSV and upload it again.';

const DECODED_PER_SLICE = 1024 * 1024;

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

const tooManyRows = (count: string) =>
  refuse(
    `The file has ${count} customer rows; one import takes at most ${MAX_ROWS.toLocaleString('en')}. Split the register into smaller files.`,
    ERROR_CODES.importTooManyRows,
  );

/**
 * Reads the register: the first row with any text is the header, the rows after it are customers.
 * The readers work in slices with turns of the event loop between them, and an XLSX one stops
 * reading just past the row limit.
 */
export async function readRegister(name: string, content: Buffer): Promise<RegisterFile> {
  if (content.length === 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  const format = detectFormat(name, content);
  const keep = MAX_ROWS + 1; // the header and every customer an import takes
  const table = format === 'csv' ? await parseCsv(await csvText(content), keep) : await readXlsx(content, keep);
  const headerAt = table.rows.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (headerAt < 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
  const headerRow = table.rows[headerAt];
  const headers = trimTrailingEmpty(headerRow.cells).map((cell) => cell.trim());
  if (headerRow.unreadable.size > 0)
    throw refuse('The header row holds formulas; type the column names as text.', ERROR_CODES.importFileUnreadable);
  if (headers.length > MAX_COLUMNS)
    throw refuse(`The file has ${headers.length} columns; at most ${MAX_COLUMNS} are read.`, ERROR_CODES.importTooManyColumns);
  const customers = table.withContent - 1;
  if (customers > MAX_ROWS)
    throw tooManyRows(table.complete ? customers.toLocaleString('en') : `more than ${MAX_ROWS.toLocaleString('en')}`);
  const rows = table.rows.slice(headerAt + 1).filter(hasContent);
  if (rows.length === 0) throw refuse(FILE_EMPTY, ERROR_CODES.importFileEmpty);
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

/** UTF-8 text of a CSV, decoded a megabyte at a time with a turn of the event loop between. */
async function csvText(content: Buffer): Promise<string> {
  if (content.includes(0)) throw refuse('The file is not a CSV text file.', ERROR_CODES.importFileType);
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const parts: string[] = [];
  try {
    for (let start = 0; start < content.length; start += DECODED_PER_SLICE) {
      const end = start + DECODED_PER_SLICE;
      parts.push(decoder.decode(content.subarray(start, end), { stream: end < content.length }));
      await yieldToEventLoop();
    }
  } catch {
    throw refuse(NOT_UTF8, ERROR_CODES.importFileEncoding);
  }
  return parts.join('');
}

async function readXlsx(content: Buffer, keep: number): Promise<RegisterTable> {
  try {
    return await readWorkbook(content, keep);
  } catch (error) {
    if (error instanceof OversizedWorkbook) throw refuse(OVERSIZED_XLSX, ERROR_CODES.importTooManyRows);
    if (error instanceof UnreadableWorkbook) throw refuse(BROKEN_XLSX, ERROR_CODES.importFileUnreadable);
    throw error;
  }
}
